import FlipbookAnimation

/// Drives a transition's animations from a percentage (`UIPercentDrivenInteractiveTransition`).
///
/// Three ways, chosen when the interaction starts:
/// - **Interruptible animator** (iOS 10+): when the animator's
///   ``AnimatedTransitioning/interruptibleAnimator(using:)`` returns one, Kit pauses it and sets its
///   `fractionComplete` on ``update(_:)``; ``finish()`` and ``cancel()`` set `isReversed` (true to
///   cancel) and call `continueAnimation(withTimingParameters: timingCurve, durationFactor:
///   1 / completionSpeed)`, so the rest plays with the animator's own timing (a spring keeps its
///   spring and velocity). The animator's completion calls `completeTransition`.
/// - `ScrubbingModel/modern`: every `View.animate` block of `animateTransition` becomes a paused
///   property animator with the block's own timing; ``update(_:)`` shows each block at linear
///   progress `(p·D − delay) / duration` — springs included — and finish/cancel continue each
///   block's own curve or spring from there, over its remaining time divided by
///   ``completionSpeed``. Model values stay at the blocks' end values on cancel (blocks never
///   revert them), and each block's completion runs when its part ends.
/// - `ScrubbingModel/legacy` (default, iOS 7–9): `animateTransition` runs under a paused
///   container (speed 0); ``update(_:)`` shows the animations at `p · duration` with their own
///   curves; ``finish()`` and ``cancel()`` play the rest, `(1 − p)·D / completionSpeed` or
///   `p·D / completionSpeed` seconds with ``completionCurve``, after which the animations'
///   completions run (seeing `transitionWasCancelled`). On cancel, model values set in the
///   animation block stay at their end values: the animator's completion restores them.
///
/// With ``wantsInteractiveStart`` false (iOS 10+), the transition starts on its own clock, as a
/// transition without an interaction controller would, in whichever of the three ways applies;
/// ``pauseInteractiveTransition()`` freezes it where it is and makes it interactive. Apple does
/// not document what ``update(_:)``, ``finish()`` and ``cancel()`` do before that pause; Kit
/// takes the first ``update(_:)`` as the pause (the transition then jumps to the given
/// progress), and ignores ``finish()`` and ``cancel()`` while the transition runs on its own (it
/// completes as its animator says).
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    /// A transition driver with UIKit's defaults.
    public init() {}

    /// Speed of the finish/cancel phase; a value ≤ 0 reads as 1. Default 1.
    public var completionSpeed: Double = 1
    /// Curve of the legacy finish/cancel phase. Default `AnimationCurve.easeInOut` (documented).
    public var completionCurve: AnimationCurve = .easeInOut
    /// The timing an interruptible animator finishes or cancels with (`timingCurve`, iOS 10);
    /// `nil`, the default, keeps the animator's own.
    public var timingCurve: TimingCurveProvider?
    /// How `View.animate` blocks are scrubbed. Default `ScrubbingModel.legacy` (iOS 7–9: each
    /// animation's own curve applies at `p · D`); `ScrubbingModel.modern` scrubs linearly.
    /// Interruptible animators follow their own `scrubsLinearly`.
    public var scrubbing: ScrubbingModel = .legacy
    /// The last progress given to ``update(_:)``, clamped to 0…1. Default 0.
    public private(set) var percentComplete: Double = 0
    /// The animator's `transitionDuration`, read when the interaction starts; 0 before.
    public var duration: Double { transitionDuration }
    /// Whether the transition starts paused, driven by ``update(_:)`` from 0 % (true, the
    /// default), or runs on its own clock until ``pauseInteractiveTransition()`` (false; UIKit's
    /// iOS 10 property). Read when the transition starts.
    public var wantsInteractiveStart = true

    private enum Driving {
        case legacy
        case blocks([AnimationBlockCollector.Block])
        case animator(ViewImplicitlyAnimating)
    }
    /// The animator whose animations this interaction drives. Kit's containers (navigation,
    /// presentation, tab bar) give their animator with their context, and this property is not
    /// read for them. A container of yours that implements its own ``TransitionContext`` sets it
    /// before calling ``startInteractiveTransition(_:)`` (UIKit's percent-driven transition reads
    /// it from its private context class, which an app's context cannot give). Default `nil`.
    public var animator: AnimatedTransitioning?

    private var transitionDuration: Double = 0
    private var transition: InteractionDriver?
    private var driving = Driving.legacy
    /// Whether ``update(_:)`` drives the transition now (false while it runs on its own clock).
    private var isPaused = false
    /// The clock time the transition started (to tell how far it ran on its own clock).
    private var startTime: Double = 0
    /// The progress ``update(_:)`` was given before the transition started, with the clock time.
    private var updateBeforeStart: (time: Double, percent: Double)?

    /// Starts the transition paused at 0 % (or, with ``wantsInteractiveStart`` false, running on
    /// its own clock). Called by Kit's containers with their context, or by a container of
    /// yours with its own context (then set ``animator`` first).
    ///
    /// Everything it does goes through the context's public members: it drives the time of
    /// the ``TransitionContext/containerView``'s layer (legacy scrubbing), or the animator's
    /// blocks or interruptible animator, and tells the context
    /// ``TransitionContext/updateInteractiveTransition(_:)``,
    /// ``TransitionContext/finishInteractiveTransition()``,
    /// ``TransitionContext/cancelInteractiveTransition()`` and
    /// ``TransitionContext/pauseInteractiveTransition()`` as UIKit's does.
    open func startInteractiveTransition(_ context: TransitionContext) {
        let transition: InteractionDriver
        if let kitContext = context as? InteractionDriving {
            transition = kitContext.makeInteractionDriver()
        } else {
            guard let animator else {
                preconditionFailure("PercentDrivenInteractiveTransition needs its `animator` set to drive a "
                    + "transition context that your container implements (\(type(of: context)))")
            }
            transition = InteractionDriver(context: context, animator: animator)
        }
        self.transition = transition
        transitionDuration = transition.animator.transitionDuration(using: context)
        percentComplete = 0
        isPaused = wantsInteractiveStart
        startTime = Application.required(by: "PercentDrivenInteractiveTransition").clock.now
        let interruptible = transition.animator.interruptibleAnimator(using: context)
        if !(interruptible is NoInterruptibleAnimator) {
            let animator = interruptible
            driving = .animator(animator)
            transition.beginDriving(animator, paused: wantsInteractiveStart)
        } else if scrubbing == .modern {
            let blocks = transition.beginCollectedInteraction()
            driving = .blocks(blocks)
            if !wantsInteractiveStart {
                for block in blocks { block.animator.startAnimation(afterDelay: block.delay) }
            }
        } else {
            driving = .legacy
            transition.beginPausedInteraction(running: !wantsInteractiveStart)
        }
        // A gesture's handler that asked for the transition during a touch event and updated it
        // then: the transition starts once the event is delivered, showing that progress.
        if let pending = updateBeforeStart, pending.time == startTime, wantsInteractiveStart { update(pending.percent) }
        updateBeforeStart = nil
    }

    /// Freezes a transition that runs on its own clock (``wantsInteractiveStart`` false) where it
    /// is and makes it interactive: ``percentComplete`` becomes the progress it reached, and
    /// ``update(_:)``, ``finish()`` and ``cancel()`` drive it from there. Does nothing when the
    /// transition is paused already or has completed.
    public func pauseInteractiveTransition() {
        guard let transition, !isPaused, !transition.hasCompleted else { return }
        let clock = Application.required(by: "PercentDrivenInteractiveTransition").clock
        let progress: Double
        switch driving {
        case .legacy:
            guard let time = transition.pauseRunningInteraction() else { return }
            progress = transitionDuration > 0 ? time / transitionDuration : 1
        case let .blocks(blocks):
            for block in blocks where block.animator.state == .active { block.animator.pauseAnimation() }
            progress = transitionDuration > 0 ? (clock.now - startTime) / transitionDuration : 1
        case let .animator(animator):
            animator.pauseAnimation()
            progress = animator.fractionComplete
        }
        isPaused = true
        percentComplete = min(max(progress, 0), 1)
        transition.context.updateInteractiveTransition(percentComplete)
        transition.context.pauseInteractiveTransition()
    }

    /// Shows the transition at `percentComplete` (clamped to 0…1). On a transition running on
    /// its own clock it first pauses it (see ``pauseInteractiveTransition()``). Called before the
    /// transition started — a pop asked for during a touch event starts once the event has been
    /// delivered — the transition starts at this progress when that happens at the same time.
    public func update(_ percentComplete: Double) {
        guard let transition else {
            self.percentComplete = min(max(percentComplete, 0), 1)
            if let clock = Application.current?.clock { updateBeforeStart = (clock.now, self.percentComplete) }
            return
        }
        if !isPaused {
            pauseInteractiveTransition()
            guard isPaused else { return }
        }
        self.percentComplete = min(max(percentComplete, 0), 1)
        transition.context.updateInteractiveTransition(self.percentComplete)
        switch driving {
        case .legacy:
            transition.scrub(toLocalTime: self.percentComplete * transitionDuration)
        case let .blocks(blocks):
            let time = self.percentComplete * transitionDuration
            // A block that ended while the transition ran on its own clock has completed.
            for block in blocks where block.animator.state == .active {
                block.animator.fractionComplete = block.duration > 0 ? (time - block.delay) / block.duration : 1
            }
        case let .animator(animator):
            animator.fractionComplete = self.percentComplete
        }
    }

    /// Plays the rest of the transition to its end. Ignored while the transition runs on its own
    /// clock (it ends on its own).
    public func finish() { complete(finishes: true) }

    /// Plays the transition back to its start; the context's `transitionWasCancelled` becomes true.
    /// Ignored while the transition runs on its own clock (``wantsInteractiveStart`` false and
    /// not paused): it completes as its animator says.
    public func cancel() { complete(finishes: false) }

    private func complete(finishes: Bool) {
        guard let transition, isPaused else { return }
        self.transition = nil
        if finishes { transition.context.finishInteractiveTransition() } else { transition.context.cancelInteractiveTransition() }
        let speed = completionSpeed > 0 ? completionSpeed : 1
        let p = percentComplete
        switch driving {
        case .legacy:
            let remaining = (finishes ? 1 - p : p) * transitionDuration / speed
            transition.completeInteraction(from: p, duration: transitionDuration, remaining: remaining,
                                           curve: completionCurve, finishes: finishes)
        case let .blocks(blocks):
            let clock = Application.required(by: "PercentDrivenInteractiveTransition").clock
            let time = p * transitionDuration
            for block in blocks {
                block.animator.isReversed = !finishes
                // A block that has not begun yet waits out the rest of its delay when finishing.
                let wait = finishes ? max(block.delay - time, 0) / speed : 0
                let resume = { block.animator.continueAnimation(withTimingParameters: nil, durationFactor: 1 / speed) }
                if wait > 0 { clock.schedule(at: clock.now + wait, resume) } else { resume() }
            }
        case let .animator(animator):
            animator.isReversed = !finishes
            animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: 1 / speed)
        }
        driving = .legacy
    }
}
