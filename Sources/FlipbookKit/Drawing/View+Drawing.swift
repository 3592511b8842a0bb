import Foundation
import FlipbookGeometry
import FlipbookGraphics
import FlipbookLayers
import FlipbookRaster

/// Custom drawing (`draw(_:)`): a view whose class overrides ``View/draw(_:)`` draws its layer's
/// contents when it is first shown, after ``View/setNeedsDisplay()``, and on bounds changes
/// with ``ContentMode/redraw``, into a bitmap of its bounds at the application's render scale
/// (UIKit's backing store), with the context current for UIKit's drawing calls.
extension View: LayerDisplayDelegate {
    /// Marks the view for drawing before the next frame (`setNeedsDisplay()`).
    public func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks the view for drawing; Flipbook redraws the whole bounds (`setNeedsDisplay(_:)`).
    public func setNeedsDisplay(_ rect: Rect) { layer.setNeedsDisplay(rect) }

    /// `CALayerDelegate.draw(_:in:)`: draws the view's ``draw(_:)`` into `context`, current.
    public func draw(_ layer: Layer, in context: GraphicsContext) {
        GraphicsContext.withCurrent(context) { draw(bounds) }
    }

    /// `CALayerDelegate.display(_:)`: the bitmap of ``draw(_:)``, set as the layer's contents.
    /// A view whose ``draw(_:)`` reached the base method and drew nothing (a class that does
    /// not override it) keeps its contents, unless they are its own earlier drawing.
    public func display(_ layer: Layer) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let scale = Application.current?.renderScale ?? 2
        let context = GraphicsContext(size: bounds.size, scale: scale, opaque: isOpaque)
        if isOpaque, let background = backgroundColor, background.alpha > 0 {
            // Chosen: an opaque view's store starts with its background colour (over black).
            context.setFillColor(background)
            context.fill(Rect(origin: .zero, size: bounds.size))
        }
        if !clearsContextBeforeDrawing, let old = layer.contents, old === lastDrawing {
            context.drawUpright(old, in: Rect(origin: .zero, size: bounds.size))
        }
        context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
        let drawnBefore = context.operationCount
        View.baseDrawReached = false
        GraphicsContext.withCurrent(context) { draw(bounds) }
        let drewNothing = View.baseDrawReached && context.operationCount == drawnBefore
        if drewNothing && (lastDrawing == nil || layer.contents !== lastDrawing) { return }
        let image = context.makeImage()
        layer.contentsScale = scale
        layer.contents = image
        lastDrawing = image
    }

    /// Set by the base `draw(_:)` during a drawing pass on this thread (scenes render on several
    /// threads at once, so a shared flag would tell one view's pass about another's).
    static var baseDrawReached: Bool {
        get { Thread.current.threadDictionary[baseDrawReachedKey] as? Bool ?? false }
        set { Thread.current.threadDictionary[baseDrawReachedKey] = newValue }
    }
    private static let baseDrawReachedKey = "FlipbookKit.View.baseDrawReached"
}
