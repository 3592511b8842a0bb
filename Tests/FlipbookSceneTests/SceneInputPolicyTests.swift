import Foundation
import Testing
@testable import FlipbookScene

/// Issue 32 for scene files: the file itself must be a regular file, its frame rate follows the
/// command line's rule (FrameBudget), and with a ``SceneLoader/fileRoot`` every image must
/// resolve inside that folder, symbolic links included.
@Suite struct SceneInputPolicyTests {
    let fixture = SceneFixture()

    var rooted: SceneLoader {
        var loader = fixture.loader
        loader.fileRoot = fixture.directory
        return loader
    }

    @Test(arguments: ["1e-300", "0.001", "1000.5"])
    func frameRatesOutsideTheRuleAreRefused(fps: String) {
        let message = fixture.message(scene(top: "\"fps\": \(fps)"))
        #expect(message?.hasPrefix("fps: expected frames per second from 0.01 to 1000, got ") == true, "\(message ?? "")")
    }

    @Test func theLowestAndHighestRatesLoad() throws {
        #expect(try fixture.load(scene(top: "\"fps\": 0.01")).fps == 0.01)
        #expect(try fixture.load(scene(top: "\"fps\": 1000")).fps == 1000)
    }

    @Test func anImageInsideTheRootLoads() throws {
        fixture.file("images/a.img", "IMG 2 2")
        let doc = try fixture.load(sceneWithLayer(#""contents": "images/a.img""#), loader: rooted)
        #expect(doc.root.sublayers.count == 1)
    }

    @Test(arguments: ["../outside.img", "/etc/hostname", "images/../../outside.img"])
    func anImageOutsideTheRootIsRefusedNamingTheKeyPath(path: String) {
        #expect(throws: SceneError.self) { try fixture.load(sceneWithLayer(#""contents": ""# + path + #"""#), loader: rooted) }
        do {
            _ = try fixture.load(sceneWithLayer(#""contents": ""# + path + #"""#), loader: rooted)
        } catch {
            #expect("\(error)".contains("root.sublayers[0].contents: \(path) resolves to"), "\(error)")
            #expect("\(error)".contains("--files-root"))
        }
    }

    @Test func anImageLinkedToAFileOutsideIsRefused() throws {
        let outside = fixture.directory.deletingLastPathComponent().appendingPathComponent("flipbook-out-\(UUID().uuidString).img")
        try "IMG 2 2".write(to: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(atPath: fixture.directory.appendingPathComponent("link.img").path,
                                                   withDestinationPath: outside.path)
        #expect(throws: SceneError.self) { try fixture.load(sceneWithLayer(#""contents": "link.img""#), loader: rooted) }
        // Without a root (Swift code trusting its scenes) the link is followed.
        #expect(try fixture.load(sceneWithLayer(#""contents": "link.img""#)).root.sublayers.count == 1)
    }

    @Test func aFIFOSceneIsRefusedWithoutBlocking() {
        let path = fixture.directory.appendingPathComponent("pipe.json").path
        #expect(mkfifo(path, 0o644) == 0)
        #expect(throws: SceneError.notAFile(path: path, kind: "a FIFO (named pipe)")) { try SceneLoader().load(path: path) }
    }

    @Test func aDeviceOrFolderSceneIsRefused() {
        #expect(throws: SceneError.notAFile(path: "/dev/zero", kind: "a device")) { try SceneLoader().load(path: "/dev/zero") }
        let folder = fixture.directory.path
        #expect(throws: SceneError.notAFile(path: folder, kind: "a folder")) { try SceneLoader().load(path: folder) }
    }
}
