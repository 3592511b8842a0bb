/// Nearest-palette-colour lookup for arbitrary 24-bit colours, exact under the weighted distance
/// (ties go to the lower index).
///
/// A lookup compares the query with a short list of candidates: the palette entries that can be
/// nearest to some colour of the query's 8-level cell (8 × 8 × 8 colours). A cell's list holds
/// every entry whose smallest distance to the cell is at most the smallest *largest* distance of
/// any entry to it; the nearest entry of any colour in the cell, and every entry tied with it,
/// passes that test. The list is sorted by that smallest distance, so the scan stops at the first
/// entry that cannot be nearer than the best found: exact, and usually a few compares instead of
/// 256. Lists are built on first use, each from the list of the enclosing 16-level cell, built in
/// turn from its 32-level cell's (itself from the whole palette), so a frame pays only for the
/// cells its colours fall into. A direct-mapped cache of whole colours sits in front. Not
/// thread-safe (the cache and the lists mutate).
final class GIFColorMapper {
    /// Packed colours, index order.
    let palette: [UInt32]
    private let count: Int
    // Components in index order.
    private let pr = UnsafeMutablePointer<Int32>.allocate(capacity: 256)
    private let pg = UnsafeMutablePointer<Int32>.allocate(capacity: 256)
    private let pb = UnsafeMutablePointer<Int32>.allocate(capacity: 256)
    /// Candidate lists: palette indices (in increasing order for the 32- and 16-level cells, by
    /// smallest distance to the cell for the 8-level ones) and, beside them, that smallest distance.
    /// The first `count` entries list the whole palette (the source of the 32-level lists).
    private var pool: UnsafeMutablePointer<UInt8>
    private var poolNear: UnsafeMutablePointer<Int32>
    private var poolCount = 0, poolCapacity = 4096
    /// Smallest distances of a source list's entries while a list is built.
    private let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: 256)
    /// Per cell of each level, the start of its list in `pool` (-1: not built yet) and its length.
    private let coarseStart = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << 9)
    private let coarseCount = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << 9)
    private let midStart = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << 12)
    private let midCount = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << 12)
    private let fineStart = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << 15)
    private let fineCount = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << 15)
    private let cacheKeys: UnsafeMutablePointer<UInt32>
    private let cacheValues: UnsafeMutablePointer<UInt8>
    private static let cacheSize = 1 << 16
    /// Colour → index of its first entry.
    private let exact: GIFColorTable

    init(palette: [UInt32]) {
        precondition(!palette.isEmpty && palette.count <= 256)
        self.palette = palette
        count = palette.count
        pool = .allocate(capacity: poolCapacity)
        poolNear = .allocate(capacity: poolCapacity)
        for (i, c) in palette.enumerated() {
            (pr + i).initialize(to: Int32(GIFColorMath.r(c)))
            (pg + i).initialize(to: Int32(GIFColorMath.g(c)))
            (pb + i).initialize(to: Int32(GIFColorMath.b(c)))
            (pool + i).initialize(to: UInt8(i))
            (poolNear + i).initialize(to: 0)
        }
        poolCount = count
        coarseStart.initialize(repeating: -1, count: 1 << 9)
        coarseCount.initialize(repeating: 0, count: 1 << 9)
        midStart.initialize(repeating: -1, count: 1 << 12)
        midCount.initialize(repeating: 0, count: 1 << 12)
        fineStart.initialize(repeating: -1, count: 1 << 15)
        fineCount.initialize(repeating: 0, count: 1 << 15)
        cacheKeys = .allocate(capacity: GIFColorMapper.cacheSize)
        cacheKeys.initialize(repeating: .max, count: GIFColorMapper.cacheSize)
        cacheValues = .allocate(capacity: GIFColorMapper.cacheSize)
        cacheValues.initialize(repeating: 0, count: GIFColorMapper.cacheSize)
        var seen = Set<UInt32>()
        exact = GIFColorTable(palette.enumerated().compactMap { i, c in seen.insert(c).inserted ? (c, UInt32(i)) : nil })
    }

    deinit {
        pr.deallocate(); pg.deallocate(); pb.deallocate(); pool.deallocate(); poolNear.deallocate()
        coarseStart.deallocate(); coarseCount.deallocate(); midStart.deallocate(); midCount.deallocate()
        fineStart.deallocate(); fineCount.deallocate(); scratch.deallocate()
        cacheKeys.deallocate(); cacheValues.deallocate()
    }

    /// The index of the palette entry equal to `color`, or `missing` when there is none.
    @inline(__always) func index(ofExact color: UInt32, missing: UInt8) -> UInt8 {
        let s = exact.slot(of: color)
        return s < 0 ? missing : UInt8(truncatingIfNeeded: exact.value(atSlot: s))
    }

    /// The index of the palette entry nearest to a packed colour.
    @inline(__always) func nearest(_ color: UInt32) -> UInt8 {
        let slot = Int((color &* 0x9E37_79B1) >> 16) & (GIFColorMapper.cacheSize - 1)
        if cacheKeys[slot] == color { return cacheValues[slot] }
        let v = search(GIFColorMath.r(color), GIFColorMath.g(color), GIFColorMath.b(color))
        cacheKeys[slot] = color; cacheValues[slot] = v
        return v
    }

    /// The index of the palette entry nearest to `(r, g, b)`, components 0…255.
    @inline(__always) func nearest(_ r: Int, _ g: Int, _ b: Int) -> UInt8 {
        nearest(GIFColorMath.pack(r, g, b))
    }

    private func search(_ r: Int, _ g: Int, _ b: Int) -> UInt8 {
        let cell = (r >> 3) << 10 | (g >> 3) << 5 | (b >> 3)
        var start = Int(fineStart[cell])
        if start < 0 { start = buildFine(cell, r, g, b) }
        let end = start + Int(fineCount[cell])
        var best = Int.max, bestIndex = 0
        for k in start..<end {
            // The rest are at least this far from every colour of the cell: strictly farther.
            if Int(poolNear[k]) > best { break }
            let j = Int(pool[k])
            let dr = r - Int(pr[j]), dg = g - Int(pg[j]), db = b - Int(pb[j])
            let d = GIFColorMath.weightR * dr * dr + GIFColorMath.weightG * dg * dg + GIFColorMath.weightB * db * db
            if d < best || (d == best && j < bestIndex) { best = d; bestIndex = j }
        }
        return UInt8(truncatingIfNeeded: bestIndex)
    }

    /// Builds the list of the 8-level cell of `(r, g, b)`, and those of its enclosing 16- and
    /// 32-level cells when they are missing.
    private func buildFine(_ cell: Int, _ r: Int, _ g: Int, _ b: Int) -> Int {
        let coarse = (r >> 5) << 6 | (g >> 5) << 3 | (b >> 5)
        if coarseStart[coarse] < 0 {
            let start = buildList(from: 0, count: count, r & ~31, g & ~31, b & ~31, side: 32, sorted: false)
            coarseStart[coarse] = Int32(start); coarseCount[coarse] = Int32(poolCount - start)
        }
        let mid = (r >> 4) << 8 | (g >> 4) << 4 | (b >> 4)
        if midStart[mid] < 0 {
            let start = buildList(from: Int(coarseStart[coarse]), count: Int(coarseCount[coarse]),
                                  r & ~15, g & ~15, b & ~15, side: 16, sorted: false)
            midStart[mid] = Int32(start); midCount[mid] = Int32(poolCount - start)
        }
        let start = buildList(from: Int(midStart[mid]), count: Int(midCount[mid]), r & ~7, g & ~7, b & ~7, side: 8, sorted: true)
        fineStart[cell] = Int32(start); fineCount[cell] = Int32(poolCount - start)
        return start
    }

    /// Appends to `pool` the entries of the list at `source` that can be nearest to a colour of the
    /// cube with corner `(r0, g0, b0)` and edge `side`, in index order or, when `sorted`, by their
    /// smallest distance to the cube (then index); returns where the new list starts.
    private func buildList(from source: Int, count n: Int, _ r0: Int, _ g0: Int, _ b0: Int, side: Int, sorted: Bool) -> Int {
        if poolCount + n > poolCapacity {
            var capacity = poolCapacity * 2
            while poolCount + n > capacity { capacity *= 2 }
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            grown.initialize(from: pool, count: poolCount)
            pool.deallocate()
            let grownNear = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
            grownNear.initialize(from: poolNear, count: poolCount)
            poolNear.deallocate()
            pool = grown; poolNear = grownNear; poolCapacity = capacity
        }
        let r1 = r0 + side - 1, g1 = g0 + side - 1, b1 = b0 + side - 1
        @inline(__always) func far(_ v: Int, _ lo: Int, _ hi: Int) -> Int { max(v - lo, hi - v) }
        @inline(__always) func near(_ v: Int, _ lo: Int, _ hi: Int) -> Int { v < lo ? lo - v : (v > hi ? v - hi : 0) }
        // Every colour of the cube is within `bound` of some entry, so its nearest entry is too.
        var bound = Int.max
        for k in source..<(source + n) {
            let j = Int(pool[k]), vr = Int(pr[j]), vg = Int(pg[j]), vb = Int(pb[j])
            let fr = far(vr, r0, r1), fg = far(vg, g0, g1), fb = far(vb, b0, b1)
            bound = min(bound, GIFColorMath.weightR * fr * fr + GIFColorMath.weightG * fg * fg + GIFColorMath.weightB * fb * fb)
            let nr = near(vr, r0, r1), ng = near(vg, g0, g1), nb = near(vb, b0, b1)
            scratch[k - source] = Int32(GIFColorMath.weightR * nr * nr + GIFColorMath.weightG * ng * ng + GIFColorMath.weightB * nb * nb)
        }
        let start = poolCount
        for k in source..<(source + n) {
            let j = Int(pool[k]), d = Int(scratch[k - source])
            guard d <= bound else { continue }
            var at = poolCount
            if sorted {
                // Insertion by (distance, index); sources are in index order, so equal distances stay in it.
                while at > start && Int(poolNear[at - 1]) > d {
                    pool[at] = pool[at - 1]; poolNear[at] = poolNear[at - 1]; at -= 1
                }
            }
            pool[at] = UInt8(truncatingIfNeeded: j); poolNear[at] = Int32(d)
            poolCount += 1
        }
        return start
    }

    /// The typical distance between neighbouring palette colours in plain RGB units (the median of
    /// each entry's distance to its nearest other entry); scales the ordered-dither amplitude.
    func typicalSpacing() -> Double {
        guard count > 1 else { return 64 }
        var nearestDistances: [Double] = []
        nearestDistances.reserveCapacity(count)
        for i in 0..<count {
            var best = Int32.max
            let ri = pr[i], gi = pg[i], bi = pb[i]
            for j in 0..<count where j != i {
                let dr = ri - pr[j], dg = gi - pg[j], db = bi - pb[j]
                best = min(best, dr * dr + dg * dg + db * db)
            }
            nearestDistances.append(Double(best).squareRoot())
        }
        nearestDistances.sort()
        return nearestDistances[nearestDistances.count / 2]
    }
}
