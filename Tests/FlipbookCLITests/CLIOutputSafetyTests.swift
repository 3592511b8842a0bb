import Foundation
import Testing
import FlipbookCodecs
@testable import FlipbookCLI

/// Limits checked before any work, output folders that are complete or untouched, and
/// file-system errors that name the path and the cause.
@Suite struct CLIOutputSafetyTests {
    let fx = CLIFixture()

    /// Everything in the fixture's folder, hidden files included, sorted.
    func listing(_ sub: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fx.path(sub))) ?? []).sorted()
    }

    @Test(.timeLimit(.minutes(1)))
    func heldFramesCountTowardsTheFrameCap() {
        fx.validScene()
        let before = listing()
        // 0.5 s at 1000 fps is 501 frames; an hour's hold would add 3 600 000 PNG files.
        for out in ["@frames/", "@x.gif"] {
            let r = fx.run("render", "@scene.json", "--fps", "1000", "--hold", "3600", "-o", out)
            #expect(r.code == 64)
            #expect(r.stderr.hasPrefix("flipbook: error: 501 frames plus a 3600 s hold at 1000.0 fps (3600000 held frames) "
                                       + "is more than 100000 frames; lower --hold or --fps\n"))
        }
        // One frame over: 501 + 99 500 held.
        let over = fx.run("render", "@scene.json", "--fps", "1000", "--hold", "99.5", "-o", "@frames/")
        #expect(over.code == 64 && over.stderr.contains("(99500 held frames) is more than 100000 frames"))
        #expect(listing() == before)
    }

    @Test func aFolderUnderAFileNamesTheFileInTheWay() {
        fx.validScene()
        fx.file("blocker", "a file where a folder should go")
        let r = fx.run("render", "@scene.json", "-o", "@blocker/sub/frames/")
        #expect(r.code == 73)
        #expect(r.stderr == "flipbook: error: cannot create directory \(fx.path("blocker/sub")): "
                + "\(fx.path("blocker")) is a file, not a folder\n")
        #expect(!r.stderr.contains("NSCocoaErrorDomain"))
        let direct = fx.run("render", "@scene.json", "-o", "@blocker")
        #expect(direct.code == 73 && direct.stderr.hasPrefix("flipbook: error: \(fx.path("blocker")) is a file; PNG frames need a folder"))
    }

    @Test func aFolderHoldingOtherFilesIsRefusedAndKept() {
        fx.validScene()
        fx.file("mine/notes.txt", "keep me")
        let r = fx.run("render", "@scene.json", "-o", "@mine/", "-q")
        #expect(r.code == 73)
        #expect(r.stderr.hasPrefix("flipbook: error: \(fx.path("mine")) holds files that are not frames (notes.txt); "
                                   + "a render replaces the whole folder"))
        #expect(listing("mine") == ["notes.txt"] && fx.read("mine/notes.txt") == "keep me")
    }

    @Test func aRenderThatFailsPartWayKeepsTheEarlierFrames() {
        fx.validScene()
        #expect(fx.run("render", "@scene.json", "-o", "@frames/", "-q").code == 0)
        let earlier = listing("frames")
        #expect(earlier == ["flipbook-frames.json"] + (0...5).map { "frame_000\($0).png" })
        // The third file of the next render hits a full disk, reported the way Foundation does.
        var engine = fx.fake.engine
        let write = engine.writePNG
        engine.writePNG = { bitmap, path, level in
            if path.hasSuffix("frame_0002.png") {
                throw CocoaError(.fileWriteOutOfSpace, userInfo: [NSFilePathErrorKey: path])
            }
            try write(bitmap, path, level)
        }
        let r = fx.run("render", "@scene.json", "--fps", "20", "-o", "@frames/", "-q", engine: engine)
        #expect(r.code == 74)
        #expect(r.stderr.hasPrefix("flipbook: error: "))
        #expect(r.stderr.hasSuffix("frame_0002.png: No space left on device\n"))
        #expect(!r.stderr.contains("NSCocoaErrorDomain"))
        #expect(listing() == ["frames", "scene.json"])
        #expect(listing("frames") == earlier)
    }

    @Test func foundationErrorsAreDescribedByTheirCause() {
        let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))
        let cocoa = NSError(domain: NSCocoaErrorDomain, code: 512,
                            userInfo: [NSUnderlyingErrorKey: posix, NSFilePathErrorKey: "/out/frames"])
        #expect(FileSystemError.reason(cocoa, naming: "/out/frames") == "No space left on device")
        #expect(FileSystemError.reason(cocoa, naming: nil) == "No space left on device (/out/frames)")
        #expect(FileSystemError.cliError(cocoa) == CLIError(.ioError, "/out/frames: No space left on device"))
        let bare = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteVolumeReadOnly.rawValue)
        #expect(FileSystemError.reason(bare, naming: nil) == "Read-only file system")
    }
}
