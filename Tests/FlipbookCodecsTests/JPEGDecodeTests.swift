import Foundation
import FlipbookCodecs
import FlipbookRaster
import Testing

/// Small JPEGs written for these tests (Pillow, quality 95, no chroma subsampling): 16 × 8 red
/// then blue, 8 × 8 grey 128, and the first one progressive.
enum JPEGFixtures {
    static let redBlue = bytes(
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsI"
            + "CQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoK"
            + "CgoKCgoKCgoKCgoKCgr/wAARCAAIABADAREAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAA"
            + "AgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6"
            + "Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXG"
            + "x8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREA"
            + "AgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5"
            + "OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPE"
            + "xcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD4vr+Uz/fw+Q6/6qD/AJrz/9k=")
    static let grey = bytes(
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsI"
            + "CQoKCgoKBggLDAsKDAkKCgr/wAALCAAIAAgBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgED"
            + "AwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RF"
            + "RkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJ"
            + "ytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/ACv/2Q==")
    static let progressive = bytes(
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsI"
            + "CQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoK"
            + "CgoKCgoKCgoKCgoKCgr/wgARCAAIABADAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAB//EABYBAQEBAAAAAAAAAAAA"
            + "AAAAAAkHCP/aAAwDAQACEAMQAAABF5Tv4hVQ1//EABQQAQAAAAAAAAAAAAAAAAAAABD/2gAIAQEAAQUCP//EABQRAQAAAAAA"
            + "AAAAAAAAAAAAABD/2gAIAQMBAT8BP//EABQRAQAAAAAAAAAAAAAAAAAAABD/2gAIAQIBAT8BP//EABQQAQAAAAAAAAAAAAAA"
            + "AAAAABD/2gAIAQEABj8CP//EABQQAQAAAAAAAAAAAAAAAAAAABD/2gAIAQEAAT8hP//aAAwDAQACAAMAAAAQA//EABQRAQAA"
            + "AAAAAAAAAAAAAAAAABD/2gAIAQMBAT8QP//EABQRAQAAAAAAAAAAAAAAAAAAABD/2gAIAQIBAT8QP//EABQQAQAAAAAAAAAA"
            + "AAAAAAAAABD/2gAIAQEAAT8QP//Z")

    static func bytes(_ base64: String) -> [UInt8] { [UInt8](Data(base64Encoded: base64)!) }
}

@Suite struct JPEGDecodeTests {
    @Test(arguments: [("baseline", JPEGFixtures.redBlue), ("progressive", JPEGFixtures.progressive)])
    func decodesColourToOpaqueRGBA(name: String, bytes: [UInt8]) throws {
        let bitmap = try JPEG.decode(bytes)
        #expect(bitmap.width == 16 && bitmap.height == 8)
        // JPEG is lossy: libjpeg-turbo gives 254 for the saturated channels of these files.
        #expect(bitmap[2, 2] == Pixel(r: 254, g: 0, b: 0, a: 255))
        #expect(bitmap[13, 5] == Pixel(r: 0, g: 0, b: 254, a: 255))
    }

    @Test func decodesGreyscaleToEqualChannels() throws {
        let bitmap = try JPEG.decode(JPEGFixtures.grey)
        #expect(bitmap.width == 8 && bitmap.height == 8)
        #expect(bitmap[3, 3] == Pixel(r: 128, g: 128, b: 128, a: 255))
    }

    @Test func recognisesTheStartOfImageMarker() {
        #expect(JPEG.isJPEG(JPEGFixtures.redBlue))
        #expect(!JPEG.isJPEG([0x89, 0x50, 0x4E, 0x47]))
    }

    // MARK: Hostile input: every case is an error, never a crash or an exit.

    @Test func emptyDataIsTruncated() {
        #expect(throws: CodecError.truncated()) { try JPEG.decode([]) }
    }

    @Test(arguments: [2, 100, 300, 620])
    func dataCutShortIsAnError(length: Int) {
        let cut = Array(JPEGFixtures.redBlue.prefix(length))
        #expect(throws: CodecError.self) { try JPEG.decode(cut) }
    }

    @Test func aSizeOverTheLimitsIsRefusedBeforeDecoding() {
        var bytes = JPEGFixtures.redBlue
        // SOF0 at 158: FF C0, length, precision, then height and width (big-endian).
        #expect(bytes[158] == 0xFF && bytes[159] == 0xC0)
        // 20 000 × 20 000: over Flipbook's 16 384 a side, under libjpeg's own 65 500.
        bytes[163] = 0x4E; bytes[164] = 0x20; bytes[165] = 0x4E; bytes[166] = 0x20
        #expect(throws: CodecError.tooLarge(width: 20000, height: 20000, limits: .default)) { try JPEG.decode(bytes) }
    }

    @Test func aZeroSizeIsRefused() {
        var bytes = JPEGFixtures.redBlue
        bytes[163] = 0; bytes[164] = 0
        #expect(throws: CodecError.self) { try JPEG.decode(bytes) }
    }

    @Test func garbageAfterTheMarkerIsCorrupt() {
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF] + (0..<64).map { UInt8(($0 * 37) & 0xFF) }
        do {
            _ = try JPEG.decode(bytes)
            Issue.record("decoded garbage")
        } catch let error as CodecError {
            switch error {
            case .corrupt(let detail, _): #expect(detail.hasPrefix("libjpeg: "))
            case .truncated: break
            default: Issue.record("unexpected \(error)")
            }
        } catch { Issue.record("unexpected \(error)") }
    }

    @Test func aPNGIsNotAJPEG() {
        #expect(throws: CodecError.self) { try JPEG.decode([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) }
    }

    @Test func readNamesTheFile() throws {
        let path = NSTemporaryDirectory() + "flipbook-jpeg-\(UUID().uuidString).jpg"
        try Data(JPEGFixtures.redBlue.prefix(300)).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: CodecError.self) { try JPEG.read(path: path) }
        do { _ = try JPEG.read(path: path) } catch { #expect("\(error)".contains(path)) }
    }
}
