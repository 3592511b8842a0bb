import FlipbookGeometry
import FlipbookRaster

/// Snapshots: a layer's subtree rendered in its own bounds space (semantics §8,
/// `snapshotView(afterScreenUpdates:)`).
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
        return RenderTree(pixelWidth: Int((abs(bounds.width) * scale).rounded()),
                          pixelHeight: Int((abs(bounds.height) * scale).rounded()),
                          scale: scale, background: .clear, nodes: node.map { [$0] } ?? [])
    }
}
