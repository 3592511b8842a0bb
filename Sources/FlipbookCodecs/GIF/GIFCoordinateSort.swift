/// Sorts points by one coordinate, ties by index, for the quantizer's median cut and its Lloyd
/// passes.
///
/// The order is total (no two points share an index), so it is the same whatever algorithm finds
/// it; what makes it cheap is that a comparison reads two integers held side by side: the
/// coordinate's bits mapped so that unsigned order is the order of the values (`-0` and `+0` as
/// equal), and the index. The standard library's sort orders those pairs.
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
            var buffer = UnsafeMutableBufferPointer(start: pairs, count: n)
            buffer.sort(by: less)
            for k in 0..<n { order[range.lowerBound + k] = Int(pairs[k].index) }
        }
    }

    @inline(__always) static func less(_ a: Pair, _ b: Pair) -> Bool {
        a.key < b.key || (a.key == b.key && a.index < b.index)
    }
}
