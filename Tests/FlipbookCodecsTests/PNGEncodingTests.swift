import FlipbookCodecs
import FlipbookRaster
import Testing

/// `PNGEncoding`: every row filter and zlib strategy is lossless and deterministic, and the fast
/// settings trade a bounded amount of size.
@Suite struct PNGEncodingTests {
    static let filters: [PNGEncoding.RowFilter] = [.adaptive, .none, .sub, .up, .paeth]

    /// A flat interface-like picture: a bar, a button and a soft gradient, partly transparent.
    static func interface(width: Int = 120, height: Int = 90) -> Bitmap {
        var b = Bitmap(width: width, height: height, fill: Pixel(r: 240, g: 240, b: 245, a: 255))
        for y in 0..<height {
            for x in 0..<width {
                if y < 12 { b[x, y] = Pixel(r: 20, g: 90, b: 200, a: 255) }
                else if (30..<50).contains(y) && (20..<100).contains(x) { b[x, y] = Pixel(r: 200, g: 0, b: 0, a: 200) }
                else if y > 60 { let v = UInt8(x * 255 / width); b[x, y] = Pixel(r: v, g: v, b: 128, a: 255) }
            }
        }
        return b
    }

    @Test(arguments: filters)
    func everyFilterAndStrategyRoundTripsExactly(_ filter: PNGEncoding.RowFilter) throws {
        let bitmap = PNGEncodingTests.interface()
        for strategy in [PNGEncoding.Strategy.default, .runLength] {
            for level in [0, 1, 6, 9] {
                let settings = PNGEncoding(level: level, filter: filter, strategy: strategy)
                let bytes = try PNG.encode(bitmap, settings: settings)
                #expect(try PNG.decode(bytes) == bitmap, "\(settings)")
                #expect(try PNG.encode(bitmap, settings: settings) == bytes)
            }
        }
    }

    @Test func defaultSettingsAreTheLevelAPIs() throws {
        let bitmap = PNGEncodingTests.interface()
        #expect(try PNG.encode(bitmap, settings: PNGEncoding()) == PNG.encode(bitmap))
        #expect(try PNG.encode(bitmap, settings: PNGEncoding(level: 9)) == PNG.encode(bitmap, compressionLevel: 9))
    }

    @Test func fastSettingsStayWithinFiveTimesTheDefaultSize() throws {
        let bitmap = PNGEncodingTests.interface(width: 400, height: 300)
        let fast = try PNG.encode(bitmap, settings: .fast).count
        let standard = try PNG.encode(bitmap).count
        let stored = try PNG.encode(bitmap, compressionLevel: 0).count
        // A small synthetic gradient is the fast settings' bad case (long runs of equal bytes
        // are what Z_RLE finds; a gradient has few).
        #expect(fast < 5 * standard)
        #expect(fast * 10 < stored)
    }
}
