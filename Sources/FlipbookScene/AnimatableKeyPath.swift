import FlipbookGeometry
import FlipbookRaster

/// A property an animation may change, with Core Animation's key-path spelling.
public enum AnimatableKeyPath: String, CaseIterable, Equatable, Sendable {
    case position, positionX = "position.x", positionY = "position.y"
    case bounds, boundsSize = "bounds.size"
    case anchorPoint, zPosition, anchorPointZ
    case transform, sublayerTransform
    case rotationX = "transform.rotation.x", rotationY = "transform.rotation.y", rotationZ = "transform.rotation.z"
    case scale = "transform.scale", scaleX = "transform.scale.x", scaleY = "transform.scale.y"
    case translationX = "transform.translation.x", translationY = "transform.translation.y"
    case opacity, backgroundColor, cornerRadius, borderWidth, borderColor
    case shadowColor, shadowOpacity, shadowRadius, shadowOffset

    /// The kind of value the property takes.
    public var valueKind: AnimationValue.Kind {
        switch self {
        case .position, .anchorPoint: return .point
        case .bounds: return .rect
        case .boundsSize: return .size
        case .shadowOffset: return .offset
        case .transform, .sublayerTransform: return .transform
        case .backgroundColor, .borderColor, .shadowColor: return .color
        default: return .number
        }
    }

    /// True when the two key paths address the same value or one contains the other
    /// (`transform` and `transform.scale`, `position` and `position.x`), so that animating both
    /// at once would be ambiguous. Siblings such as `position.x` and `position.y` are independent.
    public func overlaps(_ other: AnimatableKeyPath) -> Bool {
        let a = rawValue, b = other.rawValue
        return a == b || a.hasPrefix(b + ".") || b.hasPrefix(a + ".")
    }
}

/// A value an animation takes on, typed by its key path.
public enum AnimationValue: Equatable {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case color(Color)
    case transform(Transform3D)

    /// The JSON shape each key path expects.
    public enum Kind: String, Sendable {
        case number = "a number"
        case point = "a point [x, y]"
        case size = "a size [width, height]"
        case offset = "an offset [dx, dy]"
        case rect = "a rectangle [x, y, width, height]"
        case color = "a colour"
        case transform = "a list of transform operations"
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
            }
        } catch let issue as SceneIssue where issue.keyPath == path {
            throw SceneIssue(path, "\(keyPath.rawValue) takes \(kind.rawValue): \(issue.message)")
        }
    }
}
