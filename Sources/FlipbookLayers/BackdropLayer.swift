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

    /// A copy of `layer`'s properties, the backdrop filter included when it is a ``BackdropLayer``
    /// (every row of ``backdropProperties``, copied by ``Layer/init(layer:)``).
    public required init(layer: Any) {
        super.init(layer: layer)
    }

    /// The backdrop's property rows besides ``Layer/properties``: `backdropBlurRadius`,
    /// `backdropSaturation` (numbers) and `backdropTintColor` (an `[r, g, b, a]` vector). They
    /// animate inside UIKit animation blocks from iOS 9 (a visual effect view's effect).
    public static let backdropProperties: [LayerProperty] = [
        .number("backdropBlurRadius", \BackdropLayer.blurRadius, domain: .nonNegative, animationScope: .viewSince(iOS: 9)),
        .number("backdropSaturation", \BackdropLayer.saturation, animationScope: .viewSince(iOS: 9)),
        .color("backdropTintColor", \BackdropLayer.tintColor, animationScope: .viewSince(iOS: 9)),
    ]

    /// The backdrop's animatable keys besides ``Layer/animatableKeys``: the names of ``backdropProperties``.
    public static let backdropAnimatableKeys = backdropProperties.map(\.name)

    static let backdropTable = LayerPropertyTable(backdropProperties, adding: Layer.propertyTable)

    /// ``Layer/properties`` and ``backdropProperties``.
    public override class var propertyTable: LayerPropertyTable { backdropTable }

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
