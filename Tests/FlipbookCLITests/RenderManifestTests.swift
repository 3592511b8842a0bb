import Foundation
import Testing
@testable import FlipbookCLI
import FlipbookTool

@Suite struct RenderManifestTests {
    let fx = CLIFixture()

    @Test func firstRunRendersEveryOutputAndTheSecondSkipsThemAll() {
        fx.standardManifest()
        let first = fx.manifest()
        #expect(first.code == 0, "\(first.stderr)")
        #expect(first.stdout.split(separator: "\n").filter { $0.hasPrefix("rendered") }.count == 4)
        #expect(first.summary.hasSuffix("flipbook.json: 4 rendered, 0 up to date"))
        #expect(fx.exists("out/plain.gif") && fx.exists("out/plain.png") && fx.exists("out/picture.gif"))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: fx.path("out/picture-frames")).count) == 6 + 1)
        #expect(fx.exists(".flipbook-state.json"))
        let second = fx.manifest()
        #expect(second.code == 0)
        #expect(second.stdout.contains("up to date  out/plain.gif\n"))
        #expect(second.summary.hasSuffix("flipbook.json: 0 rendered, 4 up to date"))
    }

    @Test func checkExitsZeroWhenCurrentAndOneListingStaleOutputs() {
        fx.standardManifest()
        let never = fx.manifest("--check")
        #expect(never.code == 1)
        #expect(never.stale == ["out/plain.gif": "output missing, not in the state file",
                                "out/plain.png": "output missing, not in the state file",
                                "out/picture.gif": "output missing, not in the state file",
                                "out/picture-frames": "output missing, not in the state file"])
        #expect(never.stderr.contains("4 of 4 outputs of "))
        #expect(!fx.exists("out"), "--check rendered something")
        #expect(fx.manifest().code == 0)
        let current = fx.manifest("--check")
        #expect(current.code == 0)
        #expect(current.stale.isEmpty)
        #expect(current.summary.hasSuffix("flipbook.json: all 4 outputs up to date"))
    }

    @Test func aChangedReferencedImageMakesOnlyItsSceneOutputsStale() {
        fx.standardManifest()
        #expect(fx.manifest().code == 0)
        fx.file("scenes/images/pic.png", "PNG 2 2 9")
        let check = fx.manifest("--check")
        #expect(check.code == 1)
        #expect(check.stale == ["out/picture.gif": "input changed", "out/picture-frames": "input changed"])
        let render = fx.manifest()
        #expect(render.summary.hasSuffix("2 rendered, 2 up to date"))
        #expect(render.stdout.contains("rendered    out/picture.gif (input changed)\n"))
        #expect(render.stdout.contains("up to date  out/plain.gif\n"))
        #expect(fx.manifest("--check").code == 0)
    }

    @Test func aChangedSceneFileMakesItsOutputsStale() {
        fx.standardManifest()
        #expect(fx.manifest().code == 0)
        fx.validScene("scenes/plain.json", extra: #", "animations": []"#)
        #expect(fx.manifest("--check").stale == ["out/plain.gif": "input changed", "out/plain.png": "input changed"])
    }

    @Test func changedOptionsMakeOnlyTheOutputsThatUseThemStale() {
        fx.standardManifest(colors: 64)
        #expect(fx.manifest().code == 0)
        fx.standardManifest(colors: 32)
        // A still uses only scale and size: the GIF palette does not touch it.
        #expect(fx.manifest("--check").stale == ["out/plain.gif": "options changed"])
        fx.standardManifest(colors: 64, plainFPS: 20)
        #expect(fx.manifest("--check").stale == ["out/plain.gif": "options changed"])
        #expect(fx.manifest().summary.hasSuffix("1 rendered, 3 up to date"))
        #expect(fx.fake.gifOptions.last?.colors == 64)
    }

    @Test func aModifiedOrMissingOutputIsStaleAndRenderedAgain() throws {
        fx.standardManifest()
        #expect(fx.manifest().code == 0)
        let gif = fx.read("out/plain.gif")
        fx.file("out/plain.gif", "edited by hand")
        try FileManager.default.removeItem(atPath: fx.path("out/picture-frames/frame_0003.png"))
        try FileManager.default.removeItem(atPath: fx.path("out/plain.png"))
        #expect(fx.manifest("--check").stale == ["out/plain.gif": "output modified",
                                                 "out/picture-frames": "output modified",
                                                 "out/plain.png": "output missing"])
        #expect(fx.manifest().summary.hasSuffix("3 rendered, 1 up to date"))
        #expect(fx.read("out/plain.gif") == gif)
        #expect(fx.manifest("--check").code == 0)
    }

    @Test func anotherToolVersionMakesEveryOutputStale() throws {
        fx.standardManifest()
        #expect(fx.manifest().code == 0)
        let state = try #require(fx.read(".flipbook-state.json"))
        #expect(state.components(separatedBy: "\"tool\": \"\(CLI.version)\"").count - 1 == 4)
        fx.file(".flipbook-state.json", state.replacingOccurrences(of: "\"tool\": \"\(CLI.version)\"", with: "\"tool\": \"0.0.1\""))
        let check = fx.manifest("--check")
        #expect(check.stale.count == 4)
        #expect(check.stale.values.allSatisfy { $0 == "tool version changed" })
    }

    @Test func theStateFileIsDeterministicAndIndependentOfTheFolder() throws {
        fx.standardManifest()
        #expect(fx.manifest().code == 0)
        let state = try #require(fx.read(".flipbook-state.json"))
        #expect(!state.contains(fx.directory.path), "the state file holds an absolute path")
        #expect(state.hasPrefix("{\n  \"version\": 1,\n  \"outputs\": {\n    \"out/picture-frames\": {\n"))
        // A copy of the whole folder elsewhere (a fresh clone) is current.
        let clone = CLIFixture()
        for name in try FileManager.default.contentsOfDirectory(atPath: fx.directory.path) {
            try FileManager.default.copyItem(atPath: fx.path(name), toPath: clone.path(name))
        }
        #expect(clone.manifest("--check").code == 0)
        #expect(clone.manifest().summary.hasSuffix("0 rendered, 4 up to date"))
        #expect(clone.read(".flipbook-state.json") == state)
    }

    @Test func outputsLeftOutOfTheManifestLoseTheirRecords() throws {
        fx.standardManifest()
        #expect(fx.manifest().code == 0)
        fx.file("flipbook.json", """
        { "version": 1, "entries": [ { "scene": "scenes/plain.json", "options": { "scale": 1, "colors": 64, "fps": 10 },
          "outputs": [ { "gif": "out/plain.gif" } ] } ] }
        """)
        #expect(fx.manifest().summary.hasSuffix("0 rendered, 1 up to date"))
        let state = try #require(fx.read(".flipbook-state.json"))
        #expect(state.contains("\"out/plain.gif\""))
        #expect(!state.contains("out/picture.gif"))
    }

    @Test func demoEntriesOfAUsersCatalogueHashTheirNameVariantAndRevision() {
        var engine = fx.fake.engine
        engine.demos = [Demo(name: "white", summary: "a white square") { _ in WhiteClip() }]
        let manifest = { (revision: String) in
            self.fx.file("flipbook.json", """
            { "version": 1, "entries": [ { "demo": "white", "revision": "\(revision)",
              "outputs": [ { "gif": "out/white.gif" }, { "still": "out/white.png" } ] } ] }
            """)
        }
        manifest("1")
        let first = fx.manifest(engine: engine)
        #expect(first.code == 0, "\(first.stderr)")
        #expect(first.summary.hasSuffix("2 rendered, 0 up to date"))
        #expect(fx.manifest("--check", engine: engine).code == 0)
        manifest("2")
        #expect(fx.manifest("--check", engine: engine).stale == ["out/white.gif": "options changed", "out/white.png": "options changed"])
    }

    @Test func aChangedDemoVariantIsAChangedInput() {
        let write = { (item: Int) in
            self.fx.file("flipbook.json", """
            { "version": 1, "entries": [ { "demo": "magicmove-push", "variant": { "magicMoveItem": \(item) },
              "options": { "scale": 0.25, "fps": 5, "to": 0.2 }, "outputs": [ { "still": "out/mm.png", "time": 0.1 } ] } ] }
            """)
        }
        write(1)
        let first = fx.manifest(engine: .flipbook)
        #expect(first.code == 0, "\(first.stderr)")
        write(2)
        #expect(fx.manifest("--check", engine: .flipbook).stale == ["out/mm.png": "input changed"])
    }

    @Test func renderingLeavesNoTemporaryFiles() throws {
        fx.standardManifest()
        #expect(fx.manifest().code == 0)
        let hidden = try FileManager.default.contentsOfDirectory(atPath: fx.path("out")).filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty)
        let top = try FileManager.default.contentsOfDirectory(atPath: fx.directory.path).filter { $0.hasPrefix(".") }
        #expect(top == [".flipbook-state.json"])
    }
}
