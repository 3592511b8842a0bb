/// Why a scene file could not be loaded. Every case names the file, and where it applies the
/// JSON key path (`root.sublayers[2].anchorPoint`), so that the message points at the fix.
///
/// The CLI maps the cases to exit codes: `missingFile`, `notAFile` and `missingImage` are "input
/// missing" (66), `unreadableFile` is an I/O error (74), every other case is "bad input
/// data" (65).
public enum SceneError: Error, Equatable, CustomStringConvertible {
    /// The scene file does not exist.
    case missingFile(path: String)
    /// The scene file exists but could not be read.
    case unreadableFile(path: String, reason: String)
    /// The scene path names a folder, FIFO, device or socket (`kind`), which is never opened.
    case notAFile(path: String, kind: String)
    /// The file is not valid JSON.
    case malformedJSON(path: String, reason: String)
    /// A key or value breaks the scene-file format.
    case invalidValue(path: String, keyPath: String, message: String)
    /// A `contents` image does not exist. `imagePath` is resolved against the scene's folder.
    case missingImage(path: String, keyPath: String, imagePath: String)
    /// A `contents` image exists but could not be decoded.
    case invalidImage(path: String, keyPath: String, imagePath: String, reason: String)

    /// The scene file the error is about.
    public var path: String {
        switch self {
        case .missingFile(let path), .unreadableFile(let path, _), .notAFile(let path, _), .malformedJSON(let path, _),
             .invalidValue(let path, _, _), .missingImage(let path, _, _),
             .invalidImage(let path, _, _, _):
            return path
        }
    }

    /// True when the error means that an input file is absent (rather than wrong).
    public var isMissingInput: Bool {
        switch self {
        case .missingFile, .notAFile, .missingImage: return true
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .missingFile(let path):
            return "\(path): no such scene file"
        case .unreadableFile(let path, let reason):
            return "\(path): cannot read the scene file: \(reason)"
        case .notAFile(let path, let kind):
            return "\(path): is \(kind), not a scene file; give the path of a .json file"
        case .malformedJSON(let path, let reason):
            return "\(path): not valid JSON: \(reason)"
        case .invalidValue(let path, let keyPath, let message):
            return "\(path): \(keyPath.isEmpty ? "" : keyPath + ": ")\(message)"
        case .missingImage(let path, let keyPath, let imagePath):
            return "\(path): \(keyPath): image file \(imagePath) does not exist "
                + "(contents paths are relative to the scene file)"
        case .invalidImage(let path, let keyPath, let imagePath, let reason):
            return "\(path): \(keyPath): cannot decode image \(imagePath): \(reason)"
        }
    }
}

/// A problem found while reading one JSON value; the loader adds the file name.
struct SceneIssue: Error, Equatable {
    enum Kind: Equatable {
        case invalid
        case missingImage(imagePath: String)
        case invalidImage(imagePath: String, reason: String)
    }
    var keyPath: String
    var message: String
    var kind: Kind = .invalid

    init(_ keyPath: String, _ message: String, kind: Kind = .invalid) {
        self.keyPath = keyPath
        self.message = message
        self.kind = kind
    }

    func sceneError(file: String) -> SceneError {
        switch kind {
        case .invalid:
            return .invalidValue(path: file, keyPath: keyPath, message: message)
        case .missingImage(let imagePath):
            return .missingImage(path: file, keyPath: keyPath, imagePath: imagePath)
        case .invalidImage(let imagePath, let reason):
            return .invalidImage(path: file, keyPath: keyPath, imagePath: imagePath, reason: reason)
        }
    }
}
