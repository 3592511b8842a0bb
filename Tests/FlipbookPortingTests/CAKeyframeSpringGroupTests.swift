import FlipbookAnimation
import FlipbookKit
import FlipbookLayers
import FlipbookPorting
import Testing

extension CoreAnimationClassTests {
    /// `CAKeyframeAnimation`, `CASpringAnimation` and `CAAnimationGroup`.
    @Suite struct KeyframesSpringsGroups {
        @Test func keyframeValuesWithKeyTimesAndSegmentTimingFunctions() {
            let app = Application(statusBar: nil)
            let layer = Layer()
            let bounce = CAKeyframeAnimation(keyPath: "position.y")
            bounce.values = [0, 100, 40]
            bounce.keyTimes = [0, 0.8, 1]
            bounce.timingFunctions = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .easeIn)]
            bounce.duration = 1
            layer.add(bounce, forKey: nil)
            func y(_ t: Double) -> Double { app.advance(to: t); return layer.presentation(atRootTime: t).position.y }
            #expect(abs(y(0.4) - 50) < 1e-9)
            let p = bezierProgress(0.5, 0.42, 0, 1, 1)
            #expect(abs(y(0.9) - (100 - 60 * p)) < 1e-4)
        }

        @Test func discreteAndPacedCalculationModes() {
            let app = Application(statusBar: nil)
            let layer = Layer(), other = Layer()
            let steps = CAKeyframeAnimation(keyPath: "opacity")
            steps.values = [0.2, 0.6, 1.0]
            steps.calculationMode = .discrete
            steps.duration = 0.9
            layer.add(steps, forKey: nil)
            let paced = CAKeyframeAnimation(keyPath: "position.x")
            paced.values = [0, 10, 100]
            paced.keyTimes = [0, 0.9, 1]   // ignored when paced
            paced.calculationMode = .paced
            paced.duration = 1
            other.add(paced, forKey: nil)
            app.advance(to: 0.5)
            #expect(layer.presentation(atRootTime: 0.5).opacityValue == 0.6)
            #expect(abs(other.presentation(atRootTime: 0.5).position.x - 50) < 1e-9)
        }

        @Test func keyframeBadKeyTimesAreAnError() {
            _ = Application(statusBar: nil)
            let layer = Layer()
            let bad = CAKeyframeAnimation(keyPath: "opacity")
            bad.values = [0, 1]
            bad.keyTimes = [0, 0.5, 1]
            #expect(throws: CAAnimationError.badKeyTimes(keyPath: "opacity", count: 3, valueCount: 2)) {
                try layer.addChecked(bad, forKey: nil)
            }
            bad.values = []
            bad.keyTimes = nil
            #expect(throws: CAAnimationError.noKeyframes(keyPath: "opacity")) { try layer.addChecked(bad, forKey: nil) }
        }

        @Test func positionFollowsAPathOneElementPerEqualShareOfTime() {
            let app = Application(statusBar: nil)
            let layer = Layer()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 10))
            let move = CAKeyframeAnimation(keyPath: "position")
            move.path = path.cgPath
            move.duration = 1
            layer.add(move, forKey: nil)
            app.advance(to: 0.5)
            // Two elements, half the time each, whatever their lengths (not paced).
            #expect(layer.presentation(atRootTime: 0.5).position == CGPoint(x: 100, y: 0))
            #expect(layer.presentation(atRootTime: 0.75).position == CGPoint(x: 100, y: 5))
            let paced = CAKeyframeAnimation(keyPath: "position")
            paced.path = path.cgPath
            paced.calculationMode = .paced
            paced.duration = 1.1
            let other = Layer()
            other.add(paced, forKey: nil)
            // Added at 0.5 s; 110 pt at constant speed over 1.1 s: the corner 1 s later.
            #expect(abs(other.presentation(atRootTime: 1.5).position.x - 100) < 1e-9)
            let wrong = CAKeyframeAnimation(keyPath: "opacity")
            wrong.path = path.cgPath
            #expect(throws: CAAnimationError.pathNeedsPointKeyPath(keyPath: "opacity")) {
                try layer.addChecked(wrong, forKey: nil)
            }
        }

        @Test func springFollowsTheOscillatorInSecondsAndSettles() {
            let app = Application(statusBar: nil)
            let layer = Layer()
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 0
            spring.toValue = 100
            spring.mass = 1
            spring.stiffness = 200
            spring.damping = 10
            spring.initialVelocity = 2
            spring.duration = spring.settlingDuration
            let delegate = RecordingDelegate()
            spring.delegate = delegate
            layer.add(spring, forKey: nil)
            let model = Spring(mass: 1, stiffness: 200, damping: 10, initialVelocity: 2)
            #expect(spring.settlingDuration == model.settlingDuration)
            app.advance(to: 0.3)
            #expect(abs(layer.presentation(atRootTime: 0.3).position.x - 100 * model.progress(at: 0.3)) < 1e-9)
            // Underdamped: it overshoots.
            #expect(layer.presentation(atRootTime: 0.2).position.x > 100)
            app.advance(to: model.settlingDuration + 0.01)
            #expect(delegate.stops.map(\.finished) == [true])
            #expect(abs(delegate.stops[0].time - model.settlingDuration) < 1e-6)
        }

        @Test func groupChildrenRunOnTheGroupsTimeAndOnlyTheGroupsDelegateHears() {
            let app = Application(statusBar: nil)
            let layer = Layer()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 0.5
            fade.beginTime = 0.5
            fade.fillMode = .backwards
            let childDelegate = RecordingDelegate()
            fade.delegate = childDelegate
            let move = CABasicAnimation(keyPath: "position.x")
            move.toValue = 200
            move.duration = 1
            let group = CAAnimationGroup()
            group.animations = [fade, move]
            group.duration = 1
            group.beginTime = CACurrentMediaTime() + 1
            group.fillMode = .backwards
            let delegate = RecordingDelegate()
            group.delegate = delegate
            layer.add(group, forKey: "group")
            app.advance(to: 1.75)
            let shown = layer.presentation(atRootTime: 1.75)
            #expect(abs(shown.opacityValue - 0.5) < 1e-9)
            #expect(abs(shown.position.x - 150) < 1e-9)
            #expect(layer.presentation(atRootTime: 1.25).opacityValue == 0)
            app.advance(to: 2)
            #expect(delegate.starts.count == 1 && abs(delegate.starts[0].time - 1) < 1e-9)
            #expect(delegate.stops.map(\.finished) == [true])
            #expect(childDelegate.starts.isEmpty && childDelegate.stops.isEmpty)
            let nested = CAAnimationGroup()
            nested.animations = [group]
            #expect(throws: CAAnimationError.nestedGroup) { try layer.addChecked(nested, forKey: nil) }
        }
    }
}

extension CoreAnimationClassTests {
    /// `copy()` keeps every property of every class.
    @Suite struct Copies {
        @Test func aCopiedSpringKeepsItsTimingValuesAndSpring() throws {
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 1
            spring.toValue = 2
            spring.stiffness = 300
            spring.duration = 0.7
            spring.repeatCount = 2
            spring.fillMode = .both
            spring.isAdditive = true
            let copy = try #require(spring.copy() as? CASpringAnimation)
            #expect(copy !== spring)
            #expect(copy.keyPath == "position.x" && copy.isAdditive)
            #expect(copy.fromValue as? Int == 1 && copy.toValue as? Int == 2)
            #expect(copy.stiffness == 300 && copy.duration == 0.7 && copy.repeatCount == 2 && copy.fillMode == .both)
            let group = CAAnimationGroup()
            group.animations = [spring]
            let groupCopy = try #require(group.copy() as? CAAnimationGroup)
            #expect(groupCopy.animations?.first !== spring)
            #expect((groupCopy.animations?.first as? CASpringAnimation)?.stiffness == 300)
        }
    }
}
