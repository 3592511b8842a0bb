import FlipbookAnimation

/// `UIView.KeyframeAnimationOptions`, with UIKit's raw values: the options shared with
/// `AnimationOptions` in bits 0…9 and the calculation mode in bits 10…12.
public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// An option set from UIKit's raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews while animating (accepted; Kit lays out before every frame anyway).
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Lets the views take touches while animating (accepted; scripted input is delivered regardless).
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Starts from what is on screen when the property is already animating.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeats forever.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Plays each cycle forwards then backwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Uses this block's duration even inside another block.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Uses this block's options even inside another block.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Straight lines between the keyframes' values, at their times (the default, 0).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Each value holds until the end of the next keyframe, then jumps.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Constant speed through the values; the keyframes' times are ignored.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A Catmull-Rom spline through the values at the keyframes' times.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// The spline at constant speed; the keyframes' times are ignored.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The calculation mode the bits 10…12 select (unknown values read as linear).
    public var calculationMode: CalculationMode {
        switch (rawValue >> 10) & 0b111 {
        case 1: return .discrete
        case 2: return .paced
        case 3: return .cubic
        case 4: return .cubicPaced
        default: return .linear
        }
    }

    /// The options shared with `View.animate` (bits 0…9).
    var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & 0x3FF) }
}

extension View {
    /// `UIView.KeyframeAnimationOptions`.
    public typealias KeyframeAnimationOptions = FlipbookKit.KeyframeAnimationOptions
}
