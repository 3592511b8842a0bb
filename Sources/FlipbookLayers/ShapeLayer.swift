import FlipbookAnimation
import FlipbookGeometry
import FlipbookRaster

/// How a ``ShapeLayer`` fills overlapping parts of its path (`CAShapeLayerFillRule`).
public typealias ShapeLayerFillRule = FillRule
/// The ends of a ``ShapeLayer``'s open strokes (`CAShapeLayerLineCap`).
public typealias ShapeLayerLineCap = LineCap
/// The corners of a ``ShapeLayer``'s strokes (`CAShapeLayerLineJoin`).
public typealias ShapeLayerLineJoin = LineJoin

/// A layer that fills and strokes a path: Core Animation's `CAShapeLayer`, with its property
/// names and defaults.
///
/// The path is in the layer's bounds space (points, y down) and is not clipped to the bounds
/// unless `masksToBounds` is set, so a shape layer with zero bounds draws its whole path, as on
/// iOS. It draws above `backgroundColor` and `contents` and below the sublayers: the fill
/// first, then the stroke, centred on the outline. As a ``Layer/mask`` only its alpha counts,
/// so a filled circle whose path grows is a circular reveal.
///
/// Animatable: `path` (see ``ShapeLayer/path``), `fillColor`, `strokeColor`, `lineWidth`,
/// `strokeStart`, `strokeEnd`, `miterLimit`, `lineDashPhase`.
open class ShapeLayer: Layer {
    /// The outline to draw, in the bounds space. Default `nil` (nothing draws).
    ///
    /// An animation between two paths of the same `Path.structure` (the same element kinds in
    /// the same order, as two `Path(ovalIn:)` or two `Path(roundedRect:cornerRadius:)` have)
    /// moves every point in a straight line. Core Animation leaves paths of different
    /// structures undefined; here they switch from the start path to the end path at
    /// progress 0.5, whole, never a mix of the two. A `nil` path animates as an empty path.
    public var path: Path? {
        didSet { didChange("path", from: .path(oldValue ?? Path())) }
    }
    /// The colour the path's inside is filled with; `nil` fills nothing. Default opaque black.
    public var fillColor: Color? = .black {
        didSet { didChange("fillColor", from: oldValue.animatableValue) }
    }
    /// Which parts of a self-overlapping path are inside. Default `.nonZero`.
    public var fillRule: ShapeLayerFillRule = .nonZero
    /// The stroke's colour; `nil` strokes nothing. Default `nil`.
    public var strokeColor: Color? {
        didSet { didChange("strokeColor", from: oldValue.animatableValue) }
    }
    /// The stroke's width in points of the bounds space, centred on the outline; 0 or less
    /// strokes nothing. Default 1.
    public var lineWidth: Double = 1 {
        didSet { didChange("lineWidth", from: .number(oldValue)) }
    }
    /// The ends of open subpaths and dashes. Default `.butt`.
    public var lineCap: ShapeLayerLineCap = .butt
    /// The corners between segments. Default `.miter`.
    public var lineJoin: ShapeLayerLineJoin = .miter
    /// A miter join longer than this many line widths is bevelled. Default 10.
    public var miterLimit: Double = 10 {
        didSet { didChange("miterLimit", from: .number(oldValue)) }
    }
    /// Alternating painted and unpainted lengths in points, painted first; an odd count is
    /// repeated (`[4]` is 4 on, 4 off). `nil`, empty, a negative length or a zero total draws a
    /// solid line. Each subpath starts the pattern anew. Default `nil`.
    public var lineDashPattern: [Double]?
    /// ``lineDashPattern`` under another name, for FlipbookUIKit's `[NSNumber]?` spelling.
    package var dashLengths: [Double]? {
        get { lineDashPattern }
        set { lineDashPattern = newValue }
    }
    /// How far into the dash pattern each subpath starts, in points. Default 0.
    public var lineDashPhase: Double = 0 {
        didSet { didChange("lineDashPhase", from: .number(oldValue)) }
    }
    /// Where the stroke starts, as a fraction of the whole path's length (all subpaths, in
    /// order), clamped to 0…1. Default 0.
    ///
    /// Dashes stay where the whole path puts them: trimming reveals or hides them, it does
    /// not move them.
    public var strokeStart: Double = 0 {
        didSet { didChange("strokeStart", from: .number(oldValue)) }
    }
    /// Where the stroke ends, as a fraction of the whole path's length, clamped to 0…1;
    /// nothing is stroked unless it is greater than `strokeStart`. Default 1.
    public var strokeEnd: Double = 1 {
        didSet { didChange("strokeEnd", from: .number(oldValue)) }
    }

    /// A shape layer with CAShapeLayer's defaults and no path.
    public override init() { super.init() }

    /// A copy of `layer`'s properties, the shape's included when it is a ``ShapeLayer``.
    public required init(layer: Any) {
        super.init(layer: layer)
        if let s = layer as? ShapeLayer {
            fillRule = s.fillRule
            lineCap = s.lineCap
            lineJoin = s.lineJoin
            lineDashPattern = s.lineDashPattern
        }
    }

    /// The shape as the rasterizer takes it; `nil` without a path.
    public var shapePaint: ShapePaint? {
        guard let path, !path.isEmpty else { return nil }
        return ShapePaint(path: path, fillColor: fillColor, fillRule: fillRule, strokeColor: strokeColor,
                          lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
                          lineDashPattern: lineDashPattern ?? [], lineDashPhase: lineDashPhase,
                          strokeStart: strokeStart, strokeEnd: strokeEnd)
    }

    /// ``Layer/properties`` and ``shapeProperties``.
    public override class var propertyTable: LayerPropertyTable { shapeTable }

    /// Adds the shape to the layer's node.
    open override func addPaints(to node: inout RenderNode, scale: Double) {
        node.shape = shapePaint
    }
}
