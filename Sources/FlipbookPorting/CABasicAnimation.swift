import FlipbookAnimation
import FlipbookLayers

/// `CABasicAnimation`: an animation of one key path between two values.
///
/// `fromValue`, `toValue` and `byValue` combine as in Core Animation: from+to, from+by
/// (from → from+by), by+to (to−by → to), from alone (from → model value), to alone (model →
/// to), by alone (model → model+by), none (model → model). Values are `Any?` as on iOS and
/// are checked against the key path's type when the animation is added (see
/// ``CAAnimationError``).
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value, or `nil` (see the type's summary). Default `nil`.
    open var fromValue: Any?
    /// The end value, or `nil`. Default `nil`.
    open var toValue: Any?
    /// A relative change, or `nil`. Default `nil`.
    open var byValue: Any?

    /// An animation with Core Animation's defaults.
    public override init() { super.init() }

    /// A copy of `other`'s properties; see ``CAAnimation/init(copying:)``.
    public required init(copying other: CAAnimation) {
        let typed = other as? CABasicAnimation
        fromValue = typed?.fromValue
        toValue = typed?.toValue
        byValue = typed?.byValue
        super.init(copying: other)
    }

    /// The three values converted to the key path's kind.
    func checkedValues(on layer: Layer) throws -> (keyPath: String, from: AnimatableValue?,
                                                   to: AnimatableValue?, by: AnimatableValue?) {
        let (keyPath, model) = try checkedKeyPath(on: layer)
        func convert(_ value: Any?, _ name: String) throws -> AnimatableValue? {
            guard let value else { return nil }
            return try CAValueConversion.convert(value, toKindOf: model, property: name, keyPath: keyPath)
        }
        return (keyPath, try convert(fromValue, "fromValue"), try convert(toValue, "toValue"),
                try convert(byValue, "byValue"))
    }

    /// A FlipbookAnimation `BasicAnimation` with this object's values and timing.
    open override func layerAnimation(for layer: Layer, beginTime begin: Double) throws -> any Animation {
        let values = try checkedValues(on: layer)
        return BasicAnimation(keyPath: values.keyPath, from: values.from, to: values.to, by: values.by,
                              timing: mediaTiming(beginTime: begin),
                              timingFunction: timingFunction?.timingFunction ?? .linear, isAdditive: isAdditive)
    }
}
