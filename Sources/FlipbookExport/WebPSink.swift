import FlipbookCodecs
import FlipbookRaster

/// Writes frames into an animated WebP through FlipbookCodecs' `AnimatedWebPEncoder`.
///
/// Each frame keeps its display duration (the encoder rounds start and end times to
/// milliseconds), so a held end state is one frame with a longer duration, as in ``GIFSink``.
/// The file appears at `finish()`; after an error none is left.
public final class WebPSink: FrameSink {
    /// The encoder frames go to.
    public let encoder: AnimatedWebPEncoder
    /// What the encoder wrote; nil until `finish()`.
    public private(set) var summary: WebPEncodeSummary?

    /// A sink for a `width × height` animated WebP at `path`.
    /// - Throws: `AnimatedEncoderError` for options or a size out of range, or an unwritable folder.
    public init(path: String, width: Int, height: Int, options: WebPOptions = WebPOptions()) throws {
        encoder = try AnimatedWebPEncoder(path: path, width: width, height: height, options: options)
    }

    public func write(_ frame: Bitmap, index: Int, duration: Double) throws {
        try encoder.addFrame(frame, duration: duration)
    }

    public func finish() throws {
        summary = try encoder.finish()
    }
}
