/// Why ``Application/touch(along:)`` refused a finger track.
public enum TouchTrackError: Error, Equatable, CustomStringConvertible {
    /// The track has no points.
    case empty
    /// Point `index` has a time or coordinate that is NaN or infinite.
    case notFinite(index: Int)
    /// Point `index` is earlier than the point before it.
    case timeGoesBackwards(index: Int, time: Double, previous: Double)
    /// The track starts before the clock's current time, so its touch-down cannot happen on time.
    case startsInThePast(time: Double, now: Double)
    /// A finger going down at `time` would make more than `limit` fingers down at once
    /// (``Application/maximumFingers``).
    case tooManyFingers(time: Double, limit: Int)

    /// What is wrong and what to do.
    public var description: String {
        switch self {
        case .empty:
            "The finger track is empty: give at least one (time, location) point."
        case let .notFinite(index):
            "Point \(index) of the finger track has a time or coordinate that is NaN or infinite: use finite numbers."
        case let .timeGoesBackwards(index, time, previous):
            "Point \(index) of the finger track is at \(time) s, before the point before it (\(previous) s): "
                + "list the points in increasing time."
        case let .startsInThePast(time, now):
            "The finger track starts at \(time) s but the clock is already at \(now) s: "
                + "schedule touches before advancing the clock past their start."
        case let .tooManyFingers(time, limit):
            "A finger going down at \(time) s would make more than \(limit) fingers down at once: "
                + "lift one of the others first (a phone screen tracks \(limit))."
        }
    }
}
