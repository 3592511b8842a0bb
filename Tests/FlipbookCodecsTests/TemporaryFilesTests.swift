import FlipbookCodecs
import Foundation
import Testing
import FlipbookTestSupport

/// The registry of temporaries and the folder operations built on it. `TemporaryFiles` is
/// process-wide and other suites write files at the same time, so these tests only look at
/// paths inside their own scratch folder and never call `removeAll()` (the executable's signal
/// test covers that).
@Suite struct TemporaryFilesTests {
    func registered(in scratch: ScratchFolder) -> [String] {
        TemporaryFiles.paths.filter { $0.hasPrefix(scratch.path + "/") }
    }

    @Test func aTemporaryFileIsRegisteredUntilItIsSettled() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let (fd, temporary) = try AtomicFile.createTemporary(besides: scratch.path + "/out.gif")
        close(fd)
        #expect(registered(in: scratch) == [temporary])
        #expect((temporary as NSString).lastPathComponent.hasPrefix(".out.gif.\(getpid())."))
        TemporaryFiles.settle(temporary) { _ = rename(temporary, scratch.path + "/out.gif") }
        #expect(registered(in: scratch) == [])
        #expect(try scratch.contents() == ["out.gif"])
    }

    @Test func aTemporaryRenamedElsewhereIsNotListed() throws {
        // A writer that renames its temporary itself (the GIF writer) leaves a stale entry,
        // which must not show, nor be removed by a later clean-up.
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let (fd, temporary) = try AtomicFile.createTemporary(besides: scratch.path + "/a.gif")
        close(fd)
        rename(temporary, scratch.path + "/a.gif")
        #expect(registered(in: scratch) == [])
    }

    @Test func atomicWritesLeaveNothingRegistered() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        for i in 0..<100 { try AtomicFile.write([UInt8(i)], to: scratch.path + "/f\(i % 3)") }
        #expect(registered(in: scratch) == [])
        #expect(try scratch.contents() == ["f0", "f1", "f2"])
        #expect(throws: CodecError.self) { try AtomicFile.write([1], to: scratch.path + "/absent/x") }
        #expect(registered(in: scratch) == [])
    }

    @Test func aTemporaryFolderReplacesAFullFolderInOneStep() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let target = scratch.path + "/frames"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        for name in ["frame_0000.png", "frame_0001.png", "frame_0002.png"] {
            #expect(FileManager.default.createFile(atPath: target + "/" + name, contents: Data("old".utf8)))
        }
        let temporary = try AtomicFile.createTemporaryDirectory(besides: target)
        #expect(registered(in: scratch) == [temporary])
        #expect(FileManager.default.createFile(atPath: temporary + "/frame_0000.png", contents: Data("new".utf8)))
        try AtomicFile.replaceDirectory(at: target, with: temporary)
        #expect(try scratch.contents() == ["frames"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: target) == ["frame_0000.png"])
        #expect(FileManager.default.contents(atPath: target + "/frame_0000.png") == Data("new".utf8))
        #expect(registered(in: scratch) == [])
    }

    @Test func aTemporaryFolderBecomesANewFolder() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let temporary = try AtomicFile.createTemporaryDirectory(besides: scratch.path + "/new")
        try AtomicFile.replaceDirectory(at: scratch.path + "/new", with: temporary)
        #expect(try scratch.contents() == ["new"])
        #expect(registered(in: scratch) == [])
    }

    @Test func aFolderThatCannotBeReplacedStaysAndTheTemporaryGoes() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let target = scratch.path + "/taken"
        #expect(FileManager.default.createFile(atPath: target, contents: Data("a file".utf8)))
        let temporary = try AtomicFile.createTemporaryDirectory(besides: target)
        #expect(throws: CodecError.unwritable(path: target, reason: "Not a directory")) {
            try AtomicFile.replaceDirectory(at: target, with: temporary)
        }
        #expect(try scratch.contents() == ["taken"])
        #expect(FileManager.default.contents(atPath: target) == Data("a file".utf8))
        #expect(registered(in: scratch) == [])
    }

    @Test func aDiscardedTemporaryFolderIsRemovedWithItsFiles() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let temporary = try AtomicFile.createTemporaryDirectory(besides: scratch.path + "/frames")
        try AtomicFile.write([1, 2], to: temporary + "/frame_0000.png")
        AtomicFile.discardTemporaryDirectory(temporary)
        #expect(try scratch.contents() == [])
        #expect(registered(in: scratch) == [])
    }
}
