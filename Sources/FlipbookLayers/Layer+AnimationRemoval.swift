import FlipbookAnimation

/// Being told when an attached animation leaves its layer early: the seam a Core Animation
/// delegate's `animationDidStop(_:finished: false)` needs.
///
/// A layer has no clock, so it cannot know when an animation ends; whoever owns the clock
/// (FlipbookKit's `Application`) detaches a finished animation itself after calling
/// ``stopObservingRemoval(ofAnimationForKey:)``. Everything else that detaches an animation —
/// ``removeAnimation(forKey:)``, ``removeAllAnimations()``, adding another animation under the
/// same key — calls the observer, once, after the animation is gone.
extension Layer {
    /// Attaches `animation` like ``add(_:forKey:)`` and calls `whenRemoved` once when it is
    /// detached before the observer is withdrawn.
    /// - Parameters:
    ///   - key: the key to add it under; `nil` gives it a unique private key (hidden from
    ///     ``animationKeys``).
    ///   - whenRemoved: runs after the animation has left the layer (it no longer shows).
    /// - Returns: the key the animation is stored under (the private one when `key` is `nil`),
    ///   for ``removeAnimation(forKey:)`` and ``stopObservingRemoval(ofAnimationForKey:)``.
    @discardableResult
    public func add(_ animation: any Animation, forKey key: String?,
                    whenRemoved: @escaping () -> Void) -> String {
        let key = key ?? nextPrivateAnimationKey()
        attach(animation, forKey: key)
        removalObservers[key] = whenRemoved
        return key
    }

    /// Withdraws the removal observer of the animation under `key` without calling it (the
    /// animation stays attached); does nothing when there is none.
    public func stopObservingRemoval(ofAnimationForKey key: String) {
        removalObservers[key] = nil
    }

    /// Whether the animation under `key` still has a removal observer.
    public func isObservingRemoval(ofAnimationForKey key: String) -> Bool {
        removalObservers[key] != nil
    }

    /// A private key no attached animation has (the form ``add(_:forKey:)`` uses for `nil`).
    func nextPrivateAnimationKey() -> String {
        var n = attachedAnimations.count
        while attachedAnimations.contains(where: { $0.key == "\u{1}\(n)" }) { n += 1 }
        return "\u{1}\(n)"
    }
}
