import Foundation
import Testing
import FlipbookRaster
@testable import FlipbookCodecs

/// A global palette from a sample of frames spread over the clip (`GIFEncoder.setPaletteSample`),
/// then every frame encoded as it arrives: the one-pass mode `flipbook render` and `flipbook gif`
/// use.
@Suite struct GIFPaletteSampleTests {
    /// A clip whose colours move on: a textured gradient sliding right, its blue rising with time,
    /// so that frames late in the clip show colours the first frames do not.
    static func clip(frames: Int = 24, width: Int = 48, height: Int = 32) -> [Bitmap] {
        (0..<frames).map { k in
            var b = GIFFixtures.gradient(width: width, height: height, phase: 3 * k)
            for y in 0..<height {
                for x in 0..<width {
                    var p = b[x, y]
                    p.b = UInt8(min(255, Int(p.b) + 5 * k))
                    b[x, y] = p
                }
            }
            return b
        }
    }

    /// The sample `encoder` asks for from `frames`, each shown `duration` seconds: every sample
    /// frame stands for the frames up to the next one.
    static func sample(_ encoder: GIFEncoder, _ frames: [Bitmap], duration: Double) -> [GIFPaletteSample] {
        let indices = encoder.paletteSampleIndices(frameCount: frames.count)
        return indices.enumerated().map { k, i in
            let end = k + 1 < indices.count ? indices[k + 1] : frames.count
            return GIFPaletteSample(frame: frames[i], seconds: Double(end - i) * duration)
        }
    }

    /// Encodes `frames` after a palette sample; checks after every frame that none is parked.
    static func encodeSampled(_ frames: [Bitmap], duration: Double = 0.04, options: GIFOptions = GIFOptions())
        throws -> (bytes: [UInt8], summary: GIFEncodeSummary)
    {
        let path = GIFFixtures.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let encoder = try GIFEncoder(path: path, width: frames[0].width, height: frames[0].height, options: options)
        try encoder.setPaletteSample(sample(encoder, frames, duration: duration))
        #expect(encoder.streamsFrames)
        for f in frames {
            try encoder.addFrame(f, duration: duration)
            #expect(!encoder.parksFrames)
        }
        let summary = try encoder.finish()
        return ([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), summary)
    }

    /// Mean RGB PSNR of a GIF's frames against the source frames (one GIF frame per source frame).
    static func meanPSNR(_ bytes: [UInt8], _ frames: [Bitmap]) throws -> Double {
        let decoded = try GIFDecoder.decode(bytes).frames
        #expect(decoded.count == frames.count)
        let values = zip(frames, decoded).map { GIFFixtures.psnr($0.0, $0.1.bitmap) }
        return values.reduce(0, +) / Double(max(1, values.count))
    }

    static func encoder(width: Int = 48, height: Int = 32, options: GIFOptions = GIFOptions()) throws -> GIFEncoder {
        try GIFEncoder(path: GIFFixtures.temporaryPath(), width: width, height: height, options: options)
    }

    @Test func sampleIndicesAreEveryFourthFrameAtMostSixteen() throws {
        let e = try GIFPaletteSampleTests.encoder()
        #expect(e.paletteSampleIndices(frameCount: 0) == [])
        #expect(e.paletteSampleIndices(frameCount: 3) == [0])
        #expect(e.paletteSampleIndices(frameCount: 9) == [0, 4, 8])
        #expect(e.paletteSampleIndices(frameCount: 51) == Array(stride(from: 0, to: 51, by: 4)))
        // A longer clip is sampled more sparsely: 100 frames, every 7th, 15 frames.
        #expect(e.paletteSampleIndices(frameCount: 100) == Array(stride(from: 0, to: 100, by: 7)))
        #expect(e.paletteSampleIndices(frameCount: 10_000).count <= GIFEncoder.paletteSampleMaximumFrames)
        // The same for `.global`; none for `.local`.
        #expect(
            try GIFPaletteSampleTests.encoder(options: GIFOptions(palette: .global)).paletteSampleIndices(frameCount: 9) == [
                0, 4, 8,
            ])
        #expect(try GIFPaletteSampleTests.encoder(options: GIFOptions(palette: .local)).paletteSampleIndices(frameCount: 9) == [])
    }

    /// 4096 × 4096 frames take 64 MiB each: the memory budget keeps the sample to 4 frames.
    @Test func largeCanvasesGetFewerSampleFrames() throws {
        let e = try GIFPaletteSampleTests.encoder(width: 4096, height: 4096)
        let indices = e.paletteSampleIndices(frameCount: 51)
        #expect(indices == [0, 13, 26, 39])
    }

    @Test func sampledEncodeIsDeterministicAndIndependentOfThreads() throws {
        // Large enough (> 2¹⁷ pixels) that the concurrent encoder splits its frames in halves.
        let frames = GIFPaletteSampleTests.clip(frames: 6, width: 400, height: 340)
        for effort in [GIFEffort.fast, .default] {
            let a = try GIFPaletteSampleTests.encodeSampled(frames, options: GIFOptions(effort: effort)).bytes
            let b = try GIFPaletteSampleTests.encodeSampled(frames, options: GIFOptions(effort: effort)).bytes
            let single = try GIFPaletteSampleTests.encodeSampled(frames, options: GIFOptions(concurrent: false, effort: effort))
                .bytes
            #expect(a == b)
            #expect(a == single)
        }
    }

    /// The bound: a sampled palette (every 4th frame) within 1 dB of the whole clip's
    /// time-weighted palette on a clip whose colours drift, and the same number of frames.
    @Test(arguments: [GIFPaletteMode.auto, .global])
    func qualityIsCloseToTwoPasses(palette: GIFPaletteMode) throws {
        let frames = GIFPaletteSampleTests.clip()
        let options = GIFOptions(colors: 32, palette: palette)
        let twoPass = try GIFFixtures.encode(frames, options: options)
        let sampled = try GIFPaletteSampleTests.encodeSampled(frames, options: options)
        let before = try GIFPaletteSampleTests.meanPSNR(twoPass.bytes, frames)
        let after = try GIFPaletteSampleTests.meanPSNR(sampled.bytes, frames)
        #expect(after > before - 1.0, "two passes \(before) dB, sampled \(after) dB")
        #expect(sampled.summary.frameCount == twoPass.summary.frameCount)
    }

    @Test func finishAfterASampleWritesEveryFrameWithItsDelay() throws {
        var frames = GIFPaletteSampleTests.clip(frames: 10)
        frames.insert(frames[5], at: 5)  // shown twice: merged into one frame of 8 cs
        let (bytes, summary) = try GIFPaletteSampleTests.encodeSampled(frames)
        let decoded = try GIFDecoder.decode(bytes)
        #expect(decoded.width == 48 && decoded.height == 32)
        #expect(decoded.frames.count == 10 && summary.frameCount == 10 && summary.inputFrameCount == 11)
        #expect(decoded.frames.map(\.delayCentiseconds) == [4, 4, 4, 4, 4, 8, 4, 4, 4, 4])
        #expect(summary.durationCentiseconds == 44)
        #expect(decoded.loop == .forever)
    }

    /// Without a sample the encoder parks frames for its second pass; with `.local` a sample is
    /// checked and ignored (the same bytes).
    @Test func withoutASampleFramesAreParked() throws {
        let frames = GIFPaletteSampleTests.clip(frames: 3)
        let e = try GIFPaletteSampleTests.encoder()
        for f in frames { try e.addFrame(f, duration: 0.04) }
        #expect(e.parksFrames && !e.streamsFrames)
        _ = try e.finish()
        let local = GIFOptions(palette: .local)
        let sampled = try GIFPaletteSampleTests.encodeLocal(frames, sample: true, options: local)
        #expect(sampled == (try GIFFixtures.encode(frames, options: local).bytes))
    }

    static func encodeLocal(_ frames: [Bitmap], sample: Bool, options: GIFOptions) throws -> [UInt8] {
        let path = GIFFixtures.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let e = try GIFEncoder(path: path, width: frames[0].width, height: frames[0].height, options: options)
        if sample { try e.setPaletteSample([GIFPaletteSample(frame: frames[0], seconds: 1)]) }
        for f in frames { try e.addFrame(f, duration: 0.04) }
        _ = try e.finish()
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    static func refused(_ body: (GIFEncoder) throws -> Void, _ sample: [GIFPaletteSample]) throws -> Bool {
        let e = try encoder()
        try body(e)
        var refusal = false
        do { try e.setPaletteSample(sample) } catch GIFError.invalidPaletteSample { refusal = true }
        // Like every error, a refusal closes the encoder.
        #expect(throws: GIFError.encoderClosed) { try e.addFrame(GIFFixtures.gradient(), duration: 0.04) }
        return refusal
    }

    @Test func badSamplesAreRefused() throws {
        let frame = GIFFixtures.gradient()
        let good = [GIFPaletteSample(frame: frame, seconds: 0.16)]
        #expect(try GIFPaletteSampleTests.refused({ try $0.addFrame(frame, duration: 0.04) }, good))
        #expect(try GIFPaletteSampleTests.refused({ try $0.setPaletteSample(good) }, good))
        #expect(try GIFPaletteSampleTests.refused({ _ in }, []))
        #expect(
            try GIFPaletteSampleTests.refused({ _ in }, [GIFPaletteSample(frame: GIFFixtures.gradient(width: 10), seconds: 1)]))
        for seconds in [0, -1, Double.nan, .infinity] {
            #expect(try GIFPaletteSampleTests.refused({ _ in }, good + [GIFPaletteSample(frame: frame, seconds: seconds)]))
        }
        #expect(GIFError.invalidPaletteSample("x").description == "invalid GIF palette sample: x")
    }
}
