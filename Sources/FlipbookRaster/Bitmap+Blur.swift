/// Gaussian blurs of whole bitmaps (shadows, frosted backgrounds).
extension Bitmap {
    /// This bitmap blurred by a Gaussian of standard deviation `sigma` (pixels), all four
    /// premultiplied channels alike, with transparent surroundings: content near the border
    /// fades out, and the total of each channel is kept when the content lies at least
    /// 3σ inside. σ < 0.1 returns the bitmap unchanged. Separable, ±⌈3σ⌉ taps.
    public func gaussianBlurred(sigma: Double) -> Bitmap {
        guard sigma >= 0.1, width > 0, height > 0 else { return self }
        var out = bytes
        var plane = [Float](repeating: 0, count: width * height)
        for channel in 0..<4 {
            for i in 0..<(width * height) { plane[i] = Float(bytes[i * 4 + channel]) }
            GaussianBlur.blur(&plane, width: width, height: height, sigma: sigma)
            for i in 0..<(width * height) { out[i * 4 + channel] = UInt8(PixelMath.clamped(plane[i], 0, 255) + 0.5) }
        }
        // Rounding channels independently can leave a colour above its alpha: clamp.
        for i in stride(from: 0, to: out.count, by: 4) {
            let a = out[i + 3]
            out[i] = min(out[i], a); out[i + 1] = min(out[i + 1], a); out[i + 2] = min(out[i + 2], a)
        }
        return Bitmap(width: width, height: height, bytes: out)
    }

    /// The shadow this bitmap casts: its alpha blurred by a Gaussian of σ `sigma` (pixels),
    /// filled with `color` (straight alpha; its alpha multiplies the result). Same size;
    /// pad the bitmap by 3σ first for an unclipped shadow.
    public func shadow(sigma: Double, color: Color) -> Bitmap {
        let s = Surface(self)
        return ShadowImage.make(alphaOf: s, sigma: sigma, color: color)
    }
}
