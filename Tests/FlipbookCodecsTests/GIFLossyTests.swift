import Testing
import FlipbookRaster
@testable import FlipbookCodecs

/// The lossy LZW pass may only move a pixel a little from what the lossless encoder shows.
@Suite struct GIFLossyTests {
    /// The lossiness the tests ask for: the former automatic values (the default is now 0).
    static func lossy(_ dither: GIFDither) -> Double { dither == .none ? 5 : 3 }
    /// Largest per-channel difference the budget of ``lossy(_:)`` allows. Without dithering the
    /// budget is 5 → 9 · 25 = 225 weighted, so blue (weight 2, the lightest) may move √(225 / 2) ≈ 10.6;
    /// with dithering it is 3 → 81, and the reference bound four times that: √(324 / 2) ≈ 12.7.
    static func maxChannelError(_ dither: GIFDither) -> Int { dither == .none ? 11 : 13 }

    /// A smooth vertical gradient with dark "text" strokes; in frame `i > 0` a brightly coloured
    /// card slides in and a few strokes far apart change, so each frame's rectangle covers much
    /// unchanged gradient whose colours a local palette of the changed pixels does not contain.
    private func frame(_ i: Int) -> Bitmap {
        let w = 96, h = 64
        var b = Bitmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                b[x, y] = Pixel(r: UInt8(120 + y), g: UInt8(150 + y / 2), b: UInt8(200 + y / 2), a: 255)
                let stroke = (y % 12 < 2 && (x / 3) % 4 != 0) || (x % 17 == 5 && y % 12 < 8)
                if stroke && y > 4 { b[x, y] = Pixel(r: 20, g: 20, b: 30, a: 255) }
            }
        }
        guard i > 0 else { return b }
        for y in 10..<40 { for x in (i * 8)..<(i * 8 + 20) {
            b[x, y] = Pixel(r: UInt8(200 + (x + y) % 40), g: UInt8(30 + y), b: UInt8(40 + x % 30), a: 255)
        } }
        for k in 0..<4 { b[90 - k * 5 - i, 60 - k * 14] = Pixel(r: 250, g: 240, b: 10, a: 255) }
        return b
    }

    private func maxError(_ a: Bitmap, _ b: Bitmap) -> Int {
        var worst = 0
        for (p, q) in zip(a.bytes, b.bytes) { worst = max(worst, abs(Int(p) - Int(q))) }
        return worst
    }

    @Test(arguments: [GIFPaletteMode.local, .auto, .global], [GIFDither.none, .diffusion(strength: 0.75)])
    func lossyStaysWithinBudgetOfLossless(_ mode: GIFPaletteMode, _ dither: GIFDither) throws {
        let frames = (0..<5).map(frame)
        let lossy = try GIFDecoder.decode(try GIFFixtures.encode(frames, options: GIFOptions(dither: dither, palette: mode,
                                                                                             lossy: Self.lossy(dither))).bytes)
        let exact = try GIFDecoder.decode(try GIFFixtures.encode(frames, options: GIFOptions(dither: dither, palette: mode, lossy: 0)).bytes)
        #expect(lossy.frames.count == exact.frames.count)
        for (a, b) in zip(lossy.frames, exact.frames) {
            #expect(maxError(a.bitmap, b.bitmap) <= GIFLossyTests.maxChannelError(dither))
        }
    }

    @Test func unchangedPixelsStayUnchangedUnderStrongLossy() throws {
        let frames = (0..<5).map(frame)
        let decoded = try GIFDecoder.decode(try GIFFixtures.encode(frames, options: GIFOptions(palette: .local, lossy: 20)).bytes)
        for (k, f) in decoded.frames.enumerated().dropFirst() {
            let prev = decoded.frames[k - 1].bitmap
            for y in 0..<64 { for x in 0..<96 where frames[k][x, y] == frames[k - 1][x, y] {
                #expect(f.bitmap[x, y] == prev[x, y], "pixel \(x),\(y) of frame \(k)")
            } }
        }
    }
}
