import FlipbookGeometry
import FlipbookRaster
import FlipbookText

/// One layer of a scene file, with its geometry resolved.
///
/// `anchorPoint`, `bounds`, `position` and `frame` are applied in that order whatever their
/// order in the file; `frame` uses Core Animation's setter with the identity transform, so it
/// is stored here as the ``bounds`` and ``position`` it produces. Every other property is nil
/// when the file does not give it, and then keeps Core Animation's default.
public struct LayerSpec: Equatable {
    /// The key path of this layer in the file (`root.sublayers[1]`), for messages.
    public var keyPath: String
    /// The name animations refer to. Default nil.
    public var name: String?
    /// Unit coordinates of the bounds that sit at ``position``. Default (0.5, 0.5).
    public var anchorPoint: Point?
    /// The layer's own coordinate space, in points. Default `.zero`.
    public var bounds: Rect?
    /// Where the anchor point sits, in the superlayer's bounds coordinates. Default (0, 0).
    public var position: Point?
    /// Points along z, toward the viewer. Default 0.
    public var zPosition: Double?
    /// The z part of the anchor point, in points. Default 0.
    public var anchorPointZ: Double?
    /// Whether the back face draws. Default true.
    public var isDoubleSided: Bool?
    /// Applied about the anchor point. Default identity.
    public var transform: Transform3D?
    /// Applied to the sublayers about this layer's anchor point. Default identity.
    public var sublayerTransform: Transform3D?
    /// 0…1.
    public var opacity: Double?
    /// Hides the layer and its subtree. Default false.
    public var isHidden: Bool?
    /// Filled in the rounded bounds. Default none.
    public var backgroundColor: Color?
    /// Points, not negative; the layer clamps it to half the shorter side.
    public var cornerRadius: Double?
    /// Clips the contents and sublayers to the rounded bounds. Default false.
    public var masksToBounds: Bool?
    /// Points, not negative, inset from the bounds. Default 0.
    public var borderWidth: Double?
    /// Default opaque black.
    public var borderColor: Color?
    /// Default opaque black.
    public var shadowColor: Color?
    /// 0…1.
    public var shadowOpacity: Double?
    /// σ of the shadow's Gaussian, in points, not negative. Default 3.
    public var shadowRadius: Double?
    /// In the layer's own points. Default (0, −3).
    public var shadowOffset: Size?
    /// The decoded `contents` image.
    public var contents: Image?
    /// The `contents` path as written in the file (relative to the scene file).
    public var contentsPath: String?
    /// Image pixels per point of natural size. Default 1.
    public var contentsScale: Double?
    /// One of Core Animation's gravity names (``LayerSpec/gravityNames``). Default `resize`.
    public var contentsGravity: String?
    /// A gradient above the background (the layer becomes a gradient layer). Default nil.
    public var gradient: GradientSpec?
    /// Text drawn in the bounds (the layer becomes a text layer). Default nil.
    public var text: TextSpec?
    /// Back to front.
    public var sublayers: [LayerSpec]

    public init(keyPath: String, sublayers: [LayerSpec] = []) {
        self.keyPath = keyPath
        self.sublayers = sublayers
    }

    /// The `contentsGravity` values, Core Animation's names. Vertical names mean the screen's
    /// sense (`top` = smaller y), as UIImageView's content modes do.
    public static let gravityNames = [
        "resize", "resizeAspect", "resizeAspectFill", "center", "top", "bottom", "left", "right",
        "topLeft", "topRight", "bottomLeft", "bottomRight",
    ]

    /// The keys a layer object may have, in the order the documentation lists them.
    static let keys = [
        "name", "bounds", "position", "anchorPoint", "frame", "zPosition", "anchorPointZ",
        "doubleSided", "transform", "sublayerTransform", "opacity", "hidden", "backgroundColor",
        "cornerRadius", "masksToBounds", "borderWidth", "borderColor", "shadowColor",
        "shadowOpacity", "shadowRadius", "shadowOffset", "contents", "contentsScale",
        "contentsGravity", "gradient", "text", "sublayers",
    ]

    /// This layer and all its descendants, depth first, parents before children.
    public var allLayers: [LayerSpec] {
        [self] + sublayers.flatMap { $0.allLayers }
    }
}

/// A gradient painted above the background colour and below the contents (CAGradientLayer).
public struct GradientSpec: Equatable {
    /// Default `.axial`.
    public var kind: GradientPaint.Kind
    /// The colours; empty draws nothing, one colour fills.
    public var colors: [Color]
    /// One per colour, non-decreasing; nil spaces the colours evenly.
    public var locations: [Double]?
    /// Unit coordinates of the bounds. Default (0.5, 0).
    public var startPoint: Point
    /// Unit coordinates of the bounds. Default (0.5, 1).
    public var endPoint: Point

    public init(kind: GradientPaint.Kind = .axial, colors: [Color], locations: [Double]? = nil,
                startPoint: Point = Point(x: 0.5, y: 0), endPoint: Point = Point(x: 0.5, y: 1)) {
        self.kind = kind
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
}

/// Text a layer draws in its bounds (CATextLayer): laid out from the top-left, in the system font.
public struct TextSpec: Equatable {
    /// The text. Required.
    public var string: String
    /// Font size in points, greater than 0. Default 36 (CATextLayer's).
    public var fontSize: Double
    /// Default opaque white (CATextLayer's `foregroundColor`).
    public var color: Color
    /// `left`, `center`, `right`, `justified` or `natural`. Default `natural`.
    public var alignment: TextAlignment
    /// Wrap lines to the bounds' width. Default false.
    public var isWrapped: Bool

    public init(string: String, fontSize: Double = 36, color: Color = .white,
                alignment: TextAlignment = .natural, isWrapped: Bool = false) {
        self.string = string
        self.fontSize = fontSize
        self.color = color
        self.alignment = alignment
        self.isWrapped = isWrapped
    }
}
