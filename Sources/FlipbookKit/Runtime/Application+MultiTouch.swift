import Foundation
import FlipbookGeometry

/// Two-finger scripts: a pinch, a rotation, or both, about a centre.
extension Application {
    /// Puts two fingers down on either side of `centre` and spreads, closes or turns them about
    /// it: ``touches(along:)`` with two tracks.
    ///
    /// The fingers sit on a line through `centre` at `angle` radians (0: side by side, the first
    /// finger on the left; clockwise on screen positive), `fromDistance` points apart at `time`
    /// seconds. Over `duration` seconds their distance goes linearly to `toDistance` and the line
    /// turns by `rotation` radians, sampled at ``touchRate`` so the fingers follow the arc. Both
    /// go down at `time` and lift at `time + duration`, so a ``PinchGestureRecognizer`` reads
    /// `toDistance / fromDistance` at the end and a ``RotationGestureRecognizer`` `rotation`.
    /// - Throws: ``TouchTrackError`` as ``touch(along:)``, and
    ///   ``TouchTrackError/notFinite(index:)`` for a non-finite or negative duration or a negative
    ///   distance (index 0).
    public func pinch(at centre: Point, from fromDistance: Double, to toDistance: Double, angle: Double = 0,
                      rotation: Double = 0, time: Double, duration: Double) throws(TouchTrackError) {
        guard duration.isFinite, duration >= 0, fromDistance.isFinite, toDistance.isFinite, fromDistance >= 0,
              toDistance >= 0, angle.isFinite, rotation.isFinite else { throw .notFinite(index: 0) }
        let steps = max(1, Int((duration * Self.touchRate).rounded(.up)))
        var first: [(time: Double, location: Point)] = []
        var second: [(time: Double, location: Point)] = []
        for step in 0...steps {
            let u = Double(step) / Double(steps)
            let half = (fromDistance + (toDistance - fromDistance) * u) / 2
            let theta = angle + rotation * u
            let offset = Point(x: cos(theta) * half, y: sin(theta) * half)
            let t = time + duration * u
            first.append((t, centre - offset))
            second.append((t, centre + offset))
        }
        try touches(along: [first, second])
    }
}
