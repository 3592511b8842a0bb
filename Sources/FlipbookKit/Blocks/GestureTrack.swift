import FlipbookAnimation
/// A scripted one-dimensional input over time: a finger's translation, or a transition's
/// progress, given as (time, value) points and linearly interpolated between them.
///
/// Before the first point the value is the first value, after the last the last value.
package struct GestureTrack: Hashable, Sendable {
    /// One sample: at `time` seconds the input reads `value`.
    package struct Point: Hashable, Sendable {
        package var time: Double
        package var value: Double
        package init(time: Double, value: Double) {
            self.time = time
            self.value = value
        }
    }

    /// The samples in increasing time order (sorted by `init`, stably).
    package let points: [Point]
    /// When the finger lifts, in seconds. Default: the last point's time.
    package let releaseTime: Double

    /// - Precondition: at least one point.
    package init(_ points: [Point], releaseTime: Double? = nil) {
        precondition(!points.isEmpty, "GestureTrack needs at least one point")
        let sorted = points.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
        self.points = sorted
        self.releaseTime = releaseTime ?? sorted[sorted.count - 1].time
    }

    /// A straight move from `from` to `to` between `start` and `start + duration`, released
    /// at the end: an edge pan from 0 to 0.6 over 0.4 s is `.linear(from: 0, to: 0.6, start: t, duration: 0.4)`.
    package static func linear(from: Double, to: Double, start: Double, duration: Double) -> GestureTrack {
        GestureTrack([Point(time: start, value: from), Point(time: start + duration, value: to)])
    }

    /// The time of the first point, when the gesture begins.
    package var startTime: Double { points[0].time }

    /// The input at `time`, interpolated linearly between the neighbouring points.
    package func value(at time: Double) -> Double {
        guard time > points[0].time else { return points[0].value }
        for i in 1..<points.count where time <= points[i].time {
            let a = points[i - 1], b = points[i]
            let span = b.time - a.time
            return span > 0 ? a.value + (b.value - a.value) * (time - a.time) / span : b.value
        }
        return points[points.count - 1].value
    }

    /// The input at the release time.
    package var releaseValue: Double { value(at: releaseTime) }

    /// The usual decision on release: finish when the released value is above `threshold`
    /// (default 0.5, as most interactive-transition code does), cancel otherwise.
    package func finishes(threshold: Double = 0.5) -> Bool { releaseValue > threshold }
}
