/// Rewrites a frame's index stream so that LZW finds longer matches, trading a bounded colour
/// error for size (the idea of gifsicle's `--lossy`, applied to our own quantized stream).
///
/// It replays giflib's dictionary exactly (same codes, same clear points). Wherever the next pixel
/// would end the current match, a child of the current code whose colour is still acceptable for
/// that pixel is taken instead, so the match goes on. Acceptable means: within `tolerance`
/// (weighted squared distance) of the source colour beyond the error of the colour already chosen;
/// for a pixel the viewer already shows correctly, also exactly the transparent index or the
/// shown colour. Transparent targets and fully transparent choices are never altered.
/// Giflib's greedy coder then finds the same matches in the rewritten stream.
struct GIFLossyLZW {
    private var firstChild = [Int16](repeating: -1, count: 4096)
    private var nextSibling = [Int16](repeating: -1, count: 4096)
    private var suffix = [UInt8](repeating: 0, count: 4096)
    // Exact (code, byte) → child lookup, as in GIFLZWEstimator: open addressing with generation stamps.
    private var keys = [Int32](repeating: 0, count: 1 << 13)
    private var codes = [Int16](repeating: 0, count: 1 << 13)
    private var stamps = [UInt32](repeating: 0, count: 1 << 13)
    private var stamp: UInt32 = 1
    static let maxChildren = 16

    /// Rewrites `indices` in place.
    /// - Parameters:
    ///   - sources: per pixel the target colour (``GIFColorMath`` packing).
    ///   - keepable: per pixel 1 when the viewer already shows it (transparent is then allowed).
    ///   - shownIndex: per pixel the index of the colour shown (or the transparent index).
    mutating func rewrite(_ indices: inout [UInt8], sources: [UInt32], keepable: [UInt8], shownIndex: [UInt8],
                          palette: [UInt32], transparentIndex: UInt8, bitsPerPixel: Int, tolerance: Int) {
        guard indices.count > 1, tolerance > 0 else { return }
        let clear = 1 << max(2, bitsPerPixel)
        var nextCode = clear + 2
        resetTable(roots: clear)
        let pr = palette.map(GIFColorMath.r), pg = palette.map(GIFColorMath.g), pb = palette.map(GIFColorMath.b)
        var prefix = Int(indices[0])
        for i in 1..<indices.count {
            let wanted = indices[i]
            if let code = child(of: prefix, byte: wanted) { prefix = code; continue }
            // Look for an acceptable child to continue the match.
            var chosen = -1
            let src = sources[i]
            if src != GIFColorMath.transparent {
                let r = GIFColorMath.r(src), g = GIFColorMath.g(src), b = GIFColorMath.b(src)
                let base: Int
                if wanted == transparentIndex {
                    let s = Int(shownIndex[i])
                    base = s < palette.count ? GIFColorMath.distance(r, g, b, pr[s], pg[s], pb[s]) : Int.max / 2
                } else {
                    let w = Int(wanted)
                    base = GIFColorMath.distance(r, g, b, pr[w], pg[w], pb[w])
                }
                var best = base + tolerance
                var c = Int(firstChild[prefix]), visited = 0
                // The newest children first, at most `maxChildren`: measured to keep nearly all
                // of the gain while bounding the walk for short codes with hundreds of children.
                while c >= 0 && visited < GIFLossyLZW.maxChildren {
                    visited += 1
                    let k = suffix[c]
                    if k == transparentIndex {
                        if keepable[i] != 0 { chosen = c; break }
                    } else if keepable[i] != 0 && k == shownIndex[i] {
                        chosen = c; break
                    } else {
                        let kk = Int(k)
                        let d = GIFColorMath.distance(r, g, b, pr[kk], pg[kk], pb[kk])
                        if d <= best { best = d; chosen = c }
                    }
                    c = Int(nextSibling[c])
                }
            }
            if chosen >= 0 {
                indices[i] = suffix[chosen]
                prefix = chosen
                continue
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
    }

    @inline(__always) private static func slot(_ key: Int32) -> Int { Int((UInt32(bitPattern: key) &* 0x9E37_79B1) >> 19) }

    @inline(__always) private func child(of code: Int, byte: UInt8) -> Int? {
        let key = Int32(code << 8 | Int(byte))
        var s = GIFLossyLZW.slot(key)
        while stamps[s] == stamp {
            if keys[s] == key { return Int(codes[s]) }
            s = (s + 1) & 8191
        }
        return nil
    }

    private mutating func insert(_ code: Int, _ byte: UInt8, _ child: Int) {
        let key = Int32(code << 8 | Int(byte))
        var s = GIFLossyLZW.slot(key)
        while stamps[s] == stamp { s = (s + 1) & 8191 }
        keys[s] = key; codes[s] = Int16(child); stamps[s] = stamp
    }

    private mutating func resetTable(roots: Int) {
        for i in 0..<4096 { firstChild[i] = -1 }
        stamp &+= 1
        if stamp == 0 {
            for i in 0..<stamps.count { stamps[i] = 0 }
            stamp = 1
        }
    }
}
