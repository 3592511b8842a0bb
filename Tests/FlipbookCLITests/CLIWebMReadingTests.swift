import FlipbookCodecs
import FlipbookExport
import FlipbookRaster
import Foundation
import Testing

@testable import FlipbookCLI

/// `info` and `diff` on WebM videos (read by FlipbookCodecs' own demuxer and libvpx).
@Suite struct CLIWebMReadingTests {
    let fx = CLIFixture()

    var engine: Engine {
        var engine = fx.webpEngine
        engine.webmSink = { try WebMSink(path: $0, width: $1, height: $2, options: $3) }
        return engine
    }

    /// `count` fake frames of 4×3 at 25 fps (40 ms each) written to `name` by the `gif` command.
    private func encode(_ count: Int, to name: String, _ extra: [String] = []) {
        let r = fx.run(arguments: ["gif"] + fx.fakeFrames(count) + ["--fps", "25", "-o", "@" + name] + extra, engine: engine)
        #expect(r.code == 0, "\(r.stderr)")
    }

    @Test func infoPrintsSizeCodecFrameCountAndDurations() {
        encode(3, to: "clip.webm")
        let r = fx.run("info", "@clip.webm")
        #expect(r.code == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "WebM 4×3, codec V_VP9, 3 frames, 120 ms (file states 120 ms)")
        #expect(lines.count == 5)
        #expect(lines[2].hasPrefix("frame 0: at 0 ms, 40 ms, key, "))
        #expect(lines[4].hasPrefix("frame 2: at 80 ms, 40 ms"))
    }

    @Test func infoOnADamagedWebMIsBadData() {
        fx.file("bad.webm", "\u{1A}E\u{DF}\u{A3} not really")
        let r = fx.run("info", "@bad.webm")
        #expect(r.code == 65, "\(r.stderr)")
        #expect(r.stderr.contains("bad.webm"))
    }

    @Test func diffMatchesTheSameFramesAsVideoAndAsLosslessWebPWithinTheVideoTolerance() {
        encode(3, to: "a.webm")
        encode(3, to: "b.webm")
        encode(3, to: "c.webp", ["--lossless"])
        let same = fx.run("diff", "@a.webm", "@b.webm")
        #expect(same.code == 0, "\(same.stdout)\(same.stderr)")
        let lossless = fx.run("diff", "@c.webp", "@a.webm")
        #expect(lossless.code == 0, "\(lossless.stdout)\(lossless.stderr)")
        #expect(lossless.stdout.hasPrefix("3 frames (120 ms) in "))
        #expect(lossless.stdout.contains("maxChannelDelta 32, maxDifferingPixels 1%"))
    }

    @Test func diffOfVideosOfDifferentLengthsDiffers() {
        encode(3, to: "a.webm")
        encode(2, to: "b.webm")
        let r = fx.run("diff", "@a.webm", "@b.webm")
        #expect(r.code == 1)
        #expect(r.stdout.contains("the durations differ by more than 10 ms"))
    }

    @Test func diffRefusesAVideoAgainstAPicture() {
        encode(2, to: "a.webm")
        #expect(fx.run("diff", "@a.webm", "@b.png").code == 64)
    }

    @Test func pairingByTimeUsesTheMiddleOfEachFrameOfTheLongerList() {
        let red = Bitmap(width: 1, height: 1, fill: Pixel(r: 255, g: 0, b: 0, a: 255))
        let blue = Bitmap(width: 1, height: 1, fill: Pixel(r: 0, g: 0, b: 255, a: 255))
        // A GIF that merged two identical frames (60 ms) against a video at 33/34/33 ms.
        let gif = [(image: red, milliseconds: 60), (image: blue, milliseconds: 40)]
        let video = [(image: red, milliseconds: 33), (image: red, milliseconds: 34), (image: blue, milliseconds: 33)]
        let (a, b) = Command.pairedByTime(gif, video)
        #expect(a == [red, red, blue] && b == [red, red, blue])
    }
}
