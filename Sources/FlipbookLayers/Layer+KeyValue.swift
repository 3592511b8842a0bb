import FlipbookAnimation
import FlipbookGeometry
import FlipbookRaster

/// Receives a layer's property changes: the seam through which FlipbookKit turns
/// `View.animate` blocks into animations (UIKit's `action(for:forKey:)`).
public protocol LayerActionDelegate: AnyObject {
    /// Called after every set of an animatable property, also when the value did not change
    /// (as Core Animation asks for an action on every set). `frame` is not a key: setting it
    /// reports `"bounds"` and `"position"`.
    /// - Parameters:
    ///   - layer: the layer whose model value was set (it already holds `newValue`).
    ///   - key: the property's key, one of ``Layer/animatableKeys`` (or a subclass's).
    func layer(_ layer: Layer, didChange key: String, from oldValue: AnimatableValue,
               to newValue: AnimatableValue)
}

/// Animatable properties by key (CA's KVC names), as ``AnimatableValue``s.
///
/// Kinds: rects for `bounds`, `contentsRect`; points for `position`, `anchorPoint`; a size for
/// `shadowOffset`; transforms for `transform`, `sublayerTransform`; numbers for the scalars;
/// 0/1 numbers for the Booleans `hidden`, `masksToBounds`, `doubleSided` (a value ≥ 0.5 is
/// true); `[r, g, b, a]` vectors (straight alpha) for colours, where a `nil` `backgroundColor`
/// reads as transparent black. Sub-paths such as `position.x` or `transform.rotation.y` are
/// resolved by FlipbookAnimation's ``AnimationKeyPath`` on top of these.
extension Layer {
    /// The keys a plain ``Layer`` animates.
    public static let animatableKeys: [String] = [
        "bounds", "position", "anchorPoint", "anchorPointZ", "zPosition", "transform",
        "sublayerTransform", "opacity", "hidden", "backgroundColor", "cornerRadius", "masksToBounds",
        "borderWidth", "borderColor", "doubleSided", "shadowColor", "shadowOpacity", "shadowRadius",
        "shadowOffset", "contentsRect", "contentsScale",
    ]

    /// The value at a key path such as `"position.x"` or `"bounds.size"`; transform sub-paths
    /// read as their neutral value (see `AnimationKeyPath`). `nil` when unknown.
    public func value(forKeyPath keyPath: String) -> AnimatableValue? {
        let (property, sub) = AnimationKeyPath.split(keyPath)
        guard let whole = value(forKey: property) else { return nil }
        guard let sub else { return whole }
        return AnimationKeyPath.component(sub, of: whole)
    }

    /// Sets the value at a key path such as `"position.x"`; a transform sub-path applies its
    /// operation before the current transform (CA's value functions).
    /// - Returns: false when the key path is unknown or the value has the wrong kind.
    @discardableResult
    public func setValue(_ value: AnimatableValue, forKeyPath keyPath: String) -> Bool {
        let (property, sub) = AnimationKeyPath.split(keyPath)
        guard let sub else { return setValue(value, forKey: property) }
        guard let whole = self.value(forKey: property),
              let old = AnimationKeyPath.component(sub, of: whole), old.sameKind(as: value) else { return false }
        return setValue(AnimationKeyPath.applying(sub, value: value, to: whole, additive: false), forKey: property)
    }

    func didChange(_ key: String, from old: @autoclosure () -> AnimatableValue) {
        guard let delegate = actionDelegate, let new = value(forKey: key) else { return }
        delegate.layer(self, didChange: key, from: old(), to: new)
    }

    func layerValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "bounds": return .rect(bounds)
        case "position": return .point(position)
        case "anchorPoint": return .point(anchorPoint)
        case "anchorPointZ": return .number(anchorPointZ)
        case "zPosition": return .number(zPosition)
        case "transform": return .transform(transform)
        case "sublayerTransform": return .transform(sublayerTransform)
        case "opacity": return .number(opacity)
        case "hidden": return .number(isHidden ? 1 : 0)
        case "backgroundColor": return backgroundColor.animatableValue
        case "cornerRadius": return .number(cornerRadius)
        case "masksToBounds": return .number(masksToBounds ? 1 : 0)
        case "borderWidth": return .number(borderWidth)
        case "borderColor": return borderColor.animatableValue
        case "doubleSided": return .number(isDoubleSided ? 1 : 0)
        case "shadowColor": return shadowColor.animatableValue
        case "shadowOpacity": return .number(shadowOpacity)
        case "shadowRadius": return .number(shadowRadius)
        case "shadowOffset": return .size(shadowOffset)
        case "contentsRect": return .rect(contentsRect)
        case "contentsScale": return .number(contentsScale)
        default: return nil
        }
    }

    func setLayerValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch (key, value) {
        case let ("bounds", .rect(v)): bounds = v
        case let ("position", .point(v)): position = v
        case let ("anchorPoint", .point(v)): anchorPoint = v
        case let ("anchorPointZ", .number(v)): anchorPointZ = v
        case let ("zPosition", .number(v)): zPosition = v
        case let ("transform", .transform(v)): transform = v
        case let ("sublayerTransform", .transform(v)): sublayerTransform = v
        case let ("opacity", .number(v)): opacity = v
        case let ("hidden", .number(v)): isHidden = v >= 0.5
        case let ("backgroundColor", .vector(v)): backgroundColor = Color(animatable: v)
        case let ("cornerRadius", .number(v)): cornerRadius = v
        case let ("masksToBounds", .number(v)): masksToBounds = v >= 0.5
        case let ("borderWidth", .number(v)): borderWidth = v
        case let ("borderColor", .vector(v)): borderColor = Color(animatable: v)
        case let ("doubleSided", .number(v)): isDoubleSided = v >= 0.5
        case let ("shadowColor", .vector(v)): shadowColor = Color(animatable: v)
        case let ("shadowOpacity", .number(v)): shadowOpacity = v
        case let ("shadowRadius", .number(v)): shadowRadius = v
        case let ("shadowOffset", .size(v)): shadowOffset = v
        case let ("contentsRect", .rect(v)): contentsRect = v
        case let ("contentsScale", .number(v)): contentsScale = v
        default: return false
        }
        return true
    }
}

extension Color {
    /// The colour as an animatable `[r, g, b, a]` vector (straight alpha).
    public var animatableValue: AnimatableValue { .vector([red, green, blue, alpha]) }

    /// A colour from an `[r, g, b, a]` vector, components clamped to 0…1 (an interpolation may
    /// overshoot); missing components read as 0.
    public init(animatable v: [Double]) {
        func at(_ i: Int) -> Double { i < v.count ? min(max(v[i], 0), 1) : 0 }
        self.init(red: at(0), green: at(1), blue: at(2), alpha: at(3))
    }
}

extension Optional where Wrapped == Color {
    /// The colour as an animatable `[r, g, b, a]` vector; `nil` is transparent black.
    public var animatableValue: AnimatableValue { (self ?? .clear).animatableValue }
}
