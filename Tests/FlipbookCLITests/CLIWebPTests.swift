import FlipbookCodecs
import FlipbookExport
import FlipbookRaster
import Foundation
import Testing
@testable import FlipbookCLI

@Suite struct CLIWebPTests {
    let fx = CLIFixture()

    var engine: Engine { fx.webpEngine }

    @Test func renderWritesAnAnimatedWebPNamedByItsExtension() throws {
        fx.validScene()
        let r = fx.run("render", "@scene.json", "-o", "@clip.webp", "--lossless", "--hold", "1", engine: engine)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout == fx.path("clip.webp") + "\n")
        #expect(r.stderr.contains("WebP frames (lossless)"))
        let webp = try AnimatedWebPDecoder.read(path: fx.path("clip.webp"))
        #expect(webp.width == 10 && webp.height == 5)
        // The fake scene is one red frame: six identical frames and the hold become one frame,
        // which libwebp writes as a still image.
        #expect(webp.frames.count == 1)
        #expect(webp.frames[0].image[0, 0] == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func formatWebPWithoutOutputNamesAFileInTheOutputFolder() throws {
        #expect(try RenderOutputs(out: nil, format: "webp", name: "flip", command: "render").webp == "output/flip.webp")
        #expect(try RenderOutputs(out: "a/b.WEBP", format: nil, command: "render").webp == "a/b.WEBP")
        #expect(try RenderOutputs(out: "a/b.webp", format: nil, command: "render").gif == nil)
    }

    @Test func badWebPOptionsAreUsageErrors() {
        fx.validScene()
        let cases: [[String]] = [
            ["--webp-quality", "101"], ["--webp-quality", "high"], ["--webp-method", "7"],
            ["--lossless", "-o", "@x.gif"], ["--webp-quality", "80", "-o", "@dir/"], ["--colors", "16"],
            ["--format", "gif"], ["--format", "both"], ["--loop", "65536"], ["--frames", "0:2"],
        ]
        for extra in cases {
            let args = ["render", "@scene.json"] + (extra.contains("-o") ? extra : extra + ["-o", "@x.webp"])
            let r = fx.run(arguments: args, engine: engine)
            #expect(r.code == 64, "\(extra): \(r.stderr)")
            #expect(!fx.exists("x.webp"))
        }
        #expect(fx.run("render", "@scene.json", "--format", "webp", "-o", "@x.gif", engine: engine).code == 64)
    }

    @Test func gifCommandEncodesFramesIntoWebP() throws {
        let r = fx.run(arguments: ["gif"] + fx.fakeFrames(3) + ["--delays", "4,4,8", "-o", "@out.webp", "--lossless"],
                       engine: engine)
        #expect(r.code == 0, "\(r.stderr)")
        let webp = try AnimatedWebPDecoder.read(path: fx.path("out.webp"))
        #expect(webp.frames.map(\.milliseconds) == [40, 40, 80])
        #expect(webp.frames.map { $0.image[0, 0].r } == [1, 2, 3])
        #expect(fx.run(arguments: ["gif"] + fx.fakeFrames(1) + ["--dither", "ordered", "-o", "@o.webp"], engine: engine).code == 64)
    }

    @Test func anEngineWithoutWebPFailsWithExit1() {
        fx.validScene()
        let r = fx.run("render", "@scene.json", "-o", "@x.webp")
        #expect(r.code == 1 && r.stderr.contains("lacks an animated WebP encoder"))
    }
}
