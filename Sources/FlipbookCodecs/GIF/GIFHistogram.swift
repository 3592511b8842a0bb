/// A compact colour histogram: 32 768 cells of 5 bits per channel, each with its pixel count and
/// the exact sum of its colours, so that a cell's mean colour is exact however coarse the cell.
///
/// About 1 MB whatever the number of frames, which is what lets the global palette see every frame
/// while only a few frames are held in memory.
struct GIFHistogram {
    static let cellCount = 1 << 15

    private(set) var count: [Int]
    private var sums: [Int]  // r, g, b per cell

    init() {
        count = [Int](repeating: 0, count: GIFHistogram.cellCount)
        sums = [Int](repeating: 0, count: GIFHistogram.cellCount * 3)
    }

    @inline(__always) static func cell(_ r: Int, _ g: Int, _ b: Int) -> Int {
        (r >> 3) << 10 | (g >> 3) << 5 | (b >> 3)
    }

    /// Adds the opaque pixels of `targets` that differ from `previous` (all of them when nil):
    /// the pixels a frame will actually draw, so colours weigh as much as they are encoded (a
    /// frame's own table; a clip's global table weighs colours by how long they are shown,
    /// ``accumulateShowing(at:_:)``).
    mutating func add(_ targets: [UInt32], changedFrom previous: [UInt32]?) {
        targets.withUnsafeBufferPointer { t in
            accumulate { add in
                if let previous {
                    previous.withUnsafeBufferPointer { p in
                        for i in 0..<t.count where t[i] != p[i] && t[i] != GIFColorMath.transparent { add(t[i]) }
                    }
                } else {
                    for i in 0..<t.count where t[i] != GIFColorMath.transparent { add(t[i]) }
                }
            }
        }
    }

    /// Lets `body` report pixels whose shown colour changes at `time`, through the function it is
    /// given: `replace(old, new)` says a pixel stops showing `old` and starts showing `new` (either
    /// may be ``GIFColorMath/transparent``, which is not counted). `old` gains `time`, `new` loses
    /// it; once ``addShown(_:until:)`` closes the clip, each colour weighs its pixels times the
    /// centiseconds they were on screen (Σ end − start over its intervals). Counts may be negative
    /// until then, and wrap exactly: the final weights are right whenever they fit in an `Int`
    /// (``shownWeightFits(pixels:centiseconds:)``). `body` must not call back into the histogram.
    mutating func accumulateShowing(at time: Int, _ body: ((UInt32, UInt32) -> Void) -> Void) {
        count.withUnsafeMutableBufferPointer { cnt in
            sums.withUnsafeMutableBufferPointer { sum in
                @inline(__always) func weigh(_ c: UInt32, _ w: Int) {
                    let r = GIFColorMath.r(c), g = GIFColorMath.g(c), b = GIFColorMath.b(c)
                    let k = GIFHistogram.cell(r, g, b)
                    cnt[k] &+= w
                    sum[3 * k] &+= r &* w; sum[3 * k + 1] &+= g &* w; sum[3 * k + 2] &+= b &* w
                }
                body { old, new in
                    if old != GIFColorMath.transparent { weigh(old, time) }
                    if new != GIFColorMath.transparent { weigh(new, 0 &- time) }
                }
            }
        }
    }

    /// Closes a clip counted with ``accumulateShowing(at:_:)``: the opaque pixels of its last
    /// frame, `frame`, are shown until `time`.
    mutating func addShown(_ frame: [UInt32], until time: Int) {
        accumulateShowing(at: time) { replace in
            for c in frame { replace(c, GIFColorMath.transparent) }
        }
    }

    /// Whether a clip of `pixels` a frame shown for `centiseconds` keeps every weight of
    /// ``accumulateShowing(at:_:)`` within an `Int` (sums of 0…255 channel values times
    /// pixel-centiseconds): about 23 hours at 65 535 × 65 535, 3 500 years at 750 × 1334.
    static func shownWeightFits(pixels: Int, centiseconds: Int) -> Bool {
        let (a, o1) = pixels.multipliedReportingOverflow(by: max(centiseconds, 1))
        let (_, o2) = a.multipliedReportingOverflow(by: 255)
        return !o1 && !o2
    }

    /// Lets `body` add colours one at a time through the function it is given (one pass over the
    /// counters without per-pixel uniqueness checks). `body` must not call back into the histogram.
    mutating func accumulate(_ body: ((UInt32) -> Void) -> Void) {
        count.withUnsafeMutableBufferPointer { cnt in
            sums.withUnsafeMutableBufferPointer { sum in
                body { c in
                    let r = GIFColorMath.r(c), g = GIFColorMath.g(c), b = GIFColorMath.b(c)
                    let k = GIFHistogram.cell(r, g, b)
                    cnt[k] += 1
                    sum[3 * k] += r; sum[3 * k + 1] += g; sum[3 * k + 2] += b
                }
            }
        }
    }

    /// Adds every pixel counted in `other`.
    mutating func add(_ other: GIFHistogram) { add(other, times: 1) }

    /// Adds every pixel counted in `other` `weight` times (wrapping, as ``accumulateShowing(at:_:)``
    /// counts: `weight` may be negative). A frame's histogram occupies few cells: only the
    /// occupied ones are added.
    mutating func add(_ other: GIFHistogram, times weight: Int) {
        count.withUnsafeMutableBufferPointer { cnt in
            sums.withUnsafeMutableBufferPointer { sum in
                other.count.withUnsafeBufferPointer { oc in
                    other.sums.withUnsafeBufferPointer { os in
                        GIFHistogram.forEachOccupied(oc) { k in
                            cnt[k] &+= oc[k] &* weight
                            sum[3 * k] &+= os[3 * k] &* weight
                            sum[3 * k + 1] &+= os[3 * k + 1] &* weight
                            sum[3 * k + 2] &+= os[3 * k + 2] &* weight
                        }
                    }
                }
            }
        }
    }

    /// A shell without cells, to be assigned over (it takes no memory, unlike an empty histogram;
    /// nothing may be added to it or read from it).
    static var shell: GIFHistogram { GIFHistogram(count: [], sums: []) }

    private init(count: [Int], sums: [Int]) {
        self.count = count
        self.sums = sums
    }

    /// The occupied cells as flat integers, five per cell: cell number, pixel count and the sums
    /// of red, green and blue (``init(cells:)`` reads them back exactly).
    var cells: [Int] {
        count.withUnsafeBufferPointer { count in
            sums.withUnsafeBufferPointer { sums in
                [Int](unsafeUninitializedCapacity: 5 * GIFHistogram.occupied(count)) { out, initialized in
                    var o = 0
                    GIFHistogram.forEachOccupied(count) { k in
                        out[o] = k; out[o + 1] = count[k]
                        out[o + 2] = sums[3 * k]; out[o + 3] = sums[3 * k + 1]; out[o + 4] = sums[3 * k + 2]
                        o += 5
                    }
                    initialized = o
                }
            }
        }
    }

    /// Calls `body` with each occupied cell (a positive count), in cell order. Most cells of a
    /// frame's histogram are empty: eight of them at a time are found so with one test.
    @inline(__always) private static func forEachOccupied(_ count: UnsafeBufferPointer<Int>, _ body: (Int) -> Void) {
        var g = 0
        while g + 8 <= count.count {
            if count[g] | count[g + 1] | count[g + 2] | count[g + 3] | count[g + 4] | count[g + 5] | count[g + 6] | count[g + 7] != 0 {
                for k in g..<(g + 8) where count[k] > 0 { body(k) }
            }
            g += 8
        }
    }

    private static func occupied(_ count: UnsafeBufferPointer<Int>) -> Int {
        var n = 0
        forEachOccupied(count) { _ in n += 1 }
        return n
    }

    /// The histogram whose occupied cells are `cells` (as ``cells`` gives them).
    init<C: Collection>(cells: C) where C.Element == Int, C.Index == Int {
        precondition(cells.count % 5 == 0, "five integers per cell")
        self.init()
        var i = cells.startIndex
        while i < cells.endIndex {
            let k = cells[i]
            precondition((0..<GIFHistogram.cellCount).contains(k), "a cell of the histogram")
            count[k] = cells[i + 1]
            sums[3 * k] = cells[i + 2]; sums[3 * k + 1] = cells[i + 3]; sums[3 * k + 2] = cells[i + 4]
            i += 5
        }
    }

    /// True when no pixel was added.
    var isEmpty: Bool { !count.contains { $0 > 0 } }

    /// The occupied cells in cell order: mean colour (0…255 per channel) and pixel count.
    func entries() -> [(r: Double, g: Double, b: Double, weight: Double)] {
        count.withUnsafeBufferPointer { count in
            sums.withUnsafeBufferPointer { sums in
                let occupied = GIFHistogram.occupied(count)
                return [(r: Double, g: Double, b: Double, weight: Double)](unsafeUninitializedCapacity: occupied) { out, initialized in
                    var o = 0
                    GIFHistogram.forEachOccupied(count) { k in
                        let n = Double(count[k])
                        out.initializeElement(at: o, to: (Double(sums[3 * k]) / n, Double(sums[3 * k + 1]) / n,
                                                         Double(sums[3 * k + 2]) / n, n))
                        o += 1
                    }
                    initialized = o
                }
            }
        }
    }
}
