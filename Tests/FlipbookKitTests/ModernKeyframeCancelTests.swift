import FlipbookAnimation
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import Testing
import FlipbookTestSupport

extension KitTests {
    /// Keyframe blocks under a modern percent-driven interaction and inside property animators:
    /// the keyframes follow the interaction's (or animator's) progress, back to the start on a
    /// cancel.
    @Suite struct ModernKeyframes {
        /// Slides the pushed view's centre x 187.5 → 287.5 over the first half and on to 487.5
        /// over the second, in linear mode (a CardsAnimator-like pair of keyframes); 1 s.
        final class KeyframeSlide: AnimatedTransitioning {
            var completions: [(time: Double, cancelled: Bool)] = []
            let mode: KeyframeAnimationOptions
            init(mode: KeyframeAnimationOptions = .calculationModeLinear) { self.mode = mode }
            func transitionDuration(using context: TransitionContext?) -> Double { 1 }
            func animateTransition(using context: TransitionContext) {
                let to = context.view(forKey: .to)!
                to.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
                context.containerView.addSubview(to)
                View.animateKeyframes(withDuration: 1, delay: 0, options: mode, animations: {
                    View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { to.center.x = 287.5 }
                    View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { to.center.x = 487.5 }
                }, completion: { _ in
                    self.completions.append((Application.current.clock.now, context.transitionWasCancelled))
                    if context.transitionWasCancelled { to.center.x = 187.5 }
                    context.completeTransition(!context.transitionWasCancelled)
                })
            }
        }

        func startPush(_ animator: KeyframeSlide, _ interaction: PercentDrivenInteractiveTransition)
            -> (Application, NavigationController, ColourController, NavigationDelegate) {
            let app = Application()
            let nav = NavigationController(rootViewController: ColourController(.white, title: "Root"))
            let delegate = NavigationDelegate()
            delegate.animator = animator
            delegate.interaction = interaction
            nav.delegate = delegate
            app.rootViewController = nav
            let detail = ColourController(.black, title: "Detail")
            app.schedule(at: 1) { nav.pushViewController(detail, animated: true) }
            app.advance(to: 1)
            return (app, nav, detail, delegate)
        }

        @Test func modernScrubbingMovesAlongTheKeyframes() {
            let interaction = PercentDrivenInteractiveTransition()
            interaction.scrubbing = .modern
            let (app, _, detail, delegate) = startPush(KeyframeSlide(), interaction)
            app.schedule(at: 1.1) { interaction.update(0.25) }
            app.advance(to: 1.1)
            #expect(close(shown(detail.view, at: 1.1).position.x, 237.5, 1e-6))
            // Time stands still while the finger rests.
            #expect(close(shown(detail.view, at: 1.6).position.x, 237.5, 1e-6))
            app.schedule(at: 1.7) { interaction.update(0.75) }
            app.advance(to: 1.7)
            #expect(close(shown(detail.view, at: 1.7).position.x, 387.5, 1e-6))
            withExtendedLifetime(delegate) {}
        }

        /// Cancelling at 75 % plays the keyframes back over 0.75 s on the block's linear timing:
        /// halfway (0.375 s later) the fraction is 0.375, x = 187.5 + 100 · 0.75 = 262.5, and the
        /// completion sees the cancel at 0.75 s.
        @Test func modernCancelPlaysTheKeyframesBackToTheStart() {
            let interaction = PercentDrivenInteractiveTransition()
            interaction.scrubbing = .modern
            let animator = KeyframeSlide()
            let (app, nav, detail, delegate) = startPush(animator, interaction)
            app.schedule(at: 1.2) {
                interaction.update(0.75)
                interaction.cancel()
            }
            app.advance(to: 1.2)
            #expect(close(shown(detail.view, at: 1.2).position.x, 387.5, 1e-6))
            app.advance(to: 1.575)
            #expect(close(shown(detail.view, at: 1.575).position.x, 262.5, 1e-6))
            app.advance(to: 1.9499)
            #expect(animator.completions.isEmpty)
            #expect(shown(detail.view, at: 1.9499).position.x < 187.6)
            app.advance(to: 2.5)
            #expect(animator.completions.count == 1 && animator.completions[0].cancelled)
            #expect(close(animator.completions[0].time, 1.95, 1e-6))
            #expect(nav.viewControllers.count == 1 && detail.view.superview == nil)
            withExtendedLifetime(delegate) {}
        }

        @Test func modernFinishPlaysTheKeyframesOnToTheEnd() {
            let interaction = PercentDrivenInteractiveTransition()
            interaction.scrubbing = .modern
            let animator = KeyframeSlide()
            let (app, nav, detail, delegate) = startPush(animator, interaction)
            app.schedule(at: 1.2) {
                interaction.update(0.25)
                interaction.finish()   // the remaining 0.75 s, linear
            }
            app.advance(to: 1.575)
            #expect(close(shown(detail.view, at: 1.575).position.x, 337.5, 1e-6))
            app.advance(to: 2.5)
            #expect(animator.completions.count == 1 && !animator.completions[0].cancelled)
            #expect(close(animator.completions[0].time, 1.95, 1e-6))
            #expect(nav.topViewController === detail && detail.view.center.x == 487.5)
            withExtendedLifetime(delegate) {}
        }

        /// Keyframes inside a property animator's block follow its fraction (they used to be
        /// flattened to one change from the first value to the last).
        @Test func keyframesInsideAPropertyAnimatorFollowItsFraction() {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            app.window.addSubview(view)
            let animator = ViewPropertyAnimator(duration: 1, curve: .linear) {
                View.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeLinear, animations: {
                    View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 105 }
                    View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 5 }
                })
            }
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            #expect(close(shown(view, at: 0).position.x, 105, 1e-6))
            animator.fractionComplete = 0.75
            #expect(close(shown(view, at: 0).position.x, 55, 1e-6))
            var ended: ViewAnimatingPosition?
            animator.addCompletion { ended = $0 }
            animator.isReversed = true
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            app.advance(to: 0.25)
            #expect(close(shown(view, at: 0.25).position.x, 105, 1e-6))
            app.advance(to: 1)
            #expect(ended == .start && view.center.x == 5)
        }
    }
}
