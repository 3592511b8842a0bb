import FlipbookGeometry

extension Compositor {
    /// Draws a node's shape paint through `raster` (its clip and opacity), clipped to the
    /// rounded bounds when the node has `masksToBounds` (nothing draws then without bounds).
    func drawShape(_ shape: ShapePaint, node: RenderNode, map m: PlaneMap, raster: Rasterizer, bounds: RoundedRect) {
        guard shape.drawsFill || shape.drawsStroke else { return }
        var r = raster
        r.occluders = []
        if node.masksToBounds {
            guard !bounds.rect.isEmpty else { return }
            // The clip mask holds coverage only; the opacity applies once, when drawing.
            let clip = Rasterizer(surface: raster.surface, clip: raster.clip).mask(PlaneShape(outer: bounds), map: m)
            r = Rasterizer(surface: raster.surface, clip: clip, opacity: raster.opacity)
        }
        r.draw(shape, map: m)
    }
}
