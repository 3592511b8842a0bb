import FlipbookGeometry

/// The projective map from a node's plane (z = 0 of its bounds space, in points) to device
/// pixels, and its inverse.
///
/// A point `(x, y)` of the plane is the row vector `[x y 0 1]`; through the node's 4×4 device
/// matrix only rows 1, 2 and 4 and columns 1, 2 and 4 matter, which leaves the 3×3 homography
/// `[X' Y' W'] = [x y 1] · H`. The device pixel is `(X'/W', Y'/W')`; a point is visible when
/// `W' ≥ ``PlaneMap/nearW`` ` (Skia's perspective clip plane; see the FlipbookRaster article
/// “Rendering model”).
struct PlaneMap {
    /// The smallest visible w, `1/16384`.
    static let nearW = 1.0 / 16384

    /// Forward homography, row-vector convention.
    var h11, h12, h13, h21, h22, h23, h31, h32, h33: Double
    /// The inverse: `[X Y 1] · inverse = [x y 1] / W'`, so its third component is `1/W'`.
    var i11, i12, i13, i21, i22, i23, i31, i32, i33: Double
    /// False when the plane projects to a line or a point (edge-on): nothing draws.
    var isInvertible: Bool

    init(_ m: Transform3D) {
        h11 = m.m11; h12 = m.m12; h13 = m.m14
        h21 = m.m21; h22 = m.m22; h23 = m.m24
        h31 = m.m41; h32 = m.m42; h33 = m.m44
        let c11 = h22 * h33 - h23 * h32, c12 = h23 * h31 - h21 * h33, c13 = h21 * h32 - h22 * h31
        let det = h11 * c11 + h12 * c12 + h13 * c13
        let scale = max(abs(h11) + abs(h12), abs(h21) + abs(h22), 1e-300)
        isInvertible = det.isFinite && abs(det) > 1e-12 * scale * scale * max(abs(h33), 1e-9)
        let inv = isInvertible ? 1 / det : 0
        i11 = c11 * inv; i12 = (h13 * h32 - h12 * h33) * inv; i13 = (h12 * h23 - h13 * h22) * inv
        i21 = c12 * inv; i22 = (h11 * h33 - h13 * h31) * inv; i23 = (h13 * h21 - h11 * h23) * inv
        i31 = c13 * inv; i32 = (h12 * h31 - h11 * h32) * inv; i33 = (h11 * h22 - h12 * h21) * inv
        // Huge but finite matrices can overflow the cofactors: such a plane draws nothing
        // rather than feeding infinities into the coverage arithmetic.
        if isInvertible && !(i11.isFinite && i12.isFinite && i13.isFinite && i21.isFinite && i22.isFinite
                             && i23.isFinite && i31.isFinite && i32.isFinite && i33.isFinite
                             && h11.isFinite && h12.isFinite && h13.isFinite && h21.isFinite && h22.isFinite
                             && h23.isFinite && h31.isFinite && h32.isFinite && h33.isFinite) {
            isInvertible = false
        }
    }

    /// The homogeneous device point of plane point `(x, y)`.
    @inline(__always)
    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (x * h11 + y * h21 + h31, x * h12 + y * h22 + h32, x * h13 + y * h23 + h33)
    }

    /// The plane point under device point `(X, Y)`, or nil when it lies behind the near plane.
    @inline(__always)
    func unproject(_ X: Double, _ Y: Double) -> (x: Double, y: Double)? {
        let q = X * i13 + Y * i23 + i33
        guard q > 0, q <= 1 / PlaneMap.nearW else { return nil }
        return ((X * i11 + Y * i21 + i31) / q, (X * i12 + Y * i22 + i32) / q)
    }

    /// The visible part of a plane rectangle in device pixels: the quad clipped against
    /// `W' ≥ nearW` before the divide (Sutherland–Hodgman), then projected.
    /// Empty when the rectangle lies entirely behind the eye.
    func devicePolygon(of r: Rect) -> [(x: Double, y: Double)] {
        let corners = [apply(r.minX, r.minY), apply(r.maxX, r.minY), apply(r.maxX, r.maxY), apply(r.minX, r.maxY)]
        var out: [(x: Double, y: Double)] = []
        out.reserveCapacity(8)
        let eps = PlaneMap.nearW
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            let aIn = a.w >= eps, bIn = b.w >= eps
            if aIn { out.append((a.x / a.w, a.y / a.w)) }
            if aIn != bIn {
                let t = (eps - a.w) / (b.w - a.w)
                let x = a.x + t * (b.x - a.x), y = a.y + t * (b.y - a.y)
                out.append((x / eps, y / eps))
            }
        }
        return out
    }

    /// Twice the signed area of the projected rectangle (positive when it keeps the
    /// plane's winding on screen, negative when its back faces the viewer).
    func signedArea(of r: Rect) -> Double {
        let p = devicePolygon(of: r)
        guard p.count >= 3 else { return 0 }
        var a = 0.0
        for i in 0..<p.count {
            let u = p[i], v = p[(i + 1) % p.count]
            a += u.x * v.y - v.x * u.y
        }
        return a
    }
}

/// An integer pixel rectangle `[x0, x1) × [y0, y1)` in some surface's pixel grid.
struct PixelBox: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }

    func intersection(_ o: PixelBox) -> PixelBox {
        PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }

    func union(_ o: PixelBox) -> PixelBox {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelBox(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    /// The pixels touched by a device polygon, plus one pixel of margin for anti-aliasing.
    /// Coordinates are clamped to ±2²⁴ so that far-away vertices never overflow.
    static func around(_ poly: [(x: Double, y: Double)]) -> PixelBox {
        guard !poly.isEmpty else { return PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) }
        var lx = Double.infinity, ly = Double.infinity, hx = -Double.infinity, hy = -Double.infinity
        for p in poly {
            lx = min(lx, p.x); hx = max(hx, p.x); ly = min(ly, p.y); hy = max(hy, p.y)
        }
        let lim = 16_777_216.0
        func c(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, -lim), lim) }
        return PixelBox(x0: Int(c(lx).rounded(.down)) - 1, y0: Int(c(ly).rounded(.down)) - 1,
                        x1: Int(c(hx).rounded(.up)) + 1, y1: Int(c(hy).rounded(.up)) + 1)
    }
}
