import FlipbookCodecs
import FlipbookRaster
import Foundation
import Testing
@testable import FlipbookCLI
import FlipbookTool

/// A user's own executable: `CLI` with a catalogue of the user's demos and the real codecs.
@Suite struct CLICustomCatalogueTests {
    let fx = CLIFixture()

    /// 4 × 2 pixels at 10 fps for 0.4 s: black until 0.2 s, then white.
    final class BlinkClip: Clip {
        let fps = 10.0, duration = 0.4
        let pixelWidth = 4, pixelHeight = 2
        func renderTree(at time: Double) -> RenderTree {
            RenderTree(pixelWidth: 4, pixelHeight: 2, scale: 1, background: time < 0.2 ? .black : .white)
        }
    }

    var catalogue: [Demo] {
        [Demo(name: "blink", summary: "black, then white") { _ in BlinkClip() },
         Demo(name: "blink-again", summary: "the same, a second variant") { _ in BlinkClip() }]
    }

    func engine(_ demos: [Demo]) -> Engine {
        var engine = Engine.standard(demos: demos)
        engine.toolName = "my-demos"
        return engine
    }

    @Test func listShowsOnlyTheUsersDemos() {
        let r = fx.run("list", engine: engine(catalogue))
        #expect(r.code == 0)
        #expect(r.stdout == "blink        black, then white\nblink-again  the same, a second variant\n")
    }

    @Test func standardDemosAreAddedOnlyWhenAskedFor() {
        let both = engine(catalogue + Demo.standard)
        let lines = fx.run("list", engine: both).stdout.split(separator: "\n")
        #expect(lines.count == 2 + Demo.standard.count)
        #expect(lines.contains { $0.hasPrefix("flip-present ") })
    }

    @Test func renderWritesTheUsersClipAsAGIF() throws {
        let r = fx.run("render", "blink", "-o", "@blink.gif", "--quiet", engine: engine(catalogue))
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout == fx.path("blink.gif") + "\n")
        let gif = try GIFDecoder.decode(try AtomicFile.read(fx.path("blink.gif")))
        #expect(gif.width == 4 && gif.height == 2)
        // Five frames at 10 fps; the encoder merges equal neighbours: 2 black, 3 white.
        #expect(gif.frames.map(\.delayCentiseconds) == [20, 30])
        #expect(gif.frames.first?.bitmap.bytes[0] == 0)
        #expect(gif.frames.last?.bitmap.bytes[0] == 255)
    }

    @Test func unknownDemoIsAUsageErrorNamingTheToolAndTheCatalogue() {
        let r = fx.run("render", "flip-present", "-o", "@x.gif", engine: engine(catalogue))
        #expect(r.code == ExitCode.usage.rawValue)
        #expect(r.code == 64)
        #expect(r.stderr.hasPrefix("my-demos: error: 'flip-present' is neither a scene file (*.json) nor a demo (demos: blink, blink-again)"))
        #expect(r.stderr.contains("Run 'my-demos render --help' for details."))
        #expect(!fx.exists("x.gif"))
    }

    @Test func helpNamesTheUsersTool() {
        let r = fx.run("--help", engine: engine(catalogue))
        #expect(r.code == 0)
        #expect(r.stdout.hasPrefix("my-demos — "))
        #expect(r.stdout.contains("Usage: my-demos <command> [options]"))
        #expect(fx.run("still", "--help", engine: engine(catalogue)).stdout.hasPrefix("my-demos still — "))
    }

    @Test func duplicateDemoNamesFailEveryCommandWithExit1() {
        let r = fx.run("list", engine: engine(catalogue + [Demo(name: "blink", summary: "again") { _ in BlinkClip() }]))
        #expect(r.code == 1)
        #expect(r.stderr == "my-demos: error: two demos are named 'blink'; give each demo of the catalogue its own name\n")
    }

    @Test func demoNamesThatLookLikeSceneFilesAreRefused() {
        for name in ["cards/blink", "blink.json", "all", "", "-blink"] {
            let r = fx.run("list", engine: engine([Demo(name: name, summary: "x") { _ in BlinkClip() }]))
            #expect(r.code == 1, "\(name)")
            #expect(r.stderr.contains("cannot be typed on the command line"), "\(name)")
        }
    }
}
