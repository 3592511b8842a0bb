import Foundation
import Testing
import FlipbookAnimation
import FlipbookCodecs
import FlipbookRaster
@testable import FlipbookExport

/// The GIF sink's encoder thread (``FrameStage``): the same bytes as the encoder on the calling
/// thread, bounded queues, and errors that end the render cleanly, leaving no file.
@Suite struct GIFSinkThreadTests {
    /// A fresh folder for one test's output; removed by the caller.
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func contents(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// A diagonal colour ramp that moves with `phase`, with a square that moves faster: frames
    /// that change in part, so the encoder's rectangles, transparency and tables all work.
    static func frame(_ phase: Int, width: Int = 64, height: Int = 40) -> Bitmap {
        var pixels = [UInt8](repeating: 255, count: 4 * width * height)
        for y in 0..<height {
            for x in 0..<width {
                let i = 4 * (y * width + x)
                pixels[i] = UInt8((x * 4 + phase * 3) & 255)
                pixels[i + 1] = UInt8((y * 6 + x) & 255)
                pixels[i + 2] = UInt8((x + y + phase) & 255)
                if (phase * 2..<phase * 2 + 9).contains(x), (10..<21).contains(y) {
                    pixels[i] = 250; pixels[i + 1] = 30; pixels[i + 2] = 40
                }
            }
        }
        return Bitmap(width: width, height: height, bytes: pixels)
    }

    /// Encodes `count` frames through a sink the way a render does (the sample first when the
    /// sink asks for one), returning the file's bytes.
    static func encode(_ count: Int, options: GIFOptions, durations: (Int) -> Double = { _ in 0.04 }) throws -> [UInt8] {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/out.gif"
        let sink = try GIFSink(path: path, width: 64, height: 40, options: options)
        let wanted = sink.sampleIndices(frameCount: count)
        if !wanted.isEmpty {
            try sink.writeSample(
                FrameSample(
                    durations: (0..<count).map(durations),
                    frames: Dictionary(uniqueKeysWithValues: wanted.map { ($0, frame($0)) })))
        }
        for i in 0..<count { try sink.write(frame(i), index: i, duration: durations(i)) }
        try sink.finish()
        return try AtomicFile.read(path)
    }

    @Test(arguments: [GIFPaletteMode.auto, .global, .local])
    func theEncoderThreadWritesTheBytesTheCallingThreadWould(palette: GIFPaletteMode) throws {
        // Without `concurrent` the sink encodes on the calling thread, with every encoder stage
        // serial: the reference bytes.
        for effort in [GIFEffort.fast, .default] {
            var serial = GIFOptions(palette: palette, concurrent: false)
            serial.effort = effort
            var threaded = serial
            threaded.concurrent = true
            let durations: (Int) -> Double = { $0 == 7 ? 0.01 : 0.04 + Double($0 % 3) * 0.013 }
            let reference = try Self.encode(24, options: serial, durations: durations)
            #expect(try Self.encode(24, options: threaded, durations: durations) == reference)
        }
    }

    /// A sink that hands frames to a GIF sink with a bad duration at one index.
    final class BadDurationSink: FrameSink {
        let gif: GIFSink
        let badIndex: Int
        var writes = 0
        init(_ gif: GIFSink, badIndex: Int) { self.gif = gif; self.badIndex = badIndex }
        func write(_ frame: Bitmap, index: Int, duration: Double) throws {
            writes += 1
            try gif.write(frame, index: index, duration: index == badIndex ? -1 : duration)
        }
        func finish() throws { try gif.finish() }
        func sampleIndices(frameCount: Int) -> [Int] { gif.sampleIndices(frameCount: frameCount) }
        func writeSample(_ sample: FrameSample) throws { try gif.writeSample(sample) }
    }

    @Test(arguments: [1, 2, 3])
    func anEncoderErrorMidRenderEndsTheRenderWithItsErrorAndNoFile(jobs: Int) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let gif = try GIFSink(path: folder + "/out.gif", width: 16, height: 8)
        let sink = BadDurationSink(gif, badIndex: 7)
        // 31 frames: the error is thrown on the encoder's thread while the render goes on; it
        // surfaces at a later write (at most the queue's length later), and the render stops.
        #expect(throws: GIFError.invalidDuration(frame: 7, seconds: -1)) {
            try RenderLoop(jobs: jobs, rasterize: slowRasterizer)
                .run(ColourClip(duration: 3), times: FrameTimes(duration: 3, fps: 10), into: sink)
        }
        #expect(sink.writes <= 7 + 1 + GIFSink.queuedFrames + 1)
        #expect(Self.contents(folder) == [])
        #expect(throws: GIFError.encoderClosed) { try gif.write(Self.frame(0, width: 16, height: 8), index: 31, duration: 0.1) }
        #expect(throws: GIFError.encoderClosed) { try gif.finish() }
        #expect(Self.contents(folder) == [])
    }

    @Test func anEncoderErrorAtTheLastFrameSurfacesAtFinish() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sink = try GIFSink(path: folder + "/out.gif", width: 64, height: 40)
        for i in 0..<5 { try sink.write(Self.frame(i), index: i, duration: i == 4 ? .nan : 0.04) }
        #expect(throws: GIFError.self) { try sink.finish() }
        #expect(sink.summary == nil)
        #expect(Self.contents(folder) == [])
    }

    @Test func aRefusedSampleSurfacesAtTheNextWriteOrFinish() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sink = try GIFSink(path: folder + "/out.gif", width: 64, height: 40)
        // The sample's frame has another size: the encoder's thread refuses it.
        try sink.writeSample(FrameSample(durations: [0.04, 0.04], frames: [0: Self.frame(0, width: 8, height: 8)]))
        let error = #expect(throws: GIFError.self) {
            for i in 0..<10 { try sink.write(Self.frame(i), index: i, duration: 0.04) }
            try sink.finish()
        }
        guard case .invalidPaletteSample = error else {
            Issue.record("expected the sample's refusal, got \(String(describing: error))")
            return
        }
        #expect(throws: GIFError.encoderClosed) { try sink.finish() }
        #expect(Self.contents(folder) == [])
    }

    @Test func aClipErrorMidRenderLeavesNoFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let clip = ColourClip(duration: 3)
        clip.failAt = 2
        do {
            let sink = try GIFSink(path: folder + "/out.gif", width: 16, height: 8)
            var loop = RenderLoop(jobs: 2, rasterize: slowRasterizer)
            loop.maxSampledFrames = 0  // frames reach the encoder's thread before the clip fails
            #expect(throws: ColourClip.Failure.self) {
                try loop.run(clip, times: FrameTimes(duration: 3, fps: 10), into: sink)
            }
        }
        // The sink is gone: its encoder's thread stopped first, then the encoder dropped its file.
        #expect(Self.contents(folder) == [])
    }

    @Test func aFrameOfAnotherSizeFailsAtOnce() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sink = try GIFSink(path: folder + "/out.gif", width: 64, height: 40)
        for i in 0..<3 { try sink.write(Self.frame(i), index: i, duration: 0.04) }
        #expect(throws: GIFError.frameSizeMismatch(frame: 3, width: 16, height: 8, expectedWidth: 64, expectedHeight: 40)) {
            try sink.write(Self.frame(3, width: 16, height: 8), index: 3, duration: 0.04)
        }
        #expect(Self.contents(folder) == [])
    }

    @Test func theEncoderThreadCountsItsCPUTime() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sink = try GIFSink(path: folder + "/out.gif", width: 16, height: 8)
        let stats = try RenderLoop(jobs: 2, rasterize: slowRasterizer)
            .run(ColourClip(duration: 3), times: FrameTimes(duration: 3, fps: 10), into: sink)
        #expect(sink.backgroundCPUSeconds > 0)
        #expect(stats.sinkSeconds >= sink.backgroundCPUSeconds)
        #expect(Self.contents(folder) == ["out.gif"])
    }
}

@Suite struct FrameStageTests {
    struct Failure: Error, Equatable { let index: Int }

    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [Double] = []
        func add(_ x: Double) { lock.lock(); items.append(x); lock.unlock() }
        var values: [Double] { lock.lock(); defer { lock.unlock() }; return items }
    }

    @Test func framesReachTheWorkInOrder() throws {
        let log = Log()
        let stage = FrameStage<Double>(capacity: 2, name: "test") { d in log.add(d) }
        for i in 0..<50 { try stage.submit(Double(i)) }
        try stage.finish()
        #expect(log.values == (0..<50).map(Double.init))
    }

    @Test func submitWaitsWhileTheQueueIsFull() throws {
        let gate = DispatchSemaphore(value: 0), started = DispatchSemaphore(value: 0)
        let stage = FrameStage<Double>(capacity: 2, name: "test") { _ in
            started.signal()
            gate.wait()
        }
        try stage.submit(0)  // taken by the thread
        started.wait()
        try stage.submit(1)  // queued
        try stage.submit(2)  // queued: the queue is full
        let fourth = Log(), done = DispatchSemaphore(value: 0)
        Thread {
            try? stage.submit(3)
            fourth.add(1)
            done.signal()
        }.start()
        Thread.sleep(forTimeInterval: 0.1)
        #expect(fourth.values.isEmpty)
        gate.signal()  // frame 0 done: frame 1 is taken, a slot frees
        done.wait()
        #expect(fourth.values == [1])
        for _ in 0..<3 { gate.signal() }
        try stage.finish()
    }

    @Test func aWorkErrorReachesAWaitingSubmitAndFinish() throws {
        let gate = DispatchSemaphore(value: 0)
        let stage = FrameStage<Double>(capacity: 1, name: "test") { d in
            gate.wait()
            if d == 1 { throw Failure(index: 1) }
        }
        try stage.submit(0)
        // The producer keeps submitting while the work fails: no submit waits for ever.
        let outcome = Log(), done = DispatchSemaphore(value: 0)
        Thread {
            do {
                for i in 1..<100 { try stage.submit(Double(i)) }
            } catch let error as Failure {
                outcome.add(Double(error.index))
            } catch {
                outcome.add(-1)
            }
            done.signal()
        }.start()
        gate.signal(); gate.signal()
        done.wait()
        #expect(outcome.values == [1])
        #expect(throws: Failure(index: 1)) { try stage.finish() }
    }

    @Test func abandonDropsQueuedFramesAndWaitsForTheOneInProgress() throws {
        let gate = DispatchSemaphore(value: 0), started = DispatchSemaphore(value: 0)
        let log = Log()
        let stage = FrameStage<Double>(capacity: 3, name: "test") { d in
            started.signal()
            gate.wait()
            log.add(d)
        }
        for i in 0..<4 { try stage.submit(Double(i)) }
        started.wait()
        Thread {
            Thread.sleep(forTimeInterval: 0.05)
            gate.signal()
        }.start()
        stage.abandon()
        #expect(log.values == [0])  // the frame in progress finished; the queued ones never ran
        #expect(throws: CancellationError.self) { try stage.submit(9) }
    }
}
