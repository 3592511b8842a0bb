import FlipbookGeometry

/// The edges of a rectangle (`UIRectEdge`).
public struct RectEdge: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: Int
    /// An edge set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = RectEdge(rawValue: 1)
    /// The left edge.
    public static let left = RectEdge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 4)
    /// The right edge.
    public static let right = RectEdge(rawValue: 8)
    /// Every edge.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// The directions of a swipe (`UISwipeGestureRecognizer.Direction`).
public struct SwipeDirection: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: Int
    /// A direction set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Towards +x.
    public static let right = SwipeDirection(rawValue: 1)
    /// Towards −x.
    public static let left = SwipeDirection(rawValue: 2)
    /// Towards −y.
    public static let up = SwipeDirection(rawValue: 4)
    /// Towards +y.
    public static let down = SwipeDirection(rawValue: 8)
}

/// A discrete swipe (`UISwipeGestureRecognizer`): recognized (state
/// ``GestureRecognizer/State/ended``, targets called once) when the finger has moved
/// ``minimumDistance`` points mainly in ``direction``.
///
/// Delivered by hit testing it recognizes during the move that reaches the distance, and fails
/// when the finger lifts before that; ``Application/play(_:track:)`` fires it at the track's end
/// when the track moves mainly in its direction, however far.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// How far (points) the finger must travel along the swipe's axis: 50 (an observed value;
    /// UIKit keeps it private).
    public static let minimumDistance = 50.0

    /// The direction that triggers it. Default ``SwipeDirection/right``, as UIKit.
    public var direction: SwipeDirection = .right
    override var isContinuous: Bool { false }

    func matches(from start: Point, to end: Point) -> Bool {
        let dx = end.x - start.x, dy = end.y - start.y
        if abs(dx) >= abs(dy) { return direction.contains(dx >= 0 ? .right : .left) }
        return direction.contains(dy >= 0 ? .down : .up)
    }

    /// Recognizes once the finger is far enough along a matching direction.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        let d = location - startLocation
        if max(abs(d.x), abs(d.y)) >= Self.minimumDistance, matches(from: startLocation, to: location) {
            state = .recognized
        }
    }

    /// Fails: the finger lifted before travelling far enough.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }
}
