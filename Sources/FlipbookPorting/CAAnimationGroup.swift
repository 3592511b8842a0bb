import FlipbookAnimation
import FlipbookLayers

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

    /// An animation with Core Animation's defaults.
    public override init() { super.init() }

    /// A copy of `other`'s properties; see ``CAAnimation/init(copying:)``.
    public required init(copying other: CAAnimation) {
        let typed = other as? CAAnimationGroup
        animations = typed?.animations?.map { $0.copy() as! CAAnimation }
        super.init(copying: other)
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
