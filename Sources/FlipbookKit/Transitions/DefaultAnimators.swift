import FlipbookAnimation
import FlipbookGeometry

/// The default modal transition, ``ModalTransitionStyle/coverVertical``: the presented view
/// slides up from the bottom edge, and back down on dismissal, on the system spring (curve 7,
/// 0.5 s). The other styles' animators are in `ModalTransitionStyleAnimators.swift`.
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
