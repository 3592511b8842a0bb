import FlipbookBenchmarks
import FlipbookRaster
import Testing

@testable import FlipbookCodecs

/// `WebMDecoder`: our demuxer and libvpx read back what `WebMEncoder` wrote, and damaged files
/// are refused with `CodecError`, never a crash.
@Suite struct WebMDecoderTests {
    @Test func describeGivesSizeCodecAndEachFramesTimeWithoutDecoding() throws {
        let durations = [0.04, 0.04, 0.12, 0.02, 0.5]
        let (bytes, _) = try WebMEncoderTests.encode(Array(WebMEncoderTests.pageFlip.prefix(5)), durations: durations)
        let s = try WebMDecoder.describe(bytes)
        #expect(s.width == 96 && s.height == 170 && s.codecID == "V_VP9")
        #expect(s.frames.map(\.startMilliseconds) == [0, 40, 80, 200, 220])
        #expect(s.frames.map(\.milliseconds) == [40, 40, 120, 20, 500])
        #expect(s.durationMilliseconds == 720 && s.statedDurationMilliseconds == 720)
        #expect(s.frames[0].isKey && s.frames.dropFirst().allSatisfy { !$0.isKey })
    }

    @Test func decodedFramesMatchTheTestsOwnLibvpxReading() throws {
        let frames = WebMEncoderTests.pageFlip
        let (bytes, _) = try WebMEncoderTests.encode(frames, durations: Array(repeating: 1.0 / 30, count: 8))
        let video = try WebMDecoder.decode(bytes)
        let reference = try WebMEncoderTests.decode(
            WebMEncoderTests.blocks(try EBMLReader.parse(bytes)[1]), width: 96, height: 170)
        #expect(video.frames.count == 8 && video.width == 96 && video.height == 170)
        #expect(video.durationMilliseconds == 267)
        for (ours, theirs) in zip(video.frames.map(\.image), reference) {
            // 16.16 fixed point against the test's Double conversion: at most one level apart.
            var worst = 0
            for y in 0..<170 {
                for x in 0..<96 {
                    let a = ours[x, y], b = theirs[x, y]
                    worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                }
            }
            #expect(worst <= 1)
            #expect(ours[0, 0].a == 255)
        }
        #expect(zip(frames, video.frames).allSatisfy { GIFFixtures.psnr($0, $1.image) >= 32 })
    }

    @Test func everyTruncationIsRefusedOrReadNeverACrash() throws {
        let (bytes, _) = try WebMEncoderTests.encode(Array(WebMEncoderTests.pageFlip.prefix(2)), durations: [0.05, 0.05])
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 300)) {
            do {
                _ = try WebMDecoder.decode(Array(bytes.prefix(length)))
            } catch is CodecError {
            }
        }
    }

    @Test func otherFilesAreRefusedWithAReason() {
        #expect(throws: CodecError.corrupt(detail: "damaged element at byte 0")) { try WebMDecoder.describe([0, 1, 2]) }
        #expect(throws: CodecError.self) { try WebMDecoder.describe(Array("RIFF....WEBPVP8 ".utf8)) }
    }

    @Test func aFrameSizeBeyondTheLimitsIsRefusedBeforeDecoding() throws {
        let (bytes, _) = try WebMEncoderTests.encode(Array(WebMEncoderTests.pageFlip.prefix(1)), durations: [0.05])
        #expect(throws: CodecError.self) { try WebMDecoder.decode(bytes, limits: ImageLimits(maxSide: 50)) }
    }
}
