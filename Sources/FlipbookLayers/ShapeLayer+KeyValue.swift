import FlipbookAnimation
import FlipbookGeometry
import FlipbookRaster

/// A ``ShapeLayer``'s animatable properties (CAShapeLayer's names), one row each.
///
/// Kinds: `path` is a ``AnimatableValue/path(_:)`` (a `nil` path reads as an empty path);
/// `fillColor` and `strokeColor` are `[r, g, b, a]` vectors (`nil` reads as transparent black,
/// and a transparent value set back reads as that colour, not `nil`); `lineWidth`,
/// `miterLimit`, `lineDashPhase`, `strokeStart` and `strokeEnd` are numbers.
extension ShapeLayer {
    /// The shape's property rows besides ``Layer/properties``.
    public static let shapeProperties: [LayerProperty] = [
        .path("path", \ShapeLayer.path),
        .optionalColor("fillColor", \ShapeLayer.fillColor),
        .optionalColor("strokeColor", \ShapeLayer.strokeColor),
        .number("lineWidth", \ShapeLayer.lineWidth, domain: .nonNegative),
        .number("miterLimit", \ShapeLayer.miterLimit, domain: .nonNegative),
        .number("lineDashPhase", \ShapeLayer.lineDashPhase),
        .number("strokeStart", \ShapeLayer.strokeStart, domain: .unit),
        .number("strokeEnd", \ShapeLayer.strokeEnd, domain: .unit),
    ]

    /// The shape's animatable keys besides ``Layer/animatableKeys``: the names of ``shapeProperties``.
    public static let shapeAnimatableKeys = shapeProperties.map(\.name)

    static let shapeTable = LayerPropertyTable(shapeProperties, adding: Layer.propertyTable)
}
