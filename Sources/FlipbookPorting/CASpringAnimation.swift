import FlipbookAnimation
import FlipbookLayers

/// `CASpringAnimation`: a basic animation whose progress follows a damped spring.
///
/// The spring runs in seconds whatever the ``CAAnimation/duration``: a duration shorter than
/// ``settlingDuration`` jumps to the end value when it ends, as in Core Animation, so ported
/// code usually sets `duration = settlingDuration`. A duration of 0 becomes 0.25 s, as for any
/// Core Animation object (FlipbookAnimation's `SpringAnimation` on its own would settle).
/// ``CAAnimation/timingFunction`` is ignored.
open class CASpringAnimation: CABasicAnimation {
    /// The mass attached to the spring, > 0. Default 1.
    open var mass: Double = 1
    /// The spring's stiffness, > 0. Default 100.
    open var stiffness: Double = 100
    /// The friction, ≥ 0. Default 10.
    open var damping: Double = 10
    /// The initial speed in distances per second; positive moves towards the end value.
    /// Default 0.
    open var initialVelocity: Double = 0
    /// Damping ratios above 1 act as overdamped instead of critical (iOS 17's property).
    /// Default false.
    open var allowsOverdamping = false

    /// An animation with Core Animation's defaults.
    public override init() { super.init() }

    /// A copy of `other`'s properties; see ``CAAnimation/init(copying:)``.
    public required init(copying other: CAAnimation) {
        let typed = other as? CASpringAnimation
        mass = typed?.mass ?? 1
        stiffness = typed?.stiffness ?? 100
        damping = typed?.damping ?? 10
        initialVelocity = typed?.initialVelocity ?? 0
        allowsOverdamping = typed?.allowsOverdamping ?? false
        super.init(copying: other)
    }

    /// The oscillator these parameters describe.
    public var spring: Spring {
        Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
               allowsOverdamping: allowsOverdamping)
    }

    /// The estimated time in seconds for the spring to come to rest (its displacement staying
    /// below 0.001 of the distance); see FlipbookAnimation's `Spring.settlingDuration`.
    open var settlingDuration: Double { spring.settlingDuration }

    /// A FlipbookAnimation `SpringAnimation` with this object's values and timing.
    open override func layerAnimation(for layer: Layer, beginTime begin: Double) throws -> any Animation {
        let values = try checkedValues(on: layer)
        return SpringAnimation(keyPath: values.keyPath, from: values.from, to: values.to, by: values.by,
                               spring: spring, timing: mediaTiming(beginTime: begin), isAdditive: isAdditive)
    }
}
