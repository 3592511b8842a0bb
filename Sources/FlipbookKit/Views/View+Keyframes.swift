import FlipbookAnimation
import FlipbookLayers
import Synchronization

/// `UIView.animateKeyframes`: one keyframe animation per changed property, built from the
/// keyframes that change it.
///
/// Inside the block, each ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
/// sets properties over its part of the duration (start and length as fractions 0…1); a property
/// set directly in the block spans the whole duration. Each property gets a `KeyframeAnimation`
/// whose values are the property's value before the block and after each keyframe, reached at the
/// keyframe's end time and held from its start time (key times `[0, s₁, s₁+d₁, s₂, …, 1]`), with the
/// options' calculation mode. The model takes the last value at once, as in animation blocks; the
/// animation is additive on top of it, begins after `delay` (the old value shows meanwhile) and
/// leaves the layer when the block completes. The completion runs once, with `finished`, when the
/// whole block has ended; under a legacy percent-driven interaction the block is paused and
/// retimed like an animation block.
///
/// Inside a property animator's block the keyframes ride on the animator (its timing and
/// duration, as nested blocks in UIKit's animators do): the animator's progress is the unit time
/// of the keyframes, so pausing, scrubbing, reversing and finishing at either end follow them,
/// and the completion runs when the animator ends. Under a modern percent-driven interaction
/// (`ScrubbingModel.modern`) the block becomes a property animator of its own (its duration and
/// delay, linear timing), so a cancelled interaction plays the keyframes back to the start.
extension View {
    /// Animates the keyframes `animations` adds over `duration` seconds.
    /// - Parameters:
    ///   - duration: seconds; ≤ 0 applies the changes at once.
    ///   - delay: seconds before the animations start.
    ///   - options: the calculation mode and the shared options (repeat, autoreverse, …).
    ///   - animations: calls ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``.
    ///   - completion: runs once when the block has ended.
    public static func animateKeyframes(withDuration duration: Double, delay: Double,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        let app = Application.required(by: "View.animateKeyframes")
        guard duration > 0 else {
            app.runAnimationBlock(duration: duration, delay: delay, options: options.animationOptions,
                                  timing: .curve(.linear), animations: animations, completion: completion)
            return
        }
        if let capture = app.animatorScopes.captures.last {
            let collector = KeyframeCollector(captureDepth: app.animatorScopes.captures.count)
            app.animatorScopes.keyframeCollectors.append(collector)
            animations()
            app.animatorScopes.keyframeCollectors.removeLast()
            collector.addAnimations(to: capture.animator, mode: options.calculationMode, delayFactor: capture.delayFactor)
            if let completion { capture.animator.addCompletion { _ in completion(true) } }
            return
        }
        if let blocks = app.animatorScopes.blockCollectors.last {
            let alongside = app.animatorScopes.transitionAlongside
            app.animatorScopes.transitionAlongside = nil
            let collected = blocks.collect(duration: duration, delay: delay, options: options.animationOptions,
                                           timing: .curve(.linear), animations: {
                animateKeyframes(withDuration: duration, delay: 0, options: options, animations: {
                    animations()
                    alongside?()
                })
            }, completion: completion)
            if collected { return }
        }
        let collector = KeyframeCollector(captureDepth: 0)
        // A transition coordinator's alongside animations join the animator's first block.
        let alongside = app.animatorScopes.transitionAlongside
        app.animatorScopes.transitionAlongside = nil
        var transaction: AnimationTransaction?
        let ledger = app.animationLedger
        let block = app.animationContext.begin(duration: duration, delay: delay, options: options.animationOptions,
                                               timing: .curve(.linear)) { finished in
            if let transaction { ledger.removeAnimations(of: transaction) }
            completion?(finished)
        }
        transaction = block
        if !app.transactionCapture.isEmpty { app.transactionCapture[app.transactionCapture.count - 1].append(block) }
        app.animatorScopes.keyframeCollectors.append(collector)
        animations()
        alongside?()
        app.animatorScopes.keyframeCollectors.removeLast()
        collector.addAnimations(for: block, mode: options.calculationMode, app: app)
        app.animationContext.commit()
    }

    /// Inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``: the property
    /// changes `animations` makes happen from `frameStartTime` over `frameDuration` (fractions
    /// 0…1 of the block's duration). Outside such a block the changes apply at once.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: () -> Void) {
        guard let collector = Application.current?.animatorScopes.keyframeCollectors.last else { return animations() }
        let start = min(max(frameStartTime, 0), 1)
        collector.frames.append((start, min(max(frameDuration, 0), 1 - start)))
        animations()
        collector.frames.removeLast()
    }
}

/// The property changes of one `animateKeyframes` block, grouped per layer and key.
final class KeyframeCollector {
    struct Change {
        let start: Double
        let duration: Double
        let oldValue: AnimatableValue
        let newValue: AnimatableValue
    }
    /// The keyframes whose blocks are running (innermost last).
    var frames: [(start: Double, duration: Double)] = []
    /// How many property animators' blocks were running when the keyframe block opened: changes
    /// made at that depth are keyframes, deeper ones belong to an animator started inside.
    let captureDepth: Int

    init(captureDepth: Int) { self.captureDepth = captureDepth }
    private var order: [(layer: Layer, key: String)] = []
    private var changes: [ObjectIdentifier: [String: [Change]]] = [:]
    /// Numbers the keyframe animations' keys, unique in the process (blocks on several threads,
    /// one application each, draw from it at once).
    private static let serial = Atomic<Int>(0)

    /// Records a change made while the block runs.
    func record(_ layer: Layer, key: String, from oldValue: AnimatableValue, to newValue: AnimatableValue) {
        let frame = frames.last ?? (0, 1)
        let id = ObjectIdentifier(layer)
        if changes[id]?[key] == nil { order.append((layer, key)) }
        changes[id, default: [:]][key, default: []].append(
            Change(start: frame.start, duration: frame.duration, oldValue: oldValue, newValue: newValue))
    }

    /// The key times and values for one property's changes (see `View.animateKeyframes`).
    static func keyframes(of changes: [Change]) -> (times: [Double], values: [AnimatableValue]) {
        let sorted = changes.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        var times = [0.0], values = [sorted[0].oldValue]
        var current = sorted[0].oldValue
        for change in sorted {
            if change.start > times[times.count - 1] {
                times.append(change.start)
                values.append(current)
            }
            let end = max(change.start + change.duration, times[times.count - 1])
            if end > times[times.count - 1] {
                times.append(end)
                values.append(change.newValue)
            } else {
                values[values.count - 1] = change.newValue
            }
            current = change.newValue
        }
        if times[times.count - 1] < 1 {
            times.append(1)
            values.append(current)
        }
        return (times, values)
    }

    /// Adds one keyframe animation per changed property to its layer, driven by `animator`.
    func addAnimations(to animator: ViewPropertyAnimator, mode: CalculationMode, delayFactor: Double) {
        for (layer, key) in order {
            guard let list = changes[ObjectIdentifier(layer)]?[key], !list.isEmpty else { continue }
            let (times, values) = Self.keyframes(of: list)
            animator.captureKeyframes(layer, key: key, values: values, keyTimes: times, mode: mode, delayFactor: delayFactor)
        }
    }

    /// Adds one keyframe animation per changed property to its layer, owned by `transaction`.
    func addAnimations(for transaction: AnimationTransaction, mode: CalculationMode, app: Application) {
        let now = app.clock.now
        for (layer, key) in order {
            guard let list = changes[ObjectIdentifier(layer)]?[key], let last = list.last?.newValue else { continue }
            let (times, values) = Self.keyframes(of: list)
            var additive = true
            if case let .transform(t) = last { additive = t.determinant != 0 }
            var timing = MediaTiming(beginTime: transaction.beginTime + layer.localTime(atRootTime: now) - now,
                                     duration: transaction.duration, fillMode: .backwards)
            timing.autoreverses = transaction.options.contains(.autoreverse)
            timing.repeatCount = transaction.options.contains(.repeat) ? .infinity : 0
            let animation = KeyframeAnimation(keyPath: key, values: additive ? values.map { $0.subtracting(last) } : values,
                                              keyTimes: times,
                                              calculationMode: mode, timing: timing, isAdditive: additive)
            let animationKey = "\(key)#keyframes\(Self.serial.add(1, ordering: .relaxed).newValue)"
            layer.add(animation, forKey: animationKey)
            let token = transaction.register(endingAt: animation.endTime + now - layer.localTime(atRootTime: now))
            app.animationLedger.record(layer, key: animationKey, transaction: transaction, token: token)
        }
    }
}
