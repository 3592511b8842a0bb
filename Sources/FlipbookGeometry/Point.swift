/// A point in a two-dimensional coordinate space, in points unless stated otherwise.
///
/// Origin top-left, x to the right, y down, as on iOS.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The x coordinate. Default 0.
    public var x: Double
    /// The y coordinate. Default 0.
    public var y: Double

    public init(x: Double = 0, y: Double = 0) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point()

    public var description: String { "(\(x), \(y))" }

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// This point mapped by `t` with the z coordinate 0, divided by w.
    ///
    /// Row-vector convention, as CATransform3D: `p' = [x y 0 1] · t`.
    public func applying(_ t: Transform3D) -> Point {
        let h = t.apply(x: x, y: y, z: 0)
        return Point(x: h.x / h.w, y: h.y / h.w)
    }
}

/// A width and a height, in points unless stated otherwise.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width. Default 0.
    public var width: Double
    /// The height. Default 0.
    public var height: Double

    public init(width: Double = 0, height: Double = 0) {
        self.width = width
        self.height = height
    }

    /// The empty size, 0 × 0.
    public static let zero = Size()

    public var description: String { "\(width) × \(height)" }

    public static func * (a: Size, s: Double) -> Size { Size(width: a.width * s, height: a.height * s) }
}

/// A homogeneous point `(x, y, z, w)`, the result of mapping a point by a ``Transform3D``.
public struct HomogeneousPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var z: Double
    public var w: Double

    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }
}
