// Core Animation's and Core Graphics' names for FlipbookLayers' types. FlipbookPorting (which
// this module re-exports) already spells the animation classes (`CABasicAnimation`, …),
// `CATransform3D` and the geometry (`CGFloat`, `CGRect`, …).

/// `CALayer`: FlipbookLayers' `Layer`.
public typealias CALayer = Layer
/// `CAGradientLayer`: FlipbookLayers' `GradientLayer`.
public typealias CAGradientLayer = GradientLayer
/// `CAGradientLayerType`: FlipbookLayers' `GradientLayerType`.
public typealias CAGradientLayerType = GradientLayerType
/// `CAShapeLayer`: FlipbookLayers' `ShapeLayer`.
public typealias CAShapeLayer = ShapeLayer
/// `CAShapeLayerFillRule`: FlipbookLayers' `ShapeLayerFillRule`.
public typealias CAShapeLayerFillRule = ShapeLayerFillRule
/// `CAShapeLayerLineCap`: FlipbookLayers' `ShapeLayerLineCap`.
public typealias CAShapeLayerLineCap = ShapeLayerLineCap
/// `CAShapeLayerLineJoin`: FlipbookLayers' `ShapeLayerLineJoin`.
public typealias CAShapeLayerLineJoin = ShapeLayerLineJoin
/// `CAReplicatorLayer`: FlipbookLayers' `ReplicatorLayer`.
public typealias CAReplicatorLayer = ReplicatorLayer
/// `CATextLayer`: FlipbookLayers' `TextLayer`.
public typealias CATextLayer = TextLayer
/// `CATextLayerAlignmentMode`: FlipbookLayers' `TextLayerAlignmentMode`.
public typealias CATextLayerAlignmentMode = TextLayerAlignmentMode
/// `CATextLayerTruncationMode`: FlipbookLayers' `TextLayerTruncationMode`.
public typealias CATextLayerTruncationMode = TextLayerTruncationMode
/// `CALayerContentsGravity`: FlipbookLayers' `ContentsGravity`.
public typealias CALayerContentsGravity = ContentsGravity
/// `CACornerMask`: FlipbookRaster's `CornerMask` (`Layer.maskedCorners`).
public typealias CACornerMask = CornerMask

extension CornerMask {
    /// `layerMinXMinYCorner`: the top-left corner (``CornerMask/minXMinY``).
    public static var layerMinXMinYCorner: CornerMask { .minXMinY }
    /// `layerMaxXMinYCorner`: the top-right corner (``CornerMask/maxXMinY``).
    public static var layerMaxXMinYCorner: CornerMask { .maxXMinY }
    /// `layerMinXMaxYCorner`: the bottom-left corner (``CornerMask/minXMaxY``).
    public static var layerMinXMaxYCorner: CornerMask { .minXMaxY }
    /// `layerMaxXMaxYCorner`: the bottom-right corner (``CornerMask/maxXMaxY``).
    public static var layerMaxXMaxYCorner: CornerMask { .maxXMaxY }
}

/// `CAEdgeAntialiasingMask`: FlipbookRaster's `EdgeMask` (`Layer.edgeAntialiasingMask`).
public typealias CAEdgeAntialiasingMask = EdgeMask

extension EdgeMask {
    /// `layerLeftEdge`: the edge at the bounds' minimum x (``EdgeMask/minX``).
    public static var layerLeftEdge: EdgeMask { .minX }
    /// `layerRightEdge`: the edge at the bounds' maximum x (``EdgeMask/maxX``).
    public static var layerRightEdge: EdgeMask { .maxX }
    /// `layerBottomEdge`: the edge at the bounds' minimum y (``EdgeMask/minY``), the top edge on
    /// screen in UIKit (Core Animation names it for macOS's flipped sense).
    public static var layerBottomEdge: EdgeMask { .minY }
    /// `layerTopEdge`: the edge at the bounds' maximum y (``EdgeMask/maxY``), the bottom edge on
    /// screen in UIKit.
    public static var layerTopEdge: EdgeMask { .maxY }
}

/// `kCALayerLeftEdge`: `EdgeMask.minX`.
public let kCALayerLeftEdge = EdgeMask.minX
/// `kCALayerRightEdge`: `EdgeMask.maxX`.
public let kCALayerRightEdge = EdgeMask.maxX
/// `kCALayerBottomEdge`: `EdgeMask.minY` (the top edge on screen in UIKit).
public let kCALayerBottomEdge = EdgeMask.minY
/// `kCALayerTopEdge`: `EdgeMask.maxY` (the bottom edge on screen in UIKit).
public let kCALayerTopEdge = EdgeMask.maxY

/// `CGColor`: FlipbookRaster's `Color` (there is one colour type; `UIColor.cgColor` is the
/// colour itself).
public typealias CGColor = Color
/// `CGImage`: FlipbookRaster's `Image`.
public typealias CGImage = Image
/// `CGVector`: FlipbookGeometry's `Vector` (`dx`, `dy`).
public typealias CGVector = Vector

/// `CATransaction`: FlipbookLayers' `Transaction`.
public typealias CATransaction = Transaction
/// `CAAction`: FlipbookLayers' `LayerAction`.
public typealias CAAction = LayerAction

/// `NSNull` as a layer's action (`layer.actions = ["path": NSNull()]`): as in Core Animation,
/// it ends the search of `action(forKey:)` with no action, so the change shows at once.
extension NSNull: LayerAction {
    /// Does nothing.
    public func run(forKey key: String, on layer: Layer) {}
    /// True: `NSNull` ends the search.
    public var isNullAction: Bool { true }
}
