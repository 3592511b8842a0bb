import FlipbookKit

extension MagicMove {
    /// The pop (`MagicMovePopTransion`): a snapshot of the avatar flies back onto the selected
    /// cell while the detail page fades out, revealing the collection below. 0.5 s, ease in-out;
    /// interactive when the detail page's edge pan started it.
    final class MagicMovePopTransion: AnimatedTransitioning {
        /// After a cancelled pop, set the detail view's alpha back to 1. Default true.
        ///
        /// The original completion does not: on the iOS 7–9 percent-driven path the model alpha
        /// stays at the block's end value 0, so the page would stay invisible (see the article
        /// “Choices the originals leave open”).
        /// Set false to reproduce that bug.
        var restoresAlphaOnCancel = true

        func transitionDuration(using context: TransitionContext?) -> Double { 0.5 }

        func animateTransition(using context: TransitionContext) {
            let fromVC = context.viewController(forKey: .from) as! DetailViewController
            let toVC = context.viewController(forKey: .to) as! ViewController
            let container = context.containerView

            let snapshotView = fromVC.avatarImageView.snapshotView(afterScreenUpdates: false)!
            snapshotView.frame = container.convert(fromVC.avatarImageView.frame, from: fromVC.view)
            fromVC.avatarImageView.isHidden = true

            toVC.view.frame = context.finalFrame(for: toVC)
            toVC.selectedCell.imageView.isHidden = true

            // The collection goes under the detail page; the snapshot flies on top of both.
            container.insertSubview(toVC.view, belowSubview: fromVC.view)
            container.addSubview(snapshotView)

            View.animate(withDuration: transitionDuration(using: context), delay: 0, options: [.curveEaseInOut], animations: {
                snapshotView.frame = container.convert(toVC.selectedCell.imageView.frame, from: toVC.selectedCell)
                fromVC.view.alpha = 0
            }, completion: { _ in
                toVC.selectedCell.imageView.isHidden = false
                snapshotView.removeFromSuperview()
                fromVC.avatarImageView.isHidden = false
                if context.transitionWasCancelled && self.restoresAlphaOnCancel {
                    fromVC.view.alpha = 1
                }
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }
}
