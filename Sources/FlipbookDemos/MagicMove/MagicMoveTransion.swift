import FlipbookKit

extension MagicMove {
    /// The push (`MagicMoveTransion`): a snapshot of the tapped card's picture flies from the cell
    /// to the avatar's place and grows, while the detail page fades in over the collection.
    /// 0.5 s, ease in-out; never interactive.
    final class MagicMoveTransion: AnimatedTransitioning {
        func transitionDuration(using context: TransitionContext?) -> Double { 0.5 }

        func animateTransition(using context: TransitionContext) {
            let fromVC = context.viewController(forKey: .from) as! ViewController
            let toVC = context.viewController(forKey: .to) as! DetailViewController
            let container = context.containerView

            // The flying picture: a snapshot of the cell's image view, placed over it.
            let snapshotView = fromVC.selectedCell.imageView.snapshotView(afterScreenUpdates: false)!
            snapshotView.frame = container.convert(fromVC.selectedCell.imageView.frame, from: fromVC.selectedCell)
            fromVC.selectedCell.imageView.isHidden = true

            // The detail page starts transparent, above the collection; the snapshot goes on top.
            toVC.view.frame = context.finalFrame(for: toVC)
            toVC.view.alpha = 0
            container.addSubview(toVC.view)
            container.addSubview(snapshotView)
            // So that the target below is the laid-out frame, not the storyboard's (commit 61243fb).
            toVC.avatarImageView.layoutIfNeeded()

            View.animate(withDuration: transitionDuration(using: context), delay: 0, options: [.curveEaseInOut], animations: {
                snapshotView.frame = toVC.avatarImageView.frame
                toVC.view.alpha = 1
            }, completion: { _ in
                fromVC.selectedCell.imageView.isHidden = false
                toVC.avatarImageView.image = toVC.image
                snapshotView.removeFromSuperview()
                context.completeTransition(true)
            })
        }
    }
}
