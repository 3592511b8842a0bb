import Foundation

/// Words for a file-system error that Foundation reports, instead of its own description
/// ("The operation could not be completed. (NSCocoaErrorDomain error 512.)"), which names
/// neither the file nor the cause.
enum FileSystemError {
    /// What went wrong, in words: the C library's message for the underlying `errno`, with the
    /// path Foundation names when it is not `path` (the one the caller's message names).
    static func reason(_ error: Error, naming path: String?) -> String {
        let ns = error as NSError
        var words: String
        if let code = posixCode(ns) {
            words = String(cString: strerror(code))
        } else if ns.domain == NSCocoaErrorDomain, let known = cocoaWords[ns.code] {
            words = known
        } else {
            words = "\(ns.domain) error \(ns.code)"
        }
        if let other = ns.userInfo[NSFilePathErrorKey] as? String, other != path {
            words += " (\(other))"
        }
        return words
    }

    /// Why the folder `path` could not be created: a file in the way (named), or ``reason(_:naming:)``.
    static func creationReason(_ error: Error, folder path: String) -> String {
        if let blocker = fileInTheWay(of: path) { return "\(blocker) is a file, not a folder" }
        return reason(error, naming: path)
    }

    /// The exit code and message for an error of Foundation's file APIs that reached the CLI
    /// without being translated: 74, naming the path when Foundation gives one.
    static func cliError(_ error: Error) -> CLIError {
        let path = (error as NSError).userInfo[NSFilePathErrorKey] as? String
        return CLIError(.ioError, (path.map { "\($0): " } ?? "") + reason(error, naming: path))
    }

    /// Whether `error` comes from Foundation's file APIs (and so has a useless description).
    static func isFoundationFileError(_ error: Error) -> Bool {
        let ns = error as NSError
        return ns.domain == NSCocoaErrorDomain || ns.domain == NSPOSIXErrorDomain
    }

    /// The nearest existing ancestor of `path` (or `path` itself) that is not a folder.
    private static func fileInTheWay(of path: String) -> String? {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        while url.path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
                return isDirectory.boolValue ? nil : url.path
            }
            url.deleteLastPathComponent()
        }
        return nil
    }

    private static func posixCode(_ ns: NSError) -> Int32? {
        if ns.domain == NSPOSIXErrorDomain { return Int32(ns.code) }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError { return posixCode(underlying) }
        return nil
    }

    /// Foundation's codes that come without an underlying POSIX error.
    private static let cocoaWords: [Int: String] = [
        CocoaError.fileNoSuchFile.rawValue: "No such file or directory",
        CocoaError.fileReadNoSuchFile.rawValue: "No such file or directory",
        CocoaError.fileReadNoPermission.rawValue: "Permission denied",
        CocoaError.fileWriteNoPermission.rawValue: "Permission denied",
        CocoaError.fileWriteOutOfSpace.rawValue: "No space left on device",
        CocoaError.fileWriteVolumeReadOnly.rawValue: "Read-only file system",
        CocoaError.fileWriteFileExists.rawValue: "File exists",
        CocoaError.fileWriteInvalidFileName.rawValue: "Invalid file name",
        CocoaError.fileReadCorruptFile.rawValue: "The file is corrupt",
        CocoaError.fileReadUnknown.rawValue: "Unknown read error",
        CocoaError.fileWriteUnknown.rawValue: "Unknown write error",
    ]
}
