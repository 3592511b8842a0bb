import FlipbookCodecs
import FlipbookExport
import FlipbookRaster
import Foundation
import Testing

@testable import FlipbookCLI

/// `-o x.webm`: a VP9 video from `render` and `gif`, its options, and the formats refused.
@Suite struct CLIWebMTests {
    let fx = CLIFixture()

    var engine: Engine {
        var engine = fx.fake.engine
        engine.webmSink = { try WebMSink(path: $0, width: $1, height: $2, options: $3) }
        return engine
    }

    /// The first bytes of every WebM file: the EBML magic, then (inside the header) `webm`.
    private func isWebM(_ name: String) throws -> Bool {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: fx.path(name))))
        return bytes.starts(with: [0x1A, 0x45, 0xDF, 0xA3]) && String(decoding: bytes.prefix(64), as: UTF8.self).contains("webm")
    }

    @Test func renderWritesAWebMVideo() throws {
        fx.validScene()
        let r = fx.run(arguments: ["render", fx.path("scene.json"), "-o", fx.path("clip.webm")], engine: engine)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout == fx.path("clip.webm") + "\n")
        #expect(r.stderr.contains("VP9 frames (crf \(WebMOptions.defaultCRF)"))
        #expect(try isWebM("clip.webm"))
    }

    @Test func formatWebMNamesTheDefaultOutput() throws {
        #expect(try RenderOutputs(out: nil, format: "webm", name: "demo", command: "render").webm == "output/demo.webm")
        #expect(throws: CLIError.self) { try RenderOutputs(out: "x.gif", format: "webm", command: "render") }
        #expect(throws: CLIError.self) { try RenderOutputs(out: "x.webm", format: "gif", command: "render") }
    }

    @Test func gifEncodesPNGFramesIntoAWebM() throws {
        let r = fx.run(
            arguments: ["gif"] + fx.fakeFrames(3) + ["--fps", "25", "-o", fx.path("frames.webm"), "--crf", "30"],
            engine: engine)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr.contains("3 VP9 frames (crf 30"))
        #expect(try isWebM("frames.webm"))
    }

    @Test func webmOptionsNeedAWebMOutput() {
        fx.validScene()
        let r = fx.run(arguments: ["render", fx.path("scene.json"), "-o", fx.path("clip.gif"), "--crf", "20"], engine: engine)
        #expect(r.code == 64)
        #expect(r.stderr.contains("--crf applies to WebM output"))
    }

    @Test func loopIsAUsageErrorForAVideo() {
        fx.validScene()
        let r = fx.run(arguments: ["render", fx.path("scene.json"), "-o", fx.path("clip.webm"), "--loop", "2"], engine: engine)
        #expect(r.code == 64)
        #expect(r.stderr.contains("--loop applies to GIF and WebP output"))
    }

    @Test func aCRFOutOfRangeIsAUsageError() {
        fx.validScene()
        let r = fx.run(arguments: ["render", fx.path("scene.json"), "-o", fx.path("clip.webm"), "--crf", "64"], engine: engine)
        #expect(r.code == 64)
        #expect(!fx.exists("clip.webm"))
    }

    @Test(arguments: ["x.mp4", "x.mov"])
    func otherVideoExtensionsAreUsageErrors(_ name: String) {
        fx.validScene()
        let r = fx.run(arguments: ["render", fx.path("scene.json"), "-o", fx.path(name)], engine: engine)
        #expect(r.code == 64)
        #expect(r.stderr.contains(".webm"))
        #expect(!fx.exists(name))
        let g = fx.run(arguments: ["gif"] + fx.fakeFrames(2) + ["-o", fx.path(name)], engine: engine)
        #expect(g.code == 64)
    }

    @Test func withoutAVideoEncoderRenderFailsSayingSo() {
        fx.validScene()
        let r = fx.run(arguments: ["render", fx.path("scene.json"), "-o", fx.path("clip.webm")], engine: fx.fake.engine)
        #expect(r.code == 1)
        #expect(r.stderr.contains("lacks a video encoder"))
    }
}

/// `{ "webm": … }` outputs in a render manifest.
@Suite struct CLIWebMManifestTests {
    let fx = CLIFixture()

    @Test func manifestWritesAWebMOutputWithItsOptions() throws {
        fx.manifestScenes()
        fx.file(
            "flipbook.json",
            """
            { "version": 1, "options": { "scale": 1 },
              "entries": [ { "scene": "scenes/plain.json", "options": { "crf": 30, "vp9Speed": 8, "matte": "#000000" },
                             "outputs": [ { "webm": "out/plain.webm" } ] } ] }
            """)
        var engine = fx.fake.engine
        engine.webmSink = { try WebMSink(path: $0, width: $1, height: $2, options: $3) }
        let r = fx.manifest(engine: engine)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains("rendered    out/plain.webm"))
        #expect(
            try [UInt8](Data(contentsOf: URL(fileURLWithPath: fx.path("out/plain.webm")))).starts(with: [0x1A, 0x45, 0xDF, 0xA3]))
        #expect(fx.manifest("--check", engine: engine).code == 0)
    }

    @Test func manifestWebMPathMustEndInWebM() {
        fx.manifestScenes()
        let r = fx.manifestError(
            """
            { "version": 1, "entries": [ { "scene": "scenes/plain.json", "outputs": [ { "webm": "out/plain.mp4" } ] } ] }
            """)
        #expect(r.code == 65)
        #expect(r.stderr.contains("a WebM output's path ends in .webm"))
    }

    @Test func manifestRefusesACRFOutOfRange() {
        fx.manifestScenes()
        let r = fx.manifestError(
            """
            { "version": 1, "entries": [ { "scene": "scenes/plain.json", "options": { "crf": 70 },
                                           "outputs": [ { "webm": "out/plain.webm" } ] } ] }
            """)
        #expect(r.code == 65)
        #expect(r.stderr.contains("crf"))
    }
}
