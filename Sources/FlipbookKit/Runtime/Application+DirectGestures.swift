import FlipbookGeometry

/// The direct input paths: one recognizer or one button fed without hit testing.
extension Application {
    /// Feeds a finger track straight to `recognizer`, without hit testing, thresholds, delegates or
    /// competition (the path the showcase demos were written with): `began` at the first point's
    /// time, `changed` at 60 Hz in between (the finger interpolated linearly), `ended` at the last
    /// point. A discrete recognizer (swipe, tap) fires once, `ended`, at the last point (a swipe
    /// only when the track moves mainly in its direction). The recognizer keeps its last state
    /// afterwards. To say where the finger goes instead, use ``touch(along:)``.
    /// - Parameter track: (clock time in seconds, finger in window coordinates) in increasing time.
    public func play(_ recognizer: GestureRecognizer, track: [(time: Double, location: Point)]) {
        guard let first = track.first, let last = track.last else { return }
        guard recognizer.isContinuous else {
            schedule(at: last.time) {
                if let swipe = recognizer as? SwipeGestureRecognizer,
                   !swipe.matches(from: first.location, to: last.location) { return }
                recognizer.startLocation = first.location
                recognizer.location = last.location
                recognizer.storedState = .ended
                recognizer.sendActions()
            }
            return
        }
        let pan = recognizer as? PanGestureRecognizer
        schedule(at: first.time) {
            recognizer.startLocation = first.location
            recognizer.location = first.location
            pan?.reset()
            pan?.translationOrigin = first.location
            pan?.record(first.time)
            recognizer.storedState = .began
            recognizer.sendActions()
        }
        var step = 1
        while true {
            let time = first.time + Double(step) / Self.touchRate
            guard time < last.time - 1e-9 else { break }
            let location = Self.interpolate(track, at: time)
            schedule(at: time) {
                recognizer.location = location
                pan?.record(time)
                recognizer.storedState = .changed
                recognizer.sendActions()
            }
            step += 1
        }
        schedule(at: last.time) {
            recognizer.location = last.location
            pan?.record(last.time)
            recognizer.storedState = .ended
            recognizer.sendActions()
        }
    }

    /// Taps `button` (any ``Control``) as a finger does, without hit testing (use ``tap(at:time:)`` to tap
    /// wherever the button is, through the recognizers above it): touch-down at `time` seconds
    /// (the button highlights), touch-up ``tapHoldDuration`` later (its actions run, then the
    /// highlight ends). To start what the tap triggers at a given time, tap that much earlier.
    public func tap(_ button: Control, at time: Double) {
        schedule(at: time) { button.touchDown() }
        schedule(at: time + Self.tapHoldDuration) { [unowned self] in button.touchUpInside(in: self) }
    }

    /// Seconds a scripted tap's finger stays down: 0.1, a quick tap (the recordings show the
    /// touch-down's dimmed title one frame, about 0.2 s, before the transition moves).
    public static let tapHoldDuration = 0.1

    /// Fires a discrete recognizer (a ``TapGestureRecognizer``) at `time` seconds, with the
    /// finger at `location` (window coordinates; default the recognizer view's centre), without
    /// hit testing.
    public func tap(_ recognizer: GestureRecognizer, at time: Double, location: Point? = nil) {
        schedule(at: time) {
            let point = location ?? recognizer.view.map { $0.convert(Point(x: $0.bounds.midX, y: $0.bounds.midY), to: nil as View?) } ?? .zero
            recognizer.startLocation = point
            recognizer.location = point
            recognizer.storedState = .ended
            recognizer.sendActions()
        }
    }
}
