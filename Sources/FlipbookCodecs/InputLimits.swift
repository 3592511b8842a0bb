import Foundation

/// The largest file of each kind Flipbook reads, checked from the file's size before a byte is
/// read, so that a huge or endless input (a device such as `/dev/zero`, a 300 MB side file)
/// ends at once with an error instead of filling memory. Each cap is listed in the CLI's
/// "Limits and errors" article.
public enum InputLimits {
    /// A scene file: 64 MiB (the scene loader's own caps stop far smaller files that hold too much).
    public static let sceneBytes = 64 << 20
    /// An image read as input (PNG, GIF, WebP: scene `contents`, `diff`, `info`, `gif` frames):
    /// 512 MiB, above any PNG within ``ImageLimits/default`` that a real encoder writes.
    public static let imageBytes = 512 << 20
    /// A render manifest: 4 MiB.
    public static let manifestBytes = 4 << 20
    /// A manifest's state file: 16 MiB.
    public static let stateBytes = 16 << 20
    /// A `--delays` file: 1 MiB (100 000 delays of up to five digits take 600 KB).
    public static let delaysBytes = 1 << 20
}

/// Opens input files only when they are regular files, and reads them within a cap.
///
/// The path is checked with `stat` (symbolic links followed) before it is opened, so a FIFO is
/// never opened (an open for reading would wait for a writer) and a device never sees an
/// `open`; it is then opened without blocking and checked again with `fstat`, so a file
/// swapped for something else in between is refused too.
public enum InputFile {
    /// What `path` is when it is not a regular file ("a folder", "a FIFO", "a device", "a
    /// socket"), or nil for a regular file.
    static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// Opens `path` for reading after checking that it is a regular file of at most `limit`
    /// bytes; returns the descriptor (the caller closes it) and the file's size.
    /// - Throws: ``CodecError/missing(path:)``, ``CodecError/notAFile(path:kind:)``,
    ///   ``CodecError/tooBig(path:bytes:limit:)`` or ``CodecError/unreadable(path:reason:)``.
    public static func open(_ path: String, limit: Int) throws -> (fd: Int32, size: Int) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw CodecError.missing(path: path) }
            throw CodecError.unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        try check(info, path: path, limit: limit)
        let fd = Foundation.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else {
            if errno == ENOENT { throw CodecError.missing(path: path) }
            throw CodecError.unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        do {
            guard fstat(fd, &info) == 0 else { throw CodecError.unreadable(path: path, reason: String(cString: strerror(errno))) }
            try check(info, path: path, limit: limit)
            // Regular files never block; clear the flag so reads behave as usual.
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        } catch {
            close(fd)
            throw error
        }
        return (fd, Int(info.st_size))
    }

    private static func check(_ info: stat, path: String, limit: Int) throws {
        if let kind = kind(of: info.st_mode) { throw CodecError.notAFile(path: path, kind: kind) }
        guard Int(info.st_size) <= limit else { throw CodecError.tooBig(path: path, bytes: Int(info.st_size), limit: limit) }
    }

    /// Reads the whole regular file at `path`, of at most `limit` bytes (a file that grows past
    /// the cap while it is read is refused as well).
    /// - Throws: as ``open(_:limit:)``, or ``CodecError/unreadable(path:reason:)`` for a read error.
    public static func read(_ path: String, limit: Int) throws -> [UInt8] {
        let (fd, size) = try open(path, limit: limit)
        defer { close(fd) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CodecError.unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else { throw CodecError.tooBig(path: path, bytes: bytes.count + count, limit: limit) }
            bytes.append(contentsOf: chunk[0 ..< count])
        }
    }

    /// A size in words: `512 MiB`, `1.5 KiB`, `300 bytes`.
    public static func describe(bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) bytes" }
        let units = ["KiB", "MiB", "GiB", "TiB"]
        var value = Double(bytes) / 1024, unit = 0
        while value >= 1024 && unit < units.count - 1 { value /= 1024; unit += 1 }
        return (value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)) + " " + units[unit]
    }
}
