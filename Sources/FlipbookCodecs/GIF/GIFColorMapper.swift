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
/// cells its colours fall into. List entries carry their colour's components beside their index,
/// so building and scanning a list read memory in order (and the builder's distance loop
/// vectorizes) instead of looking every entry up in the palette. A direct-mapped cache of whole
/// colours sits in front, colour and answer packed into one word. Not thread-safe (the cache and
/// the lists mutate).
final class GIFColorMapper {
    /// Packed colours, index order.
    let palette: [UInt32]
    private let count: Int
    /// Candidate lists: palette indices (in increasing order for the 32- and 16-level cells, by
    /// smallest distance to the cell for the 8-level ones), each entry's components and its
    /// smallest distance to the cell. The first `count` entries list the whole palette (the
    /// source of the 32-level lists).
    private var pool: UnsafeMutablePointer<UInt8>
    private var poolR: UnsafeMutablePointer<Int32>
    private var poolG: UnsafeMutablePointer<Int32>
    private var poolB: UnsafeMutablePointer<Int32>
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
    /// The cache: per slot a colour (high 24 bits) and its nearest index (low 8 bits). Every slot
    /// starts out holding black with black's nearest index, a true answer, so no slot needs an
    /// "empty" mark.
    private let cache: UnsafeMutablePointer<UInt32>
    private static let cacheSize = 1 << 16
    /// Colour → index of its first entry.
    private let exact: GIFColorTable

    init(palette: [UInt32]) {
        precondition(!palette.isEmpty && palette.count <= 256)
        self.palette = palette
        count = palette.count
        pool = .allocate(capacity: poolCapacity)
        poolR = .allocate(capacity: poolCapacity)
        poolG = .allocate(capacity: poolCapacity)
        poolB = .allocate(capacity: poolCapacity)
        poolNear = .allocate(capacity: poolCapacity)
        var black = 0, blackDistance = Int.max
        for (i, c) in palette.enumerated() {
            let r = GIFColorMath.r(c), g = GIFColorMath.g(c), b = GIFColorMath.b(c)
            (pool + i).initialize(to: UInt8(i))
            (poolR + i).initialize(to: Int32(r))
            (poolG + i).initialize(to: Int32(g))
            (poolB + i).initialize(to: Int32(b))
            (poolNear + i).initialize(to: 0)
            let d = GIFColorMath.distance(r, g, b, 0, 0, 0)
            if d < blackDistance { black = i; blackDistance = d }
        }
        poolCount = count
        coarseStart.initialize(repeating: -1, count: 1 << 9)
        coarseCount.initialize(repeating: 0, count: 1 << 9)
        midStart.initialize(repeating: -1, count: 1 << 12)
        midCount.initialize(repeating: 0, count: 1 << 12)
        fineStart.initialize(repeating: -1, count: 1 << 15)
        fineCount.initialize(repeating: 0, count: 1 << 15)
        cache = .allocate(capacity: GIFColorMapper.cacheSize)
        cache.initialize(repeating: UInt32(black), count: GIFColorMapper.cacheSize)
        var seen = Set<UInt32>()
        exact = GIFColorTable(palette.enumerated().compactMap { i, c in seen.insert(c).inserted ? (c, UInt32(i)) : nil })
    }

    deinit {
        pool.deallocate(); poolR.deallocate(); poolG.deallocate(); poolB.deallocate(); poolNear.deallocate()
        coarseStart.deallocate(); coarseCount.deallocate(); midStart.deallocate(); midCount.deallocate()
        fineStart.deallocate(); fineCount.deallocate(); scratch.deallocate(); cache.deallocate()
    }

    /// The index of the palette entry equal to `color`, or `missing` when there is none.
    @inline(__always) func index(ofExact color: UInt32, missing: UInt8) -> UInt8 {
        let s = exact.slot(of: color)
        return s < 0 ? missing : UInt8(truncatingIfNeeded: exact.value(atSlot: s))
    }

    /// The index of the palette entry nearest to a packed colour (bits above the 24 colour bits,
    /// such as ``GIFColorMath/transparent``'s, are ignored: such a colour is never found in the
    /// cache and is searched as the colour of its low 24 bits).
    @inline(__always) func nearest(_ color: UInt32) -> UInt8 {
        let slot = Int((color &* 0x9E37_79B1) &>> 16) & (GIFColorMapper.cacheSize - 1)
        let entry = cache[slot]
        if entry &>> 8 == color { return UInt8(truncatingIfNeeded: entry) }
        let v = search(GIFColorMath.r(color), GIFColorMath.g(color), GIFColorMath.b(color))
        cache[slot] = color &<< 8 | UInt32(v)
        return v
    }

    /// The index of the palette entry nearest to `(r, g, b)`, components 0…255.
    @inline(__always) func nearest(_ r: Int, _ g: Int, _ b: Int) -> UInt8 {
        nearest(GIFColorMath.pack(r, g, b))
    }

    /// The uncached lookup. Kept out of line: it runs for a small share of the pixels, and inlined
    /// into every caller of ``nearest(_:)`` it would crowd their pixel loops.
    @inline(never)
    private func search(_ r: Int, _ g: Int, _ b: Int) -> UInt8 {
        let cell = (r >> 3) << 10 | (g >> 3) << 5 | (b >> 3)
        var start = Int(fineStart[cell])
        if start < 0 { start = buildFine(cell, r, g, b) }
        let end = start &+ Int(fineCount[cell])
        let r = Int32(truncatingIfNeeded: r), g = Int32(truncatingIfNeeded: g), b = Int32(truncatingIfNeeded: b)
        let pool = pool, poolR = poolR, poolG = poolG, poolB = poolB, poolNear = poolNear
        var best = Int32.max, bestIndex: UInt8 = 0
        var k = start
        while k < end {
            // The rest are at least this far from every colour of the cell: strictly farther.
            if poolNear[k] > best { break }
            let dr = r &- poolR[k], dg = g &- poolG[k], db = b &- poolB[k]
            let d = Int32(GIFColorMath.weightR) &* dr &* dr &+ Int32(GIFColorMath.weightG) &* dg &* dg
                &+ Int32(GIFColorMath.weightB) &* db &* db
            if d < best || (d == best && pool[k] < bestIndex) { best = d; bestIndex = pool[k] }
            k &+= 1
        }
        return bestIndex
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

    /// Makes room in `pool` for `n` more entries.
    private func reserve(_ n: Int) {
        guard poolCount + n > poolCapacity else { return }
        var capacity = poolCapacity * 2
        while poolCount + n > capacity { capacity *= 2 }
        func grown<T>(_ old: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<T> {
            let new = UnsafeMutablePointer<T>.allocate(capacity: capacity)
            new.moveInitialize(from: old, count: poolCount)
            old.deallocate()
            return new
        }
        pool = grown(pool); poolR = grown(poolR); poolG = grown(poolG); poolB = grown(poolB)
        poolNear = grown(poolNear)
        poolCapacity = capacity
    }

    /// Appends to `pool` the entries of the list at `source` that can be nearest to a colour of the
    /// cube with corner `(r0, g0, b0)` and edge `side`, in index order or, when `sorted`, by their
    /// smallest distance to the cube (then index); returns where the new list starts.
    private func buildList(from source: Int, count n: Int, _ r0: Int, _ g0: Int, _ b0: Int, side: Int, sorted: Bool) -> Int {
        reserve(n)
        let lr = Int32(r0), lg = Int32(g0), lb = Int32(b0)
        let hr = Int32(r0 + side - 1), hg = Int32(g0 + side - 1), hb = Int32(b0 + side - 1)
        let wr = Int32(GIFColorMath.weightR), wg = Int32(GIFColorMath.weightG), wb = Int32(GIFColorMath.weightB)
        let sr = poolR + source, sg = poolG + source, sb = poolB + source
        // Every colour of the cube is within `bound` of some entry, so its nearest entry is too.
        // Distances fit in 32 bits (at most 9 · 255²).
        var bound = Int32.max
        for k in 0..<n {
            let vr = sr[k], vg = sg[k], vb = sb[k]
            let fr = max(vr &- lr, hr &- vr), fg = max(vg &- lg, hg &- vg), fb = max(vb &- lb, hb &- vb)
            bound = min(bound, wr &* fr &* fr &+ wg &* fg &* fg &+ wb &* fb &* fb)
            let nr = max(max(lr &- vr, vr &- hr), 0), ng = max(max(lg &- vg, vg &- hg), 0)
            let nb = max(max(lb &- vb, vb &- hb), 0)
            scratch[k] = wr &* nr &* nr &+ wg &* ng &* ng &+ wb &* nb &* nb
        }
        let start = poolCount
        for k in 0..<n {
            let d = scratch[k]
            guard d <= bound else { continue }
            var at = poolCount
            if sorted {
                // Insertion by (distance, index); sources are in index order, so equal distances stay in it.
                while at > start && poolNear[at - 1] > d {
                    pool[at] = pool[at - 1]; poolR[at] = poolR[at - 1]; poolG[at] = poolG[at - 1]
                    poolB[at] = poolB[at - 1]; poolNear[at] = poolNear[at - 1]
                    at -= 1
                }
            }
            pool[at] = pool[source + k]; poolR[at] = sr[k]; poolG[at] = sg[k]; poolB[at] = sb[k]; poolNear[at] = d
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
            let ri = poolR[i], gi = poolG[i], bi = poolB[i]
            for j in 0..<count where j != i {
                let dr = ri - poolR[j], dg = gi - poolG[j], db = bi - poolB[j]
                best = min(best, dr * dr + dg * dg + db * db)
            }
            nearestDistances.append(Double(best).squareRoot())
        }
        nearestDistances.sort()
        return nearestDistances[nearestDistances.count / 2]
    }
}
