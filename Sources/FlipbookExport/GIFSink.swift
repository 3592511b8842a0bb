import FlipbookCodecs
import FlipbookRaster

/// Writes frames into an animated GIF through FlipbookCodecs' `GIFEncoder`.
///
/// Each frame keeps its display duration (the encoder rounds to centiseconds and carries the
/// error forward), so a held end state is one frame with a longer delay. The file appears at
/// `finish()`; after an error none is left.
public final class GIFSink: FrameSink {
    /// The file the GIF is written to.
    public let path: String
    /// The encoder frames go to; nil once `finish()` returned, so that a finished sink kept for
    /// its ``summary`` (a batch of clips reports each one after the next has rendered) does not
    /// also keep the encoder's frame buffers and palette tables.
    public private(set) var encoder: GIFEncoder?
    /// What the encoder wrote; nil until `finish()`.
    public private(set) var summary: GIFEncodeSummary?

    /// A sink for a `width × height` GIF at `path`.
    /// - Throws: `GIFError` for options out of range or an unwritable folder.
    public init(path: String, width: Int, height: Int, options: GIFOptions = GIFOptions()) throws {
        self.path = path
        encoder = try GIFEncoder(path: path, width: width, height: height, options: options)
    }

    /// - Throws: the encoder's `GIFError`, or `GIFError.encoderClosed` after `finish()`.
    public func write(_ frame: Bitmap, index: Int, duration: Double) throws {
        guard let encoder else { throw GIFError.encoderClosed }
        try encoder.addFrame(frame, duration: duration)
    }

    /// - Throws: the encoder's `GIFError`, or `GIFError.encoderClosed` when called twice.
    public func finish() throws {
        guard let encoder else { throw GIFError.encoderClosed }
        defer { self.encoder = nil }
        summary = try encoder.finish()
    }
}
