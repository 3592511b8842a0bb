import FlipbookGeometry

/// UIKit's gesture environment: the scripted fingers that are down or whose recognizers are still
/// undecided, the recognizers bound to them, and their competition.
///
/// At each touch-down the window is hit-tested; the enabled recognizers of the hit view and then
/// of each ancestor up to the window (each view's in the order they were added) whose delegates
/// accept the touch are bound to the finger for its whole life, as UIKit binds them, even if views
/// move or leave the window meanwhile. Each event goes first to the recognizers still in play that
/// the event's fingers are bound to, then to the hit views (until a recognizer with
/// `cancelsTouchesInView` takes a finger). The environment ends — every recognizer reset — once
/// no finger is down and no recognizer waits (for another tap, or for a failure requirement).
final class TouchArena {
    /// One finger of the environment.
    final class Finger {
        let identifier: Int
        /// The view the finger went down on; `nil` when no view takes touches there.
        let hitView: View?
        /// The recognizers bound to the finger at touch-down, in delivery order.
        var recognizers: [GestureRecognizer] = []
        var location: Point
        var isDown = true
        var viewTouchCancelled = false

        init(identifier: Int, hitView: View?, location: Point) {
            self.identifier = identifier
            self.hitView = hitView
            self.location = location
        }
    }

    weak var application: Application?
    let window: Window
    private(set) var fingers: [Finger] = []
    /// Every recognizer bound to a finger of the environment, first bound first.
    var recognizers: [GestureRecognizer] = []
    /// Recognizers that left `.possible` successfully (began, or recognized a discrete gesture).
    private var winners: [GestureRecognizer] = []
    var isResolvingRequirements = false
    var isFinished = false

    init(application: Application, window: Window) {
        self.application = application
        self.window = window
    }

    var hasFingerDown: Bool { fingers.contains { $0.isDown } }

    /// A finger goes down at `location` (window coordinates): hit-tests it and binds the
    /// recognizers that take it. Deliver its touch-down with ``deliver(_:_:time:)``.
    func addFinger(identifier: Int, at location: Point, time: Double) -> Finger {
        let hitView = window.hitTest(location, with: Event(timestamp: time, touches: []))
        let finger = Finger(identifier: identifier, hitView: hitView, location: location)
        let touch = Touch(identifier: identifier, phase: .began, timestamp: time, view: hitView, window: window,
                          location: location, previousLocation: location)
        var view = hitView
        while let current = view {
            for recognizer in current.gestureRecognizers where recognizer.isEnabled {
                if recognizer.arena !== self {
                    guard recognizer.arena == nil else { continue }
                    switch recognizer.storedState {
                    case .began, .changed:
                        continue    // driven by `Application.play(_:track:)` right now
                    case .ended, .cancelled, .failed:
                        recognizer.resetToPossible()
                    case .possible:
                        break
                    }
                } else if [.ended, .cancelled, .failed].contains(recognizer.storedState) {
                    continue        // decided for this environment already
                }
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
                finger.recognizers.append(recognizer)
            }
            view = current.superview
        }
        for recognizer in finger.recognizers where recognizer.arena !== self {
            recognizer.arena = self
            recognizer.location = location
            recognizer.startLocation = location
            recognizers.append(recognizer)
            // Also here, for pan subclasses whose touchesBegan does not call super.
            (recognizer as? PanGestureRecognizer)?.translationOrigin = location
        }
        fingers.append(finger)
        return finger
    }

    /// Delivers one event: every finger of `moves` with the same `phase`, each at its new window
    /// location, at clock `time`.
    /// Transitions the event asks for start once it has been delivered
    /// (``Application/afterEventDelivery(_:)``).
    func deliver(_ phase: Touch.Phase, _ moves: [(finger: Finger, location: Point)], time: Double) {
        guard let application else { return deliverNow(phase, moves, time: time) }
        application.deliveringEvent { deliverNow(phase, moves, time: time) }
    }

    private func deliverNow(_ phase: Touch.Phase, _ moves: [(finger: Finger, location: Point)], time: Double) {
        var touches: [Int: Touch] = [:]
        for (finger, location) in moves {
            touches[finger.identifier] = Touch(identifier: finger.identifier, phase: phase, timestamp: time,
                                               view: finger.hitView, window: window, location: location,
                                               previousLocation: phase == .began ? location : finger.location)
            finger.location = location
        }
        let moved = Set(moves.map { $0.finger.identifier })
        var all = Set(touches.values)
        for finger in fingers where finger.isDown && !moved.contains(finger.identifier) {
            all.insert(Touch(identifier: finger.identifier, phase: .stationary, timestamp: time, view: finger.hitView,
                             window: window, location: finger.location, previousLocation: finger.location))
        }
        let event = Event(timestamp: time, touches: all)
        let lifted = phase == .ended || phase == .cancelled
        // Every recognizer sees the event's positions before any is called, so one released by
        // another's failure during this event reads where the fingers are now.
        var delivery: [(GestureRecognizer, [(finger: Finger, location: Point)])] = []
        for recognizer in recognizers where recognizer.arena === self {
            let mine = moves.filter { move in move.finger.recognizers.contains { $0 === recognizer } }
            guard !mine.isEmpty else { continue }
            let before = Self.centroid(recognizer.activeTouches)
            for (finger, location) in mine {
                if let i = recognizer.activeTouches.firstIndex(where: { $0.identifier == finger.identifier }) {
                    recognizer.activeTouches[i].location = location
                } else if phase == .began {
                    recognizer.activeTouches.append((finger.identifier, location))
                }
            }
            recognizer.location = Self.centroid(recognizer.activeTouches) ?? recognizer.location
            if phase == .began, let before { recognizer.fingersChanged(centroidMovedBy: recognizer.location - before) }
            delivery.append((recognizer, mine))
        }
        for (recognizer, mine) in delivery where recognizer.arena === self {
            guard Self.isInPlay(recognizer) else { continue }
            let set = Set(mine.compactMap { touches[$0.finger.identifier] })
            switch phase {
            case .began: recognizer.touchesBegan(set, with: event)
            case .moved, .stationary: recognizer.touchesMoved(set, with: event)
            case .ended: recognizer.touchesEnded(set, with: event)
            case .cancelled: recognizer.touchesCancelled(set, with: event)
            }
        }
        if lifted {
            for (finger, _) in moves { finger.isDown = false }
            for recognizer in recognizers where recognizer.arena === self {
                let before = recognizer.activeTouches.count
                recognizer.activeTouches.removeAll { touch in moves.contains { $0.finger.identifier == touch.identifier } }
                guard before > 0, recognizer.activeTouches.isEmpty else {
                    if let centroid = Self.centroid(recognizer.activeTouches), before != recognizer.activeTouches.count {
                        let old = recognizer.location
                        recognizer.location = centroid
                        recognizer.fingersChanged(centroidMovedBy: centroid - old)
                    }
                    continue
                }
                // Its last finger lifted: undecided, it fails unless it waits for another tap (or,
                // waiting for a failure requirement, keeps waiting); one a subclass left running
                // is cancelled.
                switch recognizer.storedState {
                case .possible where recognizer.pendingStates.isEmpty && !recognizer.waitsForMoreTouches:
                    recognizer.storedState = .failed
                    didFail(recognizer)
                case .began, .changed:
                    recognizer.state = .cancelled
                default:
                    break
                }
            }
        }
        var byView: [ObjectIdentifier: (View, Set<Touch>)] = [:]
        var order: [ObjectIdentifier] = []
        for (finger, _) in moves {
            guard let view = finger.hitView, !finger.viewTouchCancelled, let touch = touches[finger.identifier] else { continue }
            let key = ObjectIdentifier(view)
            if byView[key] == nil { order.append(key) }
            byView[key, default: (view, [])].1.insert(touch)
        }
        for key in order {
            guard let (view, set) = byView[key] else { continue }
            switch phase {
            case .began: view.touchesBegan(set, with: event)
            case .moved, .stationary: view.touchesMoved(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            case .cancelled: view.touchesCancelled(set, with: event)
            }
        }
        settle()
    }

    /// Whether `recognizer` may leave `.possible`: its delegate, the hit views
    /// (``View/gestureRecognizerShouldBegin(_:)``) and every recognizer that already recognized
    /// must allow it.
    func admit(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.isEnabled, recognizers.contains(where: { $0 === recognizer }) else { return false }
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false { return false }
        for finger in fingers where finger.recognizers.contains(where: { $0 === recognizer }) {
            if let hitView = finger.hitView, !hitView.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        for winner in winners where winner !== recognizer && winner.arena === self {
            if !Self.simultaneous(recognizer, winner), winner.canPrevent(recognizer),
               recognizer.canBePrevented(by: winner) { return false }
        }
        return true
    }

    /// `recognizer` began (or recognized): the undecided recognizers it excludes fail, those that
    /// waited for it to fail fail, and the hit views lose its fingers when it cancels touches in
    /// view.
    func didRecognize(_ recognizer: GestureRecognizer) {
        winners.append(recognizer)
        for other in recognizers where other !== recognizer && other.arena === self && other.storedState == .possible {
            if !Self.simultaneous(recognizer, other), recognizer.canPrevent(other), other.canBePrevented(by: recognizer) {
                other.pendingStates.removeAll()
                other.storedState = .failed
            }
        }
        if recognizer.cancelsTouchesInView {
            for finger in fingers where finger.recognizers.contains(where: { $0 === recognizer }) {
                cancelViewTouch(of: finger)
            }
        }
        resolveRequirements()
    }

    /// Takes `recognizer` out of the environment (disabled or removed from its view): a running
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
        for finger in fingers { finger.recognizers.removeAll { $0 === recognizer } }
        winners.removeAll { $0 === recognizer }
        recognizer.arena = nil
        recognizer.resetToPossible()
        resolveRequirements()
    }

    private func cancelViewTouch(of finger: Finger) {
        guard let hitView = finger.hitView, !finger.viewTouchCancelled else { return }
        finger.viewTouchCancelled = true
        let time = application?.clock.now ?? 0
        let touch = Touch(identifier: finger.identifier, phase: .cancelled, timestamp: time, view: hitView,
                          window: window, location: finger.location, previousLocation: finger.location)
        hitView.touchesCancelled([touch], with: Event(timestamp: time, touches: [touch]))
    }

    static func centroid(_ touches: [(identifier: Int, location: Point)]) -> Point? {
        guard !touches.isEmpty else { return nil }
        var x = 0.0, y = 0.0
        for touch in touches {
            x += touch.location.x
            y += touch.location.y
        }
        return Point(x: x / Double(touches.count), y: y / Double(touches.count))
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
