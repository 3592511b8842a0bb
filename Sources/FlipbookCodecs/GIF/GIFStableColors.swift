import Dispatch

/// The colour the viewer shows for each flat source colour, so that a pixel changing *to* a colour
/// already on screen is drawn with exactly the shade its static neighbours show.
///
/// Without it, a frame with a local colour table maps a changed pixel to that table's nearest
/// colour, which can differ by a few levels from the shade an earlier table gave the same source
/// colour: text moving over a flat bar leaves lighter rectangles and specks behind.
/// Only source colours of which at least ``minimumPixels`` static pixels, and all but one in
/// ``majority``, show one and the same colour are kept (dithered areas show several and are left alone).
///
/// Cost: one counting pass over the canvas into 65 536 hashed buckets, then exact counting only for
/// the pixels whose bucket reached ``minimumPixels`` (a photograph's colours almost never do), so a
/// frame full of distinct colours costs two array passes and no dictionary work.
struct GIFStableColors {
    /// Source colour → the colour every static pixel of that source colour shows.
    private(set) var shown = GIFColorTable()

    /// Flat areas smaller than this are not worth a palette slot.
    static let minimumPixels = 256
    /// At most this many shown colours are added to a local colour table.
    static let maximumFixed = 16
    /// All but one in this many static pixels of a source colour must show the same colour.
    static let majority = 10

    /// Canvases of at least this many pixels are counted as two halves side by side when asked.
    static let parallelMinimumPixels = 1 << 17

    private static let bucketBits = 16
    @inline(__always) private static func bucket(_ c: UInt32) -> Int {
        Int((c &* 0x9E37_79B1) >> UInt32(32 - bucketBits))
    }

    /// No stable shades: for encodes with one colour table and no dithering, where a source
    /// colour's nearest palette colour is the shade it already shows.
    init() {}

    /// The stable shades of `state`. `concurrent` counts the top and bottom halves of the canvas
    /// side by side (exact integer counts added together afterwards: the same result).
    init(state: GIFCanvasState, concurrent: Bool = false) {
        // Static pixels per (source colour, shown colour) pair, counted in runs, for the source
        // colours whose bucket holds enough static pixels (a bucket's count bounds each of its colours').
        let n = state.previousTarget.count
        let halves = concurrent && n >= GIFStableColors.parallelMinimumPixels ? 2 : 1
        let cut = n / 2
        let ranges = halves == 2 ? [0..<cut, cut..<n] : [0..<n]
        let size = 1 << GIFStableColors.bucketBits
        var buckets = [UInt32](repeating: 0, count: halves * size)
        var counters = [GIFPairCounter](repeating: GIFPairCounter(), count: halves)
        // While no pixel erased by disposal waits to be redrawn, the canvas equals the memory
        // everywhere and only the previous targets and the memory need reading.
        let erased = state.hasErasedPixels
        state.previousTarget.withUnsafeBufferPointer { prev in
        state.canvas.withUnsafeBufferPointer { canvas in
        state.memory.withUnsafeBufferPointer { memory in
        buckets.withUnsafeMutableBufferPointer { buckets in
        counters.withUnsafeMutableBufferPointer { counters in
            let prev = prev.baseAddress!, canvas = canvas.baseAddress!, memory = memory.baseAddress!
            let all = buckets.baseAddress!, counters = counters
            let run = { (body: (Int) -> Void) in
                if halves == 2 { gifConcurrentlyPerform(iterations: 2, body) } else { body(0) }
            }
            run { k in
                let b = all + k * size
                for p in ranges[k] {
                    let c = prev[p]
                    if c != GIFColorMath.transparent && (!erased || canvas[p] == memory[p]) {
                        b[GIFStableColors.bucket(c)] &+= 1
                    }
                }
            }
            if halves == 2 { for i in 0..<size { all[i] &+= all[size + i] } }
            let threshold = UInt32(GIFStableColors.minimumPixels)
            run { k in
                var pairs = GIFPairCounter()
                let end = ranges[k].upperBound
                var p = ranges[k].lowerBound
                while p < end {
                    let c = prev[p]
                    if c == GIFColorMath.transparent || all[GIFStableColors.bucket(c)] < threshold { p += 1; continue }
                    let d = memory[p]
                    var stop = p + 1
                    if erased {
                        let shownHere = canvas[p]
                        while stop < end && prev[stop] == c && memory[stop] == d && canvas[stop] == shownHere { stop += 1 }
                        if shownHere == d { pairs.add(UInt64(c) << 32 | UInt64(d), stop - p) }
                    } else {
                        while stop < end && prev[stop] == c && memory[stop] == d { stop += 1 }
                        pairs.add(UInt64(c) << 32 | UInt64(d), stop - p)
                    }
                    p = stop
                }
                counters[k] = pairs
            }
        }}}}}
        var pairs = counters[0]
        if halves == 2 { for (key, k) in counters[1].entries { pairs.add(key, k) } }
        guard !pairs.isEmpty else { return }
        var best: [UInt32: (shown: UInt32, count: Int, total: Int)] = [:]
        for (key, k) in pairs.entries {
            let c = UInt32(key >> 32), d = UInt32(truncatingIfNeeded: key)
            var e = best[c] ?? (d, 0, 0)
            e.total += k
            if k > e.count || (k == e.count && d < e.shown) { e.shown = d; e.count = k }
            best[c] = e
        }
        var kept: [(UInt32, UInt32)] = []
        for (c, e) in best where e.count >= GIFStableColors.minimumPixels
            && e.count * GIFStableColors.majority >= e.total * (GIFStableColors.majority - 1) {
            kept.append((c, e.shown))
        }
        shown = GIFColorTable(kept)
    }

    /// The shown colours of the most frequent stable source colours among a frame's changed pixels,
    /// for a local table to contain. `hits` counts those pixels per slot of ``shown``
    /// (``GIFColorTable/slot(of:)``). Deterministic order: frequency, then colour.
    func fixedColors(hits: [Int]) -> [UInt32] {
        guard !shown.isEmpty else { return [] }
        var perColor: [UInt32: Int] = [:]
        for (s, n) in hits.enumerated() where n > 0 { perColor[shown.value(atSlot: s), default: 0] += n }
        let ranked = perColor
            .sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        return ranked.prefix(GIFStableColors.maximumFixed).map(\.key)
    }
}

/// Counts per 64-bit key (open addressing, linear probing; Swift's `Dictionary` hashes with SipHash,
/// too slow for a per-run count over a whole canvas).
struct GIFPairCounter {
    private var keys: [UInt64]
    private var counts: [Int]
    private var used = 0
    private static let empty = UInt64.max

    init() {
        keys = [UInt64](repeating: GIFPairCounter.empty, count: 64)
        counts = [Int](repeating: 0, count: 64)
    }

    var isEmpty: Bool { used == 0 }

    /// The keys with their counts, in table order (callers must not depend on it).
    var entries: [(UInt64, Int)] {
        var out: [(UInt64, Int)] = []
        for (k, n) in zip(keys, counts) where k != GIFPairCounter.empty { out.append((k, n)) }
        return out
    }

    @inline(__always) private static func slot(_ key: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }

    /// Adds `n` to `key`'s count (`key` is never `UInt64.max`).
    mutating func add(_ key: UInt64, _ n: Int) {
        if 2 * (used + 1) > keys.count { grow() }
        let mask = keys.count - 1
        var s = GIFPairCounter.slot(key, mask)
        while keys[s] != GIFPairCounter.empty && keys[s] != key { s = (s + 1) & mask }
        if keys[s] == GIFPairCounter.empty { keys[s] = key; used += 1 }
        counts[s] += n
    }

    private mutating func grow() {
        let old = entries
        keys = [UInt64](repeating: GIFPairCounter.empty, count: keys.count * 2)
        counts = [Int](repeating: 0, count: keys.count)
        used = 0
        for (k, n) in old { add(k, n) }
    }
}
