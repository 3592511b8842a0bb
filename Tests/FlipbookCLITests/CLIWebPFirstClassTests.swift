import FlipbookCodecs
import FlipbookExport
import FlipbookRaster
import Foundation
import Testing
@testable import FlipbookCLI

/// WebP outputs in manifests, `info` and `diff` on animated WebP, and unknown output
/// extensions refused.
@Suite struct CLIWebPFirstClassTests {
    let fx = CLIFixture()

    var engine: Engine { fx.webpEngine }

    /// Three lossless frames of the fake PNGs written to `name` by the `gif` command.
    private func webp(_ name: String, delays: String = "4,4,8") {
        let r = fx.run(arguments: ["gif"] + fx.fakeFrames(3) + ["--delays", delays, "-o", "@" + name, "--lossless"],
                       engine: engine)
        #expect(r.code == 0, "\(r.stderr)")
    }

    @Test func manifestWritesAWebPOutputWithItsOptions() throws {
        fx.manifestScenes()
        fx.file("flipbook.json", """
        { "version": 1, "options": { "scale": 1 },
          "entries": [ { "scene": "scenes/plain.json", "options": { "lossless": true, "webpMethod": 2, "loop": 3 },
                         "outputs": [ { "webp": "out/plain.webp" } ] } ] }
        """)
        let r = fx.manifest(engine: engine)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains("rendered    out/plain.webp"))
        let decoded = try AnimatedWebPDecoder.read(path: fx.path("out/plain.webp"))
        #expect(decoded.width == 10 && decoded.height == 5)
        #expect(decoded.frames[0].image[0, 0] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(fx.manifest("--check", engine: engine).code == 0)
    }

    @Test func manifestWebPPathMustEndInWebP() {
        fx.manifestScenes()
        let r = fx.manifestError("""
        { "version": 1, "entries": [ { "scene": "scenes/plain.json", "outputs": [ { "webp": "out/plain.gif" } ] } ] }
        """)
        #expect(r.code == 65)
        #expect(r.stderr.contains("a WebP output's path ends in .webp"))
    }

    @Test func manifestRefusesAWebPQualityOutOfRange() {
        fx.manifestScenes()
        let r = fx.manifestError("""
        { "version": 1, "entries": [ { "scene": "scenes/plain.json", "options": { "webpQuality": 101 },
                                       "outputs": [ { "webp": "out/plain.webp" } ] } ] }
        """)
        #expect(r.code == 65)
        #expect(r.stderr.contains("webpQuality"))
    }

    @Test func infoDescribesAnAnimatedWebPFrameByFrame() {
        webp("clip.webp")
        let r = fx.run("info", "@clip.webp")
        #expect(r.code == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "4×3 WebP, 3 frames, 0.160 s, loop forever")
        #expect(lines.count == 5)
        #expect(lines[4].contains("80 ms") && lines[4].contains("lossless"))
    }

    @Test func diffComparesAnimatedWebPsFrameByFrame() {
        webp("a.webp"); webp("b.webp")
        let same = fx.run("diff", "@a.webp", "@b.webp")
        #expect(same.code == 0, "\(same.stderr)")
        #expect(same.stdout.hasPrefix("3 frames in "))
        let r = fx.run(arguments: ["gif"] + fx.fakeFrames(2) + ["-o", "@c.webp", "--lossless"], engine: engine)
        #expect(r.code == 0)
        #expect(fx.run("diff", "@a.webp", "@c.webp").code == 1)
        #expect(fx.run("diff", "@a.webp", "@missing.png").code == 64)
    }

    @Test func infoOnADamagedWebPIsBadData() {
        fx.file("bad.webp", "RIFF not really")
        #expect(fx.run("info", "@bad.webp").code == 65)
    }

    @Test(arguments: ["x.mp4", "x.mov", "x.mkv", "frames.v2"])
    func unknownOutputExtensionIsAUsageErrorNotAFolder(_ name: String) {
        fx.validScene()
        let r = fx.run("render", "@scene.json", "-o", "@" + name)
        #expect(r.code == 64, "\(r.stderr)")
        #expect(r.stderr.contains("not ." + (name as NSString).pathExtension))
        #expect(!fx.exists(name))
    }

    @Test func aFolderWithADotInItsNameEndsWithASlash() {
        fx.validScene()
        let r = fx.run("render", "@scene.json", "-o", fx.path("frames.v2") + "/")
        #expect(r.code == 0, "\(r.stderr)")
        #expect(fx.exists("frames.v2/frame_0000.png"))
    }
}

extension CLIFixture {
    /// The fake engine with the real WebP sink.
    var webpEngine: Engine {
        var engine = fake.engine
        engine.webpSink = { try WebPSink(path: $0, width: $1, height: $2, options: $3) }
        return engine
    }
}
