import Testing
@testable import FlipbookCodecs
import FlipbookTestSupport

/// The palette stages' shortcuts (candidate lists for the nearest colour, the pruned k-means
/// search) against the plain computations they replace: every GIF's bytes depend on them giving
/// the very same answers.
@Suite struct GIFPaletteSearchTests {
    typealias Random = GIFEncoderInternalsTests.Random

    /// Palettes whose entries crowd together (greys a level apart, a tight cluster, duplicates) so
    /// that candidate lists are long and distances tie.
    static func crowdedPalette(_ random: inout Random) -> [UInt32] {
        var palette: [UInt32] = []
        for v in stride(from: 0, to: 256, by: 3) { palette.append(GIFColorMath.pack(v, v, v)) }
        for _ in 0..<100 { palette.append(GIFColorMath.pack(120 + random.next(9), 60 + random.next(9), 200 + random.next(9))) }
        palette += palette.prefix(20)   // duplicates: the first entry of a colour must win
        for _ in 0..<(256 - palette.count) { palette.append(random.packedColor()) }
        return palette
    }

    @Test func nearestColourOfCrowdedPalettesIsExactWithTiesToTheLowerIndex() {
        var random = Random(seed: 21)
        let palette = Self.crowdedPalette(&random)
        #expect(palette.count == 256)
        let mapper = GIFColorMapper(palette: palette)
        for k in 0..<60_000 {
            let c: UInt32
            switch k % 4 {
            case 0: c = GIFColorMath.pack(random.next(256), random.next(256), random.next(256))
            case 1: let v = random.next(256); c = GIFColorMath.pack(v, v, min(255, v + random.next(3)))
            case 2: c = GIFColorMath.pack(116 + random.next(17), 56 + random.next(17), 196 + random.next(17))
            default: c = GIFColorMath.pack(random.next(2) * 255, random.next(2) * 255, random.next(2) * 255)
            }
            #expect(mapper.nearest(c) == GIFEncoderInternalsTests.referenceNearest(c, palette), "colour \(String(c, radix: 16))")
        }
    }

    /// One Lloyd pass the plain way: every centre compared with every point, in index order.
    static func referenceLloydPass(points: [Double], weights: [Double], centres: inout [Double], movable: Int) {
        let k = centres.count / 3, n = weights.count
        var sum = [Double](repeating: 0, count: k * 4)
        var last = 0
        for i in 0..<n {
            let x = points[3 * i], y = points[3 * i + 1], z = points[3 * i + 2]
            var best = last
            var bestD = (x - centres[3 * last]) * (x - centres[3 * last]) + (y - centres[3 * last + 1]) * (y - centres[3 * last + 1])
                + (z - centres[3 * last + 2]) * (z - centres[3 * last + 2])
            for j in 0..<k {
                let dx = x - centres[3 * j]
                var d = dx * dx
                if d >= bestD { continue }
                let dy = y - centres[3 * j + 1]
                d += dy * dy
                if d >= bestD { continue }
                let dz = z - centres[3 * j + 2]
                d += dz * dz
                if d < bestD || (d == bestD && j < best) { bestD = d; best = j }
            }
            last = best
            let w = weights[i]
            sum[4 * best] += w * x; sum[4 * best + 1] += w * y; sum[4 * best + 2] += w * z; sum[4 * best + 3] += w
        }
        for j in 0..<movable where sum[4 * j + 3] > 0 {
            let w = sum[4 * j + 3]
            centres[3 * j] = sum[4 * j] / w; centres[3 * j + 1] = sum[4 * j + 1] / w; centres[3 * j + 2] = sum[4 * j + 2] / w
        }
    }

    @Test(arguments: [(200, 16, true), (5000, 255, false), (9000, 255, true), (3000, 40, false)])
    func prunedLloydPassMovesTheCentresExactlyAsAFullScan(points pointCount: Int, centres centreCount: Int, onGrid: Bool) {
        var random = Random(seed: UInt64(pointCount + centreCount))
        // On a grid, many points sit exactly between centres (ties); duplicated centres tie too.
        func coordinate() -> Double { onGrid ? Double(random.next(32) * 8) : Double(random.next(1_000_000)) / 2000 }
        var points: [Double] = [], weights: [Double] = []
        for _ in 0..<pointCount {
            points += [coordinate(), coordinate(), coordinate()]
            weights.append(Double(1 + random.next(50)))
        }
        var centres: [Double] = []
        for j in 0..<centreCount {
            if j % 10 == 9 { centres += centres[(3 * (j - 5))..<(3 * (j - 4))] } else { centres += [coordinate(), coordinate(), coordinate()] }
        }
        let movable = centreCount - 4
        // Three passes: the later ones also prune with the centres the points had in the pass before.
        var fast = centres, threaded = centres, plain = centres
        var assigned: [Int32] = [], threadedAssigned: [Int32] = []
        for pass in 0..<3 {
            GIFQuantizer.lloydPass(points: points, weights: weights, centres: &fast, movable: movable, concurrent: false,
                                   assigned: &assigned)
            GIFQuantizer.lloydPass(points: points, weights: weights, centres: &threaded, movable: movable, concurrent: true,
                                   assigned: &threadedAssigned)
            Self.referenceLloydPass(points: points, weights: weights, centres: &plain, movable: movable)
            #expect(threaded == fast, "pass \(pass)")
            #expect(fast == plain, "pass \(pass)")
        }
        #expect(assigned.count == pointCount)
        #expect(fast != centres)
    }
}
