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
/// - Palette sample (one pass with a global palette): a caller that can produce frames early
///   gives ``setPaletteSample(_:)`` the frames ``paletteSampleIndices(frameCount:)`` names, each
///   weighted by the display time it stands for, before the first frame. The global palette is
///   built from them at once and every frame is then encoded as it arrives, as with `.local`: no
///   frame is parked and ``finish()`` only writes the last one. The encoding of frame n runs in
///   `addFrame(_:duration:)` of frame n + 1, on the caller's thread, with the next frame's
///   look-ahead on a thread of its own and giflib's writing on another (``GIFOptions/concurrent``).
///   ```swift
///   let indices = encoder.paletteSampleIndices(frameCount: frames.count)
///   try encoder.setPaletteSample(indices.enumerated().map { k, i in
///       let end = k + 1 < indices.count ? indices[k + 1] : frames.count
///       return GIFPaletteSample(frame: frames[i], seconds: Double(end - i) / 25)
///   })
///   for frame in frames { try encoder.addFrame(frame, duration: 1.0 / 25) }
///   ```
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
    /// A palette sample was set (``setPaletteSample(_:)``).
    private var hasPaletteSample = false
    // One-pass (local, or global/auto after a palette sample) state.
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
            try startStreaming(globalPalette: nil)
        } else {
            guard (1...65535).contains(width), (1...65535).contains(height) else {
                throw GIFError.invalidOptions("GIF size must be 1…65535 pixels per side, got \(width)×\(height)")
            }
            histogram = GIFHistogram()
        }
    }

    /// The global palette of a clip's colour histogram, with the options' colours and effort.
    private func globalPalette(of histogram: GIFHistogram) -> [UInt32] {
        GIFQuantizer.palette(histogram, visibleColors: min(options.colors, 255),
                             fixed: options.fixedColors.map(GIFColorMath.pack),
                             refinementPasses: options.effort.refinementPasses, concurrent: options.concurrent)
    }

    /// Opens the output and the frame pipeline, so that frames are encoded as they arrive.
    private func startStreaming(globalPalette: [UInt32]?) throws {
        let writer = try GIFWriter(path: path, width: width, height: height, globalPalette: globalPalette,
                                   background: options.concurrent)
        if let repeats = options.loop.netscapeRepeatCount { try writer.writeLoop(repeatCount: repeats) }
        self.writer = writer
        pipeline = GIFFramePipeline(writer: writer, width: width, height: height, options: options,
                                    globalPalette: globalPalette)
    }

    /// Adds a frame shown for `duration` seconds.
    /// - Parameter frame: premultiplied RGBA of exactly the encoder's size.
    /// - Throws: ``GIFError/frameSizeMismatch(frame:width:height:expectedWidth:expectedHeight:)``,
    ///   ``GIFError/invalidDuration(frame:seconds:)``, ``GIFError/encoderClosed``, or a write error.
    public func addFrame(_ frame: Bitmap, duration: Double) throws {
        guard !isClosed else { throw GIFError.encoderClosed }
        try addFrame(converter.prepare(frame), duration: duration)
    }

    /// What converts frames for this encoder (``GIFFrameConverter``): a value that another thread
    /// may use while the encoder works, so that `addFrame(_:duration:)` with a
    /// ``GIFPreparedFrame`` gets frames converted ahead.
    public var converter: GIFFrameConverter { GIFFrameConverter(threshold8: threshold8, matte: matte) }

    /// Adds a frame converted ahead by ``converter``, shown for `duration` seconds: the same
    /// as adding the frame it was prepared from.
    /// - Throws: as `addFrame(_:duration:)` with a `Bitmap`, and ``GIFError/invalidOptions(_:)`` for a
    ///   frame prepared by another encoder's converter with other options (its alpha threshold or
    ///   matte).
    public func addFrame(_ frame: GIFPreparedFrame, duration: Double) throws {
        try guarded {
            let index = inputFrames
            guard frame.width == width, frame.height == height else {
                throw GIFError.frameSizeMismatch(frame: index, width: frame.width, height: frame.height,
                                                 expectedWidth: width, expectedHeight: height)
            }
            guard frame.converter == converter else {
                throw GIFError.invalidOptions("frame \(index) was prepared for another alpha threshold or matte; prepare it with this encoder's converter")
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
            let target = frame.target
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
                let palette = globalPalette(of: histogram)
                try startStreaming(globalPalette: palette)
                for delay in spilledDelays {
                    let (target, record) = try spill.read()
                    try pipeline!.push(target, delay: delay, changes: GIFFrameChanges(record: record))
                }
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
        } else {
            // The first frame parked opens the spill file (never opened when a palette sample
            // lets frames stream).
            let spill = try self.spill ?? GIFSpillFile(pixelsPerFrame: width * height)
            self.spill = spill
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

// MARK: - Palette sample: a global palette before the first frame, then one pass

extension GIFEncoder {
    /// Every this many frames at least go into a palette sample: measured on the page flip and the
    /// photographic sweep, every 4th frame costs 0.1–0.2 dB of PSNR against the whole clip's
    /// histogram, every 8th 0.3–0.5 dB (bench/notes/2026-12-07-gif-sample.md).
    public static let paletteSampleMinimumStride = 4
    /// At most this many frames in a palette sample, so that a caller that keeps the sample's
    /// frames until their turn holds a bounded number (a longer clip is sampled more sparsely).
    public static let paletteSampleMaximumFrames = 16
    /// At most this many bytes of RGBA in a palette sample: large canvases get fewer sample frames
    /// (never fewer than ``paletteSampleMinimumFrames``).
    public static let paletteSampleMemoryBudget = 128 << 20
    /// The fewest frames a sample holds (when the clip has that many) whatever the canvas size.
    public static let paletteSampleMinimumFrames = 4

    /// Which frames of a clip of `frameCount` frames a palette sample should hold (ascending
    /// indices, chosen from the count alone so that the bytes never depend on timing); empty when
    /// the options do not use a global palette (`.local`) — then no sample is needed.
    ///
    /// Frame 0 and then every `s`-th frame, `s` the smallest stride of at least
    /// ``paletteSampleMinimumStride`` that keeps the sample within ``paletteSampleMaximumFrames``
    /// frames and ``paletteSampleMemoryBudget`` bytes of RGBA (at least
    /// ``paletteSampleMinimumFrames`` frames).
    public func paletteSampleIndices(frameCount: Int) -> [Int] {
        guard options.palette != .local, frameCount > 0 else { return [] }
        let frameBytes = max(1, 4 * width * height)
        let limit = max(GIFEncoder.paletteSampleMinimumFrames,
                        min(GIFEncoder.paletteSampleMaximumFrames, GIFEncoder.paletteSampleMemoryBudget / frameBytes))
        let step = max(GIFEncoder.paletteSampleMinimumStride, (frameCount + limit - 1) / limit)
        return Array(stride(from: 0, to: frameCount, by: step))
    }

    /// Builds the global palette from `sample` before the first `addFrame(_:duration:)`; from
    /// then on each frame is encoded as it arrives (one pass, like `.local`), and ``finish()`` only
    /// completes the file. No frame is parked, so memory stays at a few frames in flight.
    ///
    /// The palette weighs each sample frame's opaque pixels by its `seconds` (in whole
    /// milliseconds), in place of the two-pass histogram of what every frame shows for how long.
    /// Frames that the palette serves badly still get local tables at `.auto` (the look-ahead
    /// offers them as in a two-pass encode). With `.local` palettes the sample is checked and
    /// not used.
    /// - Throws: ``GIFError/invalidPaletteSample(_:)`` when frames were already added, when called
    ///   twice, with an empty sample, a frame of another size or a weight that is not a positive
    ///   finite number of seconds; ``GIFError/tooLong(seconds:width:height:)`` when the weights
    ///   would overflow the colour counts; ``GIFError/encoderClosed``; a write error. As with
    ///   every error, the encoder is closed afterwards.
    public func setPaletteSample(_ sample: [GIFPaletteSample]) throws {
        try guarded {
            guard inputFrames == 0 else {
                throw GIFError.invalidPaletteSample("\(inputFrames) frames were already added; set the sample before the first frame")
            }
            guard !hasPaletteSample else {
                throw GIFError.invalidPaletteSample("a sample was already set; set it once, before the first frame")
            }
            guard !sample.isEmpty else {
                throw GIFError.invalidPaletteSample("the sample holds no frame; give the frames paletteSampleIndices(frameCount:) names")
            }
            var weights: [Int] = []
            for (k, s) in sample.enumerated() {
                guard s.frame.width == width, s.frame.height == height else {
                    throw GIFError.invalidPaletteSample("sample frame \(k) is \(s.frame.width)×\(s.frame.height) but the GIF is \(width)×\(height)")
                }
                guard s.seconds.isFinite, s.seconds > 0, s.seconds * 1000 < 1e15 else {
                    throw GIFError.invalidPaletteSample("sample frame \(k) stands for \(s.seconds) s; give the display time of the frames it stands for, positive and finite")
                }
                weights.append(max(1, Int((s.seconds * 1000).rounded())))
            }
            let total = weights.reduce(0, +)
            guard GIFHistogram.shownWeightFits(pixels: width * height, centiseconds: total) else {
                throw GIFError.tooLong(seconds: Double(total) / 1000, width: width, height: height)
            }
            hasPaletteSample = true
            guard options.palette != .local else { return }
            // Each frame's opaque pixels counted on its own (side by side when concurrent), then
            // added with its weight in sample order: integer counts, the same sum either way.
            var counted = [GIFHistogram?](repeating: nil, count: sample.count)
            let threshold8 = self.threshold8, matte = self.matte
            counted.withUnsafeMutableBufferPointer { out in
                let out = out
                GIFFramePipeline.perform(sample.count, concurrent: options.concurrent) { k in
                    var target: [UInt32] = []
                    GIFColorMath.targets(of: sample[k].frame, threshold8: threshold8, matte: matte, into: &target)
                    var h = GIFHistogram()
                    h.add(target, changedFrom: nil)
                    out[k] = h
                }
            }
            var histogram = GIFHistogram()
            for k in counted.indices { histogram.add(counted[k]!, times: weights[k]) }
            counted = []
            self.histogram = nil
            let palette = globalPalette(of: histogram)
            try startStreaming(globalPalette: palette)
        }
    }

    /// Whether frames are parked for a second pass (tests: a streamed encode never parks one).
    var parksFrames: Bool { spill != nil }
    /// Whether frames are encoded as they arrive.
    var streamsFrames: Bool { pipeline != nil }
}

// MARK: - Frames converted ahead

/// Converts frames to what a ``GIFEncoder`` codes — opaque colours, fully transparent pixels below
/// the alpha threshold, semi-transparent ones composited over the matte — for one encoder's
/// options. The conversion depends on the frame and those options only, so a caller may run it on
/// another thread while the encoder works on the frame before (FlipbookExport's GIF sink does).
public struct GIFFrameConverter: Sendable, Equatable {
    let threshold8: Int
    let matte: UInt32

    /// The frame, converted for its encoder's `addFrame(_:duration:)`.
    public func prepare(_ frame: Bitmap) -> GIFPreparedFrame {
        var target: [UInt32] = []
        GIFColorMath.targets(of: frame, threshold8: threshold8, matte: matte, into: &target)
        return GIFPreparedFrame(width: frame.width, height: frame.height, converter: self, target: target)
    }
}

/// A frame converted by a ``GIFFrameConverter``, ready for its encoder.
public struct GIFPreparedFrame: Sendable {
    /// The frame's width in pixels.
    public let width: Int
    /// The frame's height in pixels.
    public let height: Int
    let converter: GIFFrameConverter
    let target: [UInt32]
}
