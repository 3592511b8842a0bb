import FlipbookCodecs
import Foundation
import Testing

/// Only regular files are read, each under a cap checked before reading (issue 32).
@Suite struct InputFileTests {
    let folder: String = {
        let path = NSTemporaryDirectory() + "flipbook-input-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    @Test func aRegularFileIsRead() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: folder + "/a"))
        #expect(try InputFile.read(folder + "/a", limit: 3) == [1, 2, 3])
    }

    @Test func aFileOverTheCapIsRefusedBeforeReading() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data([1, 2, 3, 4]).write(to: URL(fileURLWithPath: folder + "/a"))
        #expect(throws: CodecError.tooBig(path: folder + "/a", bytes: 4, limit: 3)) { try InputFile.read(folder + "/a", limit: 3) }
    }

    /// A FIFO is refused at once: opening it for reading would wait for a writer.
    @Test func aFIFOIsRefusedWithoutBlocking() {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/p", 0o644) == 0)
        let start = Date()
        #expect(throws: CodecError.notAFile(path: folder + "/p", kind: "a FIFO (named pipe)")) { try InputFile.read(folder + "/p", limit: 100) }
        #expect(throws: CodecError.notAFile(path: folder + "/p", kind: "a FIFO (named pipe)")) { try PNG.read(path: folder + "/p") }
        #expect(Date().timeIntervalSince(start) < 1)
    }

    /// `/dev/zero` never ends: it used to be read until a 2.2 GB allocation failed.
    @Test func devicesAndFoldersAreRefused() {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: CodecError.notAFile(path: "/dev/zero", kind: "a device")) { try AtomicFile.read("/dev/zero") }
        #expect(throws: CodecError.notAFile(path: folder, kind: "a folder")) { try AtomicFile.read(folder) }
        #expect(throws: CodecError.missing(path: folder + "/none")) { try AtomicFile.read(folder + "/none") }
    }

    @Test func messagesSayWhatThePathIsAndTheCap() {
        #expect(CodecError.notAFile(path: "p", kind: "a FIFO (named pipe)").description
                == "p: is a FIFO (named pipe), not a regular file; only regular files are read. Give the path of a file.")
        #expect(CodecError.tooBig(path: "d", bytes: 300 << 20, limit: 1 << 20).description
                == "d: the file is 300 MiB, over the limit of 1 MiB for this kind of input; nothing was read.")
    }

    @Test func pathsResolveThroughLinksAndDotDotInOrder() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let real = PathPolicy.resolved(folder)
        try FileManager.default.createDirectory(atPath: folder + "/in/deep", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/in/up", withDestinationPath: "/tmp")
        #expect(PathPolicy.resolved(folder + "/in/deep/../x") == real + "/in/x")
        #expect(PathPolicy.resolved(folder + "/in/up/x") == PathPolicy.resolved("/tmp") + "/x")
        #expect(PathPolicy.resolved(folder + "/in/up/../y") == "/y", "a .. after a link leaves the link's target")
        #expect(PathPolicy.isInside(folder + "/in/new/file.gif", folder: folder))
        #expect(!PathPolicy.isInside(folder + "/in/up/file.gif", folder: folder))
        #expect(!PathPolicy.isInside(folder + "/../x", folder: folder))
        #expect(!PathPolicy.isInside(folder + "-sibling/x", folder: folder), "a prefix of the name is not inside")
    }
}
