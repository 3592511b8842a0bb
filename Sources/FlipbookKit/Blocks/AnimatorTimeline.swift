import Synchronization
import FlipbookAnimation

/// The history of a property animator's progress on the clock, as a pure function of time, shared
/// by every layer animation the animator drives (``TimelineAnimation``).
///
/// A timeline is a list of segments in clock seconds, each valid from its begin time to the next
/// one's: a **hold** (paused, or scrubbed to a fraction) or a **run** from one fraction of the
/// animator's duration to 0 or 1. Segments are only appended (a segment that had not begun when a
/// new one is appended is dropped), so any time — past frames included — evaluates to what was on
/// screen then. Values are *progress*: 0 shows the animations' start values, 1 their end values.
///
/// Each animation may start late in the run (UIKit's `delayFactor` d): it sees the fraction
/// `x' = (x − d) / (1 − d)`, clamped to 0…1, and its own progress follows from that.
package final class AnimatorTimeline: Sendable {
    /// How a run's progress continues from the value it starts at.
    package enum Shape: Hashable, Sendable {
        /// The animator's own curve continues where its fraction is (a pause and resume, or a
        /// reversal, with no jump in the curve): progress `U(x')`, rescaled to start at the value shown.
        case continuing(UnitTiming)
        /// A fresh curve from the value shown to the target over the run (after linear
        /// scrubbing, or `continueAnimation` with new timing parameters).
        case restarting(UnitTiming)
    }

    /// One piece of the history.
    package enum Motion: Hashable, Sendable {
        /// Stays at the value shown when the segment began (a pause).
        case frozen
        /// Shows fraction `fraction`: linearly (progress = fraction) or through `timing`.
        case scrubbed(fraction: Double, linear: Bool, timing: UnitTiming)
        /// Moves the fraction from `from` to `to` (0 or 1) over `duration` seconds.
        case run(from: Double, to: Double, duration: Double, shape: Shape)
    }

    /// A motion from a clock time on.
    package struct Segment: Hashable, Sendable {
        /// Clock seconds at which the segment begins.
        package var beginTime: Double
        /// What the progress does from then on.
        package var motion: Motion
    }

    private let storage = Mutex<[Segment]>([])

    /// A timeline holding progress 0 from the start of time.
    package init() {}

    /// The segments, in begin-time order.
    package var segments: [Segment] { storage.withLock { $0 } }

    /// Appends `motion` from clock time `time`, dropping segments that begin after it.
    package func append(_ motion: Motion, at time: Double) {
        storage.withLock { list in
            list.removeAll { $0.beginTime > time }
            list.append(Segment(beginTime: time, motion: motion))
        }
    }

    /// The animator's fraction complete (0…1 of its duration) at clock time `time`.
    package func fraction(at time: Double) -> Double {
        evaluate(at: time, delayFactor: 0).fraction
    }

    /// The progress of an animation with `delayFactor` at clock time `time`.
    package func progress(at time: Double, delayFactor: Double = 0) -> Double {
        evaluate(at: time, delayFactor: delayFactor).value
    }

    private func evaluate(at time: Double, delayFactor d: Double) -> (fraction: Double, value: Double) {
        let list = segments
        var x = 0.0, v = 0.0
        for (index, segment) in list.enumerated() {
            guard time >= segment.beginTime else { break }
            let end = index + 1 < list.count ? list[index + 1].beginTime : .infinity
            let t = min(time, end)
            (x, v) = Self.state(of: segment, at: t, fraction: x, value: v, delayFactor: d)
        }
        return (x, v)
    }

    /// The fraction seen by an animation delayed by `d`.
    static func delayed(_ x: Double, _ d: Double) -> Double {
        if d <= 0 { return x }
        if d >= 1 { return x >= 1 ? 1 : 0 }
        return min(max((x - d) / (1 - d), 0), 1)
    }

    private static func state(of segment: Segment, at t: Double, fraction x: Double, value v: Double,
                              delayFactor d: Double) -> (Double, Double) {
        switch segment.motion {
        case .frozen:
            return (x, v)
        case let .scrubbed(f, linear, timing):
            let fd = delayed(f, d)
            return (f, linear ? fd : timing.progress(at: fd))
        case let .run(x0, x1, duration, shape):
            let u = duration > 0 ? min(max((t - segment.beginTime) / duration, 0), 1) : 1
            let xNow = x0 + (x1 - x0) * u
            let a = delayed(x0, d), b = delayed(x1, d), xd = delayed(xNow, d)
            guard b != a else { return (xNow, v) }
            let w = (xd - a) / (b - a)
            switch shape {
            case let .continuing(timing):
                let ua = timing.progress(at: a), ub = timing.progress(at: b)
                guard abs(ub - ua) > 1e-12 else { return (xNow, v + (ub - v) * w) }
                return (xNow, v + (timing.progress(at: xd) - ua) * (ub - v) / (ub - ua))
            case let .restarting(timing):
                return (xNow, v + (b - v) * timing.progress(at: w))
            }
        }
    }
}
