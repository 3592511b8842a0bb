import Foundation
import FlipbookGeometry

/// A rounded rectangle in a node's plane (points): the bounds, a contents rectangle, a clip.
struct RoundedRect {
    var rect: Rect
    var radius: Double
    /// The corners `radius` rounds; the others are square (`maskedCorners`).
    var corners: CornerMask

    /// The sides drawn with the pixel-centre test instead of anti-aliasing (a layer's edges
    /// outside its `edgeAntialiasingMask`); corner arcs stay anti-aliased. Default none.
    var aliased: EdgeMask

    init(_ rect: Rect, radius: Double = 0, corners: CornerMask = .all, aliased: EdgeMask = []) {
        self.rect = rect.standardized
        self.radius = max(0, min(radius, self.rect.width / 2, self.rect.height / 2))
        self.corners = corners
        self.aliased = aliased
    }

    /// Whether every corner is rounded alike (all four by `radius`, or none because it is 0).
    var isUniform: Bool { corners == .all || radius == 0 }

    /// The radius of the corner in the quadrant of `(px, py)` (offsets from the centre).
    @inline(__always)
    func radius(px: Double, py: Double) -> Double {
        if corners == .all { return radius }
        let corner: CornerMask = px < 0 ? (py < 0 ? .minXMinY : .minXMaxY) : (py < 0 ? .maxXMinY : .maxXMaxY)
        return corners.contains(corner) ? radius : 0
    }

    /// Hard inside test (the reference renderer's per-sample test).
    func contains(_ x: Double, _ y: Double) -> Bool {
        signedDistance(x, y).d < 0
    }

    /// Signed distance in points (negative inside) and the unit gradient of the distance.
    @inline(__always)
    func signedDistance(_ x: Double, _ y: Double) -> (d: Double, nx: Double, ny: Double) {
        let hx = rect.width / 2, hy = rect.height / 2
        let px = x - (rect.origin.x + hx), py = y - (rect.origin.y + hy)
        let radius = radius(px: px, py: py)
        let ax = abs(px) - (hx - radius), ay = abs(py) - (hy - radius)
        let sx: Double = px < 0 ? -1 : 1, sy: Double = py < 0 ? -1 : 1
        if ax > 0 && ay > 0 {
            let len = (ax * ax + ay * ay).squareRoot()
            return (len - radius, sx * ax / len, sy * ay / len)
        }
        return ax > ay ? (ax - radius, sx, 0) : (ay - radius, 0, sy)
    }

    /// ``signedDistance(_:_:)`` of the shape without its ``aliased`` sides (which the pixel-centre
    /// test handles instead): those sides lie infinitely far, a square corner between an aliased
    /// side and another is the other side, and corner arcs stay. `-∞` (and a zero gradient) when
    /// every side near the point is aliased.
    @inline(__always)
    func softSignedDistance(_ x: Double, _ y: Double) -> (d: Double, nx: Double, ny: Double) {
        if aliased.isEmpty { return signedDistance(x, y) }
        let hx = rect.width / 2, hy = rect.height / 2
        let px = x - (rect.origin.x + hx), py = y - (rect.origin.y + hy)
        let radius = radius(px: px, py: py)
        let ax = abs(px) - (hx - radius), ay = abs(py) - (hy - radius)
        let sx: Double = px < 0 ? -1 : 1, sy: Double = py < 0 ? -1 : 1
        let xHard = aliased.contains(px < 0 ? .minX : .maxX), yHard = aliased.contains(py < 0 ? .minY : .maxY)
        if ax > 0 && ay > 0 && (radius > 0 || (!xHard && !yHard)) {
            let len = (ax * ax + ay * ay).squareRoot()
            return (len - radius, sx * ax / len, sy * ay / len)
        }
        let dx = xHard ? -Double.infinity : ax - radius, dy = yHard ? -Double.infinity : ay - radius
        if xHard && yHard { return (-.infinity, 0, 0) }
        return dx > dy ? (dx, sx, 0) : (dy, 0, sy)
    }
}

/// What a single draw covers in a node's plane: a rounded rectangle, optionally intersected
/// with a rounded clip (masksToBounds applied analytically, in the same plane, so edges are
/// anti-aliased once) and optionally minus a hole (a border ring).
struct PlaneShape {
    var outer: RoundedRect
    var clip: RoundedRect?
    var hole: RoundedRect?
}

/// A line in device space, `a·X + b·Y + c`, positive inside, with `a² + b² = 1` (or a and b
/// both 0 for a constant).
struct DeviceLine {
    var a: Double, b: Double, c: Double

    /// The normalised line of a linear function; a degenerate gradient keeps only the sign.
    init(_ a: Double, _ b: Double, _ c: Double) {
        let n = (a * a + b * b).squareRoot()
        if n > 1e-300 && n.isFinite {
            self.a = a / n; self.b = b / n; self.c = c / n
        } else {
            self.a = 0; self.b = 0; self.c = c > 0 ? 1 : (c < 0 ? -1 : 0)
        }
    }

    /// Narrows `[lo, hi]` (pixel-centre X) to where the line is at least `margin · (|a|+|b|)/2`
    /// inside on row centre `yc`; `margin` is +1 for "pixel fully inside", −1 for "touches".
    @inline(__always)
    func clamp(_ lo: inout Double, _ hi: inout Double, yc: Double, margin: Double) {
        RowClamp(self, margin: margin).clamp(&lo, &hi, yc: yc)
    }
}

extension DeviceLine {
    /// The lines bounding the visible part of a plane in device space: `q = 1/W' > 0` and
    /// `W' ≥ nearW`, both linear in device coordinates.
    static func nearPlane(_ m: PlaneMap) -> [DeviceLine] {
        [DeviceLine(m.i13, m.i23, m.i33), DeviceLine(-m.i13, -m.i23, 1 / PlaneMap.nearW - m.i33)]
    }
}

/// The device lines of a rounded rectangle's sides and of its corner-free bands,
/// derived from a plane map (`u − x₀·q ≥ 0` is linear in device space).
struct RoundedRectEdges {
    /// The anti-aliased sides.
    var sides: [DeviceLine]
    /// The aliased sides (``RoundedRect/aliased``): pixel-centre tests.
    var hardSides: [CentreClamp]
    var verticalBand: [DeviceLine]
    var horizontalBand: [DeviceLine]
    var hasCorners: Bool

    init(_ r: RoundedRect, _ m: PlaneMap) {
        func xLine(_ x0: Double, _ s: Double) -> DeviceLine {
            DeviceLine(s * (m.i11 - x0 * m.i13), s * (m.i21 - x0 * m.i23), s * (m.i31 - x0 * m.i33))
        }
        func yLine(_ y0: Double, _ s: Double) -> DeviceLine {
            DeviceLine(s * (m.i12 - y0 * m.i13), s * (m.i22 - y0 * m.i23), s * (m.i32 - y0 * m.i33))
        }
        let b = r.rect, k = r.radius
        let all = [xLine(b.minX, 1), xLine(b.maxX, -1), yLine(b.minY, 1), yLine(b.maxY, -1)]
        let bits: [EdgeMask] = [.minX, .maxX, .minY, .maxY]
        sides = []
        hardSides = []
        for (line, bit) in zip(all, bits) {
            if r.aliased.contains(bit) { hardSides.append(CentreClamp(line)) } else { sides.append(line) }
        }
        verticalBand = [xLine(b.minX + k, 1), xLine(b.maxX - k, -1)]
        horizontalBand = [yLine(b.minY + k, 1), yLine(b.maxY - k, -1)]
        hasCorners = k > 0
    }

    /// Pixel-centre X range on row centre `yc` of pixels the shape may touch.
    func touchRange(yc: Double) -> (Double, Double) {
        var lo = -Double.infinity, hi = Double.infinity
        for l in sides { l.clamp(&lo, &hi, yc: yc, margin: -1) }
        for l in hardSides { l.clamp(&lo, &hi, yc: yc) }
        return (lo, hi)
    }

    /// True when the centre of pixel `(x, y)` passes every aliased side's test: the very
    /// arithmetic of ``touchRange(yc:)``, for the reference renderer.
    func centreInsideHardSides(_ x: Int, _ y: Int) -> Bool {
        guard !hardSides.isEmpty else { return true }
        var lo = -Double.infinity, hi = Double.infinity
        for l in hardSides { l.clamp(&lo, &hi, yc: Double(y) + 0.5) }
        guard let (x0, x1) = Rasterizer.pixels(lo, hi, PixelBox(x0: x, y0: y, x1: x + 1, y1: y + 1)) else { return false }
        return x0 <= x && x <= x1
    }

    /// Pixel-centre X range on row centre `yc` of pixels the shape fully covers (conservative).
    func fullRange(yc: Double) -> (Double, Double) {
        var lo = -Double.infinity, hi = Double.infinity
        for l in sides { l.clamp(&lo, &hi, yc: yc, margin: 1) }
        for l in hardSides { l.clamp(&lo, &hi, yc: yc) }
        guard hasCorners, lo <= hi else { return (lo, hi) }
        var vlo = lo, vhi = hi, hlo = lo, hhi = hi
        for l in verticalBand { l.clamp(&vlo, &vhi, yc: yc, margin: 1) }
        for l in horizontalBand { l.clamp(&hlo, &hhi, yc: yc, margin: 1) }
        if vlo > vhi { return (hlo, hhi) }
        if hlo > hhi { return (vlo, vhi) }
        if vlo <= hhi && hlo <= vhi { return (min(vlo, hlo), max(vhi, hhi)) }
        return vhi - vlo >= hhi - hlo ? (vlo, vhi) : (hlo, hhi)
    }
}

extension DeviceLine {
    /// The device line of the plane line `a·x + b·y + c` (positive inside) seen through `m`:
    /// `a·u + b·v + c·q`, which has the plane line's sign wherever `q = 1/W'` is positive.
    init(plane a: Double, _ b: Double, _ c: Double, _ m: PlaneMap) {
        self.init(a * m.i11 + b * m.i12 + c * m.i13, a * m.i21 + b * m.i22 + c * m.i23,
                  a * m.i31 + b * m.i32 + c * m.i33)
    }
}

/// The device lines of a convex polygon inscribed in a rounded rectangle: its four sides and
/// four chords per corner (arc points every 22.5°, at most 2 % of the radius inside the arc).
/// Fully covered pixels of a row are one interval, much wider than ``RoundedRectEdges``'s
/// conservative bands where a corner is large (a disc's interior), for occlusion tests.
///
/// A pixel counts as inside when its square is inside the sides and its centre lies at least
/// ``chordMargin`` inside every chord: there the rasterizer's analytic corner coverage (the
/// arc's distance over the L1 norm of its gradient, at most √2 times the Euclidean one) is
/// certainly full, so an occluder never claims a pixel that it draws less than opaque.
struct InscribedPolygon {
    /// Device pixels a pixel centre must lie inside a chord: 1 (> √2 / 2 plus slack).
    static let chordMargin = 1.0

    var lines: [DeviceLine]
    var chords: [DeviceLine] = []

    init(_ r: RoundedRect, _ m: PlaneMap) {
        let b = r.rect, k = r.radius
        lines = [DeviceLine(plane: 1, 0, -b.minX, m), DeviceLine(plane: -1, 0, b.maxX, m),
                 DeviceLine(plane: 0, 1, -b.minY, m), DeviceLine(plane: 0, -1, b.maxY, m)]
        guard k > 0 else { return }
        for (sx, sy) in [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)] where r.radius(px: sx, py: sy) > 0 {
            let cx = sx < 0 ? b.minX + k : b.maxX - k, cy = sy < 0 ? b.minY + k : b.maxY - k
            let points = (0...4).map { i -> (Double, Double) in
                let t = Double(i) * Double.pi / 8
                return (cx + sx * k * cos(t), cy + sy * k * sin(t))
            }
            for i in 0..<4 {
                let (px, py) = points[i], (qx, qy) = points[i + 1]
                // Normal of the chord, pointing towards the corner's centre (inside).
                var a = py - qy, bb = qx - px
                var c = -(a * px + bb * py)
                if a * cx + bb * cy + c < 0 { a = -a; bb = -bb; c = -c }
                chords.append(DeviceLine(plane: a, bb, c, m))
            }
        }
    }

    /// The tests that narrow `[lo, hi]` (pixel-centre X on a row centre) to the pixels fully
    /// inside: the sides with margin 1, then the chords with ``chordMargin``.
    var rowClamps: [RowClamp] {
        lines.map { RowClamp($0, margin: 1) } + chords.filter { abs($0.a) + abs($0.b) > 0 }.map {
            RowClamp($0, margin: 2 * InscribedPolygon.chordMargin / (abs($0.a) + abs($0.b)))
        }
    }
}

/// ``DeviceLine/clamp(_:_:yc:margin:)`` with its margin fixed: the row-independent term
/// `margin · 0.5 · (|a| + |b|)` is evaluated once, by the same operations in the same order, so
/// every row's bounds are the very numbers the line itself gives.
struct RowClamp {
    let a: Double, b: Double, c: Double
    /// `margin · 0.5 · (|a| + |b|)`.
    let reach: Double

    init(_ l: DeviceLine, margin: Double) {
        a = l.a; b = l.b; c = l.c
        reach = margin * 0.5 * (abs(l.a) + abs(l.b))
    }

    /// Narrows `[lo, hi]` to where the line is at least `reach` inside on row centre `yc` (the
    /// arithmetic of the line's own clamp, with the margin term evaluated once).
    @inline(__always)
    func clamp(_ lo: inout Double, _ hi: inout Double, yc: Double) {
        let thr = reach - (b * yc + c)
        if a > 1e-12 {
            lo = max(lo, thr / a)
        } else if a < -1e-12 {
            hi = min(hi, thr / a)
        } else if thr > 0 {
            lo = .infinity; hi = -.infinity
        }
    }
}

/// An aliased side's pixel-centre test, as a row clamp: a pixel is covered across the side
/// exactly when its centre lies inside, `a·X + b·Y + c > 0`.
///
/// A centre on the line (a side at a half-pixel position, as when strips of width 93.75 points
/// abut at scale 2) goes to the side towards +X, or for a horizontal line towards +Y: the
/// top-left rule. "On the line" means within ``tieWidth`` of it, below the line's crossing,
/// so that the two layers sharing an edge, whose lines come from different transforms and may
/// differ in the last bits, agree on every such centre: their pixels partition the row, with no
/// gap and no pixel covered twice.
struct CentreClamp {
    /// How near (device pixels, along X; along Y for a horizontal line) a centre counts as on
    /// the line: far above the rounding of composed transforms, far below anything visible.
    static let tieWidth = 1.0 / 1_048_576

    let a: Double, b: Double, c: Double

    init(_ l: DeviceLine) {
        a = l.a; b = l.b; c = l.c
    }

    /// Narrows `[lo, hi]` (pixel-centre X, both inclusive) to the centres inside on row centre `yc`.
    @inline(__always)
    func clamp(_ lo: inout Double, _ hi: inout Double, yc: Double) {
        let thr = -(b * yc + c)
        if a > 1e-12 {
            // Inside from the crossing on, less the tie width: a centre on the line is inside.
            lo = max(lo, thr / a - CentreClamp.tieWidth)
        } else if a < -1e-12 {
            // Inside strictly below the crossing, less the tie width: a centre on it is outside.
            hi = min(hi, (thr / a - CentreClamp.tieWidth).nextDown)
        } else if b > 0 ? thr > CentreClamp.tieWidth : thr >= -CentreClamp.tieWidth {
            lo = .infinity; hi = -.infinity
        }
    }
}
