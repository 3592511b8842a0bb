import Foundation
import Testing
import FlipbookRaster
@testable import FlipbookCodecs
import FlipbookBenchmarks

/// Animated WebP written by `AnimatedWebPEncoder` and read back through libwebp's `WebPAnimDecoder`.
@Suite struct WebPRoundTripTests {
    /// Encodes `frames` shown `durations[i]` seconds each and decodes the file.
    static func roundTrip(_ frames: [Bitmap], durations: [Double], options: WebPOptions = WebPOptions())
        throws -> (image: AnimatedWebPImage, summary: WebPEncodeSummary, bytes: [UInt8]) {
        let path = GIFFixtures.temporaryPath("test.webp")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let encoder = try AnimatedWebPEncoder(path: path, width: frames[0].width, height: frames[0].height, options: options)
        for (f, d) in zip(frames, durations) { try encoder.addFrame(f, duration: d) }
        let summary = try encoder.finish()
        let bytes = try AtomicFile.read(path)
        return (try AnimatedWebPDecoder.decode(bytes), summary, bytes)
    }

    static let gradients = (0..<3).map { GIFFixtures.gradient(width: 48, height: 32, phase: $0 * 5) }

    @Test func losslessFramesComeBackPixelExact() throws {
        var translucent = GIFFixtures.gradient(phase: 2)
        for y in 0..<8 { for x in 0..<48 { translucent[x, y] = Pixel(r: 40, g: 80, b: 100, a: 128) } }
        for x in 0..<48 { translucent[x, 9] = .clear }
        let frames = Self.gradients + [translucent]
        let (image, summary, _) = try Self.roundTrip(frames, durations: [0.04, 0.04, 0.04, 0.04], options: WebPOptions(lossless: true))
        #expect(image.width == 48 && image.height == 32 && image.loopCount == 0)
        #expect(image.frames.count == 4 && summary.frameCount == 4)
        #expect(image.frames.map(\.milliseconds) == [40, 40, 40, 40])
        #expect(image.frames.map(\.image) == frames)
    }

    /// Photograph-like frames (sky gradients, clouds, a textured meadow), where lossy pays off.
    static let photos = (1...3).map { GIFSyntheticPhoto(seed: UInt32($0)).render(width: 160, height: 120) }

    @Test func lossyFramesStayAbove30dBAtTheDefaultQualityAndAreSmaller() throws {
        let (image, _, bytes) = try Self.roundTrip(Self.photos, durations: [0.1, 0.1, 0.1])
        #expect(image.frames.count == 3)
        let worst = zip(Self.photos, image.frames).map { GIFFixtures.psnr($0, $1.image) }.min()!
        #expect(worst > 30, "worst frame PSNR \(worst) dB")
        let lossless = try Self.roundTrip(Self.photos, durations: [0.1, 0.1, 0.1], options: WebPOptions(lossless: true))
        #expect(bytes.count * 2 < lossless.bytes.count, "lossy \(bytes.count) B, lossless \(lossless.bytes.count) B")
    }

    @Test func aSlowLossyFadeStaysWithinLibwebpsTolerance() throws {
        // Each frame moves every pixel one level towards white, below libwebp's lossy tolerance:
        // libwebp stores a frame again once it differs from the last stored one by more, so
        // the error stays bounded and the timing exact.
        let photo = Self.photos[0]
        let frames = (0..<16).map { step -> Bitmap in
            Bitmap(width: photo.width, height: photo.height,
                   bytes: photo.bytes.enumerated().map { i, v in i % 4 == 3 ? v : UInt8(min(255, Int(v) + step)) })
        }
        let (image, _, _) = try Self.roundTrip(frames, durations: Array(repeating: 0.04, count: 16))
        #expect(image.frames.count > 1 && image.durationMilliseconds == 640)
        var shown: [Bitmap] = []
        for frame in image.frames { shown += Array(repeating: frame.image, count: frame.milliseconds / 40) }
        let worst = zip(frames, shown).map { GIFFixtures.psnr($0, $1) }.min()!
        #expect(shown.count == 16 && worst > 27, "worst frame PSNR \(worst) dB")
    }

    @Test func lowerQualityGivesSmallerFilesAndLowerPSNR() throws {
        let high = try Self.roundTrip(Self.photos, durations: [0.1, 0.1, 0.1], options: WebPOptions(quality: 95))
        let low = try Self.roundTrip(Self.photos, durations: [0.1, 0.1, 0.1], options: WebPOptions(quality: 20))
        #expect(low.bytes.count < high.bytes.count)
        #expect(GIFFixtures.psnr(Self.photos[0], low.image.frames[0].image) + 3
                < GIFFixtures.psnr(Self.photos[0], high.image.frames[0].image))
    }

    @Test func durationsRoundToMillisecondsWithoutDrift() throws {
        let frames = (0..<6).map { GIFFixtures.gradient(phase: $0) }
        let (image, summary, _) = try Self.roundTrip(frames, durations: Array(repeating: 1.0 / 30, count: 6))
        // Start times 0, 33.3, 66.7, 100, 133.3, 166.7, end 200 ms, each rounded.
        #expect(image.frames.map(\.milliseconds) == [33, 34, 33, 33, 34, 33])
        #expect(image.durationMilliseconds == 200 && summary.durationMilliseconds == 200)
    }

    @Test func identicalFramesMergeIntoOneLongerFrame() throws {
        let a = Self.gradients[0], b = Self.gradients[1]
        let (image, summary, _) = try Self.roundTrip([a, a, a, b, b], durations: [0.05, 0.05, 0.05, 0.05, 1.05],
                                                     options: WebPOptions(lossless: true))
        #expect(image.frames.map(\.milliseconds) == [150, 1100])
        #expect(summary.frameCount == 2 && summary.inputFrameCount == 5)
    }

    @Test func framesShorterThan11msAreDroppedForTheNext() throws {
        let frames = (0..<5).map { GIFFixtures.gradient(phase: $0) }
        // 200 fps: 5 ms each; every other frame is too short to be shown as given.
        let (image, summary, _) = try Self.roundTrip(frames, durations: Array(repeating: 0.005, count: 5),
                                                     options: WebPOptions(lossless: true))
        #expect(image.frames.map(\.milliseconds) == [15, 11])
        #expect(summary.droppedFrames == 3)
        #expect(image.frames.last?.image == frames[4])
    }

    @Test func playsAreStoredAsTheLoopCount() throws {
        let (image, _, _) = try Self.roundTrip(Array(Self.gradients[0...1]), durations: [0.5, 0.25], options: WebPOptions(plays: 3))
        #expect(image.loopCount == 3 && image.frames.map(\.milliseconds) == [500, 250])
    }

    @Test func oneDistinctFrameIsWrittenAsAStillImage() throws {
        let frame = Self.gradients[0]
        let (image, summary, bytes) = try Self.roundTrip([frame, frame], durations: [0.5, 0.5], options: WebPOptions(lossless: true))
        // libwebp drops the animation chunks for a single frame: a still shows forever anyway.
        #expect(summary.frameCount == 1 && image.frames.count == 1 && image.frames[0].image == frame)
        #expect(!String(decoding: bytes.prefix(64), as: UTF8.self).contains("ANIM"))
    }

    @Test func matteFlattensTransparency() throws {
        let clear = Bitmap(width: 8, height: 8)
        var half = Bitmap(width: 8, height: 8, fill: Pixel(r: 0, g: 0, b: 128, a: 128))
        half[0, 0] = .clear
        let (image, _, _) = try Self.roundTrip([clear, half], durations: [0.1, 0.1],
                                               options: WebPOptions(lossless: true, matte: .white))
        #expect(image.frames[0].image == Bitmap(width: 8, height: 8, fill: Pixel(r: 255, g: 255, b: 255, a: 255)))
        #expect(image.frames[1].image[1, 1] == Pixel(r: 127, g: 127, b: 255, a: 255))
        #expect(image.frames[1].image[0, 0] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func sameFramesGiveTheSameBytes() throws {
        let one = try Self.roundTrip(Self.gradients, durations: [0.04, 0.04, 0.04])
        let two = try Self.roundTrip(Self.gradients, durations: [0.04, 0.04, 0.04])
        #expect(one.bytes == two.bytes)
    }
}

@Suite struct WebPEncoderErrorTests {
    let path = GIFFixtures.temporaryPath("bad.webp")

    @Test func optionsOutOfRangeAreRejectedUpFront() {
        for options in [WebPOptions(quality: 101), WebPOptions(quality: .nan), WebPOptions(method: 7), WebPOptions(plays: -1),
                        WebPOptions(plays: 65536)] {
            #expect(throws: AnimatedEncoderError.self) { try AnimatedWebPEncoder(path: path, width: 4, height: 4, options: options) }
        }
        #expect(throws: AnimatedEncoderError.invalidOptions("WebP size must be 1…16383 pixels per side, got 16384×4")) {
            try AnimatedWebPEncoder(path: path, width: 16384, height: 4)
        }
    }

    @Test func badFramesCloseTheEncoderAndLeaveNoFile() throws {
        let encoder = try AnimatedWebPEncoder(path: path, width: 4, height: 4)
        try encoder.addFrame(Bitmap(width: 4, height: 4, fill: Pixel(r: 1, g: 2, b: 3, a: 255)), duration: 0.1)
        #expect(throws: AnimatedEncoderError.frameSizeMismatch(frame: 1, width: 5, height: 4, expectedWidth: 4, expectedHeight: 4)) {
            try encoder.addFrame(Bitmap(width: 5, height: 4), duration: 0.1)
        }
        #expect(throws: AnimatedEncoderError.encoderClosed) { try encoder.finish() }
        #expect(!FileManager.default.fileExists(atPath: path))
        let other = try AnimatedWebPEncoder(path: path, width: 4, height: 4)
        #expect(throws: AnimatedEncoderError.invalidDuration(frame: 0, seconds: 0)) { try other.addFrame(Bitmap(width: 4, height: 4), duration: 0) }
        #expect(throws: AnimatedEncoderError.noFrames) { try AnimatedWebPEncoder(path: path, width: 4, height: 4).finish() }
    }

    @Test func missingFolderIsACannotWriteError() {
        #expect(throws: AnimatedEncoderError.self) { try AnimatedWebPEncoder(path: "/nonexistent-folder/x.webp", width: 4, height: 4) }
    }

    @Test func garbageIsCorruptNotACrash() {
        #expect(throws: CodecError.self) { try AnimatedWebPDecoder.decode(Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8X".utf8)) }
        #expect(throws: CodecError.self) { try AnimatedWebPDecoder.decode([]) }
    }
}
