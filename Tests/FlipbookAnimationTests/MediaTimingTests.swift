import Testing
import FlipbookAnimation

@Suite struct MediaTimingTests {
    @Test func localTimeIsScaledAndOffset() {
        let timing = MediaTiming(beginTime: 1, speed: 2, timeOffset: 0.5)
        #expect(timing.localTime(fromParent: 1.25) == 1.0)
    }

    @Test func inactiveWithoutFillGivesNil() {
        let timing = MediaTiming(beginTime: 1, duration: 0.5)
        #expect(timing.activeTime(fromParent: 0.9) == nil)
        #expect(abs(timing.activeTime(fromParent: 1.2)! - 0.2) < 1e-12)
        #expect(timing.activeTime(fromParent: 1.5) == nil)
    }

    @Test func backwardsFillShowsTheStartDuringTheDelay() {
        let timing = MediaTiming(beginTime: 1, duration: 0.5, fillMode: .backwards)
        #expect(timing.activeTime(fromParent: 0.2) == 0)
        #expect(timing.activeTime(fromParent: 1.6) == nil)
        let forwards = MediaTiming(beginTime: 1, duration: 0.5, fillMode: .forwards)
        #expect(forwards.activeTime(fromParent: 0.2) == nil)
        #expect(forwards.activeTime(fromParent: 9) == 0.5)
    }

    @Test func zeroDurationMeansAQuarterSecond() {
        #expect(MediaTiming().resolvedDuration == 0.25)
        #expect(MediaTiming().endTime == 0.25)
    }

    @Test func repeatsRestartTheCycle() {
        let timing = MediaTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards)
        #expect(timing.activeDuration == 2.5)
        #expect(abs(timing.activeTime(fromParent: 1.25)! - 0.25) < 1e-12)
        #expect(abs(timing.activeTime(fromParent: 2.4)! - 0.4) < 1e-12)
        #expect(timing.activeTime(fromParent: 3) == 0.5)
        let whole = MediaTiming(duration: 1, repeatCount: 2, fillMode: .forwards)
        #expect(whole.activeTime(fromParent: 5) == 1)
    }

    @Test func autoreverseRunsTheSecondHalfBackwards() {
        let timing = MediaTiming(duration: 1, autoreverses: true, fillMode: .both)
        #expect(timing.activeDuration == 2)
        #expect(abs(timing.activeTime(fromParent: 0.3)! - 0.3) < 1e-12)
        #expect(abs(timing.activeTime(fromParent: 1.3)! - 0.7) < 1e-12)
        #expect(timing.activeTime(fromParent: 2.5) == 0)
        let repeating = MediaTiming(duration: 1, repeatCount: .infinity, autoreverses: true)
        #expect(abs(repeating.activeTime(fromParent: 101.75)! - 0.25) < 1e-9)
        #expect(repeating.endTime == .infinity)
    }

    @Test func repeatDurationBoundsTheActiveSpan() {
        let timing = MediaTiming(duration: 0.4, repeatDuration: 1)
        #expect(timing.activeDuration == 1)
        #expect(abs(timing.activeTime(fromParent: 0.9)! - 0.1) < 1e-12)
        #expect(timing.activeTime(fromParent: 1) == nil)
    }

    @Test func pausedContainerFreezesEverythingBelowAtItsTimeOffset() {
        let container = MediaTiming(speed: 0, timeOffset: 0.3)
        let layer = MediaTiming(beginTime: 0.1)
        for t in [0.0, 5, 100] {
            #expect(abs(MediaTiming.localTime(t, through: [container, layer]) - 0.2) < 1e-12)
        }
        let fast = MediaTiming(speed: 2)
        #expect(MediaTiming.localTime(3, through: [fast, fast]) == 12)
    }

    @Test func endTimeAccountsForSpeedAndOffset() {
        let timing = MediaTiming(beginTime: 1, duration: 2, speed: 2, timeOffset: 1)
        #expect(timing.endTime == 1.5)
    }
}
