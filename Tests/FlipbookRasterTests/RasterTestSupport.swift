import Foundation
import FlipbookGeometry
@testable import FlipbookRaster
import FlipbookTestSupport

/// How two renderings differ, per channel value (0…255).
struct BitmapDifference: CustomStringConvertible {
    var meanAbs: Double
    var max: Int
    /// The fraction of pixels whose largest channel difference exceeds 24.
    var largeFraction: Double

    init(_ a: Bitmap, _ b: Bitmap) {
        precondition(a.width == b.width && a.height == b.height)
        var sum = 0, mx = 0, large = 0
        for p in 0..<(a.width * a.height) {
            var pm = 0
            for c in 0..<4 {
                let d = abs(Int(a.bytes[p * 4 + c]) - Int(b.bytes[p * 4 + c]))
                sum += d; pm = Swift.max(pm, d)
            }
            mx = Swift.max(mx, pm)
            if pm > 24 { large += 1 }
        }
        meanAbs = Double(sum) / Double(Swift.max(a.bytes.count, 1))
        max = mx
        largeFraction = Double(large) / Double(Swift.max(a.width * a.height, 1))
    }

    var description: String { "mean \(meanAbs), max \(max), >24: \(largeFraction * 100)%" }
}

/// Scene-building helpers shared by the raster tests.
enum Scenes {
    /// A node whose bounds are `(0, 0, w, h)` placed with its top-left corner at `(x, y)`,
    /// transformed by `t` about its centre (CA's default anchor), flattened into the parent.
    static func node(x: Double, y: Double, w: Double, h: Double, transform t: Transform3D = .identity,
                     _ configure: (inout RenderNode) -> Void = { _ in }) -> RenderNode {
        let m = Transform3D(translationX: -w / 2, y: -h / 2)
            .concatenating(t)
            .concatenating(Transform3D(translationX: x + w / 2, y: y + h / 2))
            .concatenating(.flatten)
        var n = RenderNode(transform: m, bounds: Rect(x: 0, y: 0, width: w, height: h))
        configure(&n)
        return n
    }

    /// `t` seen through a perspective with the eye `d` points away (m34 = −1/d applied after).
    static func perspective(_ t: Transform3D, distance d: Double) -> Transform3D {
        t.concatenating(Transform3D.perspective(distance: d))
    }

    /// A smooth opaque test image (no detail finer than a few texels), `w × h` pixels.
    static func smoothImage(width w: Int, height h: Int, seed: Double = 0) -> Image {
        var bytes = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let u = Double(x) / Double(max(w - 1, 1)), v = Double(y) / Double(max(h - 1, 1))
                let o = (y * w + x) * 4
                bytes[o] = UInt8(255 * u)
                bytes[o + 1] = UInt8(255 * v)
                bytes[o + 2] = UInt8(255 * (0.5 + 0.5 * sin(3 * (u - v) + 6 * seed)))
            }
        }
        return Image(Bitmap(width: w, height: h, bytes: bytes))
    }

    /// A random scene of a few nodes (two levels) with perspective, rounded corners, images,
    /// gradients, borders, opacity groups and clips, on a `size × size` canvas at scale 1.
    static func random(seed: UInt64, size: Int = 32) -> RenderTree {
        var rng = SeededRandom(seed: seed)
        let s = Double(size)
        func randomNode(depth: Int) -> RenderNode {
            let w = rng.double(s * 0.3, s * 0.8), h = rng.double(s * 0.3, s * 0.8)
            var t = Transform3D(rotationAngle: rng.double(-0.6, 0.6), x: 0, y: 0, z: 1)
            if rng.chance(0.5) {
                let axis = rng.chance(0.5)
                t = Transform3D(rotationAngle: rng.double(-1.0, 1.0), x: axis ? 1 : 0, y: axis ? 0 : 1, z: 0)
                    .concatenating(t)
                t = perspective(t, distance: rng.double(s * 0.8, s * 3))
            }
            return node(x: rng.double(-s * 0.2, s * 0.6), y: rng.double(-s * 0.2, s * 0.6), w: w, h: h, transform: t) { n in
                n.cornerRadius = rng.chance(0.5) ? rng.double(0, min(w, h) / 2) : 0
                if rng.chance(0.7) { n.backgroundColor = rng.color() }
                if rng.chance(0.3) {
                    let kind = GradientPaint.Kind.allCases[Int(rng.next() % 3)]
                    n.gradient = GradientPaint(kind: kind, stops: [
                        GradientStop(location: 0, color: rng.color()),
                        GradientStop(location: rng.double(0.2, 0.8), color: rng.color()),
                        GradientStop(location: 1, color: rng.color()),
                    ], start: Point(x: rng.double(0, w), y: rng.double(0, h)),
                       end: Point(x: rng.double(0, w), y: rng.double(0, h)))
                }
                if rng.chance(0.4) {
                    n.contents = ContentsPaint(image: smoothImage(width: 12, height: 10, seed: rng.double(0, 1)),
                                               destination: Rect(x: rng.double(-4, 4), y: rng.double(-4, 4),
                                                                 width: w * rng.double(0.6, 1.3), height: h * rng.double(0.6, 1.3)))
                }
                if rng.chance(0.3) { n.borderWidth = rng.double(0.5, 4); n.borderColor = rng.color() }
                n.opacity = rng.chance(0.4) ? rng.double(0.3, 0.95) : 1
                n.masksToBounds = rng.chance(0.35)
                if depth == 0 {
                    n.children = (0..<Int(rng.next() % 3)).map { _ in randomNode(depth: 1) }
                }
            }
        }
        let nodes = (0..<(1 + Int(rng.next() % 3))).map { _ in randomNode(depth: 0) }
        return RenderTree(pixelWidth: size, pixelHeight: size, scale: 1, background: rng.color(opaque: true),
                          nodes: nodes)
    }
}

extension Bitmap {
    /// Channel values of pixel `(x, y)` as Ints, for readable expectations.
    func rgba(_ x: Int, _ y: Int) -> [Int] {
        let p = self[x, y]
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }
}
