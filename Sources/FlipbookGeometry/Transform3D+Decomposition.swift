/// A ``Transform3D`` split into the parts that interpolate well, after WebKit's
/// `TransformationMatrix::decompose4` (itself Graphics Gems II, "unmatrix").
///
/// In CA's row-vector convention the matrix is rebuilt as
/// `Scale · Skew · Rotation · Translation · Perspective`: a point is scaled first, then
/// sheared, rotated, moved, and finally given its perspective column.
/// Every field has the value of the identity as its default.
public struct DecomposedTransform3D: Hashable, Sendable {
    /// Scale factors along x, y, z (applied first). Default (1, 1, 1). A mirrored
    /// matrix (negative determinant) gets all three negated, as in WebKit.
    public var scale: (x: Double, y: Double, z: Double) { get { (sx, sy, sz) } set { (sx, sy, sz) = newValue } }
    /// Shear factors xy, xz, yz (the matrix entries m21, m31, m32 of the skew step). Default 0.
    public var skew: (xy: Double, xz: Double, yz: Double) { get { (kxy, kxz, kyz) } set { (kxy, kxz, kyz) = newValue } }
    /// The rotation. Default identity.
    public var rotation: Quaternion
    /// Translation in points (m41, m42, m43). Default (0, 0, 0).
    public var translation: (x: Double, y: Double, z: Double) { get { (tx, ty, tz) } set { (tx, ty, tz) = newValue } }
    /// The perspective column (m14, m24, m34, m44) of the last step. Default (0, 0, 0, 1);
    /// `m34 = −1/d` for the usual CA perspective.
    public var perspective: (x: Double, y: Double, z: Double, w: Double) {
        get { (px, py, pz, pw) } set { (px, py, pz, pw) = newValue }
    }

    var sx = 1.0, sy = 1.0, sz = 1.0
    var kxy = 0.0, kxz = 0.0, kyz = 0.0
    var tx = 0.0, ty = 0.0, tz = 0.0
    var px = 0.0, py = 0.0, pz = 0.0, pw = 1.0

    /// The identity's decomposition.
    public init() { rotation = .identity }

    /// The transform these parts describe: `Scale · Skew · Rotation · Translation · Perspective`.
    public var recomposed: Transform3D {
        var m = Transform3D(scaleX: sx, y: sy, z: sz)
        var skewMatrix = Transform3D.identity
        skewMatrix.m21 = kxy; skewMatrix.m31 = kxz; skewMatrix.m32 = kyz
        m = m.concatenating(skewMatrix)
        m = m.concatenating(rotation.rotationMatrix)
        m = m.concatenating(Transform3D(translationX: tx, y: ty, z: tz))
        var p = Transform3D.identity
        p.m14 = px; p.m24 = py; p.m34 = pz; p.m44 = pw
        return m.concatenating(p)
    }
}

extension Transform3D {
    /// This transform split into scale, skew, rotation, translation and perspective, or `nil`
    /// when it cannot be split: `m44 = 0`, or the upper 3×3 part (with translation) is singular,
    /// e.g. a zero scale or the flattening matrix.
    ///
    /// `decomposed()?.recomposed` equals `self` divided by `m44` (the same projective map; `m44`
    /// is 1 for everything CA's constructors build) up to rounding.
    public func decomposed() -> DecomposedTransform3D? {
        guard m44 != 0, m44.isFinite else { return nil }
        let scale = 1 / m44
        var m: [Double] = values.map { $0 * scale }
        // The matrix without its perspective column; it must be invertible.
        var q = m
        q[3] = 0; q[7] = 0; q[11] = 0; q[15] = 1
        let qMatrix = Transform3D(q)
        let det = qMatrix.determinant
        guard det != 0, det.isFinite else { return nil }
        var d = DecomposedTransform3D()
        if m[3] != 0 || m[7] != 0 || m[11] != 0 {
            // M = Q · P with P = identity whose last column is p: solve Q · p = M's last column.
            let inv = qMatrix.inverted().values
            let rhs = [m[3], m[7], m[11], m[15]]
            var p = [0.0, 0, 0, 0]
            for i in 0..<4 { for k in 0..<4 { p[i] += inv[i * 4 + k] * rhs[k] } }
            (d.px, d.py, d.pz, d.pw) = (p[0], p[1], p[2], p[3])
            m[3] = 0; m[7] = 0; m[11] = 0; m[15] = 1
        }
        (d.tx, d.ty, d.tz) = (m[12], m[13], m[14])
        var row: [[Double]] = [[m[0], m[1], m[2]], [m[4], m[5], m[6]], [m[8], m[9], m[10]]]
        // Gram–Schmidt on the rows: row0 = sx·r0, row1 = sy·(r1 + kxy·r0), …
        d.sx = length(row[0])
        row[0] = scaled(row[0], 1 / d.sx)
        d.kxy = dot(row[0], row[1])
        row[1] = combine(row[1], row[0], -d.kxy)
        d.sy = length(row[1])
        row[1] = scaled(row[1], 1 / d.sy)
        d.kxy /= d.sy
        d.kxz = dot(row[0], row[2])
        row[2] = combine(row[2], row[0], -d.kxz)
        d.kyz = dot(row[1], row[2])
        row[2] = combine(row[2], row[1], -d.kyz)
        d.sz = length(row[2])
        row[2] = scaled(row[2], 1 / d.sz)
        d.kxz /= d.sz
        d.kyz /= d.sz
        // A mirrored basis: negate the scales and the rows, as WebKit does.
        if dot(row[0], cross(row[1], row[2])) < 0 {
            d.sx = -d.sx; d.sy = -d.sy; d.sz = -d.sz
            row = row.map { scaled($0, -1) }
        }
        d.rotation = Quaternion(rows: row).normalized
        return d
    }
}

private func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
private func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
private func scaled(_ a: [Double], _ s: Double) -> [Double] { a.map { $0 * s } }
private func combine(_ a: [Double], _ b: [Double], _ s: Double) -> [Double] {
    [a[0] + b[0] * s, a[1] + b[1] * s, a[2] + b[2] * s]
}
private func cross(_ a: [Double], _ b: [Double]) -> [Double] {
    [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
}
