import FlipbookGeometry

/// A continuous two-finger pinch (`UIPinchGestureRecognizer`).
///
/// With two fingers down it begins once their distance has changed by ``hysteresis`` points (10)
/// from what it was when the second finger went down, reports `.changed` on every move after that
/// and `.ended` when a finger lifts. ``scale`` is the distance now over the distance when the
/// second finger went down, so fingers going from 100 pt to 200 pt apart read 2.0, and at
/// `.began` it already includes the threshold, as a pan's translation does.
open class PinchGestureRecognizer: GestureRecognizer {
    /// How much (points) the fingers' distance must change before the pinch begins: 10 (an
    /// assumption; UIKit keeps its threshold private).
    public static let hysteresis = 10.0

    /// The fingers' distance relative to when the second went down (`scale`), 1 at rest; set it
    /// (often back to 1 in each `.changed`) and later moves multiply from the new value.
    public var scale: Double {
        get { baseScale * (baseDistance > 0 ? currentDistance / baseDistance : 1) }
        set {
            guard newValue.isFinite else { return }
            let old = scale
            baseScale = newValue
            baseDistance = currentDistance
            if old != 0 { rates.scale(by: newValue / old) }
        }
    }
    /// How fast ``scale`` changes, in scale factor per second, over the last 0.1 s (the pan's
    /// estimator); 0 before the second move. A pinch from 1.0 to 2.0 in 1 s at a steady spread
    /// reads 1.0.
    public var velocity: Double { rates.rate }

    private var baseScale = 1.0
    private var baseDistance = 0.0
    private var startDistance = 0.0
    private var currentDistance = 0.0
    private var rates = RateEstimator()

    /// Measures the start distance once two fingers are down.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches >= 2, baseDistance == 0 else { return }
        currentDistance = fingerDistance()
        startDistance = currentDistance
        baseDistance = currentDistance
        rates.record(scale, at: event.timestamp)
    }

    /// Begins past the threshold, then reports `.changed`.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches >= 2, baseDistance > 0 else { return }
        currentDistance = fingerDistance()
        rates.record(scale, at: event.timestamp)
        switch state {
        case .possible:
            if abs(currentDistance - startDistance) >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a pinch that began when a finger lifts (at the fingers' last distance); fails one
    /// that had not.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches >= 2, baseDistance > 0 {
            currentDistance = fingerDistance()
            rates.record(scale, at: event.timestamp)
        }
        state = isUnderWay ? .ended : .failed
    }

    /// Cancels a pinch that began; fails one that had not.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        state = isUnderWay ? .cancelled : .failed
    }

    /// Back to scale 1.
    open override func reset() {
        baseScale = 1
        baseDistance = 0
        startDistance = 0
        currentDistance = 0
        rates.removeAll()
    }

    private func fingerDistance() -> Double {
        TapGestureRecognizer.distance(location(ofTouch: 0, in: nil), location(ofTouch: 1, in: nil))
    }
}
