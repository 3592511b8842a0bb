import FlipbookCodecs
import FlipbookRaster

/// Writes frames into an animated GIF through FlipbookCodecs' `GIFEncoder`.
///
/// Each frame keeps its display duration (the encoder rounds to centiseconds and carries the
/// error forward), so a held end state is one frame with a longer delay. The file appears at
/// `finish()`; after an error none is left.
///
/// With `GIFOptions.concurrent` (the default) the encoder runs on a thread of its own
/// (a `FrameStage`): `writeSample` and `write` queue the palette sample or the frame (converted
/// for the encoder on the calling thread, `GIFFrameConverter`) — waiting
/// while ``queuedFrames`` are queued — and return, so the render evaluates and rasterizes the
/// next frames while the encoder builds the palette, then maps, compares and LZW-codes each frame
/// (its work on a frame depends on the frame before, so it stays one thread, in order). The
/// encoder gets the same calls in the same order, so the bytes are the same as with the encoder
/// on the calling thread. An encoder error surfaces at the next `write` or at `finish()`; then the
/// sink is closed and no file is left.
public final class GIFSink: FrameSink {
    /// The file the GIF is written to.
    public let path: String
    /// The encoder frames go to; nil once `finish()` returned, so that a finished sink kept for
    /// its ``summary`` (a batch of clips reports each one after the next has rendered) does not
    /// also keep the encoder's frame buffers and palette tables. While frames are queued for its
    /// thread, only that thread uses it.
    public private(set) var encoder: GIFEncoder?
    /// What the encoder wrote; nil until `finish()`.
    public private(set) var summary: GIFEncodeSummary?
    /// Frames queued for the encoder's thread, at most (besides the one it is encoding): two
    /// 750×1334 frames are 8 MB.
    public static let queuedFrames = 2
    /// What the encoder's thread is handed, in order.
    private enum Item {
        case sample(FrameSample)
        case frame(GIFPreparedFrame, duration: Double)
    }
    /// The encoder's thread, started at the sample or the first frame (nil without
    /// `GIFOptions.concurrent`).
    private var stage: FrameStage<Item>?
    private let width: Int
    private let height: Int
    /// The encoder's frame conversion, run on the calling thread.
    private let converter: GIFFrameConverter

    /// A sink for a `width × height` GIF at `path`.
    /// - Throws: `GIFError` for options out of range or an unwritable folder.
    public init(path: String, width: Int, height: Int, options: GIFOptions = GIFOptions()) throws {
        self.path = path
        self.width = width
        self.height = height
        let encoder = try GIFEncoder(path: path, width: width, height: height, options: options)
        self.encoder = encoder
        converter = encoder.converter
    }

    /// Queues the frame for the encoder's thread (or encodes it on this one without
    /// `GIFOptions.concurrent`).
    /// - Throws: `GIFError.frameSizeMismatch` at once for a frame of another size; the encoder's
    ///   `GIFError` for this frame or an earlier one; `GIFError.encoderClosed` after `finish()`
    ///   or an error.
    public func write(_ frame: Bitmap, index: Int, duration: Double) throws {
        guard let encoder else { throw GIFError.encoderClosed }
        guard encoder.options.concurrent else { return try encoder.addFrame(frame, duration: duration) }
        do {
            guard frame.width == width, frame.height == height else {
                // The encoder's own check, named by the index it would give the frame.
                try stage?.finish()
                try encoder.addFrame(frame, duration: duration)
                return
            }
            // Converted here (a pure function of the frame and the options), so the encoder's
            // thread, the longest serial part of a render, does not.
            try startedStage(encoder).submit(.frame(converter.prepare(frame), duration: duration))
        } catch {
            close()
            throw error
        }
    }

    /// The frames the encoder's global palette is built from (`GIFEncoder.paletteSampleIndices(frameCount:)`):
    /// a sample spread over the clip, so that every frame can be encoded as it arrives instead of
    /// all of them in `finish()`. None for a `.local` palette.
    public func sampleIndices(frameCount: Int) -> [Int] {
        encoder?.paletteSampleIndices(frameCount: frameCount) ?? []
    }

    /// Builds the palette from the sample (each frame weighted by the time it stands for), on
    /// the encoder's thread when it has one.
    /// - Throws: the encoder's `GIFError` (with a thread: at the next `write` or at `finish()`),
    ///   or `GIFError.encoderClosed` after `finish()`.
    public func writeSample(_ sample: FrameSample) throws {
        guard let encoder else { throw GIFError.encoderClosed }
        do {
            if encoder.options.concurrent {
                try startedStage(encoder).submit(.sample(sample))
            } else {
                try GIFSink.setSample(sample, of: encoder)
            }
        } catch {
            close()
            throw error
        }
    }

    private static func setSample(_ sample: FrameSample, of encoder: GIFEncoder) throws {
        let seconds = sample.secondsStoodFor()
        try encoder.setPaletteSample(zip(sample.positions, seconds).map { position, seconds in
            GIFPaletteSample(frame: sample.frames[position]!, seconds: seconds)
        })
    }

    /// The encoder's thread, started now if need be. From its start to `finish()` only that
    /// thread calls the encoder.
    private func startedStage(_ encoder: GIFEncoder) -> FrameStage<Item> {
        if let stage { return stage }
        let started = FrameStage<Item>(capacity: GIFSink.queuedFrames, name: "flipbook.gif") { item in
            switch item {
            case let .sample(sample): try GIFSink.setSample(sample, of: encoder)
            case let .frame(frame, duration): try encoder.addFrame(frame, duration: duration)
            }
        }
        stage = started
        return started
    }

    /// Waits for the encoder's thread to encode the queued frames, then completes the file.
    /// - Throws: the encoder's `GIFError`, or `GIFError.encoderClosed` when called twice.
    public func finish() throws {
        guard let encoder else { throw GIFError.encoderClosed }
        defer { close() }
        try stage?.finish()
        summary = try encoder.finish()
    }

    /// CPU seconds of the encoder's thread; complete after `finish()`.
    public var backgroundCPUSeconds: Double { stageCPUSeconds }
    private var stageCPUSeconds = 0.0

    /// Stops the encoder's thread (dropping queued frames) and drops the encoder; an unfinished
    /// encoder leaves no file.
    private func close() {
        if let stage {
            stage.abandon()
            stageCPUSeconds = stage.threadCPUSecondsUsed
        }
        stage = nil
        encoder = nil
    }

    // A render that stopped before `finish()`: the encoder's thread stops before the encoder goes.
    deinit { stage?.abandon() }
}
