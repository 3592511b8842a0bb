import FlipbookAnimation
import FlipbookGeometry
import FlipbookRaster

/// Animations attached to layers, layer time, and the presentation tree at a time `t`.
///
/// Time nests down the tree as CAMediaTiming does: a layer's local time is
/// `(parentTime − beginTime) · speed + timeOffset` (then ``Layer/timeMapping``, if set), its
/// sublayers' and its animations' parent time is that local time, and the root's parent time is
/// the render clock. So a container with `speed = 0` and `timeOffset = τ` shows every animation
/// below it at τ, which is how a percent-driven transition scrubs.
extension Layer {
    /// Attaches `animation`; a later animation of the same key path applies on top of earlier
    /// ones. An animation with the same `key` replaces the old one (in the old one's place of
    /// the order, as CA keeps the key unique).
    /// - Parameter key: the name to remove it by; `nil` gives it a unique private key.
    public func add(_ animation: any Animation, forKey key: String?) {
        attach(animation, forKey: key ?? nextPrivateAnimationKey())
    }

    /// Attaches `animation` under `key` (a unique private key when `nil`) and returns that key;
    /// replacing an animation under the key first detaches it (telling its observer).
    @discardableResult
    func attach(_ animation: any Animation, forKey key: String) -> String {
        var animation = animation
        if let transition = animation as? LayerTransition {
            animation = freezeForTransition(transition)
        }
        if let i = attachedAnimations.firstIndex(where: { $0.key == key }) {
            attachedAnimations.remove(at: i)
            removalObservers.removeValue(forKey: key)?()
        }
        attachedAnimations.append((key, animation))
        return key
    }

    /// Attaches `animations` in order after the attached ones, each under a unique private key:
    /// `add(_:forKey: nil)` for each, in one pass over the existing keys (so a scene's thousands
    /// of animations attach in linear time).
    public func add(contentsOf animations: [any Animation]) {
        let taken = Set(attachedAnimations.map(\.key))
        var n = attachedAnimations.count
        for var animation in animations {
            if let transition = animation as? LayerTransition { animation = freezeForTransition(transition) }
            while taken.contains("\u{1}\(n)") { n += 1 }
            attachedAnimations.append(("\u{1}\(n)", animation))
            n += 1
        }
    }

    /// The animation attached with `key`, or `nil`.
    public func animation(forKey key: String) -> (any Animation)? {
        attachedAnimations.first { $0.key == key }?.animation
    }

    /// Detaches the animation with `key`; does nothing when there is none.
    public func removeAnimation(forKey key: String) {
        attachedAnimations.removeAll { $0.key == key }
        removalObservers.removeValue(forKey: key)?()
    }

    /// Detaches every animation of this layer (not of its sublayers), telling their removal
    /// observers in the order the animations were added.
    public func removeAllAnimations() {
        let keys = attachedAnimations.map(\.key)
        attachedAnimations.removeAll()
        for key in keys { removalObservers.removeValue(forKey: key)?() }
    }

    /// The keys of the attached animations, in the order they were added (anonymous ones
    /// excluded). CA returns `nil` for none; this returns `[]`.
    public var animationKeys: [String] {
        attachedAnimations.map(\.key).filter { !$0.hasPrefix("\u{1}") }
    }

    /// All attached animations, in the order they apply.
    public var animations: [any Animation] { attachedAnimations.map(\.animation) }

    /// Whether an attached animation drives `property` (a key such as `"position"`), directly
    /// or through a sub-path (`"position.x"`); whether it is active at some time is not asked.
    public func hasAnimations(forKey property: String) -> Bool {
        animations.contains { $0.keyPaths.contains { AnimationKeyPath.split($0).property == property } }
    }

    /// The value `property` shows at render-clock time `time` (model value plus this layer's
    /// animations, at its local time), without copying the tree; `nil` for an unknown key.
    public func presentationValue(forKey property: String, atRootTime time: Double) -> AnimatableValue? {
        guard let model = value(forKey: property) else { return nil }
        return PresentationValue.of(
            property, modelValue: model, animations: animations,
            atTime: localTime(atRootTime: time))
    }

    /// This layer's local time for its superlayer's time `parentTime`, in seconds.
    public func localTime(fromParent parentTime: Double) -> Double {
        let t = (parentTime - beginTime) * speed + timeOffset
        return timeMapping?(t) ?? t
    }

    /// `convertTime(_:from:)`: `time` in `layer`'s local time (the render clock when `nil`) as
    /// this layer's local time. Through the render clock, so the two layers need not share a
    /// tree; a ``timeMapping`` on `layer`'s chain is not undone (it need not be invertible).
    public func convertTime(_ time: Double, from layer: Layer?) -> Double {
        localTime(atRootTime: layer?.rootTime(fromLocalTime: time) ?? time)
    }

    /// `convertTime(_:to:)`: `time` in this layer's local time as `layer`'s local time (the
    /// render clock when `nil`); see ``convertTime(_:from:)``.
    public func convertTime(_ time: Double, to layer: Layer?) -> Double {
        let root = rootTime(fromLocalTime: time)
        return layer?.localTime(atRootTime: root) ?? root
    }

    /// The render-clock time at which this layer's local time is `time`: each layer's
    /// `(local − timeOffset) / speed + beginTime`, from this layer up; a layer with speed 0
    /// answers its `beginTime`.
    func rootTime(fromLocalTime time: Double) -> Double {
        var t = time
        var layer: Layer? = self
        while let l = layer {
            t = l.speed == 0 ? l.beginTime : (t - l.timeOffset) / l.speed + l.beginTime
            layer = l.superlayer
        }
        return t
    }

    /// This layer's local time when its root's parent (the render clock) is at `time`.
    public func localTime(atRootTime time: Double) -> Double {
        var chain: [Layer] = [self]
        while let parent = chain.last?.superlayer { chain.append(parent) }
        return chain.reversed().reduce(time) { $1.localTime(fromParent: $0) }
    }

    /// A copy of the subtree (this layer, its sublayers and masks) holding the values it shows
    /// at `time`: every animation evaluated as a pure function of time, the model untouched.
    ///
    /// The copies have no action delegate and no animations; their timing properties are
    /// copied for reference only. `time` is this layer's **parent** time (the render clock
    /// when this layer is the root).
    public func presentation(at time: Double) -> Layer {
        let local = localTime(fromParent: time)
        let copy = type(of: self).init(layer: self)
        let animated = PresentationValue.animatedProperties(animations)
        for property in animated {
            guard let model = value(forKey: property) else { continue }
            let value = PresentationValue.of(property, modelValue: model, animations: animations, atTime: local)
            copy.setValue(value, forKey: property)
        }
        copy.needsDisplay = false
        copy.displayIfAnimating(Array(animated))
        copy.runningTransition = Layer.runningTransition(in: animations, atLocalTime: local)
        copy.mask = mask?.presentation(at: local)
        for child in storedSublayers {
            let p = child.presentation(at: local)
            p.superlayer = copy
            copy.storedSublayers.append(p)
        }
        if let replicator = copy as? ReplicatorLayer, let model = self as? ReplicatorLayer {
            replicator.makeLaterInstances(from: model, atLocalTime: local)
        }
        return copy
    }

    /// ``presentation(at:)`` with `time` on the render clock (the root's parent time), for a
    /// layer anywhere in a tree: what it shows at that moment, e.g. to snapshot it mid-animation.
    public func presentation(atRootTime time: Double) -> Layer {
        presentation(at: superlayer?.localTime(atRootTime: time) ?? time)
    }

    /// The frame at `time`: ``presentation(at:)`` turned into a `RenderTree` with this layer as
    /// the root (see ``renderTree(canvasSize:scale:background:)``). Layers of the subtree marked
    /// with ``setNeedsDisplay()`` draw their contents first (``displayTreeIfNeeded()``).
    public func renderTree(
        at time: Double, canvasSize: Size, scale: Double = 2,
        background: Color = .white
    ) -> RenderTree {
        displayTreeIfNeeded()
        return presentation(at: time).renderTree(canvasSize: canvasSize, scale: scale, background: background)
    }
}
