import FlipbookGeometry
import Foundation

/// `UIRectCorner`: Flipbook's `FlipbookGeometry.RectCorner`, for
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public typealias UIRectCorner = RectCorner

/// `UIBezierPath`: a path object, a reference type as in UIKit, around Flipbook's value type
/// `FlipbookGeometry.Path` (``cgPath``).
///
/// As in UIKit, a path made with `let` is built step by step (`let p = UIBezierPath();
/// p.move(to: …)`), two references see the same path, and apps subclass it and add
/// `convenience init`s in extensions. ``cgPath`` is the `Path` (`CGPath`) that layers take
/// (`shapeLayer.path = p.cgPath`); setting it replaces the outline and keeps the drawing
/// attributes (line width, caps, joins, dashes, fill rule) of this object. `fill()`, `stroke()`
/// and `addClip()` draw in the current context (FlipbookUIKit).
open class UIBezierPath: NSObject, NSCopying {
    /// The outline and its drawing attributes.
    private var storage = Path()

    /// An empty path (`UIBezierPath()`).
    public override init() {
        super.init()
    }

    /// Archiving is not supported: an empty path (UIKit decodes the archived one).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A path with `cgPath`'s outline (`UIBezierPath(cgPath:)`).
    public convenience init(cgPath: Path) {
        self.init()
        storage = cgPath
    }

    /// A closed rectangle (`UIBezierPath(rect:)`).
    public convenience init(rect: Rect) {
        self.init(cgPath: Path(rect: rect))
    }

    /// A closed ellipse inscribed in `rect` (`UIBezierPath(ovalIn:)`).
    public convenience init(ovalIn rect: Rect) {
        self.init(cgPath: Path(ovalIn: rect))
    }

    /// A rounded rectangle (`UIBezierPath(roundedRect:cornerRadius:)`).
    public convenience init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init(cgPath: Path(roundedRect: rect, cornerRadius: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded
    /// (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`).
    public convenience init(roundedRect rect: Rect, byRoundingCorners corners: RectCorner, cornerRadii: Size) {
        self.init(cgPath: Path(roundedRect: rect, byRoundingCorners: corners, cornerRadii: cornerRadii))
    }

    /// An open circular arc, clockwise on screen
    /// (`UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`).
    public convenience init(arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double,
                            clockwise: Bool) {
        self.init(cgPath: Path(arcCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                               clockwise: clockwise))
    }

    /// A new path object with the same outline and drawing attributes (`copy()`).
    open func copy(with zone: NSZone? = nil) -> Any {
        UIBezierPath(cgPath: storage)
    }

    // MARK: The path

    /// The outline as the `CGPath` (`Path`) that layers and animations take; setting it
    /// replaces the outline and keeps this object's drawing attributes.
    public var cgPath: Path {
        get { storage }
        set {
            let attributes = storage.drawingAttributes
            storage = newValue
            storage.drawingAttributes = attributes
        }
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// The rectangle around every point of the path, control points included (`bounds`);
    /// `.zero` for an empty path.
    public var bounds: Rect { storage.boundingBox }

    /// Where the next segment starts; `.zero` for an empty path, as in UIKit.
    public var currentPoint: Point { storage.currentPoint ?? .zero }

    /// An SVG-like listing of the outline (`M 0 0 L 10 0 Z`).
    open override var description: String { storage.description }

    // MARK: Building

    /// Starts a new subpath at `point`.
    public func move(to point: Point) { storage.move(to: point) }

    /// A straight line from the current point.
    public func addLine(to point: Point) { storage.addLine(to: point) }

    /// A cubic Bézier curve from the current point.
    public func addCurve(to point: Point, controlPoint1: Point, controlPoint2: Point) {
        storage.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic Bézier curve from the current point.
    public func addQuadCurve(to point: Point, controlPoint: Point) {
        storage.addQuadCurve(to: point, control: controlPoint)
    }

    /// A circular arc, clockwise on screen; a line joins the current point to its start.
    public func addArc(withCenter center: Point, radius: Double, startAngle: Double, endAngle: Double,
                       clockwise: Bool) {
        storage.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                       clockwise: clockwise)
    }

    /// Closes the current subpath with a line to its start.
    public func close() { storage.closeSubpath() }

    /// Removes every element (`removeAllPoints()`); the drawing attributes stay.
    public func removeAllPoints() {
        let attributes = storage.drawingAttributes
        storage = Path()
        storage.drawingAttributes = attributes
    }

    /// Adds `other`'s elements to this path (`append(_:)`).
    public func append(_ other: UIBezierPath) { storage.addPath(other.storage) }

    /// Maps every point by `transform`, in place (`apply(_:)`).
    public func apply(_ transform: FlipbookGeometry.AffineTransform) { storage = storage.applying(transform) }

    /// A new path with every subpath drawn backwards (`reversing()`): each subpath starts at
    /// its old end, its segments run in reverse order with their control points swapped, and a
    /// closed subpath stays closed. The drawing attributes are copied.
    public func reversing() -> UIBezierPath {
        let reversed = UIBezierPath(cgPath: UIBezierPath.reversed(storage))
        reversed.storage.drawingAttributes = storage.drawingAttributes
        return reversed
    }

    static func reversed(_ path: Path) -> Path {
        var result = Path()
        var subpath: [Path.Element] = []
        var start = Point.zero
        func flush(closed: Bool) {
            guard !subpath.isEmpty else { return }
            var points = [start] + subpath.compactMap { $0.points.last }
            result.move(to: points.removeLast())
            for (e, from) in zip(subpath.reversed(), points.reversed()) {
                switch e {
                case .line, .move: result.addLine(to: from)
                case let .quadCurve(_, c): result.addQuadCurve(to: from, control: c)
                case let .curve(_, c1, c2): result.addCurve(to: from, control1: c2, control2: c1)
                case .close: break
                }
            }
            if closed { result.closeSubpath() }
            subpath = []
        }
        for e in path.elements {
            switch e {
            case let .move(p):
                flush(closed: false)
                start = p
            case .close:
                flush(closed: true)
            default:
                subpath.append(e)
            }
        }
        flush(closed: false)
        return result
    }

    /// True when `point` is inside the path's filled area, under ``usesEvenOddFillRule``
    /// (`contains(_:)`); open subpaths count as closed, as when filled.
    public func contains(_ point: Point) -> Bool {
        storage.contains(point, evenOdd: usesEvenOddFillRule)
    }

    // MARK: Drawing attributes

    /// The stroke's width (`lineWidth`). Default 1.
    public var lineWidth: Double {
        get { storage.lineWidth }
        set { storage.lineWidth = newValue }
    }

    /// The ends of open subpaths (`lineCapStyle`). Default `.butt`.
    public var lineCapStyle: PathLineCap {
        get { storage.lineCapStyle }
        set { storage.lineCapStyle = newValue }
    }

    /// The corners between segments (`lineJoinStyle`). Default `.miter`.
    public var lineJoinStyle: PathLineJoin {
        get { storage.lineJoinStyle }
        set { storage.lineJoinStyle = newValue }
    }

    /// The miter limit (`miterLimit`). Default 10.
    public var miterLimit: Double {
        get { storage.miterLimit }
        set { storage.miterLimit = newValue }
    }

    /// Kept for ported code (`flatness`); Flipbook flattens curves to its own tolerance.
    /// Default 0.6.
    public var flatness: Double = 0.6

    /// The even-odd rule instead of non-zero winding (`usesEvenOddFillRule`). Default false.
    public var usesEvenOddFillRule: Bool {
        get { storage.usesEvenOddFillRule }
        set { storage.usesEvenOddFillRule = newValue }
    }

    /// The stroke's dash pattern: the first `count` lengths of `pattern`, starting `phase`
    /// points into it (`setLineDash(_:count:phase:)`); `nil` or a count of 0 draws solid lines.
    public func setLineDash(_ pattern: UnsafePointer<Double>?, count: Int, phase: Double) {
        let lengths = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) }
        storage.setLineDash(lengths, count: max(count, 0), phase: phase)
    }
}

/// UIBezierPath's method names on `Path` (`CGPath`), for code that builds a `Path` with them.
extension Path {
    /// The path itself (`Path` is Core Graphics' path type).
    public var cgPath: Path { self }

    /// `addCurve(to:controlPoint1:controlPoint2:)`.
    public mutating func addCurve(to point: Point, controlPoint1: Point, controlPoint2: Point) {
        addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }

    /// `addQuadCurve(to:controlPoint:)`.
    public mutating func addQuadCurve(to point: Point, controlPoint: Point) {
        addQuadCurve(to: point, control: controlPoint)
    }

    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`, clockwise on screen.
    public mutating func addArc(withCenter center: Point, radius: Double, startAngle: Double, endAngle: Double,
                                clockwise: Bool) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// `close()`: closes the current subpath.
    public mutating func close() {
        closeSubpath()
    }

    /// `append(_:)`: adds every element of `other`.
    public mutating func append(_ other: Path) {
        addPath(other)
    }

    /// `apply(_:)`: maps every point by `t`, in place.
    public mutating func apply(_ t: FlipbookGeometry.AffineTransform) {
        self = applying(t)
    }

    /// `bounds`: UIBezierPath's name for the control-point bounding box.
    public var bounds: Rect { boundingBox }
}
