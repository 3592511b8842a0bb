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

extension View {
    /// A new view showing an image of the part `rect` (in this view's bounds space) of this
    /// view's rendered subtree (`resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`),
    /// as ``snapshotView(afterScreenUpdates:)`` draws it; what lies outside the bounds is clear.
    ///
    /// The result is an ``ImageView`` with frame `(0, 0, rect.size)`. Resizing it stretches the
    /// whole image: cap insets other than zero are reported (`snapshot.capInsets`), since iOS
    /// would keep the insets' edges unstretched.
    /// - Returns: `nil` when `rect` or the bounds are empty.
    public func resizableSnapshotView(from rect: Rect, afterScreenUpdates: Bool, withCapInsets capInsets: EdgeInsets) -> View? {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, let whole = snapshotView(afterScreenUpdates: afterScreenUpdates) as? ImageView,
              let image = whole.image else { return nil }
        if capInsets != .zero {
            Application.current?.report(
                KitDiagnostic(
                    code: "snapshot.capInsets",
                    message: "resizableSnapshotView's cap insets \(capInsets) are ignored: resizing the snapshot "
                        + "stretches all of it (iOS keeps the insets' edges unstretched)"))
        }
        let s = image.scale
        let x = Int(((r.minX - bounds.minX) * s).rounded()), y = Int(((r.minY - bounds.minY) * s).rounded())
        let w = max(Int((r.width * s).rounded()), 1), h = max(Int((r.height * s).rounded()), 1)
        let snapshot = ImageView(image: Image(image.bitmap.cropped(x: x, y: y, width: w, height: h), scale: s))
        View.performWithoutAnimation { snapshot.frame = Rect(origin: .zero, size: r.size) }
        return snapshot
    }
}
