import class Foundation.NSCoder
import FlipbookAnimation
import FlipbookGeometry
import FlipbookKit
import FlipbookRaster

/// A shared list of the calls a test watches, in order.
final class CallLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// A coloured controller that logs its appearance callbacks as "<name>.viewWillAppear" etc.
final class LoggingController: ViewController {
    let name: String
    let colour: Color
    let log: CallLog
    /// Not made from Interface Builder files: nil.
    required init?(coder: NSCoder) { nil }

    init(_ name: String, colour: Color = .white, log: CallLog) {
        self.name = name
        self.colour = colour
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    override func loadView() {
        let view = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        view.backgroundColor = colour
        self.view = view
    }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
}

/// The card presentation of a typical port: the card covers the lower two thirds of the container
/// over a 50 % black dimming view that the presentation controller adds and fades with the
/// transition coordinator.
final class CardPresentationController: PresentationController {
    let dimming = View()
    var log: CallLog?
    /// When true, the presenter's view leaves the window once the card is up.
    var removesPresenter = false

    override var frameOfPresentedViewInContainerView: Rect {
        guard let bounds = containerView?.bounds else { return .zero }
        let top = (bounds.height / 3).rounded()
        return Rect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }
    override var shouldRemovePresentersView: Bool { removesPresenter }

    override func presentationTransitionWillBegin() {
        log?.add("presentationTransitionWillBegin")
        guard let container = containerView else { return }
        dimming.frame = container.bounds
        dimming.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        dimming.alpha = 0
        container.insertSubview(dimming, at: 0)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimming.alpha = 1 },
                                completion: { context in self.log?.add("coordinator.completion(cancelled: \(context.isCancelled))") })
        } else {
            dimming.alpha = 1
        }
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        log?.add("presentationTransitionDidEnd(\(completed))")
        if !completed { dimming.removeFromSuperview() }
    }
    override func dismissalTransitionWillBegin() {
        log?.add("dismissalTransitionWillBegin")
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
        } else {
            dimming.alpha = 0
        }
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log?.add("dismissalTransitionDidEnd(\(completed))")
        if completed { dimming.removeFromSuperview() }
    }
    override func containerViewWillLayoutSubviews() {
        log?.add("containerViewWillLayoutSubviews")
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Slides the card up from below the container (presenting) or down out of it, over
/// `duration` seconds with `options`' curve (ease in, ease out by default).
final class CardSlideAnimator: AnimatedTransitioning {
    let isPresenting: Bool
    let duration: Double
    let options: AnimationOptions
    var log: CallLog?
    var finalFrames: [Rect] = []
    init(isPresenting: Bool, duration: Double = 0.5, options: AnimationOptions = .curveEaseInOut) {
        self.isPresenting = isPresenting
        self.duration = duration
        self.options = options
    }

    func transitionDuration(using context: TransitionContext?) -> Double { duration }

    func animateTransition(using context: TransitionContext) {
        log?.add("animateTransition")
        let container = context.containerView
        let key: TransitionContextKey = isPresenting ? .to : .from
        guard let card = context.view(forKey: key), let vc = context.viewController(forKey: key) else { return }
        let rest = isPresenting ? context.finalFrame(for: vc) : context.initialFrame(for: vc)
        finalFrames.append(rest)
        let below = rest.offsetBy(dx: 0, dy: container.bounds.height - rest.minY)
        if isPresenting {
            card.frame = below
            container.addSubview(card)
        }
        View.animate(withDuration: duration, delay: 0, options: options, animations: {
            card.frame = self.isPresenting ? rest : below
        }, completion: { _ in
            if context.transitionWasCancelled { card.frame = self.isPresenting ? below : rest }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

/// The transitioning delegate of the card: its presentation controller, the slide animators and
/// an optional interaction controller for both directions.
final class CardTransitioningDelegate: ViewControllerTransitioningDelegate {
    var log: CallLog?
    var interaction: InteractiveTransitioning?
    var removesPresenter = false
    private(set) var presentationControllers: [CardPresentationController] = []
    private(set) var animators: [CardSlideAnimator] = []

    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        let controller = CardPresentationController(presentedViewController: presented, presenting: presenting)
        controller.log = log
        controller.removesPresenter = removesPresenter
        presentationControllers.append(controller)
        return controller
    }
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> AnimatedTransitioning? { animator(isPresenting: true) }
    /// The dismissal's animator when set; a ``CardSlideAnimator`` otherwise.
    var dismissAnimator: AnimatedTransitioning?
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        dismissAnimator ?? animator(isPresenting: false)
    }
    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { interaction }
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { interaction }

    private func animator(isPresenting: Bool) -> CardSlideAnimator {
        let animator = CardSlideAnimator(isPresenting: isPresenting)
        animator.log = log
        animators.append(animator)
        return animator
    }
}

/// A white list screen that presents a blue card with ``CardTransitioningDelegate``.
struct CardScene {
    let app: Application
    let list: ViewController
    let card: ViewController
    let delegate: CardTransitioningDelegate

    init(screen: Size = Size(width: 375, height: 667), statusBar: StatusBar? = StatusBar(), log: CallLog? = nil) {
        app = Application(screenSize: screen, statusBar: statusBar)
        list = log.map { LoggingController("list", log: $0) } ?? ColourController(.white)
        app.rootViewController = list
        let blue = Color(red: 0.2, green: 0.45, blue: 0.95)
        card = log.map { LoggingController("card", colour: blue, log: $0) } ?? ColourController(blue)
        card.view.layer.cornerRadius = 12
        card.modalPresentationStyle = .custom
        delegate = CardTransitioningDelegate()
        delegate.log = log
        card.transitioningDelegate = delegate
    }

    /// The presentation controller of the card's last presentation.
    var presentation: CardPresentationController? { delegate.presentationControllers.last }

    /// How far the card has come up at clock `time`, 0 (below the screen) … 1 (at rest), from its
    /// shown frame.
    func cardProgress(at time: Double) -> Double {
        let bounds = app.window.bounds
        let rest = (bounds.height / 3).rounded()
        let y = card.view.layer.presentation(atRootTime: time).frame.minY
        return (bounds.height - y) / (bounds.height - rest)
    }

    /// The dimming view's shown opacity at clock `time`.
    func dimming(at time: Double) -> Double {
        presentation.map { $0.dimming.layer.presentation(atRootTime: time).opacityValue } ?? -1
    }
}
