import Foundation
import Testing
import FlipbookRaster
@testable import FlipbookCodecs

@Suite struct GIFRoundTripTests {
    @Test(arguments: [GIFPaletteMode.auto, .global, .local])
    func encodeDecodeRoundTripStaysWithinQuantizationTolerance(_ mode: GIFPaletteMode) throws {
        let frames = (0..<4).map { GIFFixtures.gradient(phase: $0 * 3) }
        let (bytes, summary) = try GIFFixtures.encode(frames, options: GIFOptions(palette: mode))
        let decoded = try GIFDecoder.decode(bytes)
        #expect(decoded.width == 48 && decoded.height == 32)
        #expect(decoded.frames.count == 4 && summary.frameCount == 4)
        for (source, frame) in zip(frames, decoded.frames) {
            #expect(frame.bitmap.isOpaque)
            #expect(GIFFixtures.psnr(source, frame.bitmap) > 31)
        }
        #expect(summary.bytes == bytes.count)
    }

    @Test func fewColorsStillTrackTheSource() throws {
        let frame = GIFFixtures.gradient()
        let (bytes, _) = try GIFFixtures.encode([frame], options: GIFOptions(colors: 8))
        let decoded = try GIFDecoder.decode(bytes)
        let distinct = Set(decoded.frames[0].bitmap.bytes.chunked4())
        #expect(distinct.count <= 8)
        #expect(GIFFixtures.psnr(frame, decoded.frames[0].bitmap) > 18)
    }

    @Test func fixedColorsAreReproducedExactly() throws {
        var frame = GIFFixtures.gradient()
        for x in 0..<4 { frame[x, 0] = Pixel(r: 255, g: 0, b: 0, a: 255) }
        let options = GIFOptions(colors: 4, fixedColors: [Color(red: 1, green: 0, blue: 0)])
        let decoded = try GIFDecoder.decode(try GIFFixtures.encode([frame], options: options).bytes)
        #expect(decoded.frames[0].bitmap[0, 0] == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test(arguments: [GIFPaletteMode.auto, .local])
    func sameInputGivesTheSameBytes(_ mode: GIFPaletteMode) throws {
        for dither in GIFFixtures.allDithers {
            let frames = (0..<3).map { GIFFixtures.gradient(phase: $0 * 5) }
            let options = GIFOptions(dither: dither, palette: mode)
            #expect(try GIFFixtures.encode(frames, options: options).bytes == GIFFixtures.encode(frames, options: options).bytes)
        }
    }

    @Test func semiTransparentPixelsAreCompositedOverTheMatte() throws {
        var frame = Bitmap(width: 4, height: 1)
        frame[0, 0] = Color(red: 0, green: 0, blue: 0, alpha: 0.6).premultiplied8   // over white → grey
        frame[1, 0] = Color(red: 0, green: 0, blue: 0, alpha: 0.2).premultiplied8   // below threshold → clear
        frame[2, 0] = Pixel(r: 0, g: 0, b: 255, a: 255)
        let decoded = try GIFDecoder.decode(try GIFFixtures.encode([frame]).bytes).frames[0].bitmap
        #expect(decoded[0, 0].a == 255 && abs(Int(decoded[0, 0].r) - 102) <= 2)
        #expect(decoded[1, 0] == .clear && decoded[3, 0] == .clear)
        #expect(decoded[2, 0] == Pixel(r: 0, g: 0, b: 255, a: 255))
    }
}

extension Array where Element == UInt8 {
    /// Pixels as 32-bit values, for counting distinct colours.
    func chunked4() -> [UInt32] {
        stride(from: 0, to: count, by: 4).map { UInt32(self[$0]) | UInt32(self[$0 + 1]) << 8 | UInt32(self[$0 + 2]) << 16 | UInt32(self[$0 + 3]) << 24 }
    }
}
