import Foundation

/// Boolean combinations and placements of shapes.
extension Shape {
    /// Points in either shape.
    func union(_ other: Shape) -> Shape {
        Shape(bounds: bounds.union(other.bounds)) { p in min(self.distance(p), other.distance(p)) }
    }

    /// Points in either shape, blended over `radius` design units so the joint is organic
    /// (polynomial smooth minimum).
    func smoothUnion(_ other: Shape, radius k: Double) -> Shape {
        Shape(bounds: bounds.union(other.bounds).outset(by: k)) { p in
            let a = self.distance(p), b = other.distance(p)
            let h = max(k - abs(a - b), 0) / k
            return min(a, b) - h * h * k * 0.25
        }
    }

    /// Points in this shape and not in `other`.
    func subtracting(_ other: Shape) -> Shape {
        Shape(bounds: bounds) { p in max(self.distance(p), -other.distance(p)) }
    }

    /// Points in both shapes.
    func intersection(_ other: Shape) -> Shape {
        Shape(bounds: bounds.intersection(other.bounds)) { p in max(self.distance(p), other.distance(p)) }
    }

    /// The shape grown outwards by `radius` (negative shrinks it), rounding its corners.
    func inflated(by radius: Double) -> Shape {
        Shape(bounds: bounds.outset(by: max(radius, 0))) { p in self.distance(p) - radius }
    }

    /// The shape moved by `offset`.
    func translated(by offset: Vec2) -> Shape {
        let b = Box(minX: bounds.minX + offset.x, minY: bounds.minY + offset.y,
                    maxX: bounds.maxX + offset.x, maxY: bounds.maxY + offset.y)
        return Shape(bounds: b) { p in self.distance(p - offset) }
    }

    /// The shape turned by `angle` radians (clockwise on screen, since y points down) around `pivot`.
    func rotated(by angle: Double, around pivot: Vec2) -> Shape {
        let c = cos(angle), s = sin(angle)
        let corners = [Vec2(bounds.minX, bounds.minY), Vec2(bounds.maxX, bounds.minY),
                       Vec2(bounds.minX, bounds.maxY), Vec2(bounds.maxX, bounds.maxY)]
        var b = Box(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
        for v in corners {
            let d = v - pivot
            let r = pivot + Vec2(d.x * c - d.y * s, d.x * s + d.y * c)
            b = b.union(Box(minX: r.x, minY: r.y, maxX: r.x, maxY: r.y))
        }
        return Shape(bounds: b) { p in
            let d = p - pivot
            return self.distance(pivot + Vec2(d.x * c + d.y * s, -d.x * s + d.y * c))
        }
    }

    /// The shape scaled uniformly by `factor` about `pivot`.
    func scaled(by factor: Double, around pivot: Vec2) -> Shape {
        let b = Box(minX: pivot.x + (bounds.minX - pivot.x) * factor, minY: pivot.y + (bounds.minY - pivot.y) * factor,
                    maxX: pivot.x + (bounds.maxX - pivot.x) * factor, maxY: pivot.y + (bounds.maxY - pivot.y) * factor)
        return Shape(bounds: b) { p in self.distance(pivot + (p - pivot) / factor) * factor }
    }
}
