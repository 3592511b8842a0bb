/// Sorts points by one coordinate, ties by index, for the quantizer's median cut and its Lloyd
/// passes.
///
/// The order is total (no two points share an index), so it is the same whatever algorithm finds
/// it; what makes this one cheap is that a comparison reads two integers held side by side: the
/// coordinate's bits mapped so that unsigned order is the order of the values (`-0` and `+0` as
/// equal), and the index. Quicksort with a median of three, insertion sort for short ranges and
/// heapsort when the partitions degrade, so no input costs more than n log n comparisons.
enum GIFCoordinateSort {
    /// A point's sort key and its index.
    struct Pair {
        var key: UInt64
        var index: UInt32
    }

    /// The key whose unsigned order is the order of `value` (not NaN) under `<`.
    @inline(__always) static func key(_ value: Double) -> UInt64 {
        let bits = (value + 0.0).bitPattern  // -0 + 0 is +0
        return bits >> 63 == 0 ? bits | 1 << 63 : ~bits
    }

    /// Sorts `order[range]` (indices of points, three coordinates each in `points`) by coordinate
    /// `axis`, ties by the lower index.
    static func sort(_ order: inout [Int], _ range: Range<Int>, _ points: [Double], axis: Int) {
        let n = range.count
        guard n > 1 else { return }
        let pairs = UnsafeMutablePointer<Pair>.allocate(capacity: n)
        defer { pairs.deallocate() }
        order.withUnsafeMutableBufferPointer { order in
            points.withUnsafeBufferPointer { points in
                for k in 0..<n {
                    let i = order[range.lowerBound + k]
                    (pairs + k).initialize(to: Pair(key: key(points[3 * i + axis]), index: UInt32(truncatingIfNeeded: i)))
                }
            }
            sort(pairs, n)
            for k in 0..<n { order[range.lowerBound + k] = Int(pairs[k].index) }
        }
    }

    @inline(__always) static func less(_ a: Pair, _ b: Pair) -> Bool {
        a.key < b.key || (a.key == b.key && a.index < b.index)
    }

    /// Sorts `n` pairs from `a` by (key, index). Past `depthLimit` levels of partitions (by default
    /// twice the bits of `n`) a range is heapsorted.
    static func sort(_ a: UnsafeMutablePointer<Pair>, _ n: Int, depthLimit: Int? = nil) {
        var depth = depthLimit ?? 2 * (Int.bitWidth - n.leadingZeroBitCount)
        var lo = 0, hi = n
        var pending: [(Int, Int, Int)] = []
        while true {
            while hi - lo > 16 {
                if depth == 0 { heapsort(a + lo, hi - lo); break }
                depth -= 1
                let p = partition(a, lo, hi)
                // Go on with the shorter side; keep the longer for later.
                if p - lo < hi - p - 1 { pending.append((p + 1, hi, depth)); hi = p } else { pending.append((lo, p, depth)); lo = p + 1 }
            }
            if hi - lo <= 16 { insertionSort(a, lo, hi) }
            guard let next = pending.popLast() else { return }
            (lo, hi, depth) = next
        }
    }

    /// Partitions `a[lo..<hi]` (at least 4 pairs) around the median of its first, middle and last
    /// pairs; returns the pivot's final position.
    private static func partition(_ a: UnsafeMutablePointer<Pair>, _ lo: Int, _ hi: Int) -> Int {
        let mid = lo + (hi - lo) / 2, last = hi - 1
        if less(a[mid], a[lo]) { swap(a, mid, lo) }
        if less(a[last], a[lo]) { swap(a, last, lo) }
        if less(a[last], a[mid]) { swap(a, last, mid) }
        // a[lo] ≤ pivot ≤ a[last]: both ends stop the scans.
        swap(a, mid, last - 1)
        let pivot = a[last - 1]
        var i = lo, j = last - 1
        while true {
            repeat { i += 1 } while less(a[i], pivot)
            repeat { j -= 1 } while less(pivot, a[j])
            if i >= j { break }
            swap(a, i, j)
        }
        swap(a, i, last - 1)
        return i
    }

    private static func insertionSort(_ a: UnsafeMutablePointer<Pair>, _ lo: Int, _ hi: Int) {
        guard hi - lo > 1 else { return }
        for k in (lo + 1)..<hi {
            let x = a[k]
            var j = k
            while j > lo && less(x, a[j - 1]) { a[j] = a[j - 1]; j -= 1 }
            a[j] = x
        }
    }

    private static func heapsort(_ a: UnsafeMutablePointer<Pair>, _ n: Int) {
        func sift(_ start: Int, _ end: Int) {
            var root = start
            while 2 * root + 1 < end {
                var child = 2 * root + 1
                if child + 1 < end && less(a[child], a[child + 1]) { child += 1 }
                if !less(a[root], a[child]) { return }
                swap(a, root, child)
                root = child
            }
        }
        for start in stride(from: n / 2 - 1, through: 0, by: -1) { sift(start, n) }
        for end in stride(from: n - 1, to: 0, by: -1) {
            swap(a, 0, end)
            sift(0, end)
        }
    }

    @inline(__always) private static func swap(_ a: UnsafeMutablePointer<Pair>, _ i: Int, _ j: Int) {
        let t = a[i]; a[i] = a[j]; a[j] = t
    }
}
