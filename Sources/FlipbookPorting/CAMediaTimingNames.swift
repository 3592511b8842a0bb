import FlipbookAnimation
import FlipbookKit

/// `CAMediaTimingFillMode`: what an animation shows outside its active span.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the mode.
    public let rawValue: String
    /// Creates a mode from its string; an unknown string reads as ``removed``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `kCAFillModeRemoved`: nothing before the begin time or after the end. The default.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// `kCAFillModeForwards`: the end state holds after the end (while the animation stays on
    /// the layer, that is with `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// `kCAFillModeBackwards`: the start state shows before the begin time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// `kCAFillModeBoth`: forwards and backwards.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    /// FlipbookAnimation's fill mode for this one.
    public var fillMode: FillMode { FillMode(rawValue: rawValue) ?? .removed }
}

/// `CAAnimationCalculationMode`: how a keyframe animation fills the time between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the mode.
    public let rawValue: String
    /// Creates a mode from its string; an unknown string reads as ``linear``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `kCAAnimationLinear`: straight interpolation between neighbouring values. The default.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// `kCAAnimationDiscrete`: each value holds until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// `kCAAnimationPaced`: constant speed; key times and timing functions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// `kCAAnimationCubic`: a smooth spline through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// `kCAAnimationCubicPaced`: the spline of ``cubic`` at the key times of ``paced``.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")

    /// FlipbookAnimation's calculation mode for this one.
    public var calculationMode: CalculationMode { CalculationMode(rawValue: rawValue) ?? .linear }
}

/// `CFTimeInterval`: seconds, a `Double` (Core Foundation's spelling of `TimeInterval`, the type
/// of Core Animation's times: `CACurrentMediaTime()`, `beginTime`, `duration`).
public typealias CFTimeInterval = Double

/// `CACurrentMediaTime()`: the current time of the scene clock of `Application.current`, in
/// seconds.
///
/// On iOS this is the host's time since boot; here scenes start at 0, so a begin time written
/// as `CACurrentMediaTime() + 0.3` means "0.3 s from now" in both. Without an `Application`
/// on the calling thread the time is 0 (nothing has happened yet).
public func CACurrentMediaTime() -> CFTimeInterval {
    Application.current?.clock.now ?? 0
}
