import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers

/// The ``TransitionContext`` Kit hands to animators (UIKit's private
/// `_UIViewControllerOneToOneTransitionContext`), and the machinery that lets an interaction
/// controller pause, scrub and finish the transition's animations.
final class ControllerTransition: TransitionContext, InteractionDriving {
    let containerView: View
    let fromViewController: ViewController
    let toViewController: ViewController
    let animator: AnimatedTransitioning
    let interactor: InteractiveTransitioning?
    /// The layers whose time an interactive transition drives: the container, plus extras such
    /// as the navigation bar's items, plus (legacy scrubbing) the layers outside them that the
    /// transition's blocks animate.
    let drivenLayers: [Layer]
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
    private let fullScreen: Rect
    /// The frames a navigation controller gives its children's views (below an opaque bar), when
    /// the container is a navigation controller's; else every child is full screen.
    var childFrame: ((ViewController) -> Rect)?

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
        return isPresented(vc) ? presentationController!.frameOfPresentedViewInContainerView : childFrame?(vc) ?? fullScreen
    }

    /// The presented controller's frame is its presentation controller's in a dismissal too (its
    /// view is visible at the dismissal's start): UIKit answers it there, and animators written
    /// for iOS read `finalFrame(for:)` of the presented controller in both directions (Presentr's
    /// `PresentrAnimation`, the slide-in animators of the presentation-controller tutorials).
    func finalFrame(for vc: ViewController) -> Rect {
        if isPresented(vc) { return presentationController!.frameOfPresentedViewInContainerView }
        return vc === toViewController ? childFrame?(vc) ?? fullScreen : .zero
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

    /// The driver an interaction controller scrubs this transition with: the container and the
    /// extra driven layers (the navigation bar's items), the alongside animations and the
    /// coordinator's, through ``runAnimations()``.
    func makeInteractionDriver() -> InteractionDriver {
        InteractionDriver(context: self, animator: animator, drivenLayers: drivenLayers,
                          runAnimations: { [unowned self] in runAnimations() },
                          takeAlongsideAnimations: { [unowned self] in
            let queued = [alongsideAnimations, coordinator.takeAnimations()].compactMap { $0 }
            return queued.isEmpty ? nil : { for animation in queued { animation() } }
        }, hasCompleted: { [weak self] in self?.isCompleted ?? true })
    }

    // MARK: The context's interaction messages (UIKit's `updateInteractiveTransition(_:)`, …)

    func updateInteractiveTransition(_ percentComplete: Double) {
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() { interactionEnded(cancelled: false) }

    func cancelInteractiveTransition() {
        interactionEnded(cancelled: true)
        transitionWasCancelled = true
    }

    func pauseInteractiveTransition() { interactionPaused() }
}
