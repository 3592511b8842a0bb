import Foundation
import FlipbookGeometry

/// What fills a shape in the fast renderer: one of three shaders, chosen once per draw so
/// that the per-pixel loops contain no dynamic dispatch.
enum Paint {
    /// One premultiplied packed colour.
    case solid(UInt32)
    /// A gradient through its lookup table.
    case gradient(GradientShader)
    /// A texture.
    case image(ImageShader)

    /// True when every pixel this paint produces is opaque.
    var isOpaque: Bool {
        switch self {
        case .solid(let c): return c >> 24 == 255
        case .gradient: return false
        case .image(let s): return s.isOpaque
        }
    }

    /// This paint with every colour scaled by `alpha` (0…255), or nil for images (whose
    /// opacity is applied through coverage instead).
    func scaled(by alpha: UInt32) -> Paint? {
        switch self {
        case .solid(let c): return .solid(PixelMath.scale(c, by: alpha))
        case .gradient(let g): return .gradient(g.scaled(by: alpha))
        case .image: return nil
        }
    }

    /// Writes the premultiplied colours of pixels `x0...x1` of row `y` into `out[x]`.
    func shade(y: Int, x0: Int, x1: Int, map m: PlaneMap, into out: UnsafeMutablePointer<UInt32>) {
        switch self {
        case .solid(let c):
            (out + x0).update(repeating: c, count: x1 - x0 + 1)
        case .image(let s):
            s.shade(y: y, x0: x0, x1: x1, into: out)
        case .gradient(let g):
            g.lut.withUnsafeBufferPointer { lut in
                shadeGradient(g, lut.baseAddress!, y: y, x0: x0, x1: x1, m: m, out: out)
            }
        }
    }

    private func shadeGradient(_ g: GradientShader, _ lut: UnsafePointer<UInt32>, y: Int, x0: Int, x1: Int,
                               m: PlaneMap, out: UnsafeMutablePointer<UInt32>) {
        let yc = Double(y) + 0.5
        let uRow = m.i21 * yc + m.i31, vRow = m.i22 * yc + m.i32, qRow = m.i23 * yc + m.i33
        let p = g.paint
        switch p.kind {
        case .axial:
            // t = ((x − sx)·dx + (y − sy)·dy) / |d|² is linear in the plane, so T = t·q is
            // linear in device space: one division per pixel, none when affine.
            let dx = p.end.x - p.start.x, dy = p.end.y - p.start.y
            let l2 = dx * dx + dy * dy
            let ka = dx / l2, kb = dy / l2, kc = -(p.start.x * dx + p.start.y * dy) / l2
            let ta = ka * m.i11 + kb * m.i12 + kc * m.i13
            let tRow = ka * uRow + kb * vRow + kc * qRow
            let ia = ta * g.lutScale, iRow = (tRow - g.lutBase * qRow) * g.lutScale
            let qa = m.i13
            // Table index = I/q with I linear: exact at run ends, linear in between while the
            // exact midpoint stays within two of the 1024 entries (always, when affine).
            var x = x0
            while x <= x1 {
                var end = qa == 0 ? x1 : min(x + 31, x1)
                let xa = Double(x) + 0.5
                let i0 = (ia * xa + iRow) / (qa * xa + qRow)
                var xb = Double(end) + 0.5
                var i1 = (ia * xb + iRow) / (qa * xb + qRow)
                while qa != 0 && end > x + 1 {
                    let xm = (xa + xb) / 2
                    if abs((ia * xm + iRow) / (qa * xm + qRow) - (i0 + i1) / 2) <= 2 { break }
                    end = x + (end - x) / 2
                    xb = Double(end) + 0.5
                    i1 = (ia * xb + iRow) / (qa * xb + qRow)
                }
                let step = end > x ? (i1 - i0) / Double(end - x) : 0
                let top = Double(GradientShader.lutSize - 1)
                var i = i0 + 0.5
                if min(i0, i1) >= 0 && max(i0, i1) + 0.5 < top {
                    for px in x...end { out[px] = lut[Int(i)]; i += step }
                } else {
                    for px in x...end { out[px] = lut[i > 0 ? Int(min(i, top)) : 0]; i += step }
                }
                x = end + 1
            }
        case .radial, .conic:
            var xc = Double(x0) + 0.5
            for x in x0...x1 {
                let q = m.i13 * xc + qRow
                let px = (m.i11 * xc + uRow) / q, py = (m.i12 * xc + vRow) / q
                out[x] = lut[g.index(GradientRamp.parameter(of: p, x: px, y: py) ?? 0)]
                xc += 1
            }
        }
    }
}
