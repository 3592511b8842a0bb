import Testing
import FlipbookRaster

@Suite struct FrameTimesTests {
    @Test func wholeNumberOfIntervalsEndsOnAFrame() {
        let t = FrameTimes(start: 0, duration: 0.5, fps: 30)
        #expect(t.count == 16)
        #expect(t[0] == 0 && t[1] == 1.0 / 30 && t[15] == 0.5)
    }

    @Test func eightTenthsAtThirtyIsTwentyFiveFrames() {
        let t = FrameTimes(start: 0, duration: 0.8, fps: 30)
        #expect(t.count == 25 && t.last == 0.8)
    }

    @Test func aPartialLastIntervalStillEndsOnTheEndState() {
        let t = FrameTimes(start: 0, duration: 0.51, fps: 30)
        #expect(t.count == 17)
        #expect(t[15] == 0.5 && t[16] == 0.51)
        #expect(abs(t.displayDuration(ofFrame: 15) - 0.01) < 1e-12)
    }

    @Test func zeroDurationIsOneFrame() {
        let t = FrameTimes(start: 2, duration: 0, fps: 30)
        #expect(Array(t) == [2])
    }

    @Test func timesComeFromTheIndexNotASum() {
        let t = FrameTimes(start: 1, duration: 10, fps: 60)
        #expect(t.count == 601)
        #expect(t[300] == 1 + 300.0 / 60)
        #expect(t[600] == 11)
    }

    @Test func theLastFrameIsShownForOneIntervalPlusTheHold() {
        let t = FrameTimes(start: 0, duration: 1, fps: 10)
        #expect(t.displayDuration(ofFrame: 3) == t[4] - t[3])
        #expect(t.displayDuration(ofFrame: 10, hold: 0.5) == 0.1 + 0.5)
        let total = (0..<t.count).map { t.displayDuration(ofFrame: $0) }.reduce(0, +)
        #expect(abs(total - 1.1) < 1e-12)
    }

    @Test func startNeedNotBeZero() {
        let t = FrameTimes(start: -0.5, duration: 0.5, fps: 4)
        #expect(Array(t) == [-0.5, -0.25, 0])
    }

    @Test func wholeIntervalsEndExactlyOnTheEndState() {
        let frames = FrameTimes(start: 1, duration: 0.5, fps: 30)
        #expect(frames.count == 16)
        #expect(frames[1] == 1 + 1.0 / 30)
        #expect(frames.last == 1.5)
    }

    @Test func partialIntervalsRoundUpAndZeroIsOneFrame() {
        #expect(FrameTimes.frameCount(duration: 0.51, fps: 30) == 17)
        #expect(FrameTimes(duration: 0.51, fps: 30).last == 0.51)
        #expect(FrameTimes(duration: 0, fps: 30).count == 1)
        #expect(FrameTimes.frameCount(duration: 1, fps: 60) == 61)
    }
}
