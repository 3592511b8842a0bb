import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster

/// A property an animation in a scene file may change, with Core Animation's key-path spelling:
/// the scene format's vocabulary, in the order its messages list it. Each one's value kind comes
/// from the layer's property table (FlipbookLayers' `Layer.properties`).
package enum AnimatableKeyPath: String, CaseIterable, Equatable, Sendable {
    case position, positionX = "position.x", positionY = "position.y"
    case bounds, boundsSize = "bounds.size"
    case anchorPoint, zPosition, anchorPointZ
    case transform, sublayerTransform
    case rotationX = "transform.rotation.x", rotationY = "transform.rotation.y", rotationZ = "transform.rotation.z"
    case scale = "transform.scale", scaleX = "transform.scale.x", scaleY = "transform.scale.y"
    case translationX = "transform.translation.x", translationY = "transform.translation.y"
    case opacity, backgroundColor, cornerRadius, borderWidth, borderColor
    case shadowColor, shadowOpacity, shadowRadius, shadowOffset
    case hidden, contentsRect
    /// A text layer's colour (CATextLayer's `foregroundColor`).
    case foregroundColor
    /// A gradient layer's colours, as many as the layer's `gradient.colors`.
    case colors
    /// Shape layer keys (CAShapeLayer's).
    case fillColor, strokeColor, lineWidth, lineDashPhase, strokeStart, strokeEnd

    /// The kind of layer the key path needs (`"text"`, `"gradient"`, `"shape"`), or nil for every layer.
    package var layerKind: String? {
        switch self {
        case .foregroundColor: return "text"
        case .colors: return "gradient"
        case .fillColor, .strokeColor, .lineWidth, .lineDashPhase, .strokeStart, .strokeEnd: return "shape"
        default: return nil
        }
    }

    /// The kind of value the property takes: the value type of its row in FlipbookLayers'
    /// `Layer.properties`, or of the component a sub-path addresses; the text, gradient and shape
    /// keys' own kinds.
    package var valueKind: AnimationValue.Kind {
        switch self {
        case .foregroundColor, .fillColor, .strokeColor: return .color
        case .colors: return .colors
        case .lineWidth, .lineDashPhase, .strokeStart, .strokeEnd: return .number
        default: break
        }
        let (property, subPath) = AnimationKeyPath.split(rawValue)
        let row = Layer.property(named: property)!
        guard let subPath else { return AnimationValue.Kind(row.valueType) }
        return AnimationValue.Kind(AnimationKeyPath.component(subPath, of: row.defaultValue)!)
    }

    /// True when the two key paths address the same value or one contains the other
    /// (`transform` and `transform.scale`, `position` and `position.x`), so that animating both
    /// at once would be ambiguous. Siblings such as `position.x` and `position.y` are independent.
    package func overlaps(_ other: AnimatableKeyPath) -> Bool {
        let a = rawValue, b = other.rawValue
        return a == b || a.hasPrefix(b + ".") || b.hasPrefix(a + ".")
    }
}

/// A value an animation takes on, typed by its key path.
package enum AnimationValue: Equatable {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case color(Color)
    case transform(Transform3D)
    /// A gradient's colours (`colors`).
    case colors([Color])

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
    }
}

extension AnimationValue.Kind {
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
        case .path:
            // Components come from `Layer.properties`, whose rows hold no path (a shape layer's
            // path is its own key, not a component of a layer property).
            preconditionFailure("a layer property component is never a path")
        }
    }
}

extension JSONNode {
    /// A value of the given kind, with a message naming the key path's expectation.
    func animationValue(_ kind: AnimationValue.Kind, for keyPath: AnimatableKeyPath) throws -> AnimationValue {
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
            }
        } catch let issue as SceneIssue where issue.keyPath == path {
            throw SceneIssue(path, "\(keyPath.rawValue) takes \(kind.rawValue): \(issue.message)")
        }
    }
}
