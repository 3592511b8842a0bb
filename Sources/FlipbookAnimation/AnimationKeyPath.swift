import FlipbookGeometry

/// Key-path arithmetic: splitting `"position.x"` into a property and a sub-path, and reading
/// and writing that component of the whole property value.
///
/// Supported sub-paths (CA's names): on points `x`, `y`; on sizes `width`, `height`; on rects
/// `origin`, `size`, `origin.x`, `origin.y`, `size.width`, `size.height`; on transforms
/// `rotation` (= `rotation.z`), `rotation.x|y|z` (radians), `scale` (uniform), `scale.x|y|z`,
/// `translation` (a size: x and y), `translation.x|y|z` (points).
///
/// Transform sub-paths work like CA's value functions, **relative to the transform below**:
/// their value is an operation applied to the layer's points *before* the model (or lower
/// animations') transform, `CATransform3DRotate(model, angle, 0, 1, 0)` for `rotation.y`.
/// Reading a transform sub-path therefore gives the operation's neutral value (angle 0,
/// scale 1, translation 0), so `from`/`to` left nil mean "no extra rotation".
/// > Note: Core Animation's `valueForKeyPath:` reads these components out of the matrix;
/// > with a model transform that already rotates, a `rotation.y` animation here turns *on top*
/// > of it instead of replacing its angle.
public enum AnimationKeyPath {
    /// Splits a key path at its first dot: `"transform.rotation.y"` → `("transform", "rotation.y")`,
    /// `"opacity"` → `("opacity", nil)`.
    public static func split(_ keyPath: String) -> (property: String, subPath: String?) {
        guard let dot = keyPath.firstIndex(of: ".") else { return (keyPath, nil) }
        return (String(keyPath[..<dot]), String(keyPath[keyPath.index(after: dot)...]))
    }

    /// The component `subPath` of `whole`, or `nil` when the sub-path does not apply to that
    /// kind of value.
    public static func component(_ subPath: String, of whole: AnimatableValue) -> AnimatableValue? {
        switch whole {
        case let .point(p):
            switch subPath { case "x": return .number(p.x); case "y": return .number(p.y); default: return nil }
        case let .size(s):
            switch subPath {
            case "width": return .number(s.width)
            case "height": return .number(s.height)
            default: return nil
            }
        case let .rect(r):
            switch subPath {
            case "origin": return .point(r.origin)
            case "size": return .size(r.size)
            case "origin.x": return .number(r.origin.x)
            case "origin.y": return .number(r.origin.y)
            case "size.width": return .number(r.width)
            case "size.height": return .number(r.height)
            default: return nil
            }
        case .transform:
            switch subPath {
            case "rotation", "rotation.x", "rotation.y", "rotation.z",
                 "translation.x", "translation.y", "translation.z": return .number(0)
            case "scale", "scale.x", "scale.y", "scale.z": return .number(1)
            case "translation": return .size(.zero)
            default: return nil
            }
        case .number, .vector, .path:
            return nil
        }
    }

    /// `whole` with its component `subPath` set to `value` (or, when `additive`, to the
    /// component plus `value`). Transform sub-paths apply their operation before `whole`
    /// either way. An unknown sub-path or a value of the wrong kind leaves `whole` unchanged.
    public static func applying(_ subPath: String, value: AnimatableValue,
                                to whole: AnimatableValue, additive: Bool) -> AnimatableValue {
        if case let .transform(t) = whole {
            return .transform(transform(t, applying: subPath, value: value))
        }
        guard let old = component(subPath, of: whole), old.sameKind(as: value) else { return whole }
        let new = additive ? old.adding(value) : value
        switch (whole, new) {
        case let (.point(p), .number(v)):
            return .point(subPath == "x" ? Point(x: v, y: p.y) : Point(x: p.x, y: v))
        case let (.size(s), .number(v)):
            return .size(subPath == "width" ? Size(width: v, height: s.height) : Size(width: s.width, height: v))
        case let (.rect(r), _):
            var r = r
            switch (subPath, new) {
            case let ("origin", .point(p)): r.origin = p
            case let ("size", .size(s)): r.size = s
            case let ("origin.x", .number(v)): r.origin.x = v
            case let ("origin.y", .number(v)): r.origin.y = v
            case let ("size.width", .number(v)): r.size.width = v
            case let ("size.height", .number(v)): r.size.height = v
            default: break
            }
            return .rect(r)
        default:
            return whole
        }
    }

    /// The CA value function of a transform sub-path: `t` with the operation applied first.
    private static func transform(_ t: Transform3D, applying subPath: String,
                                  value: AnimatableValue) -> Transform3D {
        switch (subPath, value) {
        case let ("rotation", .number(a)), let ("rotation.z", .number(a)): return t.rotated(by: a, x: 0, y: 0, z: 1)
        case let ("rotation.x", .number(a)): return t.rotated(by: a, x: 1, y: 0, z: 0)
        case let ("rotation.y", .number(a)): return t.rotated(by: a, x: 0, y: 1, z: 0)
        case let ("scale", .number(s)): return t.scaledBy(x: s, y: s, z: s)
        case let ("scale.x", .number(s)): return t.scaledBy(x: s, y: 1)
        case let ("scale.y", .number(s)): return t.scaledBy(x: 1, y: s)
        case let ("scale.z", .number(s)): return t.scaledBy(x: 1, y: 1, z: s)
        case let ("translation", .size(s)): return t.translatedBy(x: s.width, y: s.height)
        case let ("translation.x", .number(v)): return t.translatedBy(x: v, y: 0)
        case let ("translation.y", .number(v)): return t.translatedBy(x: 0, y: v)
        case let ("translation.z", .number(v)): return t.translatedBy(x: 0, y: 0, z: v)
        default: return t
        }
    }
}
