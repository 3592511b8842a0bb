import Testing
@testable import FlipbookCodecs
import FlipbookTestSupport

/// The quantizer's and the palette decision's shortcuts (the packed coordinate sort, median cut's
/// kept box sums, the green-ordered error search, the histogram's scans) against the plain code
/// they replace, which every GIF's palette and bytes were made with.
@Suite struct GIFQuantizerShortcutTests {
    typealias Random = GIFEncoderInternalsTests.Random
    typealias Entry = (r: Double, g: Double, b: Double, weight: Double)

    /// Coordinates with many ties (a coarse grid), signed zeros and negative values.
    static func coordinates(_ count: Int, _ random: inout Random, grid: Bool) -> [Double] {
        (0..<count).map { k in
            switch k % 7 {
            case 0: return k % 2 == 0 ? 0.0 : -0.0
            case 1: return -Double(random.next(50)) / 8
            default: return grid ? Double(random.next(12)) * 0.5 : Double(random.next(1_000_000)) / 997
            }
        }
    }

    static func shuffled<T>(_ items: [T], _ random: inout Random) -> [T] {
        var items = items
        for k in stride(from: items.count - 1, to: 0, by: -1) { items.swapAt(k, random.next(k + 1)) }
        return items
    }

    @Test(arguments: [0, 1, 2, 3, 16, 17, 40, 255, 5_000])
    func coordinateSortEqualsSortingByCoordinateThenIndex(count: Int) {
        var random = Random(seed: UInt64(31 + count))
        for grid in [false, true] {
            let values = Self.coordinates(count, &random, grid: grid)
            let points = values.flatMap { [Double(random.next(9)), $0, 1.0] }
            // A shuffled range inside a longer order, as median cut sorts one box of it.
            var order = Self.shuffled(Array(0..<count), &random)
            order = [-1] + order + [-2]
            let expected = [-1] + order[1..<(count + 1)].sorted { (values[$0], $0) < (values[$1], $1) } + [-2]
            GIFCoordinateSort.sort(&order, 1..<(count + 1), points, axis: 1)
            #expect(order == expected, "count \(count), grid \(grid)")
        }
    }

    @Test func coordinateSortKeepsSortedReversedAndConstantInputsInOrder() {
        for values in [(0..<3_000).map(Double.init), (0..<3_000).reversed().map(Double.init), [Double](repeating: 4, count: 3_000)] {
            var order = Array(0..<values.count)
            GIFCoordinateSort.sort(&order, 0..<values.count, values.flatMap { [$0, 0, 0] }, axis: 0)
            #expect(order == (0..<values.count).sorted { (values[$0], $0) < (values[$1], $1) })
        }
    }

    /// The weighted squared error of each entry to its nearest colour, by brute force.
    static func referenceSquaredError(_ entries: [Entry], _ palette: [UInt32]) -> Double {
        var total = 0.0
        for e in entries {
            let r = Int(e.r.rounded()), g = Int(e.g.rounded()), b = Int(e.b.rounded())
            let best = palette.map {
                GIFColorMath.distance(r, g, b, GIFColorMath.r($0), GIFColorMath.g($0), GIFColorMath.b($0))
            }.min()!
            total += e.weight * Double(best)
        }
        return total
    }

    @Test func squaredErrorOfAPaletteEqualsABruteForceSearch() {
        var random = Random(seed: 12)
        let crowded = GIFPaletteSearchTests.crowdedPalette(&random)
        let palettes: [[UInt32]] = [[GIFColorMath.pack(0, 0, 0)], [GIFColorMath.pack(255, 255, 255), GIFColorMath.pack(0, 128, 0)],
                                    (0..<64).map { _ in random.packedColor() }, crowded,
                                    (0..<256).map { GIFColorMath.pack($0, $0 / 2, 255 - $0) }]
        var entries: [Entry] = []
        for k in 0..<6_000 {
            let n = Double(1 + random.next(40))
            let r = Double(random.next(255 * Int(n) + 1)) / n, g = Double(random.next(255 * Int(n) + 1)) / n
            let b = k % 3 == 0 ? 255 : Double(random.next(255 * Int(n) + 1)) / n
            entries.append((r, g, b, n))
        }
        for palette in palettes {
            let fast = GIFFramePipeline.squaredError(entries, palette)
            #expect(fast == Self.referenceSquaredError(entries, palette), "\(palette.count) colours")
            #expect(fast == GIFFramePipeline.squaredError(entries, GIFColorMapper(palette: palette)))
        }
        #expect(GIFFramePipeline.squaredError([], crowded) == 0)
    }

    /// A histogram of `count` random pixels, clustered so that cells hold many pixels.
    static func histogram(_ count: Int, _ random: inout Random) -> (GIFHistogram, [UInt32]) {
        var pixels: [UInt32] = []
        for _ in 0..<count {
            pixels.append(random.next(3) == 0 ? random.packedColor()
                          : GIFColorMath.pack(100 + random.next(40), 30 + random.next(8), 200 + random.next(50)))
        }
        var histogram = GIFHistogram()
        histogram.add(pixels, changedFrom: nil)
        return (histogram, pixels)
    }

    @Test func histogramScansAndSumsMatchAPlainCount() {
        var random = Random(seed: 4)
        let (a, pixelsA) = Self.histogram(20_000, &random)
        let (b, pixelsB) = Self.histogram(3_000, &random)
        var both = a
        both.add(b)
        // Per cell: count and channel sums, counted directly.
        var expected: [Int: [Int]] = [:]
        for c in pixelsA + pixelsB {
            let r = GIFColorMath.r(c), g = GIFColorMath.g(c), bl = GIFColorMath.b(c)
            let cell = GIFHistogram.cell(r, g, bl)
            let old = expected[cell] ?? [0, 0, 0, 0]
            expected[cell] = [old[0] + 1, old[1] + r, old[2] + g, old[3] + bl]
        }
        let cells = both.cells
        #expect(cells.count == 5 * expected.count)
        let entries = both.entries()
        #expect(entries.count == expected.count)
        for (k, key) in expected.keys.sorted().enumerated() {
            let e = expected[key]!, n = Double(e[0])
            #expect(Array(cells[(5 * k)..<(5 * k + 5)]) == [key] + e)
            #expect(entries[k] == (Double(e[1]) / n, Double(e[2]) / n, Double(e[3]) / n, n))
        }
        #expect(GIFHistogram(cells: cells).cells == cells)
        #expect(GIFHistogram().entries().isEmpty && GIFHistogram().cells.isEmpty)
    }

    /// Median cut as it was first written: boxes sorted through closures over the points, each box
    /// mean summed again at the end.
    static func referenceMedianCut(points: [Double], weights: [Double], boxes: Int) -> [Double] {
        let n = weights.count
        guard n > 0, boxes > 0 else { return [] }
        var order = Array(0..<n)
        struct Box { var start: Int, end: Int, error: Double, axis: Int }
        func makeBox(_ start: Int, _ end: Int) -> Box {
            var w = 0.0, m = [0.0, 0.0, 0.0], s = [0.0, 0.0, 0.0]
            for k in start..<end {
                let i = order[k], wi = weights[i]
                w += wi
                for a in 0..<3 { m[a] += wi * points[3 * i + a]; s[a] += wi * points[3 * i + a] * points[3 * i + a] }
            }
            var v = [0.0, 0.0, 0.0]
            for a in 0..<3 { v[a] = max(0, s[a] - m[a] * m[a] / w) }
            let axis = v[0] >= v[1] ? (v[0] >= v[2] ? 0 : 2) : (v[1] >= v[2] ? 1 : 2)
            return Box(start: start, end: end, error: end - start > 1 ? v[0] + v[1] + v[2] : -1, axis: axis)
        }
        var list = [makeBox(0, n)]
        while list.count < boxes {
            var best = 0
            for j in 1..<list.count where list[j].error > list[best].error { best = j }
            let box = list[best]
            if box.error <= 0 { break }
            let a = box.axis
            order[box.start..<box.end].sort { (points[3 * $0 + a], $0) < (points[3 * $1 + a], $1) }
            var total = 0.0
            for k in box.start..<box.end { total += weights[order[k]] }
            var acc = 0.0, split = box.start + 1
            for k in box.start..<(box.end - 1) {
                acc += weights[order[k]]
                split = k + 1
                if acc >= total / 2 { break }
            }
            list[best] = makeBox(box.start, split)
            list.append(makeBox(split, box.end))
        }
        var centres: [Double] = []
        for box in list {
            var w = 0.0, m = [0.0, 0.0, 0.0]
            for k in box.start..<box.end {
                let i = order[k]
                w += weights[i]
                for a in 0..<3 { m[a] += weights[i] * points[3 * i + a] }
            }
            centres += [m[0] / w, m[1] / w, m[2] / w]
        }
        return centres
    }

    /// The quantizer's palette with the reference median cut and plain Lloyd passes.
    static func referencePalette(_ histogram: GIFHistogram, visibleColors: Int, fixed: [UInt32], passes: Int) -> [UInt32] {
        var seen = Set<UInt32>()
        let fixedUnique = fixed.filter { seen.insert($0).inserted }
        let entries = histogram.entries()
        let sr = Double(GIFColorMath.weightR).squareRoot(), sg = Double(GIFColorMath.weightG).squareRoot()
        let sb = Double(GIFColorMath.weightB).squareRoot()
        let points = entries.flatMap { [$0.r * sr, $0.g * sg, $0.b * sb] }, weights = entries.map(\.weight)
        var centres = referenceMedianCut(points: points, weights: weights, boxes: max(0, visibleColors - fixedUnique.count))
        let movable = centres.count / 3
        for c in fixedUnique {
            centres += [Double(GIFColorMath.r(c)) * sr, Double(GIFColorMath.g(c)) * sg, Double(GIFColorMath.b(c)) * sb]
        }
        if entries.count > movable {
            for _ in 0..<passes {
                GIFPaletteSearchTests.referenceLloydPass(points: points, weights: weights, centres: &centres, movable: movable)
            }
        }
        var colors = fixedUnique
        for j in 0..<movable {
            let r = Int((centres[3 * j] / sr).rounded()), g = Int((centres[3 * j + 1] / sg).rounded())
            let b = Int((centres[3 * j + 2] / sb).rounded())
            colors.append(GIFColorMath.pack(min(255, max(0, r)), min(255, max(0, g)), min(255, max(0, b))))
        }
        seen = []
        let result = colors.filter { seen.insert($0).inserted }
        return result.isEmpty ? [0] : result
    }

    @Test(arguments: [(30_000, 255, 0), (30_000, 255, 4), (5_000, 63, 2), (400, 255, 1), (12, 16, 0)])
    func paletteEqualsThePlainMedianCutAndLloydPasses(pixels: Int, colors: Int, passes: Int) {
        var random = Random(seed: UInt64(pixels + colors + passes))
        let (histogram, _) = Self.histogram(pixels, &random)
        let fixed = [GIFColorMath.pack(0, 0, 0), GIFColorMath.pack(255, 255, 255), GIFColorMath.pack(0, 0, 0)]
        for f in [[], fixed] {
            let palette = GIFQuantizer.palette(histogram, visibleColors: colors, fixed: f, refinementPasses: passes)
            #expect(palette == Self.referencePalette(histogram, visibleColors: colors, fixed: f, passes: passes),
                    "\(pixels) pixels, \(colors) colours, \(passes) passes, \(f.count) fixed")
        }
    }

    @Test func keepableScanVisitsExactlyTheNonZeroEntriesInOrder() {
        var random = Random(seed: 8)
        for count in [0, 1, 7, 8, 9, 63, 64, 1_000, 40_001] {
            // Sparse, dense and clustered entries, so that whole words are zero and some are not.
            let keep = (0..<count).map { k -> UInt8 in
                switch k / 500 % 3 {
                case 0: return random.next(97) == 0 ? 1 : 0
                case 1: return random.next(2) == 0 ? 1 : 0
                default: return 0
                }
            }
            var visited: [Int] = []
            keep.withUnsafeBufferPointer { keep in GIFFramePipeline.forEachKeepable(keep) { visited.append($0) } }
            #expect(visited == keep.indices.filter { keep[$0] != 0 }, "count \(count)")
            #expect(GIFFramePipeline.contains(keep, 1) == keep.contains(1))
            #expect(GIFFramePipeline.contains(keep, 0) == keep.contains(0))
        }
        #expect(GIFFramePipeline.contains([3, 4, 200], 200) && !GIFFramePipeline.contains([3, 4, 200], 5))
    }
}
