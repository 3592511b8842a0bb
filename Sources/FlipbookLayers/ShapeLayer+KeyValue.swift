import FlipbookAnimation
import FlipbookGeometry
import FlipbookRaster

/// A ``ShapeLayer``'s animatable properties by key (CAShapeLayer's names).
///
/// Kinds: `path` is a ``AnimatableValue/path(_:)`` (a `nil` path reads as an empty path);
/// `fillColor` and `strokeColor` are `[r, g, b, a]` vectors (`nil` reads as transparent black,
/// and a transparent value set back reads as that colour, not `nil`); `lineWidth`,
/// `miterLimit`, `lineDashPhase`, `strokeStart` and `strokeEnd` are numbers.
extension ShapeLayer {
    /// The shape's animatable keys besides ``Layer/animatableKeys``.
    public static let shapeAnimatableKeys = [
        "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart", "strokeEnd",
    ]

    /// The value of one of ``shapeAnimatableKeys``, or `nil` for another key.
    func shapeValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "path": return .path(path ?? Path())
        case "fillColor": return fillColor.animatableValue
        case "strokeColor": return strokeColor.animatableValue
        case "lineWidth": return .number(lineWidth)
        case "miterLimit": return .number(miterLimit)
        case "lineDashPhase": return .number(lineDashPhase)
        case "strokeStart": return .number(strokeStart)
        case "strokeEnd": return .number(strokeEnd)
        default: return nil
        }
    }

    /// Sets one of ``shapeAnimatableKeys``; false for another key or a value of the wrong kind.
    func setShapeValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch (key, value) {
        case let ("path", .path(p)): path = p.isEmpty ? nil : p
        case let ("fillColor", .vector(v)): fillColor = Color(animatable: v)
        case let ("strokeColor", .vector(v)): strokeColor = Color(animatable: v)
        case let ("lineWidth", .number(v)): lineWidth = v
        case let ("miterLimit", .number(v)): miterLimit = v
        case let ("lineDashPhase", .number(v)): lineDashPhase = v
        case let ("strokeStart", .number(v)): strokeStart = v
        case let ("strokeEnd", .number(v)): strokeEnd = v
        default: return false
        }
        return true
    }
}
