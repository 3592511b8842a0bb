import Foundation
import Testing
import FlipbookRaster
@testable import FlipbookCodecs

/// The global colour table weighs each colour by its pixels times how long the viewer sees them,
/// not by how often a frame draws them.
@Suite struct GIFPaletteWeightTests {
    static let width = 32, height = 16

    /// Left half black; right half `right`.
    static func frame(right: UInt8) -> Bitmap {
        var b = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                b[x, y] = x < width / 2 ? Pixel(r: 0, g: 0, b: 0, a: 255) : Pixel(r: right, g: right, b: right, a: 255)
            }
        }
        return b
    }

    /// Encodes two frames with their own durations and returns each decoded frame's PSNR.
    static func psnrs(_ frames: [(Bitmap, Double)]) throws -> [Double] {
        let bytes = try GIFFixtures.encode(frames, options: GIFOptions(colors: 2, palette: .global, lossy: 0)).bytes
        let decoded = try GIFDecoder.decode(bytes).frames
        #expect(decoded.count == frames.count)
        return zip(frames, decoded).map { GIFFixtures.psnr($0.0.0, $0.1.bitmap) }
    }

    /// White and mid grey each fill the right half for one frame: with two colours, the frame that
    /// is on screen 50 times longer gets its shade, whichever comes first. Counted by pixels drawn,
    /// both orders would give the same table and one of them the worse picture.
    @Test func theFrameOnScreenLongerGetsItsColours() throws {
        let white = GIFPaletteWeightTests.frame(right: 255), grey = GIFPaletteWeightTests.frame(right: 128)
        let whiteLong = try GIFPaletteWeightTests.psnrs([(white, 2), (grey, 0.04)])
        #expect(whiteLong[0] > whiteLong[1] + 10, "white shown 2 s, grey 0.04 s: \(whiteLong)")
        let greyLong = try GIFPaletteWeightTests.psnrs([(white, 0.04), (grey, 2)])
        #expect(greyLong[1] > greyLong[0] + 10, "white shown 0.04 s, grey 2 s: \(greyLong)")
    }

    /// Counts open at a colour's first centisecond and close at its last; the intermediate values
    /// may wrap around, and the final weights are still exact.
    @Test func shownWeightsAreExactAcrossWrappingTimes() {
        var h = GIFHistogram()
        let red = GIFColorMath.pack(200, 10, 0), start = Int.max / 3
        h.accumulateShowing(at: start) { replace in for _ in 0..<7 { replace(GIFColorMath.transparent, red) } }
        h.addShown([UInt32](repeating: red, count: 7), until: start + 5)
        var expected = GIFHistogram()
        for _ in 0..<5 { expected.add([UInt32](repeating: red, count: 7), changedFrom: nil) }
        #expect(h.cells == expected.cells)
        #expect(h.entries().map(\.weight) == [35])
    }

    @Test func clipsTooLongForTheCountsAreRefusedUpFront() {
        #expect(GIFHistogram.shownWeightFits(pixels: 750 * 1334, centiseconds: 100_000 * 65_535))
        #expect(GIFHistogram.shownWeightFits(pixels: 65_535 * 65_535, centiseconds: 360_000))
        #expect(!GIFHistogram.shownWeightFits(pixels: 65_535 * 65_535, centiseconds: 9_000_000))
        let message = GIFError.tooLong(seconds: 90_000, width: 65_535, height: 65_535).description
        #expect(message.contains("65535×65535") && message.contains("split the clip or render it smaller"))
    }

    /// A local table must halve the global palette's error for a frame of one 25 fps step or less;
    /// a frame held longer needs less, in proportion to its time on screen.
    @Test func heldFramesNeedASmallerGainForALocalTable() {
        #expect(GIFFramePipeline.autoErrorRatio(delay: 2) == 2)
        #expect(GIFFramePipeline.autoErrorRatio(delay: 4) == 2)
        #expect(GIFFramePipeline.autoErrorRatio(delay: 8) == 1.5)
        #expect(abs(GIFFramePipeline.autoErrorRatio(delay: 80) - 1.05) < 1e-12)
        #expect(GIFFramePipeline.autoErrorRatio(delay: 65_535) > 1)
    }
}
