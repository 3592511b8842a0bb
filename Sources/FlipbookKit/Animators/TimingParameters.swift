import FlipbookAnimation
import FlipbookGeometry

/// Which kind of timing a ``TimingCurveProvider`` describes (`UITimingCurveType`).
public enum TimingCurveType: Hashable, Sendable {
    /// One of UIKit's four named curves.
    case builtin
    /// A cubic Bézier with custom control points.
    case cubic
    /// A spring.
    case spring
    /// Both a cubic and a spring part.
    case composed
}

/// Timing information for a property animator (`UITimingCurveProvider`).
public protocol TimingCurveProvider: AnyObject {
    /// The kind of timing.
    var timingCurveType: TimingCurveType { get }
    /// The cubic part, or `nil`.
    var cubicTimingParameters: CubicTimingParameters? { get }
    /// The spring part, or `nil`.
    var springTimingParameters: SpringTimingParameters? { get }
}

/// A cubic Bézier timing curve (`UICubicTimingParameters`): the curve from (0, 0) to (1, 1)
/// through two control points, time fraction on x, progress on y.
public final class CubicTimingParameters: TimingCurveProvider {
    /// The named curve, or `AnimationCurve/easeInOut` for custom control points (UIKit's reading).
    public let animationCurve: AnimationCurve
    /// The first control point, in the unit square.
    public let controlPoint1: Point
    /// The second control point, in the unit square.
    public let controlPoint2: Point
    private let isBuiltin: Bool

    /// The default curve: ease in, ease out (0.42, 0) (0.58, 1).
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// A named UIKit curve. The private spring curve 7 reads as its closest Bézier, ease out.
    public init(animationCurve curve: AnimationCurve) {
        let function = curve.timingFunction ?? .easeOut
        animationCurve = curve
        controlPoint1 = Point(x: function.c1x, y: function.c1y)
        controlPoint2 = Point(x: function.c2x, y: function.c2y)
        isBuiltin = true
    }

    /// A custom curve through `point1` and `point2` (x values are clamped to 0…1).
    public init(controlPoint1 point1: Point, controlPoint2 point2: Point) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
    }

    /// ``TimingCurveType/builtin`` for a named curve, ``TimingCurveType/cubic`` otherwise.
    public var timingCurveType: TimingCurveType { isBuiltin ? .builtin : .cubic }
    /// Itself.
    public var cubicTimingParameters: CubicTimingParameters? { self }
    /// `nil`.
    public var springTimingParameters: SpringTimingParameters? { nil }

    /// The Bézier as a timing function.
    public var timingFunction: TimingFunction {
        TimingFunction(controlPoints: controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y)
    }
}

/// A spring timing (`UISpringTimingParameters`), from a damping ratio or from mass, stiffness and
/// damping.
///
/// - With a **damping ratio**, the spring is fitted to the animator's duration (as
///   `View.animate(withDuration:delay:usingSpringWithDamping:…)`): it settles when the duration
///   ends, and a run over part of the duration (a finish after scrubbing) fits a new spring with
///   the same ratio to the time left.
/// - With **mass, stiffness and damping**, the spring is physical: the animator's duration is
///   replaced by the spring's settling time (UIKit computes the duration from the spring too).
///
/// The initial velocity is in whole distances per second (UIKit's normalised velocity: points per
/// second divided by the distance to travel); Kit uses ``initialVelocity``'s `dx` for every
/// property, including both axes of a position.
public final class SpringTimingParameters: TimingCurveProvider {
    /// The initial velocity, normalised to the distance to travel, per second. Default zero.
    public let initialVelocity: Vector
    /// The damping ratio ζ (1: no overshoot). For the physical form, `c / (2√(k·m))`.
    public let dampingRatio: Double
    /// The physical spring (mass, stiffness, damping), or `nil` when fitted to the duration.
    public let physicalSpring: Spring?

    /// UIKit's default: damping ratio 4.56 (clamped to critical damping, so no overshoot) and no
    /// initial velocity, fitted to the duration.
    public convenience init() { self.init(dampingRatio: 4.56, initialVelocity: .zero) }

    /// A spring with damping ratio `ratio` fitted to the animator's duration, starting at rest.
    public convenience init(dampingRatio ratio: Double) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A spring with damping ratio `ratio` fitted to the animator's duration, starting at
    /// `velocity` (normalised, per second; `dx` is used).
    public init(dampingRatio ratio: Double, initialVelocity velocity: Vector) {
        dampingRatio = ratio
        initialVelocity = velocity
        physicalSpring = nil
    }

    /// A physical spring; the animator's duration becomes the spring's settling time.
    /// - Parameters:
    ///   - mass: the mass, > 0.
    ///   - stiffness: the stiffness k.
    ///   - damping: the damping coefficient c.
    ///   - velocity: the normalised initial velocity (`dx` is used).
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity velocity: Vector) {
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity.dx)
        physicalSpring = spring
        dampingRatio = spring.dampingRatio
        initialVelocity = velocity
    }

    /// ``TimingCurveType/spring``.
    public var timingCurveType: TimingCurveType { .spring }
    /// `nil`.
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: SpringTimingParameters? { self }

    /// The spring to run over `duration` seconds: the physical one, or one fitted to `duration`.
    public func spring(over duration: Double) -> Spring {
        physicalSpring ?? Spring(dampingRatio: dampingRatio, duration: duration, initialVelocity: initialVelocity.dx)
    }
}

extension TimingCurveProvider {
    /// The pacing of a run of `duration` seconds: the spring part when there is one, else the cubic
    /// part, else linear.
    func unitTiming(over duration: Double) -> UnitTiming {
        if let spring = springTimingParameters {
            let s = spring.spring(over: duration)
            return .spring(s, duration: spring.physicalSpring == nil ? duration : s.settlingDuration)
        }
        return .cubic(cubicTimingParameters?.timingFunction ?? .linear)
    }
}
