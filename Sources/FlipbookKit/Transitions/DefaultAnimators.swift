import FlipbookAnimation
import FlipbookGeometry

/// The default push/pop (`_UINavigationParallaxTransition`; see the article “Navigation and modal
/// transitions”): the incoming view
/// slides in from the right edge while the outgoing one moves left by 30 % of the width (pop
/// mirrors it), on the system spring (curve 7, 0.5 s).
/// > Note: UIKit also dims the lower view and draws an edge shadow; those are left out.
final class NavigationSlideAnimator: AnimatedTransitioning {
    let operation: NavigationOperation

    init(operation: NavigationOperation) { self.operation = operation }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.5 }

    func animateTransition(using context: TransitionContext) {
        guard let from = context.view(forKey: .from), let to = context.view(forKey: .to),
              let toVC = context.viewController(forKey: .to) else { return }
        let container = context.containerView
        let final = context.finalFrame(for: toVC)
        let width = container.bounds.width
        let parallax = (0.3 * width).rounded()
        if operation == .push {
            to.frame = final.offsetBy(dx: width, dy: 0)
            container.addSubview(to)
        } else {
            to.frame = final.offsetBy(dx: -parallax, dy: 0)
            container.insertSubview(to, belowSubview: from)
        }
        let fromStart = from.frame
        View.animate(withDuration: transitionDuration(using: context), delay: 0,
                     options: AnimationOptions(curve: .systemSpring), animations: {
            to.frame = final
            from.frame = fromStart.offsetBy(dx: self.operation == .push ? -parallax : width, dy: 0)
        }, completion: { _ in
            from.frame = fromStart
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

/// The default modal transition, `.coverVertical`: the presented view slides up from the
/// bottom edge, and back down on dismissal, on the system spring (curve 7, 0.5 s).
final class CoverVerticalAnimator: AnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.5 }

    func animateTransition(using context: TransitionContext) {
        // The controllers' views: `view(forKey:)` is nil for a presenter that stays in place.
        guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to),
              let from = fromVC.view, let to = toVC.view else { return }
        let container = context.containerView
        let height = container.bounds.height
        let moving = isPresenting ? to : from
        // The presented view's place: the presentation controller's frame (the screen by default).
        let rest = isPresenting ? context.finalFrame(for: toVC) : context.initialFrame(for: fromVC)
        if isPresenting {
            to.frame = rest.offsetBy(dx: 0, dy: height)
            container.addSubview(to)
        } else if to.superview == nil {
            to.frame = container.bounds
            container.insertSubview(to, belowSubview: from)
        }
        View.animate(withDuration: transitionDuration(using: context), delay: 0,
                     options: AnimationOptions(curve: .systemSpring), animations: {
            moving.frame = self.isPresenting ? rest : rest.offsetBy(dx: 0, dy: height)
        }, completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
