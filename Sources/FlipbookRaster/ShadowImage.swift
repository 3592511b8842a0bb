/// Builds the image of a shadow: the alpha of a rendered layer, Gaussian-blurred and coloured.
enum ShadowImage {
    /// A bitmap of `surface`'s size whose pixels are `color` (premultiplied) times the
    /// blurred alpha of `surface`.
    static func make(alphaOf surface: Surface, sigma: Double, color: Color) -> Bitmap {
        let w = surface.width, h = surface.height
        var plane = [Float](repeating: 0, count: w * h)
        for i in 0..<(w * h) { plane[i] = Float(surface.pixels[i] >> 24) }
        GaussianBlur.blur(&plane, width: w, height: h, sigma: sigma)
        let c = color.premultiplied8
        let cr = Float(c.r) / 255, cg = Float(c.g) / 255, cb = Float(c.b) / 255, ca = Float(c.a) / 255
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for i in 0..<(w * h) {
            let a = PixelMath.clamped(plane[i], 0, 255)
            bytes[4 * i] = UInt8(a * cr + 0.5)
            bytes[4 * i + 1] = UInt8(a * cg + 0.5)
            bytes[4 * i + 2] = UInt8(a * cb + 0.5)
            bytes[4 * i + 3] = UInt8(a * ca + 0.5)
        }
        return Bitmap(width: w, height: h, bytes: bytes)
    }
}
