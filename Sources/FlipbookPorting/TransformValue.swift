import FlipbookGeometry
import Foundation

/// Core Animation's boxing of a `CATransform3D` in an `NSValue` (`NSValue(caTransform3D:)`,
/// `caTransform3DValue`), for the `values` of keyframe animations and other `Any` values.
///
/// Foundation on Linux cannot box a struct, so the value holds the sixteen numbers `m11` … `m44`
/// as a C array (type encoding `[16d]`; iOS writes `{CATransform3D=dddddddddddddddd}`). The
/// Core Animation classes unbox it wherever they take a transform.
extension NSValue {
    /// The type encoding of a boxed transform here.
    static let transform3DObjCType = "[16d]"

    /// A value boxing `transform` (`NSValue(caTransform3D:)`).
    public convenience init(caTransform3D transform: Transform3D) {
        let t = transform
        let numbers: [Double] = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ]
        self.init(bytes: numbers, objCType: NSValue.transform3DObjCType)
    }

    /// The boxed transform; the identity when the value boxes no transform.
    public var caTransform3DValue: Transform3D { boxedTransform3D ?? .identity }

    /// The boxed transform, `nil` when the value boxes something else.
    var boxedTransform3D: Transform3D? {
        guard String(cString: objCType) == NSValue.transform3DObjCType else { return nil }
        var m = [Double](repeating: 0, count: 16)
        m.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return Transform3D(
            m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
            m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }
}
