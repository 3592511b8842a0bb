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
    // The palette's channels, and near[w · 256 + k] = 1 when colour k is within the reference
    // tolerance of colour w, filled one row w at a time when a walk first needs it (a frame uses a
    // fraction of its 256 rows; filling all 65 536 entries for each stretch cost a fifth of the
    // pass) and kept while the palette and tolerance stay the same (a global palette: every frame).
    private let channels = UnsafeMutablePointer<Int32>.allocate(capacity: 3 * 256)
    private let near = UnsafeMutablePointer<UInt8>.allocate(capacity: 256 * 256)
    private let nearFilled = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
    private var nearColors: [UInt32] = []
    private var nearTolerance = -1
    /// Children of a code looked at, newest first (``GIFEffort/lossyChildren``).
    let maxChildren: Int

    init(maxChildren: Int = GIFEffort.default.lossyChildren) {
        self.maxChildren = maxChildren
        firstChild.initialize(repeating: -1, count: 4096)
        nextSibling.initialize(repeating: -1, count: 4096)
        suffix.initialize(repeating: 0, count: 4096)
        channels.initialize(repeating: 0, count: 3 * 256)
        near.initialize(repeating: 0, count: 256 * 256)
        nearFilled.initialize(repeating: false, count: 256)
    }

    deinit {
        firstChild.deallocate(); nextSibling.deallocate(); suffix.deallocate()
        channels.deallocate(); near.deallocate(); nearFilled.deallocate()
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
        precondition(indices.count == pixels.rect.width * pixels.rect.height && pixels.want.count == indices.count
                     && pixels.keep.count == indices.count, "one index, want and keep entry per pixel of the rect")
        precondition(pixels.targets.count == pixels.shown.count && pixels.targets.count == pixels.previous.count
                     && pixels.rect.maxY * pixels.screenWidth <= pixels.targets.count
                     && pixels.rect.maxX <= pixels.screenWidth, "screen planes cover the rect")
        precondition(pixels.colors.count <= 256, "at most 256 palette colours")
        var out = GIFLZWCodeWriter(bitsPerPixel: bitsPerPixel, pixels: range.count)
        let clear = out.clearCode
        var nextCode = clear + 2
        resetTable(roots: clear)
        let count = pixels.colors.count
        let pr = channels, pg = channels + 256, pb = channels + 512
        if pixels.colors != nearColors || referenceTolerance != nearTolerance {
            channels.update(repeating: 0, count: 3 * 256)
            for (k, c) in pixels.colors.enumerated() {
                pr[k] = Int32(GIFColorMath.r(c)); pg[k] = Int32(GIFColorMath.g(c)); pb[k] = Int32(GIFColorMath.b(c))
            }
            nearFilled.update(repeating: false, count: 256)
            nearColors = pixels.colors; nearTolerance = referenceTolerance
        }
        let rw = pixels.rect.width, sw = pixels.screenWidth, rx = pixels.rect.x, ry = pixels.rect.y
        var prefix = Int(indices[range.lowerBound])
        pixels.targets.withUnsafeBufferPointer { targets in
        pixels.shown.withUnsafeBufferPointer { shown in
        pixels.previous.withUnsafeBufferPointer { previous in
        pixels.want.withUnsafeBufferPointer { want in
        pixels.keep.withUnsafeBufferPointer { keep in
        pixels.colors.withUnsafeBufferPointer { palette in
            var start = range.lowerBound + 1
            while start < range.upperBound {
                // One row of the rect at a time: screen offset p = i + delta within it.
                let row = start / rw
                let rowEnd = min(range.upperBound, (row + 1) * rw)
                let delta = (ry + row) * sw + rx - row * rw
                for i in start..<rowEnd {
                    let wanted = indices[i]
                    let code = table.child(of: prefix, byte: Int(wanted))
                    if code >= 0 { prefix = code; continue }
                    let p = i + delta
                    let src = targets[p]
                    if src != GIFColorMath.transparent {
                        // The child of `prefix` whose byte is acceptable here (closest to the source), or none.
                        let isKeepable = keep[i] != 0, isLocked = src == previous[p]
                        let lossless = want[i]
                        let ref = isKeepable || lossless == transparentIndex ? shown[p] : palette[Int(lossless)]
                        let r = GIFColorMath.r(src), g = GIFColorMath.g(src), b = GIFColorMath.b(src)
                        let rr = GIFColorMath.r(ref), rg = GIFColorMath.g(ref), rb = GIFColorMath.b(ref)
                        var best = GIFColorMath.distance(r, g, b, rr, rg, rb) + tolerance
                        var chosen = -1
                        // The reference is the wanted colour itself for every pixel that is not keepable.
                        var nearRow = -1
                        if wanted != transparentIndex && Int(wanted) < count && palette[Int(wanted)] == ref {
                            nearRow = Int(wanted) * 256
                            if !nearFilled[Int(wanted)] {
                                fillNear(Int(wanted), count: count, referenceTolerance: referenceTolerance)
                            }
                        }
                        var c = Int(firstChild[prefix]), visited = 0
                        // The newest children first, at most `maxChildren`: measured to keep nearly all of
                        // the gain while bounding the walk for short codes with hundreds of children.
                        while c >= 0 && visited < maxChildren {
                            visited += 1
                            let k = suffix[c]
                            if k == transparentIndex {
                                if isKeepable { chosen = c; break }
                            } else if palette[Int(k)] == ref {
                                chosen = c; break
                            } else if !isLocked {
                                let kk = Int(k)
                                let pk = Int(pr[kk]), gk = Int(pg[kk]), bk = Int(pb[kk])
                                if nearRow >= 0 ? near[nearRow + kk] != 0
                                    : GIFColorMath.distance(rr, rg, rb, pk, gk, bk) <= referenceTolerance {
                                    let d = GIFColorMath.distance(r, g, b, pk, gk, bk)
                                    if d <= best { best = d; chosen = c }
                                }
                            }
                            c = Int(nextSibling[c])
                        }
                        if chosen >= 0 {
                            indices[i] = suffix[chosen]
                            prefix = chosen
                            continue
                        }
                    }
                    // The match ends: giflib emits `prefix` and adds (prefix, wanted) or clears the table.
                    out.emit(prefix, runningCode: nextCode)
                    if nextCode >= 4095 {
                        out.clear(runningCode: nextCode)
                        nextCode = clear + 2
                        resetTable(roots: clear)
                    } else {
                        suffix[nextCode] = wanted
                        nextSibling[nextCode] = firstChild[prefix]
                        firstChild[prefix] = Int16(nextCode)
                        table.insert(prefix, Int(wanted), nextCode)
                        nextCode += 1
                    }
                    prefix = Int(wanted)
                }
                start = rowEnd
            }
        }}}}}}
        return GIFLZWSegment(writer: out, lastPrefix: prefix, nextCode: nextCode)
    }

    /// Fills row `w` of `near`: 0 for the entries beyond the palette, as no colour is near them.
    private func fillNear(_ w: Int, count: Int, referenceTolerance: Int) {
        let pr = channels, pg = channels + 256, pb = channels + 512
        let r = Int(pr[w]), g = Int(pg[w]), b = Int(pb[w]), row = near + w * 256
        for k in 0..<count {
            row[k] = GIFColorMath.distance(r, g, b, Int(pr[k]), Int(pg[k]), Int(pb[k])) <= referenceTolerance ? 1 : 0
        }
        (row + count).update(repeating: 0, count: 256 - count)
        nearFilled[w] = true
    }

    private func resetTable(roots: Int) {
        firstChild.update(repeating: -1, count: 4096)
        table.clear()
    }
}
