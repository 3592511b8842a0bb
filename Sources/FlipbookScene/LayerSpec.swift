import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import FlipbookText

/// One layer of a scene file, with its geometry resolved.
///
/// `anchorPoint`, `bounds`, `position` and `frame` are applied in that order whatever their
/// order in the file; `frame` uses Core Animation's setter with the identity transform, so it
/// is stored here as the `bounds` and `position` it produces. The layer's key-value properties
/// (FlipbookLayers' `Layer.properties`) are in ``properties``, only those the file gives; the
/// others keep Core Animation's default.
package struct LayerSpec: Equatable {
    /// The key path of this layer in the file (`root.sublayers[1]`), for messages.
    package var keyPath: String
    /// The name animations refer to. Default nil.
    package var name: String?
    /// The layer properties the file gives, by Core Animation name (`"opacity"`), as the layer's
    /// key-value access takes them (colours as `[r, g, b, a]` vectors, Booleans as 0 or 1).
    package var properties: [String: AnimatableValue] = [:]
    /// The decoded `contents` image.
    package var contents: Image?
    /// The `contents` path as written in the file (relative to the scene file).
    package var contentsPath: String?
    /// One of Core Animation's gravity names (``LayerSpec/gravityNames``). Default `resize`.
    package var contentsGravity: String?
    /// `allowsEdgeAntialiasing`; nil takes the document's ``SceneDocument/allowsEdgeAntialiasing``.
    package var allowsEdgeAntialiasing: Bool?
    /// `edgeAntialiasingMask`; nil keeps Core Animation's default, every edge.
    package var edgeAntialiasingMask: EdgeMask?
    /// A gradient above the background (the layer becomes a gradient layer). Default nil.
    package var gradient: GradientSpec?
    /// Text drawn in the bounds (the layer becomes a text layer). Default nil.
    package var text: TextSpec?
    /// A path drawn above the background (the layer becomes a shape layer). Default nil.
    package var shape: ShapeSpec?
    /// The layer whose alpha masks this one, in this layer's bounds space (CALayer's `mask`).
    /// Default nil.
    package var mask: LayerSpec? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }
    /// Holds ``mask`` (a struct cannot contain itself directly).
    private var maskStorage: [LayerSpec] = []
    /// Back to front.
    package var sublayers: [LayerSpec]

    package init(keyPath: String, sublayers: [LayerSpec] = []) {
        self.keyPath = keyPath
        self.sublayers = sublayers
    }

    /// The `contentsGravity` values, Core Animation's names. Vertical names mean the screen's
    /// sense (`top` = smaller y), as UIImageView's content modes do.
    package static let gravityNames = [
        "resize", "resizeAspect", "resizeAspectFill", "center", "top", "bottom", "left", "right",
        "topLeft", "topRight", "bottomLeft", "bottomRight",
    ]

    /// The layer properties a file may not set: none (every row of `Layer.properties` is a key).
    static let propertiesNotInFiles: Set<String> = []

    /// The edge names of `edgeAntialiasingMask`, in bit order.
    package static let edgeNames: [(String, EdgeMask)] = [("minX", .minX), ("maxX", .maxX), ("minY", .minY), ("maxY", .maxY)]

    /// The rows of `Layer.properties` a layer object may give, in the table's order.
    static let fileProperties = Layer.properties.filter { !propertiesNotInFiles.contains($0.name) }

    /// The keys a layer object may have, in the order the documentation lists them: the layer
    /// properties, with `frame` after the geometry and `contents` before its scale.
    static let keys: [String] = {
        var keys = ["name"]
        for property in fileProperties {
            if property.name == "contentsScale" { keys.append("contents") }
            keys.append(property.name)
            if property.name == "anchorPoint" { keys.append("frame") }
        }
        return keys + ["contentsGravity", "allowsEdgeAntialiasing", "edgeAntialiasingMask", "gradient", "text", "shape", "mask", "sublayers"]
    }()

    /// The value the file gives for the layer property `keyPath` (`spec[property: \.opacity]`),
    /// typed as `Layer` stores it; nil when the file does not give it.
    package subscript<Value>(property keyPath: KeyPath<Layer, Value>) -> Value? {
        guard let row = Layer.property(for: keyPath), let value = properties[row.name] else { return nil }
        let layer = Layer()
        row.setValue(value, on: layer)
        return layer[keyPath: keyPath]
    }

    /// This layer and all its descendants (masks included, before the sublayers), depth first,
    /// parents before children.
    package var allLayers: [LayerSpec] {
        [self] + maskStorage.flatMap { $0.allLayers } + sublayers.flatMap { $0.allLayers }
    }

    /// `"gradient"`, `"text"`, `"shape"`, or nil for a plain layer: what the layer draws, for
    /// the key paths that need one (``SceneKeyPath/layerKind``).
    package var kind: String? {
        if gradient != nil { return "gradient" }
        if text != nil { return "text" }
        if shape != nil { return "shape" }
        return nil
    }
}

/// A gradient painted above the background colour and below the contents (CAGradientLayer).
package struct GradientSpec: Equatable {
    /// Default `.axial`.
    package var kind: GradientPaint.Kind
    /// The colours; empty draws nothing, one colour fills.
    package var colors: [Color]
    /// One per colour, non-decreasing; nil spaces the colours evenly.
    package var locations: [Double]?
    /// Unit coordinates of the bounds. Default (0.5, 0).
    package var startPoint: Point
    /// Unit coordinates of the bounds. Default (0.5, 1).
    package var endPoint: Point

    package init(kind: GradientPaint.Kind = .axial, colors: [Color], locations: [Double]? = nil,
                startPoint: Point = Point(x: 0.5, y: 0), endPoint: Point = Point(x: 0.5, y: 1)) {
        self.kind = kind
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
}

/// Text a layer draws in its bounds (CATextLayer): laid out from the top-left.
package struct TextSpec: Equatable {
    /// The text. Required.
    package var string: String
    /// The font family (FlipbookText's `Font.family`: an installed family or an alias such as
    /// `"system"`, `"Helvetica Neue"`). Default `"system"`.
    package var fontFamily: String = Font.systemFamily
    /// The weight drawn: the file's UIKit weight name mapped to the nearest weight FlipbookText
    /// offers (``TextSpec/weight(named:)``). Default regular.
    package var fontWeight: FontWeight = .regular
    /// Font size in points, greater than 0. Default 36 (CATextLayer's).
    package var fontSize: Double
    /// Default opaque white (CATextLayer's `foregroundColor`).
    package var color: Color
    /// `left`, `center`, `right`, `justified` or `natural`. Default `natural`.
    package var alignment: TextAlignment
    /// Wrap lines to the bounds' width. Default false.
    package var isWrapped: Bool

    package init(string: String, fontSize: Double = 36, color: Color = .white,
                alignment: TextAlignment = .natural, isWrapped: Bool = false) {
        self.string = string
        self.fontSize = fontSize
        self.color = color
        self.alignment = alignment
        self.isWrapped = isWrapped
    }
}
