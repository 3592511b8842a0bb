import CGIF
import Dispatch

/// Encodes frames one after the other against the encoder's model of the viewer's canvas.
///
/// Each frame is stored as the bounding rectangle of what it must change; inside it, pixels the
/// viewer already shows may be written as transparent, and of three candidate encodings (keep them
/// opaque, make them all transparent, make them transparent only where that does not break a run of
/// equal indices) the one with the shortest LZW stream is written. The pipeline holds one frame back:
/// a frame's disposal depends on the next frame (see ``encode(_:delay:next:)``).
final class GIFFramePipeline {
    private let writer: GIFWriter
    let options: GIFOptions
    let globalPalette: GIFFramePalette?
    let visibleColors: Int
    let fixedColors: [UInt32]
    var state: GIFCanvasState
    private var pending: (target: [UInt32], delay: Int, changes: GIFFrameChanges?)?
    let lossy: GIFLossyLZW
    /// The lossy pass of a frame's second stretch (``lossySplitMinimum``).
    let lossyTwin: GIFLossyLZW
    /// ``GIFOptions/lossy`` as a weighted squared distance: `9 · lossy²` (the weights sum to 9).
    let lossyTolerance: Int
    /// The look-ahead of the next frame (``GIFFrameLookahead``), beside the frame being encoded.
    private let lookahead: GIFLookaheadLane
    /// Every frame keeps the global palette (``GIFFrameLookahead/Plan/keepsGlobalOnly(_:hasGlobalPalette:)``).
    let keepsGlobalOnly: Bool
    /// Whether frames look up stable shades (``GIFStableColors``). Not with one colour table and
    /// no dithering: every changed pixel then maps to its source colour's nearest palette colour,
    /// the shade that colour already shows.
    private let needsStableColors: Bool
    private(set) var framesWritten = 0
    private(set) var localPaletteFrames = 0
    private(set) var totalDelay = 0

    /// Rects above this many pixels are LZW-estimated on a quarter of their rows (8-row bands), which
    /// measured within 1 % of the full estimate at a quarter of the cost.
    static let fullEstimateLimit = 1 << 17
    /// Rects of at least this many pixels are lossy-coded as two stretches side by side.
    static let lossySplitMinimum = 1 << 17

    init(writer: GIFWriter, width: Int, height: Int, options: GIFOptions, globalPalette: [UInt32]?) {
        self.writer = writer
        self.options = options
        self.globalPalette = globalPalette.map(GIFFramePalette.init(colors:))
        visibleColors = min(options.colors, 255)
        fixedColors = options.fixedColors.map(GIFColorMath.pack)
        state = GIFCanvasState(width: width, height: height)
        lossyTolerance = Int((9 * options.effectiveLossy * options.effectiveLossy).rounded())
        lossy = GIFLossyLZW(maxChildren: options.effort.lossyChildren)
        lossyTwin = GIFLossyLZW(maxChildren: options.effort.lossyChildren)
        keepsGlobalOnly = GIFFrameLookahead.Plan.keepsGlobalOnly(options, hasGlobalPalette: globalPalette != nil)
        needsStableColors = !(keepsGlobalOnly && options.dither == .none)
        lookahead = GIFLookaheadLane(plan: GIFFrameLookahead.Plan(options: options, globalPalette: self.globalPalette,
                                                                  visibleColors: visibleColors, fixedColors: fixedColors),
                                     width: width, concurrent: options.concurrent)
    }

    /// Runs `body(0)`, …, `body(count − 1)`: side by side when ``GIFOptions/concurrent``, else in
    /// order on this thread. The tasks must be independent (they are: the result is the same).
    func perform(_ count: Int, _ body: (Int) -> Void) {
        GIFFramePipeline.perform(count, concurrent: options.concurrent, body)
    }

    /// ``perform(_:_:)`` with the choice given (one task runs on this thread either way).
    static func perform(_ count: Int, concurrent: Bool, _ body: (Int) -> Void) {
        if concurrent && count > 1 { gifConcurrentlyPerform(iterations: count, body) }
        else { for k in 0..<count { body(k) } }
    }

    /// Queues a frame; writes the frame before it. `changes`, when given, are the frame's
    /// ``GIFFrameChanges`` against the frame pushed before it (all transparent for the first),
    /// found earlier (a two-pass encode's first pass), so the look-ahead need not find them again.
    func push(_ target: [UInt32], delay: Int, changes: GIFFrameChanges? = nil) throws {
        if let p = pending { try encode(p.target, delay: p.delay, changes: p.changes, next: (target, delay, changes)) }
        pending = (target, delay, changes)
    }

    /// Writes the last queued frame.
    func finish() throws {
        if let p = pending { try encode(p.target, delay: p.delay, changes: p.changes, next: nil) }
        pending = nil
    }

    /// Writes one frame. `next` is the following frame's target: pixels opaque now and transparent
    /// next can only be cleared by this frame's disposal ("restore to background" over its
    /// rectangle, never "restore to previous"), so the rectangle grows to cover them.
    private func encode(_ target: [UInt32], delay: Int, changes: GIFFrameChanges?,
                        next: (target: [UInt32], delay: Int, changes: GIFFrameChanges?)?) throws {
        let ahead = lookahead.take(target, previous: state.previousTarget, delay: delay, changes: changes)
        if let next { lookahead.start(next.target, previous: target, delay: next.delay, changes: next.changes) }
        // While disposal left no pixel to redraw, the look-ahead's changed bounds are the region;
        // otherwise the region scan runs beside the stable shades (both only read the canvas model).
        var work = ahead.changedBounds
        var stableColors: GIFStableColors?
        // While every frame so far kept the global palette, undithered and without a lossy
        // budget, every opaque pixel shows its source colour's nearest global colour, so the
        // stable shades are those very colours: a frame that keeps the global palette maps the
        // same without them, and they are counted only for a frame that takes a local table.
        let globalShowsNearest = globalPalette != nil && localPaletteFrames == 0
            && options.dither == .none && lossyTolerance == 0
        let shadesAreNearest = needsStableColors && globalShowsNearest
        if !needsStableColors || shadesAreNearest {
            if state.hasErasedPixels { work = erasedRegion(target) }
            if !shadesAreNearest { stableColors = GIFStableColors() }
        } else if state.hasErasedPixels {
            perform(2) { k in
                if k == 0 { work = erasedRegion(target) } else { stableColors = GIFStableColors(state: state) }
            }
        } else {
            stableColors = GIFStableColors(state: state, concurrent: options.concurrent)
        }
        func stable() -> GIFStableColors {
            if let stableColors { return stableColors }
            let counted = GIFStableColors(state: state, concurrent: options.concurrent)
            stableColors = counted
            return counted
        }
        // The first frame keeps the global palette (below) whatever table it would choose.
        var palette = try shadesAreNearest && framesWritten == 0 && options.palette == .auto
            ? globalPalette! : choosePalette(target, region: work, stable: stable, ahead: ahead, delay: delay)
        func map(_ palette: GIFFramePalette) -> GIFMappedRegion? {
            let usesGlobal = globalPalette.map { palette.mapper === $0.mapper } ?? false
            guard !work.isEmpty else { return nil }
            var mapped = GIFRegionMapper.map(target, state: state, rect: work, palette: palette, dither: options.dither,
                                             stable: usesGlobal && shadesAreNearest ? GIFStableColors() : stable(),
                                             nearest: usesGlobal ? ahead.nearest : nil, concurrent: options.concurrent)
            // Without dithering, a changed pixel shows the shade its unchanged neighbours of the
            // same source colour keep (an earlier table's, or a tie broken the other way). Not
            // needed while every pixel shows its source colour's nearest global colour and this
            // frame draws with the global palette too: each neighbour shows the very shade the
            // pixel gets, so the alignment would find nothing (it cost 11–13 % of a page flip).
            if options.dither == .none, framesWritten > 0, !(usesGlobal && globalShowsNearest) {
                GIFRegionMapper.alignSeams(target, state: state, palette: palette, mapped: &mapped)
            }
            return mapped
        }
        var mapped = map(palette)
        // No visible loss at the default (the article "GIF trade-offs"): with `.auto` tables and no
        // dithering, the first frame is drawn with the global palette (its shades stay on screen
        // for the clip), and a local table that would draw a flat colour beside itself in another
        // shade (a seam against pixels an earlier table drew) gives way to the global palette.
        if options.palette == .auto, options.dither == .none, let global = globalPalette, let m = mapped,
           palette.mapper !== global.mapper,
           framesWritten == 0 || hasSeam(target, mapped: m, palette: palette) {
            palette = global
            mapped = map(global)
        }
        // After local tables, the global palette may lack shades they left on screen: a frame that
        // would draw a seam against them takes the global palette with entries it does not use
        // replaced by those shades (no other pixel changes colour), so the seam alignment draws them.
        if options.palette == .auto, options.dither == .none, localPaletteFrames > 0, let global = globalPalette,
           let m = mapped, palette.mapper === global.mapper, hasSeam(target, mapped: m, palette: palette),
           let shades = missingSeamShades(target, mapped: m, palette: palette, limit: 64), !shades.isEmpty,
           let colors = GIFFramePipeline.patched(palette, unusedBy: m, with: shades) {
            let patched = GIFFramePalette(colors: colors)
            if let remapped = map(patched), !hasSeam(target, mapped: remapped, palette: patched) {
                palette = patched
                mapped = remapped
            }
        }
        // Pixels opaque now and transparent next: the look-ahead of the next frame finds them first.
        let clear = lookahead.clearedByNext()
        var rect = (mapped?.drawBounds ?? .empty).union(clear)
        if rect.isEmpty { rect = GIFRect(x: 0, y: 0, width: 1, height: 1) }
        let (indices, usesTransparency, coded) = chooseCandidate(target, rect: rect, mapped: mapped, palette: palette)
        let disposal = clear.isEmpty ? DISPOSE_DO_NOT : DISPOSE_BACKGROUND
        let isLocal = globalPalette == nil || palette.mapper !== globalPalette!.mapper
        try writer.writeFrame(rect: rect, image: coded.map(GIFImageData.coded) ?? .indices(indices), delayCentiseconds: delay, disposal: disposal,
                              transparentIndex: usesTransparency ? Int(palette.transparentIndex) : nil,
                              localPalette: isLocal ? palette.colors : nil)
        framesWritten += 1
        totalDelay += delay
        if isLocal { localPaletteFrames += 1 }
        update(rect: rect, indices: indices, palette: palette, disposeToBackground: !clear.isEmpty)
        state.previousTarget = target
    }

    /// The region that needs mapping while pixels erased by disposal wait to be redrawn: opaque
    /// pixels whose source changed or that disposal erased. Only bounds are needed, so each row is
    /// searched from its left end and from its right end for the first pixel that counts, never
    /// through its middle.
    private func erasedRegion(_ target: [UInt32]) -> GIFRect {
        var work = GIFBoundsAccumulator()
        let w = state.width, transparent = GIFColorMath.transparent
        precondition(target.count == w * state.height, "one target pixel per screen pixel")
        target.withUnsafeBufferPointer { t in
        state.previousTarget.withUnsafeBufferPointer { prev in
        state.canvas.withUnsafeBufferPointer { canvas in
        state.memory.withUnsafeBufferPointer { memory in
            let t = t.baseAddress!, prev = prev.baseAddress!, canvas = canvas.baseAddress!, memory = memory.baseAddress!
            for y in 0..<state.height {
                let row = y * w
                @inline(__always) func hit(_ x: Int) -> Bool {
                    let c = t[row + x]
                    return c != transparent && (c != prev[row + x] || canvas[row + x] != memory[row + x])
                }
                var first = 0
                while first < w && !hit(first) { first += 1 }
                if first == w { continue }
                var last = w - 1
                while !hit(last) { last -= 1 }
                work.add(first, y); work.add(last, y)
            }
        }}}}
        return work.rect
    }

    /// Applies a written frame to the canvas model, then its disposal.
    private func update(rect: GIFRect, indices: [UInt8], palette: GIFFramePalette, disposeToBackground: Bool) {
        let w = state.width, t = palette.transparentIndex
        precondition(indices.count == rect.width * rect.height && rect.maxX <= w && rect.maxY <= state.height,
                     "one index per pixel of a rect on the screen")
        // Moved out of `state` so both can be written through pointers without overlapping access.
        var canvasPlane: [UInt32] = [], memoryPlane: [UInt32] = []
        swap(&canvasPlane, &state.canvas); swap(&memoryPlane, &state.memory)
        defer { swap(&canvasPlane, &state.canvas); swap(&memoryPlane, &state.memory) }
        // Rows are independent: a large rect is applied as two halves side by side.
        let rows = halves(width: rect.width, height: rect.height)
        canvasPlane.withUnsafeMutableBufferPointer { canvas in
        memoryPlane.withUnsafeMutableBufferPointer { memory in
        indices.withUnsafeBufferPointer { indices in
        palette.colors.withUnsafeBufferPointer { colors in
            let colors = colors.baseAddress!, indices = indices.baseAddress!
            let canvas = canvas.baseAddress!, memory = memory.baseAddress!
            perform(rows.count - 1) { k in
                for row in rows[k]..<rows[k + 1] {
                    let base = (rect.y + row) * w + rect.x
                    let line = indices + row * rect.width, shown = canvas + base, drawn = memory + base
                    if disposeToBackground {
                        // The frame is drawn, then its rectangle is cleared: only the memory keeps its colours.
                        for col in 0..<rect.width where line[col] != t { drawn[col] = colors[Int(line[col])] }
                        shown.update(repeating: GIFColorMath.transparent, count: rect.width)
                    } else {
                        for col in 0..<rect.width where line[col] != t {
                            let c = colors[Int(line[col])]
                            shown[col] = c; drawn[col] = c
                        }
                    }
                }
            }
        }}}}
        // Once disposal has erased pixels, later frames look for them until none is left.
        if disposeToBackground { state.hasErasedPixels = true }
        else if state.hasErasedPixels { state.hasErasedPixels = canvasPlane != memoryPlane }
    }
}
