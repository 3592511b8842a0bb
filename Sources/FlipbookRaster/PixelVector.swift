/// ``PixelMath``'s packed-pixel formulas evaluated with SIMD lanes: each channel of a pixel in
/// its own 16-bit lane, one to four pixels per 128-bit vector (SSE2 on baseline x86-64).
///
/// Every function here computes exactly the integers its scalar counterpart computes: the
/// scalar forms keep each channel in a 16-bit field of a wider integer and never carry from
/// one field into the next, so the same sums and products fit the 16-bit lanes, and where the
/// scalar form adds packed pixels as one `UInt32` (with carries between channels, which only an
/// invalid premultiplied colour can cause) the vector form adds them as `UInt32` lanes too.
/// `PixelVectorTests` compares both forms over random and extreme inputs.
enum PixelVector {
    /// The 8 bytes of `v` (two packed pixels) widened to eight 16-bit lanes, low byte first.
    @inline(__always)
    static func widen(_ v: UInt64) -> SIMD8<UInt16> {
        SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(v, to: SIMD8<UInt8>.self))
    }

    /// The low bytes of eight 16-bit lanes as two packed pixels (lanes must be ≤ 255).
    @inline(__always)
    static func narrow(_ v: SIMD8<UInt16>) -> SIMD2<UInt32> {
        unsafeBitCast(SIMD8<UInt8>(truncatingIfNeeded: v), to: SIMD2<UInt32>.self)
    }

    /// `(t + t/256) / 256` per lane: with `t = x·a + 128` this is ``PixelMath/scale(_:by:)``'s
    /// rounded `x·a/255` (`t` ≤ 65153, so nothing overflows a lane).
    @inline(__always)
    static func div255(_ t: SIMD8<UInt16>) -> SIMD8<UInt16> {
        (t &+ (t &>> 8)) &>> 8
    }

    /// ``PixelMath/bilinear(_:_:_:_:_:_:)`` of the texel pairs `top` (top-left, top-right) and
    /// `bottom` (bottom-left, bottom-right) as loaded from two adjacent texels of a row, with
    /// fractions `fx`, `fy` in 0…255.
    ///
    /// Each lane's weighted sum is at most 255 · 256 + 128, the bound the scalar form's 16-bit
    /// fields rely on too.
    @inline(__always)
    static func bilinear(top: UInt64, bottom: UInt64, fx: UInt16, fy: UInt16) -> UInt32 {
        let wbr = (fx &* fy) &>> 8
        let wtr = fx &- wbr, wbl = fy &- wbr
        let wtl = 256 &- fx &- fy &+ wbr
        let wt = SIMD8<UInt16>(lowHalf: SIMD4(repeating: wtl), highHalf: SIMD4(repeating: wtr))
        let wb = SIMD8<UInt16>(lowHalf: SIMD4(repeating: wbl), highHalf: SIMD4(repeating: wbr))
        let s = widen(top) &* wt &+ widen(bottom) &* wb
        let sum = (s.lowHalf &+ s.highHalf &+ 128) &>> 8
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: sum), to: UInt32.self)
    }

    /// `dst[i] = over(scale(colors[i], by: coverage[i]), dst[i])` for `i` in `x0...x1`: the
    /// blend of ``Rasterizer``'s fill, four pixels per step.
    ///
    /// The four pixels are eight 16-bit lanes holding two channels each; masking and shifting
    /// split them into the lanes of R and B and the lanes of G and A, each multiplied by its
    /// pixel's coverage (then by 255 − α) and divided as ``PixelMath/scale(_:by:)`` does, and
    /// joined again (no widening conversions, which the optimiser does not always inline).
    /// Pixels with coverage 0 or a transparent colour come out unchanged and coverage 255 leaves
    /// the colour as it is, so the scalar loop's shortcuts for those cases need no branch here.
    static func coverOver(_ colors: UnsafePointer<UInt32>, _ coverage: UnsafePointer<UInt8>,
                          _ dst: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int) {
        var x = x0
        while x &+ 3 <= x1 {
            var k = SIMD4<UInt32>(UInt32(coverage[x]), UInt32(coverage[x &+ 1]),
                                  UInt32(coverage[x &+ 2]), UInt32(coverage[x &+ 3]))
            k |= k &<< 16
            let (sLow, sHigh) = scaled(UnsafeRawPointer(colors + x).loadUnaligned(as: SIMD4<UInt32>.self),
                                       by: unsafeBitCast(k, to: SIMD8<UInt16>.self))
            // 255 − α of each scaled colour in both 16-bit lanes of its pixel: α sits in the
            // high lane of `ga` (G | α << 16), copied to the low lane, then taken from 255 in
            // both at once (α ≤ 255, so no lane borrows).
            let ga = unsafeBitCast(sHigh, to: SIMD4<UInt32>.self)
            let inv = 0x00FF_00FF &- ((ga &>> 16) | (ga & 0xFFFF_0000))
            let (dLow, dHigh) = scaled(UnsafeRawPointer(dst + x).loadUnaligned(as: SIMD4<UInt32>.self),
                                       by: unsafeBitCast(inv, to: SIMD8<UInt16>.self))
            let s = unsafeBitCast(sLow | (sHigh &<< 8), to: SIMD4<UInt32>.self)
            let d = unsafeBitCast(dLow | (dHigh &<< 8), to: SIMD4<UInt32>.self)
            UnsafeMutableRawPointer(dst + x).storeBytes(of: s &+ d, as: SIMD4<UInt32>.self)
            x &+= 4
        }
        while x <= x1 {
            dst[x] = PixelMath.over(PixelMath.scale(colors[x], by: UInt32(coverage[x])), dst[x])
            x &+= 1
        }
    }

    /// The channels of four packed pixels times `k` (per 16-bit lane: both lanes of a pixel
    /// hold its factor), rounded as ``PixelMath/scale(_:by:)``: R and B in the low bytes of
    /// the first result's lanes, G and A in the second's.
    @inline(__always)
    static func scaled(_ pixels: SIMD4<UInt32>, by k: SIMD8<UInt16>) -> (SIMD8<UInt16>, SIMD8<UInt16>) {
        let v = unsafeBitCast(pixels, to: SIMD8<UInt16>.self)
        return (div255((v & 0xFF) &* k &+ 128), div255((v &>> 8) &* k &+ 128))
    }

    /// Two texels of the next mip level: the rounded averages of the 2×2 blocks of `above`
    /// (four texels of one row, as two `UInt64`) and `below` (the same four of the next row),
    /// as ``MipChain`` computes them one at a time.
    @inline(__always)
    static func halve(above a: (UInt64, UInt64), below b: (UInt64, UInt64)) -> UInt64 {
        let left = widen(a.0) &+ widen(b.0), right = widen(a.1) &+ widen(b.1)
        let sum = SIMD8(lowHalf: left.lowHalf, highHalf: right.lowHalf)
            &+ SIMD8(lowHalf: left.highHalf, highHalf: right.highHalf) &+ 2
        return unsafeBitCast(narrow(sum &>> 2), to: UInt64.self)
    }
}
