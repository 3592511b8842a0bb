import FlipbookAnimation
import FlipbookKit
import FlipbookLayers

/// `CALayer.add(_:forKey:)` for Core Animation's animation classes.
extension Layer {
    /// Adds a copy of `anim` to the layer, as Core Animation does: changing `anim` afterwards
    /// does not change what the layer shows, and its delegate is told about the copy.
    ///
    /// A `beginTime` of 0 becomes the layer's current time (on the clock of
    /// `Application.current`); a duration of 0 becomes 0.25 s. The delegate's
    /// `animationDidStart(_:)` and `animationDidStop(_:finished:)` run on that clock (see
    /// `Application.add(_:to:forKey:isRemovedOnCompletion:didStart:didStop:)`); with
    /// `isRemovedOnCompletion` the animation leaves the layer when it ends.
    ///
    /// A value that does not fit the key path (a `CGPoint` for `"opacity"`), a missing key
    /// path or a key path the layer does not have stops the program with a message that says
    /// what to change (``CAAnimationError``), rather than drawing a wrong frame; use
    /// `addChecked(_:forKey:)` to get the error thrown instead. Without an `Application` on
    /// the thread (there is no clock to run it on) it stops with a message saying how to
    /// create one.
    /// - Parameter key: the key to store it under (one animation per key; adding another
    ///   under the same key removes the first, whose delegate hears `finished == false`);
    ///   `nil` for a private key.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        do {
            try addChecked(anim, forKey: key)
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// `add(_:forKey:)` that throws ``CAAnimationError`` instead of stopping the program
    /// when the animation cannot be shown as written (nothing is added then).
    public func addChecked(_ anim: CAAnimation, forKey key: String?) throws {
        guard let app = Application.current else { throw CAAnimationError.noApplication }
        for (name, value) in [
            ("beginTime", anim.beginTime), ("duration", anim.duration),
            ("timeOffset", anim.timeOffset), ("speed", Double(anim.speed)),
        ]
        where !value.isFinite {
            throw CAAnimationError.notFinite(name: name, value: value)
        }
        let copy = anim.copy() as! CAAnimation
        let begin = copy.beginTime == 0 ? localTime(atRootTime: app.clock.now) : copy.beginTime
        let animation = try copy.layerAnimation(for: self, beginTime: begin)
        let delegate = copy.delegate
        // A transaction's completion block waits for the explicit animations added under it too.
        let now = app.clock.now
        let rate = localTime(atRootTime: now + 1) - localTime(atRootTime: now)
        if rate > 1e-12, animation.endTime.isFinite {
            Transaction.animationAdded(endingAt: now + max(0, animation.endTime - localTime(atRootTime: now)) / rate)
        }
        app.add(
            animation, to: self, forKey: key, isRemovedOnCompletion: copy.isRemovedOnCompletion,
            didStart: delegate.map { d in { d.animationDidStart(copy) } },
            didStop: delegate.map { d in { finished in d.animationDidStop(copy, finished: finished) } })
    }
}
