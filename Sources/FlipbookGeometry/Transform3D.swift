/// A 4×4 homogeneous transform with Core Animation's memory layout and conventions.
///
/// The fields are CATransform3D's, `m11 … m44`, and points are **row vectors**:
/// `[x' y' z' w'] = [x y z 1] · M`, so translation sits in `m41 m42 m43` and
/// perspective in `m34` (`m34 = −1/d` puts the eye at distance d in front of z = 0).
/// `a.concatenating(b)` is `a · b`: **a is applied first**, as `CATransform3DConcat(a, b)`.
/// The builder methods `translatedBy`, `scaledBy` and `rotated` apply the new operation
/// **first**, before `self`, as `CATransform3DTranslate/Scale/Rotate(t, …)` do.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// The identity transform, `CATransform3DIdentity`.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// A transform from 16 values in CA's order `m11, m12, m13, m14, m21, …, m44`.
    /// - Precondition: `values.count == 16`.
    public init(_ values: [Double]) {
        precondition(values.count == 16, "Transform3D needs 16 values")
        self.init(m11: values[0], m12: values[1], m13: values[2], m14: values[3],
                  m21: values[4], m22: values[5], m23: values[6], m24: values[7],
                  m31: values[8], m32: values[9], m33: values[10], m34: values[11],
                  m41: values[12], m42: values[13], m43: values[14], m44: values[15])
    }

    /// The 16 fields in CA's order `m11, m12, …, m44`.
    public var values: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Row `i` (0-based) as four values.
    public func row(_ i: Int) -> (Double, Double, Double, Double) {
        switch i {
        case 0: return (m11, m12, m13, m14)
        case 1: return (m21, m22, m23, m24)
        case 2: return (m31, m32, m33, m34)
        default: return (m41, m42, m43, m44)
        }
    }

    public var description: String {
        "[\(m11) \(m12) \(m13) \(m14); \(m21) \(m22) \(m23) \(m24); \(m31) \(m32) \(m33) \(m34); \(m41) \(m42) \(m43) \(m44)]"
    }

    // MARK: Constructors

    /// `CATransform3DMakeTranslation`: `[1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]`.
    public init(translationX tx: Double, y ty: Double, z tz: Double = 0) {
        self = .identity
        m41 = tx; m42 = ty; m43 = tz
    }

    /// `CATransform3DMakeScale`: `diag(sx, sy, sz, 1)`.
    public init(scaleX sx: Double, y sy: Double, z sz: Double = 1) {
        self = .identity
        m11 = sx; m22 = sy; m33 = sz
    }

    /// `CATransform3DMakeRotation`: a rotation by `angle` radians about the axis (x, y, z).
    ///
    /// The axis is normalised; a zero-length axis gives the identity, as in Core Animation.
    /// About z a positive angle turns clockwise on screen (y down), like
    /// `CGAffineTransform(rotationAngle:)`; about y a positive angle sends +x away from the viewer.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0, len.isFinite else { self = .identity; return }
        let (x, y, z) = (x / len, y / len, z / len)
        let c = _cos(angle), s = _sin(angle), t = 1 - c
        self.init(
            m11: t * x * x + c, m12: t * x * y + z * s, m13: t * x * z - y * s, m14: 0,
            m21: t * x * y - z * s, m22: t * y * y + c, m23: t * y * z + x * s, m24: 0,
            m31: t * x * z + y * s, m32: t * y * z - x * s, m33: t * z * z + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        // Exact zeros and ones for the principal axes, so quarter turns stay clean.
        if x == 0 && y == 0 { m13 = 0; m23 = 0; m31 = 0; m32 = 0; m33 = 1 }
        if x == 0 && z == 0 { m12 = 0; m21 = 0; m23 = 0; m32 = 0; m22 = 1 }
        if y == 0 && z == 0 { m12 = 0; m13 = 0; m21 = 0; m31 = 0; m11 = 1 }
    }

    /// `CATransform3DMakeAffineTransform`: `m11 = a, m12 = b, m21 = c, m22 = d, m41 = tx, m42 = ty`.
    public init(_ affine: AffineTransform) {
        self = .identity
        m11 = affine.a; m12 = affine.b
        m21 = affine.c; m22 = affine.d
        m41 = affine.tx; m42 = affine.ty
    }

    /// The identity with `m34 = −1/distance`: perspective with the eye `distance` points in front of z = 0.
    public static func perspective(distance: Double) -> Transform3D {
        var t = Transform3D.identity
        t.m34 = -1 / distance
        return t
    }

    // MARK: Composition

    /// `CATransform3DConcat(self, other)` = `self · other`: `self` is applied first.
    public func concatenating(_ b: Transform3D) -> Transform3D {
        let a = self
        return Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// `CATransform3DTranslate(self, tx, ty, tz)` = `T · self`: the translation applies first.
    public func translatedBy(x tx: Double, y ty: Double, z tz: Double = 0) -> Transform3D {
        Transform3D(translationX: tx, y: ty, z: tz).concatenating(self)
    }

    /// `CATransform3DScale(self, sx, sy, sz)` = `S · self`: the scale applies first.
    public func scaledBy(x sx: Double, y sy: Double, z sz: Double = 1) -> Transform3D {
        Transform3D(scaleX: sx, y: sy, z: sz).concatenating(self)
    }

    /// `CATransform3DRotate(self, angle, x, y, z)` = `R · self`: the rotation applies first.
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    // MARK: Queries

    /// `CATransform3DIsIdentity`.
    public var isIdentity: Bool { self == .identity }

    /// `CATransform3DIsAffine`: true when the transform only acts in the xy plane
    /// (no z terms and no perspective).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 &&
        m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 &&
        m43 == 0 && m44 == 1
    }

    /// `CATransform3DGetAffineTransform`: the xy part (`a = m11, b = m12, c = m21, d = m22,
    /// tx = m41, ty = m42`), whatever the other fields hold.
    public var affine: AffineTransform {
        AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// Maps the row vector `[x y z 1]`; the result is not divided by w.
    @inline(__always)
    public func apply(x: Double, y: Double, z: Double) -> HomogeneousPoint {
        HomogeneousPoint(
            x: x * m11 + y * m21 + z * m31 + m41,
            y: x * m12 + y * m22 + z * m32 + m42,
            z: x * m13 + y * m23 + z * m33 + m43,
            w: x * m14 + y * m24 + z * m34 + m44)
    }

    /// The 2×2 minors of the top two rows (s) and the bottom two rows (c), shared by the
    /// determinant and the inverse (Laplace expansion by complementary minors).
    private var minors: (s: [Double], c: [Double]) {
        let s = [m11 * m22 - m21 * m12, m11 * m23 - m21 * m13, m11 * m24 - m21 * m14,
                 m12 * m23 - m22 * m13, m12 * m24 - m22 * m14, m13 * m24 - m23 * m14]
        let c = [m31 * m42 - m41 * m32, m31 * m43 - m41 * m33, m31 * m44 - m41 * m34,
                 m32 * m43 - m42 * m33, m32 * m44 - m42 * m34, m33 * m44 - m43 * m34]
        return (s, c)
    }

    /// The determinant of the 4×4 matrix.
    public var determinant: Double {
        let (s, c) = minors
        return s[0] * c[5] - s[1] * c[4] + s[2] * c[3] + s[3] * c[2] - s[4] * c[1] + s[5] * c[0]
    }

    /// `CATransform3DInvert`: the inverse, or `self` unchanged when the matrix is singular.
    public func inverted() -> Transform3D {
        let (s, c) = minors
        let (s0, s1, s2, s3, s4, s5) = (s[0], s[1], s[2], s[3], s[4], s[5])
        let (c0, c1, c2, c3, c4, c5) = (c[0], c[1], c[2], c[3], c[4], c[5])
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard det != 0, det.isFinite else { return self }
        let inv = 1 / det
        return Transform3D(
            m11: ( m22 * c5 - m23 * c4 + m24 * c3) * inv,
            m12: (-m12 * c5 + m13 * c4 - m14 * c3) * inv,
            m13: ( m42 * s5 - m43 * s4 + m44 * s3) * inv,
            m14: (-m32 * s5 + m33 * s4 - m34 * s3) * inv,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * inv,
            m22: ( m11 * c5 - m13 * c2 + m14 * c1) * inv,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * inv,
            m24: ( m31 * s5 - m33 * s2 + m34 * s1) * inv,
            m31: ( m21 * c4 - m22 * c2 + m24 * c0) * inv,
            m32: (-m11 * c4 + m12 * c2 - m14 * c0) * inv,
            m33: ( m41 * s4 - m42 * s2 + m44 * s0) * inv,
            m34: (-m31 * s4 + m32 * s2 - m34 * s0) * inv,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * inv,
            m42: ( m11 * c3 - m12 * c1 + m13 * c0) * inv,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * inv,
            m44: ( m31 * s3 - m32 * s1 + m33 * s0) * inv)
    }

    /// The flattening matrix `F = diag(1, 1, 0, 1)`: drops z and keeps w, as an ordinary
    /// layer does when it renders its sublayers into its own plane.
    public static let flatten = Transform3D(scaleX: 1, y: 1, z: 0)
}
