import Foundation
import Testing
import FlipbookAnimation
import FlipbookCodecs
import FlipbookRaster
@testable import FlipbookExport

@Suite struct GIFSinkTests {
    @Test func framesKeepTheirDurationsAndTheHoldLengthensTheLast() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(UUID().uuidString).gif").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sink = try GIFSink(path: path, width: 16, height: 8)
        // 10 fps for 0.5 s: 6 frames, the last held 1 s more.
        try RenderLoop(jobs: 2, rasterize: slowRasterizer)
            .run(ColourClip(duration: 0.5), times: FrameTimes(duration: 0.5, fps: 10), hold: 1, into: sink)
        let gif = try GIFDecoder.decode(AtomicFile.read(path))
        #expect(gif.width == 16 && gif.height == 8 && gif.loop == .forever)
        #expect(gif.frames.map(\.delayCentiseconds) == [10, 10, 10, 10, 10, 110])
        #expect(sink.summary?.durationCentiseconds == 160)
    }
}
