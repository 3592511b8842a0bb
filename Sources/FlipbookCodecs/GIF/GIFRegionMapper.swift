import Dispatch

/// The palette one frame is written with: its colours, the transparent slot after them, and the
/// nearest-colour lookup.
struct GIFFramePalette {
    let mapper: GIFColorMapper
    /// A second mapper of the same colours for a second thread (mappers cache, so they are not shared).
    let twin: GIFColorMapper

    init(colors: [UInt32]) {
        mapper = GIFColorMapper(palette: colors)
        twin = GIFColorMapper(palette: colors)
    }
    var colors: [UInt32] { mapper.palette }
    /// The transparent entry sits right after the colours.
    var transparentIndex: UInt8 { UInt8(colors.count) }
    var bitsPerPixel: Int { GIFWriter.bitsPerPixel(forEntries: colors.count + 1) }
}

/// The encoder's picture of what the viewer shows, kept between frames.
struct GIFCanvasState {
    let width: Int, height: Int
    /// The previous frame's target pixels (``GIFColorMath`` packing).
    var previousTarget: [UInt32]
    /// What the viewer currently shows, after the previous frame's disposal.
    var canvas: [UInt32]
    /// The colour each pixel was last drawn with; survives disposal so that a pixel whose source did
    /// not change is redrawn with exactly the same colour (temporal stability).
    var memory: [UInt32]
    /// False only while `canvas` equals `memory` everywhere (no pixel erased by disposal is
    /// waiting to be redrawn), so frames can skip looking for such pixels.
    var hasErasedPixels = false

    init(width: Int, height: Int) {
        self.width = width; self.height = height
        let clear = [UInt32](repeating: GIFColorMath.transparent, count: width * height)
        previousTarget = clear; canvas = clear; memory = clear
    }
}

/// One frame's pixels inside the region that needs work, mapped to palette indices.
struct GIFMappedRegion {
    /// The region in screen pixels.
    var rect: GIFRect
    /// Per pixel of `rect`, the index it should show.
    var want: [UInt8]
    /// Per pixel of `rect`, 1 when the viewer already shows that colour (or transparency), so the
    /// pixel may also be written as transparent.
    var keepable: [UInt8]
    /// Bounding box of the pixels that must be drawn, in screen pixels.
    var drawBounds: GIFRect
}

/// Maps the changed pixels of a region to palette indices with the chosen dithering, and the
/// unchanged ones to the colour they were last drawn with.
///
/// Error diffusion runs only through changed pixels: error reaching an unchanged pixel is
/// dropped, so a static area never receives noise from a moving one and never shimmers. A changed
/// pixel whose source colour is a flat colour already on screen (``GIFStableColors``) is drawn with
/// the shade shown there when the palette has it and it is within ``stableDistance``.
enum GIFRegionMapper {
    static let bayer8: [Int] = [
        0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
    ]

    /// A shown colour farther than this weighted squared distance (RMS 8 levels) from the source is
    /// not reused unless the palette has nothing nearer.
    static let stableDistance = 9 * 8 * 8

    /// Regions with at least this many pixels are mapped by two threads (top and bottom halves,
    /// each with its own mapper: same results) unless error diffusion links the rows.
    static let parallelMinimumPixels = 1 << 16

    /// Maps `rect` of `target`. `nearest`, when given, holds per screen pixel the palette's nearest
    /// index of every changed opaque pixel (``GIFFrameLookahead/nearest``), so those pixels need no
    /// search; it must be nil when dithering moves the colours.
    static func map(_ target: [UInt32], state: GIFCanvasState, rect: GIFRect,
                    palette: GIFFramePalette, dither: GIFDither, stable: GIFStableColors,
                    nearest: [UInt8]? = nil, concurrent: Bool = true) -> GIFMappedRegion {
        precondition(nearest == nil || dither == .none, "precomputed nearest colours with dithering")
        let plane = nearest ?? []
        return plane.withUnsafeBufferPointer { plane in
            map(target, state: state, rect: rect, palette: palette, dither: dither, stable: stable,
                nearest: nearest == nil ? nil : plane, concurrent: concurrent)
        }
    }

    private static func map(_ target: [UInt32], state: GIFCanvasState, rect: GIFRect,
                            palette: GIFFramePalette, dither: GIFDither, stable: GIFStableColors,
                            nearest: UnsafeBufferPointer<UInt8>?, concurrent: Bool) -> GIFMappedRegion {
        let n = rect.width * rect.height
        var bounds = GIFBoundsAccumulator()
        let diffuse = diffusionStrength(dither) > 0
        // Every pixel of the rect gets its index and its keepable flag, so neither array is zeroed first.
        var keepable: [UInt8] = []
        let want = [UInt8](unsafeUninitializedCapacity: n) { want, wantCount in
        keepable = [UInt8](unsafeUninitializedCapacity: n) { keep, keepCount in
            let want = want, keep = keep
            func rows(_ rows: Range<Int>, _ mapper: GIFColorMapper) -> GIFBoundsAccumulator {
                dither == .none
                    ? mapRowsUndithered(rows, target, state: state, rect: rect, palette: palette, mapper: mapper,
                                        stable: stable, nearest: nearest, want: want, keep: keep)
                    : mapRows(rows, target, state: state, rect: rect, palette: palette, mapper: mapper,
                              dither: dither, stable: stable, want: want, keep: keep)
            }
            if !concurrent || diffuse || rect.height < 2 || n < parallelMinimumPixels {
                bounds = rows(0..<rect.height, palette.mapper)
            } else {
                let half = rect.height / 2
                var halves = [GIFBoundsAccumulator](repeating: GIFBoundsAccumulator(), count: 2)
                halves.withUnsafeMutableBufferPointer { halves in
                    let halves = halves
                    gifConcurrentlyPerform(iterations: 2) { k in
                        halves[k] = rows(k == 0 ? 0..<half : half..<rect.height, k == 0 ? palette.mapper : palette.twin)
                    }
                }
                bounds = halves[0]
                bounds.add(halves[1])
            }
            keepCount = n; wantCount = n
        }}
        return GIFMappedRegion(rect: rect, want: want, keepable: keepable, drawBounds: bounds.rect)
    }

    /// Error diffusion's strength in 1/256 units; 0 when `dither` diffuses nothing.
    private static func diffusionStrength(_ dither: GIFDither) -> Int {
        if case .diffusion(let s) = dither { return Int((s * 256).rounded()) }
        return 0
    }

    /// Maps `rows` of `rect` into `want` and `keep` (indexed over the whole rect, every pixel
    /// written) with ordered or diffused dithering; returns the bounds of the pixels that must be
    /// drawn. Error diffusion needs all rows in one call. Undithered regions take
    /// ``mapRowsUndithered(_:_:state:rect:palette:mapper:stable:nearest:want:keep:)``.
    private static func mapRows(_ rows: Range<Int>, _ target: [UInt32], state: GIFCanvasState, rect: GIFRect,
                                palette: GIFFramePalette, mapper: GIFColorMapper, dither: GIFDither,
                                stable: GIFStableColors,
                                want: UnsafeMutableBufferPointer<UInt8>,
                                keep: UnsafeMutableBufferPointer<UInt8>) -> GIFBoundsAccumulator {
        let rw = rect.width, width = state.width
        var bounds = GIFBoundsAccumulator()
        let tIndex = palette.transparentIndex
        let colors = palette.colors
        var orderedOffsets = [Int](repeating: 0, count: 64)
        let diffusionStrength = GIFRegionMapper.diffusionStrength(dither)
        if case .ordered(let s) = dither {
            let amplitude = s * mapper.typicalSpacing()
            for i in 0..<64 { orderedOffsets[i] = Int(((Double(bayer8[i]) + 0.5) / 64 - 0.5) * amplitude) }
        }
        let ordered: Bool = { if case .ordered = dither { return true } else { return false } }()
        let diffuse = diffusionStrength > 0
        // Error rows in 1/16 units, three channels, one guard column each side.
        var errCurrent = [Int](repeating: 0, count: diffuse ? (rw + 2) * 3 : 0)
        var errNext = [Int](repeating: 0, count: diffuse ? (rw + 2) * 3 : 0)

        // An unchanged pixel's exact lookup depends on its remembered colour alone: runs of one
        // colour reuse the previous pixel's answer. A sentinel no target ever equals.
        var lastMemory = UInt32.max, lastExact: UInt8 = 0
        target.withUnsafeBufferPointer { t in
        state.previousTarget.withUnsafeBufferPointer { prev in
        state.canvas.withUnsafeBufferPointer { canvas in
        state.memory.withUnsafeBufferPointer { memory in
        colors.withUnsafeBufferPointer { pal in
            for row in rows {
                let y = rect.y + row
                let leftToRight = !diffuse || row & 1 == 0
                if diffuse {
                    swap(&errCurrent, &errNext)
                    for i in 0..<errNext.count { errNext[i] = 0 }
                }
                // Columns of this row's pixels that must be drawn.
                var drawMin = Int.max, drawMax = -1
                for step in 0..<rw {
                    let col = leftToRight ? step : rw - 1 - step
                    let x = rect.x + col
                    let p = y * width + x, o = row * rw + col
                    let c = t[p]
                    if c == GIFColorMath.transparent { want[o] = tIndex; keep[o] = 1; continue }
                    if c == prev[p] {
                        let m = memory[p]
                        if m != lastMemory { lastMemory = m; lastExact = mapper.index(ofExact: m, missing: tIndex) }
                        if canvas[p] == m {
                            want[o] = lastExact; keep[o] = 1
                        } else {
                            want[o] = lastExact != tIndex ? lastExact : mapper.nearest(m)
                            keep[o] = 0
                            drawMin = min(drawMin, col); drawMax = max(drawMax, col)
                        }
                        continue
                    }
                    let index: UInt8
                    do {
                        var r = GIFColorMath.r(c), g = GIFColorMath.g(c), b = GIFColorMath.b(c)
                        if let shown = stable.shown[c], case let i = mapper.index(ofExact: shown, missing: tIndex),
                           i != tIndex, isClose(c, shown, mapper.palette[Int(mapper.nearest(c))]) {
                            index = i
                        } else if diffuse {
                            let e = (col + 1) * 3
                            r = clamp(r + (errCurrent[e] + 8) >> 4)
                            g = clamp(g + (errCurrent[e + 1] + 8) >> 4)
                            b = clamp(b + (errCurrent[e + 2] + 8) >> 4)
                            index = mapper.nearest(r, g, b)
                            let q = pal[Int(index)]
                            let er = ((r - GIFColorMath.r(q)) * diffusionStrength) >> 8
                            let eg = ((g - GIFColorMath.g(q)) * diffusionStrength) >> 8
                            let eb = ((b - GIFColorMath.b(q)) * diffusionStrength) >> 8
                            let ahead = leftToRight ? e + 3 : e - 3, behind = leftToRight ? e - 3 : e + 3
                            errCurrent[ahead] += 7 * er; errCurrent[ahead + 1] += 7 * eg; errCurrent[ahead + 2] += 7 * eb
                            errNext[behind] += 3 * er; errNext[behind + 1] += 3 * eg; errNext[behind + 2] += 3 * eb
                            errNext[e] += 5 * er; errNext[e + 1] += 5 * eg; errNext[e + 2] += 5 * eb
                            errNext[ahead] += er; errNext[ahead + 1] += eg; errNext[ahead + 2] += eb
                        } else if ordered {
                            let d = orderedOffsets[(y & 7) << 3 | (x & 7)]
                            index = mapper.nearest(clamp(r + d), clamp(g + d), clamp(b + d))
                        } else {
                            index = mapper.nearest(c)
                        }
                    }
                    want[o] = index
                    if canvas[p] == pal[Int(index)] { keep[o] = 1 } else { keep[o] = 0; drawMin = min(drawMin, col); drawMax = max(drawMax, col) }
                }
                if drawMax >= 0 { bounds.add(rect.x + drawMin, y); bounds.add(rect.x + drawMax, y) }
            }
        }}}}}
        return bounds
    }

    /// Whether `shown` may stand for source colour `c` whose nearest palette colour is `nearest`.
    static func isClose(_ c: UInt32, _ shown: UInt32, _ nearest: UInt32) -> Bool {
        func d(_ a: UInt32, _ b: UInt32) -> Int {
            GIFColorMath.distance(GIFColorMath.r(a), GIFColorMath.g(a), GIFColorMath.b(a),
                                  GIFColorMath.r(b), GIFColorMath.g(b), GIFColorMath.b(b))
        }
        return d(c, shown) <= max(stableDistance, d(c, nearest))
    }

    @inline(__always) static func clamp(_ v: Int) -> Int { v < 0 ? 0 : (v > 255 ? 255 : v) }
}
