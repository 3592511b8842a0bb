import Testing
@testable import FlipbookCodecs
import FlipbookTestSupport

/// `GIFRegionMapper`'s undithered loop (runs of one colour looked up once, rows walked through
/// pointers, outputs never zeroed first) and the nearest-colour lookup behind it against plain
/// per-pixel computations: every GIF's bytes depend on them giving the very same indices.
@Suite struct GIFRegionMapperTests {
    typealias Random = GIFEncoderInternalsTests.Random

    /// Flat source colours with a stable shade: A's shade is in the palette and close, so it stands
    /// for A although A itself is in the palette too; B's is in the palette but far from B (B's
    /// own entry is used); C's is not in the palette.
    static let flatA = GIFColorMath.pack(40, 80, 120), shadeA = GIFColorMath.pack(42, 82, 122)
    static let flatB = GIFColorMath.pack(200, 200, 200), shadeB = GIFColorMath.pack(200, 230, 200)
    static let flatC = GIFColorMath.pack(10, 200, 60), shadeC = GIFColorMath.pack(12, 200, 60)

    struct Scene {
        var target: [UInt32]
        var state: GIFCanvasState
        var palette: [UInt32]
    }

    /// A `width` × `height` scene: the previous frame's top third shows the three flat colours with
    /// their shades (so they become stable shades), the rest noise; the new frame keeps most of the
    /// top third, draws runs of the flat colours, a gradient and transparent pixels in the middle
    /// third, and noise with runs and unchanged pixels below. With `erased`, some pixels were erased
    /// by disposal (the canvas shows transparency where the memory remembers a colour).
    static func scene(width: Int, height: Int, erased: Bool, seed: UInt64) -> Scene {
        var random = Random(seed: seed)
        var palette = [shadeA, flatA, flatB, shadeB]
        while palette.count < 200 { palette.append(random.packedColor()) }
        var state = GIFCanvasState(width: width, height: height)
        var target = [UInt32](repeating: 0, count: width * height)
        let flats = [(flatA, shadeA), (flatB, shadeB), (flatC, shadeC)]
        for y in 0..<height {
            for x in 0..<width {
                let p = y * width + x
                if y < height / 3 {
                    let (flat, shade) = flats[min(2, x * 3 / width)]
                    state.previousTarget[p] = flat; state.memory[p] = shade
                    target[p] = random.next(10) == 0 ? random.packedColor() : flat
                } else {
                    let c = random.next(2) == 0 ? palette[random.next(palette.count)] : random.packedColor()
                    state.previousTarget[p] = c; state.memory[p] = random.next(3) == 0 ? random.packedColor() : c
                    if y < 2 * height / 3 {
                        switch (x / 7) % 4 {
                        case 0: target[p] = flats[(x / 28) % 3].0
                        case 1: target[p] = GIFColorMath.pack(x * 255 / width, y * 255 / height, 90)
                        case 2: target[p] = random.next(3) == 0 ? GIFColorMath.transparent : random.packedColor()
                        default: target[p] = c
                        }
                    } else {
                        target[p] = random.next(4) == 0 ? c : (random.next(2) == 0 ? target[p - 1] : random.packedColor())
                    }
                }
                state.canvas[p] = erased && random.next(40) == 0 ? GIFColorMath.transparent : state.memory[p]
            }
        }
        state.hasErasedPixels = erased
        return Scene(target: target, state: state, palette: palette)
    }

    /// The first palette index holding `c`, or `missing`.
    static func exactIndex(_ c: UInt32, _ palette: [UInt32], missing: UInt8) -> UInt8 {
        palette.firstIndex(of: c).map { UInt8($0) } ?? missing
    }

    /// Undithered mapping the plain way, one pixel at a time with no memo and no cache.
    static func referenceMap(_ scene: Scene, rect: GIFRect, stable: GIFStableColors) -> GIFMappedRegion {
        let palette = scene.palette, tIndex = UInt8(palette.count), state = scene.state
        var want: [UInt8] = [], keep: [UInt8] = []
        var bounds = GIFBoundsAccumulator()
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let p = y * state.width + x, c = scene.target[p]
                var w: UInt8, k: UInt8
                if c == GIFColorMath.transparent {
                    w = tIndex; k = 1
                } else if c == state.previousTarget[p] {
                    let m = state.memory[p], e = exactIndex(m, palette, missing: tIndex)
                    if state.canvas[p] == m { w = e; k = 1 } else {
                        w = e != tIndex ? e : GIFEncoderInternalsTests.referenceNearest(m, palette); k = 0
                    }
                } else {
                    let near = GIFEncoderInternalsTests.referenceNearest(c, palette)
                    w = near
                    if let shade = stable.shown[c], case let i = exactIndex(shade, palette, missing: tIndex),
                       i != tIndex, GIFRegionMapper.isClose(c, shade, palette[Int(near)]) { w = i }
                    k = state.canvas[p] == palette[Int(w)] ? 1 : 0
                }
                want.append(w); keep.append(k)
                if k == 0 { bounds.add(x, y) }
            }
        }
        return GIFMappedRegion(rect: rect, want: want, keepable: keep, drawBounds: bounds.rect)
    }

    /// Small regions (one thread) and one large enough for two threads, whole screens and inner
    /// rectangles, with and without erased pixels, with and without the look-ahead's nearest plane.
    @Test(arguments: [(64, 48, false), (64, 48, true), (320, 240, false), (320, 240, true)])
    func undithered_mapping_gives_the_plain_per_pixel_indices(_ size: (Int, Int, Bool)) {
        let (width, height, erased) = size
        let scene = Self.scene(width: width, height: height, erased: erased, seed: UInt64(width + (erased ? 1 : 0)))
        let stable = GIFStableColors(state: scene.state)
        // The scene's three flat colours are stable, so every shade case occurs.
        #expect(stable.shown[Self.flatA] == Self.shadeA && stable.shown[Self.flatB] == Self.shadeB
                && stable.shown[Self.flatC] == Self.shadeC)
        let palette = GIFFramePalette(colors: scene.palette)
        // The look-ahead's plane: the nearest index of every changed opaque pixel.
        let plane = (0..<scene.target.count).map { p -> UInt8 in
            let c = scene.target[p]
            return c != scene.state.previousTarget[p] && c != GIFColorMath.transparent
                ? GIFEncoderInternalsTests.referenceNearest(c, scene.palette) : 0
        }
        let rects = [GIFRect(x: 0, y: 0, width: width, height: height),
                     GIFRect(x: 3, y: 2, width: width - 8, height: height - 3)]
        var usedShade = false
        for rect in rects {
            let expected = Self.referenceMap(scene, rect: rect, stable: stable)
            usedShade = usedShade || zip(expected.want.indices, expected.want).contains { o, w in
                let p = (rect.y + o / rect.width) * width + rect.x + o % rect.width
                return scene.target[p] == Self.flatA && scene.state.previousTarget[p] != Self.flatA && w == 0
            }
            for concurrent in [false, true] {
                for nearest in [nil, plane] {
                    let mapped = GIFRegionMapper.map(scene.target, state: scene.state, rect: rect, palette: palette,
                                                     dither: .none, stable: stable, nearest: nearest, concurrent: concurrent)
                    // Counted, not compared whole: a failure names how many pixels differ, not every index.
                    let what = "\(rect) concurrent \(concurrent) plane \(nearest != nil)"
                    #expect(mapped.want.count == expected.want.count && mapped.keepable.count == expected.keepable.count)
                    #expect(zip(mapped.want, expected.want).filter { $0 != $1 }.count == 0, "indices, \(what)")
                    #expect(zip(mapped.keepable, expected.keepable).filter { $0 != $1 }.count == 0, "keepable, \(what)")
                    #expect(mapped.drawBounds == expected.drawBounds)
                }
            }
        }
        #expect(usedShade, "shade A (index 0) stands for a newly drawn flat A (index 1)")
    }

    /// The dithered loop also writes every flag (the arrays start uninitialized): keepable is 1
    /// exactly where the pixel is transparent, unchanged and shown, or shows its index's colour
    /// already, and the draw bounds enclose exactly the other pixels.
    @Test(arguments: [GIFDither.ordered(strength: 1), GIFDither.diffusion(strength: 0.8)])
    func dithered_mapping_writes_every_index_and_flag(_ dither: GIFDither) {
        let scene = Self.scene(width: 320, height: 240, erased: true, seed: 9)
        let stable = GIFStableColors(state: scene.state)
        let palette = GIFFramePalette(colors: scene.palette)
        let rect = GIFRect(x: 5, y: 4, width: 300, height: 230)
        let mapped = GIFRegionMapper.map(scene.target, state: scene.state, rect: rect, palette: palette,
                                         dither: dither, stable: stable)
        let single = GIFRegionMapper.map(scene.target, state: scene.state, rect: rect, palette: palette,
                                         dither: dither, stable: stable, concurrent: false)
        #expect(mapped.want == single.want && mapped.keepable == single.keepable)
        var bounds = GIFBoundsAccumulator()
        var wrong = 0
        for row in 0..<rect.height {
            for col in 0..<rect.width {
                let o = row * rect.width + col, x = rect.x + col, y = rect.y + row, p = y * 320 + x
                let c = scene.target[p], w = mapped.want[o], k = mapped.keepable[o]
                let expected: UInt8
                if c == GIFColorMath.transparent { expected = 1 }
                else if c == scene.state.previousTarget[p] { expected = scene.state.canvas[p] == scene.state.memory[p] ? 1 : 0 }
                else { expected = w < 200 && scene.state.canvas[p] == scene.palette[Int(w)] ? 1 : 0 }
                if k != expected || w > 200 { wrong += 1 }
                if k == 0 { bounds.add(x, y) }
            }
        }
        #expect(wrong == 0)
        #expect(mapped.drawBounds == bounds.rect)
    }

    /// Black's answer fills the empty cache, so it must be black's true nearest index (not 0), and a
    /// transparent target (bit 24 set) is looked up as the black it packs.
    @Test func nearest_colour_cache_starts_with_black_and_ignores_the_transparency_bit() {
        let palette = [GIFColorMath.pack(250, 250, 250), GIFColorMath.pack(90, 0, 0), GIFColorMath.pack(0, 0, 30),
                       GIFColorMath.pack(0, 0, 30)]
        let mapper = GIFColorMapper(palette: palette)
        #expect(mapper.nearest(0) == 2)
        #expect(mapper.nearest(GIFColorMath.transparent) == 2)
        #expect(mapper.nearest(GIFColorMath.pack(255, 255, 255)) == 0)
        #expect(mapper.nearest(0) == 2)
    }

    /// One colour in every 8-level cell (32 768 cells: the candidate pool grows many times) against
    /// the full scan, on a 256-colour palette.
    @Test func nearest_colour_is_exact_in_every_cell() {
        var random = Random(seed: 77)
        let palette = (0..<256).map { _ in random.packedColor() }
        let mapper = GIFColorMapper(palette: palette)
        var wrong = 0
        for cell in 0..<(1 << 15) {
            let c = GIFColorMath.pack((cell >> 10) * 8 + random.next(8), ((cell >> 5) & 31) * 8 + random.next(8),
                                      (cell & 31) * 8 + random.next(8))
            if mapper.nearest(c) != GIFEncoderInternalsTests.referenceNearest(c, palette) { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    /// The pinned lookup answers as the table does, hits and misses, and an empty table misses.
    @Test func colour_table_lookup_matches_the_table() {
        var random = Random(seed: 5)
        var pairs: [(UInt32, UInt32)] = []
        var seen = Set<UInt32>()
        while pairs.count < 300 { let c = random.packedColor(); if seen.insert(c).inserted { pairs.append((c, UInt32(pairs.count))) } }
        let table = GIFColorTable(pairs)
        table.withLookup { lookup in
            #expect(!lookup.isEmpty)
            for (c, v) in pairs { #expect(lookup[c] == v) }
            for _ in 0..<2000 { let c = random.packedColor(); #expect(lookup[c] == table[c]) }
        }
        GIFColorTable().withLookup { lookup in
            #expect(lookup.isEmpty)
            #expect(lookup[0] == nil)
        }
    }
}
