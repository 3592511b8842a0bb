/// Whole-bitmap operations that other modules need: placing one bitmap over another,
/// cropping and box-filter downscaling. All work on premultiplied RGBA8.
extension Bitmap {
    /// Draws `top` over this bitmap (source-over, premultiplied) with its top-left pixel at
    /// `(x, y)` of this bitmap, its alpha multiplied by `opacity` (0…1, default 1).
    ///
    /// Parts of `top` outside this bitmap are ignored; negative offsets are allowed.
    public mutating func composite(_ top: Bitmap, at x: Int, y: Int, opacity: Double = 1) {
        let o = UInt32((PixelMath.clamped(opacity, 0, 1) * 255).rounded())
        guard o > 0 else { return }
        let x0 = max(x, 0), y0 = max(y, 0)
        let x1 = min(x + top.width, width), y1 = min(y + top.height, height)
        guard x1 > x0, y1 > y0 else { return }
        let w = width, tw = top.width
        top.bytes.withUnsafeBytes { traw in
            let src = traw.bindMemory(to: UInt32.self)
            bytes.withUnsafeMutableBytes { draw in
                let dst = draw.bindMemory(to: UInt32.self)
                for row in y0..<y1 {
                    for col in x0..<x1 {
                        var s = src[(row - y) * tw + (col - x)]
                        if s == 0 { continue }
                        if o != 255 { s = PixelMath.scale(s, by: o) }
                        dst[row * w + col] = PixelMath.over(s, dst[row * w + col])
                    }
                }
            }
        }
    }

    /// The pixels `[x, x + width) × [y, y + height)` of this bitmap as a new bitmap; the part
    /// outside this bitmap is transparent.
    /// - Precondition: `width >= 0 && height >= 0`.
    public func cropped(x: Int, y: Int, width cw: Int, height ch: Int) -> Bitmap {
        var out = Bitmap(width: cw, height: ch)
        let x0 = max(x, 0), x1 = min(x + cw, width)
        guard x1 > x0 else { return out }
        for row in max(y, 0)..<max(min(y + ch, height), max(y, 0)) {
            let s = (row * width + x0) * 4, d = ((row - y) * cw + (x0 - x)) * 4
            out.bytes.replaceSubrange(d..<(d + (x1 - x0) * 4), with: bytes[s..<(s + (x1 - x0) * 4)])
        }
        return out
    }

    /// This bitmap shrunk by an integer `factor` with a box filter: each output pixel is the
    /// rounded mean of a `factor × factor` block (premultiplied, so edges stay correct).
    /// The size is `width / factor × height / factor`, rounding up; blocks at the right and
    /// bottom edges average only the pixels that exist.
    /// - Precondition: `factor >= 1`.
    public func downscaled(by factor: Int) -> Bitmap {
        precondition(factor >= 1, "downscale factor must be at least 1")
        if factor == 1 { return self }
        let ow = (width + factor - 1) / factor, oh = (height + factor - 1) / factor
        var out = [UInt8](repeating: 0, count: ow * oh * 4)
        for oy in 0..<oh {
            for ox in 0..<ow {
                var sum = (0, 0, 0, 0), n = 0
                for y in (oy * factor)..<min((oy + 1) * factor, height) {
                    for x in (ox * factor)..<min((ox + 1) * factor, width) {
                        let i = (y * width + x) * 4
                        sum.0 += Int(bytes[i]); sum.1 += Int(bytes[i + 1])
                        sum.2 += Int(bytes[i + 2]); sum.3 += Int(bytes[i + 3])
                        n += 1
                    }
                }
                let o = (oy * ow + ox) * 4
                out[o] = UInt8((sum.0 + n / 2) / n); out[o + 1] = UInt8((sum.1 + n / 2) / n)
                out[o + 2] = UInt8((sum.2 + n / 2) / n); out[o + 3] = UInt8((sum.3 + n / 2) / n)
            }
        }
        return Bitmap(width: ow, height: oh, bytes: out)
    }
}
