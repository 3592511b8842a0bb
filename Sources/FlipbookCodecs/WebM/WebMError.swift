/// Everything that can go wrong while encoding a WebM video, with a message that says what to
/// change.
public enum WebMError: Error, Equatable, CustomStringConvertible {
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
    /// libvpx refused the settings or a frame; its own message.
    case encodingFailed(String)
    /// The output could not be written.
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidOptions(let m):
            return "invalid WebM options: \(m)"
        case let .frameSizeMismatch(f, w, h, ew, eh):
            return "frame \(f) is \(w)×\(h) but the video is \(ew)×\(eh); render every frame at the same size"
        case let .invalidDuration(f, s):
            return "frame \(f) has duration \(s) s; durations must be positive and finite"
        case .noFrames:
            return "no frames were added; a video needs at least one frame"
        case .encoderClosed:
            return "the WebM encoder is already finished or failed; create a new one"
        case .encodingFailed(let m):
            return "libvpx could not encode the video (\(m)); check the frame size (at most 16384 pixels a side)"
        case let .cannotWrite(path, reason):
            return "cannot write \(path): \(reason); check that the folder exists and is writable"
        }
    }
}
