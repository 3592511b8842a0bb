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
    /// The bounds of those pixels in screen pixels: the frame's region that needs mapping whenever
    /// no pixel erased by disposal waits to be redrawn (``GIFCanvasState/hasErasedPixels``), so the
    /// chain's region scan need not find them again.
    var changedBounds = GIFRect.empty
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

        /// Whether every frame keeps the global palette: `.global`, or `.auto` at the fast effort,
        /// when there is a global palette.
        static func keepsGlobalOnly(_ options: GIFOptions, hasGlobalPalette: Bool) -> Bool {
            hasGlobalPalette && (options.palette == .global || (options.palette == .auto && options.effort == .fast))
        }

        /// Whether frames need their own histograms: unless every frame keeps the global palette.
        static func framesNeedHistograms(_ options: GIFOptions, hasGlobalPalette: Bool) -> Bool {
            !keepsGlobalOnly(options, hasGlobalPalette: hasGlobalPalette)
        }

        init(options: GIFOptions, globalPalette: GIFFramePalette?, visibleColors: Int, fixedColors: [UInt32]) {
            global = globalPalette.map { GIFColorMapper(palette: $0.colors) }
            histogram = Plan.framesNeedHistograms(options, hasGlobalPalette: globalPalette != nil)
            decide = histogram && globalPalette != nil && options.palette == .auto
            nearest = global != nil && options.dither == .none
            localOnly = globalPalette == nil
            self.visibleColors = visibleColors
            self.fixedColors = fixedColors
            refinementPasses = options.effort.refinementPasses
        }
    }

    /// The look-ahead of `target` against the frame before it, `previous`, both `width` pixels a row;
    /// `target` is shown for `delay` centiseconds.
    init(_ target: [UInt32], previous: [UInt32], width: Int, delay: Int, plan: Plan) {
        self.init(GIFFrameChanges(target, previous: previous, width: width, histogram: plan.histogram),
                  target, previous: previous, delay: delay, plan: plan)
    }

    /// The rest of the look-ahead once the changed pixels are known (`changes` is of `target`
    /// against `previous`).
    init(_ changes: GIFFrameChanges, _ target: [UInt32], previous: [UInt32], delay: Int, plan: Plan) {
        let changed = changes.changed, width = changes.width, spans = changes.spans
        let height = spans.count / 2
        self.changed = changed
        precondition(!plan.histogram || changes.histogram != nil, "the frame's changes without their histogram")
        let histogram = changes.histogram
        self.histogram = histogram
        changedBounds = changes.changedBounds
        var usesGlobal = !plan.histogram
        if plan.decide, let histogram, let global = plan.global {
            let local = changed >= GIFFramePipeline.autoMinimumPixels
                && !GIFFrameLookahead.seamsCertain(spans: spans, width: width, target, previous: previous, global: global)
                && GIFFrameLookahead.localPays(histogram, global: global, visibleColors: plan.visibleColors,
                                               fixedColors: plan.fixedColors, delay: delay)
            prefersLocal = local
            usesGlobal = !local
        }
        if changed > 0, let histogram, prefersLocal == true || plan.localOnly {
            localPalette = GIFFramePalette(colors: GIFQuantizer.palette(histogram, visibleColors: plan.visibleColors,
                                                                        fixed: plan.fixedColors,
                                                                        refinementPasses: plan.refinementPasses))
        }
        guard usesGlobal, plan.nearest, changed > 0, let mapper = plan.global else { return }
        var nearest = [UInt8](repeating: 0, count: target.count)
        target.withUnsafeBufferPointer { t in
        previous.withUnsafeBufferPointer { prev in
        spans.withUnsafeBufferPointer { spans in
        nearest.withUnsafeMutableBufferPointer { out in
            // A run of one colour is looked up once (a sentinel no target equals starts it).
            var lastColor = UInt32.max, lastIndex: UInt8 = 0
            for y in 0..<height where spans[2 * y] >= 0 {
                let base = y * width
                for p in (base + Int(spans[2 * y]))...(base + Int(spans[2 * y + 1])) {
                    let c = t[p]
                    guard c != prev[p] && c != GIFColorMath.transparent else { continue }
                    if c != lastColor { lastColor = c; lastIndex = mapper.nearest(c) }
                    out[p] = lastIndex
                }
            }
        }}}}
        self.nearest = nearest
    }

    /// Whether a quick median-cut palette of the histogram's own colours has less than
    /// 1 / ``GIFFramePipeline/autoErrorRatio(delay:)`` of the global palette's squared error on
    /// them, for a frame shown `delay` centiseconds.
    static func localPays(_ histogram: GIFHistogram, global: GIFColorMapper, visibleColors: Int,
                          fixedColors: [UInt32], delay: Int) -> Bool {
        let entries = histogram.entries()
        let quick = GIFQuantizer.palette(histogram, visibleColors: visibleColors, fixed: fixedColors, refinementPasses: 0)
        return GIFFramePipeline.squaredError(entries, global)
            > GIFFramePipeline.autoErrorRatio(delay: delay) * GIFFramePipeline.squaredError(entries, quick)
    }

    /// More global shades than this along a frame's changed edge make its local table's seams certain.
    static let seamShadeLimit = 64

    /// Whether a local table would certainly draw seams (``GIFFramePipeline/hasSeam(_:mapped:palette:)``),
    /// so the `.auto` choice can skip quantizing one: the changed pixels beside unchanged pixels of
    /// the same source colour show more than ``seamShadeLimit`` different global shades there. A
    /// local table holds at most ``GIFStableColors/maximumFixed`` shades on purpose, and the seam
    /// alignment needs each such shade in it exactly; the encoder would reject the table after
    /// mapping the frame with it. Reads only the frame and the one before it, and the global palette.
    static func seamsCertain(spans: [Int32], width: Int, _ target: [UInt32], previous: [UInt32],
                             global: GIFColorMapper) -> Bool {
        let height = spans.count / 2
        precondition(target.count == width * height && previous.count == target.count, "one target per pixel")
        var seen = [Bool](repeating: false, count: 256)
        var distinct = 0
        return target.withUnsafeBufferPointer { t in
        previous.withUnsafeBufferPointer { prev in
            let t = t.baseAddress!, prev = prev.baseAddress!
            var lastColor = UInt32.max
            for y in 0..<height where spans[2 * y] >= 0 {
                let base = y * width
                for x in Int(spans[2 * y])...Int(spans[2 * y + 1]) {
                    let p = base + x, c = t[p]
                    guard c != prev[p], c != GIFColorMath.transparent, c != lastColor else { continue }
                    @inline(__always) func kept(_ q: Int) -> Bool { t[q] == c && prev[q] == c }
                    guard (x > 0 && kept(p - 1)) || (x + 1 < width && kept(p + 1))
                        || (y > 0 && kept(p - width)) || (y + 1 < height && kept(p + width)) else { continue }
                    lastColor = c
                    let i = Int(global.nearest(c))
                    if !seen[i] {
                        seen[i] = true
                        distinct += 1
                        if distinct > seamShadeLimit { return true }
                    }
                }
            }
            return false
        }}
    }
}
