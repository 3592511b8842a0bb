import FlipbookGeometry

/// One scripted finger from touch-down to lift: the hit view, the recognizers bound to the finger
/// at touch-down, and their competition (UIKit's gesture environment for one touch).
///
/// At touch-down the window is hit-tested; the enabled recognizers of the hit view and then of
/// each ancestor up to the window (each view's in the order they were added) whose delegates
/// accept the touch are bound to the finger for its whole life, as UIKit binds them, even if
/// views move or leave the window meanwhile. Each event goes first to the recognizers still in
/// play, then to the hit view (until a recognizer with `cancelsTouchesInView` takes the finger).
final class TouchArena {
    let identifier: Int
    let window: Window
    /// The view the finger went down on; `nil` when no view takes touches there.
    let hitView: View?
    private(set) var recognizers: [GestureRecognizer] = []
    /// Recognizers that left `.possible` successfully (began, or recognized a discrete gesture).
    private var winners: [GestureRecognizer] = []
    private var viewTouchCancelled = false
    private(set) var lastLocation: Point
    private var lastTime: Double

    init(identifier: Int, window: Window, location: Point, time: Double) {
        self.identifier = identifier
        self.window = window
        lastLocation = location
        lastTime = time
        let downEvent = Event(timestamp: time, touches: [])
        hitView = window.hitTest(location, with: downEvent)
        let touch = Touch(identifier: identifier, phase: .began, timestamp: time, view: hitView, window: window,
                          location: location, previousLocation: location)
        var view = hitView
        while let current = view {
            for recognizer in current.gestureRecognizers where recognizer.isEnabled && recognizer.arena == nil {
                switch recognizer.storedState {
                case .began, .changed:
                    continue    // driven by `Application.play(_:track:)` right now
                case .ended, .cancelled, .failed:
                    recognizer.resetToPossible()
                case .possible:
                    break
                }
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
                recognizers.append(recognizer)
            }
            view = current.superview
        }
        for recognizer in recognizers {
            recognizer.arena = self
            recognizer.location = location
            recognizer.startLocation = location
            // Also here, for pan subclasses whose touchesBegan does not call super.
            (recognizer as? PanGestureRecognizer)?.translationOrigin = location
        }
    }

    /// Delivers one event of the finger: `location` in window coordinates at clock `time`.
    func deliver(_ phase: Touch.Phase, at location: Point, time: Double) {
        let touch = Touch(identifier: identifier, phase: phase, timestamp: time, view: hitView, window: window,
                          location: location, previousLocation: phase == .began ? location : lastLocation)
        lastLocation = location
        lastTime = time
        let touches: Set<Touch> = [touch]
        let event = Event(timestamp: time, touches: touches)
        for recognizer in recognizers where recognizer.arena === self && Self.isInPlay(recognizer) {
            recognizer.location = location
            switch phase {
            case .began: recognizer.touchesBegan(touches, with: event)
            case .moved, .stationary: recognizer.touchesMoved(touches, with: event)
            case .ended: recognizer.touchesEnded(touches, with: event)
            case .cancelled: recognizer.touchesCancelled(touches, with: event)
            }
        }
        let lifted = phase == .ended || phase == .cancelled
        if lifted {
            // No timers here: a recognizer still undecided when the finger lifts fails, and one a
            // subclass left running is cancelled.
            for recognizer in recognizers where recognizer.arena === self {
                switch recognizer.storedState {
                case .possible: recognizer.storedState = .failed
                case .began, .changed: recognizer.state = .cancelled
                default: break
                }
            }
        }
        if let hitView, !viewTouchCancelled {
            switch phase {
            case .began: hitView.touchesBegan(touches, with: event)
            case .moved, .stationary: hitView.touchesMoved(touches, with: event)
            case .ended: hitView.touchesEnded(touches, with: event)
            case .cancelled: hitView.touchesCancelled(touches, with: event)
            }
        }
        if lifted {
            for recognizer in recognizers where recognizer.arena === self {
                recognizer.arena = nil
                recognizer.resetToPossible()
            }
        }
    }

    /// Whether `recognizer` may leave `.possible`: its delegate, the hit view
    /// (``View/gestureRecognizerShouldBegin(_:)``) and every recognizer that already recognized
    /// the finger must allow it.
    func admit(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.isEnabled, recognizers.contains(where: { $0 === recognizer }) else { return false }
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false { return false }
        if let hitView, !hitView.gestureRecognizerShouldBegin(recognizer) { return false }
        for winner in winners where winner !== recognizer && winner.arena === self {
            if !Self.simultaneous(recognizer, winner), winner.canPrevent(recognizer),
               recognizer.canBePrevented(by: winner) { return false }
        }
        return true
    }

    /// `recognizer` began (or recognized): the undecided recognizers it excludes fail, and the hit
    /// view loses the finger when the recognizer cancels touches in view.
    func didRecognize(_ recognizer: GestureRecognizer) {
        winners.append(recognizer)
        for other in recognizers where other !== recognizer && other.arena === self && other.storedState == .possible {
            if !Self.simultaneous(recognizer, other), recognizer.canPrevent(other), other.canBePrevented(by: recognizer) {
                other.storedState = .failed
            }
        }
        if recognizer.cancelsTouchesInView { cancelViewTouch() }
    }

    /// Takes `recognizer` out of the finger (disabled or removed from its view): a running
    /// gesture is cancelled (targets called), an undecided one fails; then it is reset.
    func withdraw(_ recognizer: GestureRecognizer) {
        guard let index = recognizers.firstIndex(where: { $0 === recognizer }) else { return }
        switch recognizer.storedState {
        case .began, .changed:
            recognizer.storedState = .cancelled
            recognizer.sendActions()
        case .possible:
            recognizer.storedState = .failed
        default:
            break
        }
        recognizers.remove(at: index)
        winners.removeAll { $0 === recognizer }
        recognizer.arena = nil
        recognizer.resetToPossible()
    }

    private func cancelViewTouch() {
        guard let hitView, !viewTouchCancelled else { return }
        viewTouchCancelled = true
        let touch = Touch(identifier: identifier, phase: .cancelled, timestamp: lastTime, view: hitView, window: window,
                          location: lastLocation, previousLocation: lastLocation)
        hitView.touchesCancelled([touch], with: Event(timestamp: lastTime, touches: [touch]))
    }

    private static func isInPlay(_ recognizer: GestureRecognizer) -> Bool {
        switch recognizer.storedState {
        case .possible, .began, .changed: true
        case .ended, .cancelled, .failed: false
        }
    }

    private static func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }
}
