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
    // The dictionary as a tree (first child, next sibling, suffix byte) and an exact
    // (code, byte) → child lookup (open addressing with generation stamps, as in GIFLZWEstimator).
    // Raw buffers: this loop runs once per pixel and array bounds checks cost a third of it.
    private let firstChild = UnsafeMutablePointer<Int16>.allocate(capacity: 4096)
    private let nextSibling = UnsafeMutablePointer<Int16>.allocate(capacity: 4096)
    private let suffix = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)
    private static let slots = 1 << 13
    private let keys = UnsafeMutablePointer<Int32>.allocate(capacity: GIFLossyLZW.slots)
    private let codes = UnsafeMutablePointer<Int16>.allocate(capacity: GIFLossyLZW.slots)
    private let stamps = UnsafeMutablePointer<UInt32>.allocate(capacity: GIFLossyLZW.slots)
    private var stamp: UInt32 = 1
    static let maxChildren = 16

    init() {
        firstChild.initialize(repeating: -1, count: 4096)
        nextSibling.initialize(repeating: -1, count: 4096)
        suffix.initialize(repeating: 0, count: 4096)
        keys.initialize(repeating: 0, count: GIFLossyLZW.slots)
        codes.initialize(repeating: 0, count: GIFLossyLZW.slots)
        stamps.initialize(repeating: 0, count: GIFLossyLZW.slots)
    }

    deinit {
        firstChild.deallocate(); nextSibling.deallocate(); suffix.deallocate()
        keys.deallocate(); codes.deallocate(); stamps.deallocate()
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

    /// Rewrites `indices` in place within the constraints of `pixels`.
    func rewrite(_ indices: inout [UInt8], pixels: Pixels, palette: [UInt32], transparentIndex: UInt8,
                 bitsPerPixel: Int, tolerance: Int, referenceTolerance: Int) {
        guard indices.count > 1, tolerance > 0 else { return }
        let clear = 1 << max(2, bitsPerPixel)
        var nextCode = clear + 2
        resetTable(roots: clear)
        var pr = [Int](repeating: 0, count: 256), pg = pr, pb = pr
        for (k, c) in palette.enumerated() { pr[k] = GIFColorMath.r(c); pg[k] = GIFColorMath.g(c); pb[k] = GIFColorMath.b(c) }
        indices.withUnsafeMutableBufferPointer { indices in
        pixels.sources.withUnsafeBufferPointer { sources in
        pixels.references.withUnsafeBufferPointer { references in
        pixels.keepable.withUnsafeBufferPointer { keepable in
        pixels.locked.withUnsafeBufferPointer { locked in
        palette.withUnsafeBufferPointer { palette in
        pr.withUnsafeBufferPointer { pr in
        pg.withUnsafeBufferPointer { pg in
        pb.withUnsafeBufferPointer { pb in
            var prefix = Int(indices[0])
            for i in 1..<indices.count {
                let wanted = indices[i]
                let code = child(of: prefix, byte: wanted)
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
                    var c = Int(firstChild[prefix]), visited = 0
                    // The newest children first, at most `maxChildren`: measured to keep nearly all of
                    // the gain while bounding the walk for short codes with hundreds of children.
                    while c >= 0 && visited < GIFLossyLZW.maxChildren {
                        visited += 1
                        let k = suffix[c]
                        if k == transparentIndex {
                            if isKeepable { chosen = c; break }
                        } else if palette[Int(k)] == ref {
                            chosen = c; break
                        } else if !isLocked {
                            let kk = Int(k)
                            if GIFColorMath.distance(rr, rg, rb, pr[kk], pg[kk], pb[kk]) <= referenceTolerance {
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
                if nextCode >= 4095 {
                    nextCode = clear + 2
                    resetTable(roots: clear)
                } else {
                    suffix[nextCode] = wanted
                    nextSibling[nextCode] = firstChild[prefix]
                    firstChild[prefix] = Int16(nextCode)
                    insert(prefix, wanted, nextCode)
                    nextCode += 1
                }
                prefix = Int(wanted)
            }
        }}}}}}}}}
    }

    @inline(__always) private static func slot(_ key: Int32) -> Int { Int((UInt32(bitPattern: key) &* 0x9E37_79B1) >> 19) }

    /// The child of `code` for `byte`, or -1.
    @inline(__always) private func child(of code: Int, byte: UInt8) -> Int {
        let key = Int32(code << 8 | Int(byte))
        var s = GIFLossyLZW.slot(key)
        while stamps[s] == stamp {
            if keys[s] == key { return Int(codes[s]) }
            s = (s + 1) & (GIFLossyLZW.slots - 1)
        }
        return -1
    }

    @inline(__always) private func insert(_ code: Int, _ byte: UInt8, _ child: Int) {
        let key = Int32(code << 8 | Int(byte))
        var s = GIFLossyLZW.slot(key)
        while stamps[s] == stamp { s = (s + 1) & (GIFLossyLZW.slots - 1) }
        keys[s] = key; codes[s] = Int16(child); stamps[s] = stamp
    }

    private func resetTable(roots: Int) {
        firstChild.update(repeating: -1, count: 4096)
        stamp &+= 1
        if stamp == 0 {
            stamps.update(repeating: 0, count: GIFLossyLZW.slots)
            stamp = 1
        }
    }
}
