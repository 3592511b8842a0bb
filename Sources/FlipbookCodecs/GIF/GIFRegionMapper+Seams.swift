extension GIFRegionMapper {
    /// Redraws changed pixels with the shade their unchanged neighbours of the same source colour
    /// show, so a flat (or gradient) colour never shows in two shades side by side.
    ///
    /// Without dithering a changed pixel gets its colour's nearest palette entry, while an
    /// unchanged pixel keeps whatever an earlier frame drew. When an earlier frame used another
    /// colour table (or broke a tie between two equally near entries the other way), a source
    /// colour that moves across the screen — a soft shadow's gradient sliding — shows one shade
    /// where it stayed and another where it arrived: streaks along the changed rect's pixels.
    ///
    /// The first pass collects, per source colour, the shade an unchanged neighbour keeps showing
    /// beside a changed pixel of that colour drawn otherwise (the first in row order, so the result
    /// is deterministic), when the palette has that shade exactly and it is within
    /// ``stableDistance`` (or no farther than the nearest entry). The second pass, run only when the
    /// first found such a seam, draws every changed pixel of those colours with that shade, or with
    /// the shade its own unchanged neighbour keeps when that one differs.
    static func alignSeams(
        _ target: [UInt32], state: GIFCanvasState, palette: GIFFramePalette,
        mapped: inout GIFMappedRegion
    ) {
        let r = mapped.rect, w = state.width, h = state.height
        guard !r.isEmpty else { return }
        precondition(
            r.x >= 0 && r.y >= 0 && r.maxX <= w && r.maxY <= h && target.count == w * h,
            "the region lies inside the screen")
        let t = palette.transparentIndex, mapper = palette.mapper
        let transparent = GIFColorMath.transparent
        var shade: [UInt32: UInt32] = [:]
        target.withUnsafeBufferPointer { target in
            state.previousTarget.withUnsafeBufferPointer { prev in
                state.canvas.withUnsafeBufferPointer { canvas in
                    state.memory.withUnsafeBufferPointer { memory in
                        mapped.want.withUnsafeBufferPointer { want in
                            palette.colors.withUnsafeBufferPointer { colors in
                                let target = target.baseAddress!, prev = prev.baseAddress!, canvas = canvas.baseAddress!
                                let memory = memory.baseAddress!, want = want.baseAddress!, colors = colors.baseAddress!
                                for y in r.y..<r.maxY {
                                    let row = y * w, o0 = (y - r.y) * r.width - r.x
                                    for x in r.x..<r.maxX {
                                        let p = row + x, c = target[p]
                                        guard c != prev[p], c != transparent else { continue }
                                        let i = want[o0 + x]
                                        guard i != t else { continue }
                                        let drawn = colors[Int(i)]
                                        // A neighbour of the same source colour that stays as it is on screen.
                                        @inline(__always) func anchor(_ q: Int) -> UInt32? {
                                            guard target[q] == c, prev[q] == c, canvas[q] == memory[q], canvas[q] != drawn else {
                                                return nil
                                            }
                                            return canvas[q]
                                        }
                                        var m: UInt32?
                                        if x > 0 { m = anchor(p - 1) }
                                        if m == nil, x + 1 < w { m = anchor(p + 1) }
                                        if m == nil, y > 0 { m = anchor(p - w) }
                                        if m == nil, y + 1 < h { m = anchor(p + w) }
                                        guard let m, shade[c] == nil, mapper.index(ofExact: m, missing: t) != t,
                                            isClose(c, m, drawn)
                                        else { continue }
                                        shade[c] = m
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        guard !shade.isEmpty else { return }
        var bounds = GIFBoundsAccumulator()
        let d = mapped.drawBounds
        if !d.isEmpty { bounds.add(d.x, d.y); bounds.add(d.maxX - 1, d.maxY - 1) }
        let prev = state.previousTarget, canvas = state.canvas, memory = state.memory
        for y in r.y..<r.maxY {
            let row = y * w, o0 = (y - r.y) * r.width - r.x
            for x in r.x..<r.maxX {
                let p = row + x, c = target[p]
                guard c != prev[p], c != transparent, mapped.want[o0 + x] != t,
                    var m = shade[c]
                else { continue }
                // A neighbour of its own that keeps another usable shade wins over the colour's
                // first one (two areas of one source colour may show two shades).
                for q in [x > 0 ? p - 1 : -1, x + 1 < w ? p + 1 : -1, y > 0 ? p - w : -1, y + 1 < h ? p + w : -1]
                where q >= 0 && target[q] == c && prev[q] == c && canvas[q] == memory[q] && canvas[q] != m
                    && mapper.index(ofExact: canvas[q], missing: t) != t && isClose(c, canvas[q], m)
                {
                    m = canvas[q]
                    break
                }
                mapped.want[o0 + x] = mapper.index(ofExact: m, missing: t)
                if canvas[p] == m {
                    mapped.keepable[o0 + x] = 1
                } else {
                    mapped.keepable[o0 + x] = 0
                    bounds.add(x, y)
                }
            }
        }
        mapped.drawBounds = bounds.rect
    }
}
