import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster

/// A key path an animation in a scene file may change, with Core Animation's spelling: the
/// scene format's vocabulary.
///
/// It is generated from FlipbookLayers' property tables, so a layer property added there is a
/// scene key path: every row of each layer kind's table (``SceneKeyPath/layerKinds``) and the
/// row's ``LayerProperty/subPaths``, in table order. Each one's value kind is its row's.
package struct SceneKeyPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The key path as written (`"position.x"`).
    package let rawValue: String
    /// The property the key path animates (its root).
    package let property: LayerProperty
    /// The component below the property (`"x"` of `position.x`), or nil for the whole property.
    package let subPath: String?
    /// The kind of layer the key path needs (`"text"`, `"gradient"`, `"shape"`), or nil for every layer.
    package let layerKind: String?

    private init(_ property: LayerProperty, subPath: String?, layerKind: String?) {
        rawValue = subPath.map { property.name + "." + $0 } ?? property.name
        self.property = property
        self.subPath = subPath
        self.layerKind = layerKind
    }

    /// The layer kinds of a scene file (``LayerSpec/kind``) and the property rows each one
    /// adds to a plain layer's: a layer with a `gradient` is a `GradientLayer`, and so on.
    package static let layerKinds: [(kind: String?, properties: [LayerProperty])] = [
        (nil, Layer.properties),
        ("gradient", GradientLayer.gradientProperties),
        ("text", TextLayer.textProperties),
        ("shape", ShapeLayer.shapeProperties),
    ]

    /// Every key path, in the order messages list them.
    package static let allCases: [SceneKeyPath] = layerKinds.flatMap { kind, properties in
        properties.flatMap { row in
            ([nil] + row.subPaths).map { SceneKeyPath(row, subPath: $0, layerKind: kind) }
        }
    }

    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// The key path spelled `rawValue`, or nil when a scene file cannot animate it.
    package init?(rawValue: String) {
        guard let keyPath = SceneKeyPath.byName[rawValue] else { return nil }
        self = keyPath
    }

    /// A key path of the vocabulary, for code and tests (`"position.x"`); anything else is a
    /// programming error.
    package init(stringLiteral value: String) {
        guard let keyPath = SceneKeyPath(rawValue: value) else {
            preconditionFailure("\"\(value)\" is not a scene key path")
        }
        self = keyPath
    }

    package var description: String { rawValue }

    package static func == (a: SceneKeyPath, b: SceneKeyPath) -> Bool { a.rawValue == b.rawValue }

    package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The kind of value the key path takes: the value type of its row, or of the component a
    /// sub-path addresses.
    package var valueKind: SceneValue.Kind {
        guard let subPath else { return SceneValue.Kind(property.valueType) }
        return SceneValue.Kind(AnimationKeyPath.component(subPath, of: property.defaultValue)!)
    }

    /// True when the two key paths address the same value or one contains the other
    /// (`transform` and `transform.scale`, `position` and `position.x`), so that animating both
    /// at once would be ambiguous. Siblings such as `position.x` and `position.y` are independent.
    package func overlaps(_ other: SceneKeyPath) -> Bool {
        let a = rawValue, b = other.rawValue
        return a == b || a.hasPrefix(b + ".") || b.hasPrefix(a + ".")
    }
}

/// A value written in a scene file's animation (`from`, `to`, `values`), typed by its key path.
package enum SceneValue: Equatable {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case color(Color)
    case transform(Transform3D)
    /// A gradient's colours (`colors`).
    case colors([Color])
    /// A list of numbers (a gradient's `locations`).
    case numbers([Double])
    /// A shape layer's `path`, from SVG path data.
    case path(Path)

    /// The JSON shape each key path expects.
    package enum Kind: String, Sendable {
        case number = "a number"
        case point = "a point [x, y]"
        case size = "a size [width, height]"
        case offset = "an offset [dx, dy]"
        case rect = "a rectangle [x, y, width, height]"
        case color = "a colour"
        case transform = "a list of transform operations"
        case boolean = "true or false"
        case colors = "a list of colours"
        case numbers = "a list of numbers"
        case path = "SVG path data"
    }
}

extension SceneValue.Kind {
    /// The JSON shape of a layer property's value type.
    init(_ type: LayerProperty.ValueType) {
        switch type {
        case .number: self = .number
        case .boolean: self = .boolean
        case .point: self = .point
        case .offset: self = .offset
        case .rect: self = .rect
        case .color, .optionalColor: self = .color
        case .transform: self = .transform
        case .path: self = .path
        case .colors: self = .colors
        case .numbers: self = .numbers
        }
    }

    /// The JSON shape of a component of a property value (`position.x` → a number).
    init(_ value: AnimatableValue) {
        switch value {
        case .number: self = .number
        case .point: self = .point
        case .size: self = .size
        case .rect: self = .rect
        case .vector: self = .color
        case .transform: self = .transform
        case .path: self = .path
        }
    }
}

extension JSONNode {
    /// A value of the given kind, with a message naming the key path's expectation.
    func sceneValue(_ kind: SceneValue.Kind, for keyPath: SceneKeyPath) throws -> SceneValue {
        do {
            switch kind {
            case .number: return .number(try number())
            case .point: return .point(try point())
            case .size: return .size(try size())
            case .offset: return .size(try offset())
            case .rect: return .rect(try rect())
            case .color: return .color(try color())
            case .transform: return .transform(try transform())
            case .boolean: return .number(try bool() ? 1 : 0)
            case .colors:
                return .colors(try array(atMost: SceneLimits.maxGradientColors, "colours").map { try $0.color() })
            case .numbers:
                return .numbers(try array(atMost: SceneLimits.maxGradientColors, "numbers").map { try $0.number() })
            case .path: return .path(try pathData())
            }
        } catch let issue as SceneIssue where issue.keyPath == path {
            throw SceneIssue(path, "\(keyPath.rawValue) takes \(kind.rawValue): \(issue.message)")
        }
    }
}
