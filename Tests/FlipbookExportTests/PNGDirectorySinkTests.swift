import Foundation
import Testing
import FlipbookRaster
@testable import FlipbookExport

@Suite struct PNGDirectorySinkTests {
    final class Written {
        var names: [String] = []
    }

    func makeSink(_ dir: String, expected: Int, written: Written) -> PNGDirectorySink {
        PNGDirectorySink(directory: dir, fps: 10, expectedFiles: expected) { _, path in
            written.names.append((path as NSString).lastPathComponent)
            FileManager.default.createFile(atPath: path, contents: Data([1]))
        }
    }

    @Test func namesHaveFourDigitsOrMore() {
        let w = Written()
        #expect(makeSink("/tmp", expected: 10, written: w).fileName(7) == "frame_0007.png")
        #expect(makeSink("/tmp", expected: 10_001, written: w).fileName(7) == "frame_00007.png")
    }

    @Test func heldFramesAreWrittenAsCopies() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-png-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A stale frame from an earlier, longer render, and a file that is not ours.
        FileManager.default.createFile(atPath: dir + "/frame_0009.png", contents: Data())
        FileManager.default.createFile(atPath: dir + "/notes.txt", contents: Data())

        let w = Written()
        let sink = makeSink(dir, expected: 5, written: w)
        let frame = Bitmap(width: 1, height: 1)
        try sink.write(frame, index: 0, duration: 0.1)
        try sink.write(frame, index: 1, duration: 0.04)   // a short last interval still gets a file
        try sink.write(frame, index: 2, duration: 0.3)    // the end state held for 0.2 s more
        try sink.finish()
        #expect(w.names == (0..<5).map { "frame_000\($0).png" })
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(left == (0..<5).map { "frame_000\($0).png" } + ["notes.txt"])
    }
}
