import FlipbookCodecs
import FlipbookExport
import FlipbookRaster
import FlipbookScene
import Foundation
import Testing

@testable import FlipbookCLI

/// `flipbook render` is a `Recording` (FlipbookExport) with the command line's options: the same
/// frames, the same files and the same frame limit (FrameBudget's rule: the span's frames plus
/// `round(hold · fps)` held copies, at most 100 000, whatever the output format).
@Suite struct CLIRecordingPathTests {
    let fx = CLIFixture()

    /// A 12 × 8 px scene whose square slides and fades over 0.4 s at 10 fps.
    func movingScene() {
        fx.file(
            "move.json",
            """
            { "canvas": { "width": 12, "height": 8, "scale": 1, "background": "#FFFFFF" },
              "fps": 10, "duration": 0.4,
              "root": { "sublayers": [ { "name": "box", "bounds": [0, 0, 4, 4], "position": [2, 4],
                "backgroundColor": "#3366CC" } ] },
              "animations": [ { "layer": "box", "keyPath": "position.x", "from": 2, "to": 10, "duration": 0.4 },
                              { "layer": "box", "keyPath": "opacity", "from": 1, "to": 0.25, "duration": 0.4 } ] }
            """)
    }

    func recording(hold: Double = 0) throws -> Recording {
        let document = try SceneLoader().load(path: fx.path("move.json"))
        return Recording(of: SceneClip(document: document), fps: nil, hold: hold, jobs: 2)
    }

    func files(_ folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: fx.path(folder)) {
            result[name] = FileManager.default.contents(atPath: fx.path(folder + "/" + name))
        }
        return result
    }

    @Test func renderWritesTheBytesRecordingWrites() throws {
        movingScene()
        let gif = fx.run("render", "@move.json", "--hold", "0.2", "-o", "@cli.gif", "-q", engine: .standard)
        #expect(gif.code == 0, "\(gif.stderr)")
        let png = fx.run("render", "@move.json", "--hold", "0.2", "-o", "@cli/", "-q", engine: .standard)
        #expect(png.code == 0, "\(png.stderr)")
        try recording(hold: 0.2).write(gif: fx.path("swift.gif"))
        try recording(hold: 0.2).write(pngDirectory: fx.path("swift"))

        let cliGIF = try #require(FileManager.default.contents(atPath: fx.path("cli.gif")))
        #expect(cliGIF == FileManager.default.contents(atPath: fx.path("swift.gif")))
        let cliFrames = try files("cli"), swiftFrames = try files("swift")
        // 0…0.4 s at 10 fps is 5 frames, the 0.2 s hold 2 copies; both folders record their fps.
        #expect(cliFrames.keys.filter { $0.hasSuffix(".png") }.count == 7)
        #expect(cliFrames == swiftFrames)
        let decoded = try GIFDecoder.decode([UInt8](cliGIF))
        #expect(decoded.frames.count >= 2)
    }

    @Test func theFrameLimitIsRecordingsInEveryFormat() throws {
        movingScene()
        // 0.4 s at 1000 fps is 401 frames; a 99.599 s hold adds 99 599 copies: 100 000 in all,
        // the limit, which both accept; 0.001 s more is one frame over, which both refuse.
        let atLimit = try recording(hold: 99.599)
        var fast = atLimit
        fast.fps = 1000
        #expect(try fast.frameBudget().total == 100_000)
        #expect(throws: Never.self) { try fast.frameTimes() }
        var over = fast
        over.hold = 99.6
        #expect(throws: RecordingError.tooManyFrames(duration: 0.4 + 99.6, fps: 1000, limit: 100_000)) { try over.frameTimes() }
        for out in ["@frames/", "@x.gif", "@x.webp"] {
            let r = fx.run("render", "@move.json", "--fps", "1000", "--hold", "99.6", "-o", out, engine: .standard)
            #expect(r.code == 64)
            #expect(
                r.stderr.contains("401 frames plus a 99.6 s hold at 1000.0 fps (99600 held frames) is more than 100000 frames"))
        }
        #expect(!FileManager.default.fileExists(atPath: fx.path("frames")))
    }
}
