import FlipbookAnimation
@testable import FlipbookKit
import FlipbookLayers
import Testing
import FlipbookTestSupport

extension KitTests {
    /// `wantsInteractiveStart` false and `pauseInteractiveTransition()` (iOS 10+): the transition
    /// starts on its own clock and becomes interactive when paused. The push starts at t = 1 with
    /// a 0.5 s ease-in-ease-out fade (`PercentDriven.startInteractivePush`).
    @Suite struct InteractiveStart {
        let easeInOut = TimingFunction.easeInEaseOut

        func start(_ configure: (PercentDrivenInteractiveTransition) -> Void)
            -> (Application, NavigationController, ViewController, ColourController, FadeAnimator, PercentDrivenInteractiveTransition) {
            let interaction = PercentDrivenInteractiveTransition()
            configure(interaction)
            let (app, nav, root, detail, animator) = PercentDriven().startInteractivePush(interaction)
            return (app, nav, root, detail, animator, interaction)
        }

        @Test func defaultStartsPausedAtZero() {
            let (app, _, _, detail, animator, interaction) = start { _ in }
            #expect(interaction.wantsInteractiveStart)
            app.advance(to: 1.4)
            #expect(close(shown(detail.view, at: 1.4).opacityValue, 0))
            #expect(animator.completions.isEmpty)
        }

        @Test func falseRunsOnItsOwnClockAndCompletesWithoutFinish() {
            let (app, nav, _, detail, animator, _) = start { $0.wantsInteractiveStart = false }
            let coordinator = detail.transitionCoordinator
            #expect(coordinator?.initiallyInteractive == false && coordinator?.isInteractive == false)
            app.advance(to: 1.1)
            #expect(close(shown(detail.view, at: 1.1).opacityValue, easeInOut.progress(at: 0.2), 1e-9))
            app.advance(to: 1.25)
            #expect(close(shown(detail.view, at: 1.25).opacityValue, 0.5, 1e-9))
            app.advance(to: 1.4999)
            #expect(animator.completions.isEmpty)
            app.advance(to: 1.5)
            #expect(animator.completions.count == 1 && close(animator.completions[0].time, 1.5))
            #expect(animator.completions[0].cancelled == false && nav.topViewController === detail)
            // The container is back on the clock.
            #expect(nav.transitionView.layer.speed == 1 && nav.transitionView.layer.timeOffset == 0)
        }

        /// Apple does not document finish()/cancel() before a pause; Kit ignores them (the
        /// transition completes as its animator says), which is what the BubbleTransition demo's
        /// button (`dismiss` then `finish()`) relies on.
        @Test func finishAndCancelBeforeAPauseAreIgnored_undocumentedInUIKit() {
            let (app, _, _, detail, animator, interaction) = start { $0.wantsInteractiveStart = false }
            app.schedule(at: 1.1) { interaction.cancel() }
            app.schedule(at: 1.2) { interaction.finish() }
            app.advance(to: 1.3)
            #expect(close(shown(detail.view, at: 1.3).opacityValue, easeInOut.progress(at: 0.6), 1e-9))
            app.advance(to: 2)
            #expect(animator.completions.count == 1 && close(animator.completions[0].time, 1.5))
            #expect(animator.completions[0].cancelled == false)
        }

        @Test func pauseFreezesWhereItRanThenUpdateAndCancelDriveIt() {
            let (app, nav, root, detail, animator, interaction) = start { $0.wantsInteractiveStart = false }
            var changes: [Bool] = []
            detail.transitionCoordinator?.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
            app.schedule(at: 1.2) { interaction.pauseInteractiveTransition() }
            app.advance(to: 1.2)
            #expect(close(interaction.percentComplete, 0.4, 1e-9))
            #expect(changes == [true])
            #expect(detail.transitionCoordinator?.isInteractive == true)
            // Time stands still while paused.
            #expect(close(shown(detail.view, at: 1.45).opacityValue, easeInOut.progress(at: 0.4), 1e-9))
            app.schedule(at: 1.3) { interaction.update(0.6) }
            app.advance(to: 1.3)
            #expect(close(shown(detail.view, at: 1.3).opacityValue, easeInOut.progress(at: 0.6), 1e-9))
            interaction.cancel()   // back to 0 in 0.6 · 0.5 = 0.3 s
            #expect(changes == [true, false])
            let p = 0.6 * (1 - easeInOut.progress(at: 0.5))
            #expect(close(shown(detail.view, at: 1.45).opacityValue, easeInOut.progress(at: p), 1e-9))
            app.advance(to: 1.6)
            #expect(animator.completions.count == 1 && close(animator.completions[0].time, 1.6))
            #expect(animator.completions[0].cancelled)
            #expect(nav.topViewController === root && detail.view.superview == nil)
        }

        /// Apple does not document update(_:) on a transition that runs on its own clock; Kit
        /// takes it as the pause, so the transition jumps to the given progress.
        @Test func firstUpdatePausesARunningTransition_undocumentedInUIKit() {
            let (app, _, _, detail, animator, interaction) = start { $0.wantsInteractiveStart = false }
            app.schedule(at: 1.2) { interaction.update(0.1) }
            app.advance(to: 1.2)
            #expect(close(shown(detail.view, at: 1.2).opacityValue, easeInOut.progress(at: 0.1), 1e-9))
            #expect(close(shown(detail.view, at: 1.7).opacityValue, easeInOut.progress(at: 0.1), 1e-9))
            app.schedule(at: 1.7) { interaction.finish() }   // 0.9 · 0.5 = 0.45 s
            app.advance(to: 2.5)
            #expect(animator.completions.count == 1 && close(animator.completions[0].time, 2.15))
            #expect(animator.completions[0].cancelled == false)
        }

        @Test func pauseAfterTheEndDoesNothing() {
            let (app, nav, _, detail, animator, interaction) = start { $0.wantsInteractiveStart = false }
            app.advance(to: 1.6)
            interaction.pauseInteractiveTransition()
            interaction.update(0.2)
            #expect(animator.completions.count == 1 && nav.topViewController === detail)
            #expect(shown(detail.view, at: 1.7).opacityValue == 1 && nav.transitionView.layer.speed == 1)
        }

        @Test func modernBlocksRunOnTheirOwnTimingThenScrubLinearlyFromThePause() {
            let (app, _, _, detail, animator, interaction) = start {
                $0.wantsInteractiveStart = false
                $0.scrubbing = .modern
            }
            app.advance(to: 1.25)
            #expect(close(shown(detail.view, at: 1.25).opacityValue, 0.5, 1e-6))
            interaction.pauseInteractiveTransition()
            #expect(close(interaction.percentComplete, 0.5, 1e-9))
            #expect(close(shown(detail.view, at: 1.4).opacityValue, 0.5, 1e-6))
            app.schedule(at: 1.3) { interaction.update(0.2) }
            app.advance(to: 1.3)
            #expect(close(shown(detail.view, at: 1.3).opacityValue, 0.2, 1e-6))
            app.schedule(at: 1.35) { interaction.finish() }
            app.advance(to: 2.5)
            #expect(animator.completions.count == 1 && animator.completions[0].cancelled == false)
            #expect(close(animator.completions[0].time, 1.35 + 0.8 * 0.5, 1e-6))
        }
    }
}

extension KitTests.InteractiveStart {
    /// The coordinator's completion velocity and curve are the interaction controller's
    /// completionSpeed and completionCurve (UIKit's documentation: "usually obtained from" them).
    @Test func coordinatorReportsTheInteractionsCompletionSpeedAndCurve() {
        let (_, _, _, detail, _, _) = start {
            $0.completionSpeed = 2
            $0.completionCurve = .linear
        }
        #expect(detail.transitionCoordinator?.completionVelocity == 2)
        #expect(detail.transitionCoordinator?.completionCurve == .linear)
        let (_, _, _, plain, _, _) = start { $0.completionSpeed = 0 }
        #expect(plain.transitionCoordinator?.completionVelocity == 1)
        #expect(plain.transitionCoordinator?.completionCurve == .easeInOut)
    }
}
