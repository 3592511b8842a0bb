extension GIFRegionMapper {
    /// ``mapRows(_:_:state:rect:palette:mapper:dither:stable:nearest:want:keep:)`` without
    /// dithering, the default and the most common case, written for speed with the same results.
    ///
    /// Without dithering a changed pixel's index is a function of its colour alone (its nearest
    /// palette entry, or the stable shade standing for it), and so is an unchanged pixel's exact
    /// lookup of its remembered colour: a run of one colour (flat areas, the common case in UI
    /// frames) is looked up once, and its palette colour is kept beside its index for the keepable
    /// test. Rows are walked through pointers fixed once per row, and every pixel writes both its
    /// index and its keepable flag (the outputs start uninitialized). A pixel must be drawn exactly
    /// when it is not keepable, so a row's drawn columns are found afterwards from its ends
    /// instead of being tracked per pixel.
    static func mapRowsUndithered(_ rows: Range<Int>, _ target: [UInt32], state: GIFCanvasState, rect: GIFRect,
                                  palette: GIFFramePalette, mapper: GIFColorMapper, stable: GIFStableColors,
                                  nearest: UnsafeBufferPointer<UInt8>?,
                                  want: UnsafeMutableBufferPointer<UInt8>,
                                  keep: UnsafeMutableBufferPointer<UInt8>) -> GIFBoundsAccumulator {
        let rw = rect.width, width = state.width
        precondition(rect.x >= 0 && rect.y >= 0 && rect.x + rw <= width && rect.y + rect.height <= state.height
                     && target.count == width * state.height && want.count >= rw * rect.height
                     && keep.count >= rw * rect.height && rows.lowerBound >= 0 && rows.upperBound <= rect.height,
                     "the region lies inside the screen and its outputs")
        precondition(nearest == nil || nearest!.count == target.count, "one nearest index per screen pixel")
        var bounds = GIFBoundsAccumulator()
        let tIndex = palette.transparentIndex
        let transparent = GIFColorMath.transparent
        target.withUnsafeBufferPointer { t in
        state.previousTarget.withUnsafeBufferPointer { prev in
        state.canvas.withUnsafeBufferPointer { canvas in
        state.memory.withUnsafeBufferPointer { memory in
        palette.colors.withUnsafeBufferPointer { pal in
        stable.shown.withLookup { shown in
            let t = t.baseAddress!, prev = prev.baseAddress!, canvas = canvas.baseAddress!, memory = memory.baseAddress!
            let pal = pal.baseAddress!, plane = nearest?.baseAddress
            let wantBase = want.baseAddress!, keepBase = keep.baseAddress!
            // The loop is compiled once per combination of the two per-call choices (a plane of
            // nearest indices, any stable shades), so neither is tested per pixel.
            @inline(__always) func run(_ usePlane: Bool, _ useShades: Bool) {
            // The last changed colour, its index and that index's palette colour; the last remembered
            // colour of an unchanged pixel and its exact index. Sentinels no target ever equals.
            var lastColor = UInt32.max, lastIndex: UInt8 = 0, lastShade = UInt32.max
            var lastMemory = UInt32.max, lastExact: UInt8 = 0
            for row in rows {
                let y = rect.y + row
                let s = y * width + rect.x, o = row * rw
                let tRow = t + s, prevRow = prev + s, canvasRow = canvas + s, memoryRow = memory + s
                let wantRow = wantBase + o, keepRow = keepBase + o
                for col in 0..<rw {
                    let c = tRow[col]
                    if c == transparent { wantRow[col] = tIndex; keepRow[col] = 1; continue }
                    let onScreen = canvasRow[col]
                    if c == prevRow[col] {
                        let m = memoryRow[col]
                        if m != lastMemory { lastMemory = m; lastExact = mapper.index(ofExact: m, missing: tIndex) }
                        if onScreen == m {
                            wantRow[col] = lastExact; keepRow[col] = 1
                        } else {
                            wantRow[col] = lastExact != tIndex ? lastExact : mapper.nearest(m)
                            keepRow[col] = 0
                        }
                        continue
                    }
                    if c != lastColor {
                        let near = usePlane ? plane.unsafelyUnwrapped[s + col] : mapper.nearest(c)
                        var index = near
                        if useShades, let shade = shown[c] {
                            let i = mapper.index(ofExact: shade, missing: tIndex)
                            if i != tIndex && isClose(c, shade, pal[Int(near)]) { index = i }
                        }
                        lastColor = c; lastIndex = index; lastShade = pal[Int(index)]
                    }
                    wantRow[col] = lastIndex
                    keepRow[col] = onScreen == lastShade ? 1 : 0
                }
                // Columns of this row's pixels that must be drawn: its first and last unkeepable ones.
                var first = 0
                while first < rw && keepRow[first] != 0 { first += 1 }
                if first < rw {
                    var last = rw - 1
                    while keepRow[last] != 0 { last -= 1 }
                    bounds.add(rect.x + first, y); bounds.add(rect.x + last, y)
                }
            }
            }
            switch (plane != nil, !shown.isEmpty) {
            case (true, true): run(true, true)
            case (true, false): run(true, false)
            case (false, true): run(false, true)
            case (false, false): run(false, false)
            }
        }}}}}}
        return bounds
    }
}
