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
    /// fractions `fx`, `fy` in 0…255 (/256): four 8-bit weights summing to 256, one weighted
    /// sum per lane pair (8 multiplies instead of the 12 of three lerps).
    @inline(__always)
    static func bilinear(_ tl: UInt32, _ tr: UInt32, _ bl: UInt32, _ br: UInt32,
                         _ fx: UInt32, _ fy: UInt32) -> UInt32 {
        let wbr = (fx &* fy) >> 8
        let wtr = fx &- wbr, wbl = fy &- wbr
        let wtl = 256 &- fx &- fy &+ wbr
        let m: UInt32 = 0xFF00FF
        var rb = (tl & m) &* wtl &+ (tr & m) &* wtr
        rb = rb &+ (bl & m) &* wbl &+ (br & m) &* wbr &+ 0x800080
        var ag = ((tl >> 8) & m) &* wtl &+ ((tr >> 8) & m) &* wtr
        ag = ag &+ ((bl >> 8) & m) &* wbl &+ ((br >> 8) & m) &* wbr &+ 0x800080
        return ((rb >> 8) & m) | (ag & 0xFF00FF00)
    }

    /// The packed form of a pixel.
    @inline(__always)
    static func pack(_ p: Pixel) -> UInt32 {
        UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24
    }
}
