import FlipbookAnimation

/// Drives a transition's animations from a percentage (`UIPercentDrivenInteractiveTransition`).
///
/// ``startInteractiveTransition(_:)`` runs the animator's `animateTransition` under a paused
/// container (speed 0); ``update(_:)`` shows the animations at `p · duration`; ``finish()`` and
/// ``cancel()`` play the rest, `(1 − p)·D / completionSpeed` or `p·D / completionSpeed` seconds
/// with ``completionCurve``, after which the animations' completions run (seeing
/// `transitionWasCancelled`). On cancel, model values set in the animation block stay at their
/// end values, as on iOS 7–9: the animator's completion restores them.
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    /// A transition driver with UIKit's defaults.
    public init() {}

    /// Speed of the finish/cancel phase; a value ≤ 0 reads as 1. Default 1.
    public var completionSpeed: Double = 1
    /// Curve of the finish/cancel phase. Default `AnimationCurve.easeInOut` (documented).
    public var completionCurve: AnimationCurve = .easeInOut
    /// How scrubbing samples the animations. Default `ScrubbingModel.legacy` (iOS 7–9: each
    /// animation's own curve applies at `p · D`); `ScrubbingModel.modern` scrubs linearly.
    public var scrubbing: ScrubbingModel = .legacy
    /// The last progress given to ``update(_:)``, clamped to 0…1. Default 0.
    public private(set) var percentComplete: Double = 0
    /// The animator's `transitionDuration`, read when the interaction starts; 0 before.
    public var duration: Double { transitionDuration }

    private var transitionDuration: Double = 0
    private var transition: ControllerTransition?

    /// Starts the transition paused at 0 %. Called by Kit's navigation and presentation code.
    open func startInteractiveTransition(_ context: TransitionContext) {
        guard let transition = context as? ControllerTransition else {
            preconditionFailure("PercentDrivenInteractiveTransition works with the transition contexts FlipbookKit creates")
        }
        self.transition = transition
        transitionDuration = transition.animator.transitionDuration(using: transition)
        percentComplete = 0
        transition.beginPausedInteraction(linear: scrubbing == .modern)
    }

    /// Shows the transition at `percentComplete` (clamped to 0…1).
    public func update(_ percentComplete: Double) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        transition?.scrub(toLocalTime: self.percentComplete * transitionDuration)
    }

    /// Plays the rest of the transition to its end.
    public func finish() { complete(finishes: true) }

    /// Plays the transition back to its start; the context's `transitionWasCancelled` becomes true.
    public func cancel() { complete(finishes: false) }

    private func complete(finishes: Bool) {
        guard let transition else { return }
        self.transition = nil
        let speed = completionSpeed > 0 ? completionSpeed : 1
        let p = percentComplete
        let remaining = (finishes ? 1 - p : p) * transitionDuration / speed
        transition.completeInteraction(from: p, duration: transitionDuration, remaining: remaining,
                                       curve: completionCurve, finishes: finishes)
    }
}
