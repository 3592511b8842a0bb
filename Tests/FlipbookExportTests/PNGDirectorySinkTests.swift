import Foundation
import Testing
import FlipbookRaster
import FlipbookCodecs
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

    func makeSink(_ dir: String, expected: Int, jobs: Int = 1, written: Written, failOn: String? = nil) throws -> PNGDirectorySink {
        try PNGDirectorySink(directory: dir, fps: 10, expectedFiles: expected, jobs: jobs) { _, path in
            let name = (path as NSString).lastPathComponent
            if name == failOn { throw DiskFull() }
            written.add(name)
            guard FileManager.default.createFile(atPath: path, contents: Data([1])) else { throw DiskFull() }
        }
    }

    func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-png-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// The names in the folder `scratch` made, which holds the sink's target and its siblings.
    func siblings(_ dir: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: (dir as NSString).deletingLastPathComponent).sorted()
    }

    @Test func namesHaveFourDigitsOrMore() throws {
        let w = Written()
        let dir = try scratch() + "/frames"
        defer { try? FileManager.default.removeItem(atPath: (dir as NSString).deletingLastPathComponent) }
        #expect(try makeSink(dir, expected: 10, written: w).fileName(7) == "frame_0007.png")
        #expect(try makeSink(dir, expected: 10_001, written: w).fileName(7) == "frame_00007.png")
    }

    @Test func heldFramesAreEncodedOnceCopiedAndReplaceALongerEarlierRender() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A stale frame from an earlier, longer render.
        #expect(FileManager.default.createFile(atPath: dir + "/frame_0009.png", contents: Data()))

        let w = Written()
        let sink = try makeSink(dir, expected: 5, written: w)
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
        #expect(left == ["flipbook-frames.json"] + (0..<5).map { "frame_000\($0).png" })
        #expect(FileManager.default.contents(atPath: dir + "/flipbook-frames.json") == Data("{\"fps\": 10.0}\n".utf8))
    }

    @Test func framesAppearOnlyWhenEveryOneIsWritten() throws {
        let parent = try scratch()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let dir = parent + "/frames"
        let sink = try makeSink(dir, expected: 3, written: Written())
        for i in 0..<3 { try sink.write(Bitmap(width: 1, height: 1), index: i, duration: 0.1) }
        // Written, but not yet in place: only the hidden temporary folder exists.
        #expect(!FileManager.default.fileExists(atPath: dir))
        #expect(try siblings(dir) == [(sink.temporaryDirectory as NSString).lastPathComponent])
        #expect(TemporaryFiles.paths.contains(sink.temporaryDirectory))
        try sink.finish()
        #expect(try siblings(dir) == ["frames"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
            == ["flipbook-frames.json", "frame_0000.png", "frame_0001.png", "frame_0002.png"])
        #expect(!TemporaryFiles.paths.contains(sink.temporaryDirectory))
    }

    @Test func aFailedRenderLeavesThePreviousFramesAndNoTemporaryFolder() throws {
        let parent = try scratch()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let dir = parent + "/frames"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
        for i in 0..<3 { #expect(FileManager.default.createFile(atPath: dir + "/frame_000\(i).png", contents: Data("old \(i)".utf8))) }
        let before = try siblings(dir)
        // The 6th of 10 files fails, as on a full disk.
        let sink = try makeSink(dir, expected: 10, jobs: 3, written: Written(), failOn: "frame_0005.png")
        #expect(throws: DiskFull.self) {
            for i in 0..<10 { try sink.write(Bitmap(width: 1, height: 1), index: i, duration: 0.1) }
            try sink.finish()
        }
        #expect(try siblings(dir) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["frame_0000.png", "frame_0001.png", "frame_0002.png"])
        #expect(FileManager.default.contents(atPath: dir + "/frame_0001.png") == Data("old 1".utf8))
    }

    @Test func aRenderStoppedBeforeFinishRemovesItsTemporaryFolder() throws {
        let parent = try scratch()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        var sink: PNGDirectorySink? = try makeSink(parent + "/frames", expected: 4, jobs: 2, written: Written())
        try sink!.write(Bitmap(width: 1, height: 1), index: 0, duration: 0.1)
        let temporary = sink!.temporaryDirectory
        sink = nil
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == [])
        #expect(!TemporaryFiles.paths.contains(temporary))
    }

    @Test func aFolderHoldingOtherFilesIsRefusedBeforeAnyFrame() throws {
        let parent = try scratch()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let dir = parent + "/frames"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
        #expect(FileManager.default.createFile(atPath: dir + "/frame_0000.png", contents: Data()))
        #expect(FileManager.default.createFile(atPath: dir + "/notes.txt", contents: Data("mine".utf8)))
        #expect(throws: PNGDirectorySink.FolderError.holdsOtherFiles(path: dir, names: ["notes.txt"])) {
            _ = try makeSink(dir, expected: 3, written: Written())
        }
        #expect(try siblings(dir) == ["frames"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["frame_0000.png", "notes.txt"])
        #expect(FileManager.default.createFile(atPath: dir + "/file", contents: Data()))
        #expect(throws: PNGDirectorySink.FolderError.notAFolder(path: dir + "/file")) {
            _ = try makeSink(dir + "/file", expected: 3, written: Written())
        }
    }

    @Test func aSymbolicLinkKeepsPointingAtTheNewFrames() throws {
        let parent = try scratch()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        try FileManager.default.createDirectory(atPath: parent + "/real", withIntermediateDirectories: false)
        #expect(FileManager.default.createFile(atPath: parent + "/real/frame_0000.png", contents: Data()))
        try FileManager.default.createSymbolicLink(atPath: parent + "/link", withDestinationPath: parent + "/real")
        let sink = try makeSink(parent + "/link", expected: 2, written: Written())
        for i in 0..<2 { try sink.write(Bitmap(width: 1, height: 1), index: i, duration: 0.1) }
        try sink.finish()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: parent + "/link") == parent + "/real")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent + "/link").sorted()
            == ["flipbook-frames.json", "frame_0000.png", "frame_0001.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent).sorted() == ["link", "real"])
    }

    @Test func severalThreadsWriteEveryFile() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let w = Written()
        let sink = try makeSink(dir, expected: 40, jobs: 4, written: w)
        for i in 0..<40 { try sink.write(Bitmap(width: 2, height: 2), index: i, duration: 0.1) }
        try sink.finish()
        #expect(w.names.sorted() == (0..<40).map { String(format: "frame_%04d.png", $0) })
    }

    @Test func aWriteErrorSurfacesByFinish() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let sink = try makeSink(dir, expected: 3, jobs: 2, written: Written(), failOn: "frame_0001.png")
        #expect(throws: DiskFull.self) {
            for i in 0..<3 { try sink.write(Bitmap(width: 1, height: 1), index: i, duration: 0.1) }
            try sink.finish()
        }
    }
}
