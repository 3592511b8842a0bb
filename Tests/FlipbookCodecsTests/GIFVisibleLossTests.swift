import Foundation
import Testing
import FlipbookRaster
@testable import FlipbookCodecs
import FlipbookBenchmarks

/// The default GIF encoding adds no visible loss beyond quantization: no neighbour pairs of one
/// flat source colour shown in two colours (streaks, speckle) and no pixel the source leaves
/// unchanged shown changed (flicker). `--lossy` trades both for bytes, as an explicit choice.
@Suite struct GIFVisibleLossTests {
    private static let page = Pixel(r: 242, g: 242, b: 247, a: 255)
    private static let card = Pixel(r: 44, g: 44, b: 46, a: 255)

    /// A dark card with a soft shadow sliding over a flat page (the documentation image of the
    /// finding), 96×64, `count` frames.
    static func cardClip(count: Int = 12) -> [Bitmap] {
        (0..<count).map { i in
            var b = Bitmap(width: 96, height: 64)
            let left = 6 + i * 4, top = 14, cw = 40, ch = 30
            for y in 0..<64 {
                for x in 0..<96 {
                    // Shadow: falls off over 8 px outside the card, offset 3 px down.
                    let dx = max(left - x, 0, x - (left + cw - 1)), dy = max(top + 3 - y, 0, y - (top + 3 + ch - 1))
                    let d = (Double(dx * dx + dy * dy)).squareRoot()
                    let shadow = max(0, 1 - d / 8) * 0.35
                    var p = GIFVisibleLossTests.page
                    p.r = UInt8((Double(p.r) * (1 - shadow)).rounded())
                    p.g = UInt8((Double(p.g) * (1 - shadow)).rounded())
                    p.b = UInt8((Double(p.b) * (1 - shadow)).rounded())
                    if x >= left, x < left + cw, y >= top, y < top + ch { p = GIFVisibleLossTests.card }
                    b[x, y] = p
                }
            }
            return b
        }
    }

    private func loss(_ frames: [Bitmap], _ options: GIFOptions) throws -> GIFVisibleLoss {
        let decoded = try GIFDecoder.decode(try GIFFixtures.encode(frames, options: options).bytes)
        return GIFVisibleLoss.measure(source: frames, fps: 25, decoded: decoded)
    }

    @Test func streaksCountNeighbourPairsOfOneSourceColourShownInTwoColours() {
        var source = Bitmap(width: 4, height: 3)
        for y in 0..<3 { for x in 0..<4 { source[x, y] = Self.page } }
        var shown = source
        shown[1, 1] = Self.card            // four neighbours of one flat colour: four pairs
        shown[3, 0] = Pixel(r: 241, g: 242, b: 247, a: 255)  // a corner: two pairs
        let loss = GIFVisibleLoss.measure(source: [source], shown: [shown])
        #expect(loss.streakPairs == 6)
        #expect(loss.flickerPixels == 0)
    }

    @Test func neighboursOfTwoSourceColoursShownInTwoColoursAreNoStreak() {
        var source = Bitmap(width: 2, height: 1)
        source[0, 0] = Self.page; source[1, 0] = Self.card
        #expect(GIFVisibleLoss.measure(source: [source], shown: [source]).streakPairs == 0)
    }

    @Test func flickerCountsPixelsTheSourceKeepsButTheViewerChanges() {
        var a = Bitmap(width: 3, height: 1), b = a
        for x in 0..<3 { a[x, 0] = Self.page; b[x, 0] = Self.page }
        b[2, 0] = Self.card                 // a real change: not flicker
        var shownA = a, shownB = b
        shownA[0, 0] = Self.card            // pixel 0: source same, shown changes → flicker
        shownB[2, 0] = Self.page            // pixel 2: source changed, shown unchanged → not flicker
        let loss = GIFVisibleLoss.measure(source: [a, b], shown: [shownA, shownB])
        #expect(loss.flickerPixels == 1)
    }

    @Test func shownFramesFollowTimeAcrossMergedFrames() throws {
        // Three sources, the middle two equal: the GIF merges them into one 8 cs frame.
        let a = GIFFixtures.gradient(), b = GIFFixtures.gradient(phase: 3)
        let frames = [a, b, b, a]
        let decoded = try GIFDecoder.decode(try GIFFixtures.encode(frames).bytes)
        #expect(decoded.frames.count == 3)
        let shown = GIFQualityMetrics.shownFrames(count: 4, fps: 25, decoded: decoded)
        #expect(shown[1] == shown[2])
        #expect(shown[3] == decoded.frames[2].bitmap)
    }

    @Test(arguments: [GIFEffort.fast, .default, .best])
    func defaultEncodingShowsNoStreaksOrFlickerOnAFlatUIClip(_ effort: GIFEffort) throws {
        let loss = try loss(Self.cardClip(), GIFOptions(effort: effort))
        #expect(loss.streakPairs == 0)
        #expect(loss.flickerPixels == 0)
    }

    @Test(arguments: [GIFEffort.fast, .default])
    func defaultEncodingShowsNoStreaksOrFlickerOnAPhotographicClip(_ effort: GIFEffort) throws {
        let clip = GIFBenchmark.pageFlipClip(width: 72, height: 96, frameCount: 10)
        let loss = try loss(clip.frames, GIFOptions(effort: effort))
        #expect(loss.streakPairs == 0)
        #expect(loss.flickerPixels == 0)
    }

    /// A card's soft shadow sliding one pixel a frame over a flat page (each shade of the gradient
    /// moves onto pixels beside others that keep it), beside a band of colours that change every
    /// frame so that frames get local colour tables: the pattern of `examples/hello.json`.
    static func slidingShadowClip(count: Int = 16) -> [Bitmap] {
        (0..<count).map { i in
            var b = Bitmap(width: 96, height: 64)
            let left = 20 + i, top = 14, cw = 30, ch = 24
            for y in 0..<64 {
                for x in 0..<96 {
                    let dx = max(left - x, 0, x - (left + cw - 1)), dy = max(top + 4 - y, 0, y - (top + 4 + ch - 1))
                    let d = (Double(dx * dx + dy * dy)).squareRoot()
                    let shadow = max(0, 1 - d / 14) * 0.3
                    var p = GIFVisibleLossTests.page
                    p.r = UInt8((Double(p.r) * (1 - shadow)).rounded())
                    p.g = UInt8((Double(p.g) * (1 - shadow)).rounded())
                    p.b = UInt8((Double(p.b) * (1 - shadow)).rounded())
                    if x >= left, x < left + cw, y >= top, y < top + ch { p = GIFVisibleLossTests.card }
                    if y >= 52 {
                        // The band: a hue ramp that shifts with the frame.
                        let h = Double((x * 7 + y * 3 + i * 23) % 360) / 60
                        let f = h - h.rounded(.down), k = Int(h) % 6
                        let v = [(1, f, 0), (1 - f, 1, 0), (0, 1, f), (0, 1 - f, 1), (f, 0, 1), (1, 0, 1 - f)][k]
                        p = Pixel(r: UInt8(v.0 * 255), g: UInt8(v.1 * 255), b: UInt8(v.2 * 255), a: 255)
                    }
                    b[x, y] = p
                }
            }
            return b
        }
    }

    /// A sliding shadow beside frames with local tables shows no streaks (issue 31: 197 pairs on
    /// hello.json before `GIFRegionMapper.alignSeams`). A guard of the pattern only: this small
    /// clip does not reproduce the seam without the alignment (hello.json's frames do).
    @Test(arguments: [GIFEffort.fast, .default])
    func aSlidingShadowShowsNoStreaksBesideLocalTables(_ effort: GIFEffort) throws {
        let loss = try loss(Self.slidingShadowClip(), GIFOptions(effort: effort))
        #expect(loss.streakPairs == 0)
        #expect(loss.flickerPixels == 0)
    }

    /// The documented cost of an explicit `--lossy`: streaks appear in the flat page.
    @Test func explicitLossyDrawsStreaksIntoFlatAreas() throws {
        let loss = try loss(Self.cardClip(), GIFOptions(lossy: 10))
        #expect(loss.streakPairs > 0)
    }
}
