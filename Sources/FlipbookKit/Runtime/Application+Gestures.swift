import FlipbookGeometry

/// Scripted input: fingers delivered by hit testing, and the direct paths that feed one
/// recognizer or one button.
extension Application {
    /// The rate of touch moves (and of `changed` events) while a finger moves: 60 Hz.
    public static let touchRate = 60.0

    /// Puts a finger on the screen and moves it along `track`, delivering it the way iOS delivers
    /// a touch: touch-down at the first point's time, hit-tested then (``View/hitTest(_:with:)``
    /// on the model values), moves at ``touchRate`` in between (the finger interpolated linearly
    /// between the points; a move that would not change the position is not sent), and the lift at
    /// the last point. The recognizers of the hit view and its ancestors receive the finger and
    /// compete (see ``GestureRecognizer``), then the hit view gets its touches unless a recognizer
    /// took them. A one-point track is a tap: down and up at the same instant.
    ///
    /// - Parameter track: (clock time in seconds, finger in window coordinates), in
    ///   non-decreasing time, starting no earlier than the clock's current time, and strictly after
    ///   every other scripted finger has lifted (or ending before it goes down).
    /// - Throws: ``TouchTrackError`` for an empty track, a non-finite number, a time going
    ///   backwards, a start in the past, or a track overlapping another scripted finger.
    public func touch(along track: [(time: Double, location: Point)]) throws(TouchTrackError) {
        guard let first = track.first, let last = track.last else { throw .empty }
        for (i, point) in track.enumerated() {
            guard point.time.isFinite, point.location.x.isFinite, point.location.y.isFinite else {
                throw .notFinite(index: i)
            }
            if i > 0, point.time < track[i - 1].time {
                throw .timeGoesBackwards(index: i, time: point.time, previous: track[i - 1].time)
            }
        }
        guard first.time >= clock.now else { throw .startsInThePast(time: first.time, now: clock.now) }
        if let other = touchScript.fingers.first(where: { first.time <= $0.end && $0.start <= last.time }) {
            throw .overlapsAnotherFinger(start: first.time, end: last.time, otherStart: other.start, otherEnd: other.end)
        }
        let identifier = touchScript.begin(from: first.time, to: last.time)
        schedule(at: first.time) { [unowned self] in
            let arena = TouchArena(identifier: identifier, window: window, location: first.location, time: first.time)
            arena.deliver(.began, at: first.location, time: first.time)
            schedule(at: last.time) { arena.deliver(.ended, at: last.location, time: last.time) }
            scheduleMove(of: arena, track: track, step: 1)
        }
    }

    /// A tap by hit testing: ``touch(along:)`` with one point, the finger down and up at `time`
    /// seconds at `location` (window coordinates).
    /// - Throws: ``TouchTrackError`` as ``touch(along:)``.
    public func tap(at location: Point, time: Double) throws(TouchTrackError) {
        try touch(along: [(time: time, location: location)])
    }

    /// Schedules move `step` (at `start + step / touchRate`) and, from it, the next one, so a long
    /// track costs work only as far as the clock actually runs.
    private func scheduleMove(of arena: TouchArena, track: [(time: Double, location: Point)], step: Int) {
        let start = track[0].time, end = track[track.count - 1].time
        let time = start + Double(step) / Self.touchRate
        guard time < end - 1e-9 else { return }
        schedule(at: time) { [unowned self] in
            let location = Self.interpolate(track, at: time)
            if location != arena.lastLocation { arena.deliver(.moved, at: location, time: time) }
            scheduleMove(of: arena, track: track, step: step + 1)
        }
    }

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

    /// Taps `button` at `time` seconds: its actions run then, without hit testing (use
    /// ``tap(at:time:)`` to tap wherever the button is, through the recognizers above it).
    public func tap(_ button: Button, at time: Double) {
        schedule(at: time) { button.sendActions() }
    }

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

    static func interpolate(_ track: [(time: Double, location: Point)], at time: Double) -> Point {
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

/// The scripted fingers of an application: identifiers and the time spans already taken.
final class TouchScript {
    private(set) var fingers: [(start: Double, end: Double)] = []
    private var nextIdentifier = 1

    /// Reserves `start…end` for a new finger and returns its identifier.
    func begin(from start: Double, to end: Double) -> Int {
        fingers.append((start, end))
        defer { nextIdentifier += 1 }
        return nextIdentifier
    }
}
