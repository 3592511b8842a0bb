#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The first pass of a frame's look-ahead: which pixels of a frame differ from the frame before it.
///
/// One pass over both targets finds the opaque pixels that changed (counted, added to the frame's
/// histogram when it needs one, and bounded per row and in all) and the pixels that turn
/// transparent, which only the earlier frame's disposal can clear; a two-pass encode also counts
/// every change into the clip's histogram, weighted by time on screen. Rows equal in both frames cost
/// one `memcmp`. Everything here is a pure function of the two targets, so it is computed on the
/// look-ahead lane, and the chain's region scan only has to look again while pixels erased by
/// disposal wait to be redrawn. A two-pass encode computes it in its first pass, where the global
/// histogram needs the same pixels, and parks it beside the frame (``record``), so that the second
/// pass does not look at the changed pixels a second time.
struct GIFFrameChanges {
    /// Pixels a row.
    let width: Int
    /// Opaque pixels of the frame whose colour differs from the earlier frame's.
    var changed = 0
    /// Their colours (when asked for).
    var histogram: GIFHistogram?
    /// Per row, the first and last column of those pixels, or -1 and -1 when the row has none.
    var spans: [Int32]
    /// The bounds of those pixels in screen pixels.
    var changedBounds = GIFRect.empty
    /// The bounds of the pixels opaque in the earlier frame and transparent in this one: what the
    /// earlier frame's rectangle must cover so that its disposal clears them.
    var clearedBounds = GIFRect.empty

    /// The changes of `target` against `previous`, both `width` pixels a row; `histogram` asks for
    /// the changed pixels' histogram.
    init(_ target: [UInt32], previous: [UInt32], width: Int, histogram wantsHistogram: Bool) {
        var histogram = wantsHistogram ? GIFHistogram() : nil
        var shown: GIFHistogram?
        self.init(target, previous: previous, width: width, into: &histogram, showing: &shown, at: 0)
        self.histogram = histogram
    }

    /// The changes of `target`, shown from centisecond `time` on, against `previous`; the same
    /// pass counts what the viewer sees change into `shown`, a clip's global histogram weighted by
    /// time on screen (``GIFHistogram/accumulateShowing(at:_:)``).
    init(_ target: [UInt32], previous: [UInt32], width: Int, histogram wantsHistogram: Bool,
         showingAt time: Int, in shown: inout GIFHistogram) {
        var histogram = wantsHistogram ? GIFHistogram() : nil
        var counted: GIFHistogram? = shown
        shown = .shell  // so that `counted` holds the only reference and is counted into in place
        self.init(target, previous: previous, width: width, into: &histogram, showing: &counted, at: time)
        shown = counted!
        self.histogram = histogram
    }

    /// The changes, their opaque pixels added to `histogram` and every changed pixel's old and new
    /// colour to `shown` (at `time`), for each that is there.
    private init(_ target: [UInt32], previous: [UInt32], width: Int, into histogram: inout GIFHistogram?,
                 showing shown: inout GIFHistogram?, at time: Int) {
        precondition(width > 0 && target.count == previous.count && target.count % width == 0,
                     "both frames hold whole rows of `width` pixels")
        self.width = width
        let height = target.count / width
        var changed = 0
        var spans = [Int32](repeating: -1, count: 2 * height)
        var bounds = GIFBoundsAccumulator(), cleared = GIFBoundsAccumulator()
        target.withUnsafeBufferPointer { t in
        previous.withUnsafeBufferPointer { prev in
        spans.withUnsafeMutableBufferPointer { spans in
            let t = t.baseAddress!, prev = prev.baseAddress!
            /// Row `y`: its changed opaque pixels (each passed to `add`), every changed pixel's old
            /// and new colour (to `replace`), its span, its cleared pixels.
            @inline(__always) func row(_ y: Int, _ add: (UInt32) -> Void, _ replace: (UInt32, UInt32) -> Void) {
                let base = y * width
                // Most rows of a UI animation are unchanged: one `memcmp` each.
                if memcmp(t + base, prev + base, width * MemoryLayout<UInt32>.stride) == 0 { return }
                var first = -1, last = -1, clearFirst = -1, clearLast = -1
                for x in 0..<width {
                    let c = t[base + x], old = prev[base + x]
                    guard c != old else { continue }
                    replace(old, c)
                    if c != GIFColorMath.transparent {
                        add(c)
                        if first < 0 { first = x }
                        last = x
                        changed += 1
                    } else {
                        // Differs from the earlier pixel, so that one was opaque.
                        if clearFirst < 0 { clearFirst = x }
                        clearLast = x
                    }
                }
                if first >= 0 {
                    spans[2 * y] = Int32(first); spans[2 * y + 1] = Int32(last)
                    bounds.add(first, y); bounds.add(last, y)
                }
                if clearFirst >= 0 { cleared.add(clearFirst, y); cleared.add(clearLast, y) }
            }
            switch (histogram != nil, shown != nil) {
            case (true, true):
                // The new colours are the frame's own histogram: only the old ones are weighed per
                // pixel, the new ones once per cell afterwards.
                histogram!.accumulate { add in
                    shown!.accumulateShowing(at: time) { replace in
                        for y in 0..<height { row(y, add) { old, _ in replace(old, GIFColorMath.transparent) } }
                    }
                }
                shown!.add(histogram!, times: 0 &- time)
            case (true, false):
                histogram!.accumulate { add in for y in 0..<height { row(y, add) { _, _ in } } }
            case (false, true):
                shown!.accumulateShowing(at: time) { replace in for y in 0..<height { row(y, { _ in }, replace) } }
            case (false, false):
                for y in 0..<height { row(y, { _ in }, { _, _ in }) }
            }
        }}}
        self.changed = changed
        self.spans = spans
        changedBounds = bounds.rect
        clearedBounds = cleared.rect
    }

    /// The changes as integers, for the spill file: the counts, both bounds, the spans and, when
    /// there is a histogram and `keepsHistogram`, its occupied cells (``GIFHistogram/cells``).
    func record(keepsHistogram: Bool) -> [Int] {
        let histogramCells = keepsHistogram ? histogram?.cells : nil
        var out: [Int] = [width, spans.count / 2, changed,
                          changedBounds.x, changedBounds.y, changedBounds.width, changedBounds.height,
                          clearedBounds.x, clearedBounds.y, clearedBounds.width, clearedBounds.height,
                          histogramCells == nil ? 0 : 1]
        out.reserveCapacity(out.count + spans.count + (histogramCells?.count ?? 0))
        for v in spans { out.append(Int(v)) }
        if let histogramCells { out.append(contentsOf: histogramCells) }
        return out
    }

    /// The changes `record(keepsHistogram:)` gave.
    init(record: [Int]) {
        precondition(record.count >= 12 && record[0] > 0 && record[1] >= 0, "a record of frame changes")
        width = record[0]
        let height = record[1]
        precondition(record.count >= 12 + 2 * height, "a record of frame changes with its spans")
        changed = record[2]
        changedBounds = GIFRect(x: record[3], y: record[4], width: record[5], height: record[6])
        clearedBounds = GIFRect(x: record[7], y: record[8], width: record[9], height: record[10])
        spans = record[12..<(12 + 2 * height)].map { Int32(truncatingIfNeeded: $0) }
        histogram = record[11] == 1 ? GIFHistogram(cells: record[(12 + 2 * height)...]) : nil
    }
}
