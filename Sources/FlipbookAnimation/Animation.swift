/// One animation's value for one key path at one time.
public struct AnimationContribution: Sendable, Equatable {
    /// The full key path, e.g. `"position.x"` or `"transform.rotation.y"`.
    public var keyPath: String
    /// The animation's value for that key path.
    public var value: AnimatableValue
    /// When true the value is added to the value below (model plus earlier animations);
    /// otherwise it replaces it.
    public var isAdditive: Bool

    public init(keyPath: String, value: AnimatableValue, isAdditive: Bool) {
        self.keyPath = keyPath
        self.value = value
        self.isAdditive = isAdditive
    }
}

/// Anything attached to a layer that contributes values over time: a single-property
/// animation or a group.
///
/// Evaluation is a pure function of time: no state changes while an animation plays, so a
/// frame at time t can be rendered without having rendered the frames before it.
public protocol Animation: Sendable {
    /// When and how fast the animation plays, relative to its layer's local time.
    var timing: MediaTiming { get set }
    /// Every key path this animation drives.
    var keyPaths: [String] { get }
    /// The values this animation contributes at `time`, in its layer's local time (the
    /// animation's parent time); empty when it is inactive and not filling.
    /// - Parameter model: the model value for a full key path (sub-paths included), used for
    ///   `from`/`to` values left `nil`.
    func contributions(atTime time: Double,
                       model: (String) -> AnimatableValue?) -> [AnimationContribution]
}

extension Animation {
    /// How the animation shows outside its active span; a shortcut for `timing.fillMode`.
    public var fillMode: FillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }

    /// The layer-local time at which the animation has played to its end (`timing.endTime`).
    public var endTime: Double { timing.endTime }
}

/// An animation of one key path: basic, keyframe or spring.
public protocol PropertyAnimation: Animation {
    /// The key path animated, e.g. `"opacity"`, `"position.x"`, `"transform.rotation.y"`.
    var keyPath: String { get }
    /// Whether the value adds to the value below instead of replacing it. Default false.
    var isAdditive: Bool { get }
    /// The value at `t` seconds into the current cycle (`0…timing.resolvedDuration`, the
    /// output of ``MediaTiming/activeTime(fromParent:)``).
    /// - Parameter modelValue: the key path's model value, for nil `from`/`to`.
    func value(atActiveTime t: Double, modelValue: AnimatableValue) -> AnimatableValue?
}

extension PropertyAnimation {
    public var keyPaths: [String] { [keyPath] }

    /// The value at `time` in the layer's local time, or `nil` when the animation is
    /// inactive and not filling.
    public func value(atTime time: Double, modelValue: AnimatableValue) -> AnimatableValue? {
        guard let t = timing.activeTime(fromParent: time) else { return nil }
        return value(atActiveTime: t, modelValue: modelValue)
    }

    public func contributions(atTime time: Double,
                              model: (String) -> AnimatableValue?) -> [AnimationContribution] {
        guard let m = model(keyPath), let v = value(atTime: time, modelValue: m) else { return [] }
        return [AnimationContribution(keyPath: keyPath, value: v, isAdditive: isAdditive)]
    }
}

/// Resolves CABasicAnimation's `from`/`to`/`by` combinations into two endpoints.
///
/// from+to: from→to; from+by: from→from+by; by+to: to−by→to; from: from→model;
/// to: model→to; by: model→model+by; none: model→model. With `isAdditive` the model stands
/// for the zero of its kind, since the result is added to the model anyway.
func resolveEndpoints(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?,
                      model: AnimatableValue, isAdditive: Bool) -> (AnimatableValue, AnimatableValue) {
    let base = isAdditive ? model.zero : model
    switch (from, to, by) {
    case let (f?, t?, _): return (f, t)
    case let (f?, nil, b?): return (f, f.adding(b))
    case let (nil, t?, b?): return (t.subtracting(b), t)
    case let (f?, nil, nil): return (f, base)
    case let (nil, t?, nil): return (base, t)
    case let (nil, nil, b?): return (base, base.adding(b))
    case (nil, nil, nil): return (base, base)
    }
}
