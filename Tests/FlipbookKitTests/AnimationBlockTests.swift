import FlipbookAnimation
import FlipbookGeometry
import FlipbookKit
import FlipbookLayers
import Testing
import FlipbookTestSupport

extension KitTests {
    @Suite struct AnimationBlocks {
        @Test func modelValueChangesAtOncePresentationFollowsTheCurve() {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            app.window.addSubview(view)
            View.animate(withDuration: 1) { view.center = Point(x: 150, y: 50) }
            #expect(view.center == Point(x: 150, y: 50))
            #expect(view.layer.animationKeys.contains("position"))
            let x = shown(view, at: 0.25).position.x
            #expect(close(x, 50 + 100 * TimingFunction.easeInEaseOut.progress(at: 0.25), 1e-9))
            #expect(close(shown(view, at: 1).position.x, 150))
        }

        @Test func frameMakesTwoAnimationsOutsideBlocksNothingAnimates() {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            app.window.addSubview(view)
            view.frame = Rect(x: 10, y: 10, width: 50, height: 50)
            #expect(view.layer.animationKeys.isEmpty)
            View.animate(withDuration: 0.5) { view.frame = Rect(x: 0, y: 0, width: 200, height: 100) }
            #expect(Set(view.layer.animationKeys) == ["position", "bounds"])
            View.animate(withDuration: 0.5) { view.alpha = 0.5; view.backgroundColor = .white; view.transform = AffineTransform(scaleX: 2, y: 2) }
            #expect(Set(view.layer.animationKeys).isSuperset(of: ["opacity", "backgroundColor", "transform"]))
        }

        @Test func delayShowsTheOldValueWithFillModeBackwards() {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            app.window.addSubview(view)
            View.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
            #expect(view.alpha == 0)
            #expect(close(shown(view, at: 0.25).opacityValue, 1))
            #expect(close(shown(view, at: 0.75).opacityValue, 0.5))
            #expect(close(shown(view, at: 1.5).opacityValue, 0))
        }

        @Test func completionRunsOnceAtTheEndInClockOrder() {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            app.window.addSubview(view)
            var log: [(String, Double, Bool)] = []
            View.animate(withDuration: 0.6, animations: { view.alpha = 0.2 }) { log.append(("long", app.clock.now, $0)) }
            View.animate(withDuration: 0.2, delay: 0.1, options: [], animations: {
                view.center = Point(x: 40, y: 40)
                view.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
            }, completion: { log.append(("short", app.clock.now, $0)) })
            View.animate(withDuration: 0, animations: { view.tag = 3 }) { log.append(("zero", app.clock.now, $0)) }
            app.advance(to: 0.29)
            #expect(log.map(\.0) == ["zero"])
            app.advance(to: 2)
            #expect(log.map(\.0) == ["zero", "short", "long"])
            #expect(close(log[1].1, 0.3) && close(log[2].1, 0.6) && close(log[0].1, 0))
            #expect(log.allSatisfy { $0.2 })
            #expect(view.layer.animationKeys.isEmpty)
        }

        @Test func hiddenAndBorderChangeAtOnceInsideBlocksCornerRadiusAnimatesFromIOS11() {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            app.window.addSubview(view)
            View.animate(withDuration: 1) {
                view.isHidden = true
                view.layer.borderWidth = 2
                view.layer.cornerRadius = 4
                view.layer.transform = Transform3D(rotationAngle: 1, x: 0, y: 1, z: 0)
            }
            #expect(view.layer.animationKeys == ["cornerRadius", "transform"])
        }

        @Test func zeroDurationAppliesAtOnce() {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            app.window.addSubview(view)
            View.animate(withDuration: 0) { view.alpha = 0.5 }
            #expect(view.layer.animationKeys.isEmpty)
            #expect(shown(view, at: 0).opacityValue == 0.5)
        }

        @Test func performWithoutAnimationInsideABlockDoesNotAnimate() {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            app.window.addSubview(view)
            View.animate(withDuration: 1) {
                View.performWithoutAnimation { view.alpha = 0.5 }
                view.center = .zero
            }
            #expect(view.layer.animationKeys == ["position"])
        }

        /// The Segue demo's spring: y 667 → 0, ζ 0.5, T 0.5 s (FlipbookDemos article “Segue, frame
        /// by frame”).
        @Test func springOvershootsLikeTheSegueDemo() {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 667, width: 375, height: 667))
            app.window.addSubview(view)
            var finishedAt: Double?
            View.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                         options: .curveLinear, animations: {
                view.frame = view.frame.offsetBy(dx: 0, dy: -667)
            }, completion: { _ in finishedAt = app.clock.now })
            func y(_ t: Double) -> Double { shown(view, at: t).frame.minY }
            #expect(close(y(0.143), -108.7, 0.5))
            #expect(close(y(0.285), 17.7, 0.5))
            #expect(close(y(0.5), 0, 1e-9))
            app.advance(to: 1)
            #expect(finishedAt.map { close($0, 0.5) } == true)
        }

        @Test func interruptingAnimationIsContinuousAndBothCompletionsRun() {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            app.window.addSubview(view)
            var finished: [Bool] = []
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = Point(x: 100, y: 0) },
                         completion: { finished.append($0) })
            app.advance(to: 0.5)
            let before = shown(view, at: 0.5).position.x
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = Point(x: 0, y: 0) },
                         completion: { finished.append($0) })
            #expect(close(shown(view, at: 0.5).position.x, before))
            app.advance(to: 2)
            #expect(finished == [true, true])
        }
    }
}

extension KitTests.AnimationBlocks {
    @Test func beginFromCurrentStateStartsWhereTheViewIsShown() {
        let app = Application()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        app.window.addSubview(view)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        app.advance(to: 0.5)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                     animations: { view.alpha = 1 })
        #expect(close(shown(view, at: 0.5).opacityValue, 0.5))
        #expect(close(shown(view, at: 1.0).opacityValue, 0.75))
        #expect(view.layer.animationKeys.count == 1)
    }
}
