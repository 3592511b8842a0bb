import Testing
import FlipbookRaster
@testable import FlipbookCodecs
import FlipbookTestSupport

/// The encoder's fast inner structures against plain reference implementations: they must give the
/// very same answers, since the bytes of every GIF depend on them.
extension SeededRandom {
    /// A random packed GIF colour.
    mutating func packedColor() -> UInt32 { GIFColorMath.pack(next(256), next(256), next(256)) }
}

@Suite struct GIFEncoderInternalsTests {
    /// The tests' seeded generator (FlipbookTestSupport).
    typealias Random = SeededRandom

    /// Brute force: smallest weighted distance, ties to the lower index.
    static func referenceNearest(_ c: UInt32, _ palette: [UInt32]) -> UInt8 {
        var best = Int.max, bestIndex = 0
        for (j, p) in palette.enumerated() {
            let d = GIFColorMath.distance(GIFColorMath.r(c), GIFColorMath.g(c), GIFColorMath.b(c),
                                          GIFColorMath.r(p), GIFColorMath.g(p), GIFColorMath.b(p))
            if d < best { best = d; bestIndex = j }
        }
        return UInt8(bestIndex)
    }

    @Test(arguments: [1, 2, 7, 64, 255, 256])
    func nearestColourIsExactWithTiesToTheLowerIndex(paletteSize: Int) {
        var random = Random(seed: UInt64(paletteSize))
        // Random colours, plus coarse ones (multiples of 32) so equal distances and equal greens occur.
        var palette: [UInt32] = []
        var seen = Set<UInt32>()
        while palette.count < paletteSize {
            let c = palette.count % 2 == 0 ? random.packedColor()
                : GIFColorMath.pack(random.next(8) * 32, random.next(8) * 32, random.next(8) * 32)
            if seen.insert(c).inserted { palette.append(c) }
        }
        let mapper = GIFColorMapper(palette: palette)
        for k in 0..<20_000 {
            let c = k % 3 == 0 ? GIFColorMath.pack(random.next(16) * 16, random.next(16) * 16, random.next(16) * 16)
                : random.packedColor()
            #expect(mapper.nearest(c) == Self.referenceNearest(c, palette), "colour \(String(c, radix: 16))")
        }
        for (j, c) in palette.enumerated() {
            #expect(mapper.index(ofExact: c, missing: 255) == UInt8(j))
            #expect(mapper.nearest(c) == UInt8(j))
        }
    }

    /// Bits of a plain LZW coder following giflib (a Dictionary for the table).
    static func referenceLZWBits(_ indices: [UInt8], bitsPerPixel: Int) -> Int {
        let minCodeSize = max(2, bitsPerPixel), clear = 1 << minCodeSize
        var codeSize = minCodeSize + 1, nextCode = clear + 2, total = codeSize
        var table: [Int: Int] = [:]
        var prefix = Int(indices[0])
        for byte in indices.dropFirst().map(Int.init) {
            if let code = table[prefix << 8 | byte] { prefix = code; continue }
            total += codeSize
            if nextCode < 4095 {
                table[prefix << 8 | byte] = nextCode
                if nextCode >= (1 << codeSize) && codeSize < 12 { codeSize += 1 }
                nextCode += 1
            } else {
                total += codeSize
                table.removeAll(keepingCapacity: true)
                codeSize = minCodeSize + 1
                nextCode = clear + 2
            }
            prefix = byte
        }
        return total + 2 * codeSize
    }

    @Test func lzwEstimateMatchesAReferenceCoderAcrossManyTableClears() {
        var random = Random(seed: 7)
        let estimator = GIFLZWEstimator()
        for (bits, count) in [(8, 200_000), (4, 100_000), (1, 50_000)] {
            // Runs of random lengths: both long matches and table-filling noise.
            var indices: [UInt8] = []
            while indices.count < count {
                let symbol = UInt8(random.next(1 << bits))
                indices += [UInt8](repeating: symbol, count: 1 + (random.next(4) == 0 ? random.next(40) : 0))
            }
            let estimate = indices.withUnsafeBufferPointer { estimator.bits(of: $0, bitsPerPixel: bits) }
            #expect(estimate == Self.referenceLZWBits(indices, bitsPerPixel: bits), "\(bits) bits per pixel")
        }
    }

    @Test func colourTableAndPairCounterAgreeWithDictionaries() {
        var random = Random(seed: 11)
        var pairs: [(UInt32, UInt32)] = []
        var reference: [UInt32: UInt32] = [:]
        while pairs.count < 300 {
            let k = random.packedColor(), v = random.packedColor()
            if reference[k] == nil { reference[k] = v; pairs.append((k, v)) }
        }
        let table = GIFColorTable(pairs)
        #expect(table.count == 300)
        for (k, v) in pairs {
            #expect(table[k] == v)
            #expect(table.slot(of: k) >= 0 && table.value(atSlot: table.slot(of: k)) == v)
        }
        for _ in 0..<1000 { let c = random.packedColor(); #expect(table[c] == reference[c]) }
        #expect(GIFColorTable()[0] == nil && GIFColorTable().slot(of: 0) == -1)

        var counter = GIFPairCounter()
        var counts: [UInt64: Int] = [:]
        for _ in 0..<5000 {
            let key = UInt64(random.next(700)) << 32 | UInt64(random.next(3)), n = 1 + random.next(5)
            counter.add(key, n); counts[key, default: 0] += n
        }
        #expect(Dictionary(uniqueKeysWithValues: counter.entries) == counts)
    }

    /// The encoder's concurrency (split mapping, concurrent estimates, background writes) must not
    /// change a byte: frames large enough for the two-thread mapping, every dither mode.
    @Test(arguments: [GIFDither.none, .ordered(strength: 0.5), .diffusion(strength: 0.75)])
    func concurrentAndSingleThreadedEncodesAreByteIdentical(_ dither: GIFDither) throws {
        let frames = (0..<4).map { GIFFixtures.gradient(width: 320, height: 240, phase: $0 * 5) }
        #expect(320 * 240 >= GIFRegionMapper.parallelMinimumPixels)
        let threaded = try GIFFixtures.encode(frames, options: GIFOptions(dither: dither))
        let single = try GIFFixtures.encode(frames, options: GIFOptions(dither: dither, concurrent: false))
        #expect(threaded.bytes == single.bytes)
    }

    /// Target pixels equal the per-pixel rule whether eight pixels in a row are all opaque (the
    /// fast path) or not: runs of opaque pixels, transparent and translucent ones, a width that is
    /// no multiple of eight, and bitmaps of fewer than eight pixels or none.
    @Test func targetsMatchThePerPixelRule() {
        var random = Random(seed: 5)
        let width = 37, height = 9
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let kind = random.next(10)
                let a = kind < 7 || y == 4 ? 255 : kind == 7 ? 0 : kind == 8 ? 100 : 200
                bitmap[x, y] = Pixel(r: UInt8(random.next(a + 1)), g: UInt8(random.next(a + 1)),
                                     b: UInt8(random.next(a + 1)), a: UInt8(a))
            }
        }
        let matte = GIFColorMath.pack(250, 128, 3), threshold = 128
        var out: [UInt32] = [7]
        GIFColorMath.targets(of: Bitmap(width: 0, height: 0), threshold8: threshold, matte: matte, into: &out)
        #expect(out.isEmpty)
        var three = Bitmap(width: 3, height: 1)
        three[1, 0] = Pixel(r: 1, g: 2, b: 3, a: 255)
        GIFColorMath.targets(of: three, threshold8: threshold, matte: matte, into: &out)
        #expect(out == [GIFColorMath.transparent, GIFColorMath.pack(1, 2, 3), GIFColorMath.transparent])
        GIFColorMath.targets(of: bitmap, threshold8: threshold, matte: matte, into: &out)
        #expect(out.count == width * height)
        for y in 0..<height {
            for x in 0..<width {
                let p = bitmap[x, y], a = Int(p.a), k = 255 - a
                let r = Int(p.r), g = Int(p.g), b = Int(p.b)
                var expected = GIFColorMath.pack(r, g, b)
                if a < threshold {
                    expected = GIFColorMath.transparent
                } else if a < 255 {
                    let mr: Int = (250 * k + 127) / 255, mg: Int = (128 * k + 127) / 255, mb: Int = (3 * k + 127) / 255
                    expected = GIFColorMath.pack(min(255, r + mr), min(255, g + mg), min(255, b + mb))
                }
                #expect(out[y * width + x] == expected, "pixel \(x), \(y)")
            }
        }
    }

    /// Candidates B and C built as two halves side by side equal one pass over the rect, including
    /// a run of one index that crosses the cut (the second half must be mended along all of it)
    /// and keepable pixels whose index is the transparent one.
    @Test func keepableCandidatesInHalvesMatchOnePass() {
        var random = Random(seed: 11)
        let width = 300, height = 300, n = width * height, t: UInt8 = 0
        let cut = GIFFramePipeline.halves(width: width, height: height, concurrent: true).map { $0 * width }
        #expect(cut == [0, 150 * width, n])
        var want = (0..<n).map { _ in UInt8(random.next(4)) }   // 0 is the transparent index
        var keep = (0..<n).map { _ in UInt8(random.next(3) == 0 ? 0 : 1) }
        // One drawn pixel of index 5 at the end of row 149 starts a keepable run of 5s that goes
        // 40 pixels into row 150, so C keeps all of them.
        let start = cut[1] - 20
        want[start] = 5; keep[start] = 0
        for i in (start + 1)..<(cut[1] + 40) { want[i] = 5; keep[i] = 1 }
        var expectedRuns = want, expectedCleared = want
        for i in 0..<n where keep[i] != 0 {
            expectedCleared[i] = t
            expectedRuns[i] = i > 0 && expectedRuns[i - 1] == want[i] ? want[i] : t
        }
        #expect(expectedRuns[cut[1] + 39] == 5)
        for concurrent in [false, true] {
            var runs = want, cleared = want, none: [UInt8] = []
            GIFFramePipeline.fillKeepable(want: want, keep: keep, width: width, transparentIndex: t,
                                          runs: &runs, transparent: &cleared, concurrent: concurrent)
            // The first differing pixel, not the whole arrays, in a failure.
            #expect(runs.indices.first { runs[$0] != expectedRuns[$0] } == nil, "C, concurrent: \(concurrent)")
            #expect(cleared.indices.first { cleared[$0] != expectedCleared[$0] } == nil, "B, concurrent: \(concurrent)")
            var alone = want
            GIFFramePipeline.fillKeepable(want: want, keep: keep, width: width, transparentIndex: t,
                                          runs: &alone, transparent: &none, concurrent: concurrent)
            #expect(alone.indices.first { alone[$0] != expectedRuns[$0] } == nil, "C alone, concurrent: \(concurrent)")
            #expect(none.isEmpty)
        }
    }

    /// The stable colours computed the plain way: every static pixel counted in a dictionary.
    static func referenceStable(_ state: GIFCanvasState) -> [UInt32: UInt32] {
        var pairs: [UInt64: Int] = [:]
        for p in 0..<state.previousTarget.count {
            let c = state.previousTarget[p], d = state.memory[p]
            if c != GIFColorMath.transparent && state.canvas[p] == d { pairs[UInt64(c) << 32 | UInt64(d), default: 0] += 1 }
        }
        var best: [UInt32: (shown: UInt32, count: Int, total: Int)] = [:]
        for (key, k) in pairs {
            let c = UInt32(key >> 32), d = UInt32(truncatingIfNeeded: key)
            var e = best[c] ?? (d, 0, 0)
            e.total += k
            if k > e.count || (k == e.count && d < e.shown) { e.shown = d; e.count = k }
            best[c] = e
        }
        var out: [UInt32: UInt32] = [:]
        for (c, e) in best where e.count >= GIFStableColors.minimumPixels
            && e.count * GIFStableColors.majority >= e.total * (GIFStableColors.majority - 1) {
            out[c] = e.shown
        }
        return out
    }

    /// Small and large canvases (the large one is counted in two halves when concurrent), with
    /// pixels erased by disposal and without (then the canvas equals the memory everywhere).
    @Test(arguments: [(200, 150), (400, 400)], [false, true])
    func stableColoursMatchAPlainCountOverTheCanvas(_ size: (Int, Int), _ erased: Bool) {
        var random = Random(seed: 3)
        let (width, height) = size
        var state = GIFCanvasState(width: width, height: height)
        let flat: [UInt32] = [0x00_20_40_60, 0x00_F0_F0_F0, 0x00_10_10_10]
        for p in 0..<(width * height) {
            let region = (p / width) / (height / 4 + 3)   // bands: three flat colours, then noise
            let c = region < 3 ? flat[region] : random.packedColor()
            state.previousTarget[p] = c
            // Flat band 0 shows one shade everywhere; band 1 two shades half and half (no majority);
            // band 2 one shade with 5 % of a second; some pixels were erased by disposal.
            var shown = c ^ 0x01
            if region == 1 && p % 2 == 0 { shown = c ^ 0x02 }
            if region == 2 && p % 20 == 0 { shown = c ^ 0x03 }
            state.memory[p] = shown
            state.canvas[p] = erased && p % 97 == 0 ? GIFColorMath.transparent : shown
        }
        state.hasErasedPixels = erased
        let expected = Self.referenceStable(state)
        for concurrent in [false, true] {
            let stable = GIFStableColors(state: state, concurrent: concurrent)
            #expect(stable.shown.count == expected.count)
            for (c, d) in expected { #expect(stable.shown[c] == d) }
        }
        #expect(expected[flat[0]] == flat[0] ^ 0x01 && expected[flat[1]] == nil && expected[flat[2]] == flat[2] ^ 0x01)
    }
}
