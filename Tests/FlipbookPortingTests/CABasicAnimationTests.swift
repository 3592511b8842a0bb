import FlipbookAnimation
import FlipbookKit
import FlipbookLayers
import FlipbookPorting
import Testing

extension CoreAnimationClassTests {
    /// `CABasicAnimation` on a mask's `path`, written as iOS code writes it.
    @Suite struct BasicAnimations {
        /// The circular reveal of the brief: radius 10 → 300 around (80, 142), 0.5 s, ease in-out.
        static func reveal(delegate: CAAnimationDelegate? = nil, removed: Bool = false,
                           fill: CAMediaTimingFillMode = .forwards) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: "path")
            animation.fromValue = circle(CGPoint(x: 80, y: 142), 10).cgPath
            animation.toValue = circle(CGPoint(x: 80, y: 142), 300).cgPath
            animation.duration = 0.5
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            animation.fillMode = fill
            animation.isRemovedOnCompletion = removed
            animation.delegate = delegate
            return animation
        }

        @Test func maskRadiusAtHalfAndAQuarterOfAnEaseInOutReveal() throws {
            let (app, _, mask) = maskedView(model: circle(CGPoint(x: 80, y: 142), 300))
            mask.add(Self.reveal(), forKey: "path")
            #expect(radius(of: shownMask(mask, in: app, at: 0)) == 10)
            // Ease in-out is symmetric: half the time is half the way, 10 + 290 / 2.
            let half = try #require(radius(of: shownMask(mask, in: app, at: 0.25)))
            #expect(abs(half - 155) < 1e-6)
            let p = bezierProgress(0.25, 0.42, 0, 0.58, 1)
            let quarter = try #require(radius(of: shownMask(mask, in: app, at: 0.125)))
            #expect(abs(quarter - (10 + 290 * p)) < 1e-4)
            #expect(quarter < 10 + 290 * 0.25)
            #expect(radius(of: shownMask(mask, in: app, at: 0.5)) == 300)
        }

        @Test func beginTimeZeroMeansWhenAddedOnTheSceneClock() throws {
            let (app, _, mask) = maskedView(model: circle(CGPoint(x: 80, y: 142), 300))
            app.advance(to: 1)
            #expect(CACurrentMediaTime() == 1)
            mask.add(Self.reveal(), forKey: "path")
            let half = try #require(radius(of: shownMask(mask, in: app, at: 1.25)))
            #expect(abs(half - 155) < 1e-6)
        }

        @Test func delegateHearsStartAtOnceAndStopAtTheFrameAfterTheDurationFinishedTrue() {
            let (app, _, mask) = maskedView(model: circle(CGPoint(x: 80, y: 142), 300))
            let delegate = RecordingDelegate()
            app.advance(to: 0.1)
            mask.add(Self.reveal(delegate: delegate, removed: true, fill: .removed), forKey: "path")
            // Frames at 30 fps: the animation runs 0.1 … 0.6 s.
            for frame in 3...17 { _ = app.renderTree(at: Double(frame) / 30, scale: 1) }
            #expect(delegate.starts.count == 1)
            #expect(abs(delegate.starts[0].time - 0.1) < 1e-9)
            #expect(delegate.stops.isEmpty)
            #expect(mask.animationKeys == ["path"])
            _ = app.renderTree(at: 18.0 / 30, scale: 1)
            #expect(delegate.stops.count == 1)
            #expect(delegate.stops.first?.finished == true)
            #expect(abs((delegate.stops.first?.time ?? 0) - 0.6) < 1e-6)
            #expect(mask.animationKeys.isEmpty)
            // Removed on completion: the frame shows the model path.
            #expect(radius(of: mask.presentation(atRootTime: 0.6)) == 300)
            _ = app.renderTree(at: 1, scale: 1)
            #expect(delegate.stops.count == 1)
        }

        @Test func removedEarlyTheDelegateHearsFinishedFalseOnce() {
            let (app, _, mask) = maskedView(model: circle(CGPoint(x: 80, y: 142), 300))
            let delegate = RecordingDelegate()
            mask.add(Self.reveal(delegate: delegate), forKey: "path")
            app.advance(to: 0.2)
            mask.removeAnimation(forKey: "path")
            #expect(delegate.stops.map(\.finished) == [false])
            #expect(abs(delegate.stops[0].time - 0.2) < 1e-9)
            app.advance(to: 2)
            #expect(delegate.stops.count == 1)
            #expect(radius(of: mask.presentation(atRootTime: 0.3)) == 300)
        }

        @Test func replacingUnderTheSameKeyOrRemovingAllStopsWithFinishedFalse() {
            let (app, _, mask) = maskedView(model: circle(CGPoint(x: 80, y: 142), 300))
            let first = RecordingDelegate(), second = RecordingDelegate(), third = RecordingDelegate()
            mask.add(Self.reveal(delegate: first), forKey: "path")
            app.advance(to: 0.1)
            mask.add(Self.reveal(delegate: second), forKey: "path")
            #expect(first.stops.map(\.finished) == [false])
            mask.add(Self.reveal(delegate: third), forKey: nil)
            app.advance(to: 0.2)
            mask.removeAllAnimations()
            #expect(second.stops.map(\.finished) == [false])
            #expect(third.stops.map(\.finished) == [false])
            #expect(second.starts.count == 1 && third.starts.count == 1)
        }

        @Test func removedBeforeItsDelayedStartItNeverStarts() {
            let (app, _, mask) = maskedView(model: circle(CGPoint(x: 80, y: 142), 300))
            let delegate = RecordingDelegate()
            let animation = Self.reveal(delegate: delegate)
            animation.beginTime = CACurrentMediaTime() + 0.5
            mask.add(animation, forKey: "path")
            app.advance(to: 0.3)
            mask.removeAnimation(forKey: "path")
            app.advance(to: 2)
            #expect(delegate.starts.isEmpty)
            #expect(delegate.stops.map(\.finished) == [false])
        }

        @Test func theLayerCopiesTheAnimationWhenItIsAdded() throws {
            let (app, _, mask) = maskedView(model: circle(CGPoint(x: 80, y: 142), 300))
            let delegate = RecordingDelegate()
            let animation = Self.reveal(delegate: delegate, removed: true)
            animation.setValue("reveal", forKey: "name")
            mask.add(animation, forKey: "path")
            // Changing the object afterwards changes nothing on screen.
            animation.toValue = circle(CGPoint(x: 80, y: 142), 20).cgPath
            animation.duration = 5
            animation.delegate = nil
            let half = try #require(radius(of: shownMask(mask, in: app, at: 0.25)))
            #expect(abs(half - 155) < 1e-6)
            app.advance(to: 0.5)
            let stopped = try #require(delegate.stops.first?.anim)
            #expect(stopped !== animation)
            #expect(stopped.value(forKey: "name") as? String == "reveal")
            #expect(stopped.duration == 0.5)
        }

        @Test func fillModeForwardsNotRemovedKeepsTheEndValue() {
            let (app, _, mask) = maskedView(model: circle(CGPoint(x: 80, y: 142), 5))
            let delegate = RecordingDelegate()
            mask.add(Self.reveal(delegate: delegate, removed: false, fill: .forwards), forKey: "path")
            #expect(radius(of: shownMask(mask, in: app, at: 2)) == 300)
            #expect(mask.animationKeys == ["path"])
            #expect(delegate.stops.map(\.finished) == [true])
            // Removed later: no second stop, and the model path shows again.
            mask.removeAnimation(forKey: "path")
            #expect(delegate.stops.count == 1)
            #expect(radius(of: mask.presentation(atRootTime: 2)) == 5)
        }

        @Test func fillModeForwardsButRemovedOnCompletionShowsTheModelValueAfterwards() {
            let (app, _, mask) = maskedView(model: circle(CGPoint(x: 80, y: 142), 5))
            mask.add(Self.reveal(removed: true, fill: .forwards), forKey: "path")
            #expect(radius(of: shownMask(mask, in: app, at: 0.5)) == 5)
        }

        @Test func delayedBeginWithBackwardsFillShowsTheFromValueBeforeItStarts() throws {
            let (app, _, mask) = maskedView(model: circle(CGPoint(x: 80, y: 142), 300))
            let delegate = RecordingDelegate()
            let animation = Self.reveal(delegate: delegate, fill: .both)
            animation.beginTime = CACurrentMediaTime() + 0.2
            mask.add(animation, forKey: "path")
            #expect(radius(of: shownMask(mask, in: app, at: 0.1)) == 10)
            #expect(delegate.starts.isEmpty)
            let half = try #require(radius(of: shownMask(mask, in: app, at: 0.45)))
            #expect(abs(half - 155) < 1e-6)
            #expect(delegate.starts.count == 1 && abs(delegate.starts[0].time - 0.2) < 1e-9)
            app.advance(to: 0.7)
            #expect(delegate.stops.count == 1 && abs(delegate.stops[0].time - 0.7) < 1e-6)
        }

        @Test func repeatAutoreverseSpeedAndTimeOffsetMapTimeAsCoreAnimation() {
            let app = Application(statusBar: nil)
            let layer = Layer()
            let delegate = RecordingDelegate()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 1
            fade.autoreverses = true
            fade.repeatCount = 2
            fade.speed = 2
            fade.delegate = delegate
            layer.add(fade, forKey: "fade")
            func opacity(_ t: Double) -> Double {
                app.advance(to: t)
                return layer.presentation(atRootTime: t).opacityValue
            }
            // Speed 2: one second of animation per half second of clock; 4 s of active time → 2 s.
            #expect(abs(opacity(0.25) - 0.5) < 1e-9)
            #expect(abs(opacity(0.75) - 0.5) < 1e-9)   // on the way back
            #expect(abs(opacity(1.25) - 0.5) < 1e-9)   // second cycle
            #expect(delegate.stops.isEmpty)
            #expect(opacity(2) == 1)                    // removed: the model value
            #expect(delegate.stops.map(\.finished) == [true])
            #expect(abs(delegate.stops[0].time - 2) < 1e-6)

            let offset = CABasicAnimation(keyPath: "opacity")
            offset.fromValue = 0
            offset.toValue = 1
            offset.duration = 1
            offset.timeOffset = 0.4
            layer.add(offset, forKey: "offset")
            #expect(abs(opacity(2.1) - 0.5) < 1e-9)
        }

        @Test func additiveByValueAddsToTheModel() {
            let app = Application(statusBar: nil)
            let layer = Layer()
            layer.position = CGPoint(x: 50, y: 60)
            let nudge = CABasicAnimation(keyPath: "position.x")
            nudge.byValue = 100
            nudge.isAdditive = true
            nudge.duration = 1
            layer.add(nudge, forKey: nil)
            app.advance(to: 0.5)
            #expect(layer.presentation(atRootTime: 0.5).position == CGPoint(x: 100, y: 60))
        }

        @Test func aZeroDurationBecomesAQuarterSecond() {
            let app = Application(statusBar: nil)
            let layer = Layer()
            let delegate = RecordingDelegate()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.0
            fade.delegate = delegate
            layer.add(fade, forKey: nil)
            app.advance(to: 0.125)
            #expect(abs(layer.presentation(atRootTime: 0.125).opacityValue - 0.5) < 1e-9)
            app.advance(to: 0.25)
            #expect(delegate.stops.map(\.finished) == [true])
        }

        @Test func aPausedSuperlayerHoldsTheStopUntilItsTimeReachesTheEnd() {
            let app = Application(statusBar: nil)
            let container = Layer(), layer = Layer()
            container.addSublayer(layer)
            let delegate = RecordingDelegate()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.duration = 0.5
            fade.delegate = delegate
            layer.add(fade, forKey: nil)
            app.advance(to: 0.2)
            // Pause the container at its current time (0.2), as a percent-driven transition does.
            container.timeOffset = container.localTime(fromParent: 0.2)
            container.speed = 0
            app.advance(to: 1)
            #expect(delegate.stops.isEmpty)
            // Resume from the paused time.
            container.beginTime = 1
            container.timeOffset = 0.2
            container.speed = 1
            app.advance(to: 1.25)
            #expect(delegate.stops.isEmpty)
            app.advance(to: 1.31)
            #expect(delegate.stops.map(\.finished) == [true])
            #expect(abs(delegate.stops[0].time - 1.3) < 1.0 / 120 + 1e-6)
        }
    }
}
