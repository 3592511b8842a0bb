#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A rotation quaternion `(x, y, z, w)`, the rotation part of a decomposed ``Transform3D``.
///
/// A rotation by `angle` radians about the unit axis `a` is `(a·sin(angle/2), cos(angle/2))`,
/// and turns points the way `Transform3D(rotationAngle:x:y:z:)` does (row-vector convention,
/// y down: a positive angle about z turns clockwise on screen).
public struct Quaternion: Hashable, Sendable, CustomStringConvertible {
    /// The x component of the vector part. Default 0.
    public var x: Double
    /// The y component of the vector part. Default 0.
    public var y: Double
    /// The z component of the vector part. Default 0.
    public var z: Double
    /// The scalar part. Default 1 (the identity rotation).
    public var w: Double

    public init(x: Double = 0, y: Double = 0, z: Double = 0, w: Double = 1) {
        self.x = x; self.y = y; self.z = z; self.w = w
    }

    /// The rotation by `angle` radians about the axis (x, y, z); a zero axis gives the identity.
    public init(angle: Double, x: Double, y: Double, z: Double) {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0, len.isFinite else { self.init(); return }
        let s = sin(angle / 2) / len
        self.init(x: x * s, y: y * s, z: z * s, w: cos(angle / 2))
    }

    /// The identity rotation, (0, 0, 0, 1).
    public static let identity = Quaternion()

    public var description: String { "(\(x), \(y), \(z); \(w))" }

    /// The four-dimensional dot product.
    public func dot(_ o: Quaternion) -> Double { x * o.x + y * o.y + z * o.z + w * o.w }

    /// This quaternion scaled to unit length (the identity if it has length 0).
    public var normalized: Quaternion {
        let len = dot(self).squareRoot()
        guard len > 0, len.isFinite else { return .identity }
        return Quaternion(x: x / len, y: y / len, z: z / len, w: w / len)
    }

    /// The rotation angle in radians, in [0, 2π].
    public var angle: Double { 2 * acos(max(-1, min(1, w))) }

    /// Spherical linear interpolation from `self` (t = 0) to `other` (t = 1), the short way.
    ///
    /// When the two lie on opposite hemispheres (`dot < 0`) `other` is negated first, so a
    /// rotation of more than 180° between the endpoints takes the shorter arc, as WebKit's
    /// `TransformationMatrix::blend` does. `t` outside [0, 1] keeps turning at the same
    /// angular speed (extrapolation for spring overshoot). Nearly equal quaternions are
    /// lerped and renormalised, which avoids dividing by `sin Ω ≈ 0`.
    public func slerp(to other: Quaternion, _ t: Double) -> Quaternion {
        var b = other
        var cosAngle = dot(b)
        if cosAngle < 0 {
            b = Quaternion(x: -b.x, y: -b.y, z: -b.z, w: -b.w)
            cosAngle = -cosAngle
        }
        let wa: Double, wb: Double
        if cosAngle > 1 - 1e-9 {
            wa = 1 - t
            wb = t
        } else {
            let omega = acos(min(1, cosAngle))
            let sinOmega = sin(omega)
            wa = sin((1 - t) * omega) / sinOmega
            wb = sin(t * omega) / sinOmega
        }
        return Quaternion(x: x * wa + b.x * wb, y: y * wa + b.y * wb,
                          z: z * wa + b.z * wb, w: w * wa + b.w * wb).normalized
    }

    /// The 4×4 rotation matrix in CA's row-vector convention (`p' = p · M`).
    public var rotationMatrix: Transform3D {
        let q = normalized
        let xx = q.x * q.x, yy = q.y * q.y, zz = q.z * q.z
        let xy = q.x * q.y, xz = q.x * q.z, yz = q.y * q.z
        let xw = q.x * q.w, yw = q.y * q.w, zw = q.z * q.w
        // The transpose of the textbook column-vector matrix.
        return Transform3D(
            m11: 1 - 2 * (yy + zz), m12: 2 * (xy + zw), m13: 2 * (xz - yw), m14: 0,
            m21: 2 * (xy - zw), m22: 1 - 2 * (xx + zz), m23: 2 * (yz + xw), m24: 0,
            m31: 2 * (xz + yw), m32: 2 * (yz - xw), m33: 1 - 2 * (xx + yy), m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The quaternion of an orthonormal, right-handed 3×3 rotation given as the rows of a
    /// row-vector matrix (Shepperd's method, the branch order of WebKit's `decompose4`).
    init(rows r: [[Double]]) {
        // c(i, j) is the textbook column-vector matrix, the transpose of the rows.
        func c(_ i: Int, _ j: Int) -> Double { r[j][i] }
        let trace = c(0, 0) + c(1, 1) + c(2, 2) + 1
        if trace > 1e-4 {
            let s = 0.5 / trace.squareRoot()
            self.init(x: (c(2, 1) - c(1, 2)) * s, y: (c(0, 2) - c(2, 0)) * s,
                      z: (c(1, 0) - c(0, 1)) * s, w: 0.25 / s)
        } else if c(0, 0) > c(1, 1) && c(0, 0) > c(2, 2) {
            let s = (1 + c(0, 0) - c(1, 1) - c(2, 2)).squareRoot() * 2
            self.init(x: 0.25 * s, y: (c(0, 1) + c(1, 0)) / s,
                      z: (c(0, 2) + c(2, 0)) / s, w: (c(2, 1) - c(1, 2)) / s)
        } else if c(1, 1) > c(2, 2) {
            let s = (1 + c(1, 1) - c(0, 0) - c(2, 2)).squareRoot() * 2
            self.init(x: (c(0, 1) + c(1, 0)) / s, y: 0.25 * s,
                      z: (c(1, 2) + c(2, 1)) / s, w: (c(0, 2) - c(2, 0)) / s)
        } else {
            let s = (1 + c(2, 2) - c(0, 0) - c(1, 1)).squareRoot() * 2
            self.init(x: (c(0, 2) + c(2, 0)) / s, y: (c(1, 2) + c(2, 1)) / s,
                      z: 0.25 * s, w: (c(1, 0) - c(0, 1)) / s)
        }
    }
}
