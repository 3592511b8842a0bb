/// Why an image could not be read, decoded, encoded or written.
///
/// Decoding errors carry an optional `path`: ``PNG/decode(_:limits:)`` works on bytes and leaves it
/// `nil`; the file-reading functions fill it in (see ``inFile(_:)``) so the message names the file.
public enum CodecError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The data ends before the image does (an interrupted download or copy).
    case truncated(path: String? = nil)
    /// The data is not a valid image; `detail` is the decoder's own explanation.
    case corrupt(detail: String, path: String? = nil)
    /// The header declares a size beyond `limits`; nothing was allocated.
    case tooLarge(width: Int, height: Int, limits: ImageLimits, path: String? = nil)
    /// The image cannot be encoded as given (for example it has no pixels).
    case unencodable(reason: String)
    /// The file does not exist.
    case missing(path: String)
    /// The file exists but could not be read (permissions, a directory, an I/O error).
    case unreadable(path: String, reason: String)
    /// The file could not be written (missing folder, permissions, full disk).
    case unwritable(path: String, reason: String)
    /// The path names something that is not a regular file (`kind`: "a folder", "a FIFO (named
    /// pipe)", "a device", "a socket"); it was not opened for reading.
    case notAFile(path: String, kind: String)
    /// The file is larger than the cap for its kind (``InputLimits``); nothing was read.
    case tooBig(path: String, bytes: Int, limit: Int)

    /// The same error naming `path` as the file it came from (decoding errors only; others are
    /// returned unchanged).
    public func inFile(_ path: String) -> CodecError {
        switch self {
        case .truncated: return .truncated(path: path)
        case let .corrupt(detail, _): return .corrupt(detail: detail, path: path)
        case let .tooLarge(width, height, limits, _): return .tooLarge(width: width, height: height, limits: limits, path: path)
        default: return self
        }
    }

    /// A message that says what went wrong, where, and what to do.
    public var description: String {
        switch self {
        case let .truncated(path):
            return "\(Self.subject(path)) is truncated: the data ends before the image does. "
                + "Re-export or copy the file again."
        case let .corrupt(detail, path):
            return "\(Self.subject(path)) is not a valid image (\(detail)). Re-export it as PNG or GIF."
        case let .tooLarge(width, height, limits, path):
            return "\(Self.subject(path)) is \(width)×\(height) pixels, over the limit of \(limits.maxSide) "
                + "pixels on a side and \(limits.maxPixels) pixels in all. Scale it down, or raise ImageLimits."
        case let .unencodable(reason):
            return "cannot encode the image: \(reason)."
        case let .missing(path):
            return "\(path): no such file. Check the path (relative paths start at the current directory)."
        case let .unreadable(path, reason):
            return "\(path): cannot read the file (\(reason)). Check that it is a file you may read."
        case let .unwritable(path, reason):
            return "\(path): cannot write the file (\(reason)). Check that the folder exists and is writable."
        case let .notAFile(path, kind):
            return "\(path): is \(kind), not a regular file; only regular files are read. Give the path of a file."
        case let .tooBig(path, bytes, limit):
            return "\(path): the file is \(InputFile.describe(bytes: bytes)), over the limit of \(InputFile.describe(bytes: limit)) "
                + "for this kind of input; nothing was read."
        }
    }

    private static func subject(_ path: String?) -> String {
        path.map { "\($0): the image" } ?? "the image data"
    }
}
