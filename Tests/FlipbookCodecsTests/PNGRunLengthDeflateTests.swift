import Foundation
import FlipbookCodecs
import FlipbookRaster
import Testing
import FlipbookTestSupport

/// `PNGEncoding.Compressor.runLengthDeflate`, Flipbook's own deflate: every picture it writes
/// decodes (through libpng and zlib's inflate, which checks the Adler-32) to exactly the pixels it
/// was given, whatever the filter, size, run lengths and block boundaries; it is deterministic;
/// and it stays about as small as zlib's `Z_RLE`.
@Suite struct PNGRunLengthDeflateTests {
    static let filters: [PNGEncoding.RowFilter] = [.adaptive, .none, .sub, .up, .paeth]

    static func settings(_ filter: PNGEncoding.RowFilter, rgb: Bool) -> PNGEncoding {
        PNGEncoding(filter: filter, compressor: .runLengthDeflate, opaqueAsRGB: rgb)
    }


    /// Valid premultiplied noise: opaque, or with random alpha and channels at most alpha.
    static func noise(width: Int, height: Int, opaque: Bool, seed: UInt64 = 1) -> Bitmap {
        var random = SeededRandom(seed: seed)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let a = opaque ? 255 : random.byte()
            for c in 0..<3 { bytes[i + c] = a == 0 ? 0 : UInt8(Int(random.byte()) % (Int(a) + 1)) }
            bytes[i + 3] = a
        }
        return Bitmap(width: width, height: height, bytes: bytes)
    }

    static func gradients(width: Int, height: Int) -> Bitmap {
        var b = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                b[x, y] = Pixel(r: UInt8(x * 255 / max(1, width - 1)), g: UInt8(y * 255 / max(1, height - 1)),
                                b: UInt8((x + y) % 256), a: 255)
            }
        }
        return b
    }

    static func colorType(_ png: [UInt8]) -> UInt8 { png[25] }

    func expectRoundTrip(_ bitmap: Bitmap, _ label: String) throws {
        for filter in PNGRunLengthDeflateTests.filters {
            for rgb in [false, true] {
                let settings = PNGRunLengthDeflateTests.settings(filter, rgb: rgb)
                let png = try PNG.encode(bitmap, settings: settings)
                #expect(try PNG.decode(png) == bitmap, "\(label) \(filter) rgb \(rgb)")
                #expect(try PNG.encode(bitmap, settings: settings) == png, "\(label): not deterministic")
            }
        }
    }

    @Test func noiseFlatColourAndGradientsRoundTripExactly() throws {
        try expectRoundTrip(PNGRunLengthDeflateTests.noise(width: 97, height: 61, opaque: true), "opaque noise")
        try expectRoundTrip(PNGRunLengthDeflateTests.noise(width: 97, height: 61, opaque: false), "translucent noise")
        try expectRoundTrip(Bitmap(width: 300, height: 200, fill: Pixel(r: 20, g: 90, b: 200, a: 255)), "flat opaque")
        try expectRoundTrip(Bitmap(width: 300, height: 200, fill: .clear), "flat clear")
        try expectRoundTrip(PNGRunLengthDeflateTests.gradients(width: 256, height: 180), "gradients")
        try expectRoundTrip(PNGEncodingTests.interface(width: 400, height: 300), "interface")
        try expectRoundTrip(gradientBitmap(width: 123, height: 77), "every premultiplied value")
    }

    @Test func photographAssetRoundTripsExactly() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        for name in ["taylor.png", "BackgroundPaws.png"] {
            let photo = try PNG.read(path: root + "/assets/" + name)
            let png = try PNG.encode(photo, settings: .fast)
            #expect(try PNG.decode(png) == photo, "\(name)")
        }
    }

    @Test func oneByOneVeryWideAndVeryTallImagesRoundTrip() throws {
        try expectRoundTrip(Bitmap(width: 1, height: 1, fill: Pixel(r: 1, g: 2, b: 3, a: 255)), "1×1 opaque")
        try expectRoundTrip(Bitmap(width: 1, height: 1, fill: Pixel(r: 1, g: 2, b: 3, a: 9)), "1×1 translucent")
        // 12 000 RGBA pixels make a row of 48 001 bytes: one row back is past deflate's
        // 32 768-byte window, so only the byte and pixel distances are used.
        try expectRoundTrip(PNGRunLengthDeflateTests.gradients(width: 12_000, height: 3), "very wide")
        try expectRoundTrip(PNGRunLengthDeflateTests.noise(width: 12_000, height: 2, opaque: false), "very wide noise")
        try expectRoundTrip(PNGRunLengthDeflateTests.gradients(width: 1, height: 16_000), "very tall")
        try expectRoundTrip(PNGRunLengthDeflateTests.noise(width: 2, height: 9_000, opaque: true), "very tall noise")
    }

    /// Grey opaque rows with no filter are runs of one byte value 3 × width long (plus the filter
    /// byte 0, which joins a run of black): widths 84…88 give runs of 252…264 bytes, across the
    /// longest match deflate codes (258) and one past it.
    @Test func runsAroundTheLongestMatchRoundTrip() throws {
        for width in 84...88 {
            for grey: UInt8 in [0, 7, 255] {
                for height in [1, 2, 5] {
                    var b = Bitmap(width: width, height: height, fill: Pixel(r: grey, g: grey, b: grey, a: 255))
                    if height == 5 { b[width / 2, 2] = Pixel(r: 1, g: 2, b: 3, a: 255) }
                    try expectRoundTrip(b, "grey \(grey) \(width)×\(height)")
                }
            }
        }
    }

    /// Noise stripes between flat stripes: blocks of 32 767 symbols end inside runs and inside
    /// noise, and stored blocks (noise) follow Huffman-coded ones (flat areas).
    @Test func blockBoundariesBetweenStoredAndCodedBlocksRoundTrip() throws {
        var b = Bitmap(width: 311, height: 240, fill: Pixel(r: 240, g: 240, b: 245, a: 255))
        let noise = PNGRunLengthDeflateTests.noise(width: 311, height: 240, opaque: true, seed: 7)
        for y in 0..<240 where (y / 40) % 2 == 1 {
            for x in 0..<311 { b[x, y] = noise[x, y] }
        }
        try expectRoundTrip(b, "stripes")
        try expectRoundTrip(PNGRunLengthDeflateTests.noise(width: 400, height: 300, opaque: true, seed: 3), "many blocks of noise")
    }

    /// Byte values with Fibonacci counts, shuffled: an unlimited Huffman code would be about 25
    /// bits deep, so the 15-bit limit has to reshape it (and the code-length code's 7-bit one).
    @Test func skewedByteFrequenciesNeedLengthLimitedCodesAndRoundTrip() throws {
        var counts = [1, 1]
        while counts.count < 25 { counts.append(counts[counts.count - 1] + counts[counts.count - 2]) }
        var bytes = counts.enumerated().flatMap { [UInt8](repeating: UInt8($0.offset * 9), count: $0.element) }
        var random = SeededRandom(seed: 11)
        for i in stride(from: bytes.count - 1, to: 0, by: -1) {
            let j = (Int(random.byte()) << 16 | Int(random.byte()) << 8 | Int(random.byte())) % (i + 1)
            bytes.swapAt(i, j)
        }
        let width = 256, height = bytes.count / (3 * width)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for p in 0..<(width * height) {
            for c in 0..<3 { pixels[4 * p + c] = bytes[3 * p + c] }
        }
        try expectRoundTrip(Bitmap(width: width, height: height, bytes: pixels), "Fibonacci counts")
    }

    @Test func opaqueBitmapsAreWrittenAsRGBOnlyWhenAsked() throws {
        let opaque = PNGEncodingTests.interface(width: 60, height: 40).opaqued()
        let translucent = PNGEncodingTests.interface(width: 60, height: 40)
        for compressor in [PNGEncoding.Compressor.zlib, .runLengthDeflate] {
            let rgb = PNGEncoding(level: 1, filter: .up, compressor: compressor, opaqueAsRGB: true)
            let rgba = PNGEncoding(level: 1, filter: .up, compressor: compressor, opaqueAsRGB: false)
            #expect(PNGRunLengthDeflateTests.colorType(try PNG.encode(opaque, settings: rgb)) == 2)
            #expect(PNGRunLengthDeflateTests.colorType(try PNG.encode(opaque, settings: rgba)) == 6)
            #expect(PNGRunLengthDeflateTests.colorType(try PNG.encode(translucent, settings: rgb)) == 6)
            #expect(try PNG.decode(PNG.encode(opaque, settings: rgb)) == opaque)
            #expect(try PNG.decode(PNG.encode(translucent, settings: rgb)) == translucent)
        }
        #expect(PNGRunLengthDeflateTests.colorType(try PNG.encode(opaque)) == 6, "stills stay RGBA")
    }

    /// A wrong Adler-32 at the end of the zlib stream is refused, so the round trips above really
    /// check the checksum this encoder computes.
    @Test func aCorruptedChecksumIsRefused() throws {
        var png = try PNG.encode(PNGEncodingTests.interface(), settings: .fast)
        func length(at offset: Int) -> Int {
            Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
        }
        var offset = 8, lastIDAT = 0
        while offset < png.count {
            if png[(offset + 4)..<(offset + 8)].elementsEqual("IDAT".utf8) { lastIDAT = offset }
            offset += 12 + length(at: offset)
        }
        let n = length(at: lastIDAT), end = lastIDAT + 8 + n
        png[end - 1] ^= 0x01  // the Adler-32's last byte ends the zlib stream
        // A correct chunk CRC, so that it is the zlib checksum that fails.
        let crc = PNGRunLengthDeflateTests.crc32(png[(lastIDAT + 4)..<end])
        for k in 0..<4 { png[end + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
        #expect(throws: CodecError.self) { try PNG.decode(png) }
        png[end - 1] ^= 0x01
        let fixed = PNGRunLengthDeflateTests.crc32(png[(lastIDAT + 4)..<end])
        for k in 0..<4 { png[end + k] = UInt8(truncatingIfNeeded: fixed >> (24 - 8 * k)) }
        #expect(try PNG.decode(png) == PNGEncodingTests.interface())
    }

    /// The bytes are pinned: the same on every machine and build (with SSE2 or without), and a
    /// change to the encoder that changes them has to be deliberate.
    @Test func fastOutputOfAnInterfacePictureIsPinned() throws {
        let png = try PNG.encode(PNGEncodingTests.interface(width: 400, height: 300).opaqued(), settings: .fast)
        #expect(png.count == 1651)
        #expect(PNGRunLengthDeflateTests.crc32(png[...]) == 2_374_021_517)
    }

    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// On interface pictures and a photograph the run-length deflate is within a few percent of
    /// zlib's level 1 `Z_RLE` with the same filter, and noise is stored (at most 1 % over raw).
    @Test func sizeStaysCloseToZlibRunLength() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let pictures = [PNGEncodingTests.interface(width: 400, height: 300).opaqued(),
                        try PNG.read(path: root + "/assets/taylor.png")]
        for picture in pictures {
            let ours = try PNG.encode(picture, settings: .fast).count
            let zlib = try PNG.encode(picture, settings: PNGEncoding(level: 1, filter: .up, strategy: .runLength,
                                                                     opaqueAsRGB: true)).count
            #expect(Double(ours) <= 1.05 * Double(zlib), "\(ours) against zlib's \(zlib)")
        }
        let noise = PNGRunLengthDeflateTests.noise(width: 400, height: 300, opaque: true)
        let raw = 300 * (1 + 400 * 3)
        let stored = try PNG.encode(noise, settings: .fast).count
        #expect(stored > raw && stored < raw + raw / 100 + 100, "\(stored) bytes for \(raw) raw")
    }
}

extension Bitmap {
    /// The same picture with every alpha 255 (colour kept as stored).
    func opaqued() -> Bitmap {
        var copy = self
        for i in stride(from: 3, to: copy.bytes.count, by: 4) { copy.bytes[i] = 255 }
        return copy
    }
}
