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

    /// The action for a change of `key` (CALayer's delegate `action(for:forKey:)`): `nil`
    /// continues the search of ``Layer/action(forKey:)``, a ``NullAction`` ends it with no
    /// action. Default `nil`.
    func action(for layer: Layer, forKey key: String) -> (any LayerAction)?
}

extension LayerActionDelegate {
    /// Continues the search (no action of the delegate's own).
    public func action(for layer: Layer, forKey key: String) -> (any LayerAction)? { nil }
}

/// Animatable properties by key (CA's KVC names), as ``AnimatableValue``s, through the rows of
/// ``Layer/properties``.
///
/// Kinds: rects for `bounds`, `contentsRect`; points for `position`, `anchorPoint`; a size for
/// `shadowOffset`; transforms for `transform`, `sublayerTransform`; numbers for the scalars;
/// 0/1 numbers for the Booleans `hidden`, `masksToBounds`, `doubleSided` (a value ≥ 0.5 is
/// true); `[r, g, b, a]` vectors (straight alpha) for colours, where a `nil` `backgroundColor`
/// reads as transparent black. Sub-paths such as `position.x` or `transform.rotation.y` are
/// resolved by FlipbookAnimation's ``AnimationKeyPath`` on top of these.
extension Layer {
    /// The keys a plain ``Layer`` animates: the names of ``Layer/properties``, in its order.
    public static let animatableKeys: [String] = properties.map(\.name)

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
        if let delegate = actionDelegate, let new = value(forKey: key) {
            delegate.layer(self, didChange: key, from: old(), to: new)
        }
        runAction(forKey: key, from: old)
    }

    func layerValue(forKey key: String) -> AnimatableValue? {
        type(of: self).propertyTable[key]?.value(of: self)
    }

    func setLayerValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        type(of: self).propertyTable[key]?.setValue(value, on: self) ?? false
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
