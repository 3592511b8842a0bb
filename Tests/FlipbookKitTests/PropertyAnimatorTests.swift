import FlipbookAnimation
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import Testing
import FlipbookTestSupport

extension KitTests {
    /// `ViewPropertyAnimator`: timing, scrubbing, finishing, reversing.
    @Suite struct PropertyAnimators {
        /// An application with a 20 × 20 view centred at (0, 100).
        func scene() -> (Application, View) {
            let app = Application()
            let view = View(frame: Rect(x: -10, y: 90, width: 20, height: 20))
            app.window.addSubview(view)
            return (app, view)
        }

        func x(_ view: View, _ time: Double) -> Double { shown(view, at: time).position.x }

        @Test func springAtFractionPointThreeIsLinearWhenScrubbedAndTheSpringWhenRunning() {
            let (app, view) = scene()
            let animator = ViewPropertyAnimator(duration: 1, dampingRatio: 0.5) { view.center.x = 100 }
            animator.pauseAnimation()
            #expect(view.center.x == 100 && animator.state == .active && !animator.isRunning)
            animator.fractionComplete = 0.3
            #expect(close(x(view, 0), 30, 1e-9))
            animator.scrubsLinearly = false
            animator.fractionComplete = 0.3
            let spring = Spring(dampingRatio: 0.5, duration: 1)
            #expect(close(x(view, 0), 100 * spring.progress(at: 0.3), 1e-9))
            #expect(close(x(view, 0), 116.03, 0.01))   // overshoot, 0.3 s into a ζ 0.5 spring

            let (app2, other) = scene()
            let running = ViewPropertyAnimator(duration: 1, dampingRatio: 0.5) { other.center.x = 100 }
            running.startAnimation()
            app2.advance(to: 0.3)
            #expect(close(running.fractionComplete, 0.3, 1e-12) && running.isRunning)
            #expect(close(x(other, 0.3), 100 * spring.progress(at: 0.3), 1e-9))
            withExtendedLifetime(app) {}
        }

        @Test func finishingAfterScrubbingContinuesTheSpringWithItsVelocity() {
            let (app, view) = scene()
            let timing = SpringTimingParameters(dampingRatio: 1, initialVelocity: Vector(dx: 2, dy: 0))
            let animator = ViewPropertyAnimator(duration: 1, timingParameters: timing)
            animator.addAnimations { view.center.x = 100 }
            var ended: [(Double, ViewAnimatingPosition)] = []
            animator.addCompletion { ended.append((app.clock.now, $0)) }
            animator.pauseAnimation()
            animator.fractionComplete = 0.4
            app.advance(to: 1)
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            #expect(animator.isRunning)
            // The rest, 0.6 of the duration, on a critically damped spring fitted to 0.6 s that
            // starts at 2 distances per second.
            let rest = Spring(dampingRatio: 1, duration: 0.6, initialVelocity: 2)
            for tau in [0.05, 0.1, 0.3] {
                #expect(close(x(view, 1 + tau), 40 + 60 * rest.progress(at: tau), 1e-9))
            }
            #expect(close(x(view, 1.05), 53.38, 0.01))
            app.advance(to: 1.59)
            #expect(ended.isEmpty)
            app.advance(to: 1.6)
            #expect(ended.count == 1 && close(ended[0].0, 1.6, 1e-9) && ended[0].1 == .end)
            #expect(animator.state == .inactive && view.layer.animationKeys.isEmpty && view.center.x == 100)
        }

        @Test func cancellingReversedPlaysTheCurveBackAndRestoresTheModel() {
            let (app, view) = scene()
            let animator = ViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 100 }
            var position: ViewAnimatingPosition?
            animator.addCompletion { position = $0 }
            animator.fractionComplete = 0.5
            animator.isReversed = true
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
            // 0.5 of the duration back, at durationFactor 2: 1 s, with the animator's own curve.
            let curve = TimingFunction.easeInEaseOut
            #expect(close(x(view, 0.25), 50 * (1 - curve.progress(at: 0.25)), 1e-9))
            app.advance(to: 1)
            #expect(position == .start && view.center.x == 0 && view.layer.animationKeys.isEmpty)
        }

        @Test func reversingWhileRunningRunsTheCurveBackwards() {
            let (app, view) = scene()
            let animator = ViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 100 }
            animator.startAnimation()
            app.advance(to: 0.6)
            animator.isReversed = true
            #expect(close(x(view, 0.8), 100 * TimingFunction.easeIn.progress(at: 0.4), 1e-9))
            app.advance(to: 1.2)
            #expect(animator.state == .inactive && view.center.x == 0)
        }

        @Test func stopThenFinishAtCurrentKeepsWhatIsOnScreen() {
            let (app, view) = scene()
            let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
            var position: ViewAnimatingPosition?
            animator.addCompletion { position = $0 }
            animator.startAnimation(afterDelay: 0.5)
            app.advance(to: 0.5)
            #expect(close(x(view, 0.5), 0, 1e-9))
            app.advance(to: 0.75)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped && close(view.center.x, 25, 1e-9) && position == nil)
            animator.finishAnimation(at: .current)
            #expect(position == .current && animator.state == .inactive && close(view.center.x, 25, 1e-9))
        }

        @Test func pausesOnCompletionStaysActiveWithoutCompleting() {
            let (app, view) = scene()
            let animator = ViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 100 }
            animator.pausesOnCompletion = true
            var completed = false
            animator.addCompletion { _ in completed = true }
            animator.startAnimation()
            app.advance(to: 1)
            #expect(!completed && animator.state == .active && !animator.isRunning)
            #expect(close(x(view, 1), 100, 1e-9) && close(animator.fractionComplete, 1, 1e-12))
            animator.isReversed = true
            animator.startAnimation()
            app.advance(to: 1.25)
            #expect(close(x(view, 1.25), 50, 1e-9))
        }

        @Test func delayFactorStartsAnimationsPartWayThrough() {
            let (app, view) = scene()
            let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            app.window.addSubview(other)
            let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
            animator.addAnimations({ other.alpha = 0 }, delayFactor: 0.5)
            animator.startAnimation()
            app.advance(to: 0.75)
            #expect(close(x(view, 0.75), 75, 1e-9))
            #expect(close(shown(other, at: 0.4).opacityValue, 1, 1e-9) && close(shown(other, at: 0.75).opacityValue, 0.5, 1e-9))
        }

        @Test func runningPropertyAnimatorUsesTheOptionsCurve() {
            let (app, view) = scene()
            var position: ViewAnimatingPosition?
            ViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: .curveEaseOut,
                                                         animations: { view.center.x = 100 }) { position = $0 }
            #expect(close(x(view, 0.5), 100 * TimingFunction.easeOut.progress(at: 0.5), 1e-9))
            app.advance(to: 1)
            #expect(position == .end)
        }
    }
}
