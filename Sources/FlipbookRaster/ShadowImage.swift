/// Builds the image of a shadow: the alpha of a rendered layer, Gaussian-blurred and coloured.
enum ShadowImage {
    /// A bitmap of `surface`'s size whose pixels are `color` (premultiplied) times the
    /// blurred alpha of `surface`.
    static func make(alphaOf surface: Surface, sigma: Double, color: Color) -> Bitmap {
        let w = surface.width, h = surface.height, n = w * h
        var plane = [Float](unsafeUninitializedCapacity: n) { buffer, count in
            for i in 0..<n { buffer[i] = Float(surface.pixels[i] >> 24) }
            count = n
        }
        GaussianBlur.blur(&plane, width: w, height: h, sigma: sigma)
        let c = color.premultiplied8
        let cr = Float(c.r) / 255, cg = Float(c.g) / 255, cb = Float(c.b) / 255, ca = Float(c.a) / 255
        let bytes = [UInt8](unsafeUninitializedCapacity: n * 4) { buffer, count in
            plane.withUnsafeBufferPointer { p in
                let out = buffer.baseAddress!
                // The same rounding as `UInt8(a · c + 0.5)`: a ∈ 0…255 and c ≤ 1, so the value
                // lies in 0.5…255.5 and truncates to 0…255 (no check needed); the last value
                // is reused across the long runs of equal alpha that a shadow has.
                var last: Float = -1
                var packed: UInt32 = 0
                for i in 0..<n {
                    let a = PixelMath.clamped(p[i], 0, 255)
                    if a != last {
                        last = a
                        packed = UInt32(truncatingIfNeeded: Int32(a * cr + 0.5))
                            | UInt32(truncatingIfNeeded: Int32(a * cg + 0.5)) << 8
                            | UInt32(truncatingIfNeeded: Int32(a * cb + 0.5)) << 16
                            | UInt32(truncatingIfNeeded: Int32(a * ca + 0.5)) << 24
                    }
                    UnsafeMutableRawPointer(out + 4 * i).storeBytes(of: packed.littleEndian, as: UInt32.self)
                }
            }
            count = n * 4
        }
        return Bitmap(width: w, height: h, bytes: bytes)
    }
}
