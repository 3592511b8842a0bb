import FlipbookRaster

/// Pixel packing and the colour distance shared by the quantizer, the mapper and the ditherers.
///
/// The encoder works on "target" pixels: `0x00BBGGRR` for an opaque colour (alpha already resolved
/// against the threshold and matte), or ``transparent``. Comparing two targets is one integer compare.
enum GIFColorMath {
    /// The target value of a pixel that the GIF shows as transparent.
    static let transparent: UInt32 = 0x0100_0000

    /// Channel weights of the colour distance: a weighted RGB distance (green counts most, blue
    /// least), close to perceived difference yet cheap enough for every pixel. PSNR, which weighs
    /// channels equally, loses about 0.1 dB to it; the weights buy visibly better greens and skin.
    static let weightR = 3, weightG = 4, weightB = 2

    @inline(__always) static func pack(_ r: Int, _ g: Int, _ b: Int) -> UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16
    }
    @inline(__always) static func r(_ c: UInt32) -> Int { Int(c & 0xFF) }
    @inline(__always) static func g(_ c: UInt32) -> Int { Int((c >> 8) & 0xFF) }
    @inline(__always) static func b(_ c: UInt32) -> Int { Int((c >> 16) & 0xFF) }

    /// Weighted squared distance between two colours given as components.
    @inline(__always) static func distance(_ r0: Int, _ g0: Int, _ b0: Int, _ r1: Int, _ g1: Int, _ b1: Int) -> Int {
        let dr = r0 - r1, dg = g0 - g1, db = b0 - b1
        return weightR * dr * dr + weightG * dg * dg + weightB * db * db
    }

    /// The 8-bit straight RGB of a colour, alpha ignored.
    static func pack(_ color: Color) -> UInt32 {
        let c = color.rgba8
        return pack(Int(c.r), Int(c.g), Int(c.b))
    }

    /// Converts a premultiplied bitmap into target pixels.
    ///
    /// Alpha below `threshold8` → ``transparent``; alpha 255 → the colour itself; anything between
    /// → composited over `matte` (premultiplied "over": `c + matte · (255 − a) / 255`).
    /// Eight opaque pixels in a row (the usual case) are converted together: one test of their
    /// alphas, then one mask.
    static func targets(of bitmap: Bitmap, threshold8: Int, matte: UInt32, into out: inout [UInt32]) {
        let count = bitmap.width * bitmap.height
        // Every element is written below.
        if out.count != count { out = [UInt32](unsafeUninitializedCapacity: count) { _, n in n = count } }
        let mr = r(matte), mg = g(matte), mb = b(matte)
        let minimumAlpha = max(1, threshold8)
        bitmap.bytes.withUnsafeBytes { src in
            let words = src.bindMemory(to: UInt32.self)
            out.withUnsafeMutableBufferPointer { dst in
                @inline(__always) func convert(_ i: Int) {
                    let w = UInt32(littleEndian: words[i])
                    let a = Int(w >> 24)
                    if a == 255 {
                        dst[i] = w & 0x00FF_FFFF
                    } else if a < minimumAlpha {
                        dst[i] = transparent
                    } else {
                        let k = 255 - a
                        dst[i] = pack(min(255, r(w) + (mr * k + 127) / 255),
                                      min(255, g(w) + (mg * k + 127) / 255),
                                      min(255, b(w) + (mb * k + 127) / 255))
                    }
                }
                var i = 0
                #if _endian(little)
                // Two pixels a 64-bit word: the alphas of eight are tested on the AND of four words.
                if count >= 8, let from = UnsafeRawPointer(words.baseAddress), let to = UnsafeMutableRawPointer(dst.baseAddress) {
                    let opaque: UInt64 = 0xFF00_0000_FF00_0000, colour: UInt64 = 0x00FF_FFFF_00FF_FFFF
                    while i + 8 <= count {
                        let w0 = from.loadUnaligned(fromByteOffset: 4 * i, as: UInt64.self)
                        let w1 = from.loadUnaligned(fromByteOffset: 4 * i + 8, as: UInt64.self)
                        let w2 = from.loadUnaligned(fromByteOffset: 4 * i + 16, as: UInt64.self)
                        let w3 = from.loadUnaligned(fromByteOffset: 4 * i + 24, as: UInt64.self)
                        if w0 & w1 & w2 & w3 & opaque == opaque {
                            to.storeBytes(of: w0 & colour, toByteOffset: 4 * i, as: UInt64.self)
                            to.storeBytes(of: w1 & colour, toByteOffset: 4 * i + 8, as: UInt64.self)
                            to.storeBytes(of: w2 & colour, toByteOffset: 4 * i + 16, as: UInt64.self)
                            to.storeBytes(of: w3 & colour, toByteOffset: 4 * i + 24, as: UInt64.self)
                        } else {
                            for j in i..<(i + 8) { convert(j) }
                        }
                        i += 8
                    }
                }
                #endif
                while i < count { convert(i); i += 1 }
            }
        }
    }
}
