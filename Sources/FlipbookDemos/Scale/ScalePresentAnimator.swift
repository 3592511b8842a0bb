import FlipbookGeometry
import FlipbookKit

extension PamperedPets {
    /// The present: the photo screen starts exactly over the thumbnail and grows to full screen,
    /// laying itself out on every frame, while the whole navigation screen (bar included) fades
    /// out. 2 s, ease in-out.
    final class ScalePresentAnimator: AnimatedTransitioning {
        func transitionDuration(using context: TransitionContext?) -> Double { PamperedPets.duration }

        func animateTransition(using context: TransitionContext) {
            var fromVC = context.viewController(forKey: .from)!
            let toVC = context.viewController(forKey: .to)!
            let toView = context.view(forKey: .to)!
            let fromView = context.view(forKey: .from)

            // The presenting controller is the navigation controller; the thumbnail is its top's.
            if let fromNC = fromVC as? NavigationController, let top = fromNC.topViewController {
                fromVC = top
            }
            var startFrame = Rect.zero
            if let scaleable = fromVC as? ViewScaleable {
                startFrame = scaleable.scaleView.frame
            }
            let finalFrame = context.finalFrame(for: toVC)

            context.containerView.addSubview(toView)
            toView.frame = startFrame
            toView.layoutIfNeeded()

            View.animate(withDuration: transitionDuration(using: context), animations: {
                toView.frame = finalFrame
                toView.layoutIfNeeded()
                fromView?.alpha = 0
            }, completion: { _ in
                fromView?.alpha = 1
                context.completeTransition(true)
            })
        }
    }
}
