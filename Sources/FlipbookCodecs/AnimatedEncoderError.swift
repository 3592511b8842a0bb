import FlipbookRaster
import Foundation

/// Everything that can go wrong while encoding an animation with ``AnimatedWebPEncoder`` or
/// ``WebMEncoder``, with a message that says what to change.
public enum AnimatedEncoderError: Error, Equatable, CustomStringConvertible {
    /// An option or the size is out of range; the message names it and its allowed range.
    case invalidOptions(String)
    /// A frame's size differs from the size the encoder was created with.
    case frameSizeMismatch(frame: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
    /// A frame duration is not a positive finite number of seconds.
    case invalidDuration(frame: Int, seconds: Double)
    /// `finish()` was called without any frame.
    case noFrames
    /// The encoder was used after `finish()` or after an earlier error.
    case encoderClosed
    /// The codec library (libwebp, libvpx) refused the settings, a frame or the assembly of the
    /// file; the message starts with the library's name and carries its own words.
    case encodingFailed(String)
    /// The output could not be written.
    case cannotWrite(path: String, reason: String)

    /// The message for a person: what went wrong and what to change.
    public var description: String {
        switch self {
        case .invalidOptions(let m):
            return "invalid encoder options: \(m)"
        case let .frameSizeMismatch(f, w, h, ew, eh):
            return "frame \(f) is \(w)×\(h) but the animation is \(ew)×\(eh); render every frame at the same size"
        case let .invalidDuration(f, s):
            return "frame \(f) has duration \(s) s; durations must be positive and finite"
        case .noFrames:
            return "no frames were added; an animation needs at least one frame"
        case .encoderClosed:
            return "the encoder is already finished or failed; create a new one"
        case .encodingFailed(let m):
            return "could not encode the animation (\(m))"
        case let .cannotWrite(path, reason):
            return "cannot write \(path): \(reason); check that the folder exists and is writable"
        }
    }
}

/// The output of an animated encoder: the checks every encoder makes when it is created (the
/// size, a writable folder) and before it takes a frame (the frame's size, its duration), and
/// the file written whole at `finish()` (through a temporary file renamed over the path, so that
/// after an error no file is left).
struct AnimatedEncoderOutput {
    /// The output path.
    let path: String
    /// The frame size every frame must have.
    let width: Int
    let height: Int

    /// Checks the size (1…`maximumSide` pixels per side) and that `path`'s folder is writable.
    /// - Parameter sizeName: how the size is named in the message (`"WebP size"`, `"video size"`).
    /// - Throws: ``AnimatedEncoderError/invalidOptions(_:)`` or
    ///   ``AnimatedEncoderError/cannotWrite(path:reason:)``.
    init(path: String, width: Int, height: Int, maximumSide: Int, sizeName: String) throws {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw AnimatedEncoderError.invalidOptions(
                "\(sizeName) must be 1…\(maximumSide) pixels per side, got \(width)×\(height)")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard access(folder, W_OK) == 0 else {
            throw AnimatedEncoderError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        self.path = path
        self.width = width
        self.height = height
    }

    /// Checks the `index`th frame's size and duration.
    /// - Throws: ``AnimatedEncoderError/frameSizeMismatch(frame:width:height:expectedWidth:expectedHeight:)``
    ///   or ``AnimatedEncoderError/invalidDuration(frame:seconds:)``.
    func check(_ frame: Bitmap, index: Int, duration: Double) throws {
        guard frame.width == width, frame.height == height else {
            throw AnimatedEncoderError.frameSizeMismatch(
                frame: index, width: frame.width, height: frame.height, expectedWidth: width, expectedHeight: height)
        }
        guard duration.isFinite, duration > 0 else {
            throw AnimatedEncoderError.invalidDuration(frame: index, seconds: duration)
        }
    }

    /// Writes the whole file (``AtomicFile/write(_:to:)``).
    /// - Throws: ``AnimatedEncoderError/cannotWrite(path:reason:)`` (no file is left).
    func commit(_ file: [UInt8]) throws {
        do {
            try AtomicFile.write(file, to: path)
        } catch CodecError.unwritable(_, let reason) {
            throw AnimatedEncoderError.cannotWrite(path: path, reason: reason)
        }
    }
}
