import Foundation
import Testing
import FlipbookGeometry
import FlipbookRaster
@testable import FlipbookExport

/// A sink that asks for a sample at fixed positions and records what arrives, in order.
final class SamplingSink: FrameSink {
    let asked: [Int]
    var sample: FrameSample?
    var frames: [Bitmap] = []
    var events: [String] = []

    init(asking positions: [Int]) { asked = positions }

    func sampleIndices(frameCount: Int) -> [Int] { asked }

    func writeSample(_ sample: FrameSample) throws {
        events.append("sample")
        self.sample = sample
    }

    func write(_ frame: Bitmap, index: Int, duration: Double) throws {
        events.append("frame \(index)")
        frames.append(frame)
    }

    func finish() throws { events.append("finish") }
}

@Suite struct FrameSampleTests {
    @discardableResult
    func render(
        _ clip: Clip, duration: Double, jobs: Int, into sink: FrameSink, hold: Double = 0,
        rasterize: @escaping @Sendable (RenderTree) -> Bitmap = slowRasterizer
    ) throws -> RenderStatistics {
        try RenderLoop(jobs: jobs, rasterize: rasterize)
            .run(clip, times: FrameTimes(start: 0, duration: duration, fps: 10), hold: hold, into: sink)
    }

    @Test(arguments: [1, 2, 5])
    func theSampleArrivesFirstAndHoldsTheFramesItNames(jobs: Int) throws {
        let clip = ColourClip(duration: 3)
        let sink = SamplingSink(asking: [0, 8, 16, 24])
        try render(clip, duration: 3, jobs: jobs, into: sink)
        #expect(sink.events.first == "sample")
        #expect(sink.events.dropFirst() == ArraySlice((0..<31).map { "frame \($0)" } + ["finish"]))
        let sample = try #require(sink.sample)
        #expect(sample.positions == [0, 8, 16, 24])
        for p in sample.positions { #expect(sample.frames[p] == sink.frames[p]) }
        // Trees are still evaluated once each, in time order.
        #expect(clip.requested == Array(FrameTimes(start: 0, duration: 3, fps: 10)))
    }

    @Test func framesAreTheSameWithOrWithoutASampleWhateverTheThreadCount() throws {
        let plain = RecordingSink()
        try render(ColourClip(duration: 3), duration: 3, jobs: 1, into: plain)
        for jobs in [1, 2, 7] {
            let sampled = SamplingSink(asking: [3, 10, 29])
            try render(ColourClip(duration: 3), duration: 3, jobs: jobs, into: sampled)
            #expect(sampled.frames == plain.frames)
        }
    }

    @Test(arguments: [1, 2, 3])
    func sampledFramesAndRepeatsAreRasterizedOnce(jobs: Int) throws {
        // 21 frames; frames 4 … 20 repeat frame 3, so a sample at 2, 10 and 20 shows frames 2 and 3.
        let clip = RestingClip(duration: 2, moving: 4)
        let counter = CountingRasterizer()
        let sink = SamplingSink(asking: [2, 10, 20])
        let stats = try render(clip, duration: 2, jobs: jobs, into: sink, rasterize: counter.rasterize)
        #expect(counter.calls == 4)
        #expect(stats.reusedFrames == 17)
        #expect(sink.frames.count == 21)
        let sample = try #require(sink.sample)
        #expect(sample.frames[10] == sink.frames[3] && sample.frames[20] == sink.frames[3])
    }

    @Test func positionsOutsideTheRenderAreIgnored() throws {
        let sink = SamplingSink(asking: [-1, 4, 4, 99])
        try render(ColourClip(duration: 1), duration: 1, jobs: 2, into: sink)
        #expect(sink.sample?.positions == [4])
        #expect(sink.frames.count == 11)
    }

    @Test func aRenderLongerThanTheLimitIsNotSampled() throws {
        let sink = SamplingSink(asking: [0, 5])
        var loop = RenderLoop(jobs: 2, rasterize: slowRasterizer)
        loop.maxSampledFrames = 10
        try loop.run(ColourClip(duration: 1), times: FrameTimes(start: 0, duration: 1, fps: 10), into: sink)
        #expect(sink.sample == nil)
        #expect(sink.frames.count == 11)
        loop.maxSampledFrames = 11
        let granted = SamplingSink(asking: [0, 5])
        try loop.run(ColourClip(duration: 1), times: FrameTimes(start: 0, duration: 1, fps: 10), into: granted)
        #expect(granted.sample?.positions == [0, 5])
    }

    @Test func noSampleAskedMeansNoSampleWritten() throws {
        let sink = SamplingSink(asking: [])
        try render(ColourClip(duration: 1), duration: 1, jobs: 2, into: sink)
        #expect(sink.sample == nil)
        #expect(sink.events.first == "frame 0")
    }

    @Test func eachSampledFrameStandsForTheTimeUntilTheNextOne() throws {
        let sink = SamplingSink(asking: [2, 6])
        try render(ColourClip(duration: 1), duration: 1, jobs: 2, into: sink, hold: 0.5)
        let sample = try #require(sink.sample)
        #expect(sample.durations.count == 11)
        let seconds = sample.secondsStoodFor()
        // Frames 0 … 5 (from the start) and 6 … 10 (the last one shown 0.1 s plus the 0.5 s hold).
        #expect(abs(seconds[0] - 0.6) < 1e-9 && abs(seconds[1] - 1.0) < 1e-9)
        #expect(abs(seconds.reduce(0, +) - sample.durations.reduce(0, +)) < 1e-12)
    }

    @Test func aFanOutGivesEachSinkTheFramesItAskedFor() throws {
        let a = SamplingSink(asking: [1, 5]), b = SamplingSink(asking: [5, 9]), c = SamplingSink(asking: [])
        let fan = FanOutSink([a, b, c])
        try render(ColourClip(duration: 1), duration: 1, jobs: 2, into: fan)
        #expect(a.sample?.positions == [1, 5])
        #expect(b.sample?.positions == [5, 9])
        #expect(c.sample == nil)
        #expect(a.frames == b.frames && b.frames == c.frames && c.frames.count == 11)
    }

    @Test func aBackgroundFinishSinkPassesTheSampleOn() throws {
        let inner = SamplingSink(asking: [3])
        let sink = BackgroundFinishSink(inner)
        try render(ColourClip(duration: 1), duration: 1, jobs: 2, into: sink)
        try sink.wait()
        #expect(inner.sample?.positions == [3])
        #expect(inner.events.last == "finish")
    }

    @Test func aSliceAsksForPositionsWithinItself() throws {
        let sink = SamplingSink(asking: [0, 2])
        try RenderLoop(jobs: 2, rasterize: slowRasterizer)
            .run(ColourClip(duration: 3), times: FrameTimes(start: 0, duration: 3, fps: 10), frames: 10..<15, into: sink)
        #expect(sink.sample?.positions == [0, 2])
        #expect(sink.sample?.frames[2] == sink.frames[2])
        #expect(sink.frames.count == 5)
    }
}
