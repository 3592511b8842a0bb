/// A resolution-independent outline made of straight lines and Bézier curves: the model of
/// Core Graphics' `CGPath` and UIKit's `UIBezierPath`, as a value type.
///
/// Coordinates are in points of whatever space the path is used in (a `ShapeLayer`'s bounds
/// space, for example), origin top-left, y down, as on iOS. A path is a list of
/// ``Element``s grouped into subpaths: each subpath starts with ``Element/move(to:)``, and
/// ``Element/close`` draws a straight line back to the subpath's start.
///
/// Arcs, ellipses and rounded rectangles are stored as cubic Bézier curves (as Core Graphics
/// stores them), at most a quarter turn per curve, so two paths built by the same calls with
/// different numbers have the same ``structure`` and can be interpolated point by point.
public struct Path: Hashable, Sendable, CustomStringConvertible {
    /// One drawing command of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A quadratic Bézier curve from the current point through one control point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve from the current point through two control points.
        case curve(to: Point, control1: Point, control2: Point)
        /// A straight line back to the subpath's start, which closes it.
        case close

        /// The element's points in a fixed order: end point last (`control`, `to`;
        /// `control1`, `control2`, `to`); none for ``close``.
        public var points: [Point] {
            switch self {
            case let .move(p), let .line(p): return [p]
            case let .quadCurve(p, c): return [c, p]
            case let .curve(p, c1, c2): return [c1, c2, p]
            case .close: return []
            }
        }

        /// The same kind of element with new points (in the order of ``points``).
        func withPoints(_ q: ArraySlice<Point>) -> Element {
            let i = q.startIndex
            switch self {
            case .move: return .move(to: q[i])
            case .line: return .line(to: q[i])
            case .quadCurve: return .quadCurve(to: q[i + 1], control: q[i])
            case .curve: return .curve(to: q[i + 2], control1: q[i], control2: q[i + 1])
            case .close: return .close
            }
        }

        /// A one-letter code for the kind of element: M, L, Q, C or Z.
        var code: Character {
            switch self {
            case .move: return "M"
            case .line: return "L"
            case .quadCurve: return "Q"
            case .curve: return "C"
            case .close: return "Z"
            }
        }
    }

    /// The drawing commands, in order.
    public private(set) var elements: [Element] = []
    /// Where the next element starts: the last element's end point, the subpath's start after
    /// a ``closeSubpath()``; `nil` for an empty path.
    public private(set) var currentPoint: Point?
    /// The start of the current subpath.
    private var subpathStart: Point?
    /// How `UIBezierPath`'s `fill()` and `stroke()` draw this path (line width, caps, joins,
    /// dashes, fill rule). Not part of the outline: ``applying(_:)`` and interpolation keep
    /// it. Default ``DrawingAttributes/init()``.
    public var drawingAttributes = DrawingAttributes()

    /// An empty path.
    public init() {}

    /// A path made of `elements` (a first element that is not a `move` starts at (0, 0)).
    public init(elements: [Element]) {
        for e in elements { append(e) }
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The kinds of the elements, one letter each (M, L, Q, C, Z): two paths with the same
    /// structure differ only in their numbers and can be interpolated.
    public var structure: String { String(elements.map(\.code)) }

    /// An SVG-like listing, for messages and tests: `M 0 0 L 10 0 Z`.
    public var description: String {
        elements.map { e in
            ([String(e.code)] + e.points.map { "\($0.x) \($0.y)" }).joined(separator: " ")
        }.joined(separator: " ")
    }

    // MARK: Building

    /// Starts a new subpath at `point` (`CGPath.move(to:)`).
    public mutating func move(to point: Point) {
        append(.move(to: point))
    }

    /// Adds a straight line from the current point to `point` (`addLine(to:)`). On an empty
    /// path the line starts at (0, 0).
    public mutating func addLine(to point: Point) {
        append(.line(to: point))
    }

    /// Adds a quadratic Bézier curve to `point` with one control point (`addQuadCurve(to:control:)`).
    public mutating func addQuadCurve(to point: Point, control: Point) {
        append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to `point` with two control points
    /// (`addCurve(to:control1:control2:)`).
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a straight line to its start (`closeSubpath()`,
    /// UIBezierPath's `close()`). Does nothing on an empty path or right after another close.
    public mutating func closeSubpath() {
        guard currentPoint != nil, elements.last != .close else { return }
        append(.close)
    }

    /// Adds every element of `other` (`addPath(_:)`).
    public mutating func addPath(_ other: Path) {
        for e in other.elements { append(e) }
    }

    /// Appends one element, keeping the current point and subpath start up to date; a drawing
    /// element without a current point starts a subpath at (0, 0) first.
    public mutating func append(_ e: Element) {
        switch e {
        case let .move(p):
            elements.append(e)
            currentPoint = p
            subpathStart = p
        case .close:
            guard currentPoint != nil else { return }
            elements.append(e)
            currentPoint = subpathStart
        default:
            if currentPoint == nil { append(.move(to: .zero)) }
            elements.append(e)
            currentPoint = e.points.last
        }
    }

    // MARK: Transforming and interpolating

    /// Every point of every element, in order (the numbers that ``interpolated(to:progress:)``
    /// mixes).
    public var points: [Point] { elements.flatMap(\.points) }

    /// The same structure with new points, in the order of ``points``; `nil` when the count
    /// differs.
    public func withPoints(_ points: [Point]) -> Path? {
        guard points.count == self.points.count else { return nil }
        var out = Path()
        out.drawingAttributes = drawingAttributes
        var i = 0
        for e in elements {
            let n = e.points.count
            out.append(e.withPoints(points[i..<i + n]))
            i += n
        }
        return out
    }

    /// The path with every point mapped by `t` (`CGPath.copy(using:)`, UIBezierPath's `apply(_:)`).
    public func applying(_ t: AffineTransform) -> Path {
        withPoints(points.map(t.apply)) ?? self
    }

    /// True when both paths have the same elements kinds in the same order.
    public func hasSameStructure(as other: Path) -> Bool {
        elements.count == other.elements.count
            && zip(elements, other.elements).allSatisfy { $0.code == $1.code }
    }

    /// The path `progress` of the way from `self` (0) to `other` (1), point by point, or `nil`
    /// when the two have different structures (there is no meaningful in-between then).
    /// Extrapolates outside 0…1; exactly `other` at 1.
    public func interpolated(to other: Path, progress p: Double) -> Path? {
        guard hasSameStructure(as: other) else { return nil }
        if p == 1 { return other }
        let a = points, b = other.points
        return withPoints(zip(a, b).map { Point(x: $0.x + ($1.x - $0.x) * p, y: $0.y + ($1.y - $0.y) * p) })
    }
}
