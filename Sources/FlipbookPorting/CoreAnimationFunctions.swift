import FlipbookGeometry

/// `CATransform3D`: Flipbook's `FlipbookGeometry.Transform3D`, with the same fields
/// (`m11` … `m44`, `m34` for perspective) and row-vector convention.
public typealias CATransform3D = Transform3D

/// `CATransform3DIdentity`.
public let CATransform3DIdentity = Transform3D.identity

/// `CATransform3DMakeTranslation(tx, ty, tz)`, in points.
public func CATransform3DMakeTranslation(_ tx: Double, _ ty: Double, _ tz: Double) -> Transform3D {
    Transform3D(translationX: tx, y: ty, z: tz)
}

/// `CATransform3DMakeScale(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: Double, _ sy: Double, _ sz: Double) -> Transform3D {
    Transform3D(scaleX: sx, y: sy, z: sz)
}

/// `CATransform3DMakeRotation(angle, x, y, z)`: `angle` radians about the axis (x, y, z),
/// which need not be unit length; a zero axis gives the identity, as in Core Animation.
public func CATransform3DMakeRotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// `CATransform3DTranslate(t, tx, ty, tz)`: the translation first, then `t`.
public func CATransform3DTranslate(_ t: Transform3D, _ tx: Double, _ ty: Double, _ tz: Double) -> Transform3D {
    t.translatedBy(x: tx, y: ty, z: tz)
}

/// `CATransform3DScale(t, sx, sy, sz)`: the scale first, then `t`.
public func CATransform3DScale(_ t: Transform3D, _ sx: Double, _ sy: Double, _ sz: Double) -> Transform3D {
    t.scaledBy(x: sx, y: sy, z: sz)
}

/// `CATransform3DRotate(t, angle, x, y, z)`: the rotation first, then `t`.
public func CATransform3DRotate(_ t: Transform3D, _ angle: Double, _ x: Double, _ y: Double,
                                _ z: Double) -> Transform3D {
    t.rotated(by: angle, x: x, y: y, z: z)
}

/// `CATransform3DConcat(a, b)`: `a` first, then `b`.
public func CATransform3DConcat(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
    a.concatenating(b)
}

/// `CATransform3DInvert(t)`: the inverse, or `t` unchanged when it is singular.
public func CATransform3DInvert(_ t: Transform3D) -> Transform3D {
    t.inverted()
}

/// `CATransform3DIsIdentity(t)`: exactly the identity.
public func CATransform3DIsIdentity(_ t: Transform3D) -> Bool {
    t.isIdentity
}

/// `CATransform3DEqualToTransform(a, b)`: all sixteen fields equal.
public func CATransform3DEqualToTransform(_ a: Transform3D, _ b: Transform3D) -> Bool {
    a == b
}

/// `CATransform3DIsAffine(t)`: only acts in the xy plane (no z terms, no perspective).
public func CATransform3DIsAffine(_ t: Transform3D) -> Bool {
    t.isAffine
}

/// `CATransform3DMakeAffineTransform(m)`: the 2D transform in the xy plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> Transform3D {
    Transform3D(m)
}

/// `CATransform3DGetAffineTransform(t)`: the xy part of `t`, whatever its other fields hold.
public func CATransform3DGetAffineTransform(_ t: Transform3D) -> CGAffineTransform {
    t.affine
}
