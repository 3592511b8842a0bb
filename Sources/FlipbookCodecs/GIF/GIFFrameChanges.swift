#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The first pass of a frame's look-ahead: which pixels of a frame differ from the frame before it.
///
/// One pass over both targets finds the opaque pixels that changed (counted, added to the frame's
/// histogram when it needs one, and bounded per row and in all) and the pixels that turn
/// transparent, which only the earlier frame's disposal can clear. Rows equal in both frames cost
/// one `memcmp`. Everything here is a pure function of the two targets, so it is computed on the
/// look-ahead lane, and the chain's region scan only has to look again while pixels erased by
/// disposal wait to be redrawn.
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
        precondition(width > 0 && target.count == previous.count && target.count % width == 0,
                     "both frames hold whole rows of `width` pixels")
        self.width = width
        let height = target.count / width
        var changed = 0
        var histogram = wantsHistogram ? GIFHistogram() : nil
        var spans = [Int32](repeating: -1, count: 2 * height)
        var bounds = GIFBoundsAccumulator(), cleared = GIFBoundsAccumulator()
        target.withUnsafeBufferPointer { t in
        previous.withUnsafeBufferPointer { prev in
        spans.withUnsafeMutableBufferPointer { spans in
            let t = t.baseAddress!, prev = prev.baseAddress!
            /// Row `y`: its changed opaque pixels (each passed to `add`), its span, its cleared pixels.
            @inline(__always) func row(_ y: Int, _ add: (UInt32) -> Void) {
                let base = y * width
                // Most rows of a UI animation are unchanged: one `memcmp` each.
                if memcmp(t + base, prev + base, width * MemoryLayout<UInt32>.stride) == 0 { return }
                var first = -1, last = -1, clearFirst = -1, clearLast = -1
                for x in 0..<width {
                    let c = t[base + x]
                    guard c != prev[base + x] else { continue }
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
            if histogram != nil {
                histogram!.accumulate { add in for y in 0..<height { row(y, add) } }
            } else {
                for y in 0..<height { row(y) { _ in } }
            }
        }}}
        self.changed = changed
        self.histogram = histogram
        self.spans = spans
        changedBounds = bounds.rect
        clearedBounds = cleared.rect
    }
}
