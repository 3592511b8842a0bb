import FlipbookCodecs
import FlipbookRaster

/// Writes frames into an animated GIF through FlipbookCodecs' `GIFEncoder`.
///
/// Each frame keeps its display duration (the encoder rounds to centiseconds and carries the
/// error forward), so a held end state is one frame with a longer delay. The file appears at
/// `finish()`; after an error none is left.
public final class GIFSink: FrameSink {
    /// The encoder frames go to.
    public let encoder: GIFEncoder
    /// What the encoder wrote; nil until `finish()`.
    public private(set) var summary: GIFEncodeSummary?

    /// A sink for a `width × height` GIF at `path`.
    /// - Throws: `GIFError` for options out of range or an unwritable folder.
    public init(path: String, width: Int, height: Int, options: GIFOptions = GIFOptions()) throws {
        encoder = try GIFEncoder(path: path, width: width, height: height, options: options)
    }

    public func write(_ frame: Bitmap, index: Int, duration: Double) throws {
        try encoder.addFrame(frame, duration: duration)
    }

    public func finish() throws {
        summary = try encoder.finish()
    }
}
