import Testing
import FlipbookAnimation
@testable import FlipbookKit
import FlipbookGeometry

/// A stand-in for one layer property: a model value plus the animations on it.
final class PropertyStub {
    var model: AnimatableValue
    var animations: [(key: String, animation: any Animation)] = []
    init(_ model: AnimatableValue) { self.model = model }

    func presentation(at t: Double) -> AnimatableValue {
        PresentationValue.of("x", modelValue: model, animations: animations.map(\.animation), atTime: t)
    }

    func isAnimating(at t: Double) -> Bool { animations.contains { $0.animation.endTime > t } }

    /// What UIView does when the property is set: set the model, ask the open block for an action.
    func set(_ value: AnimatableValue, in context: AnimationContext) {
        let old = model
        let now = context.clock.now
        let presentation = self.presentation(at: now)
        model = value
        guard let action = context.current?.action(forKey: "x", oldValue: old, newValue: value,
                                                    presentationValue: presentation,
                                                    isAlreadyAnimating: isAnimating(at: now)) else { return }
        if action.replacesExistingAnimations { animations.removeAll() }
        animations.removeAll { $0.key == action.key }
        animations.append((action.key, action.animation))
    }
}

@Suite struct ClockTests {
    @Test func callbacksRunInTimeThenSchedulingOrder() {
        let clock = Clock()
        var log: [String] = []
        clock.schedule(at: 2) { log.append("b@\(clock.now)") }
        clock.schedule(at: 1) { log.append("a@\(clock.now)") }
        clock.schedule(at: 2) {
            log.append("c@\(clock.now)")
            clock.schedule(at: clock.now) { log.append("d@\(clock.now)") }
        }
        let cancelled = clock.schedule(at: 1.5) { log.append("never") }
        clock.cancel(cancelled)
        clock.advance(to: 1.9)
        #expect(log == ["a@1.0"])
        clock.advance(to: 3)
        #expect(log == ["a@1.0", "b@2.0", "c@2.0", "d@2.0"])
        #expect(clock.now == 3)
    }

    @Test func aCallbackScheduledNowRunsOnTheNextAdvanceEvenWithoutMoving() {
        let clock = Clock(start: 5)
        var ran = false
        clock.schedule(at: 5) { ran = true }
        clock.advance(to: 5)
        #expect(ran)
    }
}

@Suite struct TransactionTests {
    @Test func blockCreatesADelayedBackwardsFilledAnimation() throws {
        let clock = Clock(start: 1)
        let context = AnimationContext(clock: clock, additivePolicy: .whenAlreadyAnimating)
        let x = PropertyStub(.number(0))
        context.animate(duration: 1, delay: 0.5, options: .curveLinear, changes: {
            x.set(.number(100), in: context)
        })
        let basic = try #require(x.animations.first?.animation as? BasicAnimation)
        #expect(basic.fromValue == .number(0) && basic.toValue == .number(100))
        #expect(basic.timing.beginTime == 1.5 && basic.fillMode == .backwards)
        #expect(!basic.isAdditive)
        #expect(x.presentation(at: 1.2) == .number(0))     // old value during the delay
        #expect(x.presentation(at: 2.0) == .number(50))
        #expect(x.presentation(at: 2.6) == .number(100))
    }

    @Test func completionRunsOnceWhenTheLastAnimationEnds() {
        let clock = Clock()
        let context = AnimationContext(clock: clock)
        let a = PropertyStub(.number(0)), b = PropertyStub(.number(0))
        var log: [(Double, Bool)] = []
        context.animate(duration: 1, changes: {
            a.set(.number(1), in: context)
            context.animate(duration: 0.2, delay: 0.5, options: .overrideInheritedDuration, changes: {
                b.set(.number(1), in: context)
            }, completion: { log.append((clock.now, $0)) })
        }, completion: { log.append((clock.now, $0)) })
        clock.advance(to: 10)
        #expect(log.map(\.0) == [0.7, 1.0])
        #expect(log.allSatisfy { $0.1 })
    }

    @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() {
        let context = AnimationContext(clock: Clock())
        context.begin(duration: 2, options: .curveEaseIn)
        let inner = context.begin(duration: 0.3, options: .curveLinear)
        #expect(inner.duration == 2 && inner.timing == .curve(.easeIn))
        context.commit()
        let overridden = context.begin(duration: 0.3, options: [.curveLinear, .overrideInheritedCurve])
        #expect(overridden.duration == 2 && overridden.timing == .curve(.linear))
        context.commit()
        context.commit()
    }

    @Test func zeroDurationAppliesAtOnceAndCompletesOnTheNextTick() {
        let clock = Clock(start: 3)
        let context = AnimationContext(clock: clock)
        let x = PropertyStub(.number(0))
        var finished: Bool?
        context.animate(duration: 0, changes: { x.set(.number(5), in: context) },
                        completion: { finished = $0 })
        #expect(x.animations.isEmpty && x.presentation(at: 3) == .number(5))
        #expect(finished == nil)
        clock.advance(to: 3)
        #expect(finished == true)
    }

    @Test func reanimatingAKeyStaysContinuousAndBothCompletionsRun() {
        let clock = Clock()
        let context = AnimationContext(clock: clock)
        let x = PropertyStub(.number(0))
        var completions: [Double] = []
        context.animate(duration: 1, changes: { x.set(.number(100), in: context) },
                        completion: { _ in completions.append(clock.now) })
        clock.advance(to: 0.4)
        let before = x.presentation(at: 0.4)
        context.animate(duration: 1, changes: { x.set(.number(-50), in: context) },
                        completion: { _ in completions.append(clock.now) })
        #expect(x.presentation(at: 0.4) == before)
        // No jumps anywhere along the way (steps of 10 ms move less than 3 points).
        var last = before.components[0]
        for i in 41...160 {
            let v = x.presentation(at: Double(i) / 100).components[0]
            #expect(abs(v - last) < 3, "t = \(Double(i) / 100)")
            last = v
        }
        #expect(abs(x.presentation(at: 1.4).components[0] + 50) < 1e-9)
        clock.advance(to: 2)
        #expect(completions == [1.0, 1.4])
    }

    @Test func beginFromCurrentStateStartsAtThePresentationValue() throws {
        let clock = Clock()
        let context = AnimationContext(clock: clock, additivePolicy: .whenAlreadyAnimating)
        let x = PropertyStub(.number(0))
        context.animate(duration: 1, options: .curveLinear, changes: { x.set(.number(100), in: context) })
        clock.advance(to: 0.5)
        context.animate(duration: 1, options: [.curveLinear, .beginFromCurrentState],
                        changes: { x.set(.number(0), in: context) })
        let basic = try #require(x.animations.first?.animation as? BasicAnimation)
        #expect(x.animations.count == 1 && basic.fromValue == .number(50))
        #expect(x.presentation(at: 1.0) == .number(25))
    }

    @Test func springBlocksUseTheFittedSpringAndCurve7IgnoresTheDuration() throws {
        let clock = Clock()
        let context = AnimationContext(clock: clock)
        let x = PropertyStub(.number(0))
        let t = context.animate(duration: 0.5, timing: .spring(dampingRatio: 0.5, initialVelocity: 0),
                                changes: { x.set(.number(1), in: context) })
        let spring = try #require(x.animations.first?.animation as? SpringAnimation)
        #expect(abs(spring.spring.stiffness - 646.88) < 0.01)
        #expect(abs(x.presentation(at: 0.15).components[0] - 1.160) < 0.001)
        #expect(t.completionTime == 0.5)
        let y = PropertyStub(.number(0))
        let t7 = context.animate(duration: 3, options: AnimationOptions(curve: .systemSpring),
                                 changes: { y.set(.number(1), in: context) })
        #expect(t7.completionTime == 0.5)
        #expect(abs(y.presentation(at: 0.1).components[0] - 0.545) < 0.0006)
    }

    @Test func removedAnimationsReportUnfinished() throws {
        let clock = Clock()
        let context = AnimationContext(clock: clock)
        let x = PropertyStub(.number(0))
        var result: (Double, Bool)?
        var token: AnimationTransaction.Token?
        let transaction = context.begin(duration: 1, completion: { result = (clock.now, $0) })
        token = transaction.action(forKey: "x", oldValue: .number(0), newValue: .number(1),
                                   isAlreadyAnimating: false)?.token
        context.commit()
        _ = x
        clock.advance(to: 0.25)
        transaction.animationDidStop(try #require(token), finished: false, at: 0.25)
        clock.advance(to: 0.25)
        #expect(result?.0 == 0.25 && result?.1 == false)
    }

    @Test func repeatAndAutoreverseOptionsSetTheTiming() throws {
        let context = AnimationContext(clock: Clock())
        let t = context.begin(duration: 1, options: [.repeat, .autoreverse])
        let action = try #require(t.action(forKey: "x", oldValue: .number(0), newValue: .number(1),
                                           isAlreadyAnimating: false))
        context.commit()
        #expect(action.animation.timing.autoreverses && action.animation.timing.repeatCount == .infinity)
        #expect(t.completionTime == .infinity)
    }
}

@Suite struct AdditiveTransformTests {
    @Test func additiveTransformAnimationFollowsTheRotationPath() throws {
        let context = AnimationContext(clock: Clock())
        var p = Transform3D.identity
        p.m34 = -1 / 500
        let end = p.rotated(by: -.pi / 2, x: 0, y: 1, z: 0)
        let t = context.begin(duration: 1, options: .curveLinear)
        let action = try #require(t.action(forKey: "transform", oldValue: .transform(p), newValue: .transform(end),
                                           isAlreadyAnimating: false))
        context.commit()
        let mid = PresentationValue.of("transform", modelValue: .transform(end),
                                       animations: [action.animation], atTime: 0.5)
        guard case let .transform(m) = mid else { Issue.record("not a transform"); return }
        #expect(m.maxDifference(to: p.rotated(by: -.pi / 4, x: 0, y: 1, z: 0)) < 1e-12)
    }

    @Test func scalingToZeroIsNotAdditive() throws {
        let context = AnimationContext(clock: Clock())
        let t = context.begin(duration: 1)
        let action = try #require(t.action(forKey: "transform", oldValue: .transform(.identity),
                                           newValue: .transform(Transform3D(scaleX: 0, y: 0)),
                                           isAlreadyAnimating: false))
        context.commit()
        #expect(!action.animation.isAdditive)
    }
}
