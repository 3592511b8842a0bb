import FlipbookAnimation
import FlipbookGeometry
import FlipbookRaster

/// A layer that filters what is composited behind it, within its bounds: the layer behind a
/// `UIVisualEffectView`'s blur (Core Animation's private `CABackdropLayer` with its Gaussian
/// blur, colour-matrix and tint filters).
///
/// The backdrop is blurred by a Gaussian of σ ``blurRadius`` points, saturated by
/// ``saturation``, then covered by ``tintColor`` (see `BackdropPaint` in FlipbookRaster), all
/// inside the bounds rounded by `cornerRadius` and clipped by the ancestors' `masksToBounds`.
/// The layer's own background, contents, sublayers and border draw above the filtered backdrop.
///
/// The three are animatable keys (`backdropBlurRadius`, `backdropSaturation`,
/// `backdropTintColor`), which is how a visual effect view fades its effect in and out.
open class BackdropLayer: Layer {
    /// σ of the blur in points (≥ 0). Default 0 (no blur).
    public var blurRadius: Double = 0 {
        didSet { didChange("backdropBlurRadius", from: .number(oldValue)) }
    }
    /// Saturation factor after the blur (1 keeps colours). Default 1.
    public var saturation: Double = 1 {
        didSet { didChange("backdropSaturation", from: .number(oldValue)) }
    }
    /// Drawn source-over on the blurred, saturated backdrop (straight alpha). Default clear.
    public var tintColor: Color = .clear {
        didSet { didChange("backdropTintColor", from: oldValue.animatableValue) }
    }

    /// A backdrop layer that leaves its backdrop as it is until given a radius, saturation or tint.
    public override init() { super.init() }

    /// A copy of `layer`'s properties, the backdrop filter included when it is a ``BackdropLayer``.
    public required init(layer: Layer) {
        super.init(layer: layer)
        if let b = layer as? BackdropLayer {
            blurRadius = b.blurRadius
            saturation = b.saturation
            tintColor = b.tintColor
        }
    }

    /// The backdrop's animatable keys besides ``Layer/animatableKeys``: `backdropBlurRadius`,
    /// `backdropSaturation` (numbers) and `backdropTintColor` (an `[r, g, b, a]` vector).
    public static let backdropAnimatableKeys = ["backdropBlurRadius", "backdropSaturation", "backdropTintColor"]

    /// The value of an animatable property: the backdrop's keys here, the rest from ``Layer``.
    open override func value(forKey key: String) -> AnimatableValue? {
        switch key {
        case "backdropBlurRadius": return .number(blurRadius)
        case "backdropSaturation": return .number(saturation)
        case "backdropTintColor": return tintColor.animatableValue
        default: return super.value(forKey: key)
        }
    }

    /// Sets an animatable property: the backdrop's keys here, the rest through ``Layer``.
    @discardableResult
    open override func setValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch (key, value) {
        case let ("backdropBlurRadius", .number(v)): blurRadius = v
        case let ("backdropSaturation", .number(v)): saturation = v
        case let ("backdropTintColor", .vector(v)): tintColor = Color(animatable: v)
        default: return super.setValue(value, forKey: key)
        }
        return true
    }

    /// Adds the backdrop filter to the layer's node (none when it changes nothing).
    open override func addPaints(to node: inout RenderNode, scale: Double) {
        let paint = backdropPaint
        node.backdrop = paint.isIdentity ? nil : paint
    }

    /// The filter as the rasterizer takes it (a negative radius counts as 0).
    public var backdropPaint: BackdropPaint {
        BackdropPaint(radius: max(0, blurRadius), saturation: saturation, tint: tintColor)
    }
}
