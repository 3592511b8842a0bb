import Foundation
import Testing
import FlipbookRaster
@testable import FlipbookCodecs

@Suite struct GIFErrorTests {
    private func validGIF() throws -> [UInt8] {
        try GIFFixtures.encode([GIFFixtures.gradient(), GIFFixtures.gradient(phase: 9)]).bytes
    }

    @Test func truncatedFileIsRejectedAsTruncated() throws {
        let bytes = try validGIF()
        for cut in [bytes.count / 2, bytes.count - 2, 20] {
            #expect { try GIFDecoder.decode(Array(bytes[0..<cut])) } throws: { error in
                guard case .truncated(let message) = error as? GIFError else { return false }
                return (error as! GIFError).description.contains("truncated") && !message.isEmpty
            }
        }
    }

    @Test func dataThatIsNotAGIFIsRejectedAsCorrupt() {
        #expect(throws: GIFError.self) { try GIFDecoder.decode(Array("PNG is not a GIF at all".utf8)) }
        #expect { try GIFDecoder.decode([]) } throws: { ($0 as? GIFError).map { if case .corrupt = $0 { true } else { false } } ?? false }
    }

    @Test func corruptImageDataIsRejected() throws {
        let valid = try validGIF()
        // Keep the header, screen descriptor and global palette; what follows is no known record.
        let paletteBytes = valid[10] & 0x80 != 0 ? 3 << (Int(valid[10] & 7) + 1) : 0
        let bytes = Array(valid[0..<(13 + paletteBytes)]) + [UInt8](repeating: 0x55, count: 64)
        #expect { try GIFDecoder.decode(bytes) } throws: {
            ($0 as? GIFError).map { if case .corrupt = $0 { true } else { false } } ?? false
        }
    }

    @Test func oversizedScreenIsRejectedByTheLimits() throws {
        #expect { try GIFDecoder.decode(try validGIF(), limits: GIFDecodeLimits(maxPixels: 100)) } throws: {
            ($0 as? GIFError).map { if case .tooLarge = $0 { true } else { false } } ?? false
        }
    }

    @Test func failedEncodeLeavesNoFile() throws {
        let path = GIFFixtures.temporaryPath()
        let encoder = try GIFEncoder(path: path, width: 8, height: 8, options: GIFOptions(palette: .local))
        try encoder.addFrame(Bitmap(width: 8, height: 8, fill: Pixel(r: 1, g: 2, b: 3, a: 255)), duration: 0.1)
        #expect(throws: GIFError.frameSizeMismatch(frame: 1, width: 9, height: 8, expectedWidth: 8, expectedHeight: 8)) {
            try encoder.addFrame(Bitmap(width: 9, height: 8), duration: 0.1)
        }
        #expect(throws: GIFError.encoderClosed) { try encoder.finish() }
        let folder = (path as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    /// giflib writes on a background queue; an encoder dropped (or failing) while a frame is still
    /// being written must neither deadlock nor crash when the writer goes away on that queue, and
    /// must leave no file behind.
    @Test func encoderDroppedWhileWritingLeavesNoFileAndDoesNotHang() throws {
        let big = GIFFixtures.gradient(width: 400, height: 300)
        let other = GIFFixtures.gradient(width: 400, height: 300, phase: 7)
        for round in 0..<8 {
            let path = GIFFixtures.temporaryPath("dropped-\(round).gif")
            do {
                let encoder = try GIFEncoder(path: path, width: 400, height: 300, options: GIFOptions(palette: .local))
                for i in 0..<3 { try encoder.addFrame(i % 2 == 0 ? big : other, duration: 0.04) }
                if round % 2 == 1 {
                    #expect(throws: GIFError.self) { try encoder.addFrame(Bitmap(width: 1, height: 1), duration: 0.04) }
                }
            }
            let folder = (path as NSString).deletingLastPathComponent
            // The last queued write may still be finishing; the writer removes its file when it goes.
            var left = try FileManager.default.contentsOfDirectory(atPath: folder)
            for _ in 0..<200 where !left.isEmpty {
                usleep(10_000)
                left = try FileManager.default.contentsOfDirectory(atPath: folder)
            }
            #expect(left.isEmpty, "round \(round): \(left)")
        }
    }

    @Test func invalidOptionsAndInputsAreReported() throws {
        #expect(throws: GIFError.self) { try GIFEncoder(path: GIFFixtures.temporaryPath(), width: 4, height: 4, options: GIFOptions(colors: 1)) }
        let encoder = try GIFEncoder(path: GIFFixtures.temporaryPath(), width: 4, height: 4)
        #expect(throws: GIFError.invalidDuration(frame: 0, seconds: 0)) { try encoder.addFrame(Bitmap(width: 4, height: 4), duration: 0) }
        let empty = try GIFEncoder(path: GIFFixtures.temporaryPath(), width: 4, height: 4)
        #expect(throws: GIFError.noFrames) { try empty.finish() }
    }
}
