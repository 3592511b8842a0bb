import FlipbookAnimation
import FlipbookGeometry
import FlipbookGraphics
import FlipbookRaster

/// Draws a layer's contents (`CALayerDelegate.draw(_:in:)`).
public protocol LayerDelegate: AnyObject {
    /// Draws `layer`'s contents into `context`, whose user space is the layer's bounds space
    /// (points, y down) and whose bitmap is `bounds.size × contentsScale` pixels.
    func draw(_ layer: Layer, in context: GraphicsContext)
}

/// A delegate that sets a layer's contents itself (`CALayerDelegate.display(_:)`): when the
/// delegate is one, ``Layer/display()`` calls it instead of drawing a backing store.
public protocol LayerDisplayDelegate: LayerDelegate {
    /// Updates `layer.contents`.
    func display(_ layer: Layer)
}

/// Drawn contents (Core Animation's `display()`/`draw(in:)` cycle) and custom keys.
///
/// A layer draws only when marked: ``setNeedsDisplay()`` (or a bounds change with
/// ``needsDisplayOnBoundsChange``, or a set of a key whose ``needsDisplay(forKey:)`` is true)
/// makes the next frame call ``display()``, which makes a backing store of the bounds at
/// `contentsScale`, calls ``draw(in:)`` and sets `contents`. While a key whose
/// ``needsDisplay(forKey:)`` is true animates, each frame's presentation copy draws itself with
/// the interpolated value, as Core Animation redraws the presentation layer.
extension Layer {
    /// Marks the layer for ``display()`` before the next frame (`setNeedsDisplay()`).
    public func setNeedsDisplay() { needsDisplay = true }

    /// Marks the layer for display; Flipbook redraws the whole layer (`setNeedsDisplay(_:)`).
    public func setNeedsDisplay(_ rect: Rect) { needsDisplay = true }

    /// Runs ``display()`` now if the layer is marked (`displayIfNeeded()`).
    public func displayIfNeeded() {
        guard needsDisplay else { return }
        needsDisplay = false
        display()
    }

    /// ``displayIfNeeded()`` on this layer, its mask and its whole subtree, parents first.
    public func displayTreeIfNeeded() {
        displayIfNeeded()
        mask?.displayTreeIfNeeded()
        for child in storedSublayers { child.displayTreeIfNeeded() }
    }

    /// The backing store ``display()`` makes: ``draw(in:)`` into a bitmap of the bounds at
    /// `contentsScale` (transparent, or opaque black with ``isOpaque``); `nil` for empty bounds.
    public func drawnContents() -> Image? {
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        let context = GraphicsContext(size: bounds.size, scale: scale, opaque: isOpaque)
        context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
        draw(in: context)
        return context.makeImage()
    }

    /// Sets a key declared by ``defaultValue(forKey:)`` (or set before); false otherwise.
    func setCustomValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        guard let old = customValues[key] ?? type(of: self).defaultValue(forKey: key), old.sameKind(as: value)
        else { return false }
        customValues[key] = value
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        didChange(key, from: old)
        return true
    }

    /// Presentation copies call this after their animated values are set: a copy whose
    /// animated keys include one that needs display draws itself with those values.
    func displayIfAnimating(_ keys: [String]) {
        guard keys.contains(where: { type(of: self).needsDisplay(forKey: $0) }) else { return }
        display()
    }
}
