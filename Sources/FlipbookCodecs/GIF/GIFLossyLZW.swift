/// Rewrites a frame's index stream so that LZW finds longer matches, trading a bounded colour
/// error for size (the idea of gifsicle's `--lossy`, applied to our own quantized stream).
///
/// It replays giflib's dictionary exactly (same codes, same clear points). Wherever the next pixel
/// would end the current match, a child of the current code whose colour is still acceptable for
/// that pixel is taken instead, so the match goes on. Every pixel is judged on its own against the
/// colour the lossless stream would show there (its "reference"), so error never accumulates along
/// a match or across frames:
/// - transparent index: only where the viewer already shows the reference (keepable pixels);
/// - the reference colour itself: always;
/// - any other colour: never for a locked pixel (its source did not change, so it must keep the
///   colour it was drawn with); otherwise only within `referenceTolerance` (weighted squared
///   distance) of the reference *and* no more than `tolerance` further from the source than the
///   reference is.
/// Pixels whose target is transparent are never altered. Giflib's greedy coder then finds the same
/// matches in the rewritten stream.
final class GIFLossyLZW {
    // The dictionary as a tree (first child, next sibling, suffix byte) for the walk over a code's
    // children, and an exact (code, byte) → child lookup.
    // Raw buffers: this loop runs once per pixel and array bounds checks cost a third of it.
    private let firstChild = UnsafeMutablePointer<Int16>.allocate(capacity: 4096)
    private let nextSibling = UnsafeMutablePointer<Int16>.allocate(capacity: 4096)
    private let suffix = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)
    private let table = GIFLZWTable()
    // The palette padded to 256 entries, its channels (three planes of 256), and near[w · 256 + k]
    // = 1 when colour k is within the reference tolerance of colour w, filled one row w at a time
    // when a walk first needs it (a frame uses a fraction of its 256 rows) and kept while the
    // palette and tolerance stay the same (a global palette: every frame).
    private let palette = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
    private let channels = UnsafeMutablePointer<Int32>.allocate(capacity: 3 * 256)
    private let near = UnsafeMutablePointer<UInt8>.allocate(capacity: 256 * 256)
    private let nearFilled = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
    private var nearColors: [UInt32]?
    private var nearTolerance = -1
    /// Children of a code looked at, newest first (``GIFEffort/lossyChildren``).
    let maxChildren: Int

    init(maxChildren: Int = GIFEffort.default.lossyChildren) {
        self.maxChildren = maxChildren
        firstChild.initialize(repeating: -1, count: 4096)
        nextSibling.initialize(repeating: -1, count: 4096)
        suffix.initialize(repeating: 0, count: 4096)
        palette.initialize(repeating: UInt32.max, count: 256)
        channels.initialize(repeating: 0, count: 3 * 256)
        near.initialize(repeating: 0, count: 256 * 256)
        nearFilled.initialize(repeating: false, count: 256)
    }

    deinit {
        firstChild.deallocate(); nextSibling.deallocate(); suffix.deallocate()
        palette.deallocate(); channels.deallocate(); near.deallocate(); nearFilled.deallocate()
    }

    /// The planes the pass reads its per-pixel constraints from. They are looked up only where a
    /// match would end (about half the pixels of a photographic frame, few of a flat one), so
    /// nothing is copied per pixel beforehand.
    ///
    /// For pixel `i` of the rectangle (row-major, `rect.width` a row) at screen offset `p`:
    /// - its source (the target colour, or ``GIFColorMath/transparent``) is `targets[p]`;
    /// - it is keepable (the viewer already shows the colour the lossless stream gives it, so the
    ///   transparent index is allowed) when `keep[i]` is 1;
    /// - its reference (the colour the lossless stream shows there) is `shown[p]` when it is
    ///   keepable or `want[i]` is the transparent index, else `colors[want[i]]`;
    /// - it is locked (its source did not change since the previous frame, so only the reference is
    ///   allowed) when `targets[p] == previous[p]`.
    struct Pixels {
        /// Target colours of the whole screen (``GIFColorMath`` packing), `screenWidth` a row.
        var targets: [UInt32]
        /// What the viewer shows before this frame, same layout as `targets`.
        var shown: [UInt32]
        /// The previous frame's targets, same layout as `targets`.
        var previous: [UInt32]
        /// The index each pixel of `rect` should show (lossless), row-major.
        var want: [UInt8]
        /// 1 for each pixel of `rect` the viewer already shows correctly.
        var keep: [UInt8]
        /// The frame's palette colours, indexed like `want`.
        var colors: [UInt32]
        /// The frame's rectangle in screen pixels.
        var rect: GIFRect
        /// Pixels per row of the screen planes.
        var screenWidth: Int
    }

    /// Rewrites `indices` in place within the constraints of `pixels` and returns the LZW image
    /// data of the rewritten stream (``GIFLZWCodeWriter``): the codes this pass finds are the ones
    /// giflib's coder would find, so they are written as they are found.
    func rewrite(_ indices: inout [UInt8], pixels: Pixels, transparentIndex: UInt8,
                 bitsPerPixel: Int, tolerance: Int, referenceTolerance: Int) -> [UInt8] {
        let segment = indices.withUnsafeMutableBufferPointer {
            rewrite($0, range: 0..<$0.count, pixels: pixels, transparentIndex: transparentIndex,
                    bitsPerPixel: bitsPerPixel, tolerance: tolerance, referenceTolerance: referenceTolerance)
        }
        return GIFLZWCodeWriter.join([segment], bitsPerPixel: bitsPerPixel)
    }

    /// Rewrites `indices[range]` (`indices` holds the pixels of `pixels.rect`, row-major) as a
    /// stretch coded from a fresh dictionary (``GIFLZWCodeWriter/join(_:bitsPerPixel:)`` puts
    /// stretches together). Stretches of one frame may be rewritten side by side, each by its own
    /// instance.
    func rewrite(_ indices: UnsafeMutableBufferPointer<UInt8>, range: Range<Int>, pixels: Pixels,
                 transparentIndex: UInt8, bitsPerPixel: Int, tolerance: Int,
                 referenceTolerance: Int) -> GIFLZWSegment {
        precondition(!range.isEmpty, "a stretch has at least one pixel")
        precondition(range.lowerBound >= 0 && range.upperBound <= indices.count, "the stretch lies in the rect")
        precondition(indices.count == pixels.rect.width * pixels.rect.height && pixels.want.count == indices.count
                     && pixels.keep.count == indices.count, "one index, want and keep entry per pixel of the rect")
        precondition(pixels.targets.count == pixels.shown.count && pixels.targets.count == pixels.previous.count
                     && pixels.rect.maxY * pixels.screenWidth <= pixels.targets.count
                     && pixels.rect.maxX <= pixels.screenWidth, "screen planes cover the rect")
        precondition(pixels.colors.count <= 256, "at most 256 palette colours")
        var out = GIFLZWCodeWriter(bitsPerPixel: bitsPerPixel, pixels: range.count)
        let clear = out.clearCode
        var nextCode = clear + 2
        resetTable()
        usePalette(pixels.colors, referenceTolerance: referenceTolerance)
        let rw = pixels.rect.width, sw = pixels.screenWidth, rx = pixels.rect.x, ry = pixels.rect.y
        // Locals, not properties: the per-pixel loop keeps them in registers.
        let slots = table.slotsView, firstChild = firstChild, nextSibling = nextSibling, suffix = suffix
        let index = indices.baseAddress!
        var prefix = Int(index[range.lowerBound])
        pixels.targets.withUnsafeBufferPointer { targets in
        pixels.shown.withUnsafeBufferPointer { shown in
        pixels.previous.withUnsafeBufferPointer { previous in
        pixels.want.withUnsafeBufferPointer { want in
        pixels.keep.withUnsafeBufferPointer { keep in
            let picker = ChildPicker(
                targets: targets.baseAddress!, shown: shown.baseAddress!, previous: previous.baseAddress!,
                want: want.baseAddress!, keep: keep.baseAddress!, palette: palette, channels: channels,
                near: near, nearFilled: nearFilled, firstChild: firstChild, nextSibling: nextSibling,
                suffix: suffix, transparentIndex: transparentIndex, count: pixels.colors.count,
                tolerance: tolerance, referenceTolerance: referenceTolerance, maxChildren: maxChildren)
            var start = range.lowerBound + 1
            while start < range.upperBound {
                // One row of the rect at a time: screen offset p = i + delta within it.
                let row = start / rw
                let rowEnd = min(range.upperBound, (row + 1) * rw)
                let delta = (ry + row) * sw + rx - row * rw
                var i = start
                while i < rowEnd {
                    let wanted = index[i]
                    let code = slots.child(of: prefix, byte: Int(wanted))
                    if code >= 0 { prefix = code; i &+= 1; continue }
                    // A code without children cannot go on: no pixel constraints to read.
                    if firstChild[prefix] >= 0 {
                        let chosen = picker.choose(pixel: i, screen: i &+ delta, prefix: prefix, wanted: wanted)
                        if chosen >= 0 {
                            index[i] = suffix[chosen]
                            prefix = chosen
                            i &+= 1
                            continue
                        }
                    }
                    // The match ends: giflib emits `prefix` and adds (prefix, wanted) or clears the table.
                    out.emit(prefix, runningCode: nextCode)
                    if nextCode >= 4095 {
                        out.clear(runningCode: nextCode)
                        nextCode = clear + 2
                        resetTable()
                    } else {
                        suffix[nextCode] = wanted
                        nextSibling[nextCode] = firstChild[prefix]
                        firstChild[prefix] = Int16(truncatingIfNeeded: nextCode)
                        slots.insert(prefix, Int(wanted), nextCode)
                        nextCode &+= 1
                    }
                    prefix = Int(wanted)
                    i &+= 1
                }
                start = rowEnd
            }
        }}}}}
        return GIFLZWSegment(writer: out, lastPrefix: prefix, nextCode: nextCode)
    }

    /// Takes `colors` as the palette of the next stretch: its channels and a copy padded to 256
    /// entries. The near-colour rows stay valid while the palette and tolerance stay the same.
    private func usePalette(_ colors: [UInt32], referenceTolerance: Int) {
        guard colors != nearColors || referenceTolerance != nearTolerance else { return }
        channels.update(repeating: 0, count: 3 * 256)
        // No target is ever this value (targets keep their top byte for transparency, 0 or 1), so
        // an index beyond the palette never matches a reference.
        palette.update(repeating: UInt32.max, count: 256)
        for (k, c) in colors.enumerated() {
            palette[k] = c
            channels[k] = Int32(GIFColorMath.r(c))
            channels[256 + k] = Int32(GIFColorMath.g(c))
            channels[512 + k] = Int32(GIFColorMath.b(c))
        }
        nearFilled.update(repeating: false, count: 256)
        nearColors = colors; nearTolerance = referenceTolerance
    }

    private func resetTable() {
        firstChild.update(repeating: -1, count: 4096)
        table.clear()
    }
}
