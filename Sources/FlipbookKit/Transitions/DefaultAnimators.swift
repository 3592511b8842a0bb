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
        guard let from = context.view(forKey: .from), let to = context.view(forKey: .to) else { return }
        let container = context.containerView
        let height = container.bounds.height
        let moving = isPresenting ? to : from
        let rest = container.bounds
        if isPresenting {
            to.frame = rest.offsetBy(dx: 0, dy: height)
            container.addSubview(to)
        } else if to.superview == nil {
            to.frame = rest
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
