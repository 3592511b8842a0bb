import FlipbookCodecs
import Foundation

/// Keeps the artifacts folder and its review page, `index.html`, in step with the assertions.
///
/// Each failing assertion writes its images, then its ``FailureRecord`` sidecar (both
/// atomically, temporary file + rename), then rebuilds the page from every sidecar in the
/// folder. A passing assertion removes its images and sidecar and rebuilds the page; with no
/// sidecar left, the page is removed. Rebuilds hold an exclusive `flock` on
/// `<artifacts>/.index.lock`, so with tests running in parallel — threads of one process or
/// several processes — the last rebuild always starts after every sidecar written before it and
/// the page lists them all; a reader sees the old page or the new one, never a partial file.
enum FailureReview {
    /// The review page's file name, at the artifacts root.
    static let pageName = "index.html"
    /// The lock file rebuilds hold, at the artifacts root (hidden; it stays, empty, when the
    /// page is removed, because removing a lock file other processes may have open is a race).
    static let lockName = ".index.lock"
    /// Every kind of image an assertion may leave.
    static let imageKinds = ["actual", "expected", "diff"]

    /// Writes `record` as the assertion's sidecar and rebuilds the page. The images it names
    /// must already be written; images of other kinds left by an earlier failure are removed.
    static func publish(_ record: FailureRecord, paths: SnapshotPaths) throws {
        for kind in imageKinds where record.images[kind] == nil {
            try remove(paths.artifact(kind))
        }
        try AtomicFile.write(record.encoded(), to: paths.failureRecord)
        try rebuild(root: paths.artifactRoot)
    }

    /// Removes the assertion's images and sidecar, if any, and then rebuilds the page.
    ///
    /// Touches nothing (not even the lock) when the assertion left nothing behind, so passing
    /// tests cost one `stat` per file and never create the artifacts folder.
    static func clear(paths: SnapshotPaths) throws {
        var removed = false
        for path in imageKinds.map(paths.artifact) + [paths.failureRecord] {
            removed = try remove(path) || removed
        }
        if removed { try rebuild(root: paths.artifactRoot) }
    }

    /// Rewrites `<root>/index.html` from every `*.failure.json` under `root`, or removes it
    /// when there is none.
    static func rebuild(root: String) throws {
        try withLock(root: root) {
            let page = root + "/" + pageName
            let (records, unreadable) = readRecords(root: root)
            if records.isEmpty && unreadable.isEmpty {
                try remove(page)
            } else {
                try AtomicFile.write(Array(ReviewPage.html(records: records, unreadable: unreadable).utf8), to: page)
            }
        }
    }

    /// Every sidecar under `root`, sorted by suite, test and variant, and the relative paths of
    /// those that could not be decoded (written by another version, or edited by hand).
    static func readRecords(root: String) -> (records: [FailureRecord], unreadable: [String]) {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return ([], []) }
        var records: [FailureRecord] = [], unreadable: [String] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".failure.json"), !(relative as NSString).lastPathComponent.hasPrefix(".") else { continue }
            if let bytes = try? AtomicFile.read(root + "/" + relative), let record = try? FailureRecord.decode(bytes) {
                records.append(record)
            } else {
                unreadable.append(relative)
            }
        }
        records.sort { ($0.suite, $0.test, $0.variant) < ($1.suite, $1.test, $1.variant) }
        return (records, unreadable.sorted())
    }

    /// Runs `body` holding the exclusive lock of `root`'s page.
    static func withLock<T>(root: String, _ body: () throws -> T) throws -> T {
        let path = root + "/" + lockName
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CodecError.unwritable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw CodecError.unwritable(path: path, reason: String(cString: strerror(errno))) }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// Deletes the file at `path`; false when there was none.
    @discardableResult
    static func remove(_ path: String) throws -> Bool {
        if unlink(path) == 0 { return true }
        if errno == ENOENT || errno == ENOTDIR { return false }
        throw CodecError.unwritable(path: path, reason: "cannot remove it: " + String(cString: strerror(errno)))
    }
}
