import FlipbookCodecs
import FlipbookRaster
import Testing

@Suite struct PNGDecodeTests {
    @Test(arguments: ["rgba", "rgb", "grey", "grey-alpha", "grey-trns", "rgb-trns", "palette", "palette-trns", "rgba-interlaced"])
    func decodesEightBitFixturesToPremultipliedPixels(name: String) throws {
        let bitmap = try PNG.decode(Fixtures.bytes(name + ".png"))
        #expect(bitmap.bytes == (try Fixtures.expectedPixels(name)))
    }

    @Test(arguments: ["rgb16", "rgba16"])
    func scalesSixteenBitSamplesWithoutGammaConversion(name: String) throws {
        // The fixtures carry gAMA 1.0; a gamma-converting decoder would brighten mid-tones.
        let bitmap = try PNG.decode(Fixtures.bytes(name + ".png"))
        #expect(bitmap.bytes == (try Fixtures.expectedPixels(name)))
        #expect(bitmap[0, 0] == Pixel(r: 255, g: 127, b: 128, a: 255))
    }

    @Test func interlacedFixtureHasItsFullSize() throws {
        let bitmap = try PNG.decode(Fixtures.bytes("rgba-interlaced.png"))
        #expect(bitmap.width == 11 && bitmap.height == 9)
    }

    @Test func truncatedDataThrowsTruncated() throws {
        #expect(throws: CodecError.truncated()) { try PNG.decode(Fixtures.bytes("truncated.png")) }
        #expect(throws: CodecError.truncated()) { try PNG.decode([0x89, 0x50]) }
    }

    @Test func fileMissingItsEndThrowsTruncated() throws {
        let whole = try Fixtures.bytes("rgba.png")
        #expect(throws: CodecError.truncated()) { try PNG.decode(Array(whole.dropLast(12))) }
    }

    /// The stream check (every CRC, the zlib stream) runs before libpng and names what is wrong.
    @Test(arguments: [("corrupt-crc.png", "chunk IDAT: CRC error"), ("corrupt-zlib.png", "zlib: invalid block type")])
    func corruptDataThrowsCorruptWithTheCheckDetail(name: String, detail expected: String) throws {
        do {
            _ = try PNG.decode(Fixtures.bytes(name))
            Issue.record("decoded a corrupt file")
        } catch let CodecError.corrupt(detail, path) {
            #expect(detail.contains(expected), "\(detail)")
            #expect(path == nil)
        }
    }

    @Test func notAPNGThrowsCorrupt() {
        #expect(throws: CodecError.corrupt(detail: "libpng: not a PNG file (bad signature)")) {
            try PNG.decode(Array("GIF89a and more bytes".utf8))
        }
    }

    @Test func hugeHeaderIsRejectedBeforeAllocating() throws {
        #expect(throws: CodecError.tooLarge(width: 20000, height: 20000, limits: .default)) {
            try PNG.decode(Fixtures.bytes("huge-header.png"))
        }
    }

    @Test func limitsAreConfigurablePerSideAndInTotal() throws {
        let bytes = try Fixtures.bytes("rgba.png")  // 5 × 3
        let narrow = ImageLimits(maxSide: 4)
        #expect(throws: CodecError.tooLarge(width: 5, height: 3, limits: narrow)) { try PNG.decode(bytes, limits: narrow) }
        let few = ImageLimits(maxPixels: 14)
        #expect(throws: CodecError.tooLarge(width: 5, height: 3, limits: few)) { try PNG.decode(bytes, limits: few) }
        #expect(try PNG.decode(bytes, limits: ImageLimits(maxSide: 5, maxPixels: 15)).pixelCount == 15)
    }

    @Test func errorsFromFilesNameTheFile() throws {
        let path = Fixtures.path("truncated.png")
        #expect(throws: CodecError.truncated(path: path)) { try PNG.read(path: path) }
        #expect(CodecError.truncated(path: path).description.hasPrefix(path + ": "))
        let huge = Fixtures.path("huge-header.png")
        let message = "\(CodecError.tooLarge(width: 20000, height: 20000, limits: .default, path: huge))"
        #expect(message.contains("20000×20000") && message.contains(huge) && message.contains("16384"))
    }

    @Test func missingAndUnreadablePathsThrowTypedErrors() throws {
        let missing = Fixtures.path("no-such-file.png")
        #expect(throws: CodecError.missing(path: missing)) { try PNG.read(path: missing) }
        do {
            _ = try PNG.read(path: Fixtures.folder)
            Issue.record("read a directory as a PNG")
        } catch let CodecError.notAFile(path, kind) {
            #expect(path == Fixtures.folder)
            #expect(kind == "a folder")
        }
    }
}
