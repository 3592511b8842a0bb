#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlipbookRaster

/// A streaming animated-GIF encoder: frames in, one GIF89a file out.
///
/// ```swift
/// let encoder = try GIFEncoder(path: "out.gif", width: 750, height: 1334, options: GIFOptions())
/// for frame in frames { try encoder.addFrame(frame, duration: 1.0 / 25) }
/// let summary = try encoder.finish()
/// ```
///
/// - Timing: a frame's delay is the difference of its rounded start and end times in whole
///   centiseconds, so the total duration never drifts. Frames shorter than 2 cs are dropped in
///   favour of the next one (see ``GIFWarning/frameRateAbove50(fps:droppedFrames:)``). Identical
///   consecutive frames are merged and their delays summed.
/// - Palette: with `.global` or `.auto`, the first pass only converts each frame, counts what it
///   changes on screen into a compact colour histogram and parks it, with what it found out about
///   the frame, in memory up to 128 MiB of frames and in a temporary file beyond
///   (`GIFSpillFile`). The histogram weighs each colour by its
///   pixels times how long they are shown, so a background on screen for the whole clip counts
///   for every frame, as the viewer sees it;
///   ``finish()`` builds the palette and encodes. With `.local`, frames are encoded as they arrive.
///   Either way memory stays bounded: at a few frames, plus the parked frames' budget.
/// - Output is written to a temporary file and renamed at ``finish()``; after any error no file is
///   left and the encoder refuses further calls.
/// - Deterministic: the same frames and options give the same bytes. Not thread-safe: call it from
///   one thread at a time.
public final class GIFEncoder {
    /// The output path, written at ``finish()``.
    public let path: String
    /// Canvas width in pixels; every frame must have it.
    public let width: Int
    /// Canvas height in pixels; every frame must have it.
    public let height: Int
    /// The options the encoder was created with.
    public let options: GIFOptions

    private let threshold8: Int
    private let matte: UInt32
    private var elapsed = 0.0
    private var pending: (target: [UInt32], startCentiseconds: Int)?
    private var lastEmitted: [UInt32]?
    private var inputFrames = 0
    private var droppedFrames = 0
    private var shortestDuration = Double.infinity
    private var isClosed = false
    // Two-pass (global/auto) state.
    private var histogram: GIFHistogram?
    private var spill: GIFSpillFile?
    private var spilledDelays: [Int] = []
    /// Centiseconds of the frames handed to the spill file so far: when the next one is shown.
    private var shownCentiseconds = 0
    // One-pass (local) state.
    private var writer: GIFWriter?
    private var pipeline: GIFFramePipeline?

    /// Creates an encoder for a `width × height` GIF at `path` (1…65535 pixels per side).
    /// - Throws: ``GIFError/invalidOptions(_:)`` for options out of range, ``GIFError/cannotWrite(path:reason:)``
    ///   when the output folder is not writable.
    public init(path: String, width: Int, height: Int, options: GIFOptions = GIFOptions()) throws {
        try options.validate()
        self.path = path
        self.width = width
        self.height = height
        self.options = options
        threshold8 = Int((options.alphaThreshold * 255).rounded())
        matte = GIFColorMath.pack(options.matte)
        if options.palette == .local {
            let writer = try GIFWriter(path: path, width: width, height: height, globalPalette: nil,
                                       background: options.concurrent)
            if let repeats = options.loop.netscapeRepeatCount { try writer.writeLoop(repeatCount: repeats) }
            self.writer = writer
            pipeline = GIFFramePipeline(writer: writer, width: width, height: height, options: options, globalPalette: nil)
        } else {
            guard (1...65535).contains(width), (1...65535).contains(height) else {
                throw GIFError.invalidOptions("GIF size must be 1…65535 pixels per side, got \(width)×\(height)")
            }
            histogram = GIFHistogram()
            spill = try GIFSpillFile(pixelsPerFrame: width * height)
        }
    }

    /// Adds a frame shown for `duration` seconds.
    /// - Parameter frame: premultiplied RGBA of exactly the encoder's size.
    /// - Throws: ``GIFError/frameSizeMismatch(frame:width:height:expectedWidth:expectedHeight:)``,
    ///   ``GIFError/invalidDuration(frame:seconds:)``, ``GIFError/encoderClosed``, or a write error.
    public func addFrame(_ frame: Bitmap, duration: Double) throws {
        try guarded {
            let index = inputFrames
            guard frame.width == width, frame.height == height else {
                throw GIFError.frameSizeMismatch(frame: index, width: frame.width, height: frame.height,
                                                 expectedWidth: width, expectedHeight: height)
            }
            // The running time stays far below what centiseconds in an Int hold (a duration of
            // 10¹⁰ s, from a frame rate of 10⁻¹⁰ fps, trapped converting to centiseconds).
            guard duration.isFinite, duration > 0, (elapsed + duration) * 100 < 1e15 else {
                throw GIFError.invalidDuration(frame: index, seconds: duration)
            }
            inputFrames += 1
            shortestDuration = min(shortestDuration, duration)
            let start = Int((elapsed * 100).rounded())
            elapsed += duration
            var target: [UInt32] = []
            GIFColorMath.targets(of: frame, threshold8: threshold8, matte: matte, into: &target)
            if let p = pending {
                if Self.sameTargets(target, p.target) { return }
                if start - p.startCentiseconds < 2 {
                    droppedFrames += 1
                    pending = (target, p.startCentiseconds)
                    return
                }
                try emit(p.target, delay: start - p.startCentiseconds)
            }
            pending = (target, start)
        }
    }

    /// Whether two frames' targets are equal, compared as bytes (`memcmp`): `Array`'s `==`
    /// compares element by element, 7 % of a small app GIF's instructions.
    static func sameTargets(_ a: [UInt32], _ b: [UInt32]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
    }

    /// Writes the GIF and closes the encoder.
    /// - Returns: bytes written, frame counts, duration and warnings.
    /// - Throws: ``GIFError/noFrames`` when no frame was added, or a write error (no file is left).
    public func finish() throws -> GIFEncodeSummary {
        try guarded {
            guard let p = pending else { throw GIFError.noFrames }
            let end = Int((elapsed * 100).rounded())
            try emit(p.target, delay: max(2, end - p.startCentiseconds))
            pending = nil
            if var histogram, let spill {
                self.histogram = nil  // so that `histogram` is counted into in place
                // The last frame stays on screen until the end.
                if let last = lastEmitted { histogram.addShown(last, until: shownCentiseconds) }
                let palette = GIFQuantizer.palette(histogram, visibleColors: min(options.colors, 255),
                                                   fixed: options.fixedColors.map(GIFColorMath.pack),
                                                   refinementPasses: options.effort.refinementPasses,
                                                   concurrent: options.concurrent)
                let writer = try GIFWriter(path: path, width: width, height: height, globalPalette: palette,
                                           background: options.concurrent)
                if let repeats = options.loop.netscapeRepeatCount { try writer.writeLoop(repeatCount: repeats) }
                let pipeline = GIFFramePipeline(writer: writer, width: width, height: height, options: options,
                                                globalPalette: palette)
                for delay in spilledDelays {
                    let (target, record) = try spill.read()
                    try pipeline.push(target, delay: delay, changes: GIFFrameChanges(record: record))
                }
                self.writer = writer
                self.pipeline = pipeline
                self.spill = nil
            }
            guard let writer, let pipeline else { throw GIFError.encoderClosed }
            try pipeline.finish()
            let bytes = try writer.commit()
            isClosed = true
            var warnings: [GIFWarning] = []
            // Durations come as differences of frame times, so 50 fps gives some a hair under
            // 0.02 s: only a frame shorter by more than rounding counts as faster than 50 fps.
            // A short frame that cost nothing (the last one, or one equal to its neighbour) is no
            // news: the warning is about frames dropped, so it needs one.
            if shortestDuration < 0.02 - 1e-9 && droppedFrames > 0 {
                warnings.append(.frameRateAbove50(fps: 1 / shortestDuration, droppedFrames: droppedFrames))
            }
            return GIFEncodeSummary(bytes: bytes, frameCount: pipeline.framesWritten, inputFrameCount: inputFrames,
                                    durationCentiseconds: pipeline.totalDelay,
                                    localPaletteFrames: pipeline.localPaletteFrames, warnings: warnings)
        }
    }

    /// Hands a frame whose delay is now known to the pipeline (one pass) or the spill file (two passes).
    private func emit(_ target: [UInt32], delay: Int) throws {
        if let pipeline {
            try pipeline.push(target, delay: delay)
        } else if let spill {
            // The frame's changed pixels, found once here and kept beside the frame for the second
            // pass (with their own histogram when a frame may get a local table). The same pass
            // counts them into the clip's histogram, weighted by how long the viewer sees each
            // colour: the global palette serves every frame a pixel stays on screen, not only the
            // frame that draws it.
            let previous = lastEmitted ?? [UInt32](repeating: GIFColorMath.transparent, count: target.count)
            let end = shownCentiseconds + delay
            guard GIFHistogram.shownWeightFits(pixels: target.count, centiseconds: end) else {
                throw GIFError.tooLong(seconds: Double(end) / 100, width: width, height: height)
            }
            var total = histogram ?? GIFHistogram()
            histogram = nil  // held by `total` alone meanwhile, so it is counted into in place
            let changes = GIFFrameChanges(target, previous: previous, width: width,
                                          histogram: GIFFrameLookahead.Plan.framesNeedHistograms(options, hasGlobalPalette: true),
                                          showingAt: shownCentiseconds, in: &total)
            histogram = total
            shownCentiseconds = end
            try spill.write(target, record: changes.record(keepsHistogram: true))
            spilledDelays.append(delay)
            lastEmitted = target
        }
    }

    /// Runs `body` unless the encoder is closed; closes it (dropping any partial output) on error.
    private func guarded<T>(_ body: () throws -> T) throws -> T {
        guard !isClosed else { throw GIFError.encoderClosed }
        do {
            return try body()
        } catch {
            isClosed = true
            writer = nil; pipeline = nil; spill = nil; pending = nil; lastEmitted = nil
            throw error
        }
    }
}
