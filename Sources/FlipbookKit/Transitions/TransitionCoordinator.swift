import FlipbookAnimation

/// What a transition coordinator tells its blocks about the transition
/// (`UIViewControllerTransitionCoordinatorContext`).
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    /// True: Kit makes coordinators for animated transitions only.
    var isAnimated: Bool { get }
    /// The presented controller's style for a presentation or dismissal; `nil` for a push or pop
    /// (UIKit's `.none`).
    var presentationStyle: ModalPresentationStyle? { get }
    /// Whether an interaction controller drives the transition from its start (false when its
    /// `wantsInteractiveStart` is false).
    var initiallyInteractive: Bool { get }
    /// Whether the transition is driven by the interaction right now: true from the start of an
    /// interactive transition (or from the moment a transition that started on its own clock is
    /// paused) until its interaction controller finishes or cancels it.
    var isInteractive: Bool { get }
    /// Whether the interaction was cancelled (the transition plays back to its start).
    var isCancelled: Bool { get }
    /// The animator's `transitionDuration` in seconds.
    var transitionDuration: Double { get }
    /// The interaction's progress, 0…1 (the last `PercentDrivenInteractiveTransition.update(_:)`);
    /// 0 for a transition that is not interactive.
    var percentComplete: Double { get }
    /// The speed factor of the part that plays after the interaction: the interaction
    /// controller's `completionSpeed` (values ≤ 0 read as 1), 1 without one. Always > 0.
    var completionVelocity: Double { get }
    /// The curve of the part that plays after the interaction: the interaction controller's
    /// `completionCurve`, `AnimationCurve.easeInOut` without one.
    var completionCurve: AnimationCurve { get }
    /// The transition's container view (as the animator's context gives it).
    var containerView: View { get }
    /// The controller for `key`.
    func viewController(forKey key: TransitionContextKey) -> ViewController?
    /// The view for `key`, as the animator's context gives it.
    func view(forKey key: TransitionContextKey) -> View?
}

/// Runs your animations and completions with a view-controller transition
/// (`UIViewControllerTransitionCoordinator`): a controller's ``ViewController/transitionCoordinator``
/// while it (or its navigation controller) takes part in an animated transition.
///
/// Alongside animations run **inside the animator's first animation block** — the first
/// `View.animate` (or keyframe) block `animateTransition` opens — so they have its duration,
/// delay, curve or spring. An animator that opens no block gets them added to its
/// `interruptibleAnimator(using:)` when it has one, or else in a block of the transition's
/// duration with the default curve (ease in, ease out). In an interactive transition they are
/// scrubbed, finished and cancelled with that block; with the interruptible-animator driver they
/// join the driven animator.
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Queues `animation` to run alongside the transition's animations and `completion` to run
    /// when the transition ends (completed or cancelled; read `isCancelled`). Call it before the
    /// animations start: in `viewWillAppear`, `viewWillDisappear` or a presentation controller's
    /// `presentationTransitionWillBegin`. Returns false, queueing nothing, when `animation` is
    /// given after the animations started; a lone completion is queued until the end.
    @discardableResult
    func animate(alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// The same as ``animate(alongsideTransition:completion:)``: Kit's views outside the container
    /// animate in the same block (`view` is accepted for ported code and not needed).
    @discardableResult
    func animateAlongsideTransition(in view: View?, animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` each time the interaction changes (iOS 10+): when it ends — its controller
    /// finished or cancelled it and the rest plays on its own, `isInteractive` false and
    /// `isCancelled` set — and when a transition running on its own clock is paused and becomes
    /// interactive (`isInteractive` true).
    func notifyWhenInteractionChanges(_ handler: @escaping (ViewControllerTransitionCoordinatorContext) -> Void)
}

extension ViewControllerTransitionCoordinator {
    /// ``animate(alongsideTransition:completion:)`` without a completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// Kit's coordinator: one per animated transition, owned by its ``ControllerTransition``.
final class TransitionCoordinator: ViewControllerTransitionCoordinator {
    typealias Block = (ViewControllerTransitionCoordinatorContext) -> Void
    private weak var transition: ControllerTransition?
    let presentationStyle: ModalPresentationStyle?
    private var animations: [Block] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    private var animationsStarted = false

    init(transition: ControllerTransition, presentationStyle: ModalPresentationStyle?) {
        self.transition = transition
        self.presentationStyle = presentationStyle
    }

    var isAnimated: Bool { true }
    var initiallyInteractive: Bool { transition?.interactor?.wantsInteractiveStart ?? false }
    var isInteractive: Bool { transition?.isInteractive ?? false }
    var isCancelled: Bool { transition?.transitionWasCancelled ?? false }
    var transitionDuration: Double { transition.map { $0.animator.transitionDuration(using: $0) } ?? 0 }
    var percentComplete: Double { transition?.percentComplete ?? 0 }
    var completionVelocity: Double {
        let speed = transition?.interactor?.completionSpeed ?? 1
        return speed > 0 ? speed : 1
    }
    var completionCurve: AnimationCurve { transition?.interactor?.completionCurve ?? .easeInOut }
    var containerView: View { transition?.containerView ?? View() }
    func viewController(forKey key: TransitionContextKey) -> ViewController? { transition?.viewController(forKey: key) }
    func view(forKey key: TransitionContextKey) -> View? { transition?.view(forKey: key) }

    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        if animation != nil && animationsStarted { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func animateAlongsideTransition(in view: View?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping Block) {
        interactionHandlers.append(handler)
    }

    /// The queued alongside animations as one body (`nil` when none), marking them started.
    func takeAnimations() -> (() -> Void)? {
        animationsStarted = true
        let queued = animations
        animations = []
        guard !queued.isEmpty else { return nil }
        return { [self] in for animation in queued { animation(self) } }
    }

    /// Runs the interaction handlers (the interaction just ended, or just began by a pause).
    func interactionChanged() {
        for handler in interactionHandlers { handler(self) }
    }

    /// Runs the completions (the transition just ended).
    func runCompletions() {
        let queued = completions
        completions = []
        for completion in queued { completion(self) }
    }
}
