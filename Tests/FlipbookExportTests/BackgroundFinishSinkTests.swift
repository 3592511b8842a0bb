import Foundation
import Testing
import FlipbookRaster
@testable import FlipbookExport

/// A sink whose `finish()` takes `pause` seconds and records when it ran.
final class SlowFinishSink: FrameSink, @unchecked Sendable {
    let pause: Double
    var frames = 0
    var finishedAt: Date?
    var failure: Error?

    init(pause: Double, failure: Error? = nil) {
        self.pause = pause
        self.failure = failure
    }

    func write(_ frame: Bitmap, index: Int, duration: Double) throws { frames += 1 }

    func finish() throws {
        Thread.sleep(forTimeInterval: pause)
        finishedAt = Date()
        if let failure { throw failure }
    }
}

@Suite struct BackgroundFinishSinkTests {
    struct Broken: Error, Equatable {}

    @Test func finishReturnsAtOnceAndWaitReturnsAfterTheWrappedFinish() throws {
        let inner = SlowFinishSink(pause: 0.1)
        let sink = BackgroundFinishSink(inner)
        try sink.write(Bitmap(width: 1, height: 1), index: 0, duration: 0.1)
        let started = Date()
        try sink.finish()
        #expect(Date().timeIntervalSince(started) < 0.1)
        #expect(inner.frames == 1)
        try sink.wait()
        #expect(inner.finishedAt != nil)
        #expect(Date().timeIntervalSince(started) >= 0.1)
    }

    @Test func aChainedSinkFinishesAfterItsPredecessor() throws {
        let first = SlowFinishSink(pause: 0.1), second = SlowFinishSink(pause: 0)
        let a = BackgroundFinishSink(first)
        let b = BackgroundFinishSink(second, after: a)
        try a.finish()
        try b.finish()
        try b.wait()
        let firstEnd = try #require(first.finishedAt), secondEnd = try #require(second.finishedAt)
        #expect(secondEnd >= firstEnd)
    }

    @Test func aFailedPredecessorLeavesTheNextUnfinished() throws {
        let first = SlowFinishSink(pause: 0, failure: Broken()), second = SlowFinishSink(pause: 0)
        let a = BackgroundFinishSink(first)
        let b = BackgroundFinishSink(second, after: a)
        try a.finish()
        try b.finish()
        #expect(throws: Broken.self) { try a.wait() }
        #expect(throws: BackgroundFinishError.predecessorFailed) { try b.wait() }
        #expect(second.finishedAt == nil)
    }

    @Test func waitingBeforeFinishIsAnError() {
        let sink = BackgroundFinishSink(SlowFinishSink(pause: 0))
        #expect(throws: BackgroundFinishError.notFinished) { try sink.wait() }
    }

    @Test func aGIFWrittenInTheBackgroundHasTheSameBytes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bg-finish-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let clip = RestingClip(duration: 1, moving: 8)
        let times = FrameTimes(start: 0, duration: 1, fps: clip.fps)
        let loop = RenderLoop(jobs: 2) { Renderer().render($0) }
        let direct = try GIFSink(path: dir + "/direct.gif", width: clip.pixelWidth, height: clip.pixelHeight)
        try loop.run(clip, times: times, into: direct)
        let wrapped = BackgroundFinishSink(try GIFSink(path: dir + "/background.gif", width: clip.pixelWidth,
                                                       height: clip.pixelHeight))
        try loop.run(clip, times: times, into: wrapped)
        try wrapped.wait()
        let a = try Data(contentsOf: URL(fileURLWithPath: dir + "/direct.gif"))
        let b = try Data(contentsOf: URL(fileURLWithPath: dir + "/background.gif"))
        #expect(a == b)
        #expect(a.count > 100)
    }
}

@Suite struct BackgroundFinishChainMemoryTests {
    @Test func aFinishedChainDoesNotKeepEarlierSinksAlive() throws {
        weak var earliest: SlowFinishSink?
        var last: BackgroundFinishSink?
        do {
            let inner = SlowFinishSink(pause: 0)
            earliest = inner
            var previous = BackgroundFinishSink(inner)
            try previous.finish()
            for _ in 0..<3 {
                let next = BackgroundFinishSink(SlowFinishSink(pause: 0), after: previous)
                try next.finish()
                try next.wait()
                previous = next
            }
            last = previous
        }
        // The finishing threads let go of their predecessors as they end.
        let deadline = Date().addingTimeInterval(2)
        while earliest != nil && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        #expect(earliest == nil, "the first clip's sink is still alive at the end of the chain")
        #expect(last != nil)
    }
}
