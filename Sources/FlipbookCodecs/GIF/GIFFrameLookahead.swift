import Dispatch

/// The part of a frame's encoding that depends on the pixels alone, done one frame ahead.
///
/// Almost everything the encoder does to frame n depends on its model of what the viewer shows
/// after frame n − 1, so the frames form a chain. Three costly results do not: which opaque pixels
/// changed since the previous frame's pixels (a pure function of the two targets), the histogram of
/// those pixels and, for a frame that will use the global palette, each changed pixel's nearest
/// global colour. ``GIFFramePipeline`` computes them for frame n + 1 on a thread of their own while it
/// encodes frame n, and frame n + 1 then only adds what depends on the model (the pixels disposal
/// erased, the stable shades). Every value is exactly what the chained computation would give —
/// integer counts and exact nearest-colour searches — so the bytes do not depend on whether the
/// look-ahead ran beside the chain or before it (`GIFOptions.concurrent = false`).
struct GIFFrameLookahead {
    /// Opaque pixels whose colour differs from the previous frame's.
    var changed = 0
    /// Their colours, when the frame's palette may be a local one.
    var histogram: GIFHistogram?
    /// Whether a local palette beats the global one on `histogram` (`.auto` palettes only; nil
    /// when not decided here).
    var prefersLocal: Bool?
    /// Per screen pixel, the nearest global colour of each changed opaque pixel (other entries are
    /// 0 and never read); nil unless the frame will use the global palette undithered.
    var nearest: [UInt8]?
    /// The local palette of `histogram` with the options' fixed colours only, when the frame is to
    /// get a local one; the frame uses it unless it must also keep stable shades or redraw erased
    /// pixels (then its palette is built from what it really draws).
    var localPalette: GIFFramePalette?

    /// What a frame needs of its look-ahead, fixed for the whole clip by the options.
    struct Plan {
        /// The global palette with a mapper of its own (mappers cache lookups, so a thread owns one).
        let global: GIFColorMapper?
        /// Build the histogram (the palette may be local).
        let histogram: Bool
        /// Decide global against local (`.auto`).
        let decide: Bool
        /// Map changed pixels to the global palette (no dithering moves the colours).
        let nearest: Bool
        /// Local palettes only, no global one (`.local`).
        let localOnly: Bool
        let visibleColors: Int
        let fixedColors: [UInt32]
        let refinementPasses: Int

        init(options: GIFOptions, globalPalette: GIFFramePalette?, visibleColors: Int, fixedColors: [UInt32]) {
            let globalOnly = options.palette == .global || (options.palette == .auto && options.effort == .fast)
            global = globalPalette.map { GIFColorMapper(palette: $0.colors) }
            histogram = !(globalOnly && globalPalette != nil)
            decide = histogram && globalPalette != nil && options.palette == .auto
            nearest = global != nil && options.dither == .none
            localOnly = globalPalette == nil
            self.visibleColors = visibleColors
            self.fixedColors = fixedColors
            refinementPasses = options.effort.refinementPasses
        }
    }

    /// The look-ahead of `target` against the frame before it, `previous`.
    init(_ target: [UInt32], previous: [UInt32], plan: Plan) {
        let n = target.count
        var changed = 0
        var histogram = plan.histogram ? GIFHistogram() : nil
        target.withUnsafeBufferPointer { t in
        previous.withUnsafeBufferPointer { prev in
            if histogram != nil {
                histogram!.accumulate { add in
                    for p in 0..<n where t[p] != prev[p] && t[p] != GIFColorMath.transparent { add(t[p]); changed += 1 }
                }
            } else {
                for p in 0..<n where t[p] != prev[p] && t[p] != GIFColorMath.transparent { changed += 1 }
            }
        }}
        self.changed = changed
        self.histogram = histogram
        var usesGlobal = !plan.histogram
        if plan.decide, let histogram, let global = plan.global {
            let local = changed >= GIFFramePipeline.autoMinimumPixels
                && GIFFrameLookahead.localPays(histogram, global: global, visibleColors: plan.visibleColors,
                                               fixedColors: plan.fixedColors)
            prefersLocal = local
            usesGlobal = !local
        }
        if changed > 0, let histogram, prefersLocal == true || plan.localOnly {
            localPalette = GIFFramePalette(colors: GIFQuantizer.palette(histogram, visibleColors: plan.visibleColors,
                                                                        fixed: plan.fixedColors,
                                                                        refinementPasses: plan.refinementPasses))
        }
        guard usesGlobal, plan.nearest, changed > 0, let mapper = plan.global else { return }
        var nearest = [UInt8](repeating: 0, count: n)
        target.withUnsafeBufferPointer { t in
        previous.withUnsafeBufferPointer { prev in
        nearest.withUnsafeMutableBufferPointer { out in
            for p in 0..<n where t[p] != prev[p] && t[p] != GIFColorMath.transparent { out[p] = mapper.nearest(t[p]) }
        }}}
        self.nearest = nearest
    }

    /// Whether a quick median-cut palette of the histogram's own colours has less than
    /// 1 / ``GIFFramePipeline/autoErrorRatio`` of the global palette's squared error on them.
    static func localPays(_ histogram: GIFHistogram, global: GIFColorMapper, visibleColors: Int,
                          fixedColors: [UInt32]) -> Bool {
        let entries = histogram.entries()
        let quick = GIFQuantizer.palette(histogram, visibleColors: visibleColors, fixed: fixedColors, refinementPasses: 0)
        return GIFFramePipeline.squaredError(entries, global)
            > GIFFramePipeline.autoErrorRatio * GIFFramePipeline.squaredError(entries, quick)
    }
}

/// Runs the look-ahead of one frame at a time on a serial queue of its own, in frame order.
///
/// The queued work holds only a box for its result, never the lane, so dropping an encoder with a
/// look-ahead still running (after an error) frees the lane at once and the work finishes unseen.
final class GIFLookaheadLane {
    private final class Box: @unchecked Sendable {
        /// Written on the lane's queue only; read after a `queue.sync`.
        var result: GIFFrameLookahead?
    }
    private let queue = DispatchQueue(label: "flipbook.gif.lookahead")
    private let plan: GIFFrameLookahead.Plan
    private let concurrent: Bool
    private var box: Box?

    init(plan: GIFFrameLookahead.Plan, concurrent: Bool) {
        self.plan = plan
        self.concurrent = concurrent
    }

    /// Starts the look-ahead of `target` (the next frame) against `previous` (the frame before it).
    func start(_ target: [UInt32], previous: [UInt32]) {
        precondition(box == nil, "the previous look-ahead was not taken")
        let box = Box(), plan = self.plan
        self.box = box
        if concurrent {
            queue.async { box.result = GIFFrameLookahead(target, previous: previous, plan: plan) }
        } else {
            box.result = GIFFrameLookahead(target, previous: previous, plan: plan)
        }
    }

    /// The started look-ahead, waiting for it; or, when none was started (the first frame), that
    /// of `target` against `previous` computed now.
    func take(_ target: [UInt32], previous: [UInt32]) -> GIFFrameLookahead {
        guard let box else { return GIFFrameLookahead(target, previous: previous, plan: plan) }
        self.box = nil
        if concurrent { queue.sync {} }
        return box.result!
    }
}
