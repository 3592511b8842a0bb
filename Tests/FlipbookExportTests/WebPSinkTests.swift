import Foundation
import Testing
import FlipbookAnimation
import FlipbookCodecs
import FlipbookRaster
@testable import FlipbookExport

@Suite struct WebPSinkTests {
    func render(jobs: Int, hold: Double = 1) throws -> (bytes: [UInt8], sink: WebPSink) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(UUID().uuidString).webp").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sink = try WebPSink(path: path, width: 16, height: 8, options: WebPOptions(lossless: true))
        try RenderLoop(jobs: jobs, rasterize: slowRasterizer)
            .run(ColourClip(duration: 0.5), times: FrameTimes(duration: 0.5, fps: 10), hold: hold, into: sink)
        return (try AtomicFile.read(path), sink)
    }

    @Test func framesKeepTheirDurationsAndTheHoldLengthensTheLast() throws {
        let (bytes, sink) = try render(jobs: 2)
        let webp = try AnimatedWebPDecoder.decode(bytes)
        #expect(webp.width == 16 && webp.height == 8 && webp.loopCount == 0)
        #expect(webp.frames.map(\.milliseconds) == [100, 100, 100, 100, 100, 1100])
        #expect(sink.summary?.durationMilliseconds == 1600)
    }

    @Test func bytesDoNotDependOnTheThreadCount() throws {
        let one = try render(jobs: 1).bytes
        for jobs in [2, 4] { #expect(try render(jobs: jobs).bytes == one) }
    }

    @Test func recordingWritesAWebPWithItsOptions() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(UUID().uuidString).webp").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var recording = Recording(of: ColourClip(duration: 0.3), hold: 0.5)
        recording.rasterize = slowRasterizer
        recording.webp = WebPOptions(lossless: true, plays: 2)
        try recording.write(webp: path)
        let webp = try AnimatedWebPDecoder.read(path: path)
        #expect(webp.loopCount == 2 && webp.frames.map(\.milliseconds) == [100, 100, 100, 600])
    }
}
