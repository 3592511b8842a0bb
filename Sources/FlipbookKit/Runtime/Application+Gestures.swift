import FlipbookGeometry

/// Scripted input: finger tracks for gesture recognizers and taps on buttons.
extension Application {
    /// The rate of `changed` events while a finger moves: 60 Hz.
    public static let touchRate = 60.0

    /// Plays a finger track on `recognizer`: `began` at the first point's time, `changed` at
    /// 60 Hz in between (the finger's x/y interpolated linearly between the points), `ended` at
    /// the last point. A discrete recognizer (swipe, tap) fires once, `ended`, at the last point
    /// (a swipe only when the track moves mainly in its direction).
    /// - Parameter track: (clock time in seconds, finger in window coordinates) in increasing time.
    public func play(_ recognizer: GestureRecognizer, track: [(time: Double, location: Point)]) {
        guard let first = track.first, let last = track.last else { return }
        guard recognizer.isContinuous else {
            schedule(at: last.time) {
                if let swipe = recognizer as? SwipeGestureRecognizer,
                   !swipe.matches(from: first.location, to: last.location) { return }
                recognizer.startLocation = first.location
                recognizer.location = last.location
                recognizer.state = .ended
                recognizer.handler(recognizer)
            }
            return
        }
        schedule(at: first.time) {
            recognizer.startLocation = first.location
            recognizer.location = first.location
            recognizer.state = .began
            recognizer.handler(recognizer)
        }
        var step = 1
        while true {
            let time = first.time + Double(step) / Self.touchRate
            guard time < last.time - 1e-9 else { break }
            let location = Self.interpolate(track, at: time)
            schedule(at: time) {
                recognizer.location = location
                recognizer.state = .changed
                recognizer.handler(recognizer)
            }
            step += 1
        }
        schedule(at: last.time) {
            recognizer.location = last.location
            recognizer.state = .ended
            recognizer.handler(recognizer)
        }
    }

    /// Taps `button` as a finger does: touch-down at `time` seconds (the button highlights),
    /// touch-up ``tapHoldDuration`` later (its actions run, then the highlight ends). To start
    /// what the tap triggers at a given time, tap that much earlier.
    public func tap(_ button: Button, at time: Double) {
        schedule(at: time) { button.touchDown() }
        schedule(at: time + Self.tapHoldDuration) { [unowned self] in button.touchUpInside(in: self) }
    }

    /// Seconds a scripted tap's finger stays down: 0.1, a quick tap (the recordings show the
    /// touch-down's dimmed title one frame, about 0.2 s, before the transition moves).
    public static let tapHoldDuration = 0.1

    /// Fires a discrete recognizer (a ``TapGestureRecognizer``) at `time` seconds, with the
    /// finger at `location` (window coordinates; default the recognizer view's centre).
    public func tap(_ recognizer: GestureRecognizer, at time: Double, location: Point? = nil) {
        schedule(at: time) {
            let point = location ?? recognizer.view.map { $0.convert(Point(x: $0.bounds.midX, y: $0.bounds.midY), to: nil as View?) } ?? .zero
            recognizer.startLocation = point
            recognizer.location = point
            recognizer.state = .ended
            recognizer.handler(recognizer)
        }
    }

    private static func interpolate(_ track: [(time: Double, location: Point)], at time: Double) -> Point {
        guard let i = track.firstIndex(where: { $0.time >= time }), i > 0 else {
            return time <= track[0].time ? track[0].location : track[track.count - 1].location
        }
        let a = track[i - 1], b = track[i]
        let span = b.time - a.time
        let u = span > 0 ? (time - a.time) / span : 1
        return Point(x: a.location.x + (b.location.x - a.location.x) * u,
                     y: a.location.y + (b.location.y - a.location.y) * u)
    }
}
