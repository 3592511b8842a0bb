/// A 2-D vector in design units (x to the right, y down), the painters' coordinate type.
typealias Vec2 = SIMD2<Double>

/// An axis-aligned box in design units, used to skip pixels a shape cannot touch.
struct Box {
    var minX: Double, minY: Double, maxX: Double, maxY: Double

    /// The box grown by `margin` on every side.
    func outset(by margin: Double) -> Box {
        Box(minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin)
    }
    /// The smallest box holding both boxes.
    func union(_ other: Box) -> Box {
        Box(minX: min(minX, other.minX), minY: min(minY, other.minY),
            maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }
    /// The overlap of both boxes (possibly empty, with min > max).
    func intersection(_ other: Box) -> Box {
        Box(minX: max(minX, other.minX), minY: max(minY, other.minY),
            maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }
}

/// A filled region described by a signed distance: negative inside, positive outside, in design units.
///
/// Primitives follow Inigo Quilez's 2-D distance functions. Combinators (smooth union, rotation of
/// non-uniform shapes) give bounds on the distance rather than exact values, which is all the
/// anti-aliasing in ``Canvas`` needs.
struct Shape {
    /// Where the shape can have coverage; pixels outside are never evaluated.
    let bounds: Box
    /// The signed distance at a point in design units.
    let distance: (Vec2) -> Double

    static func circle(_ center: Vec2, _ radius: Double) -> Shape {
        Shape(bounds: Box(minX: center.x - radius, minY: center.y - radius,
                          maxX: center.x + radius, maxY: center.y + radius)) { p in
            let d = p - center
            return (d.x * d.x + d.y * d.y).squareRoot() - radius
        }
    }

    /// An axis-aligned ellipse with semi-axes `radii`.
    ///
    /// The distance is found by three trig-free Newton steps towards the nearest outline point, so it
    /// stays accurate far from thin ellipses, where feathered shadows and glows still read it.
    static func ellipse(_ center: Vec2, _ radii: Vec2) -> Shape {
        let a = radii.x, b = radii.y
        return Shape(bounds: Box(minX: center.x - a, minY: center.y - b, maxX: center.x + a, maxY: center.y + b)) { p in
            let px = abs(p.x - center.x), py = abs(p.y - center.y)
            var tx = 0.70710678, ty = 0.70710678
            for _ in 0..<3 {
                let ex = (a * a - b * b) * tx * tx * tx / a
                let ey = (b * b - a * a) * ty * ty * ty / b
                let r = Shape.length(Vec2(a * tx - ex, b * ty - ey))
                let q = max(Shape.length(Vec2(px - ex, py - ey)), 1e-12)
                tx = min(max(((px - ex) * r / q + ex) / a, 0), 1)
                ty = min(max(((py - ey) * r / q + ey) / b, 0), 1)
                let t = max(Shape.length(Vec2(tx, ty)), 1e-12)
                tx /= t; ty /= t
            }
            let d = Shape.length(Vec2(px - a * tx, py - b * ty))
            return (px * px) / (a * a) + (py * py) / (b * b) < 1 ? -d : d
        }
    }

    /// A segment from `a` to `b` whose radius changes linearly from `ra` to `rb` (a limb).
    static func capsule(_ a: Vec2, _ b: Vec2, _ ra: Double, _ rb: Double? = nil) -> Shape {
        let rb = rb ?? ra
        let r = max(ra, rb)
        let box = Box(minX: min(a.x, b.x) - r, minY: min(a.y, b.y) - r, maxX: max(a.x, b.x) + r, maxY: max(a.y, b.y) + r)
        let ab = b - a
        let len2 = max((ab * ab).sum(), 1e-12)
        return Shape(bounds: box) { p in
            let t = min(max(((p - a) * ab).sum() / len2, 0), 1)
            return Shape.length(p - (a + ab * t)) - (ra + (rb - ra) * t)
        }
    }

    /// A rectangle with corners rounded by `radius`.
    static func roundedRect(_ minX: Double, _ minY: Double, _ width: Double, _ height: Double, radius: Double = 0) -> Shape {
        let c = Vec2(minX + width / 2, minY + height / 2)
        let half = Vec2(width / 2 - radius, height / 2 - radius)
        return Shape(bounds: Box(minX: minX, minY: minY, maxX: minX + width, maxY: minY + height)) { p in
            let q = Vec2(abs(p.x - c.x), abs(p.y - c.y)) - half
            let outside = Shape.length(Vec2(max(q.x, 0), max(q.y, 0)))
            return outside + min(max(q.x, q.y), 0) - radius
        }
    }

    /// A closed polygon (any winding, may be concave) with an exact distance.
    static func polygon(_ points: [Vec2]) -> Shape {
        var box = Box(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
        for v in points { box = box.union(Box(minX: v.x, minY: v.y, maxX: v.x, maxY: v.y)) }
        return Shape(bounds: box) { p in
            var d = Double.infinity
            var inside = false
            var j = points.count - 1
            for i in 0..<points.count {
                let vi = points[i], vj = points[j]
                let e = vj - vi, w = p - vi
                let t = min(max((w * e).sum() / max((e * e).sum(), 1e-12), 0), 1)
                let b = w - e * t
                d = min(d, (b * b).sum())
                if (vi.y > p.y) != (vj.y > p.y), p.x < (vj.x - vi.x) * (p.y - vi.y) / (vj.y - vi.y) + vi.x {
                    inside.toggle()
                }
                j = i
            }
            return inside ? -d.squareRoot() : d.squareRoot()
        }
    }

    /// A shape from a custom distance function, limited to `bounds`.
    static func custom(_ bounds: Box, _ distance: @escaping (Vec2) -> Double) -> Shape {
        Shape(bounds: bounds, distance: distance)
    }

    @inline(__always) static func length(_ v: Vec2) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }
}
