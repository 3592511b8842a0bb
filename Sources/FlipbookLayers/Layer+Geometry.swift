import FlipbookGeometry

/// Derived geometry: `frame`, the anchor in bounds space, the matrices between a layer and its
/// superlayer, and point/rectangle conversion between layers (see the article “Layer geometry”).
extension Layer {
    /// The layer's rectangle in the superlayer's bounds coordinates, in points.
    ///
    /// With the identity transform: origin = `position − anchorPoint · bounds.size`, size =
    /// `bounds.size`. Otherwise the bounding box of the transformed (and projected) bounds.
    /// Setting it writes `position` and `bounds.size` only, keeping `anchorPoint` and
    /// `bounds.origin`, so that the frame is the rectangle set, as CA does: with a transform
    /// that only scales, translates and turns by multiples of 90° in the xy plane (a
    /// portal's scaled snapshot set to the screen's frame), the bounds are the rectangle's size
    /// mapped back through it, and the frame read back is the rectangle. CA leaves any other
    /// transform (an arbitrary rotation, z terms, perspective) undefined; Kit applies the
    /// identity formula there.
    public var frame: Rect {
        get {
            let size = bounds.size
            guard !transform.isIdentity else {
                return Rect(x: position.x - anchorPoint.x * size.width,
                            y: position.y - anchorPoint.y * size.height,
                            width: size.width, height: size.height)
            }
            return Layer.boundingBox(of: bounds, mappedBy: transformToSuperlayer)
        }
        set {
            let t = transform
            if !t.isIdentity, t.isAffine, let size = Layer.size(mappedBackFrom: newValue.size, through: t.affine) {
                bounds.size = size
                // The transformed bounds where they are, then moved onto the rectangle.
                let box = Layer.boundingBox(of: bounds, mappedBy: transformToSuperlayer)
                position = Point(x: position.x + newValue.minX - box.minX, y: position.y + newValue.minY - box.minY)
                return
            }
            bounds.size = newValue.size
            position = Point(x: newValue.origin.x + anchorPoint.x * newValue.width,
                             y: newValue.origin.y + anchorPoint.y * newValue.height)
        }
    }

    /// The bounds size whose image through `t` (scales, a translation and turns by multiples of
    /// 90°: `b` and `c` zero, or `a` and `d` zero) is `size`; `nil` for any other transform or
    /// a scale of zero.
    static func size(mappedBackFrom size: Size, through t: AffineTransform) -> Size? {
        // A quarter turn's cosine is 6e-17, not 0.
        func zero(_ v: Double) -> Bool { abs(v) < 1e-12 }
        if zero(t.b), zero(t.c), !zero(t.a), !zero(t.d) {
            return Size(width: size.width / abs(t.a), height: size.height / abs(t.d))
        }
        if zero(t.a), zero(t.d), !zero(t.b), !zero(t.c) {
            return Size(width: size.height / abs(t.b), height: size.width / abs(t.c))
        }
        return nil
    }

    /// The anchor point in the layer's own bounds coordinates, in points:
    /// `bounds.origin + anchorPoint · bounds.size`, with z = `anchorPointZ`.
    public var anchorInBounds: (x: Double, y: Double, z: Double) {
        (bounds.origin.x + anchorPoint.x * bounds.width,
         bounds.origin.y + anchorPoint.y * bounds.height,
         anchorPointZ)
    }

    /// Maps the layer's bounds space into its superlayer's bounds space before the superlayer's
    /// `sublayerTransform`: `T(−anchor) · transform · T(position, zPosition)` (row vectors).
    public var transformToSuperlayer: Transform3D {
        let a = anchorInBounds
        return Transform3D(translationX: -a.x, y: -a.y, z: -a.z)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
    }

    /// `sublayerTransform` about this layer's anchor point, followed by the flattening into this
    /// layer's plane: `T(−anchor) · sublayerTransform · T(anchor) · flatten`.
    public var sublayerTransformAboutAnchor: Transform3D {
        let a = anchorInBounds
        guard !sublayerTransform.isIdentity else { return .flatten }
        return Transform3D(translationX: -a.x, y: -a.y, z: -a.z)
            .concatenating(sublayerTransform)
            .concatenating(Transform3D(translationX: a.x, y: a.y, z: a.z))
            .concatenating(.flatten)
    }

    /// The layer's transform as an affine transform (its 2D part), as `CALayer.affineTransform()`.
    public func affineTransform() -> AffineTransform { transform.affine }

    /// Sets `transform` from an affine transform, as `CALayer.setAffineTransform(_:)`.
    public func setAffineTransform(_ t: AffineTransform) { transform = Transform3D(t) }

    /// Maps this layer's bounds space to the bounds space of its root (the topmost superlayer),
    /// with every ancestor's `sublayerTransform` and flattening (the root's own placement
    /// included when `includingRoot` is true).
    func transformToRoot(includingRoot: Bool) -> Transform3D {
        var m = Transform3D.identity
        var layer = self
        while let parent = layer.superlayer {
            m = m.concatenating(layer.transformToSuperlayer)
                .concatenating(parent.sublayerTransformAboutAnchor)
            layer = parent
        }
        return includingRoot ? m.concatenating(layer.transformToSuperlayer) : m
    }

    /// Converts a point from this layer's bounds space to `layer`'s bounds space (both in one
    /// tree), through every transform between them; `nil` means the root's superlayer space.
    public func convert(_ point: Point, to layer: Layer?) -> Point {
        point.applying(conversion(to: layer))
    }

    /// Converts a point from `layer`'s bounds space to this layer's bounds space.
    public func convert(_ point: Point, from layer: Layer?) -> Point {
        point.applying(Layer.conversion(from: layer, to: self))
    }

    /// Converts a rectangle from this layer's bounds space to `layer`'s: the bounding box of
    /// its four mapped corners.
    public func convert(_ rect: Rect, to layer: Layer?) -> Rect {
        Layer.boundingBox(of: rect, mappedBy: conversion(to: layer))
    }

    /// Converts a rectangle from `layer`'s bounds space to this layer's: the bounding box of
    /// its four mapped corners.
    public func convert(_ rect: Rect, from layer: Layer?) -> Rect {
        Layer.boundingBox(of: rect, mappedBy: Layer.conversion(from: layer, to: self))
    }

    private func conversion(to layer: Layer?) -> Transform3D {
        Layer.conversion(from: self, to: layer)
    }

    /// The matrix from `source`'s bounds space to `target`'s; `nil` stands for the space the
    /// root layer is placed in.
    ///
    /// Points have z = 0 and the flattening drops z, so only the plane-to-plane part of each
    /// matrix matters; it is made invertible by giving it an identity z row and column.
    private static func conversion(from source: Layer?, to target: Layer?) -> Transform3D {
        let up = planar(source?.transformToRoot(includingRoot: true) ?? .identity)
        let down = planar(target?.transformToRoot(includingRoot: true) ?? .identity).inverted()
        return up.concatenating(down)
    }

    private static func planar(_ m: Transform3D) -> Transform3D {
        var p = m
        p.m13 = 0; p.m23 = 0; p.m43 = 0
        p.m31 = 0; p.m32 = 0; p.m34 = 0; p.m33 = 1
        return p
    }

    static func boundingBox(of rect: Rect, mappedBy m: Transform3D) -> Rect {
        let r = rect.standardized
        let ps = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                  Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)].map { $0.applying(m) }
        let minX = ps.map(\.x).min()!, minY = ps.map(\.y).min()!
        return Rect(x: minX, y: minY, width: ps.map(\.x).max()! - minX, height: ps.map(\.y).max()! - minY)
    }
}
