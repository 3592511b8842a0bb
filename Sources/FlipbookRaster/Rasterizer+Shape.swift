import Foundation
import FlipbookGeometry

/// Filling and stroking a ``ShapePaint`` in a node's plane: the path is flattened in the plane
/// to a tolerance derived from the plane map's scale, the polygons are clipped to the near
/// plane in homogeneous coordinates and projected (straight lines stay straight under a
/// homography, so this is exact up to the flattening), then filled by ``PathCoverage``.
extension Rasterizer {
    /// Fills the plane polygons (points) with a solid premultiplied colour under `rule`.
    func fill(polygons: [[Point]], rule: FillRule, map m: PlaneMap, color: UInt32) {
        guard m.isInvertible, color != 0 else { return }
        let device = polygons.compactMap { ShapeProjection.project($0, m) }
        let coverage = PathCoverage(polygons: device, rule: rule)
        var box = surface.box
        if let clip { box = box.intersection(clip.box) }
        coverage.forEachRow(within: box) { y, x0, x1, cov in
            if let clip {
                let mrow = clip.alpha + y * clip.width
                for x in x0...x1 { cov[x] = UInt8(PixelMath.mul8(UInt32(cov[x]), UInt32(mrow[x]))) }
            }
            if opacity != 255 {
                for x in x0...x1 { cov[x] = UInt8(PixelMath.mul8(UInt32(cov[x]), opacity)) }
            }
            let dst = surface.pixels + y * surface.width
            let opaque = color >> 24 == 255
            for x in x0...x1 {
                let c = UInt32(cov[x])
                if c == 0 { continue }
                dst[x] = c == 255 && opaque ? color : PixelMath.over(PixelMath.scale(color, by: c), dst[x])
            }
        }
    }

    /// Draws the paint's fill, then its stroke, in the plane mapped by `m`.
    func draw(_ shape: ShapePaint, map m: PlaneMap) {
        guard m.isInvertible else { return }
        guard let tolerance = ShapeProjection.tolerance(shape, m, devicePixels: ShapeProjection.fastTolerance) else { return }
        if shape.drawsFill, let c = shape.fillColor {
            let polygons = shape.path.flattened(tolerance: tolerance).map(\.points)
            fill(polygons: polygons, rule: shape.fillRule, map: m, color: PixelMath.pack(c.premultiplied8))
        }
        if shape.drawsStroke, let c = shape.strokeColor {
            // Dashes (and subpaths) wholly outside the pixels this draw can reach are left out
            // before they become pieces: a long dashed path off the canvas costs its slicing only.
            var box = surface.box
            if let clip { box = box.intersection(clip.box) }
            let keep = { (r: Rect) in ShapeProjection.mayTouch(r, m, box) }
            let polygons = StrokeOutline.pieces(shape, tolerance: tolerance, keep: keep).map {
                ShapeProjection.orientedPolygon($0, tolerance: tolerance)
            }
            fill(polygons: polygons, rule: .nonZero, map: m, color: PixelMath.pack(c.premultiplied8))
        }
    }
}

/// Plane-to-device helpers for shapes, shared by both renderers.
enum ShapeProjection {
    /// The fast renderer's flattening tolerance, in device pixels.
    static let fastTolerance = 0.02
    /// The reference renderer's flattening tolerance, in device pixels.
    static let referenceTolerance = 0.005
    /// The most vertices a round join or cap is drawn with.
    static let maxDiscVertices = 256

    /// The plane-space tolerance that keeps flattening within `devicePixels` on the surface:
    /// `devicePixels` over the plane map's largest local scale at the corners and centre of
    /// the paint's extent (points behind the near plane are skipped). `nil` when no part of
    /// the extent is in front of the eye. Never below a millionth of the extent's size, which
    /// bounds the work a near-singular view causes.
    static func tolerance(_ shape: ShapePaint, _ m: PlaneMap, devicePixels: Double) -> Double? {
        guard let e = shape.extent else { return nil }
        var scale = 0.0
        for (x, y) in [(e.minX, e.minY), (e.maxX, e.minY), (e.maxX, e.maxY), (e.minX, e.maxY), (e.midX, e.midY)] {
            let p = m.apply(x, y)
            guard p.w >= PlaneMap.nearW else { continue }
            let w2 = p.w * p.w
            let dxx = (m.h11 * p.w - p.x * m.h13) / w2, dxy = (m.h12 * p.w - p.y * m.h13) / w2
            let dyx = (m.h21 * p.w - p.x * m.h23) / w2, dyy = (m.h22 * p.w - p.y * m.h23) / w2
            scale = max(scale, (dxx * dxx + dxy * dxy).squareRoot(), (dyx * dyx + dyy * dyy).squareRoot())
        }
        guard scale > 0, scale.isFinite else { return nil }
        let size = max(e.width, e.height, 1e-9)
        return max(devicePixels / scale, size * 1e-6)
    }

    /// Whether the plane rectangle `r` may cover any pixel of `box` through `m`: false only when
    /// all four corners are in front of the near plane (so no polygon inside is clipped or
    /// flipped) and their device bounding box, which holds the image of everything inside the
    /// rectangle, ends at least a pixel outside `box`. A polygon rejected so adds no coverage to
    /// any pixel of `box` and no winding to any span in it: leaving it out changes no pixel.
    static func mayTouch(_ r: Rect, _ m: PlaneMap, _ box: PixelBox) -> Bool {
        var lx = Double.infinity, ly = Double.infinity, hx = -Double.infinity, hy = -Double.infinity
        for (x, y) in [(r.minX, r.minY), (r.maxX, r.minY), (r.maxX, r.maxY), (r.minX, r.maxY)] {
            let p = m.apply(x, y)
            guard p.w >= PlaneMap.nearW, p.w.isFinite else { return true }
            let dx = p.x / p.w, dy = p.y / p.w
            guard dx.isFinite, dy.isFinite else { return true }
            lx = min(lx, dx); hx = max(hx, dx); ly = min(ly, dy); hy = max(hy, dy)
        }
        return hx > Double(box.x0 - 1) && lx < Double(box.x1 + 1) && hy > Double(box.y0 - 1) && ly < Double(box.y1 + 1)
    }

    /// A piece as a polygon with positive signed area (discs flattened to `tolerance`), so that
    /// the non-zero rule fills the union of all pieces.
    static func orientedPolygon(_ piece: StrokePiece, tolerance: Double) -> [Point] {
        var poly: [Point]
        switch piece {
        case let .polygon(p): poly = p
        case let .disc(c, r): poly = discPolygon(c, r, tolerance: tolerance)
        }
        var area = 0.0
        for i in 0..<poly.count {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            area += a.x * b.y - b.x * a.y
        }
        if area < 0 { poly.reverse() }
        return poly
    }

    /// A regular polygon with the disc's area whose sides stay within `tolerance` of its circle
    /// (vertices `2·acos(1 − tolerance / r)` apart, 8 to ``maxDiscVertices`` of them, at the
    /// radius `r·√(2π / (n·sin(2π/n)))` that makes the areas equal).
    static func discPolygon(_ c: Point, _ r: Double, tolerance: Double) -> [Point] {
        let step = r > tolerance ? 2 * acos(1 - tolerance / r) : Double.pi / 2
        let n = min(max(Int((2 * Double.pi / step).rounded(.up)), 8), maxDiscVertices)
        let turn = 2 * Double.pi / Double(n)
        let radius = r * (turn / sin(turn)).squareRoot()
        return (0..<n).map { i in
            let a = turn * Double(i)
            return Point(x: c.x + radius * cos(a), y: c.y + radius * sin(a))
        }
    }

    /// The visible part of a plane polygon in device pixels: clipped against `W' ≥ nearW`
    /// before the divide (Sutherland–Hodgman), then projected; nil when nothing is in front.
    static func project(_ poly: [Point], _ m: PlaneMap) -> [(x: Double, y: Double)]? {
        guard poly.count >= 3 else { return nil }
        let eps = PlaneMap.nearW
        let h = poly.map { m.apply($0.x, $0.y) }
        if h.allSatisfy({ $0.w >= eps }) { return h.map { ($0.x / $0.w, $0.y / $0.w) } }
        var out: [(x: Double, y: Double)] = []
        for i in 0..<h.count {
            let a = h[i], b = h[(i + 1) % h.count]
            let aIn = a.w >= eps, bIn = b.w >= eps
            if aIn { out.append((a.x / a.w, a.y / a.w)) }
            if aIn != bIn {
                let t = (eps - a.w) / (b.w - a.w)
                out.append(((a.x + t * (b.x - a.x)) / eps, (a.y + t * (b.y - a.y)) / eps))
            }
        }
        return out.count >= 3 ? out : nil
    }
}
