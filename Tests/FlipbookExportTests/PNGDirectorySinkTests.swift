import Foundation
import Testing
import FlipbookRaster
@testable import FlipbookExport

@Suite struct PNGDirectorySinkTests {
    /// File names the fake writer was asked for, from any thread.
    final class Written: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        var names: [String] { lock.lock(); defer { lock.unlock() }; return stored }
        func add(_ name: String) { lock.lock(); stored.append(name); lock.unlock() }
    }

    struct DiskFull: Error {}

    func makeSink(_ dir: String, expected: Int, jobs: Int = 1, written: Written, failOn: String? = nil) -> PNGDirectorySink {
        PNGDirectorySink(directory: dir, fps: 10, expectedFiles: expected, jobs: jobs) { _, path in
            let name = (path as NSString).lastPathComponent
            if name == failOn { throw DiskFull() }
            written.add(name)
            FileManager.default.createFile(atPath: path, contents: Data([1]))
        }
    }

    func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-png-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func namesHaveFourDigitsOrMore() {
        let w = Written()
        #expect(makeSink("/tmp", expected: 10, written: w).fileName(7) == "frame_0007.png")
        #expect(makeSink("/tmp", expected: 10_001, written: w).fileName(7) == "frame_00007.png")
    }

    @Test func heldFramesAreEncodedOnceAndCopied() throws {
        let dir = try scratch()
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
        // Encoded once per frame; the held end state's two extra files are copies of the third.
        #expect(w.names == ["frame_0000.png", "frame_0001.png", "frame_0002.png"])
        for copy in ["frame_0003.png", "frame_0004.png"] {
            #expect(FileManager.default.contents(atPath: dir + "/" + copy) == FileManager.default.contents(atPath: dir + "/frame_0002.png"))
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(left == (0..<5).map { "frame_000\($0).png" } + ["notes.txt"])
    }

    @Test func severalThreadsWriteEveryFile() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let w = Written()
        let sink = makeSink(dir, expected: 40, jobs: 4, written: w)
        for i in 0..<40 { try sink.write(Bitmap(width: 2, height: 2), index: i, duration: 0.1) }
        try sink.finish()
        #expect(w.names.sorted() == (0..<40).map { String(format: "frame_%04d.png", $0) })
    }

    @Test func aWriteErrorSurfacesByFinish() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let sink = makeSink(dir, expected: 3, jobs: 2, written: Written(), failOn: "frame_0001.png")
        #expect(throws: DiskFull.self) {
            for i in 0..<3 { try sink.write(Bitmap(width: 1, height: 1), index: i, duration: 0.1) }
            try sink.finish()
        }
    }
}
