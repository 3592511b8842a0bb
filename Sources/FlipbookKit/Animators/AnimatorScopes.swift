import FlipbookAnimation

/// What is capturing property changes right now: the property animators whose blocks are running
/// (innermost last), the keyframe blocks running, and the collectors that turn `View.animate` blocks into property animators
/// while a modern percent-driven interaction starts.
final class AnimatorScopes {
    /// The animator whose block is running, with the block's delay factor; property changes go to
    /// the innermost.
    var captures: [(animator: ViewPropertyAnimator, delayFactor: Double)] = []
    /// Collectors of animation blocks, innermost last.
    var blockCollectors: [AnimationBlockCollector] = []
    /// The `animateKeyframes` blocks running, innermost last; their property changes become keyframes.
    var keyframeCollectors: [KeyframeCollector] = []
    /// A transition coordinator's alongside animations, waiting for the first animation block the
    /// transition's animator opens (they run inside it, after its own animations).
    var transitionAlongside: (() -> Void)?
}

/// Turns each `View.animate` block opened while it collects into a paused ``ViewPropertyAnimator``
/// with the block's own timing, so that a modern interaction scrubs every block linearly and
/// finishes each with its own curve or spring.
final class AnimationBlockCollector {
    /// One collected block: its animator and where it sits in the transition.
    struct Block {
        let animator: ViewPropertyAnimator
        /// Seconds into the transition at which the block starts.
        let delay: Double
        /// The block's own run time in seconds.
        let duration: Double
    }
    private(set) var blocks: [Block] = []

    /// Collects the block when it animates (duration > 0 or curve 7): runs `animations` into a paused
    /// animator whose completion runs `completion(true)`. Returns false for blocks that apply at once.
    func collect(duration: Double, delay: Double, options: AnimationOptions, timing: TransactionTiming?,
                 animations: () -> Void, completion: ((Bool) -> Void)?) -> Bool {
        let parameters: TimingCurveProvider
        var runTime = duration
        switch timing ?? .curve(options.curve) {
        case .curve(.systemSpring):
            let curve7 = Spring.systemCurve7
            parameters = SpringTimingParameters(mass: curve7.mass, stiffness: curve7.stiffness, damping: curve7.damping,
                                                initialVelocity: .zero)
            runTime = Spring.systemCurve7Duration
        case let .curve(curve):
            guard duration > 0 else { return false }
            parameters = CubicTimingParameters(animationCurve: curve)
        case let .spring(ratio, velocity):
            guard duration > 0 else { return false }
            parameters = SpringTimingParameters(dampingRatio: ratio, initialVelocity: .init(dx: velocity))
        }
        let animator = ViewPropertyAnimator(duration: runTime, timingParameters: parameters)
        animator.revertsModelValuesAtStart = false
        withoutActuallyEscaping(animations) { block in
            animator.addAnimations(block)
            animator.pauseAnimation()
        }
        if let completion { animator.addCompletion { _ in completion(true) } }
        blocks.append(Block(animator: animator, delay: max(delay, 0), duration: animator.runDuration))
        return true
    }
}
