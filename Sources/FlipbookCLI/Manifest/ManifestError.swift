import FlipbookCodecs

/// What is wrong with a render manifest or its state file.
///
/// Every case names the file and, for a problem inside it, the key path (`entries[2].options.fps`)
/// so that the message says where to look. ``cliError`` gives the exit code: 65 for bad contents
/// (a path outside the manifest's folder, a file over its size cap), 66 for a missing manifest or
/// input or one that is not a regular file, 74 when a file cannot be read.
enum ManifestError: Error, Equatable, CustomStringConvertible {
    /// A file read for a manifest run (`what` names it in messages) within `limit` bytes: a
    /// regular file, checked before it is opened (``InputFile``).
    static func read(_ path: String, limit: Int, what: String) throws -> [UInt8] {
        do {
            return try InputFile.read(path, limit: limit)
        } catch let error as CodecError {
            throw translate(error, path: path, what: what)
        }
    }

    /// The manifest error for a ``CodecError`` of ``InputFile`` on `path`.
    static func translate(_ error: CodecError, path: String, what: String) -> ManifestError {
        switch error {
        case .missing: return .missingFile(path: path, what: what)
        case let .notAFile(_, kind): return .notAFile(path: path, kind: kind)
        case let .tooBig(_, bytes, limit):
            return .invalid(path: path, keyPath: "", message: "\(what) is \(InputFile.describe(bytes: bytes)), over the limit of "
                            + "\(InputFile.describe(bytes: limit))")
        case let .unreadable(_, reason): return .unreadable(path: path, reason: reason)
        default: return .unreadable(path: path, reason: error.description)
        }
    }

    /// The manifest (or a file it names) does not exist.
    case missingFile(path: String, what: String)
    /// A file exists but cannot be read.
    case unreadable(path: String, reason: String)
    /// The path names a folder, FIFO, device or socket (`kind`) where a file is read; it was not opened.
    case notAFile(path: String, kind: String)
    /// The file is not JSON.
    case malformedJSON(path: String, reason: String)
    /// A key or value in the file is wrong; `keyPath` is empty for the top level.
    case invalid(path: String, keyPath: String, message: String)

    var description: String {
        switch self {
        case let .missingFile(path, what):
            return "\(path): \(what) does not exist"
        case let .unreadable(path, reason):
            return "\(path): cannot read: \(reason)"
        case let .notAFile(path, kind):
            return "\(path): is \(kind), not a regular file; only regular files are read"
        case let .malformedJSON(path, reason):
            return "\(path): not valid JSON: \(reason)"
        case let .invalid(path, keyPath, message):
            return keyPath.isEmpty ? "\(path): \(message)" : "\(path): \(keyPath): \(message)"
        }
    }

    /// The message with the command line's exit code.
    var cliError: CLIError {
        switch self {
        case .missingFile, .notAFile: return CLIError(.missingInput, description)
        case .unreadable: return CLIError(.ioError, description)
        case .malformedJSON, .invalid: return CLIError(.badData, description)
        }
    }
}
