import FlipbookGeometry
import FlipbookKit

extension PamperedPets {
    /// The dismiss (the chapter's challenge; the book's own solution was not found): the photo
    /// screen shrinks back onto the thumbnail over the navigation screen. 2 s, ease in-out.
    final class ScaleDismissAnimator: AnimatedTransitioning {
        /// Also fade the navigation screen in (alpha 0 → 1), as derived copies do. Default false.
        var fadesIn = false

        func transitionDuration(using context: TransitionContext?) -> Double { PamperedPets.duration }

        func animateTransition(using context: TransitionContext) {
            let fromView = context.view(forKey: .from)!
            let toView = context.view(forKey: .to)!
            var toVC = context.viewController(forKey: .to)!
            if let toNC = toVC as? NavigationController, let top = toNC.topViewController {
                toVC = top
            }
            var finalFrame = Rect.zero
            if let scaleable = toVC as? ViewScaleable {
                finalFrame = scaleable.scaleView.frame
            }

            context.containerView.insertSubview(toView, belowSubview: fromView)
            if fadesIn { toView.alpha = 0 }

            View.animate(withDuration: transitionDuration(using: context), animations: {
                fromView.frame = finalFrame
                fromView.layoutIfNeeded()
                if self.fadesIn { toView.alpha = 1 }
            }, completion: { _ in
                context.completeTransition(true)
            })
        }
    }
}
