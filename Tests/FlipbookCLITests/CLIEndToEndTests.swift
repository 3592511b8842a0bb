import Foundation
import Testing
import FlipbookCodecs
import FlipbookDemos
import FlipbookRaster
@testable import FlipbookCLI
import FlipbookTool

/// The real engine (PNG codec, layers, rasterizer) on tiny scenes.
@Suite struct CLIEndToEndTests {
    let fx = CLIFixture()

    /// 8×4 pt at scale 1 on blue; a red layer slides from x = 0 to x = 4 over 1 s.
    func slidingScene() {
        fx.file("slide.json", """
        { "canvas": { "width": 8, "height": 4, "scale": 1, "background": "#0000FF" }, "fps": 4, "duration": 1,
          "root": { "sublayers": [ { "name": "red", "frame": [0, 0, 4, 4], "backgroundColor": "#FF0000" } ] },
          "animations": [ { "layer": "red", "keyPath": "position.x", "to": 6, "duration": 1 } ] }
        """)
    }

    @Test func stillDrawsTheSceneAtTheTime() throws {
        slidingScene()
        let r = fx.run("still", "@slide.json", "--time", "1", "-o", "@end.png", engine: .flipbook)
        #expect(r.code == 0, "\(r.stderr)")
        let png = try PNG.read(path: fx.path("end.png"))
        #expect(png.width == 8 && png.height == 4)
        #expect(png[0, 0] == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(png[7, 3] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(fx.run("still", "@slide.json", "-o", "@start.png", engine: .flipbook).code == 0)
        let start = try PNG.read(path: fx.path("start.png"))
        #expect(start[0, 0] == Pixel(r: 255, g: 0, b: 0, a: 255) && start[7, 0] == Pixel(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func framesAreIdenticalWhateverTheThreadCount() throws {
        slidingScene()
        #expect(fx.run("render", "@slide.json", "-o", "@one/", "--jobs", "1", "-q", engine: .flipbook).code == 0)
        #expect(fx.run("render", "@slide.json", "-o", "@many/", "--jobs", "3", "-q", engine: .flipbook).code == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: fx.path("one")).sorted()
        #expect(names == ["flipbook-frames.json"] + (0...4).map { "frame_000\($0).png" })
        for name in names {
            #expect(FileManager.default.contents(atPath: fx.path("one/" + name)) == FileManager.default.contents(atPath: fx.path("many/" + name)))
        }
        // Frame 2 is t = 0.5: the red square's left edge is at x = 2.
        let middle = try PNG.read(path: fx.path("one/frame_0002.png"))
        #expect(middle[1, 0] == Pixel(r: 0, g: 0, b: 255, a: 255) && middle[2, 0] == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    /// The shipped page-flip example (photos, text, perspective) at a quarter of its scale: the
    /// GIF is byte-identical on 1 thread and on 4.
    @Test func pageFlipGIFIsIdenticalOnOneThreadAndOnFour() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let scene = package.appendingPathComponent("examples/page-flip.json").path
        // Its photos are in ../assets/: outside the scene's folder, so the package is allowed.
        for jobs in ["1", "4"] {
            let r = fx.run("render", scene, "--scale", "0.25", "-o", "@flip-\(jobs).gif", "--jobs", jobs, "-q",
                           "--files-root", package.path, engine: .flipbook)
            #expect(r.code == 0, "\(r.stderr)")
        }
        let one = try AtomicFile.read(fx.path("flip-1.gif")), four = try AtomicFile.read(fx.path("flip-4.gif"))
        #expect(one.count > 1000 && one == four)
        #expect(try GIFDecoder.describe(one).width == 94)
    }

    @Test func aBadSceneWritesNoFile() {
        fx.file("bad.json", "{ \"canvas\": { \"width\": 8, \"height\": 4 }, \"root\": { \"opacity\": 3 } }")
        let r = fx.run("render", "@bad.json", "-o", "@out/", engine: .flipbook)
        #expect(r.code == 65 && r.stderr.contains("root.opacity: must be between 0 and 1, got 3"))
        #expect(!fx.exists("out"))
    }
}

@Suite struct CLIDemoTests {
    let fx = CLIFixture()

    @Test func listShowsTheCatalog() {
        let r = fx.run("list", engine: .flipbook)
        #expect(r.code == 0 && r.stderr.isEmpty)
        #expect(r.stdout.split(separator: "\n").count == DemoCatalog.names.count)
        #expect(r.stdout.contains("flip-present "))
    }

    @Test func demosHaveAFixedCanvas() {
        let r = fx.run("still", "flip-present", "--size", "100x100", engine: .flipbook)
        #expect(r.code == 64 && r.stderr.contains("--size applies to scene files"))
    }
}

@Suite struct CLIGIFTests {
    let fx = CLIFixture()

    @Test func renderWritesTheSameGIFWhateverTheThreadCount() throws {
        fx.file("slide.json", """
        { "canvas": { "width": 8, "height": 4, "scale": 1, "background": "#0000FF" }, "fps": 4, "duration": 1,
          "root": { "sublayers": [ { "name": "red", "frame": [0, 0, 4, 4], "backgroundColor": "#FF0000" } ] },
          "animations": [ { "layer": "red", "keyPath": "position.x", "to": 6, "duration": 1 } ] }
        """)
        let one = fx.run("render", "@slide.json", "-o", "@one.gif", "--jobs", "1", "--hold", "0.5", engine: .flipbook)
        #expect(one.code == 0, "\(one.stderr)")
        #expect(one.stdout == fx.path("one.gif") + "\n")
        #expect(one.stderr.contains("GIF frames"))
        #expect(fx.run("render", "@slide.json", "-o", "@many.gif", "--jobs", "3", "--hold", "0.5", "-q", engine: .flipbook).code == 0)
        let bytes = try AtomicFile.read(fx.path("one.gif"))
        #expect(bytes == (try AtomicFile.read(fx.path("many.gif"))))
        let gif = try GIFDecoder.decode(bytes)
        let total: Int = gif.frames.map(\.delayCentiseconds).reduce(0, +)
        #expect(total == 175)  // 1 s, one more frame interval (0.25 s) and the 0.5 s hold
    }

    @Test func optionsMapOntoTheEncodersOptions() throws {
        func options(_ extra: [String]) throws -> GIFOptions {
            try RenderSettings(ParsedArguments(extra, options: CLI.commands.first { $0.name == "render" }!.options,
                                               command: "render")).gif
        }
        #expect(try options([]) == GIFOptions())
        #expect(try options(["--dither", "diffusion", "--palette", "local", "--loop", "3", "--colors", "64",
                             "--matte", "#000"])
                == GIFOptions(colors: 64, dither: .diffusion(strength: 0.75), palette: .local,
                              loop: .plays(3), matte: .black))
        let ordered = try options(["--dither", "ordered:0.5", "--loop", "1"])
        #expect(ordered.dither == .ordered(strength: 0.5) && ordered.loop == .once)
    }
}
