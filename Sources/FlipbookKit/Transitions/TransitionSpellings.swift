/// UIKit's own names for the transition protocols, without the `UI` prefix, so that a ported
/// animator's signatures compile unchanged (`UIViewControllerContextTransitioning` becomes
/// `ViewControllerContextTransitioning`, which is ``TransitionContext``).
public typealias ViewControllerContextTransitioning = TransitionContext

/// UIKit's `UIViewControllerAnimatedTransitioning`: ``AnimatedTransitioning``.
public typealias ViewControllerAnimatedTransitioning = AnimatedTransitioning

/// UIKit's `UIViewControllerInteractiveTransitioning`: ``InteractiveTransitioning``.
public typealias ViewControllerInteractiveTransitioning = InteractiveTransitioning

/// UIKit's `UITransitionContextViewKey` (`.from`, `.to`): ``TransitionContextKey``, which Kit
/// uses for views and controllers alike.
public typealias TransitionContextViewKey = TransitionContextKey

/// UIKit's `UITransitionContextViewControllerKey` (`.from`, `.to`): ``TransitionContextKey``.
public typealias TransitionContextViewControllerKey = TransitionContextKey

extension TransitionContext {
    /// Whether the transition is animated, as UIKit's `isAnimated`: always true in Kit, which
    /// calls an animator only for `present(_:animated: true)`, `dismiss(animated: true)`, and
    /// animated pushes and pops.
    public var isAnimated: Bool { true }
}

/// UIKit's `UINavigationControllerOperation` (Swift 3–4; `UINavigationController.Operation`
/// since): ``NavigationOperation``.
public typealias NavigationControllerOperation = NavigationOperation
