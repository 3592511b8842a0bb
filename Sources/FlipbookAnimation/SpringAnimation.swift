/// A CASpringAnimation: a basic animation whose progress follows a ``Spring`` in seconds.
public struct SpringAnimation: PropertyAnimation, Equatable {
    /// The animated key path. Required.
    public var keyPath: String
    /// Start value; nil uses the model value. Default nil.
    public var fromValue: AnimatableValue?
    /// End value; nil uses the model value. Default nil.
    public var toValue: AnimatableValue?
    /// Relative change, combined with from/to as for ``BasicAnimation``. Default nil.
    public var byValue: AnimatableValue?
    /// The oscillator. Default `Spring()` (m 1, k 100, c 10, v0 0).
    public var spring: Spring
    /// Timing relative to the layer. A duration of 0 means the spring's
    /// ``Spring/settlingDuration``. Default `MediaTiming()`.
    public var timing: MediaTiming
    /// Adds to the value below instead of replacing it. Default false.
    public var isAdditive: Bool

    /// - Note: Unlike Core Animation, where a spring animation's duration defaults to 0.25 s
    ///   like any other, a zero duration here becomes the settling duration.
    public init(keyPath: String, from: AnimatableValue? = nil, to: AnimatableValue? = nil,
                by: AnimatableValue? = nil, spring: Spring = Spring(),
                timing: MediaTiming = MediaTiming(), isAdditive: Bool = false) {
        self.keyPath = keyPath
        self.fromValue = from
        self.toValue = to
        self.byValue = by
        self.spring = spring
        var timing = timing
        if timing.duration <= 0 { timing.duration = spring.settlingDuration }
        self.timing = timing
        self.isAdditive = isAdditive
    }

    /// The spring's progress at `t` **seconds** (not a fraction of the duration). At the end
    /// of the duration the value is exactly the end value, so a duration shorter than the
    /// settling time jumps there, as in Core Animation.
    public func value(atActiveTime t: Double, modelValue: AnimatableValue) -> AnimatableValue? {
        let (a, b) = resolveEndpoints(from: fromValue, to: toValue, by: byValue,
                                      model: modelValue, isAdditive: isAdditive)
        let p = t >= timing.resolvedDuration ? 1 : spring.progress(at: t)
        return a.interpolated(to: b, progress: p)
    }
}
