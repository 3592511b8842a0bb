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

    /// Linear interpolation `p · (256 − f) + q · f` over 256, `f` in 0…256, rounded.
    @inline(__always)
    static func lerp(_ p: UInt32, _ q: UInt32, _ f: UInt32) -> UInt32 {
        let g = 256 &- f
        let rb = (((p & 0xFF00FF) &* g &+ (q & 0xFF00FF) &* f &+ 0x800080) >> 8) & 0xFF00FF
        let ag = ((((p >> 8) & 0xFF00FF) &* g &+ ((q >> 8) & 0xFF00FF) &* f &+ 0x800080)) & 0xFF00FF00
        return rb | ag
    }

    /// The packed form of a pixel.
    @inline(__always)
    static func pack(_ p: Pixel) -> UInt32 {
        UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24
    }

    /// The pixel of a packed value.
    @inline(__always)
    static func unpack(_ v: UInt32) -> Pixel {
        Pixel(r: UInt8(v & 255), g: UInt8((v >> 8) & 255), b: UInt8((v >> 16) & 255), a: UInt8(v >> 24))
    }
}
