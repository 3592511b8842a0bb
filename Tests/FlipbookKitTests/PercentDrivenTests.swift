import FlipbookAnimation
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Testing
import FlipbookTestSupport

extension KitTests {
    /// Legacy percent-driven transitions (FlipbookKit article “Percent-driven transitions”):
    /// scrubbing samples every
    /// animation at p·D with its own curve; finish/cancel play the rest with the completion curve.
    @Suite struct PercentDriven {
        let easeInOut = TimingFunction.easeInEaseOut

        /// A push at t = 1 driven by `interaction` with a 0.5 s ease-in-ease-out fade animator.
        func startInteractivePush(_ interaction: PercentDrivenInteractiveTransition)
            -> (Application, NavigationController, ViewController, ColourController, FadeAnimator) {
            let app = Application()
            let root = ColourController(.white, title: "Previous")
            let nav = NavigationController(rootViewController: root)
            let delegate = NavigationDelegate()
            let animator = FadeAnimator(duration: 0.5)
            delegate.animator = animator
            delegate.interaction = interaction
            nav.delegate = delegate
            app.rootViewController = nav
            let detail = ColourController(.black, title: "Detail")
            app.schedule(at: 1) {
                nav.pushViewController(detail, animated: true)
                withExtendedLifetime(delegate) {}
            }
            app.advance(to: 1)
            return (app, nav, root, detail, animator)
        }

        @Test func legacyScrubbingAppliesTheAnimationCurveThenFinishes() {
            let interaction = PercentDrivenInteractiveTransition()
            let (app, nav, root, detail, animator) = startInteractivePush(interaction)
            #expect(interaction.duration == 0.5)
            #expect(close(shown(detail.view, at: 1).opacityValue, 0))
            app.schedule(at: 1.1) { interaction.update(0.3) }
            app.schedule(at: 1.2) { interaction.update(0.4) }
            app.advance(to: 1.15)
            #expect(close(shown(detail.view, at: 1.15).opacityValue, easeInOut.progress(at: 0.3), 1e-9))
            app.advance(to: 1.2)
            // Time stands still while the finger rests.
            #expect(close(shown(detail.view, at: 1.9).opacityValue, easeInOut.progress(at: 0.4), 1e-9))
            // The bar's items follow the finger: the new title is 40 % along its curve.
            if let bar = nav.navigationBar.itemsContainer.subviews.last as? NavigationBarItems {
                let x = shown(bar.titleLabel, at: 1.9).position.x
                #expect(close(x, bar.titleRestFrame.midX + 187.5 * (1 - easeInOut.progress(at: 0.4)), 1e-6))
            } else {
                Issue.record("the bar has no new items during the interactive push")
            }
            interaction.finish()   // at 1.2: the remaining 0.6 · 0.5 = 0.3 s
            let p = 0.4 + 0.6 * easeInOut.progress(at: 0.5)
            #expect(close(shown(detail.view, at: 1.35).opacityValue, easeInOut.progress(at: p), 1e-9))
            app.advance(to: 1.4999)
            #expect(animator.completions.isEmpty && root.view.superview != nil)
            app.advance(to: 1.5)
            #expect(animator.completions.count == 1)
            #expect(close(animator.completions[0].time, 1.5) && animator.completions[0].cancelled == false)
            #expect(root.view.superview == nil && nav.topViewController === detail)
            // The container runs on the clock again, and the animations are gone.
            #expect(nav.transitionView.layer.speed == 1 && detail.view.layer.animationKeys.isEmpty)
            #expect(shown(detail.view, at: 2).opacityValue == 1)
        }

        @Test func legacyCancelPlaysBackAndCompletionSeesTheCancel() {
            let interaction = PercentDrivenInteractiveTransition()
            let (app, nav, root, detail, animator) = startInteractivePush(interaction)
            app.schedule(at: 1.2) {
                interaction.update(0.4)
                interaction.cancel()    // back to 0 in 0.4 · 0.5 = 0.2 s
            }
            app.advance(to: 1.2)
            let p = 0.4 * (1 - easeInOut.progress(at: 0.5))
            #expect(close(shown(detail.view, at: 1.3).opacityValue, easeInOut.progress(at: p), 1e-9))
            // The model value stays at the block's end value (legacy semantics).
            #expect(detail.view.alpha == 1)
            app.advance(to: 1.4)
            #expect(animator.completions.count == 1 && animator.completions[0].cancelled)
            #expect(close(animator.completions[0].time, 1.4))
            #expect(animator.ended == false)
            #expect(detail.view.superview == nil && root.view.superview === nav.transitionView)
            #expect(nav.viewControllers.count == 1)
            // The bar's items are back to the root's.
            #expect(nav.navigationBar.itemsContainer.subviews.count == 1)
            #expect(shown(nav.navigationBar.itemsContainer.subviews[0], at: 1.5).opacityValue == 1)
            let rootItems = nav.navigationBar.itemsContainer.subviews[0] as? NavigationBarItems
            #expect(rootItems?.titleLabel.frame == rootItems?.titleRestFrame)
            #expect(shown(rootItems!.titleLabel, at: 1.5).opacityValue == 1)
        }

        @Test func completionSpeedAndCurveShapeTheFinish() {
            let interaction = PercentDrivenInteractiveTransition()
            interaction.completionSpeed = 2
            interaction.completionCurve = .linear
            let (app, _, _, detail, animator) = startInteractivePush(interaction)
            app.schedule(at: 1.1) {
                interaction.update(0.5)
                interaction.finish()   // 0.5 · 0.5 / 2 = 0.125 s
            }
            app.advance(to: 1.1)
            #expect(close(shown(detail.view, at: 1.1625).opacityValue, easeInOut.progress(at: 0.75), 1e-9))
            app.advance(to: 2)
            #expect(animator.completions.count == 1 && close(animator.completions[0].time, 1.225))
        }

        @Test func modernScrubbingIsLinear() {
            let interaction = PercentDrivenInteractiveTransition()
            interaction.scrubbing = .modern
            let (app, _, _, detail, _) = startInteractivePush(interaction)
            app.schedule(at: 1.1) { interaction.update(0.3) }
            app.advance(to: 1.1)
            #expect(close(shown(detail.view, at: 1.1).opacityValue, 0.3, 1e-9))
        }

        @Test func edgePanDrivesAnInteractivePop() {
            let app = Application()
            let root = ColourController(.white, title: "Previous")
            let nav = NavigationController(rootViewController: root)
            let detail = ColourController(.black, title: "Detail")
            nav.pushViewController(detail, animated: false)
            app.rootViewController = nav
            let delegate = NavigationDelegate()
            let animator = FadeAnimator(duration: 0.5)
            delegate.animator = animator
            nav.delegate = delegate
            var progresses: [Double] = []
            let pan = ScreenEdgePanGestureRecognizer { recognizer in
                let pan = recognizer as! ScreenEdgePanGestureRecognizer
                let progress = pan.translation(in: detail.view).x / detail.view.bounds.width
                switch pan.state {
                case .began:
                    delegate.interaction = PercentDrivenInteractiveTransition()
                    nav.popViewController(animated: true)
                case .changed:
                    progresses.append(progress)
                    (delegate.interaction as? PercentDrivenInteractiveTransition)?.update(progress)
                default:
                    let interaction = delegate.interaction as? PercentDrivenInteractiveTransition
                    progress > 0.5 ? interaction?.finish() : interaction?.cancel()
                    delegate.interaction = nil
                }
            }
            pan.edges = .left
            detail.view.addGestureRecognizer(pan)
            app.play(pan, track: [(time: 1, location: Point(x: 0, y: 300)), (time: 1.5, location: Point(x: 250, y: 300))])
            app.advance(to: 1.5)
            #expect(progresses.count == 29)
            #expect(close(progresses[0], (250.0 / 30) / 375, 1e-9))
            app.advance(to: 3)
            #expect(animator.completions.count == 1 && animator.completions[0].cancelled == false)
            #expect(nav.topViewController === root && detail.view.superview == nil)
        }
    }
}
