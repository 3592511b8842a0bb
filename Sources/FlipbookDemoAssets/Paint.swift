import Foundation
import FlipbookRaster

/// Colour helpers for the asset painters: mixing, HSV, gradients and smooth value noise.
enum Paint {
    /// The linear mix of two colours, `t` in 0…1 (clamped), in gamma-encoded sRGB.
    static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        let t = min(max(t, 0), 1)
        return Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                     blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }

    /// A colour from `#RRGGBB`, e.g. `Paint.hex(0x1C2129)`.
    static func hex(_ rgb: UInt32, alpha: Double = 1) -> Color {
        Color(red: Double((rgb >> 16) & 255) / 255, green: Double((rgb >> 8) & 255) / 255,
              blue: Double(rgb & 255) / 255, alpha: alpha)
    }

    /// A colour from hue (turns, wraps), saturation and value in 0…1.
    static func hsv(_ h: Double, _ s: Double, _ v: Double, alpha: Double = 1) -> Color {
        let h6 = (h - h.rounded(.down)) * 6
        let i = Int(h6) % 6, f = h6 - Double(Int(h6))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        return Color(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The colour at `t` along `(position, colour)` stops in increasing order (clamped at the ends).
    static func ramp(_ stops: [(Double, Color)], _ t: Double) -> Color {
        if t <= stops[0].0 { return stops[0].1 }
        for i in 1..<stops.count where t <= stops[i].0 {
            let (t0, c0) = stops[i - 1], (t1, c1) = stops[i]
            return mix(c0, c1, (t - t0) / max(t1 - t0, 1e-12))
        }
        return stops[stops.count - 1].1
    }

    /// Position of `p` along the segment `a → b`, 0 at `a`, 1 at `b` (not clamped).
    static func along(_ p: Vec2, _ a: Vec2, _ b: Vec2) -> Double {
        let ab = b - a
        return ((p - a) * ab).sum() / max((ab * ab).sum(), 1e-12)
    }

    /// Distance of `p` from `center` divided by `radius`.
    static func radial(_ p: Vec2, _ center: Vec2, _ radius: Double) -> Double {
        Shape.length(p - center) / radius
    }

    /// Hermite smoothstep of `x` between `e0` and `e1`.
    static func smoothstep(_ e0: Double, _ e1: Double, _ x: Double) -> Double {
        let t = min(max((x - e0) / (e1 - e0), 0), 1)
        return t * t * (3 - 2 * t)
    }

    /// Smooth value noise in 0…1 with unit feature size, deterministic (integer hash, no global state).
    static func noise(_ p: Vec2, seed: UInt64 = 0) -> Double {
        let ix = p.x.rounded(.down), iy = p.y.rounded(.down)
        let fx = p.x - ix, fy = p.y - iy
        let ux = fx * fx * (3 - 2 * fx), uy = fy * fy * (3 - 2 * fy)
        func h(_ dx: Double, _ dy: Double) -> Double {
            var z = UInt64(bitPattern: Int64(ix + dx)) &* 0x9E37_79B9_7F4A_7C15
                ^ UInt64(bitPattern: Int64(iy + dy)) &* 0xC2B2_AE3D_27D4_EB4F ^ seed
            z = (z ^ (z >> 31)) &* 0xBF58_476D_1CE4_E5B9
            z ^= z >> 29
            return Double(z >> 11) / Double(1 << 53)
        }
        let a = h(0, 0), b = h(1, 0), c = h(0, 1), d = h(1, 1)
        return a + (b - a) * ux + (c - a) * uy + (a - b - c + d) * ux * uy
    }

    /// Fractal (4-octave) value noise in 0…1.
    static func fbm(_ p: Vec2, seed: UInt64 = 0) -> Double {
        var sum = 0.0, amp = 0.5, q = p
        for octave in 0..<4 {
            sum += amp * noise(q, seed: seed &+ UInt64(octave))
            q = q * 2.03
            amp *= 0.5
        }
        return sum / 0.9375
    }
}
