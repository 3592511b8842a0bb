import FlipbookGeometry

/// Scripted fingers delivered by hit testing.
extension Application {
    /// The rate of touch moves (and of `changed` events) while a finger moves: 60 Hz.
    public static let touchRate = 60.0
    /// The most fingers down at once: 5, as an iPhone's screen tracks.
    public static let maximumFingers = 5

    /// Puts a finger on the screen and moves it along `track`, delivering it the way iOS delivers
    /// a touch: touch-down at the first point's time, hit-tested then (``View/hitTest(_:with:)``
    /// on the model values), moves at ``touchRate`` in between (the finger interpolated linearly
    /// between the points; a move that would not change the position is not sent), and the lift at
    /// the last point. The recognizers of the hit view and its ancestors receive the finger and
    /// compete (see ``GestureRecognizer``), then the hit view gets its touches unless a recognizer
    /// took them. A one-point track is a tap: down and up at the same instant.
    ///
    /// - Parameter track: (clock time in seconds, finger in window coordinates), in
    ///   non-decreasing time, starting no earlier than the clock's current time. Fingers of other
    ///   calls may be down at the same time (multi-touch), up to ``maximumFingers``.
    /// - Throws: ``TouchTrackError`` for an empty track, a non-finite number, a time going
    ///   backwards, a start in the past, or a sixth finger.
    public func touch(along track: [(time: Double, location: Point)]) throws(TouchTrackError) {
        try touches(along: [track])
    }

    /// Puts several fingers on the screen at once, each moving along its own track (a pinch, a
    /// rotation, a two-finger pan), delivered as ``touch(along:)`` delivers one: each finger's
    /// touch-down at its first point (fingers going down at the same time in one event, each
    /// hit-tested on its own), moves of every finger down at `start + k/60` s in one event
    /// (`start` is the earliest first point), and each lift at its last point.
    ///
    /// - Parameter tracks: one track per finger, each as for ``touch(along:)``.
    /// - Throws: ``TouchTrackError`` as ``touch(along:)``; a point's index counts from the start
    ///   of its own track.
    public func touches(along tracks: [[(time: Double, location: Point)]]) throws(TouchTrackError) {
        guard !tracks.isEmpty else { throw .empty }
        for track in tracks {
            guard let first = track.first else { throw .empty }
            for (i, point) in track.enumerated() {
                guard point.time.isFinite, point.location.x.isFinite, point.location.y.isFinite else {
                    throw .notFinite(index: i)
                }
                if i > 0, point.time < track[i - 1].time {
                    throw .timeGoesBackwards(index: i, time: point.time, previous: track[i - 1].time)
                }
            }
            guard first.time >= clock.now else { throw .startsInThePast(time: first.time, now: clock.now) }
        }
        let spans = tracks.map { (start: $0[0].time, end: $0[$0.count - 1].time) }
        for span in spans {
            let down = (touchScript.fingers + spans).filter { $0.start <= span.start && span.start <= $0.end }.count
            if down > Self.maximumFingers { throw .tooManyFingers(time: span.start, limit: Self.maximumFingers) }
        }
        let playback = TouchPlayback(tracks: tracks, identifiers: spans.map { touchScript.begin(from: $0.start, to: $0.end) })
        for time in Set(spans.map(\.start)).sorted() {
            schedule(at: time) { [unowned self] in
                let arena: TouchArena
                if let current = touchScript.arena, !current.isFinished {
                    arena = current
                } else {
                    arena = TouchArena(application: self, window: window)
                    touchScript.arena = arena
                }
                let starting = playback.indices { $0.start == time }
                var downs: [(finger: TouchArena.Finger, location: Point)] = []
                for i in starting {
                    let finger = arena.addFinger(identifier: playback.identifiers[i], at: playback.tracks[i][0].location, time: time)
                    playback.fingers[i] = (finger, arena)
                    downs.append((finger, finger.location))
                }
                arena.deliver(.began, downs, time: time)
            }
        }
        for time in Set(spans.map(\.end)).sorted() {
            schedule(at: time) {
                for (arena, group) in playback.live(playback.indices { $0.end == time }) {
                    arena.deliver(.ended, group.map { ($0.finger, $0.track[$0.track.count - 1].location) }, time: time)
                }
            }
        }
        scheduleMove(of: playback, step: 1)
    }

    /// A tap by hit testing: ``touch(along:)`` with one point, the finger down and up at `time`
    /// seconds at `location` (window coordinates).
    /// - Throws: ``TouchTrackError`` as ``touch(along:)``.
    public func tap(at location: Point, time: Double) throws(TouchTrackError) {
        try touch(along: [(time: time, location: location)])
    }

    /// Schedules move `step` (at `start + step / touchRate`) and, from it, the next one, so a long
    /// track costs work only as far as the clock actually runs.
    private func scheduleMove(of playback: TouchPlayback, step: Int) {
        let time = playback.start + Double(step) / Self.touchRate
        guard time < playback.end - 1e-9 else { return }
        schedule(at: time) { [unowned self] in
            let moving = playback.indices { $0.start < time - 1e-9 && time < $0.end - 1e-9 }
            for (arena, group) in playback.live(moving) {
                let moves = group.compactMap { entry -> (finger: TouchArena.Finger, location: Point)? in
                    let location = Self.interpolate(entry.track, at: time)
                    return location == entry.finger.location ? nil : (entry.finger, location)
                }
                if !moves.isEmpty { arena.deliver(.moved, moves, time: time) }
            }
            scheduleMove(of: playback, step: step + 1)
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

/// The fingers of one ``Application/touch(along:)`` call while they play.
final class TouchPlayback {
    let tracks: [[(time: Double, location: Point)]]
    let identifiers: [Int]
    /// Each finger once it went down, with its environment.
    var fingers: [(finger: TouchArena.Finger, arena: TouchArena)?]
    let start: Double
    let end: Double

    init(tracks: [[(time: Double, location: Point)]], identifiers: [Int]) {
        self.tracks = tracks
        self.identifiers = identifiers
        fingers = Array(repeating: nil, count: tracks.count)
        start = tracks.map { $0[0].time }.min() ?? 0
        end = tracks.map { $0[$0.count - 1].time }.max() ?? 0
    }

    /// The indices of the tracks whose (start, end) satisfy `condition`.
    func indices(_ condition: ((start: Double, end: Double)) -> Bool) -> [Int] {
        tracks.indices.filter { condition((tracks[$0][0].time, tracks[$0][tracks[$0].count - 1].time)) }
    }

    /// The fingers of `indices` that are down, grouped by environment in track order.
    func live(_ indices: [Int]) -> [(TouchArena, [(finger: TouchArena.Finger, track: [(time: Double, location: Point)])])] {
        var groups: [(TouchArena, [(finger: TouchArena.Finger, track: [(time: Double, location: Point)])])] = []
        for i in indices {
            guard let (finger, arena) = fingers[i], finger.isDown else { continue }
            if let g = groups.firstIndex(where: { $0.0 === arena }) {
                groups[g].1.append((finger, tracks[i]))
            } else {
                groups.append((arena, [(finger, tracks[i])]))
            }
        }
        return groups
    }
}

/// The scripted fingers of an application: identifiers, the time spans already taken, and the
/// gesture environment of the fingers down now.
final class TouchScript {
    private(set) var fingers: [(start: Double, end: Double)] = []
    private var nextIdentifier = 1
    /// The environment new fingers join, until it ends.
    var arena: TouchArena?

    /// Reserves `start…end` for a new finger and returns its identifier.
    func begin(from start: Double, to end: Double) -> Int {
        fingers.append((start, end))
        defer { nextIdentifier += 1 }
        return nextIdentifier
    }
}
