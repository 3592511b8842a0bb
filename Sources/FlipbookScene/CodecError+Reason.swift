import FlipbookCodecs

extension CodecError {
    /// What is wrong with the image, without its path (the scene error names the path).
    var reason: String {
        switch self {
        case .truncated:
            return "the data ends before the image does; re-export or copy the file again"
        case let .corrupt(detail, _):
            return "not a valid PNG (\(detail)); re-export it as PNG"
        case let .tooLarge(width, height, limits, _):
            return "\(width)×\(height) pixels, over the limit of \(limits.maxSide) pixels on a side "
                + "and \(limits.maxPixels) in all; scale it down"
        case let .missing(path):
            return "\(path) does not exist"
        case let .unreadable(_, reason), let .unwritable(_, reason), let .unencodable(reason):
            return reason
        case let .notAFile(_, kind):
            return "it is \(kind), not a regular file; give the path of a PNG file"
        case let .tooBig(_, bytes, limit):
            return "the file is \(InputFile.describe(bytes: bytes)), over the limit of \(InputFile.describe(bytes: limit)) for an image"
        }
    }
}
