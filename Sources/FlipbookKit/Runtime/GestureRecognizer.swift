import FlipbookGeometry

/// A recognizer of one kind of gesture (`UIGestureRecognizer`), attached to a view with
/// ``View/addGestureRecognizer(_:)``.
///
/// Scripted fingers reach it the way iOS's touches do (``Application/touch(along:)``): the finger's
/// touch-down is hit-tested, and the recognizers of the hit view and of its ancestors receive the
/// finger's touches (``touchesBegan(_:with:)`` …) and compete; see the article “Gestures and
/// touches”. ``Application/play(_:track:)`` instead feeds one recognizer's states directly.
///
/// Subclass it as in UIKit: override the four touch methods and ``reset()``, and set ``state``
/// (`.began`, `.changed`, `.ended` for a continuous gesture; `.ended` — ``State/recognized`` — or
/// `.failed` for a discrete one). Setting the state waits for failure requirements
/// (``require(toFail:)``), asks the delegate, makes competing recognizers fail, cancels the view's
/// touches (``cancelsTouchesInView``) and calls the targets, in that order.
open class GestureRecognizer {
    /// A recognizer's state (`UIGestureRecognizer.State`), with UIKit's raw values (0…5).
    public enum State: Int, Hashable, Sendable {
        /// Not recognized yet (the resting state; recognizers return to it after each finger).
        case possible = 0
        /// A continuous gesture started.
        case began = 1
        /// A continuous gesture moved.
        case changed = 2
        /// The gesture ended (or a discrete gesture was recognized).
        case ended = 3
        /// The gesture was cancelled.
        case cancelled = 4
        /// The finger was not this gesture (no target is called).
        case failed = 5
        /// A discrete gesture was recognized: ``ended``.
        public static let recognized = State.ended
    }

    /// The current state. Default ``State/possible``.
    ///
    /// Set by subclasses (as `UIGestureRecognizerSubclass`): leaving `.possible` first waits while
    /// a recognizer this one must wait for is undecided (the state reads `.possible` meanwhile and
    /// the states set are applied when that one fails; see ``require(toFail:)``), then asks
    /// ``GestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)`` and the recognizers already
    /// recognizing the finger (a refusal turns the new state into `.failed`); the targets run for
    /// `.began`, `.changed` (every time it is set), `.ended` and `.cancelled`. Transitions UIKit
    /// does not allow (say `.possible` → `.changed`, or anything after `.ended`) are ignored.
    public var state: State {
        get { storedState }
        set { transition(to: newValue) }
    }
    /// Whether a continuous gesture is under way (``state`` is `.began` or `.changed`): lifting
    /// the fingers then ends it and a cancellation cancels it; before it began, both fail it.
    var isUnderWay: Bool { state == .began || state == .changed }
    /// The object that vetoes or pairs up this recognizer; weak. Default `nil`.
    public weak var delegate: GestureRecognizerDelegate?
    /// Whether the recognizer takes fingers. Default true. Setting false while a gesture runs
    /// cancels it (`.cancelled`, or `.failed` before it began).
    public var isEnabled = true {
        didSet { if oldValue, !isEnabled { arena?.withdraw(self) } }
    }
    /// Whether recognizing takes the finger from the hit view: the view gets `touchesCancelled`
    /// and no further touches (so a button under a recognized pan does not fire). Default true.
    public var cancelsTouchesInView = true
    /// Stored for ported code; Kit delivers touch-down to the view at once. Default false.
    public var delaysTouchesBegan = false
    /// Stored for ported code; Kit delivers touch-up to the view at once. Default true.
    public var delaysTouchesEnded = true
    /// The view the recognizer is attached to; weak.
    public internal(set) weak var view: View?
    /// How many fingers the recognizer is tracking now: those bound to it that are down (0 once
    /// they lifted).
    public var numberOfTouches: Int { arena == nil ? 0 : activeTouches.count }

    var storedState: State = .possible
    var targets: [TargetAction] = []
    /// The fingers' centroid in window coordinates (points); it stays after they lift.
    var location = Point.zero
    /// The centroid when the first finger went down, in window coordinates.
    var startLocation = Point.zero
    /// The fingers bound to this recognizer that are down, in touch-down order (window coordinates).
    var activeTouches: [(identifier: Int, location: Point)] = []
    /// The gesture environment delivering fingers to this recognizer, if any.
    weak var arena: TouchArena?
    /// States set while a failure requirement made the recognizer wait, applied in order when it
    /// is released (``require(toFail:)``); empty when it is not waiting.
    var pendingStates: [State] = []
    /// Recognizers this one must wait for (``require(toFail:)``); weak.
    var requiredToFail: [WeakRecognizer] = []
    /// Bumped on every reset, so timers a gesture started do nothing for the next one.
    var timerGeneration = 0

    /// A recognizer that calls `handler` on every state change (a target-action pair).
    public init(handler: @escaping (GestureRecognizer) -> Void) {
        targets = [TargetAction(handler)]
    }

    /// A recognizer with no target yet (add them with ``addTarget(_:)`` or
    /// `addTarget(_:action:)`).
    public init() {}

    /// A recognizer with no target yet, as subclasses write `super.init(target: nil, action: nil)`
    /// (UIKit documents `nil` as invalid for a target that should receive actions; use
    /// `addTarget(_:action:)` to add one).
    public init(target: AnyObject?, action: Never?) {}

    /// Sets the Interface Builder outlet `name` (the Swift property name) to `value`; an outlet
    /// collection receives an `[Any]` in the file's order. False when there is no such outlet.
    /// A subclass with `@IBOutlet`s overrides it (`flipbook port` writes it). Default: false.
    open func setInterfaceBuilderOutlet(_ name: String, to value: Any?) -> Bool { false }

    /// Calls the action method named by its Objective-C selector (`close`, `close:`,
    /// `close:forEvent:`, `closeWithSender:`), passing `sender` (and `event`). False when none.
    /// A subclass with `@IBAction`s overrides it (`flipbook port` writes it). Default: false.
    open func performInterfaceBuilderAction(_ selector: String, sender: Any?, event: Event?) -> Bool { false }

    /// The selectors ``performInterfaceBuilderAction(_:sender:event:)`` handles, `nil` when not
    /// listed (a hand-written override); `flipbook port` writes it beside that override. Default `nil`.
    open var interfaceBuilderActions: Set<String>? { nil }

    /// Called on a recognizer an Interface Builder file made, once the file's objects exist and
    /// are connected (UIKit's `awakeFromNib()`). Default: nothing.
    open func awakeFromNib() {}

    /// Adds an action run on every state change that UIKit reports to targets (`began`,
    /// `changed`, `ended`, `cancelled`), after the actions added before it
    /// (`addTarget(_:action:)` with a closure).
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) {
        targets.append(TargetAction(action))
    }

    /// Removes every target (`removeTarget(nil, action: nil)`).
    public func removeAllTargets() {
        targets.removeAll()
    }

    /// The finger's position in `view`'s bounds space (`nil`: window coordinates); the last
    /// delivered position, which stays after the finger lifts.
    open func location(in view: View?) -> Point {
        view?.convert(location, from: nil) ?? location
    }

    /// Where finger `touchIndex` (0 first down) of ``numberOfTouches`` is, in `view`'s bounds space
    /// (`nil`: window coordinates). An index past the fingers down answers the centroid
    /// (``location(in:)``), where UIKit raises an exception.
    open func location(ofTouch touchIndex: Int, in view: View?) -> Point {
        guard activeTouches.indices.contains(touchIndex) else { return location(in: view) }
        let point = activeTouches[touchIndex].location
        return view?.convert(point, from: nil) ?? point
    }

    // MARK: Subclass hooks (UIGestureRecognizerSubclass)

    /// The finger went down on the recognizer's view or a subview. Default: nothing.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// The finger moved. Default: nothing.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// The finger lifted. Default: nothing (a recognizer still `.possible` then fails).
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// The finger was cancelled. Default: nothing (the recognizer is then cancelled or failed).
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}
    /// Clears per-gesture data; called when the recognizer returns to `.possible` after a finger
    /// (subclasses call `super`). Default: nothing.
    open func reset() {}
    /// Whether this recognizer, recognizing, may make `preventedGestureRecognizer` fail. Default true.
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, may make this one fail. Default true.
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether this recognizer, of its class, must wait for `otherGestureRecognizer` to fail (a
    /// class-wide failure requirement; see ``require(toFail:)``). Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this recognizer to fail (class-wide).
    /// Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Whether the recognizer reports every step (began, changed, ended) or only the end.
    var isContinuous: Bool { true }
    /// A finger went down or lifted while others stayed, moving the centroid by `delta` (window
    /// points) without any finger moving. Default: nothing.
    func fingersChanged(centroidMovedBy delta: Point) {}
    /// Whether the recognizer stays `.possible` after its fingers lifted, waiting for another
    /// touch-down (a multi-tap between taps); others fail when their last finger lifts.
    var waitsForMoreTouches: Bool { false }

    // MARK: State machine

    /// Calls the targets, first added first (a target that went away is skipped).
    func sendActions() {
        for target in targets { target.send(self) }
    }

    /// Returns to `.possible` and calls ``reset()``.
    func resetToPossible() {
        storedState = .possible
        pendingStates.removeAll()
        activeTouches.removeAll()
        timerGeneration += 1
        reset()
    }

    /// Runs `action` `delay` seconds from now on the application's clock, unless the recognizer
    /// has been reset or has left its gesture environment by then (a built-in recognizer's timer:
    /// a long press's minimum duration, a multi-tap's interval).
    func after(_ delay: Double, _ action: @escaping () -> Void) {
        guard let arena, let app = arena.application else { return }
        let generation = timerGeneration
        app.schedule(at: app.clock.now + delay) { [weak self, weak arena] in
            guard let self, let arena, self.arena === arena, self.timerGeneration == generation else { return }
            action()
            arena.settle()
        }
    }

    private func transition(to new: State) {
        let old = pendingStates.last ?? storedState
        guard Self.isValidTransition(from: old, to: new) else { return }
        if let arena {
            if new == .failed || new == .cancelled, !pendingStates.isEmpty {
                // Gave up while waiting: it never left `.possible`, so it just fails.
                pendingStates.removeAll()
                storedState = .failed
                arena.didFail(self)
                return
            }
            if !pendingStates.isEmpty || (old == .possible && (new == .began || new == .ended)) {
                switch arena.failureRequirementVerdict(for: self) {
                case .wait:
                    pendingStates.append(new)
                    return
                case .fail:
                    pendingStates.removeAll()
                    storedState = .failed
                    arena.didFail(self)
                    return
                case .proceed:
                    if !pendingStates.isEmpty {
                        pendingStates.append(new)
                        arena.release(self)
                        return
                    }
                }
            }
        }
        apply(new)
    }

    /// Sets a state whose failure requirements are met: asks the delegate and the competition when
    /// leaving `.possible`, then reports it.
    func apply(_ new: State) {
        let old = storedState
        guard Self.isValidTransition(from: old, to: new) else { return }
        if old == .possible, new == .began || new == .ended {
            if let arena, !arena.admit(self) {
                storedState = .failed
                arena.didFail(self)
                return
            }
        }
        storedState = new
        if old == .possible, new == .began || new == .ended { arena?.didRecognize(self) }
        if new == .failed { arena?.didFail(self) } else { sendActions() }
    }

    /// UIKit's state machine: possible → began/ended/failed, began or changed → changed, ended or
    /// cancelled. Other transitions are ignored, as UIKit ignores them.
    static func isValidTransition(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed),
             (.began, .changed), (.began, .ended), (.began, .cancelled),
             (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            true
        default:
            false
        }
    }
}

/// A weak reference to a recognizer (failure requirements do not keep the other one alive).
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
}
