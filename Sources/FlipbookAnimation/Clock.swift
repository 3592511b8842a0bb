/// A deterministic clock that runs scheduled callbacks in time order.
///
/// Callbacks due at the same time run in the order they were scheduled (a stable
/// `(time, sequence)` order). A callback may schedule more, also at the current time; those
/// run in the same ``advance(to:)`` call. While a callback runs, ``now`` is its due time.
public final class Clock {
    /// A handle to cancel a scheduled callback.
    public struct Token: Hashable, Sendable {
        let sequence: Int
    }

    private struct Entry {
        let time: Double
        let sequence: Int
        let callback: () -> Void
    }

    /// The current time in seconds. Starts at the time given to `init`.
    public private(set) var now: Double
    private var entries: [Entry] = []
    private var nextSequence = 0
    /// Called after each callback the clock runs (the end of a run-loop turn: FlipbookKit commits
    /// Core Animation's implicit transaction there). Default `nil`.
    public var didRunCallback: (() -> Void)?

    /// A clock that starts at `start` seconds (default 0).
    public init(start: Double = 0) { now = start }

    /// Runs `callback` once the clock reaches `time` (a time in the past means "now": it
    /// runs on the next ``advance(to:)``, even one that does not move the clock).
    @discardableResult
    public func schedule(at time: Double, _ callback: @escaping () -> Void) -> Token {
        let entry = Entry(time: max(time, now), sequence: nextSequence, callback: callback)
        nextSequence += 1
        // Insert after every entry that is due earlier or at the same time (stable order).
        let index = entries.firstIndex { $0.time > entry.time } ?? entries.endIndex
        entries.insert(entry, at: index)
        return Token(sequence: entry.sequence)
    }

    /// Removes a callback that has not run yet; does nothing if it already ran.
    public func cancel(_ token: Token) {
        entries.removeAll { $0.sequence == token.sequence }
    }

    /// The due time of the earliest pending callback, or `nil` when none is pending.
    public var nextDueTime: Double? { entries.first?.time }

    /// Moves the clock to `time`, running every callback due at or before it in time order.
    /// Moving backwards is ignored (the clock only stops at `max(now, time)`).
    public func advance(to time: Double) {
        let target = max(time, now)
        while let first = entries.first, first.time <= target {
            entries.removeFirst()
            now = first.time
            first.callback()
            didRunCallback?()
        }
        now = target
    }
}
