import FlipbookGeometry

/// `UIBezierPath`: Flipbook's `FlipbookGeometry.Path`, a value type, so a path built step
/// by step must be a `var` (`var p = UIBezierPath()`), and there is no `cgPath` conversion to
/// make (`Path.cgPath` returns the path itself).
public typealias UIBezierPath = Path

/// `UIRectCorner`: Flipbook's `FlipbookGeometry.RectCorner`, for
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public typealias UIRectCorner = RectCorner

/// UIBezierPath's method names where they differ from `CGPath`'s.
extension Path {
    /// `UIBezierPath.cgPath`: the path itself (there is only one path type).
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
    public mutating func apply(_ t: CGAffineTransform) {
        self = applying(t)
    }

    /// `bounds`: UIBezierPath's name for the control-point bounding box.
    public var bounds: Rect { boundingBox }
}
