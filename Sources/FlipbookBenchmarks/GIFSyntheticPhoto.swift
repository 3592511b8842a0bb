import Foundation
import FlipbookCodecs
import FlipbookRaster

/// A procedural landscape that behaves like a photograph for a quantizer: smooth sky gradients and a
/// sun glow (banding shows at once), soft clouds, textured mountains and a fine-grained meadow
/// (many distinct colours). Deterministic for a seed; used by the GIF benchmark and tests.
struct GIFSyntheticPhoto {
    let seed: UInt32

    /// Renders the landscape at `width × height`, opaque.
    func render(width: Int, height: Int) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        let phase = Double(seed) * 0.37
        for y in 0..<height {
            let v = Double(y) / Double(height)
            for x in 0..<width {
                let u = Double(x) / Double(width) * Double(width) / Double(height)
                let c = color(u: u, v: v, phase: phase)
                let o = (y * width + x) * 4
                bitmap.bytes[o] = GIFSyntheticPhoto.byte(c.0)
                bitmap.bytes[o + 1] = GIFSyntheticPhoto.byte(c.1)
                bitmap.bytes[o + 2] = GIFSyntheticPhoto.byte(c.2)
                bitmap.bytes[o + 3] = 255
            }
        }
        return bitmap
    }

    private func color(u: Double, v: Double, phase: Double) -> (Double, Double, Double) {
        let horizon = 0.55 + 0.04 * sin(u * 2 + phase)
        let ridge = 0.38 + 0.12 * fbm(u * 3 + phase, 0.5, octaves: 4)
        if v < ridge {
            // Sky: deep blue to warm haze, a sun glow, soft clouds.
            let t = v / ridge
            var r = 0.18 + 0.70 * t, g = 0.35 + 0.50 * t, b = 0.75 + 0.15 * t
            let sun = exp(-((u - 0.9 - 0.2 * sin(phase)) * (u - 0.9 - 0.2 * sin(phase)) + (v - 0.2) * (v - 0.2)) * 18)
            r += 0.5 * sun; g += 0.4 * sun; b += 0.15 * sun
            let cloud = smooth(fbm(u * 4 + phase, v * 9, octaves: 5) - 0.05, 0.25)
            r = r + (0.97 - r) * cloud * 0.8; g = g + (0.96 - g) * cloud * 0.8; b = b + (0.98 - b) * cloud * 0.8
            return (r, g, b)
        }
        if v < horizon {
            // Mountains: blue-grey rock, lit from the right, hazier near the ridge.
            let n = fbm(u * 12 + phase, v * 12, octaves: 5)
            let light = 0.55 + 0.45 * n
            let haze = 1 - (v - ridge) / max(0.01, horizon - ridge)
            return (0.35 * light + 0.35 * haze * 0.6, 0.40 * light + 0.4 * haze * 0.5, 0.50 * light + 0.3 * haze * 0.5)
        }
        // Meadow: greens and yellows with grass-scale grain and a few flowers.
        let t = (v - horizon) / (1 - horizon)
        let n = fbm(u * 40 + phase, v * 90, octaves: 3)
        let patch = fbm(u * 5 + phase, v * 7, octaves: 3)
        var r = 0.20 + 0.35 * patch + 0.15 * n, g = 0.45 + 0.25 * patch + 0.2 * n - 0.1 * t, b = 0.10 + 0.08 * n
        let flower = smooth(fbm(u * 60 + 7 + phase, v * 60, octaves: 2) - 0.42, 0.05)
        r = r + (0.95 - r) * flower; g = g + (0.35 - g) * flower * 0.8; b = b + (0.55 - b) * flower
        return (r, g, b)
    }

    private func smooth(_ x: Double, _ width: Double) -> Double {
        let t = min(1, max(0, x / width))
        return t * t * (3 - 2 * t)
    }

    /// Fractal value noise in about −0.5…0.5.
    private func fbm(_ x: Double, _ y: Double, octaves: Int) -> Double {
        var sum = 0.0, amplitude = 0.5, fx = x, fy = y
        for o in 0..<octaves {
            sum += amplitude * (noise(fx, fy, UInt32(o)) - 0.5)
            fx *= 2.03; fy *= 2.03; amplitude *= 0.5
        }
        return sum * 1.6
    }

    private func noise(_ x: Double, _ y: Double, _ octave: UInt32) -> Double {
        let xi = Int(x.rounded(.down)), yi = Int(y.rounded(.down))
        let fx = x - Double(xi), fy = y - Double(yi)
        let sx = fx * fx * (3 - 2 * fx), sy = fy * fy * (3 - 2 * fy)
        let a = hash(xi, yi, octave), b = hash(xi + 1, yi, octave)
        let c = hash(xi, yi + 1, octave), d = hash(xi + 1, yi + 1, octave)
        return (a + (b - a) * sx) * (1 - sy) + (c + (d - c) * sx) * sy
    }

    private func hash(_ x: Int, _ y: Int, _ octave: UInt32) -> Double {
        var h = UInt32(truncatingIfNeeded: x) &* 0x27D4_EB2D ^ UInt32(truncatingIfNeeded: y) &* 0x1656_67B1
        h ^= (seed &+ octave &* 0x9E37_79B9) &* 0x85EB_CA6B
        h ^= h >> 15; h = h &* 0x2C1B_3C6D; h ^= h >> 12; h = h &* 0x297A_2D39; h ^= h >> 15
        return Double(h) / Double(UInt32.max)
    }

    static func byte(_ v: Double) -> UInt8 { UInt8(min(255, max(0, (v * 255).rounded()))) }

    /// Bilinear sample of an opaque bitmap at pixel-centre coordinates, clamped at the edges;
    /// returns R, G, B in 0…255.
    static func bilinear(_ b: Bitmap, _ x: Double, _ y: Double) -> [Double] {
        let cx = min(max(x, 0), Double(b.width - 1)), cy = min(max(y, 0), Double(b.height - 1))
        let x0 = Int(cx), y0 = Int(cy), x1 = min(x0 + 1, b.width - 1), y1 = min(y0 + 1, b.height - 1)
        let fx = cx - Double(x0), fy = cy - Double(y0)
        var out = [0.0, 0.0, 0.0]
        for k in 0..<3 {
            let a = Double(b.bytes[(y0 * b.width + x0) * 4 + k]), bb = Double(b.bytes[(y0 * b.width + x1) * 4 + k])
            let c = Double(b.bytes[(y1 * b.width + x0) * 4 + k]), d = Double(b.bytes[(y1 * b.width + x1) * 4 + k])
            out[k] = (a + (bb - a) * fx) * (1 - fy) + (c + (d - c) * fx) * fy
        }
        return out
    }
}
