/// Packed-pixel arithmetic on premultiplied RGBA8 held in a `UInt32` (R in the low byte,
/// A in the high byte, i.e. the byte order of ``Bitmap/bytes`` on a little-endian machine).
///
/// Two channels are processed at once in 16-bit lanes (`0x00FF00FF` masks), the usual
/// SWAR trick of software blitters.
enum PixelMath {
    /// `p · a / 255` per channel, rounded to nearest (exact for all 8-bit inputs).
    @inline(__always)
    static func scale(_ p: UInt32, by a: UInt32) -> UInt32 {
        var rb = (p & 0xFF00FF) &* a &+ 0x800080
        rb = ((rb &+ ((rb >> 8) & 0xFF00FF)) >> 8) & 0xFF00FF
        var ag = ((p >> 8) & 0xFF00FF) &* a &+ 0x800080
        ag = (ag &+ ((ag >> 8) & 0xFF00FF)) & 0xFF00FF00
        return rb | ag
    }

    /// Source-over: `s + d · (255 − αs) / 255`, both premultiplied.
    @inline(__always)
    static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let inv = 255 &- (s >> 24)
        if inv == 0 { return s }
        return s &+ scale(d, by: inv)
    }

    /// `a · b / 255` for two 8-bit values, rounded to nearest.
    @inline(__always)
    static func mul8(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &* b &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Bilinear blend of four texels (top-left, top-right, bottom-left, bottom-right) with
    /// fractions `fx`, `fy` in 0…255 (/256): four 8-bit weights summing to 256 applied to the
    /// texels spread into four 16-bit lanes of a `UInt64` (one multiply per texel).
    @inline(__always)
    static func bilinear(_ tl: UInt32, _ tr: UInt32, _ bl: UInt32, _ br: UInt32,
                         _ fx: UInt32, _ fy: UInt32) -> UInt32 {
        let wbr = (fx &* fy) >> 8
        let wtr = fx &- wbr, wbl = fy &- wbr
        let wtl = 256 &- fx &- fy &+ wbr
        var sum = spread(tl) &* UInt64(wtl) &+ spread(tr) &* UInt64(wtr)
        sum = sum &+ spread(bl) &* UInt64(wbl) &+ spread(br) &* UInt64(wbr) &+ 0x0080_0080_0080_0080
        let r = (sum >> 8) & 0x00FF_00FF_00FF_00FF
        return UInt32(truncatingIfNeeded: r & 0xFF00FF) | UInt32(truncatingIfNeeded: (r >> 24) & 0xFF00_FF00)
    }

    /// R, B, G, A of a packed pixel in the low bytes of four 16-bit lanes.
    @inline(__always)
    static func spread(_ p: UInt32) -> UInt64 {
        let t = UInt64(p)
        return (t | (t << 24)) & 0x00FF_00FF_00FF_00FF
    }

    /// The packed form of a pixel.
    @inline(__always)
    static func pack(_ p: Pixel) -> UInt32 {
        UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24
    }

    /// The binary exponent of a normal (finite, nonzero, not subnormal) `v`, `⌊log₂ |v|⌋`:
    /// `v.exponent` read from the bits, without the call that property costs.
    @inline(__always)
    static func normalExponent(_ v: Double) -> Int {
        Int(truncatingIfNeeded: (v.bitPattern >> 52) & 0x7FF) - 1023
    }

    /// `v` clamped to `lo...hi`, with NaN mapped to `lo`: the only safe way to bring a computed
    /// Double into range before converting it to an integer (`Int(Double.nan)` traps).
    @inline(__always)
    static func clamped(_ v: Double, _ lo: Double, _ hi: Double) -> Double {
        v > lo ? (v < hi ? v : hi) : lo
    }

    /// ``clamped(_:_:_:)`` for `Float`.
    @inline(__always)
    static func clamped(_ v: Float, _ lo: Float, _ hi: Float) -> Float {
        v > lo ? (v < hi ? v : hi) : lo
    }
}
