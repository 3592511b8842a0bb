/// A compact colour histogram: 32 768 cells of 5 bits per channel, each with its pixel count and
/// the exact sum of its colours, so that a cell's mean colour is exact however coarse the cell.
///
/// About 1 MB whatever the number of frames, which is what lets the global palette see every frame
/// while only a few frames are held in memory.
struct GIFHistogram {
    static let cellCount = 1 << 15

    /// Four integers per cell, side by side so that counting a pixel touches one cache line:
    /// the pixel count, then the sums of red, green and blue.
    private var slots: [Int]

    init() {
        slots = [Int](repeating: 0, count: GIFHistogram.cellCount * 4)
    }

    /// Each cell's pixel count, in cell order.
    var count: [Int] { stride(from: 0, to: slots.count, by: 4).map { slots[$0] } }

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
        slots.withUnsafeMutableBufferPointer { slots in
            let s = slots.baseAddress!
            @inline(__always) func weigh(_ c: UInt32, _ w: Int) {
                let r = GIFColorMath.r(c), g = GIFColorMath.g(c), b = GIFColorMath.b(c)
                let cell = s + 4 * GIFHistogram.cell(r, g, b)
                cell[0] &+= w
                cell[1] &+= r &* w; cell[2] &+= g &* w; cell[3] &+= b &* w
            }
            body { old, new in
                if old != GIFColorMath.transparent { weigh(old, time) }
                if new != GIFColorMath.transparent { weigh(new, 0 &- time) }
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
        slots.withUnsafeMutableBufferPointer { slots in
            let s = slots.baseAddress!
            body { c in
                let r = GIFColorMath.r(c), g = GIFColorMath.g(c), b = GIFColorMath.b(c)
                let cell = s + 4 * GIFHistogram.cell(r, g, b)
                cell[0] += 1
                cell[1] += r; cell[2] += g; cell[3] += b
            }
        }
    }

    /// Adds every pixel counted in `other`.
    mutating func add(_ other: GIFHistogram) { add(other, times: 1) }

    /// Adds every pixel counted in `other` `weight` times (wrapping, as ``accumulateShowing(at:_:)``
    /// counts: `weight` may be negative). A frame's histogram occupies few cells: only the
    /// occupied ones are added.
    mutating func add(_ other: GIFHistogram, times weight: Int) {
        slots.withUnsafeMutableBufferPointer { slots in
            other.slots.withUnsafeBufferPointer { o in
                GIFHistogram.forEachOccupied(o) { k in
                    for j in (4 * k)..<(4 * k + 4) { slots[j] &+= o[j] &* weight }
                }
            }
        }
    }

    /// A shell without cells, to be assigned over (it takes no memory, unlike an empty histogram;
    /// nothing may be added to it or read from it).
    static var shell: GIFHistogram { GIFHistogram(slots: []) }

    private init(slots: [Int]) {
        self.slots = slots
    }

    /// The occupied cells as flat integers, five per cell: cell number, pixel count and the sums
    /// of red, green and blue (``init(cells:)`` reads them back exactly).
    var cells: [Int] {
        slots.withUnsafeBufferPointer { slots in
            [Int](unsafeUninitializedCapacity: 5 * GIFHistogram.occupied(slots)) { out, initialized in
                var o = 0
                GIFHistogram.forEachOccupied(slots) { k in
                    out[o] = k; out[o + 1] = slots[4 * k]
                    out[o + 2] = slots[4 * k + 1]; out[o + 3] = slots[4 * k + 2]; out[o + 4] = slots[4 * k + 3]
                    o += 5
                }
                initialized = o
            }
        }
    }

    /// Calls `body` with each occupied cell (a positive count), in cell order, given the
    /// histogram's slots. Most cells of a frame's histogram are empty: eight of them at a time
    /// are found so with one test.
    @inline(__always) private static func forEachOccupied(_ slots: UnsafeBufferPointer<Int>, _ body: (Int) -> Void) {
        guard let c = slots.baseAddress else { return }
        var g = 0
        while g + 8 <= slots.count / 4 {
            let p = c + 4 * g
            if p[0] | p[4] | p[8] | p[12] | p[16] | p[20] | p[24] | p[28] != 0 {
                for k in g..<(g + 8) where c[4 * k] > 0 { body(k) }
            }
            g += 8
        }
    }

    private static func occupied(_ slots: UnsafeBufferPointer<Int>) -> Int {
        var n = 0
        forEachOccupied(slots) { _ in n += 1 }
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
            for j in 0..<4 { slots[4 * k + j] = cells[i + 1 + j] }
            i += 5
        }
    }

    /// True when no pixel was added.
    var isEmpty: Bool { !stride(from: 0, to: slots.count, by: 4).contains { slots[$0] > 0 } }

    /// The occupied cells in cell order: mean colour (0…255 per channel) and pixel count.
    func entries() -> [(r: Double, g: Double, b: Double, weight: Double)] {
        slots.withUnsafeBufferPointer { slots in
            let occupied = GIFHistogram.occupied(slots)
            return [(r: Double, g: Double, b: Double, weight: Double)](unsafeUninitializedCapacity: occupied) { out, initialized in
                var o = 0
                GIFHistogram.forEachOccupied(slots) { k in
                    let n = Double(slots[4 * k])
                    out.initializeElement(at: o, to: (Double(slots[4 * k + 1]) / n, Double(slots[4 * k + 2]) / n,
                                                     Double(slots[4 * k + 3]) / n, n))
                    o += 1
                }
                initialized = o
            }
        }
    }
}
