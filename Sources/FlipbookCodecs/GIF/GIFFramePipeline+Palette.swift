extension GIFFramePipeline {
    /// A local table (up to 768 bytes) is used for a frame shown at most ``autoReferenceDelay``
    /// when a quick median-cut palette of the frame's own colours has less than 1 / this of the
    /// global palette's squared error on them.
    static let autoErrorRatioPerStep = 2.0
    /// One frame at 25 fps, in centiseconds: the delay ``autoErrorRatioPerStep`` was judged at.
    static let autoReferenceDelay = 4

    /// The factor by which a local table must cut the global palette's error on a frame's pixels
    /// for a frame shown `delay` centiseconds. The table's bytes are paid once, its gain is seen
    /// for as long as the frame is shown, so a frame held longer needs proportionally less:
    /// 1 + (``autoErrorRatioPerStep`` − 1) · ``autoReferenceDelay`` / `delay`, at most
    /// ``autoErrorRatioPerStep`` (2 up to 4 cs, 1.5 at 8 cs, about 1.05 for a frame held 0.8 s).
    static func autoErrorRatio(delay: Int) -> Double {
        1 + (autoErrorRatioPerStep - 1) * min(1, Double(autoReferenceDelay) / Double(max(delay, 1)))
    }
    /// Frames drawing fewer pixels than this always use the global palette in `.auto` mode.
    static let autoMinimumPixels = 16_384

    /// The palette frame `target` is written with: the global one, or a local one built from the
    /// pixels the frame draws (``GIFPaletteMode``). A local one also contains the colours `stable`
    /// shows for flat source colours the frame draws, so they keep their on-screen shade.
    /// `ahead` holds the frame's changed pixels counted and, when it could, the decision between
    /// global and local; the pixels disposal erased are added here. `stable` is asked for only
    /// when the frame takes a local table.
    func choosePalette(_ target: [UInt32], region: GIFRect, stable: () -> GIFStableColors,
                       ahead: GIFFrameLookahead, delay: Int) throws -> GIFFramePalette {
        // The fast effort keeps `.auto` to the global palette: no frame histogram or quantizer per frame.
        if keepsGlobalOnly, let global = globalPalette { return global }
        if region.isEmpty { return globalPalette ?? GIFFramePalette(colors: [0]) }
        guard var histogram = ahead.histogram else { preconditionFailure("look-ahead without a histogram") }
        var drawn = ahead.changed, prefersLocal = ahead.prefersLocal, speculative = ahead.localPalette
        if state.hasErasedPixels {
            let (erased, count) = erasedHistogram(target, region: region)
            if count > 0 { histogram.add(erased); drawn += count; prefersLocal = nil; speculative = nil }
        }
        func local() -> GIFFramePalette {
            let stable = stable()
            let stableFixed = stable.fixedColors(hits: stableHits(target, region: region, stable: stable))
            // The look-ahead's palette is this very palette when no stable shade joins the fixed colours.
            if stableFixed.isEmpty, let speculative { return speculative }
            let fixed = fixedColors + stableFixed
            return GIFFramePalette(colors: GIFQuantizer.palette(histogram, visibleColors: visibleColors, fixed: fixed,
                                                                refinementPasses: options.effort.refinementPasses,
                                                                concurrent: options.concurrent))
        }
        guard let global = globalPalette, options.palette == .auto else { return local() }
        guard drawn >= GIFFramePipeline.autoMinimumPixels else { return global }
        let pays = prefersLocal ?? GIFFrameLookahead.localPays(histogram, global: global.mapper,
                                                              visibleColors: visibleColors, fixedColors: fixedColors,
                                                              delay: delay)
        return pays ? local() : global
    }

    /// Histogram of the unchanged opaque pixels inside `region` that disposal erased, with the
    /// colour they will be redrawn with, and their number.
    private func erasedHistogram(_ target: [UInt32], region: GIFRect) -> (GIFHistogram, Int) {
        var histogram = GIFHistogram()
        var count = 0
        let w = state.width
        target.withUnsafeBufferPointer { target in
        state.previousTarget.withUnsafeBufferPointer { previous in
        state.canvas.withUnsafeBufferPointer { canvas in
        state.memory.withUnsafeBufferPointer { memory in
            histogram.accumulate { add in
                for y in region.y..<region.maxY {
                    for p in (y * w + region.x)..<(y * w + region.maxX) {
                        let c = target[p]
                        if c != GIFColorMath.transparent && c == previous[p] && canvas[p] != memory[p] {
                            add(memory[p]); count += 1
                        }
                    }
                }
            }
        }}}}
        return (histogram, count)
    }

    /// Changed opaque pixels inside `region` per slot of `stable.shown` whose source colour they
    /// have (``GIFStableColors/fixedColors(hits:)``).
    private func stableHits(_ target: [UInt32], region: GIFRect, stable: GIFStableColors) -> [Int] {
        let table = stable.shown
        var hits = [Int](repeating: 0, count: table.capacity)
        guard !table.isEmpty else { return hits }
        let w = state.width, slots = table.capacity
        // A large region is counted as two halves of rows side by side, then added: exact integers.
        let rows = halves(width: region.width, height: region.height).map { region.y + $0 }
        var parts = [Int](repeating: 0, count: (rows.count - 1) * slots)
        target.withUnsafeBufferPointer { target in
        state.previousTarget.withUnsafeBufferPointer { previous in
        parts.withUnsafeMutableBufferPointer { parts in
            let parts = parts
            perform(rows.count - 1) { k in
                let hits = parts.baseAddress! + k * slots
                for y in rows[k]..<rows[k + 1] {
                    for p in (y * w + region.x)..<(y * w + region.maxX) {
                        let c = target[p]
                        if c != GIFColorMath.transparent && c != previous[p] {
                            let s = table.slot(of: c)
                            if s >= 0 { hits[s] += 1 }
                        }
                    }
                }
            }
        }}}
        for k in 0..<(rows.count - 1) { for s in 0..<slots { hits[s] += parts[k * slots + s] } }
        return hits
    }

    /// Σ weight · distance² from each histogram cell's mean to its nearest palette colour.
    static func squaredError(_ entries: [(r: Double, g: Double, b: Double, weight: Double)],
                             _ mapper: GIFColorMapper) -> Double {
        var total = 0.0
        for e in entries {
            let r = Int(e.r.rounded()), g = Int(e.g.rounded()), b = Int(e.b.rounded())
            let q = mapper.palette[Int(mapper.nearest(r, g, b))]
            total += e.weight * Double(GIFColorMath.distance(r, g, b, GIFColorMath.r(q), GIFColorMath.g(q), GIFColorMath.b(q)))
        }
        return total
    }

    /// The same sum for a palette used once: a direct search per entry costs less than setting up a
    /// mapper and its cache. The palette is sorted by green (the heaviest channel); a search starts
    /// from the previous entry's nearest colour and walks out from the entry's green both ways until
    /// the green difference alone reaches the best distance, so every colour left out is at least as
    /// far as the nearest. The sum is the same whichever of two equally near colours a search
    /// settles on.
    static func squaredError(_ entries: [(r: Double, g: Double, b: Double, weight: Double)],
                             _ palette: [UInt32]) -> Double {
        let count = palette.count
        guard count > 0 else { return 0 }
        let byGreen = palette.sorted { GIFColorMath.g($0) < GIFColorMath.g($1) }
        let pr = byGreen.map(GIFColorMath.r), pg = byGreen.map(GIFColorMath.g), pb = byGreen.map(GIFColorMath.b)
        // The first sorted position whose green is at least g, for g in 0...256.
        var from = [Int](repeating: count, count: 257), at = 0
        for g in 0...256 {
            while at < count && pg[at] < g { at += 1 }
            from[g] = at
        }
        var total = 0.0, last = 0
        pr.withUnsafeBufferPointer { pr in
        pg.withUnsafeBufferPointer { pg in
        pb.withUnsafeBufferPointer { pb in
            @inline(__always) func closer(_ r: Int, _ g: Int, _ b: Int, _ j: Int, _ best: inout Int) -> Bool {
                let dg = g - pg[j]
                var d = GIFColorMath.weightG * dg * dg
                if d >= best { return false }
                let dr = r - pr[j]
                d += GIFColorMath.weightR * dr * dr
                if d >= best { return true }
                let db = b - pb[j]
                d += GIFColorMath.weightB * db * db
                if d < best { best = d; last = j }
                return true
            }
            for e in entries {
                let r = Int(e.r.rounded()), g = Int(e.g.rounded()), b = Int(e.b.rounded())
                var best = GIFColorMath.distance(r, g, b, pr[last], pg[last], pb[last])
                let start = from[min(max(g, 0), 256)]
                var j = start
                while j < count && closer(r, g, b, j, &best) { j += 1 }
                j = start - 1
                while j >= 0 && closer(r, g, b, j, &best) { j -= 1 }
                total += e.weight * Double(best)
            }
        }}}
        return total
    }
}
