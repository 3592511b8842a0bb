import FlipbookAnimation
import FlipbookGeometry
import FlipbookRaster

/// The shape of a ``GradientLayer``'s colour ramp (`CAGradientLayerType`).
public typealias GradientLayerType = GradientPaint.Kind

/// A layer that fills its bounds with a colour gradient: Core Animation's `CAGradientLayer`.
///
/// The gradient paints above `backgroundColor` and below `contents`, clipped to the bounds
/// rounded by `cornerRadius`. Colours interpolate per component, unpremultiplied, in sRGB.
open class GradientLayer: Layer {
    /// The colour stops' colours. Empty draws nothing; one colour fills. Default `[]`.
    /// > Note: Unlike Core Animation, the array is typed (`[Color]`, never `nil`).
    public var colors: [Color] = [] {
        didSet { didChange("colors", from: .vector(oldValue.flatMap(\.animatableValue.components))) }
    }
    /// Each colour's position along the gradient (0 = start, 1 = end; values outside are allowed),
    /// non-decreasing. `nil`, or a count different from `colors`', spaces the stops evenly
    /// (`i / (n − 1)`). Default `nil`.
    public var locations: [Double]? {
        didSet { didChange("locations", from: .vector(oldValue ?? evenLocations)) }
    }
    /// Where location 0 lies, in unit coordinates of the bounds. Default (0.5, 0): the top centre.
    public var startPoint = Point(x: 0.5, y: 0) {
        didSet { didChange("startPoint", from: .point(oldValue)) }
    }
    /// Where location 1 lies, in unit coordinates of the bounds. Default (0.5, 1): the bottom centre.
    public var endPoint = Point(x: 0.5, y: 1) {
        didSet { didChange("endPoint", from: .point(oldValue)) }
    }
    /// Axial (along start → end), radial (an ellipse centred at start with radii end − start per
    /// axis) or conic (around start, clockwise from start → end). Default `.axial`.
    public var type: GradientLayerType = .axial

    /// A gradient layer with CA's defaults and no colours.
    public override init() { super.init() }

    /// A copy of `layer`'s properties, gradient included when it is a ``GradientLayer``.
    public required init(layer: Any) {
        super.init(layer: layer)
        if let g = layer as? GradientLayer {
            type = g.type
        }
    }

    /// The gradient's property rows besides ``Layer/properties``: `colors` (a vector of
    /// `[r, g, b, a]` per colour), `locations` (a vector; `nil` reads as the even spacing),
    /// `startPoint`, `endPoint` (points).
    public static let gradientProperties: [LayerProperty] = [
        .colors("colors", \GradientLayer.colors),
        .numbers("locations", \GradientLayer.locations, unset: \.evenLocations),
        .point("startPoint", \GradientLayer.startPoint),
        .point("endPoint", \GradientLayer.endPoint),
    ]

    /// The gradient's animatable keys besides ``Layer/animatableKeys``: the names of ``gradientProperties``.
    public static let gradientAnimatableKeys = gradientProperties.map(\.name)

    static let gradientTable = LayerPropertyTable(gradientProperties, adding: Layer.propertyTable)

    /// ``Layer/properties`` and ``gradientProperties``.
    public override class var propertyTable: LayerPropertyTable { gradientTable }

    /// Adds the gradient to the layer's node.
    open override func addPaints(to node: inout RenderNode, scale: Double) {
        node.gradient = gradientPaint
    }

    /// The gradient as the rasterizer takes it: stops with resolved locations, sorted (stably) by
    /// location, and the end points converted to points in the bounds space
    /// (`bounds.origin + unit · bounds.size`). `nil` when there are no colours.
    public var gradientPaint: GradientPaint? {
        guard !colors.isEmpty else { return nil }
        let n = colors.count
        let locs = locations.flatMap { $0.count == n ? $0 : nil } ?? evenLocations
        let stops = zip(locs, colors).enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map { GradientStop(location: $0.element.0, color: $0.element.1) }
        return GradientPaint(kind: type, stops: stops,
                             start: pointInBounds(unit: startPoint), end: pointInBounds(unit: endPoint))
    }

    /// `i / (n − 1)` for the n colours (`[0]` for one colour).
    private var evenLocations: [Double] {
        let n = colors.count
        return (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
    }

    private func pointInBounds(unit p: Point) -> Point {
        Point(x: bounds.origin.x + p.x * bounds.width, y: bounds.origin.y + p.y * bounds.height)
    }
}
