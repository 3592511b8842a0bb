import Foundation
import FlipbookGeometry
import FlipbookRaster

extension GraphicsContext {
    /// The contexts pushed on this thread, innermost last (UIKit's context stack).
    static var stack: [GraphicsContext] {
        get { Thread.current.threadDictionary[stackKey] as? [GraphicsContext] ?? [] }
        set { Thread.current.threadDictionary[stackKey] = newValue }
    }
    private static let stackKey = "FlipbookGraphics.GraphicsContext.stack"

    /// The contexts begun by ``beginImageContext(size:opaque:scale:)`` on this thread.
    static var imageContexts: [GraphicsContext] {
        get { Thread.current.threadDictionary[imageKey] as? [GraphicsContext] ?? [] }
        set { Thread.current.threadDictionary[imageKey] = newValue }
    }
    private static let imageKey = "FlipbookGraphics.GraphicsContext.imageContexts"

    /// The context UIKit's drawing calls draw into on this thread (`UIGraphicsGetCurrentContext()`):
    /// the innermost pushed one, `nil` outside drawing.
    public static var current: GraphicsContext? { stack.last }

    /// Makes `context` current (`UIGraphicsPushContext(_:)`).
    public static func push(_ context: GraphicsContext) { stack.append(context) }

    /// Makes the previously current context current again (`UIGraphicsPopContext()`).
    public static func pop() { _ = stack.popLast() }

    /// Runs `body` with `context` current, and pops it afterwards.
    public static func withCurrent<T>(_ context: GraphicsContext, _ body: () throws -> T) rethrows -> T {
        push(context)
        defer { pop() }
        return try body()
    }

    /// Begins a bitmap context of `size` points and makes it current
    /// (`UIGraphicsBeginImageContextWithOptions(size, opaque, scale)`).
    /// - Parameter scale: pixels per point; 0 means `screenScale` (the main screen's scale).
    public static func beginImageContext(size: Size, opaque: Bool, scale: Double, screenScale: Double) {
        let context = GraphicsContext(size: size, scale: scale == 0 ? screenScale : scale, opaque: opaque)
        imageContexts.append(context)
        push(context)
    }

    /// The picture of the innermost context begun by ``beginImageContext(size:opaque:scale:screenScale:)``
    /// (`UIGraphicsGetImageFromCurrentImageContext()`), `nil` when none is current.
    public static func imageFromCurrentImageContext() -> Image? {
        guard let current, imageContexts.last === current else { return nil }
        return current.makeImage()
    }

    /// Ends the innermost image context (`UIGraphicsEndImageContext()`); does nothing when the
    /// current context is not an image context.
    public static func endImageContext() {
        guard let current, imageContexts.last === current else { return }
        imageContexts.removeLast()
        pop()
    }
}

extension Color {
    /// Makes this the fill colour of the current context (`UIColor.setFill()`).
    public func setFill() { GraphicsContext.current?.setFillColor(self) }
    /// Makes this the stroke colour of the current context (`UIColor.setStroke()`).
    public func setStroke() { GraphicsContext.current?.setStrokeColor(self) }
    /// Makes this the fill and stroke colour of the current context (`UIColor.set()`).
    public func set() {
        setFill()
        setStroke()
    }
}

extension Path {
    /// Fills the path in the current context with its fill colour, under the path's rule
    /// (`UIBezierPath.fill()`); the context's current path is left alone.
    public func fill() {
        guard let c = GraphicsContext.current else { return }
        c.paint(self, fill: usesEvenOddFillRule ? .evenOdd : .nonZero, stroke: false)
    }

    /// Fills the path with the fill colour at `alpha` (`UIBezierPath.fill(with:alpha:)`, blend
    /// mode normal only).
    public func fill(with blendMode: BlendMode, alpha: Double) {
        guard let c = GraphicsContext.current else { return }
        c.saveGState()
        c.setAlpha(alpha)
        fill()
        c.restoreGState()
    }

    /// Strokes the path in the current context with its stroke colour and this path's line
    /// width, caps, joins, miter limit and dashes (`UIBezierPath.stroke()`).
    public func stroke() {
        guard let c = GraphicsContext.current else { return }
        c.saveGState()
        c.setLineWidth(lineWidth)
        c.setLineCap(lineCapStyle)
        c.setLineJoin(lineJoinStyle)
        c.setMiterLimit(miterLimit)
        c.setLineDash(phase: drawingAttributes.lineDashPhase, lengths: drawingAttributes.lineDashPattern)
        c.paint(self, fill: nil, stroke: true)
        c.restoreGState()
    }

    /// Strokes the path at `alpha` (`UIBezierPath.stroke(with:alpha:)`).
    public func stroke(with blendMode: BlendMode, alpha: Double) {
        guard let c = GraphicsContext.current else { return }
        c.saveGState()
        c.setAlpha(alpha)
        stroke()
        c.restoreGState()
    }

    /// Intersects the current context's clip with the path's inside under its rule
    /// (`UIBezierPath.addClip()`).
    public func addClip() {
        guard let c = GraphicsContext.current else { return }
        c.addClip(device: applying(c.ctm), rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }
}

/// Fills `rect` with the current context's fill colour (`UIRectFill`).
public func rectFill(_ rect: Rect) { GraphicsContext.current?.fill(rect) }
