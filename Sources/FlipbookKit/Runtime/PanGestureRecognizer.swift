import FlipbookGeometry

/// A continuous drag (`UIPanGestureRecognizer`).
///
/// Delivered by hit testing, it begins once the finger is ``hysteresis`` points (10) from where it
/// went down, reports `.changed` on every move after that and `.ended` when the finger lifts
/// (`.failed` when it lifts before moving that far). Translation is measured from the touch-down
/// point, so at `.began` it is already about 10 pt long.
open class PanGestureRecognizer: GestureRecognizer {
    /// How far (points, in window coordinates) the finger must move from its touch-down point
    /// before the pan begins: 10, UIKit's pan hysteresis as observed on iOS devices (UIKit keeps
    /// the value private).
    public static let hysteresis = 10.0
    /// How far back (seconds) ``velocity(in:)`` looks: 0.1.
    public static let velocityWindow = 0.1

    /// The fewest fingers the pan needs down before it begins. Default 1.
    public var minimumNumberOfTouches = 1
    /// The most fingers down with which the pan still begins. Default `Int.max` (UIKit's
    /// `NSUIntegerMax`). Once it began, fingers going down or lifting do not end it; its
    /// location is the centroid of the fingers down.
    public var maximumNumberOfTouches = Int.max

    /// The window point that translation is measured from: the touch-down point, moved by
    /// ``setTranslation(_:in:)``.
    var translationOrigin = Point.zero
    /// Recent finger positions (clock seconds, window coordinates), oldest first.
    var samples: [(time: Double, location: Point)] = []

    /// How far the finger moved since the gesture began (or since the last
    /// ``setTranslation(_:in:)``), in `view`'s bounds space: the difference of the two points
    /// converted to it (`nil`: window coordinates).
    public func translation(in view: View?) -> Point {
        location(in: view) - (view?.convert(translationOrigin, from: nil) ?? translationOrigin)
    }

    /// Makes ``translation(in:)`` read `translation` in `view`'s bounds space now; later moves add
    /// to it (`nil`: window coordinates). The velocity is not affected.
    public func setTranslation(_ translation: Point, in view: View?) {
        guard let view else {
            translationOrigin = location - translation
            return
        }
        translationOrigin = view.convert(view.convert(location, from: nil) - translation, to: nil)
    }

    /// The finger's velocity in `view`'s bounds space, points per second (`nil`: window
    /// coordinates).
    ///
    /// The estimator: the displacement from the oldest sample of the last ``velocityWindow``
    /// seconds (or, when that is the newest sample, the one before it) to the newest, divided by
    /// their time apart. A steady drag reads its exact speed; a finger that rested before lifting
    /// reads 0. Zero before the second sample.
    public func velocity(in view: View?) -> Point {
        guard let newest = samples.last, samples.count > 1 else { return .zero }
        var oldestIndex = samples.count - 2
        while oldestIndex > 0, newest.time - samples[oldestIndex - 1].time <= Self.velocityWindow + 1e-9 {
            oldestIndex -= 1
        }
        let oldest = samples[oldestIndex]
        let dt = newest.time - oldest.time
        guard dt > 0 else { return .zero }
        let v = (newest.location - oldest.location) * (1 / dt)
        guard let view else { return v }
        return view.convert(newest.location + v, from: nil) - view.convert(newest.location, from: nil)
    }

    /// Records the first touch-down as the translation origin, and a velocity sample.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches <= touches.count { translationOrigin = location }    // the first fingers
        record(event.timestamp)
    }

    /// Begins past the hysteresis, then reports `.changed`.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        record(event.timestamp)
        switch state {
        case .possible:
            let d = location - startLocation
            let fingers = numberOfTouches == 0 ? 1 : numberOfTouches
            guard fingers >= minimumNumberOfTouches, fingers <= maximumNumberOfTouches else { return }
            if (d.x * d.x + d.y * d.y).squareRoot() >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a pan that began when its last finger lifts; fails one that never moved far enough.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        record(event.timestamp)
        guard numberOfTouches <= touches.count else { return }    // other fingers stay down
        state = isUnderWay ? .ended : .failed
    }

    /// Cancels a pan that began; fails one that had not.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        state = isUnderWay ? .cancelled : .failed
    }

    /// Keeps the translation and velocity continuous when a finger joins or leaves: the
    /// centroid jumps, the fingers did not move.
    override func fingersChanged(centroidMovedBy delta: Point) {
        translationOrigin = translationOrigin + delta
        samples = samples.map { ($0.time, $0.location + delta) }
    }

    /// Forgets the samples.
    open override func reset() {
        samples.removeAll()
    }

    func record(_ time: Double) {
        samples.append((time, location))
        // Keep what the estimator can use: the window, plus one older sample.
        while samples.count > 2, time - samples[1].time > Self.velocityWindow + 1e-9 { samples.removeFirst() }
    }
}

/// A pan that starts at a screen edge (`UIScreenEdgePanGestureRecognizer`).
///
/// Delivered by hit testing, it fails at once unless the finger goes down within ``edgeRegion``
/// points (20) of one of ``edges`` of its window; after that it is a ``PanGestureRecognizer``.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// How close to an edge (points) the finger must go down: 20, the width of the region iOS
    /// answers edge swipes in (an observed value; UIKit keeps it private).
    public static let edgeRegion = 20.0

    /// The edges the pan may start from. Default none: set `.left` or `.right` (an edge pan
    /// with no edges never begins from a scripted finger).
    public var edges: RectEdge = []

    /// Fails unless the finger went down in the edge region of one of ``edges``.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        let size = view?.window?.bounds.size ?? touches.first?.window?.bounds.size ?? .zero
        let p = startLocation, r = Self.edgeRegion
        let near = (edges.contains(.left) && p.x < r) || (edges.contains(.right) && p.x >= size.width - r)
            || (edges.contains(.top) && p.y < r) || (edges.contains(.bottom) && p.y >= size.height - r)
        if !near { state = .failed }
    }
}
