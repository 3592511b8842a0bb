import FlipbookCodecs
import Foundation
import Testing

@Suite struct AtomicFileTests {
    @Test func writeReplacesAnExistingFileWhole() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let path = scratch.path + "/data.bin"
        try AtomicFile.write([1, 2, 3, 4, 5], to: path)
        try AtomicFile.write([9], to: path)
        #expect(try AtomicFile.read(path) == [9])
        #expect(try scratch.contents() == ["data.bin"])
    }

    @Test func missingFolderIsUnwritableAndLeavesNothing() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let path = scratch.path + "/absent/data.bin"
        #expect(throws: CodecError.unwritable(path: path, reason: "No such file or directory")) {
            try AtomicFile.write([1], to: path)
        }
        #expect(try scratch.contents() == [])
    }

    @Test func failedRenameRemovesTheTemporaryFileAndKeepsTheTarget() throws {
        // The target is a non-empty directory: the temporary file is written, the rename fails.
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let target = scratch.path + "/target"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        try AtomicFile.write([7], to: target + "/inside")
        do {
            try AtomicFile.write([1, 2, 3], to: target)
            Issue.record("replaced a directory")
        } catch let CodecError.unwritable(path, _) {
            #expect(path == target)
        }
        #expect(try scratch.contents() == ["target"])
        #expect(try AtomicFile.read(target + "/inside") == [7])
    }

    @Test func readOnlyFolderIsUnwritable() throws {
        guard getuid() != 0 else { return }  // root ignores permissions
        let scratch = try ScratchFolder()
        defer {
            chmod(scratch.path, 0o755)
            scratch.remove()
        }
        chmod(scratch.path, 0o555)
        #expect(throws: CodecError.self) { try AtomicFile.write([1], to: scratch.path + "/x.png") }
    }

    @Test func unwritableMessageNamesThePathAndTheCause() {
        let message = CodecError.unwritable(path: "/out/x.png", reason: "Permission denied").description
        #expect(message.contains("/out/x.png") && message.contains("Permission denied"))
    }
}
