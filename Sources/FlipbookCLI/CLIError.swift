import FlipbookCodecs
import FlipbookScene

/// A failure a command reports to the user: a message and the exit code it maps to.
public struct CLIError: Error, Equatable, CustomStringConvertible {
    /// The exit code of the process.
    public var code: ExitCode
    /// What went wrong and, where possible, what to do.
    public var message: String
    /// For usage errors: the command whose usage line to print (`render`), or nil for the tool.
    public var command: String?

    public init(_ code: ExitCode, _ message: String, command: String? = nil) {
        self.code = code
        self.message = message
        self.command = command
    }

    /// A wrong command line (exit 64).
    public static func usage(_ message: String, command: String? = nil) -> CLIError {
        CLIError(.usage, message, command: command)
    }

    public var description: String { message }

    /// The exit code and message for a scene-file error: 66 when a file is missing or is not a
    /// regular file, 74 when it cannot be read, 65 for anything wrong inside it.
    public init(_ error: SceneError) {
        switch error {
        case .missingFile, .notAFile, .missingImage: self.init(.missingInput, error.description)
        case .unreadableFile: self.init(.ioError, error.description)
        default: self.init(.badData, error.description)
        }
    }

    /// The exit code and message for a codec error: 66 for a missing file or one that is not a
    /// regular file, 65 for bad image data or a file over its size cap, 73 when the output cannot
    /// be written, 74 when a file cannot be read.
    public init(_ error: CodecError) {
        switch error {
        case .missing, .notAFile: self.init(.missingInput, error.description)
        case .truncated, .corrupt, .tooLarge, .tooBig: self.init(.badData, error.description)
        case .unwritable: self.init(.cannotCreate, error.description)
        case .unreadable: self.init(.ioError, error.description)
        case .unencodable: self.init(.failure, error.description)
        }
    }

    /// The exit code and message for a GIF codec error: 73 when the file cannot be written, 65
    /// for a bad GIF read as input, 1 for out of memory and otherwise (the encoder was misused,
    /// which is a bug).
    public init(_ error: GIFError) {
        switch error {
        case .cannotWrite: self.init(.cannotCreate, error.description)
        case .truncated, .corrupt, .tooLarge: self.init(.badData, error.description)
        case .outOfMemory: self.init(.failure, error.description)
        default: self.init(.failure, error.description)
        }
    }
}
