import FlipbookAnimation
import FlipbookGeometry
import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Foundation

/// Key-value coding on views (`value(forKey:)`, `setValue(_:forKey:)` and their key-path forms),
/// as `NSObject` gives UIKit's views, for the keys ported code reads by name.
///
/// Keys: `frame`, `bounds` (`NSValue` of a `CGRect`), `center` (`NSValue` of a `CGPoint`),
/// `alpha` and `tag` (`NSNumber`), `hidden`/`isHidden` (`NSNumber` of a `Bool`),
/// `backgroundColor` (`UIColor`), `layer` (the view's layer). A key path through
/// `layer.` reads and writes the layer's animatable properties (`"layer.transform.rotation.z"`,
/// `"layer.position.x"`): numbers as `NSNumber`, points, sizes and rects as `NSValue`; a
/// transform sub-path reads what the matrix holds (a rotation angle about one axis, the scale
/// factors, the translation), as Core Animation does.
///
/// > Note: On iOS a key the object does not have raises `NSUndefinedKeyException`; here
/// > reading it answers `nil` and writing it does nothing, each reported once as the diagnostic
/// > `kvc.undefinedKey`.
extension View {
    /// The value of the property named `key` (`value(forKey:)`); see the type's keys.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "frame": return NSValue(cgRect: frame)
        case "bounds": return NSValue(cgRect: bounds)
        case "center": return NSValue(cgPoint: center)
        case "alpha": return NSNumber(value: alpha)
        case "tag": return NSNumber(value: tag)
        case "hidden", "isHidden": return NSNumber(value: isHidden)
        case "backgroundColor": return backgroundColor
        case "layer": return layer
        default:
            undefinedKey(key)
            return nil
        }
    }

    /// Sets the property named `key` (`setValue(_:forKey:)`); a value of the wrong type, or
    /// `nil` for a non-optional property, is reported and ignored (iOS raises).
    public func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "frame", "bounds", "center":
            guard let v = value as? NSValue, !(v is NSNumber) else { return wrongValue(value, key) }
            if key == "frame" { frame = v.cgRectValue }
            if key == "bounds" { bounds = v.cgRectValue }
            if key == "center" { center = v.cgPointValue }
        case "alpha":
            guard let n = ViewKeyValueCoding.number(value) else { return wrongValue(value, key) }
            alpha = n
        case "tag":
            guard let n = ViewKeyValueCoding.number(value) else { return wrongValue(value, key) }
            tag = Int(n)
        case "hidden", "isHidden":
            guard let b = value as? Bool ?? (value as? NSNumber)?.boolValue else { return wrongValue(value, key) }
            isHidden = b
        case "backgroundColor":
            guard value == nil || value is Color else { return wrongValue(value, key) }
            backgroundColor = value as? Color
        default:
            undefinedKey(key)
        }
    }

    /// The value at a dotted key path (`value(forKeyPath:)`): a view key, or `layer.` and a
    /// layer key path.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard keyPath.hasPrefix("layer.") else { return value(forKey: keyPath) }
        let sub = String(keyPath.dropFirst("layer.".count))
        if sub.hasPrefix("transform."),
            let n = ViewKeyValueCoding.transformComponent(
                String(sub.dropFirst("transform.".count)), of: layer.transform)
        {
            return NSNumber(value: n)
        }
        guard let v = layer.value(forKeyPath: sub) else {
            undefinedKey(keyPath)
            return nil
        }
        return ViewKeyValueCoding.boxed(v)
    }

    /// Sets the value at a dotted key path (`setValue(_:forKeyPath:)`): a view key, or
    /// `layer.` and a layer key path (a transform sub-path applies its operation, as in Core
    /// Animation).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard keyPath.hasPrefix("layer.") else { return setValue(value, forKey: keyPath) }
        let sub = String(keyPath.dropFirst("layer.".count))
        guard let model = layer.value(forKeyPath: sub) else { return undefinedKey(keyPath) }
        guard let v = ViewKeyValueCoding.unboxed(value, like: model), layer.setValue(v, forKeyPath: sub) else {
            return wrongValue(value, keyPath)
        }
    }

    private func undefinedKey(_ key: String) {
        Application.current?.report(
            KitDiagnostic(
                code: "kvc.undefinedKey",
                message: "\(type(of: self)) has no key '\(key)' for key-value coding here (iOS raises "
                    + "NSUndefinedKeyException); the access is ignored"))
    }

    private func wrongValue(_ value: Any?, _ key: String) {
        Application.current?.report(
            KitDiagnostic(
                code: "kvc.wrongValue",
                message: "setValue(_:forKey: \"\(key)\") on \(type(of: self)) with \(value.map { "\(type(of: $0))" } ?? "nil"), "
                    + "which the key does not take (iOS raises); the value is ignored"))
    }
}

/// Boxing between Core Animation's values and Foundation's objects.
enum ViewKeyValueCoding {
    /// A transform sub-path's value as Core Animation reads it from the matrix: `scale.x/y/z`
    /// the rows' lengths (`scale` their mean), `rotation.x/y/z` (`rotation` is z) the angle of a
    /// rotation about that one axis, `translation.x/y/z` the last row. `nil` for another name.
    static func transformComponent(_ name: String, of t: Transform3D) -> Double? {
        func length(_ a: Double, _ b: Double, _ c: Double) -> Double { (a * a + b * b + c * c).squareRoot() }
        let sx = length(t.m11, t.m12, t.m13), sy = length(t.m21, t.m22, t.m23), sz = length(t.m31, t.m32, t.m33)
        switch name {
        case "scale": return (sx + sy + sz) / 3
        case "scale.x": return sx
        case "scale.y": return sy
        case "scale.z": return sz
        case "rotation", "rotation.z": return atan2(t.m12, t.m11)
        case "rotation.x": return atan2(t.m23, t.m22)
        case "rotation.y": return atan2(-t.m13, t.m11)
        case "translation.x": return t.m41
        case "translation.y": return t.m42
        case "translation.z": return t.m43
        default: return nil
        }
    }

    static func number(_ value: Any?) -> Double? {
        switch value {
        case let d as Double: return d
        case let f as Float: return Double(f)
        case let i as Int: return Double(i)
        case let n as NSNumber: return n.doubleValue
        default: return nil
        }
    }

    static func boxed(_ v: AnimatableValue) -> Any {
        switch v {
        case let .number(d): return NSNumber(value: d)
        case let .point(p): return NSValue(cgPoint: p)
        case let .size(s): return NSValue(cgSize: s)
        case let .rect(r): return NSValue(cgRect: r)
        case let .transform(t): return t
        case let .vector(v): return v.count == 4 ? Color(red: v[0], green: v[1], blue: v[2], alpha: v[3]) : v
        case let .path(p): return p
        }
    }

    static func unboxed(_ value: Any?, like model: AnimatableValue) -> AnimatableValue? {
        switch model {
        case .number: return number(value).map(AnimatableValue.number)
        case .point:
            if let p = value as? Point { return .point(p) }
            return (value as? NSValue).map { .point($0.cgPointValue) }
        case .size:
            if let s = value as? Size { return .size(s) }
            return (value as? NSValue).map { .size($0.cgSizeValue) }
        case .rect:
            if let r = value as? Rect { return .rect(r) }
            return (value as? NSValue).map { .rect($0.cgRectValue) }
        case .transform: return (value as? Transform3D).map(AnimatableValue.transform)
        case .vector:
            if let c = value as? Color {
                let rgb = c.rgbaComponents
                let components: [Double] = [rgb.red, rgb.green, rgb.blue, rgb.alpha]
                return AnimatableValue.vector(components)
            }
            return (value as? [Double]).map(AnimatableValue.vector)
        case .path: return (value as? Path).map(AnimatableValue.path)
        }
    }
}
