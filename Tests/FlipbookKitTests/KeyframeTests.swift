import FlipbookAnimation
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import Testing
import FlipbookTestSupport

extension KitTests {
    /// `View.animateKeyframes` and `addKeyframe`.
    @Suite struct Keyframes {
        /// A view at x = 0 moved by three keyframes to 100 (0…0.25), 100 held, then 400 (0.5…1).
        func run(_ options: KeyframeAnimationOptions) -> (Application, View, () -> Int) {
            let app = Application()
            let view = View(frame: Rect(x: -10, y: 0, width: 20, height: 20))
            app.window.addSubview(view)
            var completions = 0
            View.animateKeyframes(withDuration: 2, delay: 0, options: options, animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 100 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 400 }
            }, completion: { _ in completions += 1 })
            return (app, view, { completions })
        }

        func x(_ view: View, _ t: Double) -> Double { shown(view, at: t).position.x }

        @Test func keyTimesAreTheKeyframesStartsAndEnds() {
            let changes = [KeyframeCollector.Change(start: 0, duration: 0.25, oldValue: .number(0), newValue: .number(100)),
                           KeyframeCollector.Change(start: 0.5, duration: 0.5, oldValue: .number(100), newValue: .number(400))]
            let (times, values) = KeyframeCollector.keyframes(of: changes)
            #expect(times == [0, 0.25, 0.5, 1])
            #expect(values == [.number(0), .number(100), .number(100), .number(400)])
        }

        @Test func linearModeMovesWithinEachKeyframe() {
            let (app, view, completions) = run(.calculationModeLinear)
            #expect(view.center.x == 400)
            #expect(close(x(view, 0.25), 50, 1e-9))     // half of the first keyframe (0…0.5 s)
            #expect(close(x(view, 0.75), 100, 1e-9))    // held between the keyframes
            #expect(close(x(view, 1.5), 250, 1e-9))     // half of the second (1…2 s)
            app.advance(to: 1.99)
            #expect(completions() == 0)
            app.advance(to: 2)
            #expect(completions() == 1 && view.layer.animationKeys.isEmpty)
        }

        @Test func discreteModeJumpsAtEachKeyframesEnd() {
            let (_, view, _) = run(.calculationModeDiscrete)
            #expect(x(view, 0.4) == 0 && x(view, 0.6) == 100 && x(view, 1.9) == 100)
        }

        @Test func pacedModeIgnoresTheTimesAndKeepsTheSpeed() {
            let (_, view, _) = run(.calculationModePaced)
            // 400 pt in 2 s at constant speed; the held value adds no distance.
            for t in [0.2, 0.7, 1.3] { #expect(close(x(view, t), 200 * t, 1e-9)) }
        }

        @Test func cubicModesRunASplineThroughTheValues() {
            let (_, cubic, _) = run(.calculationModeCubic)
            // Catmull-Rom between 100 (0.25) and 100 (0.5): tangents (100 − 0)/2 and (400 − 100)/2.
            let u = 0.5, m1 = 50.0, m2 = 150.0
            let expected = (2 * u * u * u - 3 * u * u + 1) * 100 + (u * u * u - 2 * u * u + u) * m1
                + (-2 * u * u * u + 3 * u * u) * 100 + (u * u * u - u * u) * m2
            #expect(close(x(cubic, 0.75), expected, 1e-9) && close(expected, 87.5, 1e-9))
            let (_, paced, _) = run(.calculationModeCubicPaced)
            // Paced key times: 0, 0.25 (100 of 400 pt), 0.25, 1; at 1 s (u = 1/3 of the last span).
            #expect(x(paced, 0) == 0 && close(x(paced, 2), 400, 1e-9) && x(paced, 1) > 100 && x(paced, 1) < 400)
        }

        @Test func propertiesSetOutsideKeyframesSpanTheWholeBlock() {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            app.window.addSubview(view)
            View.animateKeyframes(withDuration: 1, delay: 0.5, options: [], animations: { view.alpha = 0 })
            #expect(shown(view, at: 0.25).opacityValue == 1 && close(shown(view, at: 0.75).opacityValue, 0.75, 1e-9))
        }
    }
}
