import Foundation
import FlipbookRaster

/// Stand-in for Flip's "pure" (1200×1800): a head-and-shoulders silhouette with coloured rim light
/// in front of a glowing floral kaleidoscope on a dark violet background.
enum KaleidoscopeArt {
    static let designSize = (width: 1200.0, height: 1800.0)
    static let centre = Vec2(600, 760)

    static func paint(scale: Double) -> Bitmap {
        var canvas = Canvas(designWidth: designSize.width, designHeight: designSize.height, scale: scale)
        canvas.fillAll { p in
            Paint.ramp([(0, Paint.hex(0x2A1640)), (0.6, Paint.hex(0x110A1E)), (1, Paint.hex(0x06040B))],
                       Paint.radial(p, centre, 1150))
        }
        paintScatter(&canvas)
        paintMandala(&canvas)
        paintSilhouette(&canvas)
        return canvas.bitmap()
    }

    /// One ring of `petals` rounded petals reaching from `inner` to `outer` (design units), with a
    /// round hole of radius `hole` that the next, opaque ring covers (skipping those pixels halves the time).
    static func petalRing(petals n: Double, inner: Double, outer: Double, twist: Double, hole: Double) -> Shape {
        Shape.custom(Box(minX: centre.x - outer, minY: centre.y - outer, maxX: centre.x + outer, maxY: centre.y + outer)) { p in
            let d = p - centre
            let r = Shape.length(d)
            if r < hole { return hole - r }
            let f = abs(cos(n * (atan2(d.y, d.x) + twist) / 2))
            return (r - (inner + (outer - inner) * pow(f, 0.8))) * 0.55
        }
    }

    private static func paintMandala(_ canvas: inout Canvas) {
        let rings: [(n: Double, inner: Double, outer: Double, hue: Double)] = [
            (12, 560, 700, 0.90), (16, 470, 600, 0.03), (10, 400, 530, 0.12), (14, 320, 440, 0.48),
            (8, 250, 380, 0.58), (12, 190, 290, 0.80), (6, 120, 220, 0.13),
        ]
        for (i, ring) in rings.enumerated() {
            let twist = i.isMultiple(of: 2) ? 0 : Double.pi / ring.n
            let hole = i + 1 < rings.count ? rings[i + 1].inner - 4 : 0
            let shape = petalRing(petals: ring.n, inner: ring.inner, outer: ring.outer, twist: twist, hole: hole)
            canvas.fill(shape, Paint.hsv(ring.hue, 0.8, 1), feather: 28, blend: .screen, opacity: 0.35)
            canvas.fill(shape, feather: 1) { p in
                let d = p - centre
                let t = (Shape.length(d) - ring.inner * 0.6) / (ring.outer - ring.inner * 0.6)
                let vein = 0.5 + 0.5 * cos(ring.n * (atan2(d.y, d.x) + twist))
                return Paint.hsv(ring.hue + 0.06 * t, 0.85 - 0.3 * t, 0.35 + 0.6 * t * (0.7 + 0.3 * vein))
            }
            let dots = Int(ring.n)
            for k in 0..<dots {
                let a = (Double(k) + 0.5) * 2 * Double.pi / ring.n - twist
                let c = centre + Vec2(cos(a), sin(a)) * (ring.inner + 0.35 * (ring.outer - ring.inner))
                canvas.fill(.circle(c, 7 + Double(i)), Paint.hsv(ring.hue + 0.5, 0.35, 1), feather: 1.5, opacity: 0.9)
            }
        }
    }

    /// Small glowing five-petal flowers scattered over the background.
    private static func paintScatter(_ canvas: inout Canvas) {
        var random = SeededRandom(seed: 5)
        for _ in 0..<40 {
            let c = Vec2(random.next(in: 0...1200), random.next(in: 0...1800))
            let size = random.next(in: 14...40)
            let hue = random.next(in: 0...1)
            let flower = Shape.custom(Box(minX: c.x - size, minY: c.y - size, maxX: c.x + size, maxY: c.y + size)) { p in
                let d = p - c
                return (Shape.length(d) - size * (0.45 + 0.55 * abs(cos(2.5 * atan2(d.y, d.x))))) * 0.6
            }
            canvas.fill(flower, Paint.hsv(hue, 0.6, 0.9), feather: 2, opacity: 0.35)
        }
    }

    private static func paintSilhouette(_ canvas: inout Canvas) {
        let head = Shape.ellipse(Vec2(600, 770), Vec2(150, 188))
            .smoothUnion(.ellipse(Vec2(606, 735), Vec2(168, 196)), radius: 30)
            .smoothUnion(.circle(Vec2(640, 545), 92), radius: 50)
        let neck = Shape.capsule(Vec2(596, 900), Vec2(600, 1180), 68)
        let body = Shape.ellipse(Vec2(600, 1780), Vec2(620, 560)).union(.roundedRect(-40, 1700, 1280, 140))
        let figure = head.smoothUnion(neck, radius: 60).smoothUnion(body, radius: 120)
        canvas.fill(figure.inflated(by: 10), Paint.hex(0xFF6FD8), feather: 40, blend: .screen, opacity: 0.3)
        canvas.fill(figure) { p in
            Paint.mix(Paint.hex(0x120B1C), Paint.hex(0x050308), Paint.smoothstep(700, 1700, p.y))
        }
        canvas.fill(figure.subtracting(figure.translated(by: Vec2(12, 4))), Paint.hex(0x6FE8FF), feather: 4,
                    blend: .screen, opacity: 0.8)
        canvas.fill(figure.subtracting(figure.translated(by: Vec2(-12, 4))), Paint.hex(0xFF7AD9), feather: 4,
                    blend: .screen, opacity: 0.8)
        for x in [470.0, 730.0] {
            canvas.fill(.circle(Vec2(x, 890), 9), Paint.hex(0xFFE9A8), feather: 1)
            canvas.fill(.circle(Vec2(x, 890), 30), Paint.hex(0xFFD27A), feather: 26, blend: .screen, opacity: 0.5)
        }
    }
}
