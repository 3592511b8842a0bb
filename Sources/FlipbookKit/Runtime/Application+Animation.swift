import FlipbookAnimation
import FlipbookLayers

/// The bridge from view property changes to layer animations (UIKit's `actionForLayer:forKey:`).
extension Application {
    /// Opens a block, runs `animations`, closes it. The completion first detaches the block's
    /// animations from their layers (CA's `removedOnCompletion`), then calls `completion`.
    func runAnimationBlock(duration: Double, delay: Double, options: AnimationOptions, timing: TransactionTiming?,
                           animations: () -> Void, completion: ((Bool) -> Void)?) {
        if let alongside = animatorScopes.transitionAlongside {
            animatorScopes.transitionAlongside = nil
            withoutActuallyEscaping(animations) { animations in
                runAnimationBlock(duration: duration, delay: delay, options: options, timing: timing,
                                  animations: { animations(); alongside() }, completion: completion)
            }
            return
        }
        if let collector = animatorScopes.blockCollectors.last, animatorScopes.captures.isEmpty,
           collector.collect(duration: duration, delay: delay, options: options, timing: timing,
                             animations: animations, completion: completion) {
            return
        }
        var transaction: AnimationTransaction?
        let ledger = animationLedger
        let block = animationContext.begin(duration: duration, delay: delay, options: options, timing: timing) { finished in
            if let transaction { ledger.removeAnimations(of: transaction) }
            completion?(finished)
        }
        transaction = block
        if !transactionCapture.isEmpty { transactionCapture[transactionCapture.count - 1].append(block) }
        animations()
        animationContext.commit()
    }

    /// Runs `body` and returns every animation block opened during it (to retime them when
    /// they run under a paused container).
    func capturingTransactions(_ body: () -> Void) -> [AnimationTransaction] {
        transactionCapture.append([])
        body()
        let captured = transactionCapture.removeLast()
        if !transactionCapture.isEmpty { transactionCapture[transactionCapture.count - 1] += captured }
        return captured
    }

    /// The layer keys a view animates inside a block on iOS `major` (UIKit's animatable view
    /// properties and the layer geometry behind them, and `cornerRadius` from iOS 11: the rows of
    /// ``Layer/properties`` whose ``LayerProperty/AnimationScope`` animates in view blocks);
    /// others, such as `hidden` or `borderWidth`, change at once, as on iOS.
    static func blockAnimatableKeys(onIOS major: Int) -> Set<String> {
        // A visual effect view's effect (its backdrop layer's filter) animates in blocks (iOS 9).
        Set((Layer.properties + BackdropLayer.backdropProperties)
            .filter { $0.animationScope.animatesInViewBlocks(onIOS: major) }.map(\.name))
    }

    /// Adds the animation the open block makes for a change of `key` on `layer`.
    ///
    /// The animation's begin time is moved into the layer's own local time, so a block opened
    /// under a paused container (a legacy percent-driven transition) starts at the container's
    /// frozen time rather than at the clock's.
    func addImplicitAnimation(to layer: Layer, key: String, from oldValue: AnimatableValue, to newValue: AnimatableValue) {
        guard animationsDisabled == 0, blockAnimatableKeys.contains(key), !Transaction.disableActions() else { return }
        if let keyframes = animatorScopes.keyframeCollectors.last, keyframes.captureDepth == animatorScopes.captures.count {
            keyframes.record(layer, key: key, from: oldValue, to: newValue)
            return
        }
        if let capture = animatorScopes.captures.last {
            capture.animator.capture(layer, key: key, from: oldValue, to: newValue, delayFactor: capture.delayFactor)
            return
        }
        guard let transaction = animationContext.current, transaction.animates else { return }
        let now = clock.now
        let running = layer.animationKeys.filter { $0 == key || $0.hasPrefix(key + "#") }
        let isAnimating = layer.hasAnimations(forKey: key)
        var presentationValue: AnimatableValue?
        if transaction.options.contains(.beginFromCurrentState), isAnimating {
            // What is on screen: the old model value under the running animations (the layer
            // already holds the new model value).
            presentationValue = PresentationValue.of(key, modelValue: oldValue, animations: layer.animations,
                                                     atTime: layer.localTime(atRootTime: now))
        }
        guard let action = transaction.action(forKey: key, oldValue: oldValue, newValue: newValue,
                                              presentationValue: presentationValue,
                                              isAlreadyAnimating: isAnimating) else { return }
        if action.replacesExistingAnimations {
            for existing in running { animationLedger.stop(layer, key: existing, at: now) }
        }
        if layer.animation(forKey: action.key) != nil { animationLedger.stop(layer, key: action.key, at: now) }
        var animation = action.animation
        animation.timing.beginTime += layer.localTime(atRootTime: now) - now
        layer.add(animation, forKey: action.key)
        animationLedger.record(layer, key: action.key, transaction: transaction, token: action.token)
    }
}

/// Which animation block added which layer animation, so a block's completion can detach its
/// animations and an animation replaced early can report `finished == false`.
final class AnimationLedger {
    private struct Slot: Hashable {
        let layer: ObjectIdentifier
        let key: String
    }
    private struct Entry {
        weak var layer: Layer?
        let key: String
        let transaction: AnimationTransaction
        let token: AnimationTransaction.Token
    }
    private var live: [Slot: Entry] = [:]
    private var byTransaction: [ObjectIdentifier: [Slot]] = [:]

    func record(_ layer: Layer, key: String, transaction: AnimationTransaction, token: AnimationTransaction.Token) {
        let slot = Slot(layer: ObjectIdentifier(layer), key: key)
        live[slot] = Entry(layer: layer, key: key, transaction: transaction, token: token)
        byTransaction[ObjectIdentifier(transaction), default: []].append(slot)
    }

    /// Removes the animation under `key` early and tells its block (`finished == false`).
    func stop(_ layer: Layer, key: String, at time: Double) {
        layer.removeAnimation(forKey: key)
        let slot = Slot(layer: ObjectIdentifier(layer), key: key)
        guard let entry = live.removeValue(forKey: slot) else { return }
        entry.transaction.animationDidStop(entry.token, finished: false, at: time)
    }

    /// The layers and keys of the animations `transaction` still owns, in the order they were added.
    func animations(of transaction: AnimationTransaction) -> [(layer: Layer, key: String)] {
        (byTransaction[ObjectIdentifier(transaction)] ?? []).compactMap { slot in
            guard let entry = live[slot], entry.transaction === transaction, let layer = entry.layer else { return nil }
            return (layer, entry.key)
        }
    }

    /// Detaches every animation `transaction` still owns.
    func removeAnimations(of transaction: AnimationTransaction) {
        for slot in byTransaction.removeValue(forKey: ObjectIdentifier(transaction)) ?? [] {
            guard let entry = live[slot], entry.transaction === transaction else { continue }
            live[slot] = nil
            entry.layer?.removeAnimation(forKey: entry.key)
        }
    }
}
