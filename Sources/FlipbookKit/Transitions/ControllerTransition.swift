import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers

/// The ``TransitionContext`` Kit hands to animators (UIKit's private
/// `_UIViewControllerOneToOneTransitionContext`), and the machinery that lets an interaction
/// controller pause, scrub and finish the transition's animations.
final class ControllerTransition: TransitionContext {
    let containerView: View
    let fromViewController: ViewController
    let toViewController: ViewController
    let animator: AnimatedTransitioning
    let interactor: InteractiveTransitioning?
    /// The layers whose time an interactive transition drives: the container, plus extras such
    /// as the navigation bar's items, plus (legacy scrubbing) the layers outside them that the
    /// transition's blocks animate.
    private(set) var drivenLayers: [Layer]
    /// Animations that run with the animator's (the navigation bar's item transition).
    var alongsideAnimations: (() -> Void)?
    /// Called once with the animator's `didComplete`, before `animationEnded`.
    var onComplete: ((Bool) -> Void)?
    /// The presentation controller of a presentation or dismissal: it gives the presented
    /// controller's view (`presentedView`) and its frame (`frameOfPresentedViewInContainerView`).
    var presentationController: PresentationController?
    /// The last progress an interaction controller showed, 0…1.
    var percentComplete: Double = 0
    /// The coordinator that `transitionCoordinator` returns during this transition.
    private(set) var coordinator: TransitionCoordinator!

    private(set) var transitionWasCancelled = false
    private(set) var isInteractive = false
    private var isCompleted = false
    private var hasStarted = false
    private var pausedTransactions: [AnimationTransaction] = []
    /// While a legacy interaction that did not want an interactive start runs on its own clock:
    /// when it started, and the clock event that hands its layers back to the clock at its end.
    private var ownClockStart: Double?
    private var ownClockEnd: Clock.Token?
    private let fullScreen: Rect

    init(container: View, from: ViewController, to: ViewController, animator: AnimatedTransitioning,
         interactor: InteractiveTransitioning?, drivenLayers: [Layer], presentationStyle: ModalPresentationStyle? = nil) {
        containerView = container
        fromViewController = from
        toViewController = to
        self.animator = animator
        self.interactor = interactor
        self.drivenLayers = drivenLayers
        fullScreen = container.bounds
        coordinator = TransitionCoordinator(transition: self, presentationStyle: presentationStyle)
    }

    /// The presented controller when `vc` is it (a presentation's to, a dismissal's from).
    private func isPresented(_ vc: ViewController?) -> Bool {
        guard let vc, let presentationController else { return false }
        return vc === presentationController.presentedViewController
    }

    func viewController(forKey key: TransitionContextKey) -> ViewController? {
        key == .from ? fromViewController : toViewController
    }

    /// The presented side's `presentedView`; `nil` for the presenter when its presentation
    /// controller keeps its view in place (`shouldRemovePresentersView` false), as in UIKit: that
    /// view is not part of the transition, and an animator that added it to the container would
    /// cover the presentation's own views with it.
    func view(forKey key: TransitionContextKey) -> View? {
        let vc = viewController(forKey: key)
        guard let presentationController else { return vc?.view }
        if isPresented(vc) { return presentationController.presentedView }
        return presentationController.shouldRemovePresentersView ? vc?.view : nil
    }

    func initialFrame(for vc: ViewController) -> Rect {
        guard vc === fromViewController else { return .zero }
        return isPresented(vc) ? presentationController!.frameOfPresentedViewInContainerView : fullScreen
    }

    func finalFrame(for vc: ViewController) -> Rect {
        guard vc === toViewController else { return .zero }
        return isPresented(vc) ? presentationController!.frameOfPresentedViewInContainerView : fullScreen
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else { return }
        isCompleted = true
        isInteractive = false
        // One-shot: the handler captures the participants (and often this transition), so
        // keeping it would keep the controllers of a finished transition alive in a cycle.
        let handler = onComplete
        onComplete = nil
        handler?(didComplete)
        animator.animationEnded(didComplete)
        if hasStarted { Application.current?.transitionDidEnd() }
    }

    /// Starts the transition: through the interaction controller when there is one, otherwise
    /// the animator's `animateTransition` (with the alongside animations).
    func start() {
        hasStarted = true
        Application.current?.transitionDidStart()
        if let interactor {
            isInteractive = interactor.wantsInteractiveStart
            interactor.startInteractiveTransition(self)
        } else {
            runAnimations()
        }
    }

    /// Runs the animator's `animateTransition` with the coordinator's alongside animations inside
    /// its first animation block (see ``ViewControllerTransitionCoordinator``).
    func runAnimations() {
        alongsideAnimations?()
        guard let alongside = coordinator.takeAnimations() else {
            animator.animateTransition(using: self)
            return
        }
        let scopes = Application.required(by: "A view-controller transition").animatorScopes
        scopes.transitionAlongside = alongside
        animator.animateTransition(using: self)
        guard scopes.transitionAlongside != nil else { return }
        scopes.transitionAlongside = nil
        let interruptible = animator.interruptibleAnimator(using: self)
        if !(interruptible is NoInterruptibleAnimator) {
            interruptible.addAnimations(alongside)
        } else {
            View.animate(withDuration: animator.transitionDuration(using: self), animations: alongside)
        }
    }

    /// Records that the interaction controller finished or cancelled: the transition is no longer
    /// interactive, and the coordinator tells its interaction handlers.
    func interactionEnded(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        if cancelled { transitionWasCancelled = true }
        coordinator.interactionChanged()
    }

    /// Whether `completeTransition` was called.
    var hasCompleted: Bool { isCompleted }

    /// Records that a transition running on its own clock was paused: it is interactive from now
    /// on, and the coordinator tells its interaction handlers.
    func interactionPaused() {
        guard !isInteractive, !isCompleted else { return }
        isInteractive = true
        coordinator.interactionChanged()
    }

    // MARK: Interaction (the legacy timeOffset mechanism; see the article “Percent-driven transitions”)

    /// Pauses the driven layers at local time 0 and runs the animations under them; their
    /// blocks complete only when the interaction ends (legacy scrubbing).
    ///
    /// With `running` (an interaction controller whose `wantsInteractiveStart` is false) the
    /// driven layers instead run on the clock from local time 0, the blocks complete at their own
    /// ends, and ``pauseRunningInteraction()`` freezes them where they are.
    func beginPausedInteraction(running: Bool = false) {
        let app = Application.required(by: "An interactive transition")
        let now = app.clock.now
        for layer in drivenLayers { startLocalTimeAtZero(layer, now: now, running: running) }
        pausedTransactions = app.capturingTransactions { runAnimations() }
        pauseAnimatedLayersOutsideTheDrivenOnes(app, now: now, running: running)
        guard running else {
            for transaction in pausedTransactions { transaction.retime(allEndingAt: .infinity) }
            return
        }
        ownClockStart = now
        let end = pausedTransactions.map(\.completionTime).max() ?? now
        let layers = drivenLayers
        ownClockEnd = app.clock.schedule(at: end) { [weak self] in
            self?.ownClockEnd = nil
            self?.ownClockStart = nil
            for layer in layers {
                layer.beginTime = 0
                layer.speed = 1
                layer.timeOffset = 0
                layer.timeMapping = nil
            }
        }
    }

    /// Freezes a legacy interaction running on its own clock where it is and returns its local
    /// time (seconds into the transition); the blocks then complete when the interaction ends.
    /// Returns `nil` when it is not running on its own clock (already paused, or ended).
    func pauseRunningInteraction() -> Double? {
        guard let start = ownClockStart else { return nil }
        let clock = Application.required(by: "An interactive transition").clock
        if let ownClockEnd { clock.cancel(ownClockEnd) }
        ownClockEnd = nil
        ownClockStart = nil
        let elapsed = max(clock.now - start, 0)
        for layer in drivenLayers {
            layer.beginTime = 0
            layer.speed = 0
            layer.timeOffset = elapsed
            layer.timeMapping = nil
        }
        for transaction in pausedTransactions { transaction.retime(allEndingAt: .infinity) }
        return elapsed
    }

    /// Makes `layer`'s local time 0 at clock time `now`: frozen there (speed 0), or running on
    /// from there at the clock's rate.
    private func startLocalTimeAtZero(_ layer: Layer, now: Double, running: Bool) {
        layer.beginTime = running ? (layer.superlayer?.localTime(atRootTime: now) ?? now) : 0
        layer.speed = running ? 1 : 0
        layer.timeOffset = 0
        layer.timeMapping = nil
    }

    /// Pauses, with the driven layers, every layer outside them that the paused blocks animated
    /// (a coordinator's alongside animation of a view outside the container), so the finger
    /// scrubs it too: its animations, begun at the clock's `now`, move to local time 0 of the
    /// paused layer, as the container's did. Layers above a driven layer are left alone.
    private func pauseAnimatedLayersOutsideTheDrivenOnes(_ app: Application, now: Double, running: Bool) {
        func isWithin(_ layer: Layer, _ ancestor: Layer) -> Bool {
            var current: Layer? = layer
            while let l = current { if l === ancestor { return true }; current = l.superlayer }
            return false
        }
        var outside: [(layer: Layer, keys: [String])] = []
        for transaction in pausedTransactions {
            for (layer, key) in app.animationLedger.animations(of: transaction) {
                guard !drivenLayers.contains(where: { isWithin(layer, $0) || isWithin($0, layer) }) else { continue }
                if let i = outside.firstIndex(where: { $0.layer === layer }) {
                    outside[i].keys.append(key)
                } else {
                    outside.append((layer, [key]))
                }
            }
        }
        // Outermost first, so a layer inside another adopted one is left to its ancestor's pause.
        let adopted = outside.filter { entry in !outside.contains { $0.layer !== entry.layer && isWithin(entry.layer, $0.layer) } }
        for entry in outside {
            guard let owner = adopted.first(where: { isWithin(entry.layer, $0.layer) }) else { continue }
            let shift = owner.layer.localTime(atRootTime: now)
            for key in entry.keys {
                guard var animation = entry.layer.animation(forKey: key) else { continue }
                animation.timing.beginTime -= shift
                entry.layer.add(animation, forKey: key)
            }
        }
        for entry in adopted {
            startLocalTimeAtZero(entry.layer, now: now, running: running)
            drivenLayers.append(entry.layer)
        }
    }

    /// Runs the animations with every animation block collected into a paused property animator
    /// of its own timing (modern scrubbing); nothing is paused at the layer level.
    func beginCollectedInteraction() -> [AnimationBlockCollector.Block] {
        let app = Application.required(by: "An interactive transition")
        let collector = AnimationBlockCollector()
        app.animatorScopes.blockCollectors.append(collector)
        runAnimations()
        app.animatorScopes.blockCollectors.removeLast()
        return collector.blocks
    }

    /// Drives `animator` (the animator's interruptible animator) instead of running
    /// `animateTransition`: the alongside animations join it, and it is paused at fraction 0 —
    /// or, when `paused` is false, started on its own clock.
    func beginDriving(_ animator: ViewImplicitlyAnimating, paused: Bool = true) {
        if let alongside = alongsideAnimations { animator.addAnimations(alongside) }
        if let alongside = coordinator.takeAnimations() { animator.addAnimations(alongside) }
        guard paused else { return animator.startAnimation() }
        animator.pauseAnimation()
        animator.fractionComplete = 0
    }

    /// Records that the interaction ends by cancelling (`transitionWasCancelled` becomes true).
    func markCancelled() { transitionWasCancelled = true }

    /// Shows the paused animations at their local time `time` (seconds into the transition).
    func scrub(toLocalTime time: Double) {
        for layer in drivenLayers { layer.timeOffset = time }
    }

    /// Plays the rest of the transition from progress `progress`, to the end (`finishes`) or back
    /// to the start, over `remaining` seconds with `curve`; the paused blocks complete then.
    func completeInteraction(from progress: Double, duration: Double, remaining: Double,
                             curve: AnimationCurve, finishes: Bool) {
        transitionWasCancelled = !finishes
        let clock = Application.required(by: "An interactive transition").clock
        let now = clock.now
        let mapping: @Sendable (Double) -> Double = { elapsed in
            let u = remaining > 0 ? min(max(elapsed / remaining, 0), 1) : 1
            let c = curve.progress(at: u)
            return (finishes ? progress + (1 - progress) * c : progress * (1 - c)) * duration
        }
        for layer in drivenLayers {
            layer.beginTime = layer.superlayer?.localTime(atRootTime: now) ?? now
            layer.speed = 1
            layer.timeOffset = 0
            layer.timeMapping = mapping
        }
        let end = now + remaining
        let layers = drivenLayers
        clock.schedule(at: end) {
            for layer in layers {
                layer.beginTime = 0
                layer.speed = 1
                layer.timeOffset = 0
                layer.timeMapping = nil
            }
        }
        for transaction in pausedTransactions { transaction.retime(allEndingAt: end) }
        pausedTransactions = []
    }
}
