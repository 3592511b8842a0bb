import FlipbookAnimation
/// The stack of open animation blocks, the state behind `UIView.animate`.
///
/// `begin(duration:delay:options:timing:completion:)` opens a block (as entering the
/// `animations` closure), ``commit()`` closes it. Property changes made in between ask
/// ``current`` for their animation. Nested blocks inherit the enclosing duration and curve
/// unless they pass ``AnimationOptions/overrideInheritedDuration`` /
/// ``AnimationOptions/overrideInheritedCurve``. Completions run on ``clock``.
package final class AnimationContext {
    /// The clock completions are scheduled on; its `now` is the begin time of new blocks.
    package let clock: Clock
    /// How created animations combine with running ones. Default ``AdditivePolicy/always``.
    package var additivePolicy: AdditivePolicy
    private var stack: [AnimationTransaction] = []
    private var serial = 0

    package init(clock: Clock, additivePolicy: AdditivePolicy = .always) {
        self.clock = clock
        self.additivePolicy = additivePolicy
    }

    /// The innermost open block, or `nil` outside any block (changes then apply at once).
    package var current: AnimationTransaction? { stack.last }

    /// Opens a block.
    /// - Parameters:
    ///   - duration: seconds; ≤ 0 applies the changes at once. Inherited when nested.
    ///   - delay: seconds before the animations start. Default 0. Not inherited.
    ///   - options: UIKit's option bits; the curve field gives the curve. Default none.
    ///   - timing: nil reads the curve from `options`; pass `.spring` for the spring API.
    ///     Inherited when nested.
    ///   - layerTime: the local time of the layers the block animates, when it differs from
    ///     the clock (default `clock.now`). Inside a paused container of a legacy
    ///     percent-driven transition pass its local time (0 when the transition starts), then
    ///     call ``AnimationTransaction/retime(allEndingAt:)`` with the interaction's
    ///     completion time, because paused layer time does not follow the clock.
    ///   - completion: runs once, with `finished`, when the block's last animation ends, or
    ///     on the next clock advance (at the same time) when nothing animated.
    @discardableResult
    package func begin(duration: Double, delay: Double = 0, options: AnimationOptions = [],
                      timing: TransactionTiming? = nil, layerTime: Double? = nil,
                      completion: ((Bool) -> Void)? = nil) -> AnimationTransaction {
        var duration = duration
        var timing = timing ?? .curve(options.curve)
        if let outer = stack.last {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) { timing = outer.timing }
        }
        let transaction = AnimationTransaction(
            clock: clock, layerTime: layerTime ?? clock.now, duration: duration, delay: delay,
            options: options, timing: timing, additivePolicy: additivePolicy, nextSerial: { [unowned self] in serial += 1; return serial },
            completion: completion)
        stack.append(transaction)
        return transaction
    }

    /// Closes the innermost block and schedules its completion.
    /// - Precondition: a block is open.
    package func commit() {
        precondition(!stack.isEmpty, "AnimationContext.commit() without a matching begin")
        stack.removeLast().commit()
    }

    /// Runs `changes` inside a block: `begin`, `changes()`, `commit()`.
    @discardableResult
    package func animate(duration: Double, delay: Double = 0, options: AnimationOptions = [],
                        timing: TransactionTiming? = nil, layerTime: Double? = nil, changes: () -> Void,
                        completion: ((Bool) -> Void)? = nil) -> AnimationTransaction {
        let transaction = begin(duration: duration, delay: delay, options: options,
                                timing: timing, layerTime: layerTime, completion: completion)
        changes()
        commit()
        return transaction
    }
}
