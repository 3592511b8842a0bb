import FlipbookAnimation
/// One open (or committed) `UIView.animate(withDuration:delay:options:…)` block: the
/// parameters every property change inside it animates with, and its completion.
///
/// Layer-agnostic: the view layer reports each changed key through
/// ``action(forKey:oldValue:newValue:presentationValue:isAlreadyAnimating:)``, adds the
/// returned animation to its layer, and reports early removals through
/// ``animationDidStop(_:finished:at:)``. Create transactions with ``AnimationContext``.
package final class AnimationTransaction {
    /// Identifies one animation this transaction created.
    package struct Token: Hashable, Sendable {
        let index: Int
    }

    /// What to add to the layer for a changed key.
    package struct Action {
        /// The animation to add under ``key`` (its begin time is in the layer's local time).
        package var animation: any PropertyAnimation
        /// The key to add it under: the key path, suffixed when additive so it does not
        /// replace the animations already on the key (as UIKit's generated keys).
        package var key: String
        /// True when the animations already on the key path should be removed first
        /// (`beginFromCurrentState`); report those through their own transactions.
        package var replacesExistingAnimations: Bool
        /// Report this to ``animationDidStop(_:finished:at:)`` if the animation is removed early.
        package var token: Token
    }

    /// The duration in seconds after inheritance (0 or less: changes apply at once).
    package let duration: Double
    /// The delay in seconds before the animations start.
    package let delay: Double
    /// The options bits as given.
    package let options: AnimationOptions
    /// The pacing after inheritance.
    package let timing: TransactionTiming
    /// The animations' begin time in the **layer's** local time: the layer time at which
    /// the block opened + delay (by default the clock time, see ``AnimationContext``).
    package let beginTime: Double
    /// Clock time minus layer time when the block opened; converts animation ends to clock time.
    private let clockMinusLayerTime: Double
    /// How the created animations combine with those already running.
    package let additivePolicy: AdditivePolicy

    private let clock: Clock
    /// Dropped once it has run: it usually captures views and controllers, and the layers'
    /// animations keep their transaction, so holding it would keep a finished scene alive.
    private var completion: ((Bool) -> Void)?
    private let nextSerial: () -> Int
    private var ends: [Double] = []
    private var isCommitted = false
    private var finished = true
    private var scheduled: Clock.Token?
    /// True once the completion has run (or there was none and all animations ended).
    package private(set) var isCompleted = false

    init(clock: Clock, layerTime: Double, duration: Double, delay: Double, options: AnimationOptions,
         timing: TransactionTiming, additivePolicy: AdditivePolicy, nextSerial: @escaping () -> Int,
         completion: ((Bool) -> Void)?) {
        self.clock = clock
        self.nextSerial = nextSerial
        self.duration = duration
        self.delay = delay
        self.options = options
        self.timing = timing
        self.additivePolicy = additivePolicy
        self.completion = completion
        self.beginTime = layerTime + max(delay, 0)
        self.clockMinusLayerTime = clock.now - layerTime
    }

    /// True when changes in this block animate (duration > 0, or the spring curve 7,
    /// which ignores the duration).
    package var animates: Bool { duration > 0 || timing == .curve(.systemSpring) }

    /// The number of animations created so far.
    package var animationCount: Int { ends.count }

    /// The animation UIKit's action would add when key path `key` changed inside this block.
    ///
    /// A basic (or, for spring timing, spring) animation from `oldValue` (or
    /// `presentationValue` with ``AnimationOptions/beginFromCurrentState``) to `newValue`,
    /// beginning at ``beginTime`` with fill mode backwards (the old value shows during the
    /// delay), repeating/autoreversing per the options. See ``AdditivePolicy`` for when it
    /// is additive; a change to a singular transform (a zero scale) is never additive. Returns `nil` when the block does not animate or the value did not change.
    /// - Parameters:
    ///   - key: the layer key path (`"position"`, `"opacity"`, …).
    ///   - oldValue: the model value before the change.
    ///   - newValue: the model value after the change (already set on the layer).
    ///   - presentationValue: the value on screen now; needed for `beginFromCurrentState`.
    ///   - isAlreadyAnimating: whether the layer has animations running on `key`.
    package func action(forKey key: String, oldValue: AnimatableValue, newValue: AnimatableValue,
                       presentationValue: AnimatableValue? = nil, isAlreadyAnimating: Bool) -> Action? {
        guard animates, !isCommitted else { return nil }
        let fromCurrent = options.contains(.beginFromCurrentState)
        let start = fromCurrent ? (presentationValue ?? oldValue) : oldValue
        guard start != newValue else { return nil }
        // A transform can only be subtracted from an invertible one (a scale to 0 is not).
        var canAdd = true
        if case let .transform(t) = newValue { canAdd = t.determinant != 0 }
        let additive = canAdd && (additivePolicy == .always || (isAlreadyAnimating && !fromCurrent))
        let from = additive ? start.subtracting(newValue) : start
        let to = additive ? newValue.zero : newValue
        var mediaTiming = MediaTiming(beginTime: beginTime, duration: duration, fillMode: .backwards)
        mediaTiming.autoreverses = options.contains(.autoreverse)
        mediaTiming.repeatCount = options.contains(.repeat) ? .infinity : 0
        let animation: any PropertyAnimation
        switch timing {
        case let .curve(curve):
            if let function = curve.timingFunction {
                animation = BasicAnimation(keyPath: key, from: from, to: to, timing: mediaTiming,
                                           timingFunction: function, isAdditive: additive)
            } else {
                mediaTiming.duration = Spring.systemCurve7Duration
                animation = SpringAnimation(keyPath: key, from: from, to: to, spring: .systemCurve7,
                                            timing: mediaTiming, isAdditive: additive)
            }
        case let .spring(zeta, velocity):
            let spring = Spring(dampingRatio: zeta, duration: duration, initialVelocity: velocity)
            animation = SpringAnimation(keyPath: key, from: from, to: to, spring: spring,
                                        timing: mediaTiming, isAdditive: additive)
        }
        let token = Token(index: ends.count)
        ends.append(animation.endTime + clockMinusLayerTime)
        let suffix = additive && isAlreadyAnimating ? "#\(nextSerial())" : ""
        return Action(animation: animation, key: key + suffix,
                      replacesExistingAnimations: fromCurrent && isAlreadyAnimating, token: token)
    }

    /// Registers an animation the caller built itself (a keyframe animation of
    /// `View.animateKeyframes`) that ends at clock time `endTime`, so that the completion waits
    /// for it and ``retime(allEndingAt:)`` moves it; report early removal with the token.
    package func register(endingAt endTime: Double) -> Token {
        let token = Token(index: ends.count)
        ends.append(endTime)
        return token
    }

    /// Reports that an animation of this transaction stopped at clock time `time`:
    /// `finished == false` when it was removed before its end. The completion then runs when
    /// the last remaining animation ends, with `finished == false`.
    package func animationDidStop(_ token: Token, finished: Bool, at time: Double) {
        guard token.index < ends.count, !isCompleted else { return }
        ends[token.index] = min(ends[token.index], time)
        if !finished { self.finished = false }
        if isCommitted { scheduleCompletion() }
    }

    /// Moves the end of every animation of this transaction to clock time `time`; used
    /// when the animations run under a retimed subtree (a percent-driven transition ends
    /// when its interaction completes, see ``PercentDrivenTimeline/completionTime``).
    package func retime(allEndingAt time: Double) {
        guard !isCompleted else { return }
        ends = ends.map { _ in time }
        if isCommitted { scheduleCompletion() }
    }

    /// The clock time at which the completion runs: the last animation's end, or the
    /// commit time when nothing animated; infinite when repeating forever.
    package var completionTime: Double { max(ends.max() ?? clock.now, clock.now) }

    func commit() {
        isCommitted = true
        scheduleCompletion()
    }

    private func scheduleCompletion() {
        if let scheduled { clock.cancel(scheduled) }
        let time = ends.max() ?? clock.now
        guard time.isFinite else { scheduled = nil; return }
        scheduled = clock.schedule(at: time) { [self] in
            guard !isCompleted else { return }
            isCompleted = true
            let completion = self.completion
            self.completion = nil
            completion?(finished)
        }
    }
}
