/// Everything that can go wrong while encoding or decoding a GIF, with a message that says what
/// to change.
public enum GIFError: Error, Equatable, CustomStringConvertible {
    /// An option is out of range; the message names it and its allowed range.
    case invalidOptions(String)
    /// A frame's size differs from the size the encoder was created with.
    case frameSizeMismatch(frame: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
    /// A frame duration is not a positive finite number of seconds.
    case invalidDuration(frame: Int, seconds: Double)
    /// The clip is too long for its size: the global palette's colour counts (pixels times
    /// centiseconds on screen) would not fit in 64 bits. Only reached at tens of hours of a
    /// canvas of billions of pixels.
    case tooLong(seconds: Double, width: Int, height: Int)
    /// `finish()` was called without any frame.
    case noFrames
    /// ``GIFEncoder/setPaletteSample(_:)`` was refused; the message says why (frames already
    /// added, a second sample, an empty sample, a frame of another size, a bad weight).
    case invalidPaletteSample(String)
    /// The encoder was used after `finish()` or after an earlier error.
    case encoderClosed
    /// The output (or a temporary file) could not be created or written.
    case cannotWrite(path: String, reason: String)
    /// The input ends before the GIF does (a partial download or copy).
    case truncated(String)
    /// The input is not a GIF or its structure is broken.
    case corrupt(String)
    /// The GIF is larger than the decoder's limits allow.
    case tooLarge(String)
    /// Memory ran out while decoding a GIF that is within the limits.
    case outOfMemory(String)

    public var description: String {
        switch self {
        case .invalidOptions(let m):
            return "invalid GIF options: \(m)"
        case let .frameSizeMismatch(f, w, h, ew, eh):
            return "frame \(f) is \(w)×\(h) but the GIF is \(ew)×\(eh); render every frame at the same size"
        case let .invalidDuration(f, s):
            return "frame \(f) has duration \(s) s; durations must be positive and finite"
        case let .tooLong(seconds, w, h):
            return "a \(w)×\(h) GIF of \(seconds) s is too long for the encoder's colour counts; split the clip or render it smaller"
        case .noFrames:
            return "no frames were added; a GIF needs at least one frame"
        case .invalidPaletteSample(let m):
            return "invalid GIF palette sample: \(m)"
        case .encoderClosed:
            return "the GIF encoder is already finished or failed; create a new one"
        case let .cannotWrite(path, reason):
            return "cannot write \(path): \(reason); check that the folder exists and is writable"
        case .truncated(let m):
            return "the GIF is truncated (\(m)); the file was probably cut off while copying or downloading"
        case .corrupt(let m):
            return "not a valid GIF: \(m)"
        case .tooLarge(let m):
            return "the GIF is too large to decode: \(m); raise the decoder limits if it is trusted"
        case .outOfMemory(let m):
            return "out of memory while decoding the GIF (\(m)); free memory or lower the decoder limits"
        }
    }
}
