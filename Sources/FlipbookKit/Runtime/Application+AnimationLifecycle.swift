import FlipbookAnimation
import FlipbookLayers

/// Explicit layer animations with start and stop callbacks on the scene clock: the machinery
/// behind Core Animation's `CAAnimationDelegate` and `isRemovedOnCompletion`.
///
/// A layer evaluates its animations as a pure function of time and has no clock; the
/// application owns the clock, so it is the one that notices an animation starting and
/// ending. Both moments are converted from the layer's local time (the animation's parent
/// time) to clock time when they are scheduled, through the layer's whole time chain
/// (`beginTime`, `speed`, `timeOffset`, time mappings of the layer and its superlayers). When
/// a scheduled moment arrives the layer's local time is checked again: if a superlayer's speed
/// changed in between (a paused transition container), the moment is rescheduled from the new
/// rate, and while the layer's time stands still it is looked at again every 1/120 s of clock
/// time, so callbacks follow the time the layer really shows.
extension Application {
    /// How often a callback is looked at again while its layer's time stands still, in seconds.
    static let pausedAnimationPollInterval = 1.0 / 120

    /// Attaches `animation` to `layer` and reports its start and stop on ``clock``.
    ///
    /// - `didStart` runs once the layer's local time reaches the animation's begin time
    ///   (`animation.timing.beginTime`, in the layer's local time; a begin time in the past
    ///   starts it at the next ``advance(to:)``).
    /// - `didStop(true)` runs once the layer's local time reaches the animation's end
    ///   (`endTime`); with `isRemovedOnCompletion` the animation is detached
    ///   first, so the frame at that time shows the model value. An animation that repeats
    ///   forever never finishes.
    /// - `didStop(false)` runs, without `didStart` if it has not run, as soon as the animation
    ///   leaves the layer any other way: `removeAnimation(forKey:)`, `removeAllAnimations()`,
    ///   or another animation added under the same key.
    ///
    /// Each callback runs at most once. The frame rendered at a clock time sees the callbacks
    /// due at or before it already run (``renderTree(at:scale:)`` advances the clock first).
    /// - Parameters:
    ///   - key: the key to store it under; `nil` gives it a private key.
    ///   - isRemovedOnCompletion: detach the animation when it finishes (Core Animation's
    ///     default, true); when false it stays attached, showing its fill mode.
    /// - Returns: the key the animation is stored under.
    @discardableResult
    public func add(_ animation: any Animation, to layer: Layer, forKey key: String?,
                    isRemovedOnCompletion: Bool = true, didStart: (() -> Void)? = nil,
                    didStop: ((_ finished: Bool) -> Void)? = nil) -> String {
        let life = AnimationLife(didStart: didStart, didStop: didStop)
        let storedKey = layer.add(animation, forKey: key) { [weak self] in
            life.stop(finished: false, cancelling: self?.clock)
        }
        life.layer = layer
        life.key = storedKey
        life.isRemovedOnCompletion = isRemovedOnCompletion
        scheduleCheck(of: life, atLocalTime: animation.timing.beginTime, isStart: true,
                      endLocalTime: animation.endTime)
        return storedKey
    }

    /// Schedules the moment the layer's local time reaches `local`: the start (then the end)
    /// or the end of `life`'s animation.
    private func scheduleCheck(of life: AnimationLife, atLocalTime local: Double, isStart: Bool,
                               endLocalTime: Double) {
        guard life.isLive, let layer = life.layer else { return }
        guard local.isFinite else { return }
        let due = clockTime(when: layer, reaches: local)
        life.token = clock.schedule(at: due) { [weak self, weak life] in
            guard let self, let life, life.isLive, let layer = life.layer else { return }
            // A small tolerance: the estimate is made in floating point, and an animation that
            // ends exactly on a frame time must finish in that frame.
            guard layer.localTime(atRootTime: self.clock.now) >= local - 1e-9 else {
                self.scheduleCheck(of: life, atLocalTime: local, isStart: isStart, endLocalTime: endLocalTime)
                return
            }
            if isStart {
                life.start()
                self.scheduleCheck(of: life, atLocalTime: endLocalTime, isStart: false, endLocalTime: endLocalTime)
            } else {
                life.finish()
            }
        }
    }

    /// The clock time at which `layer`'s local time reaches `local`, estimated from its current
    /// rate; `now` when it is already there, the next poll when its time stands still.
    private func clockTime(when layer: Layer, reaches local: Double) -> Double {
        let now = clock.now
        let current = layer.localTime(atRootTime: now)
        if current >= local - 1e-9 { return now }
        let rate = layer.localTime(atRootTime: now + 1) - current
        guard rate > 1e-12, rate.isFinite else { return now + Self.pausedAnimationPollInterval }
        return now + (local - current) / rate - 1e-9
    }
}

/// The bookkeeping of one animation added through `Application.add(_:to:forKey:…)`.
private final class AnimationLife {
    weak var layer: Layer?
    var key = ""
    var isRemovedOnCompletion = true
    var token: Clock.Token?
    private(set) var isLive = true
    private var didStart: (() -> Void)?
    private var didStop: ((Bool) -> Void)?

    init(didStart: (() -> Void)?, didStop: ((Bool) -> Void)?) {
        self.didStart = didStart
        self.didStop = didStop
    }

    func start() {
        let callback = didStart
        didStart = nil
        callback?()
    }

    /// The animation reached its end: withdraw the removal observer, detach if asked, report.
    func finish() {
        guard isLive else { return }
        if let layer {
            layer.stopObservingRemoval(ofAnimationForKey: key)
            if isRemovedOnCompletion { layer.removeAnimation(forKey: key) }
        }
        stop(finished: true, cancelling: nil)
    }

    /// Reports the stop once; an early stop also cancels the pending start or end check.
    func stop(finished: Bool, cancelling clock: Clock?) {
        guard isLive else { return }
        isLive = false
        if let token, let clock { clock.cancel(token) }
        didStart = nil
        let callback = didStop
        didStop = nil
        callback?(finished)
    }
}
