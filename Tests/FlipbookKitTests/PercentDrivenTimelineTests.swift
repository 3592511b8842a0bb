import Testing
import FlipbookAnimation
@testable import FlipbookKit

@Suite struct PercentDrivenTimelineTests {
    /// An edge pan from 0 to 0.6 of the width over 0.4 s, starting at t = 1.
    let pan = GestureTrack.linear(from: 0, to: 0.6, start: 1, duration: 0.4)

    @Test func gestureTrackInterpolatesAndDecidesOnRelease() {
        #expect(abs(pan.value(at: 1.2) - 0.3) < 1e-12)
        #expect(pan.value(at: 0) == 0 && pan.value(at: 9) == 0.6)
        #expect(pan.releaseTime == 1.4 && pan.finishes())
        #expect(!GestureTrack.linear(from: 0, to: 0.3, start: 0, duration: 1).finishes())
    }

    @Test func legacyFinishPlaysTheRestWithTheCompletionCurve() {
        let timeline = PercentDrivenTimeline(duration: 0.5, track: pan)
        #expect(!timeline.transitionWasCancelled)
        #expect(abs(timeline.completionTime - 1.6) < 1e-12)             // (1 − 0.6)·0.5 s
        #expect(abs(timeline.localTime(at: 1.2) - 0.15) < 1e-12)        // p·D while scrubbing
        let mid = 1.5   // half-way through the finish: easeInOut(0.5) = 0.5
        #expect(abs(timeline.progress(at: mid) - 0.8) < 1e-9)
        let quarter = 1.45
        #expect(abs(timeline.progress(at: quarter) - (0.6 + 0.4 * 0.12916)) < 1e-5)
        #expect(timeline.progress(at: 1.6) == 1 && timeline.localTime(at: 5) == 0.5)
        #expect(timeline.containerTiming(at: 1.2).speed == 0)
        #expect(MediaTiming.localTime(1.2, through: [timeline.containerTiming(at: 1.2)]) == timeline.localTime(at: 1.2))
    }

    @Test func cancelPlaysBackToTheStartInPTimesD() {
        let timeline = PercentDrivenTimeline(duration: 0.5, track: pan, finishes: false,
                                             completionSpeed: 2, completionCurve: .linear)
        #expect(timeline.transitionWasCancelled)
        #expect(abs(timeline.completionDuration - 0.15) < 1e-12)        // 0.6·0.5 / 2
        #expect(abs(timeline.progress(at: 1.475) - 0.3) < 1e-9)
        #expect(timeline.progress(at: 1.55) == 0)
    }

    @Test func modernScrubbingIsLinearInProgress() {
        let timeline = PercentDrivenTimeline(duration: 0.5, track: pan, scrubbing: .modern)
        #expect(timeline.linearValue(from: .number(0), to: .number(100), at: 1.2) == .number(30))
    }

    @Test func progressIsClampedAndZeroBeforeTheGesture() {
        let wild = GestureTrack([.init(time: 0, value: -0.2), .init(time: 1, value: 1.4)], releaseTime: 0.5)
        let timeline = PercentDrivenTimeline(duration: 1, track: wild)
        #expect(timeline.progress(at: -1) == 0)
        #expect(timeline.progress(at: 0.1) == 0)
        #expect(abs(timeline.releaseProgress - 0.6) < 1e-12)
        #expect(PercentDrivenTimeline(duration: 1, track: wild, completionSpeed: 0).completionSpeed == 1)
    }
}

@Suite struct PercentDrivenTransactionTests {
    @Test func legacyTransitionSamplesItsAnimationsAtPTimesDAndCompletesOnRelease() throws {
        // animateTransition runs at clock 1 inside a container paused at local time 0.
        let clock = Clock(start: 1)
        let context = AnimationContext(clock: clock)
        let pan = GestureTrack.linear(from: 0, to: 0.6, start: 1, duration: 0.4)
        let timeline = PercentDrivenTimeline(duration: 0.5, track: pan)
        var completedAt: Double?
        let transaction = context.begin(duration: 0.5, layerTime: 0, completion: { _ in completedAt = clock.now })
        let action = try #require(transaction.action(forKey: "position.x", oldValue: .number(0),
                                                      newValue: .number(375), isAlreadyAnimating: false))
        context.commit()
        transaction.retime(allEndingAt: timeline.completionTime)
        let model = AnimatableValue.point(.init(x: 375, y: 0))
        func x(at t: Double) -> Double {
            let local = MediaTiming.localTime(t, through: [timeline.containerTiming(at: t)])
            return PresentationValue.of("position", modelValue: model, animations: [action.animation],
                                        atTime: local).components[0]
        }
        // At p = 0.3 the animation is sampled at 0.15 s with its own easeInOut curve.
        #expect(abs(x(at: 1.2) - 375 * TimingFunction.easeInEaseOut.progress(at: 0.3)) < 1e-9)
        #expect(abs(x(at: 1.4) - 375 * TimingFunction.easeInEaseOut.progress(at: 0.6)) < 1e-9)
        #expect(x(at: 1.6) == 375)
        clock.advance(to: 1.59)
        #expect(completedAt == nil)
        clock.advance(to: 2)
        #expect(abs(completedAt! - 1.6) < 1e-12)
    }
}
