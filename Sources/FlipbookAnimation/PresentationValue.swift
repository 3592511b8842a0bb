/// Combines a model value with the animations on it into the presentation value.
public enum PresentationValue {
    /// The presentation value of one layer property at `time`.
    ///
    /// Animations apply in order, each on top of the result so far: a non-additive
    /// contribution replaces the value (or, for a sub-path, the component), an additive one
    /// is added to it. Contributions to other properties are ignored, so the whole list of a
    /// layer's animations can be passed for each property.
    /// - Parameters:
    ///   - property: the layer property, without sub-path (`"transform"`, `"position"`).
    ///   - modelValue: the property's model value.
    ///   - animations: the layer's animations in the order they were added.
    ///   - time: the layer's local time in seconds.
    /// - Returns: the value to render; `modelValue` when nothing contributes.
    public static func of(_ property: String, modelValue: AnimatableValue,
                          animations: [any Animation], atTime time: Double) -> AnimatableValue {
        let model: (String) -> AnimatableValue? = { keyPath in
            let (root, sub) = AnimationKeyPath.split(keyPath)
            guard root == property else { return nil }
            guard let sub else { return modelValue }
            return AnimationKeyPath.component(sub, of: modelValue)
        }
        var value = modelValue
        for animation in animations {
            guard animation.keyPaths.contains(where: { AnimationKeyPath.split($0).property == property })
            else { continue }
            for c in animation.contributions(atTime: time, model: model) {
                let (root, sub) = AnimationKeyPath.split(c.keyPath)
                guard root == property else { continue }
                if let sub {
                    value = AnimationKeyPath.applying(sub, value: c.value, to: value, additive: c.isAdditive)
                } else {
                    value = c.isAdditive ? value.adding(c.value) : c.value
                }
            }
        }
        return value
    }

    /// Every property (key path root) that `animations` drive, in first-seen order.
    public static func animatedProperties(_ animations: [any Animation]) -> [String] {
        var seen = Set<String>()
        return animations.flatMap(\.keyPaths).map { AnimationKeyPath.split($0).property }
            .filter { seen.insert($0).inserted }
    }
}
