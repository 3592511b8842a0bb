/// A two-dimensional vector (`CGVector`): a rate or a direction, not a place.
public struct Vector: Hashable, Sendable {
    /// The x component.
    public var dx: Double
    /// The y component.
    public var dy: Double

    /// A vector with components `dx` and `dy`. Default (0, 0).
    public init(dx: Double = 0, dy: Double = 0) {
        self.dx = dx
        self.dy = dy
    }

    /// (0, 0).
    public static let zero = Vector()
}
