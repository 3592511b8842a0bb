import FlipbookGeometry
import FlipbookKit
import FlipbookRaster
import Testing

extension KitTests {
    /// UIKit's own spellings that ported code uses unchanged.
    @Suite struct UIKitSpellings {
        /// An animator written with UIKit's protocol names (prefix dropped) is a Kit animator,
        /// reads the context with `TransitionContextViewKey` and sees `isAnimated` true.
        @Test func animatorWrittenWithUIKitNamesRunsAsAKitAnimator() {
            final class Fade: ViewControllerAnimatedTransitioning {
                var sawAnimated = false
                func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0.3 }
                func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
                    sawAnimated = transitionContext.isAnimated
                    let key: TransitionContextViewKey = .to
                    let to = transitionContext.view(forKey: key)!
                    to.alpha = 0
                    transitionContext.containerView.addSubview(to)
                    View.animate(withDuration: 0.3, animations: { to.alpha = 1 }, completion: { _ in
                        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                    })
                }
            }
            final class Delegate: ViewControllerTransitioningDelegate {
                let fade = Fade()
                func animationController(forPresented presented: ViewController, presenting: ViewController,
                                         source: ViewController) -> AnimatedTransitioning? { fade }
            }
            let app = Application()
            let first = ViewController()
            app.rootViewController = first
            let second = ViewController()
            let delegate = Delegate()
            second.transitioningDelegate = delegate
            first.present(second, animated: true)
            app.advance(to: 0.15)
            #expect(delegate.fade.sawAnimated)
            #expect(abs(second.view.layer.presentation(atRootTime: app.clock.now).opacityValue - 0.5) < 0.2)
            app.advance(to: 0.4)
            #expect(first.presentedViewController === second)
            let operation: NavigationControllerOperation = .push
            #expect(operation == NavigationOperation.push)
        }

        /// `withAlphaComponent` replaces the alpha and keeps red, green and blue.
        @Test func withAlphaComponentReplacesOnlyTheAlpha() {
            let colour = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.9).withAlphaComponent(0.5)
            #expect(colour == Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
            #expect(Color.black.withAlphaComponent(0.5).alpha == 0.5)
        }
    }
}
