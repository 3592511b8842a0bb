import Foundation
import FlipbookGeometry

/// A continuous two-finger rotation (`UIRotationGestureRecognizer`).
///
/// With two fingers down it begins once the line from the first finger to the second has turned
/// ``hysteresis`` radians (about 5.7°) from where it was when the second finger went down, reports
/// `.changed` on every move after that and `.ended` when a finger lifts. ``rotation`` is that
/// turn in radians, clockwise on screen positive (as UIKit, y pointing down), unwrapped past ±π.
open class RotationGestureRecognizer: GestureRecognizer {
    /// How far (radians) the fingers must turn before the rotation begins: 0.1 (an assumption;
    /// UIKit keeps its threshold private).
    public static let hysteresis = 0.1

    /// The turn since the second finger went down, radians, clockwise positive (`rotation`); set
    /// it (often back to 0 in each `.changed`) and later moves add to the new value.
    public var rotation: Double {
        get { baseRotation + turned }
        set {
            guard newValue.isFinite else { return }
            rates.shift(by: newValue - rotation)
            baseRotation = newValue
            turned = 0
        }
    }
    /// How fast ``rotation`` changes, radians per second, over the last 0.1 s (the pan's
    /// estimator); 0 before the second move.
    public var velocity: Double { rates.rate }

    private var baseRotation = 0.0
    private var turned = 0.0
    private var totalTurn = 0.0
    private var lastAngle: Double?
    private var rates = RateEstimator()

    /// Measures the start angle once two fingers are down.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches >= 2, lastAngle == nil else { return }
        lastAngle = fingerAngle()
        rates.record(rotation, at: event.timestamp)
    }

    /// Begins past the threshold, then reports `.changed`.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard follow(event) else { return }
        switch state {
        case .possible:
            if abs(totalTurn) >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a rotation that began when a finger lifts (at the fingers' last angle); fails one
    /// that had not.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        _ = follow(event)
        state = isUnderWay ? .ended : .failed
    }

    /// Cancels a rotation that began; fails one that had not.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        state = isUnderWay ? .cancelled : .failed
    }

    /// Back to rotation 0.
    open override func reset() {
        baseRotation = 0
        turned = 0
        totalTurn = 0
        lastAngle = nil
        rates.removeAll()
    }

    /// Adds the fingers' turn since the last event; false before two fingers are down.
    private func follow(_ event: Event) -> Bool {
        guard numberOfTouches >= 2, let last = lastAngle else { return false }
        let angle = fingerAngle()
        var step = angle - last
        // The shorter way round: a move never turns the fingers by more than half a turn.
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        lastAngle = angle
        turned += step
        totalTurn += step
        rates.record(rotation, at: event.timestamp)
        return true
    }

    private func fingerAngle() -> Double {
        let a = location(ofTouch: 0, in: nil), b = location(ofTouch: 1, in: nil)
        return atan2(b.y - a.y, b.x - a.x)
    }
}
