/// How a keyframe animation fills the time between its values (CA's `calculationMode`).
public enum CalculationMode: String, Hashable, Sendable, CaseIterable {
    /// Straight interpolation between neighbouring values. CA's default.
    case linear
    /// Each value holds until the next key time, no interpolation.
    case discrete
    /// Linear, with key times spaced by distance so the speed is constant; ignores
    /// `keyTimes` and `timingFunctions`.
    case paced
    /// A Catmull-Rom spline through the values (per component; transforms fall back to linear).
    case cubic
    /// The spline of ``cubic`` with the key times of ``paced`` (spaced by distance); ignores
    /// `keyTimes` and `timingFunctions`.
    case cubicPaced

    /// Whether the key times come from the distances between the values.
    var isPaced: Bool { self == .paced || self == .cubicPaced }
    /// Whether the values are joined by a spline.
    var isCubic: Bool { self == .cubic || self == .cubicPaced }
}

/// An animation through a list of values, as CAKeyframeAnimation.
public struct KeyframeAnimation: PropertyAnimation, Equatable {
    /// The animated key path. Required.
    public var keyPath: String
    /// The values to pass through, at least one.
    public var values: [AnimatableValue]
    /// Fractions of the duration (0…1, increasing) at which each value is reached; nil
    /// spaces the values evenly. For ``CalculationMode/discrete`` there may be one more key
    /// time than values (CA's form: value i shows from keyTimes[i] to keyTimes[i+1]).
    /// Default nil.
    public var keyTimes: [Double]?
    /// One easing curve per segment (values.count − 1), applied inside each segment after
    /// the overall ``timingFunction``; nil means linear segments. Default nil.
    public var timingFunctions: [TimingFunction]?
    /// Default ``CalculationMode/linear``.
    public var calculationMode: CalculationMode
    /// Timing relative to the layer. Default `MediaTiming()` (duration 0 → 0.25 s).
    public var timing: MediaTiming
    /// Applied to the whole animation's time before the keyframes are looked up. Default linear.
    public var timingFunction: TimingFunction
    /// Adds to the value below instead of replacing it. Default false.
    public var isAdditive: Bool

    public init(keyPath: String, values: [AnimatableValue], keyTimes: [Double]? = nil,
                timingFunctions: [TimingFunction]? = nil, calculationMode: CalculationMode = .linear,
                timing: MediaTiming = MediaTiming(), timingFunction: TimingFunction = .linear,
                isAdditive: Bool = false) {
        self.keyPath = keyPath
        self.values = values
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.calculationMode = calculationMode
        self.timing = timing
        self.timingFunction = timingFunction
        self.isAdditive = isAdditive
    }

    /// The key times actually used: paced spacing, the given ones, or evenly spaced.
    public var effectiveKeyTimes: [Double] {
        let n = values.count
        guard n > 1 else { return [0] }
        if calculationMode.isPaced {
            var cumulative = [0.0]
            for i in 1..<n { cumulative.append(cumulative[i - 1] + values[i - 1].distance(to: values[i])) }
            let total = cumulative[n - 1]
            if total > 0 { return cumulative.map { $0 / total } }
        } else if let k = keyTimes, k.count == n || (calculationMode == .discrete && k.count == n + 1) {
            return k
        }
        let segments = Double(calculationMode == .discrete ? n : n - 1)
        return (0..<n).map { Double($0) / segments }
    }

    public func value(atActiveTime t: Double, modelValue: AnimatableValue) -> AnimatableValue? {
        guard let first = values.first else { return nil }
        guard values.count > 1 else { return first }
        let x = timingFunction.progress(at: t / timing.resolvedDuration)
        let times = effectiveKeyTimes
        if calculationMode == .discrete {
            let index = times.lastIndex { $0 <= x } ?? 0
            return values[min(index, values.count - 1)]
        }
        // The segment [times[i], times[i+1]] containing x; the ends extrapolate the end segments.
        var i = 0
        while i < values.count - 2 && x >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? (x - times[i]) / span : 1
        if !calculationMode.isPaced, let fs = timingFunctions, i < fs.count {
            local = fs[i].progress(at: local)
        }
        if calculationMode.isCubic, !(values[i].sameKind(as: .transform(.identity))) {
            return catmullRom(segment: i, local)
        }
        return values[i].interpolated(to: values[i + 1], progress: local)
    }

    /// Catmull-Rom (tension 0) between values i and i+1, with the end values repeated at the ends.
    private func catmullRom(segment i: Int, _ u: Double) -> AnimatableValue {
        let p1 = values[i].components, p2 = values[i + 1].components
        let p0 = i > 0 ? values[i - 1].components : p1
        let p3 = i + 2 < values.count ? values[i + 2].components : p2
        let u2 = u * u, u3 = u2 * u
        let out = (0..<min(p1.count, p2.count, p0.count, p3.count)).map { k -> Double in
            let m1 = (p2[k] - p0[k]) / 2, m2 = (p3[k] - p1[k]) / 2
            return (2 * u3 - 3 * u2 + 1) * p1[k] + (u3 - 2 * u2 + u) * m1
                + (-2 * u3 + 3 * u2) * p2[k] + (u3 - u2) * m2
        }
        return values[i].withComponents(out)
    }
}
