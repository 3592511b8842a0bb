/// An animation between two values with a timing function, as CABasicAnimation.
public struct BasicAnimation: PropertyAnimation, Equatable {
    /// The animated key path. Required.
    public var keyPath: String
    /// The start value; nil uses the model value (see `by`). Default nil.
    public var fromValue: AnimatableValue?
    /// The end value; nil uses the model value (see `by`). Default nil.
    public var toValue: AnimatableValue?
    /// A relative change, combined with from/to as CA does. Default nil.
    public var byValue: AnimatableValue?
    /// Timing relative to the layer. Default: begins at 0, duration 0 (→ 0.25 s), fill removed.
    public var timing: MediaTiming
    /// Maps elapsed time to progress. Default ``TimingFunction/linear`` (CA's nil).
    public var timingFunction: TimingFunction
    /// Adds to the value below instead of replacing it. Default false.
    public var isAdditive: Bool

    public init(keyPath: String, from: AnimatableValue? = nil, to: AnimatableValue? = nil,
                by: AnimatableValue? = nil, timing: MediaTiming = MediaTiming(),
                timingFunction: TimingFunction = .linear, isAdditive: Bool = false) {
        self.keyPath = keyPath
        self.fromValue = from
        self.toValue = to
        self.byValue = by
        self.timing = timing
        self.timingFunction = timingFunction
        self.isAdditive = isAdditive
    }

    /// Progress `timingFunction(t / duration)` between the resolved endpoints.
    public func value(atActiveTime t: Double, modelValue: AnimatableValue) -> AnimatableValue? {
        let (a, b) = resolveEndpoints(from: fromValue, to: toValue, by: byValue,
                                      model: modelValue, isAdditive: isAdditive)
        let p = timingFunction.progress(at: t / timing.resolvedDuration)
        return a.interpolated(to: b, progress: p)
    }
}
