import FlipbookGeometry

/// A scripted gesture (`UIGestureRecognizer`): ``Application/play(_:track:)`` moves it through
/// its states and calls the handler at each step.
open class GestureRecognizer {
    /// A recognizer's state (`UIGestureRecognizer.State`).
    public enum State: Hashable, Sendable {
        /// Not recognized yet.
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture moved.
        case changed
        /// The gesture ended (or a discrete gesture was recognized).
        case ended
        /// The gesture was cancelled.
        case cancelled
    }

    /// The current state. Default ``State/possible``.
    public var state: State = .possible
    /// The view the recognizer is attached to; weak.
    public weak var view: View?
    let handler: (GestureRecognizer) -> Void
    /// The finger in window coordinates (points).
    var location = Point.zero
    /// Where the gesture began, in window coordinates.
    var startLocation = Point.zero

    /// A recognizer that calls `handler` on every state change (the target-action pair).
    public init(handler: @escaping (GestureRecognizer) -> Void) {
        self.handler = handler
    }

    /// The finger's position in `view`'s bounds space (`nil`: window coordinates).
    public func location(in view: View?) -> Point {
        view?.convert(location, from: nil) ?? location
    }

    /// Whether the recognizer reports every step (began, changed, ended) or only the end.
    var isContinuous: Bool { true }
}

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

/// A pan that starts at a screen edge (`UIScreenEdgePanGestureRecognizer`).
public final class ScreenEdgePanGestureRecognizer: GestureRecognizer {
    /// The edges the pan may start from. Default none (set `.left` or `.right`). Scripts decide
    /// where the finger starts; the edges document it.
    public var edges: RectEdge = []

    /// How far the finger moved since the gesture began, in `view`'s bounds space (`nil`: window
    /// coordinates).
    public func translation(in view: View?) -> Point {
        location(in: view) - (view?.convert(startLocation, from: nil) ?? startLocation)
    }
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

/// A discrete swipe (`UISwipeGestureRecognizer`): the handler runs once, with state
/// ``GestureRecognizer/State/ended``, at the end of a track that moves mainly in ``direction``.
public final class SwipeGestureRecognizer: GestureRecognizer {
    /// The direction that triggers it. Default ``SwipeDirection/right``, as UIKit.
    public var direction: SwipeDirection = .right
    override var isContinuous: Bool { false }

    func matches(from start: Point, to end: Point) -> Bool {
        let dx = end.x - start.x, dy = end.y - start.y
        if abs(dx) >= abs(dy) { return direction.contains(dx >= 0 ? .right : .left) }
        return direction.contains(dy >= 0 ? .down : .up)
    }
}

/// A discrete tap (`UITapGestureRecognizer`): the handler runs once, with state
/// ``GestureRecognizer/State/ended``, at the tap's time (see ``Application/tap(_:at:location:)``).
public final class TapGestureRecognizer: GestureRecognizer {
    override var isContinuous: Bool { false }
}
