/// Anti-aliased coverage of device-space polygons under a fill rule, row by row.
///
/// Each pixel row is sampled on ``subsamples`` evenly spaced horizontal lines; on each line
/// the crossings of the polygons' edges give the spans inside under the fill rule, and each
/// span adds its exact horizontal overlap with every pixel. Coverage is therefore exact along
/// x and quantized to 1/16 along y (within 1/32 of the true area for any edge), a quality
/// between the rasterizer's analytic ramps and the reference renderer's 6×6 or 8×8 grids.
/// Overlapping polygons combine by the fill rule (non-zero: their union), so a stroke's
/// pieces are filled in one pass without double coverage.
struct PathCoverage {
    /// Sample lines per pixel row.
    static let subsamples = 16
    /// Device coordinates are clamped to ±2²⁴ so that vertices far outside never overflow.
    static let limit = 16_777_216.0

    private struct Edge {
        var x0: Double, y0: Double, y1: Double, slope: Double
        var winding: Int
    }

    private var edges: [Edge] = []
    private let rule: FillRule
    /// The pixel rows and columns the polygons may touch.
    private(set) var box: PixelBox

    /// The coverage of `polygons` (device pixels; each implicitly closed) under `rule`.
    init(polygons: [[(x: Double, y: Double)]], rule: FillRule) {
        self.rule = rule
        var lx = Double.infinity, ly = Double.infinity, hx = -Double.infinity, hy = -Double.infinity
        for poly in polygons where poly.count >= 3 {
            for i in 0..<poly.count {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                let ax = PathCoverage.clamp(a.x), ay = PathCoverage.clamp(a.y)
                let bx = PathCoverage.clamp(b.x), by = PathCoverage.clamp(b.y)
                lx = min(lx, ax, bx); hx = max(hx, ax, bx); ly = min(ly, ay, by); hy = max(hy, ay, by)
                if ay == by { continue }
                let down = ay < by
                let (tx, ty, ex, ey) = down ? (ax, ay, bx, by) : (bx, by, ax, ay)
                edges.append(Edge(x0: tx, y0: ty, y1: ey, slope: (ex - tx) / (ey - ty), winding: down ? 1 : -1))
            }
        }
        edges.sort { $0.y0 < $1.y0 }
        box = edges.isEmpty ? PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
            : PixelBox(x0: Int(lx.rounded(.down)), y0: Int(ly.rounded(.down)),
                       x1: Int(hx.rounded(.up)) + 1, y1: Int(hy.rounded(.up)) + 1)
    }

    private static func clamp(_ v: Double) -> Double { min(max(v, -limit), limit) }

    /// Calls `body(y, x0, x1, coverage)` for every row of `within` that the polygons touch,
    /// with the coverage (0…255) of pixels `x0...x1` in `coverage[x]` (indexed by surface column).
    func forEachRow(within clipBox: PixelBox, _ body: (Int, Int, Int, UnsafeMutablePointer<UInt8>) -> Void) {
        let band = box.intersection(clipBox)
        guard !band.isEmpty else { return }
        let width = band.x1 - band.x0
        let partial = UnsafeMutablePointer<Double>.allocate(capacity: width + 1)
        let runs = UnsafeMutablePointer<Double>.allocate(capacity: width + 1)
        let cov = UnsafeMutablePointer<UInt8>.allocate(capacity: band.x1)
        defer { partial.deallocate(); runs.deallocate(); cov.deallocate() }
        partial.initialize(repeating: 0, count: width + 1)
        runs.initialize(repeating: 0, count: width + 1)

        let n = PathCoverage.subsamples
        let weight = 1 / Double(n)
        let left = Double(band.x0), right = Double(band.x1)
        var next = 0
        var active: [Int] = []
        var crossings: [(x: Double, w: Int)] = []
        // Edges that end above the band never become active.
        let top = Double(band.y0) + 0.5 / Double(n)
        while next < edges.count && edges[next].y0 <= top && edges[next].y1 <= top { next += 1 }
        for y in band.y0..<band.y1 {
            var lo = width, hi = -1
            for s in 0..<n {
                let sy = Double(y) + (Double(s) + 0.5) * weight
                while next < edges.count && edges[next].y0 <= sy { active.append(next); next += 1 }
                active.removeAll { edges[$0].y1 <= sy }
                crossings.removeAll(keepingCapacity: true)
                for i in active where edges[i].y0 <= sy {
                    let e = edges[i]
                    crossings.append((e.x0 + (sy - e.y0) * e.slope, e.winding))
                }
                guard crossings.count >= 2 else { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for k in 0..<(crossings.count - 1) {
                    winding += crossings[k].w
                    let inside = rule == .nonZero ? winding != 0 : winding & 1 != 0
                    guard inside else { continue }
                    let xa = max(crossings[k].x, left), xb = min(crossings[k + 1].x, right)
                    guard xb > xa else { continue }
                    let a = xa - left, b = xb - left
                    let ia = Int(a), ib = Int(b)
                    lo = min(lo, ia); hi = max(hi, min(ib, width - 1))
                    if ia == ib {
                        partial[ia] += (b - a) * weight
                    } else {
                        partial[ia] += (Double(ia + 1) - a) * weight
                        runs[ia + 1] += weight
                        runs[ib] -= weight
                        partial[ib] += (b - Double(ib)) * weight
                    }
                }
            }
            guard hi >= lo else { continue }
            var running = 0.0
            for i in lo...hi {
                running += runs[i]
                let c = min(max(running + partial[i], 0), 1)
                cov[band.x0 + i] = UInt8(c * 255 + 0.5)
                partial[i] = 0
                runs[i] = 0
            }
            partial[hi + 1] = 0
            runs[hi + 1] = 0
            body(y, band.x0 + lo, band.x0 + hi, cov)
        }
    }
}
