import Foundation
import Testing
import FlipbookRaster
@testable import FlipbookCodecs

@Suite struct GIFFrameOptimizationTests {
    /// A 32×24 transparent frame with an opaque 6×6 square at `x`.
    private func square(at x: Int, color: Pixel = Pixel(r: 200, g: 40, b: 30, a: 255)) -> Bitmap {
        var b = Bitmap(width: 32, height: 24)
        for yy in 9..<15 { for xx in x..<(x + 6) { b[xx, yy] = color } }
        return b
    }

    @Test(arguments: [GIFPaletteMode.auto, .local])
    func movingSquareOverTransparencyLeavesNoGhost(_ mode: GIFPaletteMode) throws {
        let frames = [0, 5, 10, 20, 26, 26].map { square(at: $0) } + [Bitmap(width: 32, height: 24)]
        let (bytes, _) = try GIFFixtures.encode(frames, options: GIFOptions(palette: mode))
        let decoded = try GIFDecoder.decode(bytes)
        let expected = [0, 5, 10, 20, 26].map { square(at: $0) } + [Bitmap(width: 32, height: 24)]
        #expect(decoded.frames.map(\.bitmap) == expected)
        let structure = try GIFDecoder.describe(bytes)
        #expect(!structure.frames.contains { $0.disposal == 3 })
    }

    @Test func framesStoreOnlyTheRectangleThatChanged() throws {
        var a = GIFFixtures.gradient(width: 64, height: 64)
        let first = a
        for y in 20..<30 { for x in 40..<50 { a[x, y] = Pixel(r: 0, g: 0, b: 0, a: 255) } }
        let structure = try GIFDecoder.describe(try GIFFixtures.encode([first, a]).bytes)
        let f = structure.frames[1]
        #expect(f.x == 40 && f.y == 20 && f.width == 10 && f.height == 10 && f.disposal == 1)
    }

    @Test(arguments: GIFFixtures.allDithers)
    func staticRegionNeverChangesInAnyDitherMode(_ dither: GIFDither) throws {
        // Left half static and textured, right half animates.
        let frames: [Bitmap] = (0..<5).map { i in
            var b = GIFFixtures.gradient(width: 64, height: 32)
            let moving = GIFFixtures.gradient(width: 64, height: 32, phase: i * 7 + 11)
            for y in 0..<32 { for x in 32..<64 { b[x, y] = moving[x, y] } }
            return b
        }
        let decoded = try GIFDecoder.decode(try GIFFixtures.encode(frames, options: GIFOptions(colors: 16, dither: dither)).bytes)
        #expect(decoded.frames.count == 5)
        func leftHalf(_ b: Bitmap) -> [Pixel] { (0..<32).flatMap { y in (0..<32).map { b[$0, y] } } }
        let reference = leftHalf(decoded.frames[0].bitmap)
        for frame in decoded.frames.dropFirst() { #expect(leftHalf(frame.bitmap) == reference) }
        let structure = try GIFDecoder.describe(try GIFFixtures.encode(frames, options: GIFOptions(colors: 16, dither: dither)).bytes)
        #expect(structure.frames.dropFirst().allSatisfy { $0.x >= 32 })
    }

    @Test func describeReportsStructure() throws {
        let frames = [GIFFixtures.gradient(), GIFFixtures.gradient(phase: 2)]
        let structure = try GIFDecoder.describe(try GIFFixtures.encode(frames, options: GIFOptions(palette: .global)).bytes)
        #expect(structure.width == 48 && structure.height == 32 && structure.loop == .forever)
        #expect(structure.frames.count == 2 && structure.globalPaletteSize != nil)
        #expect(structure.frames.allSatisfy { $0.localPaletteSize == nil && $0.delayCentiseconds == 4 })
        let report = structure.formattedReport()
        #expect(report.hasPrefix("48×32, 2 frames, 0.08 s, loop forever, global palette"))
        #expect(report.split(separator: "\n").count == 4)
    }
}
