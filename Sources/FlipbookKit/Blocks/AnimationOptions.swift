import FlipbookAnimation
/// `UIView.AnimationOptions`, with UIKit's raw values.
///
/// The curve lives in bits 16…19 (``curve``), the transition in bits 20…23 (``transition``).
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the presentation value instead of the old model value, and replace the
    /// animations already running on the key.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever (the completion never runs).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Play forwards then backwards; the model value shows when it ends.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// In a nested block, use this block's duration instead of the enclosing one's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// In a nested block, use this block's curve instead of the enclosing one's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// In a nested block, inherit none of the enclosing block's options
    /// (`overrideInheritedOptions`, UIKit's raw value 1 << 9). Kit's nested blocks take only the
    /// duration and curve from the enclosing one (see ``overrideInheritedDuration`` and
    /// ``overrideInheritedCurve``), so this option changes nothing more.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Ease in and out: the curve field 0, UIKit's default.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The options for a curve, including the private 7 (`AnimationCurve/systemSpring`).
    public init(curve: AnimationCurve) { self.init(rawValue: UInt(curve.rawValue) << 16) }

    /// The curve field (bits 16…19); an unknown value reads as `AnimationCurve/easeInOut`.
    public var curve: AnimationCurve {
        AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }

    /// The transition field (bits 20…23): 0 for none, 1…7 as the `transition…` options.
    public var transition: Int { Int((rawValue >> 20) & 0xF) }
}

/// How an animation block paces its changes.
public enum TransactionTiming: Hashable, Sendable {
    /// A UIKit curve (the options' curve field), Bézier or the private spring 7.
    case curve(AnimationCurve)
    /// `usingSpringWithDamping:initialSpringVelocity:`: a spring fitted to the duration
    /// (`Spring/init(dampingRatio:duration:initialVelocity:)`); the curve options are ignored.
    case spring(dampingRatio: Double, initialVelocity: Double)
}

/// When the animations an animation block creates are additive.
public enum AdditivePolicy: Hashable, Sendable {
    /// Every animation is additive, from `old − new` to zero on top of the new model value
    /// (iOS 8+ behaviour for interruptions). Visually identical to `old → new` for numbers,
    /// points, sizes, rects and colours, and continuous however often a key is re-animated.
    case always
    /// The literal reading of UIKit's action: non-additive `old → new`, additive only when the
    /// key is already animating. The first animation then hides the second's base, so an
    /// interruption jumps; kept for comparison with the documented form.
    case whenAlreadyAnimating
}
