import FlipbookGeometry

/// A scripted finger on the screen for an edge-pan gesture: a few key x positions, with a human
/// ease between them (the minimum-jerk profile of hand movements), sampled at 60 Hz.
///
/// The recordings' drags (see the article “Flip, frame by frame”) move left, back right and left
/// again before the finger
/// lifts; a track lists such turning points. Between two of them the finger speeds up and slows
/// down smoothly: `x = a + (b − a)·(10u³ − 15u⁴ + 6u⁵)`, the minimum-jerk path that point-to-point
/// hand movements follow (Flash & Hogan 1985), with zero speed and zero acceleration at each
/// turning point and a peak speed 1.875 × the segment's mean in its middle. After the last one
/// it rests for ``hold`` seconds before lifting, as a hand does before letting go; the transition
/// therefore stands still for a moment before it finishes or cancels. Times are relative to the
/// touch-down, in seconds; positions are screen points.
struct FingerTrack: Sendable {
    /// Turning points: (seconds after touch-down, finger x). The first is the touch-down, the
    /// last where the finger stops, ``hold`` seconds before it lifts; times strictly increase.
    let keys: [(time: Double, x: Double)]
    /// The finger's constant y, in screen points. Default 400 (mid screen, below the buttons).
    let y: Double
    /// Seconds the finger rests on its last turning point before it lifts. Default 0.15.
    let hold: Double

    init(_ keys: [(time: Double, x: Double)], y: Double = 400, hold: Double = 0.15) {
        precondition(keys.count >= 2, "A finger track needs a touch-down and a lift-off")
        precondition(hold >= 0, "A finger cannot lift before it stops")
        self.keys = keys
        self.y = y
        self.hold = hold
    }

    /// Seconds from touch-down to lift-off, the final ``hold`` included.
    var duration: Double { keys[keys.count - 1].time - keys[0].time + hold }

    /// The horizontal translation at lift-off, in points (negative for a leftward drag).
    var releaseTranslation: Double { keys[keys.count - 1].x - keys[0].x }

    /// Progress at lift-off as the demos compute it: |translation| / screen width.
    func releaseProgress(screenWidth: Double) -> Double {
        min(max(abs(releaseTranslation) / screenWidth, 0), 1)
    }

    /// Seconds the transition needs after lift-off with legacy percent-driven completion
    /// (completionSpeed 1): the rest `(1 − p)·D` when `p > threshold` finishes it, else `p·D`.
    func settleDuration(transitionDuration: Double, screenWidth: Double, threshold: Double = 0.5) -> Double {
        let p = releaseProgress(screenWidth: screenWidth)
        return p > threshold ? (1 - p) * transitionDuration : p * transitionDuration
    }

    /// The finger positions from `start` (clock seconds) at 60 Hz, ending exactly at lift-off.
    func samples(startingAt start: Double) -> [(time: Double, location: Point)] {
        let step = 1.0 / 60
        let count = Int((duration / step).rounded(.up))
        return (0...count).map { i in
            let t = min(Double(i) * step, duration)
            return (start + t, Point(x: x(at: keys[0].time + t), y: y))
        }
    }

    /// The finger x at a track time, on the minimum-jerk path between turning points.
    func x(at time: Double) -> Double {
        guard time > keys[0].time else { return keys[0].x }
        for (a, b) in zip(keys, keys.dropFirst()) where time <= b.time {
            let u = (time - a.time) / (b.time - a.time)
            let eased = u * u * u * (10 - 15 * u + 6 * u * u)
            return a.x + (b.x - a.x) * eased
        }
        return keys[keys.count - 1].x
    }
}
