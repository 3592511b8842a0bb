import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers
import Synchronization

/// Animates view property changes and lets you pause, scrub, reverse and finish them
/// (`UIViewPropertyAnimator`, iOS 10–17).
///
/// The animation blocks run when the animator becomes active (``startAnimation()``,
/// ``pauseAnimation()`` or setting ``fractionComplete``); blocks added later run at once for the
/// remaining time. Every animatable property a block changes takes its new model value at once
/// and gets an additive layer animation driven by the animator's timeline, so any interruption
/// is continuous.
///
/// - ``fractionComplete`` is a fraction of the **duration** (time, not distance), for springs too:
///   a spring at fraction 0.3 of its run shows `spring.progress(0.3 · duration)`, unless it was
///   scrubbed there linearly.
/// - While paused, setting ``fractionComplete`` shows progress = fraction when ``scrubsLinearly``
///   (the default), or the timing curve at that fraction otherwise.
/// - Resuming after scrubbing (``startAnimation()`` or ``continueAnimation(withTimingParameters:durationFactor:)``)
///   plays the animator's own timing (a spring with its initial velocity) from the value shown to
///   the end (or, reversed, the start) over `remaining fraction × duration × durationFactor`;
///   resuming after a plain pause continues the original curve where it was.
/// - Setting ``isReversed`` while running turns the motion round at once (time runs backwards on
///   the curve); finishing reversed ends at ``ViewAnimatingPosition/start`` and puts the model
///   values back to their start values, as UIKit does.
///
/// Every time is on the ``Application``'s clock; create the animator after the application.
open class ViewPropertyAnimator: ViewImplicitlyAnimating {
    /// The duration of the main animations in seconds, as given (see ``runDuration`` for springs).
    public let duration: Double
    /// The delay given to the last ``startAnimation(afterDelay:)``. Default 0.
    public private(set) var delay: Double = 0
    /// The timing.
    public let timingParameters: TimingCurveProvider
    /// Whether the animator can be paused and scrubbed; kept for ported code (Kit's animators are
    /// always interruptible). Default true.
    public var isInterruptible = true
    /// Whether the animated views take touches; kept for ported code (scripted input is delivered
    /// regardless). Default true.
    public var isUserInteractionEnabled = true
    /// Whether scrubbing a paused animator shows linear progress (true, the default) or the timing
    /// curve at the fraction.
    public var scrubsLinearly = true
    /// When true, reaching the end leaves the animator active and paused, without running the
    /// completions, so it can be reversed. Default false.
    public var pausesOnCompletion = false
    /// The state. Starts ``ViewAnimatingState/inactive``.
    public private(set) var state: ViewAnimatingState = .inactive {
        // An active or stopped animator keeps itself alive, as UIKit's do: a running animator
        // made with `runningPropertyAnimator` and not stored still runs to its end.
        didSet { keptAlive = state == .inactive ? nil : self }
    }
    private var keptAlive: ViewPropertyAnimator?
    /// Whether the animations are moving (started, possibly in their delay, and not paused).
    public private(set) var isRunning = false

    /// The seconds a full run from 0 to 1 takes: ``duration``, or the settling time of a physical
    /// spring (mass, stiffness, damping).
    public var runDuration: Double {
        if let spring = timingParameters.springTimingParameters?.physicalSpring { return spring.settlingDuration }
        return max(duration, 0)
    }

    /// Whether the animations run towards their start. Setting it while running turns round at once.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            if isRunning {
                cancelEnd()
                beginRun(at: app.clock.now, parameters: nil, durationFactor: 1, turning: true)
            }
        }
    }

    /// How far along the run is, 0…1 of the duration. Settable while paused (or inactive, which
    /// activates the animator); ignored while running, as UIKit allows it only when paused.
    public var fractionComplete: Double {
        get { timeline.fraction(at: app.clock.now) }
        set {
            guard state != .stopped else { return }
            if state == .inactive { activate() }
            guard !isRunning else { return }
            let f = min(max(newValue.isFinite ? newValue : 0, 0), 1)
            timeline.append(.scrubbed(fraction: f, linear: scrubsLinearly,
                                      timing: timingParameters.unitTiming(over: runDuration)), at: app.clock.now)
            wasScrubbed = true
        }
    }

    /// Whether finishing at the start puts the model values back to their start values (UIKit's
    /// property animators); false for the `View.animate` blocks Kit wraps for modern scrubbing,
    /// whose model values stay at the end values as animation blocks' always do.
    var revertsModelValuesAtStart = true

    let timeline = AnimatorTimeline()
    let app: Application
    private var reversed = false
    private var wasScrubbed = false
    private var pending: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(ViewAnimatingPosition) -> Void] = []
    private struct Record {
        weak var layer: Layer?
        let key: String
        let animationKey: String
        let oldValue: AnimatableValue
        let newValue: AnimatableValue
    }
    private var records: [Record] = []
    private var endToken: Clock.Token?
    /// Numbers the animators' animation keys, unique in the process (animators on several
    /// threads, one application each, draw from it at once).
    private static let serial = Atomic<Int>(0)

    /// An animator with `parameters`' timing over `duration` seconds; add animations, then start it.
    public init(duration: Double, timingParameters parameters: TimingCurveProvider) {
        app = Application.required(by: "ViewPropertyAnimator")
        self.duration = duration
        timingParameters = parameters
    }

    /// An animator with one of UIKit's curves.
    public convenience init(duration: Double, curve: AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier through `point1` and `point2` (unit square).
    public convenience init(duration: Double, controlPoint1 point1: Point, controlPoint2 point2: Point,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of damping ratio `ratio` fitted to `duration`.
    public convenience init(duration: Double, dampingRatio ratio: Double, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// A started animator (`runningPropertyAnimator`): the options' curve, `animations`, and
    /// `completion`, beginning after `delay` seconds.
    @discardableResult
    public static func runningPropertyAnimator(withDuration duration: Double, delay: Double,
                                               options: AnimationOptions = [], animations: @escaping () -> Void,
                                               completion: ((ViewAnimatingPosition) -> Void)? = nil) -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Adding

    /// Adds animations that start with the run (or, when active, now, for the remaining time).
    public func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations that start `delayFactor` (0…1) of the duration in — of the remaining
    /// duration when the animator is already active — and run for the rest with the animator's timing.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) {
        let d = min(max(delayFactor, 0), 1)
        guard state != .inactive else { pending.append((animation, d)); return }
        let x = fractionComplete
        run(animation, delayFactor: x + d * (1 - x))
    }

    /// Adds a block run with the final position when the animator finishes (not when stopped
    /// without finishing).
    public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Starts or resumes the animations now.
    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts or resumes the animations after `delay` seconds (the start values show meanwhile).
    public func startAnimation(afterDelay delay: Double) {
        guard state != .stopped else { return }
        if state == .inactive { activate() }
        guard !isRunning else { return }
        self.delay = max(delay, 0)
        beginRun(at: app.clock.now + self.delay, parameters: nil, durationFactor: 1, turning: false)
    }

    /// Pauses where the animations are (activating an inactive animator at fraction 0).
    public func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { activate(); return }
        freeze()
    }

    /// Resumes a paused animator: `parameters` (or, for `nil`, its own timing) from the value
    /// shown, over `durationFactor` × the time the remaining fraction takes (factors ≤ 0 read as 1).
    public func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: Double) {
        guard state == .active else { return }
        if isRunning { freeze() }
        beginRun(at: app.clock.now, parameters: parameters, durationFactor: durationFactor > 0 ? durationFactor : 1,
                 turning: false)
    }

    /// Stops where the animations are: the model values become what is on screen and the
    /// animations leave the layers. `withoutFinishing` true ends the animator (inactive, no
    /// completions); false leaves it ``ViewAnimatingState/stopped`` for ``finishAnimation(at:)``.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        freeze()
        settle(at: .current)
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing {
            completions = []
            records = []
        }
    }

    /// Ends the animator with its properties at `finalPosition` and runs the completions. An
    /// active animator is stopped first (UIKit requires a stopped one).
    public func finishAnimation(at finalPosition: ViewAnimatingPosition) {
        if state == .active { freeze() }
        guard state != .inactive else { return }
        settle(at: finalPosition)
        records = []
        state = .inactive
        let blocks = completions
        completions = []
        for block in blocks { block(finalPosition) }
    }

    // MARK: Machinery

    /// Becomes active at fraction 0 and runs the pending blocks.
    private func activate() {
        state = .active
        timeline.append(.frozen, at: app.clock.now)
        let blocks = pending
        pending = []
        for (block, d) in blocks { run(block, delayFactor: d) }
    }

    private func run(_ block: () -> Void, delayFactor: Double) {
        app.animatorScopes.captures.append((self, delayFactor))
        block()
        app.animatorScopes.captures.removeLast()
    }

    /// Adds the animation for a change of `key` on `layer` made inside one of this animator's blocks.
    func capture(_ layer: Layer, key: String, from oldValue: AnimatableValue, to newValue: AnimatableValue,
                 delayFactor: Double) {
        guard oldValue != newValue else { return }
        addTimelineAnimation(to: layer, key: key, from: oldValue, to: newValue, delayFactor: delayFactor,
                             keySuffix: "animator")
    }

    /// Adds the keyframe animation for `key` on `layer` of an `animateKeyframes` block run inside
    /// one of this animator's blocks: the keyframes (`values` at `keyTimes`, in `mode`) are
    /// looked up at the animator's progress, so scrubbing, reversing and finishing move along
    /// them, and the model ends at the last value (or, finishing at the start, the first).
    func captureKeyframes(_ layer: Layer, key: String, values: [AnimatableValue], keyTimes: [Double],
                          mode: CalculationMode, delayFactor: Double) {
        guard let oldValue = values.first, let newValue = values.last, values.count > 1 else { return }
        addTimelineAnimation(to: layer, key: key, from: oldValue, to: newValue, delayFactor: delayFactor,
                             keySuffix: "animatorKeyframes") { additive in
            KeyframeAnimation(keyPath: key, values: additive ? values.map { $0.subtracting(newValue) } : values,
                              keyTimes: keyTimes, calculationMode: mode,
                              timing: MediaTiming(duration: 1), isAdditive: additive)
        }
    }

    /// Adds one animation on this animator's timeline from `oldValue` to `newValue` — additive
    /// unless the new value is a singular transform — and records it; `keyframes`, given whether
    /// the animation is additive, supplies the keyframes it looks its progress up in.
    private func addTimelineAnimation(to layer: Layer, key: String, from oldValue: AnimatableValue,
                                      to newValue: AnimatableValue, delayFactor: Double, keySuffix: String,
                                      keyframes: ((_ additive: Bool) -> KeyframeAnimation)? = nil) {
        var additive = true
        if case let .transform(t) = newValue { additive = t.determinant != 0 }
        let animationKey = "\(key)#\(keySuffix)\(Self.serial.add(1, ordering: .relaxed).newValue)"
        let now = app.clock.now
        var animation = TimelineAnimation(
            keyPath: key, from: additive ? oldValue.subtracting(newValue) : oldValue,
            to: additive ? newValue.zero : newValue, isAdditive: additive, timeline: timeline,
            delayFactor: delayFactor, clockMinusLayerTime: now - layer.localTime(atRootTime: now))
        animation.keyframes = keyframes?(additive)
        layer.add(animation, forKey: animationKey)
        records.append(Record(layer: layer, key: key, animationKey: animationKey, oldValue: oldValue, newValue: newValue))
    }

    /// Appends a run from the fraction shown towards the end (or the start, reversed).
    private func beginRun(at time: Double, parameters: TimingCurveProvider?, durationFactor: Double, turning: Bool) {
        let x = timeline.fraction(at: app.clock.now)
        let target = reversed ? 0.0 : 1.0
        var runTime = abs(target - x) * runDuration * durationFactor
        let shape: AnimatorTimeline.Shape
        if !turning, let restart = parameters ?? (wasScrubbed ? timingParameters : nil) {
            let timing = restart.unitTiming(over: runTime)
            if case let .spring(_, settling) = timing, restart.springTimingParameters?.physicalSpring != nil {
                runTime = settling * durationFactor
            }
            shape = .restarting(timing)
        } else {
            shape = .continuing(timingParameters.unitTiming(over: runDuration))
        }
        timeline.append(.run(from: x, to: target, duration: runTime, shape: shape), at: time)
        wasScrubbed = false
        isRunning = true
        endToken = app.clock.schedule(at: time + runTime) { [weak self] in self?.runEnded() }
    }

    private func runEnded() {
        endToken = nil
        isRunning = false
        let position: ViewAnimatingPosition = reversed ? .start : .end
        timeline.append(.frozen, at: app.clock.now)
        if pausesOnCompletion { return }
        finishAnimation(at: position)
    }

    private func cancelEnd() {
        if let endToken { app.clock.cancel(endToken) }
        endToken = nil
    }

    /// Holds the value shown now.
    private func freeze() {
        guard isRunning else { return }
        cancelEnd()
        isRunning = false
        timeline.append(.frozen, at: app.clock.now)
    }

    /// Removes the animations and sets the model values for `position` (the records stay, so a
    /// stopped animator can still finish at its start or end).
    private func settle(at position: ViewAnimatingPosition) {
        let now = app.clock.now
        var values: [(Layer, String, AnimatableValue)] = []
        switch position {
        case .end:
            for record in records { if let layer = record.layer { values.append((layer, record.key, record.newValue)) } }
        case .start:
            guard revertsModelValuesAtStart else { break }
            for record in records.reversed() { if let layer = record.layer { values.append((layer, record.key, record.oldValue)) } }
        case .current:
            for record in records {
                guard let layer = record.layer, let shown = layer.presentationValue(forKey: record.key, atRootTime: now)
                else { continue }
                values.append((layer, record.key, shown))
            }
        }
        for record in records { record.layer?.removeAnimation(forKey: record.animationKey) }
        app.animationsDisabled += 1
        for (layer, key, value) in values { _ = layer.setValue(value, forKeyPath: key) }
        app.animationsDisabled -= 1
    }
}
