import FlipbookAnimation
import FlipbookGeometry

/// What a layer does when one of its properties changes: Core Animation's `CAAction`.
///
/// ``Layer/action(forKey:)`` finds the action for a key; running it usually adds an animation
/// (an ``AnimationAction``). ``NullAction`` is Core Animation's `NSNull`: found anywhere on the
/// search, it ends it with no action.
public protocol LayerAction {
    /// Performs the action for a change of `key` on `layer` (which already holds the new model
    /// value).
    func run(forKey key: String, on layer: Layer)

    /// True for an action that ends the search of ``Layer/action(forKey:)`` with no action
    /// (``NullAction``; FlipbookUIKit's `NSNull`, as in Core Animation). Default false.
    var isNullAction: Bool { get }
}

extension LayerAction {
    /// False: an action that runs.
    public var isNullAction: Bool { false }
}

/// The action that does nothing and stops the search (Core Animation's `NSNull` as an action).
public struct NullAction: LayerAction {
    /// The null action.
    public init() {}
    /// Does nothing.
    public func run(forKey key: String, on layer: Layer) {}
    /// True: the null action ends the search.
    public var isNullAction: Bool { true }
}

/// An animation as an action (a `CAAnimation` is a `CAAction`): running it adds a copy of the
/// animation under the changed key, beginning now on the transaction's clock when its
/// `beginTime` is 0, as Core Animation starts an animation at the transaction's commit.
public struct AnimationAction: LayerAction {
    /// The animation to add.
    public var animation: any Animation

    /// An action that adds `animation`.
    public init(_ animation: any Animation) { self.animation = animation }

    /// Adds the animation under `key` (replacing one under the key), starting at the clock's now
    /// in the layer's local time when its begin time is 0.
    public func run(forKey key: String, on layer: Layer) {
        var animation = animation
        guard let clock = Transaction.clock else {
            layer.add(animation, forKey: key)
            return
        }
        let now = clock.now
        let local = layer.localTime(atRootTime: now)
        if animation.timing.beginTime == 0 { animation.timing.beginTime = local }
        layer.add(animation, forKey: key)
        let end = now + max(0, animation.timing.endTime - local)
        Transaction.animationAdded(endingAt: end)
        if animation.timing.fillMode == .removed || animation.timing.fillMode == .backwards {
            Layer.removeWhenEnded(layer, key: key, animation: animation, at: end, on: clock)
        }
    }
}

extension Layer {
    /// Detaches the animation under `key` once it has ended (`removedOnCompletion`), if it is
    /// still the one attached; an animation under a slowed or paused layer is checked again later.
    fileprivate static func removeWhenEnded(
        _ layer: Layer, key: String, animation: any Animation, at time: Double,
        on clock: Clock
    ) {
        clock.schedule(at: time) { [weak layer, weak clock] in
            guard let layer, let clock, let attached = layer.animation(forKey: key),
                attached.timing == animation.timing, attached.keyPaths == animation.keyPaths
            else { return }
            if layer.localTime(atRootTime: clock.now) >= animation.timing.endTime {
                layer.removeAnimation(forKey: key)
            } else {
                removeWhenEnded(
                    layer, key: key, animation: animation,
                    at: clock.now + max(animation.timing.activeDuration, 1 / 60), on: clock)
            }
        }
    }

    /// The search of ``action(forKey:)`` before Core Animation's own implicit animation: `nil`
    /// when nothing answered, `.some(nil)` when a ``NullAction`` ended it.
    func customAction(forKey key: String) -> (any LayerAction)?? {
        func found(_ action: any LayerAction) -> (any LayerAction)?? { action.isNullAction ? .some(nil) : action }
        if let delegate = actionDelegate, let action = delegate.action(for: self, forKey: key) { return found(action) }
        if let action = actions[key] { return found(action) }
        var style = self.style
        while let dictionary = style {
            if let actions = dictionary["actions"] as? [String: any LayerAction], let action = actions[key] {
                return found(action)
            }
            style = dictionary["style"] as? [String: Any]
        }
        if let action = type(of: self).defaultAction(forKey: key) { return found(action) }
        return nil
    }

    /// The keys a standalone layer of this class animates implicitly: every animatable key but
    /// the Booleans (`hidden`, `masksToBounds`, `doubleSided`) and `contentsScale`, which Core
    /// Animation switches at once.
    public var implicitlyAnimatableKeys: Set<String> {
        var keys = Layer.implicitBaseKeys
        if self is ShapeLayer { keys.formUnion(ShapeLayer.shapeAnimatableKeys) }
        if self is GradientLayer { keys.formUnion(GradientLayer.gradientAnimatableKeys) }
        if self is TextLayer { keys.formUnion(TextLayer.textAnimatableKeys) }
        return keys
    }
    private static let implicitBaseKeys = Set(
        Layer.properties.filter { $0.valueType != .boolean && $0.name != "contentsScale" }.map(\.name))

    /// Core Animation's implicit animation for `key`, as the action run after a change: a basic
    /// animation from the value shown before the change (the presentation value) to the new model
    /// value, over the transaction's duration (0.25 s by default) with its timing function
    /// (``TimingFunction/default``, the curve of CA's implicit animations, by default).
    func implicitAnimationAction(forKey key: String) -> (any LayerAction)? {
        guard implicitlyAnimatableKeys.contains(key), let old = pendingOldValue, let clock = Transaction.clock else {
            return nil
        }
        let from = PresentationValue.of(
            key, modelValue: old, animations: animations,
            atTime: localTime(atRootTime: clock.now))
        let animation = BasicAnimation(
            keyPath: key, from: from, timing: MediaTiming(duration: Transaction.animationDuration()),
            timingFunction: Transaction.animationTimingFunction() ?? .default)
        return AnimationAction(animation)
    }

    /// Runs the action for a change of `key` from `oldValue`, when the layer takes actions: it has
    /// been part of a rendered frame (a layer before its first frame shows its model values, as
    /// Core Animation animates no layer it has not committed yet), a clock is running, and the
    /// transaction does not disable actions.
    func runAction(forKey key: String, from oldValue: () -> AnimatableValue) {
        guard hasBeenCommitted, Transaction.clock != nil, !Transaction.disableActions() else { return }
        pendingOldValue = oldValue()
        defer { pendingOldValue = nil }
        action(forKey: key)?.run(forKey: key, on: self)
    }

    /// A change of `contents`: Core Animation cross-fades it over the transaction's duration,
    /// which Kit cannot draw; a custom action still runs, and Kit's missing fade is reported.
    func contentsDidChange() {
        guard hasBeenCommitted, Transaction.clock != nil, !Transaction.disableActions() else { return }
        switch customAction(forKey: "contents") {
        case let .some(action?): action.run(forKey: "contents", on: self)
        case .some(nil): return
        case nil: Transaction.unsupportedAction?(self, "contents")
        }
    }
}
