/// Winding numbers and hit testing of filled areas (`CGPath.contains(_:using:)`,
/// `UIBezierPath.contains(_:)`), shared by the reference rasterizer and the porting names.
extension Path {
    /// The winding number of the closed polygon `polygon` (its last point joined back to its
    /// first) around `point`: the signed count of its edges crossing the ray from `point`
    /// towards +x, +1 for an edge going towards +y (clockwise on screen) and −1 for one going
    /// towards −y. Half-open in y, so that a vertex on the ray counts once; a point on an edge
    /// may count as inside or outside.
    @inlinable
    public static func winding(of polygon: [Point], around point: Point) -> Int {
        guard polygon.count >= 3 else { return 0 }
        var w = 0
        var a = polygon[polygon.count - 1]
        for b in polygon {
            let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
            if a.y <= point.y {
                if b.y > point.y, side > 0 { w += 1 }
            } else if b.y <= point.y, side < 0 {
                w -= 1
            }
            a = b
        }
        return w
    }

    /// The winding number of the path around `point`: the sum of ``winding(of:around:)`` over
    /// its subpaths flattened within `tolerance`, each subpath closed as when filled (an open
    /// subpath counts as closed back to its start).
    public func winding(around point: Point, tolerance: Double = 0.1) -> Int {
        flattened(tolerance: tolerance).reduce(0) { $0 + Path.winding(of: $1.points, around: point) }
    }

    /// True when `point` lies in the area the path fills under the non-zero winding rule, or the
    /// even-odd rule when `evenOdd` (`CGPath.contains(_:using:)`, `UIBezierPath.contains(_:)`);
    /// curves are flattened within `tolerance`.
    public func contains(_ point: Point, evenOdd: Bool = false, tolerance: Double = 0.1) -> Bool {
        let w = winding(around: point, tolerance: tolerance)
        return evenOdd ? w % 2 != 0 : w != 0
    }
}
