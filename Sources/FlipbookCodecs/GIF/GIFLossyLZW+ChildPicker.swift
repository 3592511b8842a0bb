extension GIFLossyLZW {
    /// The choice ``GIFLossyLZW`` makes where the next pixel would end the current match: which child
    /// of the current code, if any, may stand for that pixel.
    ///
    /// It reads the pixel's constraints (``GIFLossyLZW/Pixels``) and walks the code's children, newest
    /// first, at most `maxChildren`: the transparent index where the pixel is keepable, the reference
    /// colour itself (taken at once), or, for a pixel that is not locked, the colour closest to the
    /// source among those within `referenceTolerance` of the reference and no more than `tolerance`
    /// further from the source than the reference is.
    ///
    /// A value of pointers into buffers its caller owns and keeps alive while it is used. The choice is
    /// a function of its own, not inlined into the per-pixel loop: the loop's common step (the next
    /// pixel continues the match) then keeps its few values in registers, where the walk's two dozen
    /// would spill them to the stack at every pixel.
    struct ChildPicker {
        let targets: UnsafePointer<UInt32>
        let shown: UnsafePointer<UInt32>
        let previous: UnsafePointer<UInt32>
        let want: UnsafePointer<UInt8>
        let keep: UnsafePointer<UInt8>
        /// The palette padded to 256 entries with a value no colour equals.
        let palette: UnsafePointer<UInt32>
        /// Red, green and blue of each palette entry, three planes of 256 (0 beyond the palette).
        let channels: UnsafePointer<Int32>
        /// Rows of 256 flags: colour k is within `referenceTolerance` of colour w.
        let near: UnsafeMutablePointer<UInt8>
        let nearFilled: UnsafeMutablePointer<Bool>
        let firstChild: UnsafePointer<Int16>
        let nextSibling: UnsafePointer<Int16>
        let suffix: UnsafePointer<UInt8>
        let transparentIndex: UInt8
        /// Colours in the palette.
        let count: Int
        let tolerance: Int
        let referenceTolerance: Int
        let maxChildren: Int

        /// The child of `prefix` (a code with at least one child) that pixel `pixel` of the rect, at
        /// screen offset `screen`, whose index in the stream is `wanted`, may take, or -1.
        @inline(never)
        func choose(pixel i: Int, screen p: Int, prefix: Int, wanted: UInt8) -> Int {
            let src = targets[p]
            // Pixels whose target is transparent are never altered.
            if src == GIFColorMath.transparent { return -1 }
            let t = transparentIndex
            let isKeepable = keep[i] != 0
            let lossless = want[i]
            let ref = isKeepable || lossless == t ? shown[p] : palette[Int(lossless)]
            var c = Int(firstChild[prefix]), left = maxChildren
            if src == previous[p] {
                // Locked: only the reference colour, or the transparent index where it is keepable.
                while c >= 0 && left > 0 {
                    left &-= 1
                    let k = suffix[c]
                    if k == t ? isKeepable : palette[Int(k)] == ref { return c }
                    c = Int(nextSibling[c])
                }
                return -1
            }
            let r = GIFColorMath.r(src), g = GIFColorMath.g(src), b = GIFColorMath.b(src)
            let rr = GIFColorMath.r(ref), rg = GIFColorMath.g(ref), rb = GIFColorMath.b(ref)
            var best = GIFColorMath.distance(r, g, b, rr, rg, rb) + tolerance
            var chosen = -1
            // Where the reference is the wanted colour (every pixel that is not keepable), the test
            // against it is a row of `near`; otherwise it is computed per child.
            let pr = channels, pg = channels + 256, pb = channels + 512
            var nearRow: UnsafePointer<UInt8>?
            if wanted != t && Int(wanted) < count && palette[Int(wanted)] == ref {
                let w = Int(wanted)
                if !nearFilled[w] { fillNear(w) }
                nearRow = UnsafePointer(near + w * 256)
            }
            while c >= 0 && left > 0 {
                left &-= 1
                let k = suffix[c]
                if k == t {
                    if isKeepable { return c }
                } else if palette[Int(k)] == ref {
                    return c
                } else {
                    let kk = Int(k)
                    let isNear: Bool
                    if let nearRow {
                        isNear = nearRow[kk] != 0
                    } else {
                        isNear = ChildPicker.distance(rr, rg, rb, Int(pr[kk]), Int(pg[kk]), Int(pb[kk]))
                            <= referenceTolerance
                    }
                    if isNear {
                        let d = ChildPicker.distance(r, g, b, Int(pr[kk]), Int(pg[kk]), Int(pb[kk]))
                        if d <= best { best = d; chosen = c }
                    }
                }
                c = Int(nextSibling[c])
            }
            return chosen
        }

        /// Fills row `w` of `near`: 0 for the entries beyond the palette, as no colour is near them.
        /// 32-bit arithmetic that cannot overflow (at most 9 · 255² per distance), so the loop is
        /// vectorized.
        private func fillNear(_ w: Int) {
            let pr = channels, pg = channels + 256, pb = channels + 512
            let r = pr[w], g = pg[w], b = pb[w], row = near + w * 256
            let limit = Int32(clamping: referenceTolerance)
            let wr = Int32(GIFColorMath.weightR), wg = Int32(GIFColorMath.weightG), wb = Int32(GIFColorMath.weightB)
            for k in 0..<count {
                let dr = r &- pr[k], dg = g &- pg[k], db = b &- pb[k]
                let d = wr &* dr &* dr &+ wg &* dg &* dg &+ wb &* db &* db
                row[k] = d <= limit ? 1 : 0
            }
            (row + count).update(repeating: 0, count: 256 - count)
            nearFilled[w] = true
        }

        /// ``GIFColorMath/distance(_:_:_:_:_:_:)`` for channels 0…255, where nothing overflows.
        @inline(__always)
        static func distance(_ r0: Int, _ g0: Int, _ b0: Int, _ r1: Int, _ g1: Int, _ b1: Int) -> Int {
            let dr = r0 &- r1, dg = g0 &- g1, db = b0 &- b1
            return GIFColorMath.weightR &* dr &* dr &+ GIFColorMath.weightG &* dg &* dg &+ GIFColorMath.weightB &* db &* db
        }
    }
}
