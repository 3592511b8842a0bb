import Foundation
import Testing
import FlipbookGeometry
import FlipbookRaster
@testable import FlipbookExport

/// A clip that moves for a while, then rests: its background's red steps in the first
/// `moving` frames and stays put after them.
final class RestingClip: Clip {
    let fps: Double = 10
    let duration: Double
    let moving: Int
    let pixelWidth = 12, pixelHeight = 6

    init(duration: Double, moving: Int) {
        self.duration = duration
        self.moving = moving
    }

    func renderTree(at time: Double) throws -> RenderTree {
        let frame = min(Int((time * fps).rounded()), moving - 1)
        return RenderTree(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: 1,
                          background: Color(red: Double(frame) / 10, green: 0.25, blue: 1))
    }
}

/// Counts the trees it rasterizes (from any thread).
final class CountingRasterizer: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var calls: Int { lock.lock(); defer { lock.unlock() }; return count }

    var rasterize: @Sendable (RenderTree) -> Bitmap {
        { [self] tree in
            lock.lock(); count += 1; lock.unlock()
            return Bitmap(width: tree.pixelWidth, height: tree.pixelHeight, fill: tree.background.premultiplied8)
        }
    }
}

@Suite struct FrameReuseTests {
    @Test(arguments: [1, 2, 3])
    func aTreeEqualToThePreviousOneIsRasterizedOnce(jobs: Int) throws {
        // 21 frames (0 … 2 s at 10 fps); frames 4 … 20 repeat frame 3.
        let clip = RestingClip(duration: 2, moving: 4)
        let counter = CountingRasterizer()
        let sink = RecordingSink()
        let stats = try RenderLoop(jobs: jobs, rasterize: counter.rasterize)
            .run(clip, times: FrameTimes(start: 0, duration: 2, fps: clip.fps), into: sink)
        #expect(counter.calls == 4)
        #expect(stats.reusedFrames == 17)
        #expect(sink.frames.count == 21)
        #expect(sink.indices == Array(0..<21))
        let expected = try FrameTimes(start: 0, duration: 2, fps: clip.fps).map { t in
            counter.rasterize(try clip.renderTree(at: t))
        }
        #expect(sink.frames == expected)
    }

    @Test func aSliceStartsFromItsOwnFirstTree() throws {
        // Frames 10 … 14 all repeat frame 3, which the slice does not render: its first frame
        // is rasterized, the next four reuse it.
        let clip = RestingClip(duration: 2, moving: 4)
        let counter = CountingRasterizer()
        let sink = RecordingSink()
        let stats = try RenderLoop(jobs: 2, rasterize: counter.rasterize)
            .run(clip, times: FrameTimes(start: 0, duration: 2, fps: clip.fps), frames: 10..<15, into: sink)
        #expect(counter.calls == 1)
        #expect(stats.reusedFrames == 4)
        #expect(sink.indices == Array(10..<15))
        #expect(Set(sink.frames).count == 1)
    }

    @Test func finishWallTimeIsPartOfTheRender() throws {
        let clip = RestingClip(duration: 0.5, moving: 6)
        let sink = SlowFinishSink(pause: 0.05)
        let stats = try RenderLoop(jobs: 2, rasterize: CountingRasterizer().rasterize)
            .run(clip, times: FrameTimes(start: 0, duration: 0.5, fps: clip.fps), into: sink)
        #expect(stats.finishWallSeconds >= 0.05)
        #expect(stats.wallSeconds >= stats.finishWallSeconds)
    }
}
