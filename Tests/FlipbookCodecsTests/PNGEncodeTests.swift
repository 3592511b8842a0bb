import FlipbookCodecs
import FlipbookRaster
import Foundation
import Testing

@Suite struct PNGEncodeTests {
    @Test func everyValidPremultipliedPixelRoundTripsExactly() throws {
        // All (p, a) pairs with p ≤ a: 256 rows of alpha, 256 columns of colour.
        var bitmap = Bitmap(width: 256, height: 256)
        for a in 0 ..< 256 {
            for p in 0 ..< 256 {
                let v = UInt8(min(p, a))
                bitmap[p, a] = Pixel(r: v, g: UInt8(min(255 - p, a)), b: v / 2, a: UInt8(a))
            }
        }
        #expect(try PNG.decode(PNG.encode(bitmap)) == bitmap)
    }

    @Test func invalidPremultipliedChannelsComeBackClampedToAlpha() throws {
        let bitmap = Bitmap(width: 1, height: 1, fill: Pixel(r: 200, g: 10, b: 0, a: 100))
        #expect(try PNG.decode(PNG.encode(bitmap))[0, 0] == Pixel(r: 100, g: 10, b: 0, a: 100))
    }

    @Test func encodingIsDeterministic() throws {
        let bitmap = gradientBitmap(width: 40, height: 30)
        #expect(try PNG.encode(bitmap) == PNG.encode(bitmap))
    }

    @Test func outputIsAlwaysEightBitRGBAWithoutTimeOrTextChunks() throws {
        let bytes = try PNG.encode(Bitmap(width: 3, height: 2, fill: Pixel(r: 1, g: 2, b: 3, a: 255)))
        #expect(bytes[24] == 8 && bytes[25] == 6)  // IHDR bit depth 8, colour type 6 (RGBA)
        let text = String(decoding: bytes, as: UTF8.self)
        for chunk in ["tIME", "tEXt", "zTXt", "iTXt", "gAMA"] { #expect(!text.contains(chunk)) }
    }

    @Test func compressionLevelTradesSizeAndKeepsPixels() throws {
        let bitmap = gradientBitmap(width: 64, height: 64)
        let stored = try PNG.encode(bitmap, compressionLevel: 0)
        let smallest = try PNG.encode(bitmap, compressionLevel: 9)
        #expect(stored.count > smallest.count)
        #expect(try PNG.decode(stored) == bitmap && PNG.decode(smallest) == bitmap)
    }

    @Test func emptyBitmapIsUnencodable() {
        #expect(throws: CodecError.self) { try PNG.encode(Bitmap(width: 0, height: 4)) }
    }

    @Test func writeThenReadRoundTripsThroughAFile() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let bitmap = gradientBitmap(width: 7, height: 5)
        try PNG.write(bitmap, path: scratch.path + "/image.png", compressionLevel: 9)
        #expect(try PNG.read(path: scratch.path + "/image.png") == bitmap)
        #expect(try scratch.contents() == ["image.png"])
    }
}
