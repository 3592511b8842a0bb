import Foundation
import FlipbookGeometry

/// Layer contents prepared for the fast renderer: texel coordinates as projective functions
/// of the device pixel, the image's mip chain, and per-pixel bilinear sampling.
///
/// Texel coordinates `s = S/Q`, `t = T/Q` (level-0 texels) come from three device-linear
/// functions, so each pixel costs one reciprocal under perspective and none when affine
/// (perspective-correct interpolation of u/w, v/w, 1/w). The mip level is
/// `⌊log₂ ρ⌋` for the larger of the two pixel-step lengths ρ in texels: bilinear filtering of
/// the finest level that is at most 2:1 minified, evaluated once per run (see ``run``) under
/// perspective and once per draw when affine.
struct ImageShader {
    let chain: MipChain
    private let table: UnsafeMutablePointer<MipLevel>
    private let scales: UnsafeMutablePointer<(x: Double, y: Double)>
    private let maxLevel: Int
    let sa: Double, sb: Double, sc: Double
    let ta: Double, tb: Double, tc: Double
    let qa: Double, qb: Double, qc: Double
    /// True when every texel is opaque.
    var isOpaque: Bool { chain.isOpaque }

    init(_ contents: ContentsPaint, _ m: PlaneMap) {
        let image = contents.image
        let w = Double(max(image.width, 1)), h = Double(max(image.height, 1))
        let d = contents.destination, src = contents.sourceRect
        // Plane → texel: s = (x − d.x) · (src.w · W / d.w) + src.x · W, likewise for t.
        let ax = d.width != 0 ? src.width * w / d.width : 0
        let bx = src.origin.x * w - d.origin.x * ax
        let ay = d.height != 0 ? src.height * h / d.height : 0
        let by = src.origin.y * h - d.origin.y * ay
        sa = ax * m.i11 + bx * m.i13; sb = ax * m.i21 + bx * m.i23; sc = ax * m.i31 + bx * m.i33
        ta = ay * m.i12 + by * m.i13; tb = ay * m.i22 + by * m.i23; tc = ay * m.i32 + by * m.i33
        qa = m.i13; qb = m.i23; qc = m.i33
        // An affine map (q constant) has one texel Jacobian: when it does not minify 2:1,
        // every run samples level 0 and the smaller levels need not be built.
        var needsLevels = true
        if qa == 0 && qb == 0 {
            let r = 1 / qc
            let rho2 = max((sa * r) * (sa * r) + (ta * r) * (ta * r), (sb * r) * (sb * r) + (tb * r) * (tb * r))
            needsLevels = !(rho2 < 4)
        }
        chain = needsLevels ? image.mipChain : image.baseMipLevel
        table = chain.table
        scales = chain.scales
        maxLevel = chain.levels.count - 1
    }

    /// The mip level for the texel Jacobian at texel `(s, t)` with `r = 1/Q`.
    @inline(__always)
    func level(s: Double, t: Double, r: Double) -> Int {
        let dsx = (sa - s * qa) * r, dtx = (ta - t * qa) * r
        let dsy = (sb - s * qb) * r, dty = (tb - t * qb) * r
        let rho2 = max(dsx * dsx + dtx * dtx, dsy * dsy + dty * dty)
        guard rho2 >= 4, rho2.isFinite else { return rho2.isFinite ? 0 : maxLevel }
        // ⌊log₂ ρ⌋ = ⌊⌊log₂ ρ²⌋ / 2⌋, and ⌊log₂ ρ²⌋ is the binary exponent.
        return min(PixelMath.normalExponent(rho2) / 2, maxLevel)
    }

    /// Pixels per run under perspective: texel coordinates are exact at run ends and
    /// interpolated linearly (16.16 fixed point) in between, the classic span subdivision.
    /// Runs (at most 32 pixels) halve until the exact midpoint lies within half a texel of the
    /// interpolated one.
    static let run = 32

    /// Writes the premultiplied colours of pixels `x0...x1` of row `y` into `out[x]`.
    func shade(y: Int, x0: Int, x1: Int, into out: UnsafeMutablePointer<UInt32>) {
        let yc = Double(y) + 0.5
        let sRow = sb * yc + sc, tRow = tb * yc + tc, qRow = qb * yc + qc
        let affine = qa == 0
        var x = x0
        while x <= x1 {
            // Halve the run while the exact midpoint strays more than half a texel from the
            // linear one (strong perspective); affine spans are exact in one run.
            var end = affine ? x1 : min(x + ImageShader.run - 1, x1)
            let xa = Double(x) + 0.5
            var xb = Double(end) + 0.5
            let ra = 1 / (qa * xa + qRow)
            let s0 = (sa * xa + sRow) * ra, t0 = (ta * xa + tRow) * ra
            var rb = 1 / (qa * xb + qRow)
            var s1 = (sa * xb + sRow) * rb, t1 = (ta * xb + tRow) * rb
            while !affine && end > x + 1 {
                let xm = (xa + xb) / 2, rm = 1 / (qa * xm + qRow)
                let em = abs((sa * xm + sRow) * rm - (s0 + s1) / 2) + abs((ta * xm + tRow) * rm - (t0 + t1) / 2)
                if em <= 0.5 { break }
                end = x + (end - x) / 2
                xb = Double(end) + 0.5
                rb = 1 / (qa * xb + qRow)
                s1 = (sa * xb + sRow) * rb; t1 = (ta * xb + tRow) * rb
            }
            let li = level(s: s0, t: t0, r: ra)
            let lv = table[li]
            let (kx, ky) = scales[li]
            let n = Double(max(end - x, 1))
            ImageShader.sampleRun(lv, s: s0 * kx, t: t0 * ky,
                                  ds: affine ? sa * ra * kx : (s1 - s0) * kx / n,
                                  dt: affine ? ta * ra * ky : (t1 - t0) * ky / n,
                                  count: end - x + 1, into: out + x)
            x = end + 1
        }
    }

    /// Bilinear samples of `lv` along a line in texel space: `(s + i·ds, t + i·dt)` for
    /// `i < count` (texel coordinates of that level, texel centres at +0.5), edges clamped.
    /// Stepping is 16.16 fixed point; a run that stays inside the image skips the clamps.
    ///
    /// A run that steps one whole texel per pixel along a row from a texel centre (an image
    /// drawn 1:1 at a pixel-aligned translation) has bilinear weights of zero everywhere, which
    /// return the texel itself: it is copied instead (``copyRun``), the same bytes.
    /// `copies: false` forces the bilinear loops (for tests comparing both).
    static func sampleRun(_ lv: MipLevel, s: Double, t: Double, ds: Double, dt: Double,
                          count: Int, into out: UnsafeMutablePointer<UInt32>, copies: Bool = true) {
        let w = lv.width, h = lv.height, p = lv.pixels
        let lim = Double(max(w, h) + 4)
        // Truncation instead of floor: off by 1/65536 texel for negative values, which only
        // occur in clamped edge runs, and it avoids a libm call on baseline x86-64.
        func fixed(_ v: Double) -> Int { Int(PixelMath.clamped(v, -lim, lim) * 65536) }
        var fs = fixed(s - 0.5), ft = fixed(t - 0.5)
        let dfs = fixed(ds), dft = fixed(dt)
        if copies && dfs == 65536 && dft == 0 && fs & 0xFFFF == 0 && ft & 0xFFFF == 0 {
            copyRun(lv, x: fs >> 16, y: ft >> 16, count: count, into: out)
            return
        }
        let lastS = fs &+ dfs &* (count - 1), lastT = ft &+ dft &* (count - 1)
        let inside = min(fs, lastS) >= 0 && max(fs, lastS) >> 16 < w - 1
            && min(ft, lastT) >= 0 && max(ft, lastT) >> 16 < h - 1
        if inside {
            // Each texel pair is one 8-byte load (the texels of a row are adjacent), blended
            // in SIMD lanes with the scalar form's integers (see ``PixelVector``).
            let raw = UnsafeRawPointer(p), rowBytes = w &* 4
            for i in 0..<count {
                let offset = ((ft >> 16) &* w &+ (fs >> 16)) &* 4
                out[i] = PixelVector.bilinear(top: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
                                              bottom: raw.loadUnaligned(fromByteOffset: offset &+ rowBytes, as: UInt64.self),
                                              fx: UInt16(truncatingIfNeeded: (fs >> 8) & 255),
                                              fy: UInt16(truncatingIfNeeded: (ft >> 8) & 255))
                fs &+= dfs; ft &+= dft
            }
            return
        }
        for i in 0..<count {
            let ix = fs >> 16, iy = ft >> 16
            let wx = UInt32(truncatingIfNeeded: (fs >> 8) & 255), wy = UInt32(truncatingIfNeeded: (ft >> 8) & 255)
            let xa = min(max(ix, 0), w - 1), xb = min(max(ix &+ 1, 0), w - 1)
            let ya = min(max(iy, 0), h - 1) &* w, yb = min(max(iy &+ 1, 0), h - 1) &* w
            out[i] = PixelMath.bilinear(p[ya &+ xa], p[ya &+ xb], p[yb &+ xa], p[yb &+ xb], wx, wy)
            fs &+= dfs; ft &+= dft
        }
    }

    /// Texels `x..<x + count` of row `y` of `lv`, coordinates clamped to the image (as the
    /// bilinear loops clamp them): the edge texels repeated outside, a straight copy inside.
    static func copyRun(_ lv: MipLevel, x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let w = lv.width
        let row = lv.pixels + min(max(y, 0), lv.height - 1) &* w
        // Pixels left of the image, inside it, right of it.
        let left = min(max(-x, 0), count)
        let inside = max(min(w - max(x, 0), count - left), 0)
        if left > 0 { (out).update(repeating: row[0], count: left) }
        if inside > 0 { (out + left).update(from: row + max(x, 0), count: inside) }
        let right = count - left - inside
        if right > 0 { (out + left + inside).update(repeating: row[w - 1], count: right) }
    }
}
