import Dispatch

/// Builds a palette from a ``GIFHistogram``: weighted median cut for a good start, then k-means
/// (Lloyd) passes that move every colour to the mean of the pixels it serves, which is what keeps
/// smooth gradients from banding. Deterministic: no randomness, fixed iteration order.
///
/// Works in the weighted RGB space of ``GIFColorMath`` (each axis scaled by √weight), so plain
/// Euclidean distances here equal the encoder's colour distance.
enum GIFQuantizer {
    /// Lloyd passes after median cut; measured: a fifth pass changes PSNR by < 0.02 dB.
    static let refinementPasses = 4

    /// Histograms with at least this many occupied cells have each Lloyd pass's nearest-centre
    /// search done in two halves (side by side when `concurrent`; the halves are the same either way).
    static let splitMinimumEntries = 4096

    /// A palette of at most `visibleColors` packed colours that always contains `fixed`.
    /// `concurrent` lets the Lloyd passes use a second thread (same result).
    static func palette(_ histogram: GIFHistogram, visibleColors: Int, fixed: [UInt32],
                        refinementPasses: Int = GIFQuantizer.refinementPasses, concurrent: Bool = false) -> [UInt32] {
        let fixedUnique = unique(fixed)
        let entries = histogram.entries()
        let free = max(0, visibleColors - fixedUnique.count)
        let sr = Double(GIFColorMath.weightR).squareRoot()
        let sg = Double(GIFColorMath.weightG).squareRoot()
        let sb = Double(GIFColorMath.weightB).squareRoot()
        var points = [Double](repeating: 0, count: entries.count * 3)
        var weights = [Double](repeating: 0, count: entries.count)
        for (i, e) in entries.enumerated() {
            points[3 * i] = e.r * sr; points[3 * i + 1] = e.g * sg; points[3 * i + 2] = e.b * sb
            weights[i] = e.weight
        }
        var centres = medianCut(points: points, weights: weights, boxes: free)
        let movable = centres.count / 3
        for c in fixedUnique {
            centres += [Double(GIFColorMath.r(c)) * sr, Double(GIFColorMath.g(c)) * sg, Double(GIFColorMath.b(c)) * sb]
        }
        if entries.count > movable {
            var assigned: [Int32] = []
            for _ in 0..<refinementPasses {
                lloydPass(points: points, weights: weights, centres: &centres, movable: movable, concurrent: concurrent,
                          assigned: &assigned)
            }
        }
        var colors: [UInt32] = []
        for j in 0..<movable {
            let r = Int((centres[3 * j] / sr).rounded()), g = Int((centres[3 * j + 1] / sg).rounded())
            let b = Int((centres[3 * j + 2] / sb).rounded())
            colors.append(GIFColorMath.pack(min(255, max(0, r)), min(255, max(0, g)), min(255, max(0, b))))
        }
        let result = unique(fixedUnique + colors)
        return result.isEmpty ? [0] : result
    }

    private static func unique(_ colors: [UInt32]) -> [UInt32] {
        var seen = Set<UInt32>()
        return colors.filter { seen.insert($0).inserted }
    }

    /// Splits the point cloud into at most `boxes` boxes, always the box with the largest weighted
    /// squared error, along its widest-variance axis at the weighted median. Returns box means.
    private static func medianCut(points: [Double], weights: [Double], boxes: Int) -> [Double] {
        let n = weights.count
        guard n > 0, boxes > 0 else { return [] }
        var order = Array(0..<n)
        // A box's weight and weighted sums are taken in its order; they also give its mean, as a box
        // of the final list was never re-sorted after it was made.
        struct Box { var start: Int, end: Int, error: Double, axis: Int, w: Double, m0: Double, m1: Double, m2: Double }
        func makeBox(_ start: Int, _ end: Int) -> Box {
            var w = 0.0, m0 = 0.0, m1 = 0.0, m2 = 0.0, s0 = 0.0, s1 = 0.0, s2 = 0.0
            order.withUnsafeBufferPointer { order in
            points.withUnsafeBufferPointer { p in
            weights.withUnsafeBufferPointer { weights in
                for k in start..<end {
                    let i = order[k], wi = weights[i]
                    let x = p[3 * i], y = p[3 * i + 1], z = p[3 * i + 2]
                    w += wi
                    m0 += wi * x; s0 += wi * x * x
                    m1 += wi * y; s1 += wi * y * y
                    m2 += wi * z; s2 += wi * z * z
                }
            }}}
            let v0 = max(0, s0 - m0 * m0 / w), v1 = max(0, s1 - m1 * m1 / w), v2 = max(0, s2 - m2 * m2 / w)
            let axis = v0 >= v1 ? (v0 >= v2 ? 0 : 2) : (v1 >= v2 ? 1 : 2)
            let error = end - start > 1 ? v0 + v1 + v2 : -1
            return Box(start: start, end: end, error: error, axis: axis, w: w, m0: m0, m1: m1, m2: m2)
        }
        var list = [makeBox(0, n)]
        list.reserveCapacity(boxes)
        // The boxes' errors side by side, for the search of the largest (the first of equals).
        var errors = [list[0].error]
        errors.reserveCapacity(boxes)
        while list.count < boxes {
            var best = 0
            errors.withUnsafeBufferPointer { errors in
                var top = errors[0]
                for j in 1..<errors.count where errors[j] > top { best = j; top = errors[j] }
            }
            let box = list[best]
            if box.error <= 0 { break }
            GIFCoordinateSort.sort(&order, box.start..<box.end, points, axis: box.axis)
            var split = box.start + 1
            order.withUnsafeBufferPointer { order in
            weights.withUnsafeBufferPointer { weights in
                var total = 0.0
                for k in box.start..<box.end { total += weights[order[k]] }
                var acc = 0.0
                for k in box.start..<(box.end - 1) {
                    acc += weights[order[k]]
                    split = k + 1
                    if acc >= total / 2 { break }
                }
            }}
            list[best] = makeBox(box.start, split)
            list.append(makeBox(split, box.end))
            errors[best] = list[best].error
            errors.append(list[list.count - 1].error)
        }
        var centres: [Double] = []
        centres.reserveCapacity(3 * list.count)
        for box in list { centres += [box.m0 / box.w, box.m1 / box.w, box.m2 / box.w] }
        return centres
    }

    /// One Lloyd pass: assign each point to its nearest centre, move the first `movable` centres to
    /// the weighted mean of their points (centres that lost all points stay put). The search runs
    /// over fixed halves of the points (two threads when `concurrent`); the sums are then taken
    /// in point order, so the result does not depend on the threads.
    ///
    /// Each point's search starts from the previous point's centre and then looks, in index order,
    /// only at the centres whose coordinate along the centres' widest axis is within reach: the
    /// smaller of the distances to that centre and to the point's centre of the pass before
    /// (`assigned`, empty for the first pass; it receives this pass's). Every other centre is
    /// strictly farther than the nearest one, and leaving out strictly farther centres never
    /// changes which centre the index-order scan picks (ties included), so the result is that of
    /// scanning all of them.
    static func lloydPass(points: [Double], weights: [Double], centres: inout [Double], movable: Int,
                          concurrent: Bool, assigned: inout [Int32]) {
        let k = centres.count / 3, n = weights.count
        var nearest = [Int32](repeating: 0, count: n)
        let before = assigned.count == n ? assigned : []
        let cuts = n >= splitMinimumEntries ? [0, n / 2, n] : [0, n]
        let axis = widestAxis(centres)
        // Centres sorted by their coordinate on `axis` (ties by index).
        var order = Array(0..<k)
        GIFCoordinateSort.sort(&order, 0..<k, centres, axis: axis)
        let sortedValue = order.map { centres[3 * $0 + axis] }
        let sortedIndex = order.map(Int32.init)
        let words = (k + 63) / 64
        points.withUnsafeBufferPointer { p in
        centres.withUnsafeBufferPointer { c in
        sortedValue.withUnsafeBufferPointer { sv in
        sortedIndex.withUnsafeBufferPointer { si in
        before.withUnsafeBufferPointer { before in
        nearest.withUnsafeMutableBufferPointer { out in
            let out = out
            let search = { (part: Int) in
                var last = 0
                var window = [UInt64](repeating: 0, count: words)
                window.withUnsafeMutableBufferPointer { window in
                for i in cuts[part]..<cuts[part + 1] {
                    let x = p[3 * i], y = p[3 * i + 1], z = p[3 * i + 2]
                    // Start from the previous point's centre: neighbours in cell order share it often.
                    var best = last
                    var bestD = sq(x - c[3 * last]) + sq(y - c[3 * last + 1]) + sq(z - c[3 * last + 2])
                    var radius = bestD
                    if !before.isEmpty {
                        let h = Int(before[i])
                        radius = min(radius, sq(x - c[3 * h]) + sq(y - c[3 * h + 1]) + sq(z - c[3 * h + 2]))
                    }
                    // A centre farther than `reach` along the axis is farther than `radius` in all
                    // (the slack covers rounding: a centre kept in error only costs a compare).
                    let v = p[3 * i + axis], reach = radius.squareRoot() * (1 + 1e-9) + 1e-9
                    var lo = 0, hi = k
                    while lo < hi { let mid = (lo + hi) >> 1; if sv[mid] < v - reach { lo = mid + 1 } else { hi = mid } }
                    var s = lo
                    while s < k && sv[s] <= v + reach {
                        let j = Int(si[s]); window[j >> 6] |= 1 << UInt64(j & 63); s += 1
                    }
                    for w in 0..<words {
                        var bits = window[w]
                        window[w] = 0
                        while bits != 0 {
                            let j = w << 6 | bits.trailingZeroBitCount
                            bits &= bits &- 1
                            let dx = x - c[3 * j]
                            var d = dx * dx
                            if d >= bestD { continue }
                            let dy = y - c[3 * j + 1]
                            d += dy * dy
                            if d >= bestD { continue }
                            let dz = z - c[3 * j + 2]
                            d += dz * dz
                            if d < bestD || (d == bestD && j < best) { bestD = d; best = j }
                        }
                    }
                    last = best
                    out[i] = Int32(best)
                }
                }
            }
            if concurrent && cuts.count > 2 {
                gifConcurrentlyPerform(iterations: cuts.count - 1) { search($0) }
            } else {
                for part in 0..<(cuts.count - 1) { search(part) }
            }
        }}}}}}
        assigned = nearest
        var sum = [Double](repeating: 0, count: k * 4)
        for i in 0..<n {
            let best = Int(nearest[i]), w = weights[i]
            sum[4 * best] += w * points[3 * i]; sum[4 * best + 1] += w * points[3 * i + 1]
            sum[4 * best + 2] += w * points[3 * i + 2]; sum[4 * best + 3] += w
        }
        for j in 0..<movable where sum[4 * j + 3] > 0 {
            let w = sum[4 * j + 3]
            centres[3 * j] = sum[4 * j] / w; centres[3 * j + 1] = sum[4 * j + 1] / w; centres[3 * j + 2] = sum[4 * j + 2] / w
        }
    }

    /// The axis (0, 1, 2) along which the centres spread most (largest range; the lowest axis on ties).
    private static func widestAxis(_ centres: [Double]) -> Int {
        var best = 0, bestRange = -1.0
        for a in 0..<3 {
            var lo = Double.infinity, hi = -Double.infinity
            for j in stride(from: a, to: centres.count, by: 3) { lo = min(lo, centres[j]); hi = max(hi, centres[j]) }
            if hi - lo > bestRange { bestRange = hi - lo; best = a }
        }
        return best
    }

    @inline(__always) private static func sq(_ v: Double) -> Double { v * v }
}
