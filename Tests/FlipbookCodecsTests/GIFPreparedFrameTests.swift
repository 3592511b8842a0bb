import Foundation
import Testing
import FlipbookRaster
@testable import FlipbookCodecs

/// Frames converted ahead by an encoder's `GIFFrameConverter` (on another thread, as the GIF sink
/// does) encode to the same bytes as the frames themselves.
@Suite struct GIFPreparedFrameTests {
    /// A gradient with semi-transparent and transparent pixels, so the threshold and matte count.
    static func frame(_ phase: Int) -> Bitmap {
        var b = GIFFixtures.gradient(phase: phase)
        for x in 0..<b.width {
            b[x, 3] = Pixel(r: 40, g: 20, b: 10, a: 100)
            b[x, 5] = Pixel(r: 0, g: 0, b: 0, a: 0)
        }
        return b
    }

    @Test func preparedFramesEncodeToTheSameBytes() throws {
        let options = GIFOptions(alphaThreshold: 0.3, matte: Color(red: 0.2, green: 0.4, blue: 0.6))
        let frames = (0..<8).map { Self.frame($0 * 2) } + [Self.frame(14)]
        let reference = try GIFFixtures.encode(frames, options: options).bytes
        let path = GIFFixtures.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let encoder = try GIFEncoder(path: path, width: 48, height: 32, options: options)
        let converter = encoder.converter
        // Prepared side by side on other threads, added in order.
        var prepared = [GIFPreparedFrame?](repeating: nil, count: frames.count)
        prepared.withUnsafeMutableBufferPointer { out in
            let out = GIFUncheckedSendable(out)
            DispatchQueue.concurrentPerform(iterations: frames.count) { k in out.value[k] = converter.prepare(frames[k]) }
        }
        for p in prepared { try encoder.addFrame(p!, duration: 0.04) }
        _ = try encoder.finish()
        #expect(try AtomicFile.read(path) == reference)
    }

    @Test func aFramePreparedForOtherOptionsIsRefused() throws {
        let path = GIFFixtures.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let encoder = try GIFEncoder(path: path, width: 48, height: 32)
        let other = try GIFEncoder(
            path: GIFFixtures.temporaryPath(), width: 48, height: 32,
            options: GIFOptions(matte: .black))
        try encoder.addFrame(encoder.converter.prepare(Self.frame(0)), duration: 0.04)
        let error = #expect(throws: GIFError.self) {
            try encoder.addFrame(other.converter.prepare(Self.frame(1)), duration: 0.04)
        }
        guard case .invalidOptions = error else {
            Issue.record("expected invalidOptions, got \(String(describing: error))")
            return
        }
        #expect(throws: GIFError.encoderClosed) { try encoder.finish() }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aPreparedFrameOfAnotherSizeIsRefusedWithItsSize() throws {
        let path = GIFFixtures.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let encoder = try GIFEncoder(path: path, width: 48, height: 32)
        #expect(throws: GIFError.frameSizeMismatch(frame: 0, width: 16, height: 8, expectedWidth: 48, expectedHeight: 32)) {
            try encoder.addFrame(encoder.converter.prepare(Bitmap(width: 16, height: 8)), duration: 0.04)
        }
    }
}
