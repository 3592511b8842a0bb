import FlipbookGeometry

/// One finger on the screen at one moment (`UITouch`), as a value: where it is, where it was at
/// the previous event, when, and which view it went down on.
///
/// Scripted fingers (``Application/touch(along:)``) make one `Touch` per delivered event; every
/// touch of one finger shares an ``identifier``. Locations are stored in window coordinates and
/// converted on request.
public struct Touch: Hashable, CustomStringConvertible {
    /// What the finger did at this event (`UITouch.Phase`).
    public enum Phase: Hashable, Sendable {
        /// The finger went down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and did not move (never delivered by scripted fingers, which
        /// send no event while the finger rests, as iOS sends no `touchesMoved`).
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch (a recognizer with `cancelsTouchesInView` took it).
        case cancelled
    }

    /// The finger: the same for every event of one scripted finger, unique per application.
    public let identifier: Int
    /// The phase of this event.
    public let phase: Phase
    /// Clock time of the event, seconds.
    public let timestamp: Double
    /// The view hit-tested at touch-down (`UITouch.view`); it keeps the touch even when the finger
    /// leaves its bounds. `nil` when the finger went down where no view takes touches.
    public let view: View?
    /// The window the finger is in.
    public let window: Window?
    /// Taps in a row at this place: always 1 for scripted fingers.
    public let tapCount: Int
    let windowLocation: Point
    let previousWindowLocation: Point

    init(identifier: Int, phase: Phase, timestamp: Double, view: View?, window: Window?,
         location: Point, previousLocation: Point) {
        self.identifier = identifier
        self.phase = phase
        self.timestamp = timestamp
        self.view = view
        self.window = window
        tapCount = 1
        windowLocation = location
        previousWindowLocation = previousLocation
    }

    /// The finger in `view`'s bounds space (points); `nil` means window coordinates.
    public func location(in view: View?) -> Point {
        view?.convert(windowLocation, from: nil) ?? windowLocation
    }

    /// The finger at the previous event of this finger, in `view`'s bounds space (`nil`: window
    /// coordinates); equal to ``location(in:)`` at ``Phase/began``.
    public func previousLocation(in view: View?) -> Point {
        view?.convert(previousWindowLocation, from: nil) ?? previousWindowLocation
    }

    /// Touches are equal when they are the same finger at the same event.
    public static func == (a: Touch, b: Touch) -> Bool {
        a.identifier == b.identifier && a.phase == b.phase && a.timestamp == b.timestamp
            && a.windowLocation == b.windowLocation
    }

    /// Hashes the finger and the event time.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(timestamp)
    }

    /// "Touch 3 moved at (120, 300) t=1.25".
    public var description: String {
        "Touch \(identifier) \(phase) at (\(windowLocation.x), \(windowLocation.y)) t=\(timestamp)"
    }
}

/// The event a set of touches arrives with (`UIEvent` of type touches).
public final class Event {
    /// Clock time of the event, seconds.
    public let timestamp: Double
    /// Every finger down at the event: those that changed, and the others as `.stationary`.
    public let allTouches: Set<Touch>

    init(timestamp: Double, touches: Set<Touch>) {
        self.timestamp = timestamp
        allTouches = touches
    }

    /// The touches of the event that belong to `view` (went down on it or one of its subviews).
    public func touches(for view: View) -> Set<Touch> {
        allTouches.filter { $0.view?.isDescendant(of: view) == true }
    }
}
