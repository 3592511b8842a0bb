import FlipbookGeometry

/// A value an animation can drive: the type of an animatable layer property.
///
/// Colours travel as `.vector([r, g, b, a])` with straight (unpremultiplied) alpha, so they
/// interpolate per component unpremultiplied, as Core Animation does; gradient colours are
/// 4n-vectors and gradient locations n-vectors.
public enum AnimatableValue: Sendable, Equatable {
    /// A scalar: opacity, zPosition, cornerRadius, a rotation angle, …
    case number(Double)
    /// A point: position, anchorPoint, shadowOffset (as a point), …
    case point(Point)
    /// A size: bounds.size, translation and scale pairs of transform sub-paths.
    case size(Size)
    /// A rectangle: bounds, contentsRect.
    case rect(Rect)
    /// A 4×4 transform: transform, sublayerTransform.
    case transform(Transform3D)
    /// Any other list of numbers: colours, gradient colours and locations.
    case vector([Double])
    /// A shape layer's path. Paths of the same `Path.structure` interpolate point by point;
    /// paths of different structures switch discretely at progress 0.5.
    case path(Path)

    /// The value at `progress` from `self` (0) to `other` (1).
    ///
    /// Numbers, points, sizes, rects and vectors interpolate per component (and extrapolate
    /// outside [0, 1]); transforms through `Transform3D.interpolated(to:progress:)`.
    /// Vectors of different lengths use the longer length, missing components read as 0.
    /// Values of different kinds, and paths of different structures, switch discretely at
    /// progress 0.5.
    public func interpolated(to other: AnimatableValue, progress p: Double) -> AnimatableValue {
        // Exactly `b` at p = 1, so an animation's last frame is exactly its end value.
        func mix(_ a: Double, _ b: Double) -> Double { p == 1 ? b : a + (b - a) * p }
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(mix(a, b))
        case let (.point(a), .point(b)): return .point(Point(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)):
            return .size(Size(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y),
                              width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)): return .transform(a.interpolated(to: b, progress: p))
        case let (.vector(a), .vector(b)): return .vector(zipLongest(a, b, mix))
        case let (.path(a), .path(b)):
            if let path = a.interpolated(to: b, progress: p) { return .path(path) }
            return p < 0.5 ? self : other
        default: return p < 0.5 ? self : other
        }
    }

    /// `self + other` per component (paths: point by point, when their structures match);
    /// for transforms `other` is applied **first**, then `self`
    /// (`other · self` in the row-vector convention), so the identity is the zero.
    ///
    /// This is how an additive animation's value is added to the model value (the model is
    /// `self`). Values of different kinds leave `self` unchanged.
    public func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(a + b)
        case let (.point(a), .point(b)): return .point(a + b)
        case let (.size(a), .size(b)): return .size(Size(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y,
                              width: a.width + b.width, height: a.height + b.height))
        case let (.transform(a), .transform(b)): return .transform(b.concatenating(a))
        case let (.vector(a), .vector(b)): return .vector(zipLongest(a, b, +))
        case let (.path(a), .path(b)) where a.hasSameStructure(as: b):
            return .path(a.withPoints(zip(a.points, b.points).map { $0 + $1 }) ?? a)
        default: return self
        }
    }

    /// `self − other`, the inverse of ``adding(_:)``: `other.adding(self.subtracting(other)) == self`.
    ///
    /// For transforms the result is `self · other⁻¹` (`other` unchanged if singular).
    public func subtracting(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(a - b)
        case let (.point(a), .point(b)): return .point(a - b)
        case let (.size(a), .size(b)): return .size(Size(width: a.width - b.width, height: a.height - b.height))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y,
                              width: a.width - b.width, height: a.height - b.height))
        case let (.transform(a), .transform(b)): return .transform(a.concatenating(b.inverted()))
        case let (.vector(a), .vector(b)): return .vector(zipLongest(a, b, -))
        case let (.path(a), .path(b)) where a.hasSameStructure(as: b):
            return .path(a.withPoints(zip(a.points, b.points).map { $0 - $1 }) ?? a)
        default: return self
        }
    }

    /// The zero of this kind (0, identity transform, zero vector of the same length, a path of
    /// the same structure with every point at the origin):
    /// what `x.subtracting(x)` gives.
    public var zero: AnimatableValue {
        switch self {
        case .number: return .number(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(.identity)
        case let .vector(v): return .vector(Array(repeating: 0, count: v.count))
        case let .path(p): return .path(p.withPoints(p.points.map { _ in .zero }) ?? p)
        }
    }

    /// The Euclidean distance over the components (all 16 fields for transforms); used to
    /// pace keyframes. Values of different kinds are 0 apart.
    public func distance(to other: AnimatableValue) -> Double {
        let a = components, b = other.components
        guard sameKind(as: other) else { return 0 }
        return zipLongest(a, b, -).reduce(0) { $0 + $1 * $1 }.squareRoot()
    }

    /// The value's numbers in a fixed order: x y; width height; x y width height; m11…m44;
    /// the vector itself; x y of every point of a path.
    public var components: [Double] {
        switch self {
        case let .number(v): return [v]
        case let .point(p): return [p.x, p.y]
        case let .size(s): return [s.width, s.height]
        case let .rect(r): return [r.origin.x, r.origin.y, r.width, r.height]
        case let .transform(t): return t.values
        case let .vector(v): return v
        case let .path(p): return p.points.flatMap { [$0.x, $0.y] }
        }
    }

    /// A value of the same kind as `self` built from `components` (the inverse of
    /// ``components``; missing numbers read as 0).
    public func withComponents(_ c: [Double]) -> AnimatableValue {
        func at(_ i: Int) -> Double { i < c.count ? c[i] : 0 }
        switch self {
        case .number: return .number(at(0))
        case .point: return .point(Point(x: at(0), y: at(1)))
        case .size: return .size(Size(width: at(0), height: at(1)))
        case .rect: return .rect(Rect(x: at(0), y: at(1), width: at(2), height: at(3)))
        case .transform: return .transform(Transform3D((0..<16).map(at)))
        case .vector: return .vector(c)
        case let .path(p):
            return .path(p.withPoints(p.points.indices.map { Point(x: at(2 * $0), y: at(2 * $0 + 1)) }) ?? p)
        }
    }

    /// True when both values are the same case.
    public func sameKind(as other: AnimatableValue) -> Bool {
        switch (self, other) {
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect),
             (.transform, .transform), (.vector, .vector), (.path, .path): return true
        default: return false
        }
    }
}

private func zipLongest(_ a: [Double], _ b: [Double], _ f: (Double, Double) -> Double) -> [Double] {
    (0..<max(a.count, b.count)).map { i in f(i < a.count ? a[i] : 0, i < b.count ? b[i] : 0) }
}
