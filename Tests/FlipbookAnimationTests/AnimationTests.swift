import Testing
import FlipbookAnimation
import FlipbookGeometry

@Suite struct AnimationTests {
    let model = AnimatableValue.number(10)

    func value(_ a: some PropertyAnimation, _ t: Double, model: AnimatableValue = .number(10)) -> Double? {
        guard case let .number(v)? = a.value(atTime: t, modelValue: model) else { return nil }
        return v
    }

    @Test func basicFromToByCombinationsFollowCoreAnimation() {
        let timing = MediaTiming(duration: 1)
        func mid(_ from: Double?, _ to: Double?, _ by: Double?) -> Double? {
            let a = BasicAnimation(keyPath: "opacity", from: from.map { .number($0) },
                                   to: to.map { .number($0) }, by: by.map { .number($0) }, timing: timing)
            return value(a, 0.5)
        }
        #expect(mid(0, 4, nil) == 2)        // from → to
        #expect(mid(2, nil, 4) == 4)        // from → from + by
        #expect(mid(nil, 4, 2) == 3)        // to − by → to
        #expect(mid(0, nil, nil) == 5)      // from → model
        #expect(mid(nil, 0, nil) == 5)      // model → to
        #expect(mid(nil, nil, 4) == 12)     // model → model + by
    }

    @Test func basicAppliesItsTimingFunction() {
        let a = BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(1),
                               timing: MediaTiming(duration: 2), timingFunction: .easeInEaseOut)
        #expect(abs(value(a, 0.5)! - 0.12916) < 1e-5)
        #expect(value(a, 2) == nil)
    }

    @Test func delayedAnimationWithBackwardsFillShowsItsFromValue() {
        let a = BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(1),
                               timing: MediaTiming(beginTime: 0.5, duration: 1, fillMode: .backwards))
        #expect(value(a, 0.1) == 0)
        #expect(value(a, 1.0) == 0.5)
        #expect(value(a, 1.6) == nil)
    }

    @Test func keyframesInterpolateLinearlyBetweenKeyTimes() {
        let a = KeyframeAnimation(keyPath: "x", values: [.number(0), .number(10), .number(0)],
                                  keyTimes: [0, 0.2, 1], timing: MediaTiming(duration: 1))
        #expect(abs(value(a, 0.1)! - 5) < 1e-12)
        #expect(abs(value(a, 0.6)! - 5) < 1e-12)
        #expect(abs(value(a, 0.99)! - 0.125) < 1e-9)
    }

    @Test func discreteKeyframesHoldEachValue() {
        let a = KeyframeAnimation(keyPath: "x", values: [.number(1), .number(2), .number(3)],
                                  calculationMode: .discrete, timing: MediaTiming(duration: 3))
        #expect(value(a, 0.9) == 1)
        #expect(value(a, 1.0) == 2)
        #expect(value(a, 2.5) == 3)
    }

    @Test func pacedKeyframesMoveAtConstantSpeed() {
        let a = KeyframeAnimation(keyPath: "position",
                                  values: [.point(Point(x: 0, y: 0)), .point(Point(x: 30, y: 0)),
                                           .point(Point(x: 30, y: 10))],
                                  keyTimes: [0, 0.5, 1], calculationMode: .paced,
                                  timing: MediaTiming(duration: 4))
        #expect(a.effectiveKeyTimes == [0, 0.75, 1])
        let p = a.value(atTime: 2, modelValue: .point(.zero))
        #expect(p == .point(Point(x: 20, y: 0)))
    }

    @Test func cubicKeyframesPassThroughTheirValues() {
        let a = KeyframeAnimation(keyPath: "x", values: [.number(0), .number(10), .number(0), .number(10)],
                                  calculationMode: .cubic, timing: MediaTiming(duration: 3))
        #expect(abs(value(a, 1)! - 10) < 1e-12)
        #expect(abs(value(a, 2)! - 0) < 1e-12)
        #expect(value(a, 0.5)! > 5)
    }

    @Test func segmentTimingFunctionsApplyInsideTheirSegment() {
        let a = KeyframeAnimation(keyPath: "x", values: [.number(0), .number(1), .number(2)],
                                  timingFunctions: [.easeIn, .linear], timing: MediaTiming(duration: 2))
        #expect(abs(value(a, 0.5)! - 0.31536) < 1e-5)
        #expect(abs(value(a, 1.5)! - 1.5) < 1e-12)
    }

    @Test func springAnimationSamplesTheSpringInSecondsAndEndsOnTheTarget() {
        let spring = Spring(dampingRatio: 0.5, duration: 0.5)
        let a = SpringAnimation(keyPath: "x", from: .number(0), to: .number(100), spring: spring,
                                timing: MediaTiming(duration: 0.5, fillMode: .forwards))
        #expect(abs(value(a, 0.15)! - 116.0) < 0.06)
        #expect(value(a, 0.5) == 100)
        let cut = SpringAnimation(keyPath: "x", from: .number(0), to: .number(100),
                                  spring: Spring(stiffness: 100, damping: 5), timing: MediaTiming(duration: 1))
        #expect(value(cut, 1.0) == nil)   // removed at its duration: the model value shows
        let settled = SpringAnimation(keyPath: "x", to: .number(1), spring: Spring(stiffness: 100, damping: 5))
        #expect(abs(settled.timing.duration - Spring(stiffness: 100, damping: 5).settlingDuration) < 1e-12)
    }

    @Test func groupTimesItsChildrenInsideItsOwnTime() {
        let child = BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(1),
                                   timing: MediaTiming(beginTime: 0.5, duration: 1))
        let group = AnimationGroup(animations: [child], timing: MediaTiming(beginTime: 2, duration: 1))
        let at = { (t: Double) in
            PresentationValue.of("opacity", modelValue: .number(9), animations: [group], atTime: t)
        }
        #expect(at(2.25) == .number(9))        // child not begun
        #expect(at(2.75) == .number(0.25))
        #expect(at(3.1) == .number(9))         // group over: child cut off
        #expect(group.keyPaths == ["opacity"])
    }

    @Test func additiveAnimationsStackOnTheModel() {
        let a = BasicAnimation(keyPath: "position.x", from: .number(0), to: .number(100),
                               timing: MediaTiming(duration: 1))
        let b = BasicAnimation(keyPath: "position.x", from: .number(-50), to: .number(0),
                               timing: MediaTiming(duration: 1), isAdditive: true)
        let v = PresentationValue.of("position", modelValue: .point(Point(x: 7, y: 3)),
                                     animations: [a, b], atTime: 0.5)
        #expect(v == .point(Point(x: 25, y: 3)))
        #expect(PresentationValue.animatedProperties([a, b]) == ["position"])
    }

    @Test func rotationSubPathRotatesTheModelTransform() {
        var p = Transform3D.identity
        p.m34 = -1 / 500
        let a = BasicAnimation(keyPath: "transform.rotation.y", to: .number(-.pi / 2),
                               timing: MediaTiming(duration: 1))
        guard case let .transform(t) = PresentationValue.of("transform", modelValue: .transform(p),
                                                            animations: [a], atTime: 0.5)
        else { Issue.record("not a transform"); return }
        #expect(t.maxDifference(to: p.rotated(by: -.pi / 4, x: 0, y: 1, z: 0)) < 1e-12)
    }

    @Test func subPathsReadAndWriteComponents() {
        let r = AnimatableValue.rect(Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(AnimationKeyPath.component("size", of: r) == .size(Size(width: 3, height: 4)))
        #expect(AnimationKeyPath.applying("size.width", value: .number(9), to: r, additive: false)
                == .rect(Rect(x: 1, y: 2, width: 9, height: 4)))
        #expect(AnimationKeyPath.applying("y", value: .number(5), to: .point(Point(x: 1, y: 1)), additive: true)
                == .point(Point(x: 1, y: 6)))
        #expect(AnimationKeyPath.split("transform.rotation.y") == ("transform", "rotation.y"))
        #expect(AnimationKeyPath.applying("scale", value: .number(2), to: .transform(.identity), additive: false)
                == .transform(Transform3D(scaleX: 2, y: 2, z: 2)))
    }

    @Test func coloursInterpolatePerComponentAndTransformsAddByConcatenation() {
        let red = AnimatableValue.vector([1, 0, 0, 1]), clear = AnimatableValue.vector([0, 0, 1, 0])
        #expect(red.interpolated(to: clear, progress: 0.25) == .vector([0.75, 0, 0.25, 0.75]))
        let a = AnimatableValue.transform(Transform3D(translationX: 5, y: 0))
        let b = AnimatableValue.transform(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1))
        guard case let .transform(t) = b.adding(a.subtracting(b)), case let .transform(expected) = a else {
            Issue.record("not transforms"); return
        }
        #expect(t.maxDifference(to: expected) < 1e-12)
        #expect(AnimatableValue.point(Point(x: 3, y: 4)).distance(to: .point(.zero)) == 5)
    }
}
