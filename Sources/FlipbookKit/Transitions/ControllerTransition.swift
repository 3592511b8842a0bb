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
    /// as the navigation bar's items.
    let drivenLayers: [Layer]
    /// Animations that run with the animator's (the navigation bar's item transition).
    var alongsideAnimations: (() -> Void)?
    /// Called once with the animator's `didComplete`, before `animationEnded`.
    var onComplete: ((Bool) -> Void)?

    private(set) var transitionWasCancelled = false
    private(set) var isInteractive = false
    private var isCompleted = false
    private var hasStarted = false
    private var pausedTransactions: [AnimationTransaction] = []
    private let fullScreen: Rect

    init(container: View, from: ViewController, to: ViewController, animator: AnimatedTransitioning,
         interactor: InteractiveTransitioning?, drivenLayers: [Layer]) {
        containerView = container
        fromViewController = from
        toViewController = to
        self.animator = animator
        self.interactor = interactor
        self.drivenLayers = drivenLayers
        fullScreen = container.bounds
    }

    func viewController(forKey key: TransitionContextKey) -> ViewController? {
        key == .from ? fromViewController : toViewController
    }

    func view(forKey key: TransitionContextKey) -> View? {
        viewController(forKey: key)?.view
    }

    func initialFrame(for vc: ViewController) -> Rect {
        vc === fromViewController ? fullScreen : .zero
    }

    func finalFrame(for vc: ViewController) -> Rect {
        vc === toViewController ? fullScreen : .zero
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else { return }
        isCompleted = true
        isInteractive = false
        onComplete?(didComplete)
        animator.animationEnded(didComplete)
        if hasStarted { Application.current?.transitionDidEnd() }
    }

    /// Starts the transition: through the interaction controller when there is one, otherwise
    /// the animator's `animateTransition` (with the alongside animations).
    func start() {
        hasStarted = true
        Application.current?.transitionDidStart()
        if let interactor {
            isInteractive = true
            interactor.startInteractiveTransition(self)
        } else {
            runAnimations()
        }
    }

    func runAnimations() {
        alongsideAnimations?()
        animator.animateTransition(using: self)
    }

    // MARK: Interaction (the legacy timeOffset mechanism; see the article “Percent-driven transitions”)

    /// Pauses the driven layers at local time 0 and runs the animations under them; their
    /// blocks complete only when the interaction ends (legacy scrubbing).
    func beginPausedInteraction() {
        for layer in drivenLayers {
            layer.beginTime = 0
            layer.speed = 0
            layer.timeOffset = 0
            layer.timeMapping = nil
        }
        let app = Application.required(by: "An interactive transition")
        pausedTransactions = app.capturingTransactions { runAnimations() }
        for transaction in pausedTransactions { transaction.retime(allEndingAt: .infinity) }
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
    /// `animateTransition`: the alongside animations join it, and it is paused at fraction 0.
    func beginDriving(_ animator: ViewImplicitlyAnimating) {
        if let alongside = alongsideAnimations { animator.addAnimations(alongside) }
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
