import FlipbookCodecs
import FlipbookRaster
import Foundation
import Testing

/// The decoder's work is bounded by the image its header declares: the image data is inflated
/// no further than the declared size (one byte beyond it is an error), every chunk CRC and the
/// zlib stream's Adler-32 are verified, and extra data after the image is rejected (our choice:
/// PNG's image data is exactly the filtered scanlines, and accepting a longer stream would mean
/// inflating all of it to verify its checksum).
@Suite struct PNGStreamCheckTests {
    // MARK: Building PNGs by hand

    private func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    private func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    private func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return b << 16 | a
    }

    private func chunk(_ type: String, _ data: [UInt8], crc: UInt32? = nil) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc ?? crc32(body))
    }

    /// An RGBA8 PNG of `width` × `height` whose IDAT chunks hold `idat` (one chunk per element).
    private func png(width: UInt32 = 1, height: UInt32 = 1, idat: [[UInt8]], extra: [UInt8] = []) -> [UInt8] {
        let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + extra
            + idat.flatMap { chunk("IDAT", $0) } + chunk("IEND", [])
    }

    /// A zlib stream holding `data` in one stored block, with its Adler-32 (or `adler`).
    private func stored(_ data: [UInt8], adler: UInt32? = nil) -> [UInt8] {
        let n = UInt16(data.count)
        return [0x78, 0x01, 0x01, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8)] + data
            + bigEndian(adler ?? adler32(data))
    }

    /// A zlib stream of one fixed-Huffman block: a literal 0 and then `matches` copies of 258
    /// bytes at distance 1, so 13 bits expand to 258 zero bytes. The Adler-32 is a placeholder:
    /// a decoder that reaches it has already done the damage.
    private func bomb(matches: Int) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01], bits: UInt64 = 0, count = 0
        func put(_ value: UInt64, _ n: Int) {  // LSB first
            bits |= value << UInt64(count); count += n
            while count >= 8 { out.append(UInt8(bits & 0xFF)); bits >>= 8; count -= 8 }
        }
        func huffman(_ code: UInt64, _ n: Int) {  // MSB first
            for i in stride(from: n - 1, through: 0, by: -1) { put((code >> UInt64(i)) & 1, 1) }
        }
        put(1, 1); put(1, 2)            // final block, fixed Huffman
        huffman(0x30, 8)                // literal 0
        for _ in 0..<matches {
            huffman(0xC5, 8)            // length code 285: 258 bytes
            huffman(0, 5)               // distance code 0: distance 1
        }
        huffman(0, 7)                   // end of block
        if count > 0 { put(0, 8 - count) }
        return out + [0, 0, 0, 1]
    }

    /// One opaque red RGBA pixel as filtered data: filter byte 0 and R, G, B, A.
    private let redPixel: [UInt8] = [0, 255, 0, 0, 255]

    private func corruptDetail(_ bytes: [UInt8]) -> String? {
        do {
            _ = try PNG.decode(bytes)
            return nil
        } catch let CodecError.corrupt(detail, _) {
            return detail
        } catch {
            return "\(error)"
        }
    }

    // MARK: Tests

    @Test func aHandBuiltOnePixelPNGDecodes() throws {
        let bitmap = try PNG.decode(png(idat: [stored(redPixel)]))
        #expect(bitmap.width == 1 && bitmap.height == 1)
        #expect(bitmap.bytes == [255, 0, 0, 255])
    }

    /// The bomb: a 1×1 PNG whose data inflates to ~100 MB took seconds (libpng inflates
    /// the rest of the stream before warning). Now it ends one byte past the 5 declared.
    @Test func inflationBombEndsAtTheDeclaredSizeInMilliseconds() throws {
        let bytes = png(idat: [bomb(matches: 400_000)])
        #expect(bytes.count < 700_000)
        let start = Date()
        let detail = corruptDetail(bytes)
        let seconds = Date().timeIntervalSince(start)
        #expect(detail?.contains("holds more than the image the header declares") == true)
        #expect(seconds < 0.2)
    }

    /// Extra data after the image inside the zlib stream is rejected even when it is small.
    @Test func oneExtraByteOfImageDataIsRejected() {
        #expect(corruptDetail(png(idat: [stored(redPixel + [0])]))?.contains("holds more than") == true)
    }

    @Test func wrongAdler32IsRejected() {
        let detail = corruptDetail(png(idat: [stored(redPixel, adler: 0xDEAD_BEEF)]))
        #expect(detail?.contains("incorrect data check") == true)
    }

    @Test func streamEndingBeforeTheImageIsRejected() {
        let detail = corruptDetail(png(width: 2, idat: [stored(redPixel)]))
        #expect(detail?.contains("Not enough image data") == true)
    }

    /// An ancillary chunk's CRC was only a libpng warning (the chunk dropped); now it is an error.
    @Test func ancillaryChunkWithABadCRCIsRejected() {
        let text = chunk("tEXt", Array("Comment\0hi".utf8), crc: 0x1234_5678)
        let detail = corruptDetail(png(idat: [stored(redPixel)], extra: text))
        #expect(detail == "chunk tEXt: CRC error (the bytes were changed after writing)")
    }

    @Test func imageDataAfterTheEndOfTheStreamIsRejected() {
        #expect(corruptDetail(png(idat: [stored(redPixel), [1, 2, 3]]))?.contains("after the end of the compressed stream") == true)
        #expect(corruptDetail(png(idat: [stored(redPixel) + [9]]))?.contains("after the end of the compressed stream") == true)
    }

    /// Zero-length IDAT chunks after the stream carry nothing and are accepted (some encoders write them).
    @Test func emptyIDATChunksAfterTheStreamAreAccepted() throws {
        let bitmap = try PNG.decode(png(idat: [stored(redPixel), [], []]))
        #expect(bitmap.bytes == [255, 0, 0, 255])
    }

    /// The stream split over many IDAT chunks, one byte each, still decodes.
    @Test func aStreamSplitIntoOneByteChunksDecodes() throws {
        let bitmap = try PNG.decode(png(idat: stored(redPixel).map { [$0] }))
        #expect(bitmap.bytes == [255, 0, 0, 255])
    }

    @Test func missingIENDIsTruncated() {
        let whole = png(idat: [stored(redPixel)])
        #expect(throws: CodecError.truncated()) { try PNG.decode(Array(whole.dropLast(12))) }
    }
}
