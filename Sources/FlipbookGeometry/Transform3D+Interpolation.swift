extension DecomposedTransform3D {
    /// The parts at `progress` between `self` (0) and `other` (1): scale, skew, translation
    /// and perspective are interpolated linearly, the rotation by ``Quaternion/slerp(to:_:)``.
    ///
    /// `progress` outside [0, 1] extrapolates every part (a spring's overshoot keeps turning
    /// and moving past the end value).
    public func interpolated(to o: DecomposedTransform3D, progress p: Double) -> DecomposedTransform3D {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
        var r = DecomposedTransform3D()
        (r.sx, r.sy, r.sz) = (mix(sx, o.sx), mix(sy, o.sy), mix(sz, o.sz))
        (r.kxy, r.kxz, r.kyz) = (mix(kxy, o.kxy), mix(kxz, o.kxz), mix(kyz, o.kyz))
        (r.tx, r.ty, r.tz) = (mix(tx, o.tx), mix(ty, o.ty), mix(tz, o.tz))
        (r.px, r.py, r.pz, r.pw) = (mix(px, o.px), mix(py, o.py), mix(pz, o.pz), mix(pw, o.pw))
        r.rotation = rotation.slerp(to: o.rotation, p)
        return r
    }
}

extension Transform3D {
    /// The transform at `progress` on the way from `self` (0) to `other` (1), the way Core
    /// Animation animates `transform` (WebKit's `TransformationMatrix::blend`).
    ///
    /// Both matrices are decomposed (``decomposed()``); scale, skew, translation and
    /// perspective are interpolated linearly and the rotation quaternion is slerped the short
    /// way, then the parts are recomposed. Consequences:
    /// - identity → `R(θ)` passes through `R(θ·p)` for |θ| < 180°;
    /// - `P` → `R(θ)·P` (the CA idiom `CATransform3DRotate(P, θ, …)` with perspective `P`)
    ///   passes through `R(θ·p)·P`: the perspective is kept, not interpolated away;
    /// - a rotation of 180° or more between the endpoints takes the short way round
    ///   (`R(0)` → `R(270°)` turns −90°).
    /// `progress` outside [0, 1] extrapolates. Progress 0 and 1 return the endpoints exactly.
    ///
    /// > Note: When either matrix cannot be decomposed (a zero scale, a flattened matrix,
    /// > `m44 = 0`) the animation switches discretely: `self` for `progress < 0.5`, `other`
    /// > from 0.5 on. Core Animation's exact fallback is not documented.
    public func interpolated(to other: Transform3D, progress: Double) -> Transform3D {
        if progress == 0 { return self }
        if progress == 1 { return other }
        guard let a = decomposed(), let b = other.decomposed() else {
            return progress < 0.5 ? self : other
        }
        return a.interpolated(to: b, progress: progress).recomposed
    }

    /// The largest absolute difference between corresponding fields, a test helper for
    /// comparing transforms up to rounding.
    public func maxDifference(to other: Transform3D) -> Double {
        zip(values, other.values).map { abs($0 - $1) }.max() ?? 0
    }
}
