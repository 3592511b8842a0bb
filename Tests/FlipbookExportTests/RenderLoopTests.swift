import Foundation
import Testing
import FlipbookAnimation
import FlipbookGeometry
import FlipbookRaster
@testable import FlipbookExport

/// A clip whose frames encode their time: the background colour's red is the time.
final class ColourClip: Clip {
    let fps: Double = 10
    let duration: Double
    let pixelWidth = 16, pixelHeight = 8
    private(set) var requested: [Double] = []
    var failAt: Double?

    init(duration: Double) { self.duration = duration }

    struct Failure: Error {}

    func renderTree(at time: Double) throws -> RenderTree {
        if let failAt, time >= failAt { throw Failure() }
        requested.append(time)
        return RenderTree(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: 1,
                          background: Color(red: time / max(duration, 1), green: 0.5, blue: 0))
    }
}

/// Fills a bitmap with the tree's background after a short, frame-dependent pause, so that
/// threads finish out of order.
let slowRasterizer: @Sendable (RenderTree) -> Bitmap = { tree in
    let pause = Double(Int(tree.background.red * 255) % 3) * 0.002
    Thread.sleep(forTimeInterval: pause)
    return Bitmap(width: tree.pixelWidth, height: tree.pixelHeight, fill: tree.background.premultiplied8)
}

final class RecordingSink: FrameSink {
    var frames: [Bitmap] = []
    var indices: [Int] = []
    var durations: [Double] = []
    var finished = false
    var maxInFlight = 0

    func write(_ frame: Bitmap, index: Int, duration: Double) throws {
        frames.append(frame)
        indices.append(index)
        durations.append(duration)
    }

    func finish() throws { finished = true }
}

@Suite struct RenderLoopTests {
    func render(jobs: Int, duration: Double = 3, hold: Double = 0) throws -> RecordingSink {
        let clip = ColourClip(duration: duration)
        let sink = RecordingSink()
        try RenderLoop(jobs: jobs, rasterize: slowRasterizer)
            .run(clip, times: FrameTimes(start: 0, duration: duration, fps: clip.fps), hold: hold, into: sink)
        #expect(clip.requested == Array(FrameTimes(start: 0, duration: duration, fps: clip.fps)))
        return sink
    }

    @Test func framesArriveInOrderWhateverTheThreadCount() throws {
        for jobs in [1, 2, 4, 7] {
            let sink = try render(jobs: jobs)
            #expect(sink.indices == Array(0..<31))
            #expect(sink.finished)
        }
    }

    @Test func oneThreadAndManyThreadsGiveIdenticalBytes() throws {
        let one = try render(jobs: 1).frames
        let many = try render(jobs: ProcessInfo.processInfo.activeProcessorCount + 3).frames
        #expect(one == many)
        #expect(one[30][0, 0] == Color(red: 1, green: 0.5, blue: 0).premultiplied8)
    }

    @Test func holdLengthensTheLastFrame() throws {
        let sink = try render(jobs: 3, duration: 1, hold: 2)
        #expect(sink.durations.count == 11)
        #expect(abs(sink.durations[9] - 0.1) < 1e-12 && abs(sink.durations[10] - 2.1) < 1e-12)
    }

    @Test func progressCountsDeliveredFrames() throws {
        var seen: [RenderProgress] = []
        try RenderLoop(jobs: 2, rasterize: slowRasterizer)
            .run(ColourClip(duration: 0.5), times: FrameTimes(start: 0, duration: 0.5, fps: 10),
                 into: RecordingSink(), progress: { seen.append($0) })
        #expect(seen.map(\.completed) == Array(1...6))
        #expect(seen.last?.fraction == 1)
    }

    @Test func aSourceErrorStopsTheRenderWithoutFinishing() {
        let clip = ColourClip(duration: 3)
        clip.failAt = 1
        let sink = RecordingSink()
        #expect(throws: ColourClip.Failure.self) {
            try RenderLoop(jobs: 3, rasterize: slowRasterizer)
                .run(clip, times: FrameTimes(start: 0, duration: 3, fps: 10), into: sink)
        }
        #expect(!sink.finished)
        #expect(sink.indices == Array(0..<sink.indices.count))
    }

    @Test func framesInFlightStayWithinTheWindow() throws {
        final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var rendered = 0
        }
        let counter = Counter()
        let loop = RenderLoop(jobs: 2) { tree in
            counter.lock.lock(); counter.rendered += 1; counter.lock.unlock()
            return Bitmap(width: tree.pixelWidth, height: tree.pixelHeight)
        }
        final class WindowSink: FrameSink {
            let counter: Counter
            var worst = 0
            var delivered = 0
            init(_ c: Counter) { counter = c }
            func write(_ frame: Bitmap, index: Int, duration: Double) throws {
                counter.lock.lock(); worst = max(worst, counter.rendered - delivered); counter.lock.unlock()
                delivered += 1
            }
            func finish() throws {}
        }
        let sink = WindowSink(counter)
        try loop.run(ColourClip(duration: 10), times: FrameTimes(start: 0, duration: 10, fps: 10), into: sink)
        #expect(sink.delivered == 101)
        #expect(sink.worst <= loop.window)
    }
}

@Suite struct RenderStatisticsTests {
    @Test func statisticsCountFramesAndTime() throws {
        let stats = try RenderLoop(jobs: 2, rasterize: slowRasterizer)
            .run(ColourClip(duration: 1), times: FrameTimes(start: 0, duration: 1, fps: 10), into: RecordingSink())
        #expect(stats.frames == 11)
        #expect(stats.rasterizationSeconds >= 0 && stats.evaluationSeconds >= 0 && stats.sinkSeconds >= 0)
        #expect(stats.wallSeconds > 0)
    }
}
