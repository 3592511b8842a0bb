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
    /// Children of a code looked at, newest first (``GIFEffort/lossyChildren``).
    let maxChildren: Int

    init(maxChildren: Int = GIFEffort.default.lossyChildren) {
        self.maxChildren = maxChildren
        firstChild.initialize(repeating: -1, count: 4096)
        nextSibling.initialize(repeating: -1, count: 4096)
        suffix.initialize(repeating: 0, count: 4096)
    }

    deinit {
        firstChild.deallocate(); nextSibling.deallocate(); suffix.deallocate()
    }

    /// Per-pixel constraints of one frame's stream (all arrays have one entry per pixel of the rect).
    struct Pixels {
        /// The target colour (``GIFColorMath`` packing, or ``GIFColorMath/transparent``).
        var sources: [UInt32]
        /// The colour the lossless stream shows (for a keepable pixel: what the viewer shows).
        var references: [UInt32]
        /// 1 when the viewer already shows the reference, so the transparent index is allowed.
        var keepable: [UInt8]
        /// 1 when the source did not change since the previous frame: only the reference is allowed.
        var locked: [UInt8]
    }

    /// Rewrites `indices` in place within the constraints of `pixels` and returns the LZW image
    /// data of the rewritten stream (``GIFLZWCodeWriter``): the codes this pass finds are the ones
    /// giflib's coder would find, so they are written as they are found.
    func rewrite(_ indices: inout [UInt8], pixels: Pixels, palette: [UInt32], transparentIndex: UInt8,
                 bitsPerPixel: Int, tolerance: Int, referenceTolerance: Int) -> [UInt8] {
        let segment = indices.withUnsafeMutableBufferPointer {
            rewrite($0, range: 0..<$0.count, pixels: pixels, palette: palette, transparentIndex: transparentIndex,
                    bitsPerPixel: bitsPerPixel, tolerance: tolerance, referenceTolerance: referenceTolerance)
        }
        return GIFLZWCodeWriter.join([segment], bitsPerPixel: bitsPerPixel)
    }

    /// Rewrites `indices[range]` (`pixels` is indexed like `indices`) as a stretch coded from a
    /// fresh dictionary (``GIFLZWCodeWriter/join(_:bitsPerPixel:)`` puts stretches together).
    /// Stretches of one frame may be rewritten side by side, each by its own instance.
    func rewrite(_ indices: UnsafeMutableBufferPointer<UInt8>, range: Range<Int>, pixels: Pixels, palette: [UInt32],
                 transparentIndex: UInt8, bitsPerPixel: Int, tolerance: Int,
                 referenceTolerance: Int) -> GIFLZWSegment {
        precondition(!range.isEmpty, "a stretch has at least one pixel")
        var out = GIFLZWCodeWriter(bitsPerPixel: bitsPerPixel, pixels: range.count)
        let clear = out.clearCode
        var nextCode = clear + 2
        resetTable(roots: clear)
        var pr = [Int](repeating: 0, count: 256), pg = pr, pb = pr
        var prefix = 0
        for (k, c) in palette.enumerated() { pr[k] = GIFColorMath.r(c); pg[k] = GIFColorMath.g(c); pb[k] = GIFColorMath.b(c) }
        // near[w] bit k: palette colour k is within `referenceTolerance` of colour w. Most pixels'
        // reference is the colour they want, so one bit rules out most children of a long walk.
        var near = [UInt64](repeating: 0, count: 256 * 4)
        for w in 0..<palette.count {
            for k in 0..<palette.count
            where GIFColorMath.distance(pr[w], pg[w], pb[w], pr[k], pg[k], pb[k]) <= referenceTolerance {
                near[w * 4 + k >> 6] |= 1 << UInt64(k & 63)
            }
        }
        pixels.sources.withUnsafeBufferPointer { sources in
        pixels.references.withUnsafeBufferPointer { references in
        pixels.keepable.withUnsafeBufferPointer { keepable in
        pixels.locked.withUnsafeBufferPointer { locked in
        palette.withUnsafeBufferPointer { palette in
        pr.withUnsafeBufferPointer { pr in
        pg.withUnsafeBufferPointer { pg in
        pb.withUnsafeBufferPointer { pb in
        near.withUnsafeBufferPointer { near in
            prefix = Int(indices[range.lowerBound])
            for i in (range.lowerBound + 1)..<range.upperBound {
                let wanted = indices[i]
                let code = table.child(of: prefix, byte: Int(wanted))
                if code >= 0 { prefix = code; continue }
                let src = sources[i]
                if src != GIFColorMath.transparent {
                    // The child of `prefix` whose byte is acceptable here (closest to the source), or none.
                    let ref = references[i]
                    let isKeepable = keepable[i] != 0, isLocked = locked[i] != 0
                    let r = GIFColorMath.r(src), g = GIFColorMath.g(src), b = GIFColorMath.b(src)
                    let rr = GIFColorMath.r(ref), rg = GIFColorMath.g(ref), rb = GIFColorMath.b(ref)
                    var best = GIFColorMath.distance(r, g, b, rr, rg, rb) + tolerance
                    var chosen = -1
                    // The reference is the wanted colour itself for every pixel that is not keepable.
                    let nearRow = wanted != transparentIndex && palette[Int(wanted)] == ref ? Int(wanted) * 4 : -1
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
                            if nearRow >= 0 ? near[nearRow + kk >> 6] & (1 << UInt64(kk & 63)) != 0
                                : GIFColorMath.distance(rr, rg, rb, pr[kk], pg[kk], pb[kk]) <= referenceTolerance {
                                let d = GIFColorMath.distance(r, g, b, pr[kk], pg[kk], pb[kk])
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
        }}}}}}}}}
        return GIFLZWSegment(writer: out, lastPrefix: prefix, nextCode: nextCode)
    }

    private func resetTable(roots: Int) {
        firstChild.update(repeating: -1, count: 4096)
        table.clear()
    }
}
