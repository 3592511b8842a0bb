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
        TemporaryFiles.settle(temporary) {
            if failure == nil, rename(temporary, path) != 0 { failure = Self.lastError() }
            if failure != nil { unlink(temporary) }
        }
        if let failure { throw CodecError.unwritable(path: path, reason: failure) }
    }

    /// Creates a new, empty temporary file in `path`'s folder (hidden, unique to this call, mode
    /// 0644 minus the umask), for a writer that renames it over `path` once complete.
    ///
    /// The file is registered with `TemporaryFiles`, so an interrupted process removes it.
    /// - Returns: the open descriptor and the temporary file's path.
    /// - Throws: ``CodecError/unwritable(path:reason:)`` naming `path`.
    public static func createTemporary(besides path: String) throws -> (fd: Int32, path: String) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temporary = folder + "/." + url.lastPathComponent + ".\(getpid()).\(UInt32.random(in: 0 ... .max)).tmp"
        let (fd, error) = TemporaryFiles.create(temporary) { () -> (Int32, Int32) in
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            return (fd, fd < 0 ? errno : 0)
        }
        guard fd >= 0 else { throw CodecError.unwritable(path: path, reason: String(cString: strerror(error))) }
        return (fd, temporary)
    }

    /// Creates a new, empty temporary folder beside `path` (hidden, unique to this call, mode 0755
    /// minus the umask), registered with `TemporaryFiles`, for a writer that fills it and then
    /// puts it in place with ``replaceDirectory(at:with:)``.
    /// - Returns: the temporary folder's path.
    /// - Throws: ``CodecError/unwritable(path:reason:)`` naming `path`.
    public static func createTemporaryDirectory(besides path: String) throws -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temporary = folder + "/." + url.lastPathComponent + ".\(getpid()).\(UInt32.random(in: 0 ... .max)).tmp"
        let error = TemporaryFiles.create(temporary, isDirectory: true) { mkdir(temporary, 0o755) == 0 ? 0 : errno }
        guard error == 0 else { throw CodecError.unwritable(path: path, reason: String(cString: strerror(error))) }
        return temporary
    }

    /// Puts the complete folder `temporary` at `path` and removes what was there before.
    ///
    /// When `path` is a folder, the two are exchanged in one step (Linux `renameat2` with
    /// `RENAME_EXCHANGE`), so a reader of `path` sees the old folder or the new one, never a mix
    /// and never nothing; the old folder is then removed. Where the exchange is not available the
    /// old folder is moved aside first, and for that instant `path` does not exist.
    /// - Throws: ``CodecError/unwritable(path:reason:)`` naming `path`; `path` is then unchanged
    ///   and `temporary` is removed.
    public static func replaceDirectory(at path: String, with temporary: String) throws {
        var failure: String?
        TemporaryFiles.settle(temporary) {
            if rename(temporary, path) == 0 { return }
            guard errno == ENOTEMPTY || errno == EEXIST else {
                failure = Self.lastError()
                return
            }
            if let exchange = renameExchange, exchange(AT_FDCWD, temporary, AT_FDCWD, path, 2 /* RENAME_EXCHANGE */) == 0 {
                return
            }
            // No exchange (old kernel or C library, or a file system without it): move aside.
            let aside = temporary + ".old"
            let moved = TemporaryFiles.create(aside, isDirectory: true) { rename(path, aside) == 0 ? 0 : errno }
            guard moved == 0 else {
                failure = String(cString: strerror(moved))
                return
            }
            if rename(temporary, path) != 0 {
                failure = Self.lastError()
                TemporaryFiles.settle(aside) { _ = rename(aside, path) }
                return
            }
            TemporaryFiles.settle(aside) { try? FileManager.default.removeItem(atPath: aside) }
        }
        // After an exchange, `temporary` holds the old folder; after a failure, the new frames.
        TemporaryFiles.settle(temporary) { try? FileManager.default.removeItem(atPath: temporary) }
        if let failure { throw CodecError.unwritable(path: path, reason: failure) }
    }

    /// Removes a temporary folder made by ``createTemporaryDirectory(besides:)`` that will not be
    /// put in place (the render failed).
    public static func discardTemporaryDirectory(_ temporary: String) {
        TemporaryFiles.settle(temporary) { try? FileManager.default.removeItem(atPath: temporary) }
    }

    /// glibc's `renameat2` (2.28 and later), looked up at run time because the C library
    /// module does not declare it.
    private static let renameExchange: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32)? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32).self)
    }()

    /// Reads the whole file at `path`: a regular file of at most `limit` bytes (default
    /// ``InputLimits/imageBytes``), checked before it is opened (see ``InputFile``).
    /// - Throws: ``CodecError/missing(path:)``, ``CodecError/notAFile(path:kind:)``,
    ///   ``CodecError/tooBig(path:bytes:limit:)`` or ``CodecError/unreadable(path:reason:)``.
    public static func read(_ path: String, limit: Int = InputLimits.imageBytes) throws -> [UInt8] {
        try InputFile.read(path, limit: limit)
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
