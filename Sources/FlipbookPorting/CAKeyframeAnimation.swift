import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers

/// `CAKeyframeAnimation`: an animation of one key path through a list of values, or of a
/// point along a path.
///
/// `keyTimes` are fractions of the duration (0…1, increasing, one per value); `nil` spaces the
/// values evenly. `timingFunctions` ease each segment (one per segment). `calculationMode`
/// chooses linear, discrete, paced, cubic or cubic-paced in-betweens.
///
/// With a `path` (for a point key path such as `"position"`), `values` are ignored and the
/// point moves along the path: in the linear and cubic modes every element after the first
/// `move` takes an equal share of the time (or the share its `keyTimes` give, one key time per
/// element end, the first for the start), curves followed in their own parameter; the paced
/// modes move at constant speed along the whole path; the discrete mode jumps from element end
/// to element end. `rotationMode` is not supported (the layer does not turn along the path).
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values to pass through, `Any` as on iOS (see `CABasicAnimation` for the types).
    /// Default `nil`.
    open var values: [Any]?
    /// A path for a point to follow; when set, ``values`` is ignored. Default `nil`.
    open var path: Path?
    /// The fraction of the duration at which each value is reached, or `nil` for even spacing.
    /// Default `nil`.
    open var keyTimes: [NSNumber]?
    /// One pacing curve per segment, or `nil` for linear segments. Default `nil`.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How the time between values is filled. Default ``CAAnimationCalculationMode/linear``.
    open var calculationMode: CAAnimationCalculationMode = .linear

    /// How finely a path's curves are followed: points per curve element.
    static let samplesPerCurve = 16

    /// An animation with Core Animation's defaults.
    public override init() { super.init() }

    /// A copy of `other`'s properties; see ``CAAnimation/init(copying:)``.
    public required init(copying other: CAAnimation) {
        let typed = other as? CAKeyframeAnimation
        values = typed?.values
        path = typed?.path
        keyTimes = typed?.keyTimes
        timingFunctions = typed?.timingFunctions
        calculationMode = typed?.calculationMode ?? .linear
        super.init(copying: other)
    }

    /// A FlipbookAnimation `KeyframeAnimation` with this object's values (or path) and timing.
    open override func layerAnimation(for layer: Layer, beginTime begin: Double) throws -> any Animation {
        let (keyPath, model) = try checkedKeyPath(on: layer)
        let mode = calculationMode.calculationMode
        let times = keyTimes?.map(\.doubleValue)
        var animation: KeyframeAnimation
        if let path {
            guard case .point = model else { throw CAAnimationError.pathNeedsPointKeyPath(keyPath: keyPath) }
            let (points, pointTimes, pathMode) = try Self.keyframes(along: path, mode: mode, keyTimes: times,
                                                                    keyPath: keyPath)
            animation = KeyframeAnimation(keyPath: keyPath, values: points.map(AnimatableValue.point),
                                          keyTimes: pointTimes, calculationMode: pathMode)
        } else {
            let raw = values ?? []
            guard !raw.isEmpty else { throw CAAnimationError.noKeyframes(keyPath: keyPath) }
            let converted = try raw.enumerated().map { i, value in
                try CAValueConversion.convert(value, toKindOf: model, property: "values[\(i)]", keyPath: keyPath)
            }
            if let times {
                let allowed = mode == .discrete ? [converted.count, converted.count + 1] : [converted.count]
                let increasing = zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
                guard allowed.contains(times.count), increasing, times.allSatisfy({ (0...1).contains($0) }) else {
                    throw CAAnimationError.badKeyTimes(keyPath: keyPath, count: times.count,
                                                       valueCount: converted.count)
                }
            }
            animation = KeyframeAnimation(keyPath: keyPath, values: converted, keyTimes: times,
                                          timingFunctions: timingFunctions?.map(\.timingFunction),
                                          calculationMode: mode)
        }
        animation.timing = mediaTiming(beginTime: begin)
        animation.timingFunction = timingFunction?.timingFunction ?? .linear
        animation.isAdditive = isAdditive
        return animation
    }

    /// The points and key times that follow `path` in `mode` (see the type's summary).
    static func keyframes(along path: Path, mode: CalculationMode, keyTimes: [Double]?,
                          keyPath: String) throws -> ([Point], [Double]?, CalculationMode) {
        // Each element after the first move: its end points, curves sampled in their parameter.
        var segments: [[Point]] = []
        var current: Point?, start: Point?
        var first: Point?
        for element in path.elements {
            switch element {
            case let .move(p):
                if current != nil { segments.append([p]) } else { first = p }
                current = p; start = p
            case let .line(p):
                segments.append([p]); current = p
            case let .quadCurve(p, c):
                let a = current ?? p
                segments.append((1...samplesPerCurve).map { i in
                    let t = Double(i) / Double(samplesPerCurve), u = 1 - t
                    return a * (u * u) + c * (2 * u * t) + p * (t * t)
                })
                current = p
            case let .curve(p, c1, c2):
                let a = current ?? p
                segments.append((1...samplesPerCurve).map { i in
                    let t = Double(i) / Double(samplesPerCurve), u = 1 - t
                    return a * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t)
                })
                current = p
            case .close:
                if let s = start { segments.append([s]); current = s }
            }
        }
        guard let origin = first else { throw CAAnimationError.noKeyframes(keyPath: keyPath) }
        guard !segments.isEmpty else { return ([origin], nil, .linear) }
        switch mode {
        case .paced, .cubicPaced:
            return ([origin] + segments.flatMap { $0 }, nil, .paced)
        case .discrete:
            return ([origin] + segments.map { $0.last! }, keyTimes, .discrete)
        case .linear, .cubic:
            let n = segments.count
            let ends: [Double]
            if let keyTimes {
                guard keyTimes.count == n + 1 else {
                    throw CAAnimationError.badKeyTimes(keyPath: keyPath, count: keyTimes.count, valueCount: n + 1)
                }
                ends = keyTimes
            } else {
                ends = (0...n).map { Double($0) / Double(n) }
            }
            var points = [origin], times = [ends[0]]
            for (i, segment) in segments.enumerated() {
                for (j, point) in segment.enumerated() {
                    points.append(point)
                    times.append(ends[i] + (ends[i + 1] - ends[i]) * Double(j + 1) / Double(segment.count))
                }
            }
            return (points, times, .linear)
        }
    }
}
