import FlipbookAnimation

/// Evaluates a scene's animations: the presentation value of every animated property at a
/// time, as a pure function of the time.
///
/// `from` values left out in the file are resolved once, here: an animation starts from the
/// value its key has at its `begin` — the `to` of the previous animation of the same key path
/// when one has finished by then, else the model value with the finished animations of
/// enclosing or enclosed key paths applied (transform sub-paths read as their neutral value,
/// since they compose on top of the transform below).
public struct SceneEvaluator {
    /// The animated properties' values of one layer, by property name (`position`, `transform`).
    public typealias LayerValues = [String: AnimatableValue]

    private let timeline: SceneTimeline
    private let models: [String: LayerSpec]
    private let animations: [AnimationSpec]
    private let compiled: [any PropertyAnimation]

    /// Prepares the animations of `document` (which ``SceneLoader`` has validated).
    public init(document: SceneDocument) {
        var models: [String: LayerSpec] = [:]
        for layer in document.root.allLayers {
            if let name = layer.name { models[name] = layer }
        }
        self.models = models
        animations = document.animations
        timeline = SceneTimeline(animations: animations)
        var compiled: [any PropertyAnimation] = []
        let finished = FinishedAnimations(animations)
        for a in animations {
            compiled.append(a.animation(from: a.from?.animatable ?? finished.previous(a)?.to.animatable
                                        ?? SceneEvaluator.valueAtBegin(of: a, among: finished.byLayer[a.layer]!, models: models)))
        }
        self.compiled = compiled
    }

    /// The names of the layers animations change.
    public var animatedLayers: [String] {
        var seen = Set<String>()
        return animations.map(\.layer).filter { seen.insert($0).inserted }
    }

    /// The value at time `t` (seconds) of every property an animation touches, by layer name;
    /// a property no animation drives at `t` has its model value. Setting all of them on the
    /// layers gives the frame at `t`, whatever frame was set before.
    public func values(at t: Double) -> [String: LayerValues] {
        var result: [String: LayerValues] = [:]
        for a in animations {
            let property = AnimationKeyPath.split(a.property.rawValue).property
            result[a.layer, default: [:]][property] = models[a.layer]!.modelValue(of: property)!
        }
        for step in timeline.steps(at: t) {
            let a = step.animation
            let value: AnimatableValue
            switch step.phase {
            // The timeline only holds animations with an explicit `from` before they begin.
            case .before: value = a.from!.animatable
            case .after: value = a.to.animatable
            // Every `from` is resolved, so the model value is never read.
            case .active: value = compiled[step.index].value(atTime: t, modelValue: .number(0))!
            }
            SceneEvaluator.apply(value, for: a, to: &result, models: models)
        }
        return result
    }

    /// Sets `value` of `a`'s key path into `values`, starting from the model for a new property.
    private static func apply(_ value: AnimatableValue, for a: AnimationSpec, to values: inout [String: LayerValues],
                              models: [String: LayerSpec]) {
        let (property, subPath) = AnimationKeyPath.split(a.property.rawValue)
        let whole = values[a.layer]?[property] ?? models[a.layer]!.modelValue(of: property)!
        values[a.layer, default: [:]][property] = subPath.map {
            AnimationKeyPath.applying($0, value: value, to: whole, additive: false)
        } ?? value
    }

    /// "The value the key has at `begin`" for an animation without `from`.
    static func valueAtBegin(of a: AnimationSpec, among all: [AnimationSpec], models: [String: LayerSpec]) -> AnimatableValue {
        let finished = all.enumerated()
            .filter { $0.element != a && $0.element.layer == a.layer && $0.element.property.overlaps(a.property)
                      && $0.element.end <= a.begin && $0.element.begin <= a.begin }
            .sorted { ($0.element.begin, $0.offset) < ($1.element.begin, $1.offset) }
            .map(\.element)
        if let previous = finished.last(where: { $0.property == a.property }) {
            return previous.to.animatable
        }
        var values: [String: LayerValues] = [:]
        for b in finished { apply(b.to.animatable, for: b, to: &values, models: models) }
        let (property, subPath) = AnimationKeyPath.split(a.property.rawValue)
        let whole = values[a.layer]?[property] ?? models[a.layer]!.modelValue(of: property)!
        guard let subPath else { return whole }
        return AnimationKeyPath.component(subPath, of: whole)!
    }
}
