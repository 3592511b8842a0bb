import Foundation
import FlipbookGeometry

/// Layer contents prepared for the fast renderer: texel coordinates as projective functions
/// of the device pixel, the image's mip chain, and per-pixel bilinear sampling.
///
/// Texel coordinates `s = S/Q`, `t = T/Q` (level-0 texels) come from three device-linear
/// functions, so each pixel costs one reciprocal under perspective and none when affine
/// (perspective-correct interpolation of u/w, v/w, 1/w). The mip level is
/// `⌊log₂ ρ⌋` for the larger of the two pixel-step lengths ρ in texels: bilinear filtering of
/// the finest level that is at most 2:1 minified, evaluated once per 8-pixel run under
/// perspective and once per draw when affine.
struct ImageShader {
    let chain: MipChain
    let sa: Double, sb: Double, sc: Double
    let ta: Double, tb: Double, tc: Double
    let qa: Double, qb: Double, qc: Double
    /// True when every texel is opaque.
    var isOpaque: Bool { chain.isOpaque }

    init(_ contents: ContentsPaint, _ m: PlaneMap) {
        chain = contents.image.mipChain
        let w = Double(chain.levels[0].width), h = Double(chain.levels[0].height)
        let d = contents.destination, src = contents.sourceRect
        // Plane → texel: s = (x − d.x) · (src.w · W / d.w) + src.x · W, likewise for t.
        let ax = d.width != 0 ? src.width * w / d.width : 0
        let bx = src.origin.x * w - d.origin.x * ax
        let ay = d.height != 0 ? src.height * h / d.height : 0
        let by = src.origin.y * h - d.origin.y * ay
        sa = ax * m.i11 + bx * m.i13; sb = ax * m.i21 + bx * m.i23; sc = ax * m.i31 + bx * m.i33
        ta = ay * m.i12 + by * m.i13; tb = ay * m.i22 + by * m.i23; tc = ay * m.i32 + by * m.i33
        qa = m.i13; qb = m.i23; qc = m.i33
    }

    /// The mip level for the texel Jacobian at texel `(s, t)` with `r = 1/Q`.
    @inline(__always)
    func level(s: Double, t: Double, r: Double) -> Int {
        let dsx = (sa - s * qa) * r, dtx = (ta - t * qa) * r
        let dsy = (sb - s * qb) * r, dty = (tb - t * qb) * r
        let rho2 = max(dsx * dsx + dtx * dtx, dsy * dsy + dty * dty)
        guard rho2 >= 4 else { return 0 }
        let l = Int(log2(rho2) * 0.5)
        return min(l, chain.levels.count - 1)
    }

    /// Writes the premultiplied colours of pixels `x0...x1` of row `y` into `out[x]`.
    func shade(y: Int, x0: Int, x1: Int, into out: UnsafeMutablePointer<UInt32>) {
        let yc = Double(y) + 0.5
        let sRow = sb * yc + sc, tRow = tb * yc + tc, qRow = qb * yc + qc
        if qa == 0 {
            let r = 1 / qRow
            var s = (sa * (Double(x0) + 0.5) + sRow) * r, t = (ta * (Double(x0) + 0.5) + tRow) * r
            let ds = sa * r, dt = ta * r
            let lv = chain.levels[level(s: s, t: t, r: r)]
            let kx = scaleX(lv), ky = scaleY(lv)
            var x = x0
            while x <= x1 {
                out[x] = ImageShader.bilinear(lv, s * kx, t * ky)
                s += ds; t += dt; x += 1
            }
            return
        }
        var x = x0
        while x <= x1 {
            let runEnd = min(x + 7, x1)
            var xc = Double(x) + 0.5
            var r = 1 / (qa * xc + qRow)
            let lv = chain.levels[level(s: (sa * xc + sRow) * r, t: (ta * xc + tRow) * r, r: r)]
            let kx = scaleX(lv), ky = scaleY(lv)
            while x <= runEnd {
                r = 1 / (qa * xc + qRow)
                out[x] = ImageShader.bilinear(lv, (sa * xc + sRow) * (r * kx), (ta * xc + tRow) * (r * ky))
                xc += 1; x += 1
            }
        }
    }

    /// Level-0 texels → texels of `lv`, horizontally.
    @inline(__always) func scaleX(_ lv: MipLevel) -> Double { Double(lv.width) / Double(chain.levels[0].width) }
    /// Level-0 texels → texels of `lv`, vertically.
    @inline(__always) func scaleY(_ lv: MipLevel) -> Double { Double(lv.height) / Double(chain.levels[0].height) }

    /// Bilinear sample of `lv` at texel coordinates `(s, t)` of that level (texel centres at
    /// +0.5); texels outside the image repeat the edge (clamp).
    @inline(__always)
    static func bilinear(_ lv: MipLevel, _ s: Double, _ t: Double) -> UInt32 {
        let w = lv.width, h = lv.height
        var fx = s - 0.5
        var fy = t - 0.5
        fx = min(max(fx, -1), Double(w)); fy = min(max(fy, -1), Double(h))
        let ix = Int((fx * 256).rounded(.down)), iy = Int((fy * 256).rounded(.down))
        let x0 = ix >> 8, y0 = iy >> 8
        let wx = UInt32(ix & 255), wy = UInt32(iy & 255)
        let xa = min(max(x0, 0), w - 1), xb = min(max(x0 + 1, 0), w - 1)
        let ya = min(max(y0, 0), h - 1) * w, yb = min(max(y0 + 1, 0), h - 1) * w
        let p = lv.pixels
        let top = PixelMath.lerp(p[ya + xa], p[ya + xb], wx)
        let bottom = PixelMath.lerp(p[yb + xa], p[yb + xb], wx)
        return PixelMath.lerp(top, bottom, wy)
    }
}
