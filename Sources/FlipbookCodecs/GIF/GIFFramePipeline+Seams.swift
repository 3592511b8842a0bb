extension GIFFramePipeline {
    /// Whether drawing `mapped` would show a seam: a pixel it redraws (or whose source changed to a
    /// colour it already shows) next to a pixel that keeps its shown colour (outside the region, or keepable inside it), both of one source colour,
    /// in two different colours. Such pairs are the streaks and speckle of a flat area drawn
    /// half with one colour table and half with another; ``encode`` then maps the frame with the
    /// global palette instead of its local table (`.auto` palettes). Stops at the first seam.
    func hasSeam(_ target: [UInt32], mapped: GIFMappedRegion, palette: GIFFramePalette) -> Bool {
        let r = mapped.rect, w = state.width, h = state.height
        return target.withUnsafeBufferPointer { target in
        state.previousTarget.withUnsafeBufferPointer { prev in
        state.canvas.withUnsafeBufferPointer { canvas in
        mapped.want.withUnsafeBufferPointer { want in
        mapped.keepable.withUnsafeBufferPointer { keep in
        palette.colors.withUnsafeBufferPointer { colors in
            let target = target.baseAddress!, prev = prev.baseAddress!, canvas = canvas.baseAddress!
            let want = want.baseAddress!, keep = keep.baseAddress!, colors = colors.baseAddress!
            let t = palette.transparentIndex
            // Whether screen pixel (x, y) keeps its shown colour in this frame.
            @inline(__always) func keeps(_ x: Int, _ y: Int) -> Bool {
                if x < r.x || x >= r.maxX || y < r.y || y >= r.maxY { return true }
                return keep[(y - r.y) * r.width + (x - r.x)] != 0
            }
            for y in r.y..<r.maxY {
                for x in r.x..<r.maxX {
                    let o = (y - r.y) * r.width + (x - r.x)
                    let p = y * w + x, source = target[p]
                    // A pixel whose source changed shows `drawn` whether or not it is redrawn.
                    guard keep[o] == 0 || source != prev[p], want[o] != t else { continue }
                    let drawn = colors[Int(want[o])]
                    @inline(__always) func seam(_ qx: Int, _ qy: Int) -> Bool {
                        let q = qy * w + qx
                        return target[q] == source && canvas[q] != drawn && keeps(qx, qy)
                    }
                    if x > 0 && seam(x - 1, y) { return true }
                    if x + 1 < w && seam(x + 1, y) { return true }
                    if y > 0 && seam(x, y - 1) { return true }
                    if y + 1 < h && seam(x, y + 1) { return true }
                }
            }
            return false
        }}}}}}
    }

    /// The colours shown by pixels that keep them at seams of `mapped` (``hasSeam(_:mapped:palette:)``)
    /// that `palette` lacks (an earlier local table drew them), first found first; nil when there
    /// are more than `limit` or one is too far from its source colour for
    /// ``GIFRegionMapper/alignSeams(_:state:palette:mapped:)`` to use (``GIFRegionMapper/isClose(_:_:_:)``).
    func missingSeamShades(_ target: [UInt32], mapped: GIFMappedRegion, palette: GIFFramePalette,
                           limit: Int) -> [UInt32]? {
        let r = mapped.rect, w = state.width, h = state.height
        var shades: [UInt32] = []
        let mapper = palette.mapper
        let fits: Bool = target.withUnsafeBufferPointer { target in
        state.previousTarget.withUnsafeBufferPointer { prev in
        state.canvas.withUnsafeBufferPointer { canvas in
        mapped.want.withUnsafeBufferPointer { want in
        mapped.keepable.withUnsafeBufferPointer { keep in
        palette.colors.withUnsafeBufferPointer { colors in
            let target = target.baseAddress!, prev = prev.baseAddress!, canvas = canvas.baseAddress!
            let want = want.baseAddress!, keep = keep.baseAddress!, colors = colors.baseAddress!
            let t = palette.transparentIndex
            @inline(__always) func keeps(_ x: Int, _ y: Int) -> Bool {
                if x < r.x || x >= r.maxX || y < r.y || y >= r.maxY { return true }
                return keep[(y - r.y) * r.width + (x - r.x)] != 0
            }
            for y in r.y..<r.maxY {
                for x in r.x..<r.maxX {
                    let o = (y - r.y) * r.width + (x - r.x)
                    let p = y * w + x, source = target[p]
                    guard keep[o] == 0 || source != prev[p], want[o] != t else { continue }
                    let drawn = colors[Int(want[o])]
                    // A neighbour of the same source colour keeping a shade this palette lacks.
                    @inline(__always) func check(_ qx: Int, _ qy: Int) -> Bool {
                        let q = qy * w + qx, shade = canvas[q]
                        guard target[q] == source, shade != drawn, shade != GIFColorMath.transparent,
                              keeps(qx, qy), mapper.index(ofExact: shade, missing: t) == t,
                              !shades.contains(shade) else { return true }
                        guard GIFRegionMapper.isClose(source, shade, drawn), shades.count < limit else { return false }
                        shades.append(shade)
                        return true
                    }
                    if x > 0 && !check(x - 1, y) { return false }
                    if x + 1 < w && !check(x + 1, y) { return false }
                    if y > 0 && !check(x, y - 1) { return false }
                    if y + 1 < h && !check(x, y + 1) { return false }
                }
            }
            return true
        }}}}}}
        return fits ? shades : nil
    }

    /// `palette`'s colours with entries `mapped` does not use replaced, in index order, by
    /// `shades`; nil when too few are unused.
    static func patched(_ palette: GIFFramePalette, unusedBy mapped: GIFMappedRegion, with shades: [UInt32]) -> [UInt32]? {
        var used = [Bool](repeating: false, count: 256)
        for i in mapped.want { used[Int(i)] = true }
        var colors = palette.colors
        var next = 0
        for i in colors.indices where !used[i] && next < shades.count {
            colors[i] = shades[next]
            next += 1
        }
        return next == shades.count ? colors : nil
    }
}
