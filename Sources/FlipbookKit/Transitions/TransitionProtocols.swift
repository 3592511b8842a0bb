import FlipbookAnimation
import FlipbookGeometry

/// Which side of a transition a controller or view is on (`UITransitionContextViewControllerKey`
/// / `ViewKey`).
public enum TransitionContextKey: Hashable, Sendable {
    /// The controller (or view) being replaced.
    case from
    /// The controller (or view) coming in.
    case to
}

/// The state of one view-controller transition, handed to an ``AnimatedTransitioning``
/// (`UIViewControllerContextTransitioning`).
///
/// Frames are in ``containerView``'s bounds space, which is the screen's.
public protocol TransitionContext: AnyObject {
    /// The full-screen view the transition happens in; the from view is already in it.
    var containerView: View { get }
    /// The controller for `key`.
    func viewController(forKey key: TransitionContextKey) -> ViewController?
    /// The view for `key`: the controller's view; for the presented controller its presentation
    /// controller's `presentedView`; `nil` for a presenter whose view stays in place
    /// (`PresentationController.shouldRemovePresentersView` false), as in UIKit.
    func view(forKey key: TransitionContextKey) -> View?
    /// Where `vc`'s view starts: the full screen for the from controller (the presentation
    /// controller's `frameOfPresentedViewInContainerView` when it is the presented one, as in a
    /// dismissal), `.zero` for the other.
    func initialFrame(for vc: ViewController) -> Rect
    /// Where `vc`'s view ends: the presentation controller's `frameOfPresentedViewInContainerView`
    /// for the presented controller, in a presentation and in a dismissal alike (as UIKit
    /// answers it: the presented view is where it rests when a dismissal starts); the full screen
    /// for another to controller, `.zero` for another from controller.
    func finalFrame(for vc: ViewController) -> Rect
    /// Ends the transition; call once from the animations' completion with
    /// `!transitionWasCancelled`.
    func completeTransition(_ didComplete: Bool)
    /// True once an interactive transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// True while an interaction controller drives the transition.
    var isInteractive: Bool { get }
    /// Told by the interaction controller the progress it shows, 0…1
    /// (``PercentDrivenInteractiveTransition/update(_:)`` calls it).
    func updateInteractiveTransition(_ percentComplete: Double)
    /// Told that the interaction finished: the rest plays to the end.
    func finishInteractiveTransition()
    /// Told that the interaction was cancelled: the rest plays back to the start, and
    /// ``transitionWasCancelled`` is true from now on.
    func cancelInteractiveTransition()
    /// Told that a transition running on its own clock was paused and is interactive from now on
    /// (iOS 10).
    func pauseInteractiveTransition()
}

/// For a context your container implements, as UIKit's custom-container pattern has it: the
/// four interaction messages are required in UIKit; these defaults ignore them, for a context
/// that keeps no interaction state of its own.
extension TransitionContext {
    /// Does nothing.
    public func updateInteractiveTransition(_ percentComplete: Double) {}
    /// Does nothing.
    public func finishInteractiveTransition() {}
    /// Does nothing.
    public func cancelInteractiveTransition() {}
    /// Does nothing.
    public func pauseInteractiveTransition() {}
}

/// Animates a transition (`UIViewControllerAnimatedTransitioning`).
public protocol AnimatedTransitioning: AnyObject {
    /// The transition's duration in seconds.
    func transitionDuration(using context: TransitionContext?) -> Double
    /// Sets up the views and starts the animations; their completion calls
    /// ``TransitionContext/completeTransition(_:)``.
    func animateTransition(using context: TransitionContext)
    /// Called after the transition completed (true) or was cancelled (false). Default: nothing.
    func animationEnded(_ transitionCompleted: Bool)
    /// The animator that runs this transition's animations, for interactive transitions to drive
    /// (`interruptibleAnimator(using:)`, iOS 10): return the same object for the whole transition.
    /// When an animator implements it, ``PercentDrivenInteractiveTransition`` pauses the returned
    /// animator, sets its `fractionComplete` while the finger moves, and finishes or cancels with
    /// `continueAnimation(withTimingParameters:durationFactor:)` (reversed to cancel) instead of
    /// calling ``animateTransition(using:)``. The default returns a marker meaning "not implemented"
    /// (UIKit's optional method, which Swift protocols cannot express).
    func interruptibleAnimator(using context: TransitionContext) -> ViewImplicitlyAnimating
}

extension AnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
    /// Not implemented: the transition's animations come from ``animateTransition(using:)``.
    public func interruptibleAnimator(using context: TransitionContext) -> ViewImplicitlyAnimating {
        NoInterruptibleAnimator.marker
    }
}

/// Drives a transition from user input (`UIViewControllerInteractiveTransitioning`).
public protocol InteractiveTransitioning: AnyObject {
    /// Starts the transition in `context`; called instead of the animator's `animateTransition`.
    func startInteractiveTransition(_ context: TransitionContext)
    /// Whether the transition is interactive from its start (true) or starts on its own clock and
    /// becomes interactive only when paused (false; iOS 10+). Default true.
    var wantsInteractiveStart: Bool { get }
    /// The speed of the part that plays after the interaction (1: the remaining fraction of the
    /// duration). Default 1.
    var completionSpeed: Double { get }
    /// The curve of the part that plays after the interaction. Default `AnimationCurve.easeInOut`.
    var completionCurve: AnimationCurve { get }
}

extension InteractiveTransitioning {
    /// True, as UIKit assumes for an interaction controller that does not implement it.
    public var wantsInteractiveStart: Bool { true }
    /// 1, UIKit's default.
    public var completionSpeed: Double { 1 }
    /// `AnimationCurve.easeInOut`, UIKit's default.
    public var completionCurve: AnimationCurve { .easeInOut }
}

/// The kind of navigation change (`UINavigationController.Operation`).
public enum NavigationOperation: Int, Hashable, Sendable {
    /// No change.
    case none = 0
    /// A controller is pushed.
    case push = 1
    /// The top controller is popped.
    case pop = 2
}

/// Supplies custom push/pop animators (`UINavigationControllerDelegate`).
public protocol NavigationControllerDelegate: AnyObject {
    /// The animator for `operation`, or `nil` for the default slide. Default `nil`.
    func navigationController(_ nc: NavigationController, animationControllerFor operation: NavigationOperation,
                              from: ViewController, to: ViewController) -> AnimatedTransitioning?
    /// The interaction controller that drives `animationController`, or `nil` for none. Default `nil`.
    func navigationController(_ nc: NavigationController,
                              interactionControllerFor animationController: AnimatedTransitioning) -> InteractiveTransitioning?
    /// Called when `viewController` is about to be shown: after the appearance callbacks'
    /// `viewWillAppear`, before the transition's animations (also for an interactive pop that may
    /// be cancelled). Default: nothing.
    func navigationController(_ nc: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// Called when `viewController` was shown: after its `viewDidAppear`; not after a cancelled
    /// interactive transition. Default: nothing.
    func navigationController(_ nc: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Returns `nil` (the default transition).
    public func navigationController(_ nc: NavigationController, animationControllerFor operation: NavigationOperation,
                                     from: ViewController, to: ViewController) -> AnimatedTransitioning? { nil }
    /// Returns `nil` (not interactive).
    public func navigationController(_ nc: NavigationController,
                                     interactionControllerFor animationController: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
    /// Does nothing.
    public func navigationController(_ nc: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ nc: NavigationController, didShow viewController: ViewController, animated: Bool) {}
}

/// Supplies custom present/dismiss animators (`UIViewControllerTransitioningDelegate`).
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented`, or `nil` for the default. Default `nil`.
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> AnimatedTransitioning?
    /// The animator for dismissing `dismissed`, or `nil` for the default. Default `nil`.
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning?
    /// The interaction controller for a presentation, or `nil`. Default `nil`.
    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    /// The interaction controller for a dismissal, or `nil`. Default `nil`.
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    /// The presentation controller for a `.custom` presentation of `presented`, or `nil` for a
    /// plain ``PresentationController``. Asked once when the presentation starts. Default `nil`.
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    /// Returns `nil`.
    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> AnimatedTransitioning? { nil }
    /// Returns `nil`.
    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { nil }
    /// Returns `nil`.
    public func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
    /// Returns `nil`.
    public func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
    /// Returns `nil`.
    public func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                       source: ViewController) -> PresentationController? { nil }
}

/// How a presented controller covers the screen (`UIModalPresentationStyle`), in the compact
/// width of an iPhone: the sheets and the form sheet are full screen there.
public enum ModalPresentationStyle: Int, Hashable, Sendable {
    /// Covers the screen; the presenting view is removed once the presentation completes. Default.
    case fullScreen = 0
    /// Full screen on iPhone.
    case pageSheet = 1
    /// Full screen on iPhone.
    case formSheet = 2
    /// Covers the screen but keeps the presenting view below.
    case overFullScreen = 5
    /// Covers the view of the controller that defines the presentation context
    /// (``ViewController/definesPresentationContext``, else the root), keeping it below.
    case overCurrentContext = 6
    /// The animator and the transitioning delegate's ``PresentationController`` decide; the
    /// presenting view stays unless the presentation controller removes it.
    case custom = 4
    /// A popover; in a compact width (every iPhone in portrait) it adapts to ``fullScreen``
    /// (see ``adaptivePresentationStyle(for:)``). Kit draws no popover chrome, so presenting one
    /// in a regular width stops with a precondition failure.
    case popover = 7
    /// No style (`UIModalPresentationStyle.none`): only an answer of an
    /// ``AdaptivePresentationControllerDelegate`` ("do not adapt"); presenting with it stops
    /// with a precondition failure, as UIKit raises an exception.
    case none = -1

    /// Whether the presenting controller's view is removed after the presentation (a plain
    /// ``PresentationController``'s ``PresentationController/shouldRemovePresentersView``).
    var removesPresentersView: Bool {
        switch self {
        case .fullScreen, .pageSheet, .formSheet, .popover, .none: return true
        case .overFullScreen, .overCurrentContext, .custom: return false
        }
    }
}
