extension GIFFramePipeline {
    /// A local table (up to 768 bytes) is used when a quick median-cut palette of the frame's own
    /// colours has less than 1 / this of the global palette's squared error on them.
    static let autoErrorRatio = 2.0
    /// Frames drawing fewer pixels than this always use the global palette in `.auto` mode.
    static let autoMinimumPixels = 16_384

    /// The palette frame `target` is written with: the global one, or a local one built from the
    /// pixels the frame draws (``GIFPaletteMode``). A local one also contains the colours `stable`
    /// shows for flat source colours the frame draws, so they keep their on-screen shade.
    func choosePalette(_ target: [UInt32], region: GIFRect, stable: GIFStableColors) throws -> GIFFramePalette {
        // The fast effort keeps `.auto` to the global palette: no frame histogram or quantizer per frame.
        if options.palette == .global || (options.palette == .auto && options.effort == .fast),
           let global = globalPalette { return global }
        if region.isEmpty { return globalPalette ?? GIFFramePalette(colors: [0]) }
        let (histogram, drawn, stableHits) = regionHistogram(target, region: region, stable: stable)
        func local() -> GIFFramePalette {
            let fixed = fixedColors + stable.fixedColors(hits: stableHits)
            return GIFFramePalette(colors: GIFQuantizer.palette(histogram, visibleColors: visibleColors, fixed: fixed,
                                                                refinementPasses: options.effort.refinementPasses,
                                                                concurrent: options.concurrent))
        }
        guard let global = globalPalette, options.palette == .auto else { return local() }
        guard drawn >= GIFFramePipeline.autoMinimumPixels else { return global }
        // A quick median-cut palette of the frame's own colours tells whether a local table pays.
        let entries = histogram.entries()
        let quick = GIFQuantizer.palette(histogram, visibleColors: visibleColors, fixed: fixedColors, refinementPasses: 0)
        if squaredError(entries, global.mapper) > GIFFramePipeline.autoErrorRatio * squaredError(entries, quick) {
            return local()
        }
        return global
    }

    /// Histogram of the colours a frame draws inside `region`: changed opaque pixels with their new
    /// colour, erased unchanged ones with the colour they will be redrawn with; also the changed
    /// pixels per stable colour (``GIFStableColors/fixedColors(hits:)``). A large region is counted
    /// as two halves of rows side by side; the counts are integers, so the sum is exact either way.
    private func regionHistogram(_ target: [UInt32], region: GIFRect,
                                 stable: GIFStableColors) -> (GIFHistogram, Int, [Int]) {
        let halves = region.width * region.height >= GIFRegionMapper.parallelMinimumPixels && region.height >= 2
        let cuts = halves ? [region.y, region.y + region.height / 2, region.maxY] : [region.y, region.maxY]
        var parts = [(GIFHistogram, Int, [Int])?](repeating: nil, count: cuts.count - 1)
        parts.withUnsafeMutableBufferPointer { out in
            let out = out
            perform(cuts.count - 1) { k in
                out[k] = regionHistogram(target, rows: cuts[k]..<cuts[k + 1], columns: region.x..<region.maxX,
                                         stable: stable)
            }
        }
        var (histogram, drawn, stableHits) = parts[0]!
        for part in parts.dropFirst() {
            let (h, d, hits) = part!
            histogram.add(h)
            drawn += d
            for s in 0..<hits.count { stableHits[s] += hits[s] }
        }
        return (histogram, drawn, stableHits)
    }

    private func regionHistogram(_ target: [UInt32], rows: Range<Int>, columns: Range<Int>,
                                 stable: GIFStableColors) -> (GIFHistogram, Int, [Int]) {
        // Changed pixels per slot of `stable.shown` whose source colour they have.
        var stableHits = [Int](repeating: 0, count: stable.shown.capacity)
        let table = stable.shown, lookup = !table.isEmpty
        var histogram = GIFHistogram()
        var drawn = 0
        let w = state.width
        target.withUnsafeBufferPointer { target in
        state.previousTarget.withUnsafeBufferPointer { previous in
        state.canvas.withUnsafeBufferPointer { canvas in
        state.memory.withUnsafeBufferPointer { memory in
            histogram.accumulate { add in
                for y in rows {
                    for p in (y * w + columns.lowerBound)..<(y * w + columns.upperBound) {
                        let c = target[p]
                        if c == GIFColorMath.transparent { continue }
                        if c != previous[p] {
                            add(c); drawn += 1
                            if lookup { let s = table.slot(of: c); if s >= 0 { stableHits[s] += 1 } }
                        } else if canvas[p] != memory[p] {
                            add(memory[p]); drawn += 1
                        }
                    }
                }
            }
        }}}}
        return (histogram, drawn, stableHits)
    }

    /// Σ weight · distance² from each histogram cell's mean to its nearest palette colour.
    func squaredError(_ entries: [(r: Double, g: Double, b: Double, weight: Double)],
                              _ mapper: GIFColorMapper) -> Double {
        var total = 0.0
        for e in entries {
            let r = Int(e.r.rounded()), g = Int(e.g.rounded()), b = Int(e.b.rounded())
            let q = mapper.palette[Int(mapper.nearest(r, g, b))]
            total += e.weight * Double(GIFColorMath.distance(r, g, b, GIFColorMath.r(q), GIFColorMath.g(q), GIFColorMath.b(q)))
        }
        return total
    }

    /// The same sum for a palette used once: a direct search per entry (partial distances, starting
    /// from the previous entry's nearest colour) costs less than setting up a mapper and its cache.
    /// The sum is the same whichever of two equally near colours a search settles on.
    func squaredError(_ entries: [(r: Double, g: Double, b: Double, weight: Double)], _ palette: [UInt32]) -> Double {
        let count = palette.count
        var pr = [Int](repeating: 0, count: count), pg = pr, pb = pr
        for (j, c) in palette.enumerated() { pr[j] = GIFColorMath.r(c); pg[j] = GIFColorMath.g(c); pb[j] = GIFColorMath.b(c) }
        var total = 0.0, last = 0
        pr.withUnsafeBufferPointer { pr in
        pg.withUnsafeBufferPointer { pg in
        pb.withUnsafeBufferPointer { pb in
            for e in entries {
                let r = Int(e.r.rounded()), g = Int(e.g.rounded()), b = Int(e.b.rounded())
                var best = GIFColorMath.distance(r, g, b, pr[last], pg[last], pb[last])
                for j in 0..<count {
                    let dr = r - pr[j]
                    var d = GIFColorMath.weightR * dr * dr
                    if d >= best { continue }
                    let dg = g - pg[j]
                    d += GIFColorMath.weightG * dg * dg
                    if d >= best { continue }
                    let db = b - pb[j]
                    d += GIFColorMath.weightB * db * db
                    if d < best { best = d; last = j }
                }
                total += e.weight * Double(best)
            }
        }}}
        return total
    }
}
