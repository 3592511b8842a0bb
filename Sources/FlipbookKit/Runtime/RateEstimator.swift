/// The rate of change of one number over the last ``window`` seconds, estimated as
/// ``PanGestureRecognizer/velocity(in:)`` estimates a finger's: from the oldest sample within the
/// window of the newest (or the one before the newest) to the newest, divided by their time apart.
struct RateEstimator {
    /// How far back (seconds) the estimate looks: 0.1, as the pan's.
    static let window = PanGestureRecognizer.velocityWindow
    private var samples: [(time: Double, value: Double)] = []

    /// Adds `value` at clock `time` seconds.
    mutating func record(_ value: Double, at time: Double) {
        if let last = samples.last, last.time == time { samples.removeLast() }
        samples.append((time, value))
        while samples.count > 2, time - samples[1].time > Self.window + 1e-9 { samples.removeFirst() }
    }

    /// Units per second; zero before the second sample.
    var rate: Double {
        guard let newest = samples.last, samples.count > 1 else { return 0 }
        var oldestIndex = samples.count - 2
        while oldestIndex > 0, newest.time - samples[oldestIndex - 1].time <= Self.window + 1e-9 { oldestIndex -= 1 }
        let oldest = samples[oldestIndex]
        let dt = newest.time - oldest.time
        return dt > 0 ? (newest.value - oldest.value) / dt : 0
    }

    /// Moves every sample by `delta` (the value was set; the rate is unaffected).
    mutating func shift(by delta: Double) {
        samples = samples.map { ($0.time, $0.value + delta) }
    }

    /// Multiplies every sample by `factor` (a scale was set; the rate scales with it).
    mutating func scale(by factor: Double) {
        samples = samples.map { ($0.time, $0.value * factor) }
    }

    /// Forgets every sample.
    mutating func removeAll() { samples.removeAll() }
}
