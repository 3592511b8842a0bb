/// What is wrong with a render manifest or its state file.
///
/// Every case names the file and, for a problem inside it, the key path (`entries[2].options.fps`)
/// so that the message says where to look. ``cliError`` gives the exit code: 65 for bad contents,
/// 66 for a missing manifest or input, 74 when a file cannot be read.
enum ManifestError: Error, Equatable, CustomStringConvertible {
    /// The manifest (or a file it names) does not exist.
    case missingFile(path: String, what: String)
    /// A file exists but cannot be read.
    case unreadable(path: String, reason: String)
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
        case let .malformedJSON(path, reason):
            return "\(path): not valid JSON: \(reason)"
        case let .invalid(path, keyPath, message):
            return keyPath.isEmpty ? "\(path): \(message)" : "\(path): \(keyPath): \(message)"
        }
    }

    /// The message with the command line's exit code.
    var cliError: CLIError {
        switch self {
        case .missingFile: return CLIError(.missingInput, description)
        case .unreadable: return CLIError(.ioError, description)
        case .malformedJSON, .invalid: return CLIError(.badData, description)
        }
    }
}
