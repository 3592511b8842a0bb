import FlipbookGeometry

/// The rasterizer's guard against non-finite geometry.
///
/// A render tree can carry NaN or infinite values (a fuzzed scene, a division by zero in an
/// animation, a scale of 1e308 squared). Both renderers first replace every value they cannot
/// draw by "nothing": a node whose matrix is not finite is dropped with its subtree, bounds that
/// are not finite count as empty, a paint with a non-finite parameter is removed, and a shadow
/// radius above ``ShadowPaint/maximumRadius`` is clamped. Everything downstream then converts
/// to integers only after clamping (see ``PixelMath/clamped(_:_:_:)``).
extension RenderTree {
    /// This tree with every non-finite value replaced as described above; nodes unchanged when
    /// all their values are finite.
    func sanitized() -> RenderTree {
        var t = self
        t.pixelWidth = max(pixelWidth, 0)
        t.pixelHeight = max(pixelHeight, 0)
        guard scale.isFinite, scale > 0 else {
            t.nodes = []
            return t
        }
        t.nodes = nodes.compactMap { $0.sanitized() }
        return t
    }
}

extension RenderNode {
    /// The node with non-finite values removed, or nil when its matrix is not finite (it and
    /// its subtree draw nothing).
    func sanitized() -> RenderNode? {
        guard transform.isFinite else { return nil }
        var n = self
        if !n.bounds.isFinite { n.bounds = .zero }
        if !n.opacity.isFinite || n.opacity < 0 { n.opacity = 0 }
        n.cornerRadius = n.cornerRadius.isFinite ? max(n.cornerRadius, 0) : 0
        n.borderWidth = n.borderWidth.isFinite ? max(n.borderWidth, 0) : 0
        if let c = n.backgroundColor, !c.isFinite { n.backgroundColor = nil }
        if !n.borderColor.isFinite { n.borderWidth = 0 }
        if let g = n.gradient, !g.isFinite { n.gradient = nil }
        if let c = n.contents, !(c.destination.isFinite && c.sourceRect.isFinite) { n.contents = nil }
        if let s = n.shadow {
            if s.color.isFinite, s.radius.isFinite || s.radius == .infinity, s.radius >= 0,
               s.offset.width.isFinite, s.offset.height.isFinite {
                n.shadow?.radius = min(s.radius, ShadowPaint.maximumRadius)
            } else {
                n.shadow = nil
            }
        }
        if let b = n.backdrop {
            if b.radius.isFinite, b.saturation.isFinite, b.tint.isFinite {
                n.backdrop?.radius = min(max(b.radius, 0), BackdropPaint.maximumRadius)
            } else {
                n.backdrop = nil
            }
        }
        if let m = n.mask {
            if let node = m.node.sanitized() {
                if node != m.node { n.mask = RenderMask(node) }
            } else {
                // A mask that cannot draw hides everything it masks.
                n.mask = RenderMask(RenderNode())
            }
        }
        n.children = n.children.compactMap { $0.sanitized() }
        return n
    }
}

extension ShadowPaint {
    /// The largest blur radius (σ, in points) the renderers use: 1000. A larger radius is
    /// clamped to it (the difference is below one 8-bit step for any shadow of a layer that
    /// fits on a canvas the scene loader accepts).
    public static let maximumRadius = 1000.0
}

extension Transform3D {
    /// True when all sixteen entries are finite.
    var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }
}

extension Rect {
    /// True when origin and size are finite.
    var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension Color {
    /// True when all four components are finite.
    var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }
}

extension GradientPaint {
    /// True when the end points and every stop are finite.
    var isFinite: Bool {
        start.x.isFinite && start.y.isFinite && end.x.isFinite && end.y.isFinite
            && stops.allSatisfy { $0.location.isFinite && $0.color.isFinite }
    }
}
