import FlipbookAnimation
import FlipbookCodecs
import FlipbookRaster
import Foundation
import Testing

@testable import FlipbookExport

@Suite struct WebMSinkTests {
    func render(jobs: Int, hold: Double = 1) throws -> (bytes: [UInt8], sink: WebMSink) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(UUID().uuidString).webm").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sink = try WebMSink(path: path, width: 16, height: 8)
        try RenderLoop(jobs: jobs, rasterize: slowRasterizer)
            .run(ColourClip(duration: 0.5), times: FrameTimes(duration: 0.5, fps: 10), hold: hold, into: sink)
        return (try AtomicFile.read(path), sink)
    }

    @Test func framesKeepTheirDurationsAndTheHoldLengthensTheLast() throws {
        let (bytes, sink) = try render(jobs: 2)
        #expect(bytes.starts(with: [0x1A, 0x45, 0xDF, 0xA3]))
        #expect(sink.summary?.frameCount == 6 && sink.summary?.durationMilliseconds == 1600)
        #expect(sink.summary?.bytes == bytes.count)
    }

    @Test func bytesDoNotDependOnTheThreadCount() throws {
        let one = try render(jobs: 1).bytes
        for jobs in [2, 4] { #expect(try render(jobs: jobs).bytes == one) }
    }

    @Test func recordingWritesAWebM() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(UUID().uuidString).webm").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var recording = Recording(of: ColourClip(duration: 0.3), hold: 0.5)
        recording.rasterize = slowRasterizer
        recording.webm = WebMOptions(crf: 30)
        let statistics = try recording.write(webm: path)
        #expect(statistics.frames == 4)
        #expect(try AtomicFile.read(path).starts(with: [0x1A, 0x45, 0xDF, 0xA3]))
    }
}
