import Foundation

/// Whole-file writes that never leave a half-written file behind.
public enum AtomicFile {
    /// Writes `bytes` to `path` through a temporary file in the same folder, renamed over `path`
    /// once complete.
    ///
    /// Readers see either the old file or the complete new one, never a partial file. On failure
    /// the temporary file is removed and any existing file at `path` is left untouched.
    /// - Throws: ``CodecError/unwritable(path:reason:)`` naming `path`.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let (fd, temporary) = try createTemporary(besides: path)
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = Self.lastError()
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(fd) != 0 { failure = Self.lastError() }
        if close(fd) != 0, failure == nil { failure = Self.lastError() }
        if failure == nil, rename(temporary, path) != 0 { failure = Self.lastError() }
        if let failure {
            unlink(temporary)
            throw CodecError.unwritable(path: path, reason: failure)
        }
    }

    /// Creates a new, empty temporary file in `path`'s folder (hidden, unique to this call, mode
    /// 0644 minus the umask), for a writer that renames it over `path` once complete.
    /// - Returns: the open descriptor and the temporary file's path.
    /// - Throws: ``CodecError/unwritable(path:reason:)`` naming `path`.
    public static func createTemporary(besides path: String) throws -> (fd: Int32, path: String) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temporary = folder + "/." + url.lastPathComponent + ".\(getpid()).\(UInt32.random(in: 0 ... .max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CodecError.unwritable(path: path, reason: Self.lastError()) }
        return (fd, temporary)
    }

    /// Reads the whole file at `path`.
    /// - Throws: ``CodecError/missing(path:)`` or ``CodecError/unreadable(path:reason:)``.
    public static func read(_ path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { throw CodecError.missing(path: path) }
            throw CodecError.unreadable(path: path, reason: Self.lastError())
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CodecError.unreadable(path: path, reason: Self.lastError())
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0 ..< count])
        }
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
