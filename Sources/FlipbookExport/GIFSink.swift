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

    /// The frames the encoder's global palette is built from (`GIFEncoder.paletteSampleIndices(frameCount:)`):
    /// a sample spread over the clip, so that every frame can be encoded as it arrives instead of
    /// all of them in `finish()`. None for a `.local` palette.
    public func sampleIndices(frameCount: Int) -> [Int] {
        encoder?.paletteSampleIndices(frameCount: frameCount) ?? []
    }

    /// Builds the palette from the sample (each frame weighted by the time it stands for).
    /// - Throws: the encoder's `GIFError`, or `GIFError.encoderClosed` after `finish()`.
    public func writeSample(_ sample: FrameSample) throws {
        guard let encoder else { throw GIFError.encoderClosed }
        let seconds = sample.secondsStoodFor()
        try encoder.setPaletteSample(zip(sample.positions, seconds).map { position, seconds in
            GIFPaletteSample(frame: sample.frames[position]!, seconds: seconds)
        })
    }

    /// - Throws: the encoder's `GIFError`, or `GIFError.encoderClosed` when called twice.
    public func finish() throws {
        guard let encoder else { throw GIFError.encoderClosed }
        defer { self.encoder = nil }
        summary = try encoder.finish()
    }
}
