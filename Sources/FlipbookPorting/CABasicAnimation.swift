import FlipbookAnimation
import FlipbookLayers

/// `CABasicAnimation`: an animation of one key path between two values.
///
/// `fromValue`, `toValue` and `byValue` combine as in Core Animation: from+to, from+by
/// (from → from+by), by+to (to−by → to), from alone (from → model value), to alone (model →
/// to), by alone (model → model+by), none (model → model). Values are `Any?` as on iOS and
/// are checked against the key path's type when the animation is added (see
/// ``CAAnimationError``).
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value, or `nil` (see the type's summary). Default `nil`.
    open var fromValue: Any?
    /// The end value, or `nil`. Default `nil`.
    open var toValue: Any?
    /// A relative change, or `nil`. Default `nil`.
    open var byValue: Any?

    public override init() { super.init() }

    public required init(copying other: CAAnimation) {
        let other = other as? CABasicAnimation
        fromValue = other?.fromValue
        toValue = other?.toValue
        byValue = other?.byValue
        super.init(copying: other ?? CABasicAnimation())
    }

    /// The three values converted to the key path's kind.
    func checkedValues(on layer: Layer) throws -> (keyPath: String, from: AnimatableValue?,
                                                   to: AnimatableValue?, by: AnimatableValue?) {
        let (keyPath, model) = try checkedKeyPath(on: layer)
        func convert(_ value: Any?, _ name: String) throws -> AnimatableValue? {
            guard let value else { return nil }
            return try CAValueConversion.convert(value, toKindOf: model, property: name, keyPath: keyPath)
        }
        return (keyPath, try convert(fromValue, "fromValue"), try convert(toValue, "toValue"),
                try convert(byValue, "byValue"))
    }

    /// A FlipbookAnimation `BasicAnimation` with this object's values and timing.
    open override func layerAnimation(for layer: Layer, beginTime begin: Double) throws -> any Animation {
        let values = try checkedValues(on: layer)
        return BasicAnimation(keyPath: values.keyPath, from: values.from, to: values.to, by: values.by,
                              timing: mediaTiming(beginTime: begin),
                              timingFunction: timingFunction?.timingFunction ?? .linear, isAdditive: isAdditive)
    }
}

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

    public override init() { super.init() }

    public required init(copying other: CAAnimation) {
        let other = other as? CASpringAnimation
        mass = other?.mass ?? 1
        stiffness = other?.stiffness ?? 100
        damping = other?.damping ?? 10
        initialVelocity = other?.initialVelocity ?? 0
        allowsOverdamping = other?.allowsOverdamping ?? false
        super.init(copying: other ?? CASpringAnimation())
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

/// `CAAnimationGroup`: several animations sharing one timing.
///
/// The children's times are relative to the group (a child's `beginTime` of 0 starts with the
/// group), and a child is cut off where the group ends. Children keep their own timing
/// functions; their delegates are not called and their `isRemovedOnCompletion` is not used
/// (only the group's count), which is what Core Animation does in practice, though it does
/// not document it.
open class CAAnimationGroup: CAAnimation {
    /// The animations to play together. Default `nil` (an empty group).
    open var animations: [CAAnimation]?

    public override init() { super.init() }

    public required init(copying other: CAAnimation) {
        let other = other as? CAAnimationGroup
        animations = other?.animations?.map { $0.copy() as! CAAnimation }
        super.init(copying: other ?? CAAnimationGroup())
    }

    /// A FlipbookAnimation `AnimationGroup` of the converted children.
    open override func layerAnimation(for layer: Layer, beginTime begin: Double) throws -> any Animation {
        let children = try (animations ?? []).map { child -> any PropertyAnimation in
            if child is CAAnimationGroup { throw CAAnimationError.nestedGroup }
            // A child's begin time is already relative to the group, 0 meaning "with the group".
            guard let animation = try child.layerAnimation(for: layer, beginTime: child.beginTime)
                as? any PropertyAnimation else { throw CAAnimationError.nestedGroup }
            return animation
        }
        return AnimationGroup(animations: children, timing: mediaTiming(beginTime: begin))
    }
}
