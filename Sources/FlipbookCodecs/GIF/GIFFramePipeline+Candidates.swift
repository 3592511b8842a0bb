extension GIFFramePipeline {
    /// Builds the frame's index stream for `rect` three ways and returns the one whose LZW stream is
    /// shortest, with whether it contains the transparent index.
    ///
    /// Pixels the viewer already shows correctly ("keepable") may be written as their own colour
    /// (candidate A: long runs when the region is flat), as transparent (B: long transparent runs
    /// when most of the rectangle is static), or as transparent except where their colour continues
    /// the run the previous pixel started (C). Pixels that must change are the same in all three.
    func chooseCandidate(_ target: [UInt32], rect: GIFRect, mapped: GIFMappedRegion?,
                         palette: GIFFramePalette) -> (indices: [UInt8], usesTransparency: Bool) {
        let n = rect.width * rect.height
        var want = [UInt8](repeating: 0, count: n), keep = [UInt8](repeating: 0, count: n)
        fillSymbols(target, rect: rect, mapped: mapped, palette: palette, want: &want, keep: &keep)
        let t = palette.transparentIndex
        let opaque = want
        var transparent = want, runs = want
        for i in 0..<n where keep[i] != 0 {
            transparent[i] = t
            runs[i] = i > 0 && runs[i - 1] == want[i] ? want[i] : t
        }
        let candidates = [opaque, transparent, runs]
        var best = 0, bestBits = Int.max
        for (k, candidate) in candidates.enumerated() {
            let bits = estimatedBits(candidate, rect: rect, bitsPerPixel: palette.bitsPerPixel)
            if bits < bestBits { best = k; bestBits = bits }
        }
        var chosen = candidates[best]
        let tolerance = lossyTolerance
        if tolerance > 0 {
            let colors = palette.colors, w = state.width
            var pixels = GIFLossyLZW.Pixels(sources: [UInt32](repeating: 0, count: n),
                                            references: [UInt32](repeating: 0, count: n),
                                            keepable: keep, locked: [UInt8](repeating: 0, count: n))
            for row in 0..<rect.height {
                let base = (rect.y + row) * w + rect.x
                for col in 0..<rect.width {
                    let p = base + col, o = row * rect.width + col, c = target[p]
                    pixels.sources[o] = c
                    // A keepable pixel's reference is what the viewer shows, even when that colour
                    // is missing from this frame's palette.
                    pixels.references[o] = keep[o] != 0 || want[o] == t ? state.canvas[p] : colors[Int(want[o])]
                    pixels.locked[o] = c == state.previousTarget[p] ? 1 : 0
                }
            }
            lossy.rewrite(&chosen, pixels: pixels, palette: colors, transparentIndex: t,
                          bitsPerPixel: palette.bitsPerPixel, tolerance: tolerance,
                          referenceTolerance: options.dither == .none ? tolerance : 4 * tolerance)
        }
        return (chosen, chosen.contains(t))
    }

    /// Copies the mapped region's symbols into `rect` and classifies the pixels outside it, which
    /// are all unchanged and correctly shown (or transparent in the target).
    private func fillSymbols(_ target: [UInt32], rect: GIFRect, mapped: GIFMappedRegion?, palette: GIFFramePalette,
                             want: inout [UInt8], keep: inout [UInt8]) {
        let w = state.width, t = palette.transparentIndex, mapper = palette.mapper
        let canvas = state.canvas
        for row in 0..<rect.height {
            let y = rect.y + row
            for col in 0..<rect.width {
                let x = rect.x + col, o = row * rect.width + col
                if let m = mapped, x >= m.rect.x, x < m.rect.maxX, y >= m.rect.y, y < m.rect.maxY {
                    let mo = (y - m.rect.y) * m.rect.width + (x - m.rect.x)
                    want[o] = m.want[mo]; keep[o] = m.keepable[mo]
                } else {
                    let c = target[y * w + x]
                    want[o] = c == GIFColorMath.transparent ? t : mapper.index(ofExact: canvas[y * w + x], missing: t)
                    keep[o] = 1
                }
            }
        }
    }

    /// LZW bits of a candidate; large rectangles are sampled (8-row bands, every fourth).
    private func estimatedBits(_ indices: [UInt8], rect: GIFRect, bitsPerPixel: Int) -> Int {
        if indices.count <= GIFFramePipeline.fullEstimateLimit {
            return indices.withUnsafeBufferPointer { estimatorBits($0, bitsPerPixel) }
        }
        var sample: [UInt8] = []
        sample.reserveCapacity(indices.count / 4 + rect.width * 8)
        for row in 0..<rect.height where (row >> 3) & 3 == 0 {
            sample.append(contentsOf: indices[(row * rect.width)..<((row + 1) * rect.width)])
        }
        return sample.withUnsafeBufferPointer { estimatorBits($0, bitsPerPixel) }
    }
}
