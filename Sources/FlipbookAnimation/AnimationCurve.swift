/// UIKit's animation curves (`UIView.AnimationCurve`), including the private curve 7.
///
/// Raw values are UIKit's: the option bits of `AnimationOptions` hold them at `<< 16`.
public enum AnimationCurve: Int, Hashable, Sendable, CaseIterable {
    /// Ease in and out, (0.42, 0, 0.58, 1). UIKit's default (the option field is 0).
    case easeInOut = 0
    /// Ease in, (0.42, 0, 1, 1).
    case easeIn = 1
    /// Ease out, (0, 0, 0.58, 1).
    case easeOut = 2
    /// Linear.
    case linear = 3
    /// The private curve 7 of the keyboard and system transitions: a critically damped
    /// spring (mass 3, stiffness 1000, damping 500) lasting 0.5 s; see ``Spring/systemCurve7``.
    case systemSpring = 7

    /// The Bézier for the four public curves; `nil` for ``systemSpring``.
    public var timingFunction: TimingFunction? {
        switch self {
        case .easeInOut: return .easeInEaseOut
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .linear: return .linear
        case .systemSpring: return nil
        }
    }

    /// Progress in [0, 1] (or beyond, for a spring's overshoot) at the fraction `u` of the
    /// curve's duration.
    ///
    /// The spring curve is sampled at `u · 0.5 s` (its own duration) and reaches exactly 1 at
    /// `u = 1`, where Core Animation removes the animation.
    /// > Note: Stretching curve 7 over another duration (a percent-driven completion) is our
    /// > best estimate; UIKit's exact handling is private.
    public func progress(at u: Double) -> Double {
        if let f = timingFunction { return f.progress(at: min(max(u, 0), 1)) }
        if u >= 1 { return 1 }
        return Spring.systemCurve7.progress(at: max(u, 0) * Spring.systemCurve7Duration)
    }
}
