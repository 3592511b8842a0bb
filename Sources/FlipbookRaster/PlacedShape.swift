import FlipbookGeometry

/// A rounded rectangle of some node's plane, placed on a surface by that plane's map: one of
/// the shapes whose intersection bounds a draw (its own shape, its analytic `masksToBounds`
/// clip, or the clip of an ancestor with `masksToBounds`).
///
/// Occlusion culling asks whether one placed shape contains another on the surface: a later
/// opaque paint that contains an earlier draw's shape hides every sample of that draw, so the
/// earlier draw's anti-aliased edge pixels may be skipped too (no coverage conflation along
/// coincident edges).
struct PlacedShape {
    let shape: RoundedRect
    let map: PlaneMap

    /// How far (device pixels) a point may lie outside a shape and still count as contained:
    /// 1/1024 px, far below one coverage level, far above the rounding of composed transforms.
    static let tolerance = 1.0 / 1024

    /// True when this shape contains the visible part of `other` on the surface, up to
    /// ``tolerance``. Conservative: false when unsure.
    ///
    /// Both shapes are convex on the surface (projective images of convex plane regions in
    /// front of the eye), so `other`'s rectangle is inside when its visible device polygon's
    /// vertices are. A rounded `other` whose rectangle's corners stick out (a rounded clip
    /// coinciding with a rounded layer) is compared in this shape's plane instead, when both
    /// lie in the same plane.
    ///
    /// Edges must be alike: both shapes anti-aliased on every side, or both aliased on every
    /// side. An aliased side covers whole pixels whose centres lie inside, an anti-aliased one
    /// only the part of a pixel inside, so where one of each coincides neither hides all of the
    /// other's samples.
    func contains(_ other: PlacedShape) -> Bool {
        guard map.isInvertible, other.map.isInvertible,
              shape.aliased == other.shape.aliased, shape.aliased.isEmpty || shape.aliased == .all
        else { return false }
        let polygon = other.map.devicePolygon(of: other.shape.rect)
        guard polygon.count >= 3 else { return false }
        if polygon.allSatisfy({ pixelsOutside($0.x, $0.y) <= PlacedShape.tolerance }) { return true }
        return other.shape.radius > 0 && shape.radius > 0 && shape.isUniform && other.shape.isUniform
            && containsInSamePlane(other)
    }

    /// The signed distance (device pixels, negative inside) of device point `(X, Y)` from this
    /// shape's edge, to first order; +∞ behind the plane's near limit.
    private func pixelsOutside(_ X: Double, _ Y: Double) -> Double {
        guard let (x, y) = map.unproject(X, Y) else { return .infinity }
        let m = map
        let q = m.i13 * X + m.i23 * Y + m.i33
        let (d, nx, ny) = shape.signedDistance(x, y)
        let gx = (nx * (m.i11 - x * m.i13) + ny * (m.i12 - y * m.i13)) / q
        let gy = (nx * (m.i21 - x * m.i23) + ny * (m.i22 - y * m.i23)) / q
        let gradient = (gx * gx + gy * gy).squareRoot()
        guard gradient > 0, gradient.isFinite else { return d < 0 ? -.infinity : .infinity }
        return d / gradient
    }

    /// True when `other` lies in this shape's plane, related by a uniform scale and a
    /// translation (a child view with the same frame, or a clip and the layer it clips), and
    /// its rounded rectangle is inside this one: its rectangle inside this rectangle and its
    /// corner radius at least this one's.
    private func containsInSamePlane(_ other: PlacedShape) -> Bool {
        let r = other.shape.rect
        var points: [(x: Double, y: Double)] = []
        for (x, y) in [(r.minX, r.minY), (r.maxX, r.minY), (r.maxX, r.maxY), (r.minX, r.maxY)] {
            let p = other.map.apply(x, y)
            guard p.w >= PlaneMap.nearW, let u = map.unproject(p.x / p.w, p.y / p.w) else { return false }
            points.append(u)
        }
        let size = points.reduce(1.0) { max($0, abs($1.x), abs($1.y)) }
        let eps = 1e-7 * size
        // An axis-aligned rectangle in this plane: four corners fix the homography between the
        // planes, so it is exactly this axis-aligned scale and translation.
        guard abs(points[0].y - points[1].y) <= eps, abs(points[3].y - points[2].y) <= eps,
              abs(points[0].x - points[3].x) <= eps, abs(points[1].x - points[2].x) <= eps,
              r.width > 0, r.height > 0 else { return false }
        let sx = abs(points[1].x - points[0].x) / r.width, sy = abs(points[3].y - points[0].y) / r.height
        guard abs(sx - sy) <= 1e-7 * max(sx, sy) else { return false }
        let xs = points.map(\.x), ys = points.map(\.y)
        let mine = shape.rect
        return xs.min()! >= mine.minX - eps && xs.max()! <= mine.maxX + eps
            && ys.min()! >= mine.minY - eps && ys.max()! <= mine.maxY + eps
            && other.shape.radius * sx >= shape.radius - eps
    }
}
