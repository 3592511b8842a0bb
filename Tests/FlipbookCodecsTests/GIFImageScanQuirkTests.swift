import FlipbookRaster
import Testing
@testable import FlipbookCodecs

/// The pre-decode walk over image descriptors reads a GIF the way giflib does, quirks included,
/// on the smallest hostile files (the fuzz harness's finds).
@Suite struct GIFImageScanQuirkTests {
    /// A GIF89a with an 8 × 8 screen, a 2-colour global palette and one image descriptor per
    /// entry of `images` (left, top, width, height), each followed by the LZW stream `data`
    /// (default: one pixel of index 0, too short for any image but never read when a limit fails).
    /// `before` goes between the palette and the first image.
    private func gif(_ images: [(Int, Int, Int, Int)], data: [UInt8] = [2, 2, 0x4C, 0x01, 0],
                     before: [UInt8] = []) -> [UInt8] {
        func le(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
        var bytes = Array("GIF89a".utf8) + le(8) + le(8) + [0x80, 0, 0] + [0, 0, 0, 255, 255, 255] + before
        for (x, y, w, h) in images {
            bytes += [0x2C] + le(x) + le(y) + le(w) + le(h) + [0]
            bytes += data
        }
        return bytes + [0x3B]
    }

    /// The memory bomb in its smallest form: 35 bytes that made giflib allocate 2 GiB for one
    /// 65535 × 32767 image on an 8 × 8 screen. Both entry points refuse it before decoding.
    @Test func thirtyFiveByteBombIsRejectedBeforeAllocating() {
        let bomb = gif([(0, 0, 65535, 32767)])
        #expect(bomb.count == 35)
        let expected = GIFError.tooLarge("frame 0 declares 65535×32767 pixels, more than the 8×8 screen it is drawn on")
        #expect(throws: expected) { try GIFDecoder.decode(bomb) }
        #expect(throws: expected) { try GIFDecoder.describe(bomb) }
        #expect(expected.description.contains("raise the decoder limits"))
    }

    /// The fuzzer's find (`Fuzz/Regressions/gif/oom-after-empty-extension.gif`): after an
    /// extension whose first sub-block is empty, giflib reads one more sub-block. A walk that
    /// stopped at the empty block lost its place and missed the 65535 × 28415 image giflib then
    /// allocated (1.8 GB). Here the extra block is empty too, and the huge image follows it.
    @Test func imageAfterAnEmptyExtensionIsCheckedWhereGiflibReadsIt() {
        let bytes = gif([(0, 0, 65535, 28415)], before: [0x21, 0xFE, 0x00, 0x00])
        let expected = GIFError.tooLarge("frame 0 declares 65535×28415 pixels, more than the 8×8 screen it is drawn on")
        #expect(throws: expected) { try GIFDecoder.describe(bytes) }
        #expect(throws: expected) { try GIFDecoder.decode(bytes) }
    }

    /// giflib refuses an image without pixels but gives no error code; the message says why.
    @Test(arguments: [(0, 4), (4, 0)])
    func imageWithoutPixelsIsCorrupt(width: Int, height: Int) {
        let expected = GIFError.corrupt("frame 0 declares \(width)×\(height) pixels; an image needs at least one")
        #expect(throws: expected) { try GIFDecoder.decode(gif([(0, 0, width, height)])) }
        #expect(throws: expected) { try GIFDecoder.describe(gif([(0, 0, width, height)])) }
    }

    /// An image within the limits that overhangs the screen still decodes, clipped to it.
    @Test func overhangingImageWithinTheLimitsStillDecodes() throws {
        // 64 pixels of index 1 (white), 3-bit codes with a clear code every two pixels.
        let run: [UInt8] = [76, 152, 48, 97, 194, 132, 9, 19, 38]
        let white64: [UInt8] = [2, 37] + run + Array(repeating: run, count: 3).flatMap { $0 } + [5, 0]
        let overhang = gif([(4, 4, 8, 8)], data: white64)
        let structure = try GIFDecoder.describe(overhang)
        #expect(structure.frames.map { [$0.x, $0.y, $0.width, $0.height] } == [[4, 4, 8, 8]])
        let decoded = try GIFDecoder.decode(overhang)
        #expect(decoded.frames.count == 1 && decoded.width == 8 && decoded.height == 8)
        // The visible quarter is white, the rest of the screen stays transparent.
        let bitmap = decoded.frames[0].bitmap
        #expect(bitmap[4, 4] == Pixel(r: 255, g: 255, b: 255, a: 255) && bitmap[7, 7] == bitmap[4, 4])
        #expect(bitmap[3, 4] == Pixel(r: 0, g: 0, b: 0, a: 0) && bitmap[4, 3] == bitmap[3, 4])
    }
}
