@testable import FlipbookTesting
import FlipbookRaster
import Foundation
import Testing

/// Golden and artifact names come from test code (suite, function, `named:`): a name holding
/// `../` or `/` used to put goldens and artifacts outside their folders, and two such names
/// shared one failure record, so the review page counted 2 failures for 4 assertions.
@Suite struct GoldenNameSafetyTests {
    @Test func safeNamesAreKeptAsTheyAre() {
        for name in ["image", "end-state", "frame_12", "Dark Mode", "t=0.5s", "a.b"] {
            #expect(SnapshotPaths.fileName(name) == name)
        }
    }

    @Test func unsafeNamesBecomeOneComponentWithAHashOfTheOriginal() {
        #expect(SnapshotPaths.fileName("../x").hasPrefix("_._x~"))
        #expect(SnapshotPaths.fileName("a/b").hasPrefix("a_b~"))
        #expect(SnapshotPaths.fileName("..") .hasPrefix("_.~"))
        #expect(SnapshotPaths.fileName("").hasPrefix("_~"))
        #expect(SnapshotPaths.fileName("a/b") != SnapshotPaths.fileName("a_b"))
        #expect(SnapshotPaths.fileName("a/b") == SnapshotPaths.fileName("a/b"), "stable")
        for name in ["../x", "a/b", "..", "/etc/passwd", "x\n"] {
            let safe = SnapshotPaths.fileName(name)
            #expect(!safe.contains("/") && !safe.hasPrefix(".") && safe.count == safe.filter { $0 != "\n" }.count)
        }
    }

    /// Four failing assertions with hostile names: every golden stays in `__Goldens__/<Suite>/`,
    /// every artifact in `<artifacts>/<Suite>/`, nothing is written elsewhere, and the review page
    /// lists 4 failures.
    @Test func fourHostileNamesGiveFourFailuresInsideTheirFolders() throws {
        let sandbox = try SnapshotSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.root) }
        let red = Bitmap(width: 2, height: 2, fill: Pixel(r: 255, g: 0, b: 0, a: 255))
        let names = ["../escape", "../../escape", "x/y", "x_y"]
        for name in names {
            let message = SnapshotVerifier.verify(red, as: .image, named: name, record: .never,
                                                  environment: sandbox.environment(), filePath: sandbox.filePath, function: "hostile()")
            #expect(message != nil)
        }
        let (records, unreadable) = FailureReview.readRecords(root: sandbox.artifacts)
        #expect(records.count == 4 && unreadable.isEmpty)
        #expect(Set(records.map(\.variant)).count == 4)
        let page = try String(contentsOfFile: sandbox.artifacts + "/index.html", encoding: .utf8)
        #expect(page.contains("<h1>4 golden failures</h1>"))
        // Nothing outside the sandbox's two folders.
        let top = try FileManager.default.contentsOfDirectory(atPath: sandbox.root).sorted()
        #expect(top == ["Tests", "artifacts"])
        let tests = try FileManager.default.contentsOfDirectory(atPath: sandbox.root + "/Tests")
        #expect(tests.allSatisfy { $0 == "__Goldens__" })
        #expect(!FileManager.default.fileExists(atPath: NSTemporaryDirectory() + "escape.image.actual.png"))
        for record in records {
            #expect(!record.variant.contains("/"))
        }
    }
}
