import Foundation
import Testing
@testable import FlipbookCLI

/// Issue 32: outputs and inputs stay inside their folders, special files end at once with an
/// error, tiny frame rates are refused where they enter.
@Suite struct CLIHostileInputTests {
    let fx = CLIFixture()

    func manifest(_ outputs: String, scene: String = "scenes/plain.json") -> CLIFixture.Result {
        fx.manifestScenes()
        return fx.manifestError(#"{ "version": 1, "entries": [ { "scene": ""# + scene + #"", "outputs": [ "# + outputs + " ] } ] }")
    }

    func mkfifo(_ name: String) {
        #expect(Foundation.mkfifo(fx.path(name), 0o644) == 0)
    }

    // MARK: Path policy

    @Test(arguments: [#"{ "gif": "../escape.gif" }"#, #"{ "gif": "/tmp/flipbook-escape.gif" }"#,
                      #"{ "frames": "docs/../../escape" }"#, #"{ "still": "../../escape.png" }"#])
    func manifestOutputsOutsideTheFolderAreRefusedNamingTheKeyPath(output: String) {
        let r = manifest(output)
        #expect(r.code == 65, "\(r.stderr)")
        #expect(r.stderr.contains("entries[0].outputs[0]."), "\(r.stderr)")
        #expect(r.stderr.contains("outside the manifest's folder"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/flipbook-escape.gif"))
        #expect(!FileManager.default.fileExists(atPath: fx.directory.deletingLastPathComponent().appendingPathComponent("escape.gif").path))
    }

    /// A committed `docs` link to a folder elsewhere: the outputs under it resolve outside.
    @Test func outputsUnderASymlinkToAnOutsideFolderAreRefused() throws {
        let outside = fx.directory.deletingLastPathComponent().appendingPathComponent("flipbook-outside-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(atPath: fx.path("docs"), withDestinationPath: outside)
        let r = manifest(#"{ "gif": "docs/a.gif" }"#)
        #expect(r.code == 65 && r.stderr.contains("entries[0].outputs[0].gif: docs/a.gif resolves to"), "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    }

    @Test func aSceneOutsideTheManifestFolderIsRefused() {
        let r = manifest(#"{ "gif": "a.gif" }"#, scene: "../elsewhere.json")
        #expect(r.code == 65 && r.stderr.contains("entries[0].scene: ../elsewhere.json resolves to"), "\(r.stderr)")
    }

    @Test func aSceneImageLinkedFromOutsideIsRefused() throws {
        fx.manifestScenes()
        let outside = fx.directory.deletingLastPathComponent().appendingPathComponent("flipbook-pic-\(UUID().uuidString).png").path
        try "PNG 2 2 7".write(toFile: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.removeItem(atPath: fx.path("scenes/images/pic.png"))
        try FileManager.default.createSymbolicLink(atPath: fx.path("scenes/images/pic.png"), withDestinationPath: outside)
        let r = fx.manifestError(#"{ "version": 1, "entries": [ { "scene": "scenes/picture.json", "outputs": [ { "gif": "a.gif" } ] } ] }"#)
        #expect(r.code == 65 && r.stderr.contains("root.sublayers[0].contents: images/pic.png resolves to"), "\(r.stderr)")
        #expect(!fx.exists("a.gif"))
    }

    /// The images of a manifest's scenes may come from anywhere inside the manifest's folder.
    @Test func aSceneImageElsewhereInTheManifestFolderIsAllowed() {
        fx.manifestScenes()
        fx.file("assets/shared.png", "PNG 2 2 9")
        fx.file("scenes/shared.json", """
        { "canvas": { "width": 10, "height": 5, "scale": 1 }, "fps": 10, "duration": 0.2,
          "root": { "sublayers": [ { "frame": [0, 0, 2, 2], "contents": "../assets/shared.png" } ] } }
        """)
        let r = fx.manifestError(#"{ "version": 1, "entries": [ { "scene": "scenes/shared.json", "outputs": [ { "gif": "a.gif" } ] } ] }"#)
        #expect(r.code == 0, "\(r.stderr)")
    }

    @Test func aSceneImageOutsideTheSceneFolderNeedsFilesRoot() {
        fx.file("assets/shared.png", "PNG 2 2 9")
        fx.file("scenes/shared.json", """
        { "canvas": { "width": 10, "height": 5, "scale": 1 }, "fps": 10, "duration": 0.2,
          "root": { "sublayers": [ { "frame": [0, 0, 2, 2], "contents": "../assets/shared.png" } ] } }
        """)
        let refused = fx.run("render", "@scenes/shared.json", "-o", "@a.gif")
        #expect(refused.code == 65 && refused.stderr.contains("--files-root"), "\(refused.stderr)")
        let allowed = fx.run("render", "@scenes/shared.json", "-o", "@a.gif", "--files-root", fx.directory.path)
        #expect(allowed.code == 0, "\(allowed.stderr)")
        #expect(fx.run("render", "@scenes/shared.json", "--files-root", "@nowhere").code == 64)
    }

    @Test func aStateFileLinkedFromOutsideIsNotRead() throws {
        let outside = fx.directory.deletingLastPathComponent().appendingPathComponent("flipbook-state-\(UUID().uuidString)").path
        try "{}".write(toFile: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(atPath: fx.path(".flipbook-state.json"), withDestinationPath: outside)
        let r = manifest(#"{ "gif": "a.gif" }"#)
        #expect(r.code == 65 && r.stderr.contains("outside the manifest's folder"), "\(r.stderr)")
    }

    /// Strings that are not file references are never opened: a layer named `/dev/zero` and a
    /// text naming a FIFO hung `--check` forever.
    @Test func fingerprintingOpensOnlyRealFileReferences() {
        fx.manifestScenes()
        mkfifo("scenes/pipe")
        fx.file("scenes/named.json", """
        { "canvas": { "width": 10, "height": 5, "scale": 1 }, "fps": 10, "duration": 0.2,
          "root": { "name": "/dev/zero", "sublayers": [ { "name": "pipe" }, { "name": "plain.json" } ] } }
        """)
        fx.file("flipbook.json", #"{ "version": 1, "entries": [ { "scene": "scenes/named.json", "outputs": [ { "gif": "a.gif" } ] } ] }"#)
        let start = Date()
        let check = fx.manifest("--check")
        #expect(check.code == 1, "\(check.stderr)")
        #expect(fx.manifest().code == 0)
        #expect(fx.manifest("--check").code == 0, "editing plain.json must not matter: it is only a name")
        fx.validScene("scenes/plain.json", extra: #", "animations": []"#)
        #expect(fx.manifest("--check").code == 0)
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func aStillWhoseOutputIsAFolderFailsBeforeWritingAnything() throws {
        try FileManager.default.createDirectory(atPath: fx.path("out/shot.png"), withIntermediateDirectories: true)
        let r = manifest(#"{ "gif": "out/a.gif" }, { "still": "out/shot.png" }"#)
        #expect(r.code == 73 && r.stderr.contains("entries[0].outputs[1].still: out/shot.png is a folder"), "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fx.path("out/shot.png")).isEmpty)
        #expect(!fx.exists("out/a.gif"), "nothing rendered before the check")
    }

    // MARK: Only regular files

    @Test func aFIFOAsSceneEndsAtOnceWithExit66() {
        mkfifo("pipe.json")
        let r = fx.run("render", "@pipe.json", "-o", "@a.gif")
        #expect(r.code == 66 && r.stderr.contains("pipe.json: is a FIFO (named pipe), not a scene file"), "\(r.stderr)")
    }

    @Test func aDeviceOrFolderAsSceneIsRefusedWithExit66() {
        let device = fx.run("render", "/dev/zero", "-o", "@a.gif")
        #expect(device.code == 66 && device.stderr.contains("/dev/zero: is a device"), "\(device.stderr)")
        #expect(!device.stderr.contains("permission"))
        fx.file("dir.json/x", "{}")
        let folder = fx.run("render", "@dir.json", "-o", "@a.gif")
        #expect(folder.code == 66 && folder.stderr.contains("is a folder"), "\(folder.stderr)")
    }

    @Test func aFIFOOrDeviceAsManifestIsRefused() {
        mkfifo("pipe-manifest.json")
        let out = BufferOutput(), err = BufferOutput()
        let code = CLI.run(arguments: ["render", "--manifest", fx.path("pipe-manifest.json")], stdout: out, stderr: err, engine: fx.fake.engine)
        #expect(code == 66 && err.text.contains("is a FIFO"), "\(err.text)")
    }

    @Test func delaysFilesAreRegularFilesUnderTheCap() {
        fx.file("f0.png", "PNG 2 2 1")
        mkfifo("delays.txt")
        let fifo = fx.run("gif", "@f0.png", "--delays", "@delays.txt", "-o", "@a.gif")
        #expect(fifo.code == 66 && fifo.stderr.contains("is a FIFO"), "\(fifo.stderr)")
        fx.file("big.txt", String(repeating: "4,", count: 600_000))
        let big = fx.run("gif", "@f0.png", "--delays", "@big.txt", "-o", "@a.gif")
        #expect(big.code == 65 && big.stderr.contains("over the limit of 1 MiB"), "\(big.stderr)")
    }

    // MARK: Numbers

    @Test(arguments: ["1e-10", "0.009", "1e-300", "0"])
    func tinyFrameRatesAreUsageErrors(fps: String) {
        fx.validScene()
        let r = fx.run("render", "@scene.json", "--fps", fps, "-o", "@a.gif")
        #expect(r.code == 64 && r.stderr.contains("expected frames per second from 0.01 to 1000"), "\(r.stderr)")
        #expect(try! FileManager.default.contentsOfDirectory(atPath: fx.directory.path) == ["scene.json"])
    }

    @Test func aSceneFrameRateOf1eMinus300IsADataError() {
        fx.file("scene.json", """
        { "canvas": { "width": 10, "height": 5, "scale": 1 }, "fps": 1e-300, "duration": 0.5, "root": {} }
        """)
        let r = fx.run("render", "@scene.json", "-o", "@a.gif")
        #expect(r.code == 65 && r.stderr.contains("fps: expected frames per second from 0.01 to 1000, got 1e-300"), "\(r.stderr)")
    }

    @Test func aManifestFrameRateOf1eMinus300IsADataError() {
        fx.manifestScenes()
        let r = fx.manifestError(#"{ "version": 1, "entries": [ { "scene": "scenes/plain.json", "options": { "fps": 1e-300 }, "outputs": [ { "gif": "a.gif" } ] } ] }"#)
        #expect(r.code == 65 && r.stderr.contains("entries[0].options.fps: expected frames per second from 0.01 to 1000"), "\(r.stderr)")
    }
}
