import Foundation
import Testing
import FlipbookRaster
@testable import FlipbookCodecs

/// Frames that each get their own local colour table must not change the shade of a flat area.
@Suite struct GIFPaletteStabilityTests {
    static let width = 160, height = 128, barHeight = 16
    static let barColor = Pixel(r: 247, g: 247, b: 247, a: 255)

    /// A flat light bar with a dark "text" block moving along it, above a colourful area that is
    /// different in every frame; every frame gets its own table (`.local`, as `.auto` does for
    /// frames whose colours the global table serves badly).
    static func frame(_ i: Int) -> Bitmap {
        var b = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                if y < barHeight {
                    let text = y >= 5 && y < 11 && x >= 8 + 14 * i && x < 18 + 14 * i && (x + y) % 3 != 0
                    b[x, y] = text ? Pixel(r: 40, g: 40, b: 40, a: 255) : barColor
                } else {
                    let t = (x + 3 * y + 37 * i) & 255
                    b[x, y] = Pixel(r: UInt8((t * (i + 1) * 3 / 2) & 255), g: UInt8((x * 255 / width + 60 * i) & 255),
                                    b: UInt8(y < 40 ? 230 + (x + i * 5) % 26 : (y * 2 + 90 * i) & 255), a: 255)
                }
            }
        }
        return b
    }

    @Test func flatBarKeepsOneShadeAcrossLocalTables() throws {
        let frames = (0..<8).map(GIFPaletteStabilityTests.frame)
        let (bytes, summary) = try GIFFixtures.encode(frames, options: GIFOptions(palette: .local, lossy: 0))
        #expect(summary.localPaletteFrames == frames.count)
        let decoded = try GIFDecoder.decode(bytes).frames.map(\.bitmap)
        let global = try GIFDecoder.decode(try GIFFixtures.encode(frames, options: GIFOptions(palette: .global, lossy: 0)).bytes)
            .frames.map(\.bitmap)
        #expect(decoded.count == frames.count)
        let shade = decoded[0][0, 0]
        for (i, (source, shown)) in zip(frames, decoded).enumerated() {
            let reference = global[i]
            var off = 0, worst = 0
            for y in 0..<GIFPaletteStabilityTests.barHeight {
                for x in 0..<GIFPaletteStabilityTests.width {
                    let s = source[x, y], d = shown[x, y], g = reference[x, y]
                    guard s == GIFPaletteStabilityTests.barColor else { continue }
                    worst = max(worst, abs(Int(g.r) - Int(d.r)), abs(Int(g.g) - Int(d.g)), abs(Int(g.b) - Int(d.b)))
                    if d != shade { off += 1 }
                }
            }
            #expect(off == 0, "frame \(i): \(off) bar pixels drawn in another shade")
            #expect(worst <= 8, "frame \(i): bar differs from the global-palette encoding by \(worst) levels")
        }
    }

    /// With one colour table and no dithering the encoder skips the stable shades: a changed pixel
    /// maps to its source colour's nearest palette colour, which is the shade the bar already
    /// shows, even with the default lossiness moving other pixels.
    @Test(arguments: [GIFOptions(palette: .global), GIFOptions(palette: .auto, effort: .fast)])
    func flatBarKeepsOneShadeWithOneTable(_ options: GIFOptions) throws {
        let frames = (0..<8).map(GIFPaletteStabilityTests.frame)
        let (bytes, summary) = try GIFFixtures.encode(frames, options: options)
        #expect(summary.localPaletteFrames == 0)
        let decoded = try GIFDecoder.decode(bytes).frames.map(\.bitmap)
        #expect(decoded.count == frames.count)
        let shade = decoded[0][0, 0]
        for (i, (source, shown)) in zip(frames, decoded).enumerated() {
            var off = 0
            for y in 0..<GIFPaletteStabilityTests.barHeight {
                for x in 0..<GIFPaletteStabilityTests.width where source[x, y] == GIFPaletteStabilityTests.barColor {
                    if shown[x, y] != shade { off += 1 }
                }
            }
            #expect(off == 0, "frame \(i): \(off) bar pixels drawn in another shade")
        }
    }
}
