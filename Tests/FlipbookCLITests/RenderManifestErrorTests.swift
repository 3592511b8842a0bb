import Foundation
import Testing
@testable import FlipbookCLI

@Suite struct RenderManifestErrorTests {
    let fx = CLIFixture()

    /// Runs a manifest whose one entry renders `plain.json` with `entry` spliced in, expecting exit 65.
    func badEntry(_ entry: String) -> String {
        fx.manifestScenes()
        let r = fx.manifestError(#"{ "version": 1, "entries": [ { "scene": "scenes/plain.json", "#
                                 + entry + " } ] }")
        #expect(r.code == 65, "\(r.stderr)")
        return r.stderr
    }

    let gif = #""outputs": [ { "gif": "a.gif" } ]"#

    @Test func unknownKeysAreErrorsNamingTheKeyPath() {
        #expect(badEntry(gif + #", "colour": 1"#).contains("flipbook.json: entries[0].colour: unknown key; expected one of scene, demo"))
        #expect(badEntry(gif + #", "options": { "framesPerSecond": 1 }"#)
            .contains("entries[0].options.framesPerSecond: unknown key; expected one of scale, size, fps"))
        #expect(badEntry(#""outputs": [ { "gif": "a.gif", "fps": 3 } ]"#).contains("entries[0].outputs[0].fps: unknown key"))
        fx.manifestScenes()
        #expect(fx.manifestError(#"{ "version": 1, "entries": [], "defaults": {} }"#).stderr.contains("flipbook.json: defaults: unknown key"))
    }

    @Test func aDuplicateKeyIsAnErrorNamingTheKeyPath() {
        #expect(badEntry(gif + #", "options": { "fps": 10, "fps": 20 }"#)
            .contains("flipbook.json: entries[0].options.fps: duplicate key; each key may appear only once in an object"))
    }

    @Test func wrongTypesAreErrorsNamingTheKeyPath() {
        #expect(badEntry(gif + #", "options": { "fps": "fast" }"#).contains("entries[0].options.fps: expected a number, found a string"))
        #expect(badEntry(gif + #", "options": { "colors": 12.5 }"#).contains("entries[0].options.colors: expected a whole number, found 12.5"))
        #expect(badEntry(gif + #", "revision": 3"#).contains("entries[0].revision: expected a string, found a number"))
        #expect(badEntry(#""outputs": { "gif": "a.gif" }"#).contains("entries[0].outputs: expected an array, found an object"))
        #expect(badEntry(#""outputs": [ { "still": "a.png", "time": true } ]"#)
            .contains("entries[0].outputs[0].time: expected a number, found a boolean"))
    }

    @Test func valuesTheCommandLineRefusesAreErrorsAtTheirKey() {
        #expect(badEntry(gif + #", "options": { "fps": 0 }"#)
            .contains("entries[0].options.fps: expected frames per second from 0.01 to 1000"))
        #expect(badEntry(gif + #", "options": { "dither": "sometimes" }"#).contains("entries[0].options.dither: expected none, ordered or diffusion"))
        #expect(badEntry(gif + #", "options": { "size": "big" }"#).contains("entries[0].options.size: expected WIDTHxHEIGHT"))
        #expect(badEntry(gif + #", "options": { "pngCompression": 12 }"#).contains("entries[0].options.pngCompression: expected fast or a zlib level"))
    }

    @Test func outputsMustNameOneKindWithAFittingPath() {
        #expect(badEntry(#""outputs": [ { "gif": "a.png" } ]"#).contains("entries[0].outputs[0].gif: a.png: a GIF output's path ends in .gif"))
        #expect(badEntry(#""outputs": [ { "still": "a.gif" } ]"#).contains("entries[0].outputs[0].still: a.gif: a still's path ends in .png"))
        #expect(badEntry(#""outputs": [ { "frames": "a.png" } ]"#).contains("entries[0].outputs[0].frames: a.png: 'frames' names a folder"))
        #expect(badEntry(#""outputs": [ { "gif": "a.gif", "still": "a.png" } ]"#).contains("entries[0].outputs[0]: give one of 'gif', 'webp', 'webm', 'frames' or 'still', not gif and still"))
        #expect(badEntry(#""outputs": [ { "gif": "a.gif", "time": 1 } ]"#).contains("entries[0].outputs[0].time: 'time' belongs to a 'still' output"))
        #expect(badEntry(#""outputs": []"#).contains("entries[0]: 'outputs' is empty"))
        #expect(badEntry(#""outputs": [ { "gif": "a.gif" }, { "gif": "./a.gif" } ]"#)
            .contains("entries[0].outputs[1].gif: ./a.gif is also the output of entries[0].outputs[0].gif"))
        #expect(badEntry(#""outputs": [ { "frames": "docs/a" }, { "still": "docs/a/b.png" } ]"#)
            .contains("entries[0].outputs[1].still: docs/a/b.png is inside the frame folder of entries[0].outputs[0].frames"))
        #expect(badEntry(#""outputs": [ { "frames": "flipbook.json" } ]"#)
            .contains("entries[0].outputs[0].frames: flipbook.json is the manifest or its state file"))
        #expect(badEntry(#""outputs": [ { "frames": ".flipbook-state.json" } ]"#)
            .contains("entries[0].outputs[0].frames: .flipbook-state.json is the manifest or its state file"))
    }

    @Test func versionAndSourceAreRequired() {
        fx.manifestScenes()
        #expect(fx.manifestError(#"{ "entries": [] }"#).stderr.contains("flipbook.json: missing key 'version'; this build reads \"version\": 1"))
        #expect(fx.manifestError(#"{ "version": 2, "entries": [] }"#).stderr.contains("flipbook.json: version: unsupported version 2"))
        #expect(fx.manifestError(#"{ "version": 1 }"#).stderr.contains("flipbook.json: missing key 'entries'"))
        #expect(badEntry(gif + #", "demo": "flip-present""#).contains("entries[0]: give either 'scene' or 'demo', not both"))
        #expect(badEntry(gif + #", "variant": { "flipShadow": "intended" }"#).contains("entries[0].variant: 'variant' sets demo flags"))
        let noSource = fx.manifestError(#"{ "version": 1, "entries": [ { "outputs": [ { "gif": "a.gif" } ] } ] }"#)
        #expect(noSource.code == 65 && noSource.stderr.contains("entries[0]: missing key 'scene' or 'demo'"))
    }

    @Test func demoEntriesNameADemoOfTheCatalogueAndKnownVariantKeys() {
        var engine = fx.fake.engine
        engine.demos = [Demo(name: "white", summary: "white") { _ in WhiteClip() }]
        let unknown = fx.manifestError(#"{ "version": 1, "entries": [ { "demo": "black", "outputs": [ { "gif": "a.gif" } ] } ] }"#, engine: engine)
        #expect(unknown.code == 65)
        #expect(unknown.stderr.contains("entries[0].demo: no demo named 'black'; demos: white"))
        let variant = fx.manifestError(#"{ "version": 1, "entries": [ { "demo": "white", "variant": { "flipShadow": "dark" }, "outputs": [ { "gif": "a.gif" } ] } ] }"#, engine: engine)
        #expect(variant.code == 65)
        #expect(variant.stderr.contains("entries[0].variant.flipShadow: expected one of recorded, intended"))
        let size = fx.manifestError(#"{ "version": 1, "entries": [ { "demo": "white", "options": { "size": "10x10" }, "outputs": [ { "gif": "a.gif" } ] } ] }"#, engine: engine)
        #expect(size.code == 65 && size.stderr.contains("entries[0].options: 'size' applies to scene files"))
    }

    @Test func malformedJSONAndABrokenStateFileAreBadData() {
        fx.manifestScenes()
        let json = fx.manifestError("{ \"version\": 1, ")
        #expect(json.code == 65 && json.stderr.contains("flipbook.json: not valid JSON"))
        fx.standardManifest()
        fx.file(".flipbook-state.json", #"{ "version": 1, "outputs": { "out/plain.gif": { "inputs": "x" } } }"#)
        let state = fx.manifest("--check")
        #expect(state.code == 65)
        #expect(state.stderr.contains(".flipbook-state.json: outputs.out/plain.gif: missing key 'options'"))
    }

    @Test func missingManifestSceneOrImageIsMissingInput() throws {
        let manifest = fx.manifest()
        #expect(manifest.code == 66 && manifest.stderr.contains("flipbook.json: the render manifest does not exist"))
        fx.standardManifest()
        try FileManager.default.removeItem(atPath: fx.path("scenes/plain.json"))
        let scene = fx.manifest("--check")
        #expect(scene.code == 66)
        #expect(scene.stderr.contains("flipbook.json: entries[0].scene: the scene file scenes/plain.json does not exist"))
        fx.standardManifest()
        try FileManager.default.removeItem(atPath: fx.path("scenes/images/pic.png"))
        let image = fx.manifest()
        #expect(image.code == 66 && image.stderr.contains("pic.png"))
        #expect(!fx.exists(".flipbook-state.json") || !(fx.read(".flipbook-state.json") ?? "").contains("picture"))
    }

    @Test func aSpanTheRenderRefusesIsBadDataNamingTheEntry() {
        let stderr = badEntry(gif + #", "options": { "from": 1, "to": 0.5 }"#)
        #expect(stderr.contains("flipbook.json: entries[0]: --to 0.5 is before --from 1"))
    }

    @Test func manifestTakesOnlyCheckJobsAndQuietOnTheCommandLine() {
        fx.standardManifest()
        let extra = fx.manifest("--fps", "10")
        #expect(extra.code == 64 && extra.stderr.contains("--fps cannot be combined with --manifest"))
        let check = fx.run("render", "--check")
        #expect(check.code == 64 && check.stderr.contains("--check needs --manifest"))
        #expect(fx.manifest("-j", "1", "--quiet").code == 0)
        let folder = fx.run("render", "--manifest", fx.directory.path, "--check")
        #expect(folder.code == 0, "a folder means its flipbook.json: \(folder.stderr)")
    }
}
