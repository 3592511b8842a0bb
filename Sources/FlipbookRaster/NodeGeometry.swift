import FlipbookGeometry

/// Geometric questions about a node that both renderers ask: culling, shadow visibility and
/// the extent of a node's drawing (for offscreen group sizes).
enum NodeGeometry {
    /// True when the node's projected bounds wind the other way than in its own plane
    /// (isDoubleSided == false culls it with its subtree). A node without area uses a unit
    /// square at its origin to decide, and an edge-on node counts as facing away.
    static func facesAway(_ node: RenderNode, _ m: PlaneMap) -> Bool {
        let r = node.bounds.isEmpty ? Rect(x: node.bounds.minX, y: node.bounds.minY, width: 1, height: 1)
                                    : node.bounds.standardized
        return m.signedArea(of: r) <= 0
    }

    /// The shadow that draws: nil when there is none, it is transparent, or masksToBounds
    /// removes it (see the FlipbookLayers article “How a layer draws”).
    static func visibleShadow(_ node: RenderNode) -> ShadowPaint? {
        guard let s = node.shadow, s.color.alpha > 0, !node.masksToBounds else { return nil }
        return s
    }

    /// Everything the node and its subtree may draw, in the node's plane (points):
    /// bounds, contents and shape (unless clipped), children projected into this plane, and the shadow
    /// with three σ of blur. Nil when nothing can draw.
    static func planeExtent(_ node: RenderNode, includingShadow: Bool = true) -> Rect? {
        var extent: Rect? = node.bounds.isEmpty ? nil : node.bounds.standardized
        func add(_ r: Rect?) {
            guard let r else { return }
            extent = extent.map { $0.union(r) } ?? r
        }
        if node.masksToBounds { return extent }
        if let c = node.contents, !c.destination.isEmpty { add(c.destination.standardized) }
        add(node.shape?.extent)
        for child in node.children {
            guard let ce = planeExtent(child) else { continue }
            let poly = PlaneMap(child.transform).devicePolygon(of: ce)
            guard !poly.isEmpty else { continue }
            let lim = 1e7
            var lx = lim, ly = lim, hx = -lim, hy = -lim
            for p in poly {
                lx = min(lx, max(p.x, -lim)); hx = max(hx, min(p.x, lim))
                ly = min(ly, max(p.y, -lim)); hy = max(hy, min(p.y, lim))
            }
            if hx >= lx && hy >= ly { add(Rect(x: lx, y: ly, width: max(hx - lx, 1e-9), height: max(hy - ly, 1e-9))) }
        }
        if includingShadow, let s = visibleShadow(node),
            let e = s.path.map({ $0.isEmpty ? nil : $0.boundingBox }) ?? extent
        {
            let grow = 3 * s.radius + 1
            add(e.offsetBy(dx: s.offset.width, dy: s.offset.height).insetBy(dx: -grow, dy: -grow))
        }
        return extent
    }

    /// The device pixels the node and its subtree may touch under `device` (with one pixel of
    /// anti-aliasing margin); empty when nothing draws.
    static func deviceBox(_ node: RenderNode, device: Transform3D, scale: Double,
                          includingShadow: Bool = true) -> PixelBox {
        guard let e = planeExtent(node, includingShadow: includingShadow) else {
            return PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
        }
        return PixelBox.around(PlaneMap(device).devicePolygon(of: e))
    }
}
