import FlipbookGeometry
import FlipbookRaster

/// Snapshots: a layer's subtree rendered in its own bounds space (`snapshotView(afterScreenUpdates:)`;
/// see the article “Layer snapshots”).
extension Layer {
    /// The render tree of a snapshot: this layer's subtree in its own bounds space, on a
    /// transparent canvas of `bounds.size × scale` pixels (rounded).
    ///
    /// Left out: the layer's own `transform`, `position`, anchor point, `opacity` (the snapshot
    /// draws at full opacity, best estimate) and its own shadow (it lies outside the bounds).
    /// Kept: background, contents, sublayers with their transforms, border and mask;
    /// `bounds.origin` scrolls as usual. A hidden layer gives a tree with no nodes.
    /// - Parameter scale: device pixels per point. Default 2.
    public func snapshotRenderTree(scale: Double = 2) -> RenderTree {
        let placement = Transform3D(translationX: -bounds.origin.x, y: -bounds.origin.y)
        let node = makeNode(placement: placement, scale: scale, isSnapshotRoot: true)
        return RenderTree(pixelWidth: devicePixels(abs(bounds.width), scale),
                          pixelHeight: devicePixels(abs(bounds.height), scale),
                          scale: scale, background: .clear, nodes: node.map { [$0] } ?? [])
    }
}

extension Layer {
    /// The layer's subtree rendered in its own bounds space, as `snapshotView(afterScreenUpdates:)`
    /// renders a view: ``snapshotRenderTree(scale:)`` drawn by `renderer`.
    ///
    /// Call it on a presentation copy (``presentation(at:)``) to capture a moment of an
    /// animation (CA's `afterScreenUpdates: false`); on the model layer it shows the model
    /// values (`afterScreenUpdates: true`).
    /// - Parameters:
    ///   - scale: device pixels per point; the image is `bounds.size × scale` pixels and carries
    ///     `scale`, so its point size is the bounds size. Default 2.
    ///   - renderer: the rasterizer. Default `Renderer()`.
    public func snapshot(scale: Double = 2, renderer: Renderer = Renderer()) -> Image {
        Image(renderer.render(snapshotRenderTree(scale: scale)), scale: scale)
    }

    /// A new layer showing this layer's snapshot: ``snapshot(scale:renderer:)`` as `contents`
    /// (`contentsScale = scale`, gravity `resize`) and frame `(0, 0, bounds.size)`, with CA's
    /// defaults otherwise, like the view `snapshotView` returns (set its `frame` to place it).
    /// Animating it never changes this layer.
    public func snapshotLayer(scale: Double = 2, renderer: Renderer = Renderer()) -> Layer {
        let layer = Layer()
        layer.frame = Rect(origin: .zero, size: bounds.size)
        layer.contents = snapshot(scale: scale, renderer: renderer)
        layer.contentsScale = scale
        return layer
    }
}
