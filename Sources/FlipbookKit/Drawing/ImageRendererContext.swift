import Foundation
import FlipbookGeometry
import FlipbookGraphics
import FlipbookLayers
import FlipbookRaster

/// The drawing surface of ``ImageRenderer/image(actions:)`` (`UIGraphicsImageRendererContext`):
/// its ``cgContext`` is a Core Graphics context (`GraphicsContext`) of the image's size in
/// points at the format's scale, current for UIKit's drawing calls (`UIColor.setFill()`,
/// `UIBezierPath.fill()`) while the actions run.
public final class ImageRendererContext {
    /// The format of the image being drawn.
    public let format: ImageRendererFormat
    /// The Core Graphics context drawn into (`cgContext`).
    public let cgContext: GraphicsContext

    /// The contexts of the ``ImageRenderer/image(actions:)`` calls running on this thread,
    /// innermost last.
    static var stack: [ImageRendererContext] {
        get { Thread.current.threadDictionary[stackKey] as? [ImageRendererContext] ?? [] }
        set { Thread.current.threadDictionary[stackKey] = newValue }
    }
    private static let stackKey = "FlipbookKit.ImageRendererContext.stack"

    /// The innermost context being drawn on this thread, or `nil` outside
    /// ``ImageRenderer/image(actions:)``.
    public static var current: ImageRendererContext? { stack.last }

    init(size: Size, format: ImageRendererFormat) {
        self.format = format
        cgContext = GraphicsContext(size: size, scale: format.scale)
    }

    /// What has been drawn so far, as an image (`UIGraphicsImageRendererContext.currentImage`).
    public var currentImage: Image { cgContext.makeImage() }

    // MARK: Transformation

    /// The current transformation, from drawing coordinates to the image's points (the context's
    /// `ctm` without the scale). Default identity.
    public var transform: FlipbookGeometry.AffineTransform {
        get {
            let s = format.scale
            return cgContext.ctm.concatenating(FlipbookGeometry.AffineTransform(scaleX: 1 / s, y: 1 / s))
        }
        set { cgContext.concatenate(newValue.concatenating(transform.inverted())) }
    }

    /// Moves the origin by (x, y) points of the current space (`CGContext.translateBy`).
    public func translateBy(x: Double, y: Double) { cgContext.translateBy(x: x, y: y) }

    /// Scales the current space (`CGContext.scaleBy`).
    public func scaleBy(x: Double, y: Double) { cgContext.scaleBy(x: x, y: y) }

    /// Rotates the current space by `angle` radians, clockwise on screen (`CGContext.rotate`).
    public func rotate(by angle: Double) { cgContext.rotate(by: angle) }

    // MARK: Drawing

    /// Fills `rect` with the current fill colour (`fill(_:)`).
    public func fill(_ rect: Rect) { cgContext.fill(rect) }

    /// Strokes the outline of `rect` with the current stroke colour and line width (`stroke(_:)`).
    public func stroke(_ rect: Rect) { cgContext.stroke(rect) }

    /// Intersects the clip with `rect` (`clip(to:)`).
    public func clip(to rect: Rect) { cgContext.clip(to: rect) }

    /// Fills `rect` with `color`.
    public func fill(_ rect: Rect, color: Color) {
        fill(Path(rect: rect), color: color)
    }

    /// Fills `path` with `color` under `rule` (`UIBezierPath.fill()`, `CGContext.fillPath`).
    /// Default rule non-zero.
    public func fill(_ path: Path, color: Color, rule: ShapeLayerFillRule = .nonZero) {
        cgContext.saveGState()
        cgContext.setFillColor(color)
        cgContext.addPath(path)
        cgContext.fillPath(using: rule == .evenOdd ? .evenOdd : .winding)
        cgContext.restoreGState()
    }

    /// Strokes `path` with `color`, centred on the path, `lineWidth` points wide in the current
    /// space (`UIBezierPath.stroke()`, `CGContext.strokePath`).
    /// - Parameters:
    ///   - lineWidth: default 1.
    ///   - cap: default butt.
    ///   - join: default miter.
    public func stroke(
        _ path: Path, color: Color, lineWidth: Double = 1,
        cap: ShapeLayerLineCap = .butt, join: ShapeLayerLineJoin = .miter
    ) {
        cgContext.saveGState()
        cgContext.setStrokeColor(color)
        cgContext.setLineWidth(lineWidth)
        cgContext.setLineCap(PathLineCap(rawValue: Int32(LineCap.allCases.firstIndex(of: cap) ?? 0)) ?? .butt)
        cgContext.setLineJoin(PathLineJoin(rawValue: Int32(LineJoin.allCases.firstIndex(of: join) ?? 0)) ?? .miter)
        cgContext.addPath(path)
        cgContext.strokePath()
        cgContext.restoreGState()
    }

    /// Strokes the outline of `rect` with `color`.
    public func stroke(_ rect: Rect, color: Color, lineWidth: Double = 1) {
        stroke(Path(rect: rect), color: color, lineWidth: lineWidth)
    }

    /// Draws `image` stretched into `rect`, upright (`UIImage.draw(in:)`).
    public func draw(_ image: Image, in rect: Rect) {
        cgContext.drawUpright(image, in: rect)
    }

    /// Draws `image` at its point size with its top left at `point` (`UIImage.draw(at:)`).
    public func draw(_ image: Image, at point: Point) {
        draw(image, in: Rect(origin: point, size: image.size))
    }
}
