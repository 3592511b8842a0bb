import FlipbookAnimation
import FlipbookGeometry
import FlipbookRaster

extension SceneValue {
    /// The value as FlipbookAnimation and FlipbookLayers carry it: colours as `[r, g, b, a]`
    /// vectors (straight alpha), offsets (`shadowOffset`) as sizes.
    package var animatable: AnimatableValue {
        switch self {
        case .number(let v): return .number(v)
        case .point(let p): return .point(p)
        case .size(let s): return .size(s)
        case .rect(let r): return .rect(r)
        case .color(let c): return .vector([c.red, c.green, c.blue, c.alpha])
        case .transform(let t): return .transform(t)
        case .colors(let colors): return .vector(colors.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
        case .numbers(let v): return .vector(v)
        case .path(let p): return .path(p)
        }
    }
}

extension TimingSpec {
    /// The Bézier timing function, or nil for a spring.
    var timingFunction: TimingFunction? {
        guard case let .bezier(x1, y1, x2, y2) = self else { return nil }
        return TimingFunction(controlPoints: x1, y1, x2, y2)
    }
}

extension AnimationSpec {
    /// The FlipbookAnimation animation this spec describes, with `from` resolved to `from`
    /// (the value the key has at ``begin``). It fills both ways; the groups `SceneAnimations`
    /// puts it in decide when it applies.
    func animation(from resolvedFrom: AnimatableValue) -> any PropertyAnimation {
        let timing = MediaTiming(beginTime: begin, duration: duration, repeatCount: repeatCount,
                                 autoreverses: autoreverses, fillMode: .both)
        let key = property.rawValue
        if let values {
            return KeyframeAnimation(keyPath: key, values: values.map(\.animatable), keyTimes: keyTimes,
                                     timing: timing, timingFunction: self.timing.timingFunction ?? .linear)
        }
        switch self.timing {
        case .bezier:
            return BasicAnimation(keyPath: key, from: resolvedFrom, to: to.animatable, timing: timing,
                                  timingFunction: self.timing.timingFunction!)
        case let .uikitSpring(ratio, velocity):
            return SpringAnimation(keyPath: key, from: resolvedFrom, to: to.animatable,
                                   spring: Spring(dampingRatio: ratio, duration: duration, initialVelocity: velocity),
                                   timing: timing)
        case let .caSpring(mass, stiffness, damping, velocity):
            return SpringAnimation(keyPath: key, from: resolvedFrom, to: to.animatable,
                                   spring: Spring(mass: mass, stiffness: stiffness, damping: damping,
                                                  initialVelocity: velocity),
                                   timing: timing)
        }
    }
}
