import FlipbookGeometry
import FlipbookGraphics
import FlipbookLayers
import FlipbookRaster

extension View {
    /// Draws this view's rendered subtree, scaled into `rect`, into the current
    /// ``ImageRendererContext`` (`drawHierarchy(in:afterScreenUpdates:)`), at the context's
    /// scale. What is drawn is what ``snapshotView(afterScreenUpdates:)`` shows.
    /// - Parameters:
    ///   - rect: where the bounds go, in the context's current space (points).
    ///   - afterScreenUpdates: true draws the model values (pending layout done first); false
    ///     what is on screen now, at the current application's clock time.
    /// - Returns: false (nothing drawn) outside ``ImageRenderer/image(actions:)`` or for empty
    ///   bounds, true otherwise.
    @discardableResult
    public func drawHierarchy(in rect: Rect, afterScreenUpdates: Bool) -> Bool {
        guard let context = ImageRendererContext.current, bounds.width > 0, bounds.height > 0 else { return false }
        if afterScreenUpdates { layoutIfNeeded() }
        let app = Application.current
        let source = afterScreenUpdates ? layer : layer.presentation(atRootTime: app?.clock.now ?? 0)
        context.draw(source.snapshot(scale: context.format.scale), in: rect)
        return true
    }
}

extension Layer {
    /// Draws this layer's subtree (model values), its bounds at the origin of `context`'s
    /// current space, at the context's scale (`CALayer.render(in:)`). As with snapshots, the
    /// layer's own transform, position and opacity are left out.
    public func render(in context: ImageRendererContext) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        context.draw(snapshot(scale: context.format.scale), in: Rect(origin: .zero, size: bounds.size))
    }

    /// Draws this layer's subtree into a Core Graphics context (`CALayer.render(in:)` with
    /// `UIGraphicsGetCurrentContext()`, or a layer's drawing context): what
    /// the `ImageRendererContext` form draws, at the context's scale.
    public func render(in context: GraphicsContext) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        context.draw(snapshot(scale: context.scale), in: Rect(origin: .zero, size: bounds.size))
    }
}
