import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster

/// Snapshots (`snapshotView(afterScreenUpdates:)`, see the FlipbookLayers article “Layer snapshots”).
extension View {
    /// A new view showing an image of this view's rendered subtree, in its bounds space.
    ///
    /// The result is an ``ImageView`` with frame `(0, 0, bounds.size)`, identity transform and the
    /// image (rendered at the application's ``Application/renderScale``, and carrying that scale,
    /// so the image's point size is the bounds size) as its contents; set its
    /// frame to place it. Left out: this view's own transform, position, alpha and shadow; kept:
    /// its background, contents, border and subviews with their transforms. Animating the
    /// snapshot never changes this view.
    /// - Parameter afterScreenUpdates: true draws the model values (pending changes included);
    ///   false draws what is on screen now (the presentation at the clock's time).
    /// - Returns: `nil` when the bounds are empty.
    public func snapshotView(afterScreenUpdates: Bool) -> View? {
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let app = Application.current
        let scale = app?.renderScale ?? 2
        if afterScreenUpdates { layoutIfNeeded() }
        let source = afterScreenUpdates ? layer : layer.presentation(atRootTime: app?.clock.now ?? 0)
        let image = Image(Renderer().render(source.snapshotRenderTree(scale: scale)), scale: scale)
        let snapshot = ImageView(image: image)
        View.performWithoutAnimation { snapshot.frame = Rect(origin: .zero, size: bounds.size) }
        return snapshot
    }
}
