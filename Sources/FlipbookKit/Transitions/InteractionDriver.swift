import FlipbookAnimation
import FlipbookLayers

/// Scrubs, finishes and cancels one transition's animations for an interaction controller
/// (``PercentDrivenInteractiveTransition``), through the public ``TransitionContext`` alone:
/// the context gives the container whose layer time is driven, and the animator's
/// `animateTransition(using:)` or `interruptibleAnimator(using:)` receive the context as it is.
///
/// Kit's own contexts add what only they know (the navigation bar's item layers, the
/// coordinator's alongside animations) when they make their driver; a context your container
/// implements gets a driver over its ``TransitionContext/containerView``.
final class InteractionDriver {
    let context: TransitionContext
    let animator: AnimatedTransitioning
    /// The layers whose time an interactive transition drives: the container, plus extras such
    /// as the navigation bar's items, plus (legacy scrubbing) the layers outside them that the
    /// transition's blocks animate.
    private(set) var drivenLayers: [Layer]
    private let runAnimations: () -> Void
    private let takeAlongsideAnimations: () -> (() -> Void)?
    private let completed: () -> Bool
    private var pausedTransactions: [AnimationTransaction] = []
    /// While a legacy interaction that did not want an interactive start runs on its own clock:
    /// when it started, and the clock event that hands its layers back to the clock at its end.
    private var ownClockStart: Double?
    private var ownClockEnd: Clock.Token?

    init(
        context: TransitionContext, animator: AnimatedTransitioning, drivenLayers: [Layer],
        runAnimations: @escaping () -> Void, takeAlongsideAnimations: @escaping () -> (() -> Void)?,
        hasCompleted: @escaping () -> Bool
    ) {
        self.context = context
        self.animator = animator
        self.drivenLayers = drivenLayers
        self.runAnimations = runAnimations
        self.takeAlongsideAnimations = takeAlongsideAnimations
        completed = hasCompleted
    }

    /// A driver for a context that Kit did not make (a custom container's): it drives the
    /// container view's layer and calls the animator with `context` itself.
    convenience init(context: TransitionContext, animator: AnimatedTransitioning) {
        self.init(
            context: context, animator: animator, drivenLayers: [context.containerView.layer],
            runAnimations: { [unowned context] in animator.animateTransition(using: context) },
            takeAlongsideAnimations: { nil }, hasCompleted: { false })
    }

    /// Whether the transition completed (as far as the context lets Kit know).
    var hasCompleted: Bool { completed() }

    /// Pauses the driven layers at local time 0 and runs the animations under them; their
    /// blocks complete only when the interaction ends (legacy scrubbing).
    ///
    /// With `running` (an interaction controller whose `wantsInteractiveStart` is false) the
    /// driven layers instead run on the clock from local time 0, the blocks complete at their own
    /// ends, and ``pauseRunningInteraction()`` freezes them where they are.
    func beginPausedInteraction(running: Bool = false) {
        let app = Application.required(by: "An interactive transition")
        let now = app.clock.now
        for layer in drivenLayers { startLocalTimeAtZero(layer, now: now, running: running) }
        pausedTransactions = app.capturingTransactions { runAnimations() }
        pauseAnimatedLayersOutsideTheDrivenOnes(app, now: now, running: running)
        guard running else {
            for transaction in pausedTransactions { transaction.retime(allEndingAt: .infinity) }
            return
        }
        ownClockStart = now
        let end = pausedTransactions.map(\.completionTime).max() ?? now
        let layers = drivenLayers
        ownClockEnd = app.clock.schedule(at: end) { [weak self] in
            self?.ownClockEnd = nil
            self?.ownClockStart = nil
            for layer in layers {
                layer.beginTime = 0
                layer.speed = 1
                layer.timeOffset = 0
                layer.timeMapping = nil
            }
        }
    }

    /// Freezes a legacy interaction running on its own clock where it is and returns its local
    /// time (seconds into the transition); the blocks then complete when the interaction ends.
    /// Returns `nil` when it is not running on its own clock (already paused, or ended).
    func pauseRunningInteraction() -> Double? {
        guard let start = ownClockStart else { return nil }
        let clock = Application.required(by: "An interactive transition").clock
        if let ownClockEnd { clock.cancel(ownClockEnd) }
        ownClockEnd = nil
        ownClockStart = nil
        let elapsed = max(clock.now - start, 0)
        for layer in drivenLayers {
            layer.beginTime = 0
            layer.speed = 0
            layer.timeOffset = elapsed
            layer.timeMapping = nil
        }
        for transaction in pausedTransactions { transaction.retime(allEndingAt: .infinity) }
        return elapsed
    }

    /// Makes `layer`'s local time 0 at clock time `now`: frozen there (speed 0), or running on
    /// from there at the clock's rate.
    private func startLocalTimeAtZero(_ layer: Layer, now: Double, running: Bool) {
        layer.beginTime = running ? (layer.superlayer?.localTime(atRootTime: now) ?? now) : 0
        layer.speed = running ? 1 : 0
        layer.timeOffset = 0
        layer.timeMapping = nil
    }

    /// Pauses, with the driven layers, every layer outside them that the paused blocks animated
    /// (a coordinator's alongside animation of a view outside the container), so the finger
    /// scrubs it too: its animations, begun at the clock's `now`, move to local time 0 of the
    /// paused layer, as the container's did. Layers above a driven layer are left alone.
    private func pauseAnimatedLayersOutsideTheDrivenOnes(_ app: Application, now: Double, running: Bool) {
        func isWithin(_ layer: Layer, _ ancestor: Layer) -> Bool {
            var current: Layer? = layer
            while let l = current { if l === ancestor { return true }; current = l.superlayer }
            return false
        }
        var outside: [(layer: Layer, keys: [String])] = []
        for transaction in pausedTransactions {
            for (layer, key) in app.animationLedger.animations(of: transaction) {
                guard !drivenLayers.contains(where: { isWithin(layer, $0) || isWithin($0, layer) }) else { continue }
                if let i = outside.firstIndex(where: { $0.layer === layer }) {
                    outside[i].keys.append(key)
                } else {
                    outside.append((layer, [key]))
                }
            }
        }
        // Outermost first, so a layer inside another adopted one is left to its ancestor's pause.
        let adopted = outside.filter { entry in !outside.contains { $0.layer !== entry.layer && isWithin(entry.layer, $0.layer) }
        }
        for entry in outside {
            guard let owner = adopted.first(where: { isWithin(entry.layer, $0.layer) }) else { continue }
            let shift = owner.layer.localTime(atRootTime: now)
            for key in entry.keys {
                guard var animation = entry.layer.animation(forKey: key) else { continue }
                animation.timing.beginTime -= shift
                entry.layer.add(animation, forKey: key)
            }
        }
        for entry in adopted {
            startLocalTimeAtZero(entry.layer, now: now, running: running)
            drivenLayers.append(entry.layer)
        }
    }

    /// Runs the animations with every animation block collected into a paused property animator
    /// of its own timing (modern scrubbing); nothing is paused at the layer level.
    func beginCollectedInteraction() -> [AnimationBlockCollector.Block] {
        let app = Application.required(by: "An interactive transition")
        let collector = AnimationBlockCollector()
        app.animatorScopes.blockCollectors.append(collector)
        runAnimations()
        app.animatorScopes.blockCollectors.removeLast()
        return collector.blocks
    }

    /// Drives `animator` (the animator's interruptible animator) instead of running
    /// `animateTransition`: the alongside animations join it, and it is paused at fraction 0 —
    /// or, when `paused` is false, started on its own clock.
    func beginDriving(_ animator: ViewImplicitlyAnimating, paused: Bool = true) {
        if let alongside = takeAlongsideAnimations() { animator.addAnimations(alongside) }
        guard paused else { return animator.startAnimation() }
        animator.pauseAnimation()
        animator.fractionComplete = 0
    }

    /// Shows the paused animations at their local time `time` (seconds into the transition).
    func scrub(toLocalTime time: Double) {
        for layer in drivenLayers { layer.timeOffset = time }
    }

    /// Plays the rest of the transition from progress `progress`, to the end (`finishes`) or back
    /// to the start, over `remaining` seconds with `curve`; the paused blocks complete then.
    func completeInteraction(
        from progress: Double, duration: Double, remaining: Double,
        curve: AnimationCurve, finishes: Bool
    ) {
        let clock = Application.required(by: "An interactive transition").clock
        let now = clock.now
        let mapping: @Sendable (Double) -> Double = { elapsed in
            let u = remaining > 0 ? min(max(elapsed / remaining, 0), 1) : 1
            let c = curve.progress(at: u)
            return (finishes ? progress + (1 - progress) * c : progress * (1 - c)) * duration
        }
        for layer in drivenLayers {
            layer.beginTime = layer.superlayer?.localTime(atRootTime: now) ?? now
            layer.speed = 1
            layer.timeOffset = 0
            layer.timeMapping = mapping
        }
        let end = now + remaining
        let layers = drivenLayers
        clock.schedule(at: end) {
            for layer in layers {
                layer.beginTime = 0
                layer.speed = 1
                layer.timeOffset = 0
                layer.timeMapping = nil
            }
        }
        for transaction in pausedTransactions { transaction.retime(allEndingAt: end) }
        pausedTransactions = []
    }
}

/// A context that makes its own ``InteractionDriver`` (Kit's contexts, which know more layers
/// and animations to drive than the public protocol tells).
protocol InteractionDriving: TransitionContext {
    func makeInteractionDriver() -> InteractionDriver
}
