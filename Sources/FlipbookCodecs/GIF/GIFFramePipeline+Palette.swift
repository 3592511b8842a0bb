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
        if options.palette == .global, let global = globalPalette { return global }
        if region.isEmpty { return globalPalette ?? GIFFramePalette(colors: [0]) }
        let (histogram, drawn, sources) = regionHistogram(target, region: region)
        let fixed = fixedColors + stable.fixedColors(for: sources)
        guard let global = globalPalette, options.palette == .auto else {
            return GIFFramePalette(colors: GIFQuantizer.palette(histogram, visibleColors: visibleColors, fixed: fixed))
        }
        guard drawn >= GIFFramePipeline.autoMinimumPixels else { return global }
        // A quick median-cut palette of the frame's own colours tells whether a local table pays.
        let entries = histogram.entries()
        let quick = GIFColorMapper(palette: GIFQuantizer.palette(histogram, visibleColors: visibleColors,
                                                                 fixed: fixedColors, refinementPasses: 0))
        if squaredError(entries, global.mapper) > GIFFramePipeline.autoErrorRatio * squaredError(entries, quick) {
            return GIFFramePalette(colors: GIFQuantizer.palette(histogram, visibleColors: visibleColors, fixed: fixed))
        }
        return global
    }

    /// Histogram of the colours a frame draws inside `region`: changed opaque pixels with their new
    /// colour, erased unchanged ones with the colour they will be redrawn with; also the changed
    /// pixels' source colours.
    private func regionHistogram(_ target: [UInt32], region: GIFRect) -> (GIFHistogram, Int, [UInt32]) {
        var colors: [UInt32] = [], sources: [UInt32] = []
        colors.reserveCapacity(region.width * region.height)
        let w = state.width
        for y in region.y..<region.maxY {
            for x in region.x..<region.maxX {
                let p = y * w + x, c = target[p]
                if c == GIFColorMath.transparent { continue }
                if c != state.previousTarget[p] {
                    colors.append(c); sources.append(c)
                } else if state.canvas[p] != state.memory[p] {
                    colors.append(state.memory[p])
                }
            }
        }
        var histogram = GIFHistogram()
        histogram.add(colors, changedFrom: nil)
        return (histogram, colors.count, sources)
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
}
