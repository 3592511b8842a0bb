import FlipbookScene
import Foundation
import Testing
@testable import FlipbookCLI

/// What a new user meets first: `--version`, suggestions for typos, and strict JSON errors that
/// say where the mistake is.
@Suite struct CLIFirstUseTests {
    let fx = CLIFixture()

    @Test func versionPrintsTheToolAndItsVersion() {
        let r = fx.run("--version")
        #expect(r.code == 0 && r.stdout == "flipbook \(CLI.version)\n" && r.stderr.isEmpty)
        #expect(CLI.versionLine(tool: "my-demos") == "my-demos (Flipbook \(CLI.version))")
        #expect(CLI.help.contains("'flipbook --version' for the version"))
    }

    @Test func aMisspeltCommandSuggestsTheCommand() {
        let r = fx.run("rendr", "x.json")
        #expect(r.code == 64)
        #expect(r.stderr.contains("unknown command 'rendr' (did you mean 'render'?)"), "\(r.stderr)")
        #expect(!fx.run("zzzzzz").stderr.contains("did you mean"))
    }

    @Test func aMisspeltOptionSuggestsTheOption() {
        fx.validScene()
        let r = fx.run("render", "@scene.json", "--colours", "64", "-o", "@out.gif")
        #expect(r.code == 64)
        #expect(r.stderr.contains("unknown option --colours for 'render' (did you mean --colors?)"), "\(r.stderr)")
        #expect(fx.run("render", "@scene.json", "--fsp", "10").stderr.contains("(did you mean --fps?)"))
    }

    @Test func aMisspeltDemoSuggestsTheDemo() {
        var engine = fx.fake.engine
        engine.demos = [Demo(name: "flip-present", summary: "s") { _ in CLICustomCatalogueTests.BlinkClip() }]
        let r = fx.run("render", "flip-presnt", engine: engine)
        #expect(r.code == 64)
        #expect(
            r.stderr.contains("'flip-presnt' is neither a scene file (*.json) nor a demo (did you mean 'flip-present'?)"),
            "\(r.stderr)")
    }

    @Test func aMisspeltSceneKeySuggestsTheKey() {
        fx.validScene(extra: #", "durration": 1"#)
        let r = fx.run("still", "@scene.json", "-o", "@s.png")
        #expect(r.code == 65)
        #expect(r.stderr.contains("durration: unknown key (did you mean 'duration'?)"), "\(r.stderr)")
    }

    @Test func aTrailingCommaInASceneIsRefusedWithLineAndColumn() {
        fx.file(
            "scene.json",
            """
            { "canvas": { "width": 10, "height": 5, "scale": 1 },
              "fps": 10, "duration": 0.5,
              "root": { "name": "root", },
            }
            """)
        let r = fx.run("still", "@scene.json", "-o", "@s.png")
        #expect(r.code == 65)
        #expect(r.stderr.contains("not valid JSON: line 3, column 29: trailing comma before '}'"), "\(r.stderr)")
        #expect(!fx.exists("s.png"))
    }

    @Test func aCommentInASceneIsRefused() {
        fx.file("scene.json", "{ // the card\n\"fps\": 10 }")
        let r = fx.run("info", "@scene.json")
        #expect(r.code == 65)
        #expect(r.stderr.contains("line 1, column 3: comments are not allowed"), "\(r.stderr)")
    }

    @Test func aManifestIsStrictJSONToo() {
        fx.manifestScenes()
        let r = fx.manifestError("{ \"version\": 1,\n  \"entries\": [ ], }")
        #expect(r.code == 65)
        #expect(r.stderr.contains("line 2, column 19: trailing comma before '}'"), "\(r.stderr)")
        let key = fx.manifestError(#"{ "version": 1, "entris": [] }"#)
        #expect(key.stderr.contains("entris: unknown key (did you mean 'entries'?)"), "\(key.stderr)")
    }

    @Test func strictJSONAcceptsWhatRFC8259AcceptsAndNamesWhatItRefuses() {
        func error(_ text: String) -> String? { StrictJSON.firstError(in: Data(text.utf8))?.description }
        for valid in ["{}", "[]", " [1, -0.5e3, \"a\\u00e9\\n\", true, false, null, {\"k\": [[]]}] ", "\u{FEFF}{}", "\"é\""] {
            #expect(error(valid) == nil, "\(valid)")
        }
        #expect(error("[1, 2,]") == "line 1, column 7: trailing comma before ']' (scene files and manifests are strict JSON)")
        #expect(
            error("{\"a\": 1 /* x */}")
                == "line 1, column 9: comments are not allowed (scene files and manifests are strict JSON)")
        #expect(error("{'a': 1}") == "line 1, column 2: expected a key in double quotes, found '''")
        #expect(error("{\"é\": 01}") == "line 1, column 7: a number may not start with 0 (leading zeros are not JSON)")
        #expect(error("[NaN]") == "line 1, column 2: expected a value, found 'N'")
        #expect(error("{} x") == "line 1, column 4: unexpected 'x' after the JSON value")
        #expect(error("{\"a\": [1, 2}") == "line 1, column 12: expected ',' or ']', found '}'")
        #expect(error("{\"a\":\n  [1, 2") == "line 2, column 8: unexpected end of the file: an array is not closed with ']'")
        #expect(error("") == "line 1, column 1: the file is empty; expected a JSON value")
    }

    @Test func aSliceRecordsItsFrameRateAndGIFPlaysItsFramesAtIt() throws {
        fx.validScene()  // 10 fps, 0.5 s: 6 frames
        let r = fx.run("render", "@scene.json", "--fps", "20", "--shard", "2/2", "-o", "@frames/")
        #expect(r.code == 0, "\(r.stderr)")
        #expect(fx.read("frames/flipbook-frames.json") == "{\"fps\": 20.0}\n")
        let frames = try FileManager.default.contentsOfDirectory(atPath: fx.path("frames")).filter { $0.hasSuffix(".png") }
            .sorted()
        #expect(
            frames == [
                "frame_0005.png", "frame_0006.png", "frame_0007.png", "frame_0008.png", "frame_0009.png", "frame_0010.png",
            ])
        let gif = fx.run(arguments: ["gif"] + frames.map { "@frames/" + $0 } + ["-o", "@out.gif"])
        #expect(gif.code == 0, "\(gif.stderr)")
        #expect(gif.stderr.contains("gif: 20 fps, as recorded in \(fx.path("frames/flipbook-frames.json"))"), "\(gif.stderr)")
        #expect(
            fx.read("out.gif")?.split(separator: "\n").allSatisfy { $0.hasSuffix(" 0.05") } == true, "\(fx.read("out.gif") ?? "")"
        )
        // --fps still wins, and a rendering into the same folder again is allowed.
        #expect(fx.run(arguments: ["gif"] + frames.map { "@frames/" + $0 } + ["-o", "@out.gif", "--fps", "10"]).code == 0)
        #expect(fx.read("out.gif")?.hasSuffix(" 0.1\n") == true)
        #expect(fx.run("render", "@scene.json", "--fps", "20", "--shard", "1/2", "-o", "@frames/").code == 0)
    }

    @Test func aFrameRateRecordThatIsNotOneIsBadData() {
        fx.validScene()
        #expect(fx.run("render", "@scene.json", "-o", "@a/").code == 0)
        fx.file("a/flipbook-frames.json", "{\"fps\": -1}")
        let bad = fx.run("gif", "@a/frame_0000.png", "-o", "@out.gif")
        #expect(bad.code == 65 && bad.stderr.contains("expected {\"fps\": n} with 0 < n ≤ 1000"), "\(bad.stderr)")
        fx.file("a/flipbook-frames.json", String(repeating: " ", count: 5000) + "{\"fps\": 10}")
        let big = fx.run("gif", "@a/frame_0000.png", "-o", "@out.gif")
        #expect(big.code == 65 && big.stderr.contains("at most 4096 bytes"), "\(big.stderr)")
        #expect(fx.run("gif", "@a/frame_0000.png", "-o", "@out.gif", "--fps", "10").code == 0)
        // A FIFO of that name is refused without being opened (reading it would block).
        try? FileManager.default.removeItem(atPath: fx.path("a/flipbook-frames.json"))
        #expect(mkfifo(fx.path("a/flipbook-frames.json"), 0o600) == 0)
        let fifo = fx.run("gif", "@a/frame_0000.png", "-o", "@out.gif")
        #expect(fifo.code == 65 && fifo.stderr.contains("not a frame-rate record"), "\(fifo.stderr)")
    }

    @Test func framesFromRendersAtTwoRatesNeedFPS() {
        fx.validScene()
        #expect(fx.run("render", "@scene.json", "--fps", "10", "-o", "@a/").code == 0)
        #expect(fx.run("render", "@scene.json", "--fps", "20", "-o", "@b/").code == 0)
        let r = fx.run("gif", "@a/frame_0000.png", "@b/frame_0000.png", "-o", "@out.gif")
        #expect(r.code == 64)
        #expect(r.stderr.contains("the frames come from renders at 10 fps"), "\(r.stderr)")
    }

    @Test func didYouMeanSuggestsOnlyWhatIsCloseToATypo() {
        #expect(DidYouMean.closest(to: "opcity", in: ["opacity", "bounds"]) == "opacity")
        #expect(DidYouMean.closest(to: "fsp", in: ["fps", "from"]) == "fps")
        #expect(DidYouMean.closest(to: "x", in: ["opacity"]) == nil)
        #expect(DidYouMean.closest(to: "background", in: ["bounds", "position"]) == nil)
        #expect(DidYouMean.hint(for: "colour", in: ["colors", "color"]) { "--\($0)" } == " (did you mean --color?)")
    }
}
