import FlipbookAnimation
import Foundation

/// Core Animation's transactions (`CATransaction`): the settings under which a layer's implicit
/// actions run, and a completion block for the animations they add.
///
/// Every change of an animatable property belongs to a transaction. ``begin()`` and
/// ``commit()`` open and close an explicit one, and they nest; a change made while none is open
/// opens the **implicit transaction** of the thread, which the runtime commits at the end of the
/// run-loop turn (in Kit: after each event the application's clock runs, and before each
/// rendered frame) or ``flush()`` commits earlier. A nested transaction reads the settings it does
/// not set from the transactions around it (CA's per-thread stack).
///
/// Implicit actions need a clock to start on: the application's. Layers rendered without one
/// (a scene of explicit animations) make none.
public enum Transaction {
    /// One open transaction.
    final class Frame {
        let isImplicit: Bool
        var duration: Double?
        var timingFunction: TimingFunction?
        var disableActions: Bool?
        var completion: (() -> Void)?
        /// The latest render-clock time at which an animation added under this transaction (or a
        /// transaction nested in it) ends.
        var latestEnd: Double?

        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    /// The per-thread state: the stack of open transactions and the clock animations start on.
    final class State {
        var stack: [Frame] = []
        weak var clock: Clock?
        /// Told about a change Kit cannot animate as Core Animation would (a layer's `contents`).
        var unsupportedAction: ((Layer, String) -> Void)?
    }

    private static let stateKey = "FlipbookLayers.Transaction.state"
    static var state: State {
        if let state = Thread.current.threadDictionary[stateKey] as? State { return state }
        let state = State()
        Thread.current.threadDictionary[stateKey] = state
        return state
    }

    /// The clock implicit animations start on, for this thread: FlipbookKit sets it to the
    /// current application's clock. `nil` (the default) makes no implicit animation.
    package static var clock: Clock? {
        get { state.clock }
        set { state.clock = newValue }
    }

    /// Told when a standalone layer's change would run an action on iOS that Kit cannot perform
    /// (today: a `contents` change, which Core Animation cross-fades), with the layer and key.
    package static var unsupportedAction: ((Layer, String) -> Void)? {
        get { state.unsupportedAction }
        set { state.unsupportedAction = newValue }
    }

    // MARK: Opening and closing

    /// Opens a transaction nested in the open ones (`CATransaction.begin()`).
    public static func begin() {
        state.stack.append(Frame(isImplicit: false))
    }

    /// Closes the innermost explicit transaction (`CATransaction.commit()`): its completion block
    /// is scheduled for when the animations added under it end, and the transaction around it
    /// waits for them too. Does nothing when only the implicit transaction (or none) is open.
    public static func commit() {
        let state = state
        guard let frame = state.stack.last, !frame.isImplicit else { return }
        state.stack.removeLast()
        close(frame, in: state)
    }

    /// Commits the implicit transaction now, if it is open and no explicit one is
    /// (`CATransaction.flush()`).
    public static func flush() {
        let state = state
        guard state.stack.count == 1, let frame = state.stack.first, frame.isImplicit else { return }
        state.stack.removeAll()
        close(frame, in: state)
    }

    /// Commits the implicit transaction at the end of a run-loop turn (FlipbookKit calls it after
    /// each clock event and before each frame).
    package static func commitImplicitTransaction() { flush() }

    private static func close(_ frame: Frame, in state: State) {
        if let end = frame.latestEnd, let outer = state.stack.last {
            outer.latestEnd = max(outer.latestEnd ?? end, end)
        }
        guard let completion = frame.completion else { return }
        if let clock = state.clock {
            clock.schedule(at: max(frame.latestEnd ?? clock.now, clock.now), completion)
        } else {
            completion()
        }
    }

    /// The innermost open transaction, opening the implicit one when none is.
    static var current: Frame {
        let state = state
        if let top = state.stack.last { return top }
        let implicit = Frame(isImplicit: true)
        state.stack.append(implicit)
        return implicit
    }

    private static func lookUp<Value>(_ value: (Frame) -> Value?) -> Value? {
        for frame in state.stack.reversed() { if let v = value(frame) { return v } }
        return nil
    }

    // MARK: Settings

    /// The duration of the implicit animations the transaction adds, in seconds. Default 0.25.
    public static func animationDuration() -> Double { lookUp(\.duration) ?? 0.25 }
    /// Sets ``animationDuration()`` for the innermost transaction (and those nested in it).
    public static func setAnimationDuration(_ duration: Double) { current.duration = duration }

    /// The timing function of the implicit animations the transaction adds; `nil` (the default)
    /// leaves each action's own: `TimingFunction.default` for Core Animation's implicit ones.
    public static func animationTimingFunction() -> TimingFunction? { lookUp(\.timingFunction) }
    /// Sets ``animationTimingFunction()`` for the innermost transaction.
    public static func setAnimationTimingFunction(_ function: TimingFunction?) {
        current.timingFunction = function
    }

    /// Whether property changes run no actions at all (no implicit animation, and no UIKit
    /// block animation either: UIKit's animations are actions too). Default false.
    public static func disableActions() -> Bool { lookUp(\.disableActions) ?? false }
    /// Sets ``disableActions()`` for the innermost transaction.
    public static func setDisableActions(_ flag: Bool) { current.disableActions = flag }

    /// The block run once every animation added under the innermost transaction (and the ones
    /// nested in it) has ended, on the application's clock; at the commit when none was added.
    public static func completionBlock() -> (() -> Void)? { state.stack.last?.completion }
    /// Sets ``completionBlock()`` for the innermost transaction (set it before the changes).
    public static func setCompletionBlock(_ block: (() -> Void)?) { current.completion = block }

    /// Records that an animation added under the open transactions ends at `time` on the render
    /// clock (so their completion blocks wait for it).
    package static func animationAdded(endingAt time: Double) {
        let frame = current
        frame.latestEnd = max(frame.latestEnd ?? time, time)
    }
}
