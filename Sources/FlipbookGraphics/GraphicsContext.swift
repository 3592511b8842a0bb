import Foundation
import FlipbookGeometry
import FlipbookRaster

/// A bitmap drawing context with Core Graphics' calls (`CGContext`), as UIKit makes them for
/// `draw(_:)`, `UIGraphicsImageRenderer` and `UIGraphicsBeginImageContextWithOptions`.
///
/// Coordinates are points, origin at the top left, y down (UIKit's flipped context); the
/// bitmap is `size × scale` pixels (each side rounded), premultiplied RGBA8, as a view's
/// backing store. Paths, fills, strokes, clips and images are drawn by Flipbook's rasterizer
/// (the same coverage as a `CAShapeLayer` or a layer's contents); gradients are evaluated per
/// pixel. Each paint operation composites source-over (blend mode normal) in call order.
///
/// Differences from Core Graphics are listed in the FlipbookGraphics article "Custom drawing".
public final class GraphicsContext {
    /// The drawing state saved by ``saveGState()`` (`CGGState`).
    struct State {
        var ctm: FlipbookGeometry.AffineTransform
        var fillColor = Color.black
        var strokeColor = Color.black
        var lineWidth = 1.0
        var lineCap = PathLineCap.butt
        var lineJoin = PathLineJoin.miter
        var miterLimit = 10.0
        var dashPattern: [Double] = []
        var dashPhase = 0.0
        var alpha = 1.0
        /// Clip paths in device pixels, intersected.
        var clips: [ClipEntry] = []
        var shadow: ShadowPaint?
    }

    struct ClipEntry {
        var path: Path
        var rule: FillRule
        /// The device rectangle when the clip is an axis-aligned rectangle.
        var rect: Rect?
    }

    /// The size in points.
    public let size: Size
    /// Pixels per point of the bitmap.
    public let scale: Double
    /// True for a context without alpha (`UIGraphicsBeginImageContextWithOptions(_, true, _)`):
    /// it starts opaque black and stays opaque.
    public let isOpaque: Bool
    /// Bitmap width in pixels.
    public let pixelWidth: Int
    /// Bitmap height in pixels.
    public let pixelHeight: Int

    var state: State
    var saved: [State] = []
    /// The current path, in device pixels (Core Graphics transforms points as they are added).
    var devicePath = Path()
    /// What was drawn before the pending operations (made on first use: a context nothing is
    /// drawn into allocates no pixels).
    lazy var base = Bitmap(
        width: pixelWidth, height: pixelHeight, fill: isOpaque ? Pixel(r: 0, g: 0, b: 0, a: 255) : .clear)
    /// True while `base` is still the starting colour (nothing flushed or cleared yet).
    var baseIsInitial = true
    /// Operations not yet rasterized, back to front, in device pixels.
    var pending: [RenderNode] = []
    /// How many paint operations have been drawn (a view that draws nothing keeps 0).
    public internal(set) var operationCount = 0

    /// A context of `size` points at `scale` pixels per point, transparent (or opaque black).
    /// - Parameters:
    ///   - size: negative or non-finite sides count as 0.
    ///   - scale: pixels per point; values ≤ 0 or not finite read as 1. Default 1.
    ///   - opaque: a context without alpha. Default false.
    public init(size: Size, scale: Double = 1, opaque: Bool = false) {
        func clean(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        self.size = Size(width: clean(size.width), height: clean(size.height))
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.isOpaque = opaque
        pixelWidth = Int((self.size.width * self.scale).rounded())
        pixelHeight = Int((self.size.height * self.scale).rounded())
        state = State(ctm: FlipbookGeometry.AffineTransform(scaleX: self.scale, y: self.scale))
    }

    // MARK: State

    /// Pushes a copy of the drawing state (`saveGState()`): transform, colours, line
    /// attributes, alpha, clip and shadow. The current path is not part of it.
    public func saveGState() { saved.append(state) }

    /// Pops the state saved last (`restoreGState()`); does nothing without one.
    public func restoreGState() {
        if let last = saved.popLast() { state = last }
    }

    /// The current transformation, from user space (points) to the bitmap's pixels, origin top
    /// left, y down (`ctm`; Core Graphics' own matrix of a UIKit context also flips y).
    public var ctm: FlipbookGeometry.AffineTransform { state.ctm }

    /// ``ctm`` (`userSpaceToDeviceSpaceTransform`).
    public var userSpaceToDeviceSpaceTransform: FlipbookGeometry.AffineTransform { state.ctm }

    /// Moves the origin by (tx, ty) points of the current space (`translateBy(x:y:)`).
    public func translateBy(x tx: Double, y ty: Double) {
        concatenate(FlipbookGeometry.AffineTransform(translationX: tx, y: ty))
    }

    /// Scales the current space (`scaleBy(x:y:)`).
    public func scaleBy(x sx: Double, y sy: Double) {
        concatenate(FlipbookGeometry.AffineTransform(scaleX: sx, y: sy))
    }

    /// Rotates the current space by `angle` radians, clockwise on screen (`rotate(by:)`).
    public func rotate(by angle: Double) {
        concatenate(FlipbookGeometry.AffineTransform(rotationAngle: angle))
    }

    /// Applies `transform` before the current transformation (`concatenate(_:)`).
    public func concatenate(_ transform: FlipbookGeometry.AffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
    }

    // MARK: Paint attributes

    /// `setFillColor(_:)`. Default opaque black.
    public func setFillColor(_ color: Color) { state.fillColor = color }
    /// `setStrokeColor(_:)`. Default opaque black.
    public func setStrokeColor(_ color: Color) { state.strokeColor = color }
    /// `setFillColor(red:green:blue:alpha:)`.
    public func setFillColor(red: Double, green: Double, blue: Double, alpha: Double) {
        state.fillColor = Color(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// `setStrokeColor(red:green:blue:alpha:)`.
    public func setStrokeColor(red: Double, green: Double, blue: Double, alpha: Double) {
        state.strokeColor = Color(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// `setFillColor(gray:alpha:)`.
    public func setFillColor(gray: Double, alpha: Double) { state.fillColor = Color(white: gray, alpha: alpha) }
    /// `setStrokeColor(gray:alpha:)`.
    public func setStrokeColor(gray: Double, alpha: Double) { state.strokeColor = Color(white: gray, alpha: alpha) }
    /// `setLineWidth(_:)`, in points of the space the path is stroked in. Default 1.
    public func setLineWidth(_ width: Double) { state.lineWidth = width }
    /// `setLineCap(_:)`. Default butt.
    public func setLineCap(_ cap: PathLineCap) { state.lineCap = cap }
    /// `setLineJoin(_:)`. Default miter.
    public func setLineJoin(_ join: PathLineJoin) { state.lineJoin = join }
    /// `setMiterLimit(_:)`. Default 10.
    public func setMiterLimit(_ limit: Double) { state.miterLimit = limit }
    /// `setLineDash(phase:lengths:)`: alternating painted and unpainted lengths; empty is solid.
    public func setLineDash(phase: Double, lengths: [Double]) {
        state.dashPattern = lengths
        state.dashPhase = phase
    }
    /// `setAlpha(_:)`: multiplies the alpha of everything drawn afterwards (0…1). Default 1.
    public func setAlpha(_ alpha: Double) { state.alpha = min(max(alpha, 0), 1) }

    /// `setBlendMode(_:)`. Only ``BlendMode/normal`` (source-over) exists.
    public func setBlendMode(_ mode: BlendMode) {}

    /// `setShadow(offset:blur:color:)`: everything drawn afterwards casts a Gaussian shadow
    /// `offset` points away (positive height down, as on iOS), unaffected by the transformation.
    /// The blur is taken as twice the standard deviation (σ = blur / 2, the relation of a
    /// layer's `shadowRadius` to a Core Graphics blur). `nil` or a transparent colour turns
    /// shadows off.
    /// - Parameter color: default black at alpha 1/3 (Core Graphics' default shadow colour).
    public func setShadow(offset: Size, blur: Double, color: Color? = Color(white: 0, alpha: 1.0 / 3)) {
        guard let color, color.alpha > 0, blur.isFinite, offset.width.isFinite, offset.height.isFinite else {
            state.shadow = nil
            return
        }
        state.shadow = ShadowPaint(
            color: color, radius: max(0, blur) / 2 * scale,
            offset: Size(width: offset.width * scale, height: offset.height * scale))
    }

    // MARK: Path construction

    /// Whether the current path is empty (`isPathEmpty`).
    public var isPathEmpty: Bool { devicePath.isEmpty }

    /// The current point of the current path in user space (`currentPointOfPath`); (0, 0) for
    /// an empty path.
    public var currentPointOfPath: Point {
        guard let p = devicePath.currentPoint else { return .zero }
        return state.ctm.inverted().apply(p)
    }

    /// The current path's bounding box in user space (`boundingBoxOfPath`).
    public var boundingBoxOfPath: Rect {
        devicePath.applying(state.ctm.inverted()).boundingBox
    }

    private func device(_ p: Point) -> Point { state.ctm.apply(p) }

    /// Discards the current path (`beginPath()`).
    public func beginPath() { devicePath = Path() }
    /// `move(to:)`.
    public func move(to p: Point) { devicePath.move(to: device(p)) }
    /// `addLine(to:)`.
    public func addLine(to p: Point) { devicePath.addLine(to: device(p)) }
    /// `addLines(between:)`: a move to the first point and lines through the rest.
    public func addLines(between points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    /// `addCurve(to:control1:control2:)`.
    public func addCurve(to p: Point, control1: Point, control2: Point) {
        devicePath.addCurve(to: device(p), control1: device(control1), control2: device(control2))
    }
    /// `addQuadCurve(to:control:)`.
    public func addQuadCurve(to p: Point, control: Point) {
        devicePath.addQuadCurve(to: device(p), control: device(control))
    }
    /// `closePath()`.
    public func closePath() { devicePath.closeSubpath() }
    /// `addRect(_:)`: a closed rectangle subpath.
    public func addRect(_ rect: Rect) { addPath(Path(rect: rect)) }
    /// `addRects(_:)`.
    public func addRects(_ rects: [Rect]) { for r in rects { addRect(r) } }
    /// `addEllipse(in:)`.
    public func addEllipse(in rect: Rect) { addPath(Path(ovalIn: rect)) }
    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`. `clockwise` is Core Graphics'
    /// meaning in a y-up space, so in a UIKit context (y down) `clockwise: true` turns
    /// counterclockwise on screen, as on iOS.
    public func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        var arc = Path()
        if let current = devicePath.currentPoint { arc.move(to: state.ctm.inverted().apply(current)) }
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        let mapped = arc.applying(state.ctm)
        var elements = mapped.elements
        if devicePath.currentPoint != nil, case .move = elements.first { elements.removeFirst() }
        for e in elements { devicePath.append(e) }
    }
    /// `addPath(_:)`: adds `path` (user space) through the current transformation.
    public func addPath(_ path: Path) { devicePath.addPath(path.applying(state.ctm)) }

    /// The current path in user space (`path`), `nil` when empty.
    public var path: Path? {
        devicePath.isEmpty ? nil : devicePath.applying(state.ctm.inverted())
    }
}

/// How colours combine with what is below (`CGBlendMode`). Only source-over is implemented.
public enum BlendMode: Int32, Hashable, Sendable {
    /// Source-over: the colour drawn over what is below, weighted by its alpha.
    case normal = 0
}

/// What ``GraphicsContext/drawPath(using:)`` paints (`CGPathDrawingMode`).
public enum PathDrawingMode: Int32, Hashable, Sendable, CaseIterable {
    /// Fill under the non-zero rule.
    case fill = 0
    /// Fill under the even-odd rule.
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill (non-zero), then stroke.
    case fillStroke = 3
    /// Fill (even-odd), then stroke.
    case eoFillStroke = 4
}

/// Which points a fill covers where the outline crosses itself (`CGPathFillRule`).
public enum PathFillRule: Int, Hashable, Sendable, CaseIterable {
    /// Non-zero winding. The default.
    case winding = 0
    /// Even-odd.
    case evenOdd = 1

    var rule: FillRule { self == .winding ? .nonZero : .evenOdd }
}
