import Dispatch

/// Runs the look-ahead of one frame at a time on a serial queue of its own, in frame order.
///
/// The look-ahead of frame n + 1 runs while frame n goes through the chain. Its first pass
/// (``GIFFrameChanges``) also tells frame n which of its pixels turn transparent next, so frame n
/// waits for that pass alone (``clearedByNext()``), long before the rest is done.
/// The queued work holds only a box for its result, never the lane, so dropping an encoder with a
/// look-ahead still running (after an error) frees the lane at once and the work finishes unseen.
final class GIFLookaheadLane {
    private final class Box: @unchecked Sendable {
        /// Written on the lane's queue only; read after `firstPass` is signalled.
        var cleared = GIFRect.empty
        /// Written on the lane's queue only; read after a `queue.sync`.
        var result: GIFFrameLookahead?
        let firstPass = DispatchSemaphore(value: 0)
    }
    private let queue = DispatchQueue(label: "flipbook.gif.lookahead")
    private let plan: GIFFrameLookahead.Plan
    private let width: Int
    private let concurrent: Bool
    private var box: Box?
    private var clearedTaken = false

    /// A lane for frames `width` pixels a row.
    init(plan: GIFFrameLookahead.Plan, width: Int, concurrent: Bool) {
        self.plan = plan
        self.width = width
        self.concurrent = concurrent
    }

    /// Starts the look-ahead of `target` (the next frame, shown `delay` centiseconds) against
    /// `previous` (the frame before it); `changes`, when given, are its first pass, already done.
    func start(_ target: [UInt32], previous: [UInt32], delay: Int, changes: GIFFrameChanges? = nil) {
        precondition(box == nil, "the previous look-ahead was not taken")
        let box = Box(), plan = self.plan, width = self.width
        self.box = box
        clearedTaken = false
        if let changes {
            box.cleared = changes.clearedBounds
            box.firstPass.signal()
        }
        if concurrent {
            // The plan's colour mapper is handed to the lane: only the lane's thread uses it until
            // the look-ahead is taken.
            let handedOver = GIFUncheckedSendable(plan)
            queue.async {
                GIFLookaheadLane.run(box, target, previous: previous, width: width, delay: delay,
                                     plan: handedOver.value, changes: changes)
            }
        } else {
            GIFLookaheadLane.run(box, target, previous: previous, width: width, delay: delay, plan: plan, changes: changes)
        }
    }

    /// The look-ahead's work: the first pass unless it is `given` (then it was signalled already),
    /// signalled as soon as it is done, then the rest.
    private static func run(_ box: Box, _ target: [UInt32], previous: [UInt32], width: Int, delay: Int,
                            plan: GIFFrameLookahead.Plan, changes given: GIFFrameChanges?) {
        let changes: GIFFrameChanges
        if let given {
            changes = given
        } else {
            changes = GIFFrameChanges(target, previous: previous, width: width, histogram: plan.histogram)
            box.cleared = changes.clearedBounds
            box.firstPass.signal()
        }
        box.result = GIFFrameLookahead(changes, target, previous: previous, delay: delay, plan: plan)
    }

    /// The bounds of the pixels that the started look-ahead's frame makes transparent where the
    /// frame before it was opaque (``GIFFrameChanges/clearedBounds``), waiting for its first pass
    /// only; empty when none was started (the last frame). At most once per started look-ahead.
    func clearedByNext() -> GIFRect {
        guard let box else { return .empty }
        precondition(!clearedTaken, "the cleared bounds were already taken")
        clearedTaken = true
        box.firstPass.wait()
        return box.cleared
    }

    /// The started look-ahead, waiting for it; or, when none was started (the first frame), that
    /// of `target` (shown `delay` centiseconds) against `previous` computed now (from its first
    /// pass `changes` when given).
    func take(_ target: [UInt32], previous: [UInt32], delay: Int, changes: GIFFrameChanges? = nil) -> GIFFrameLookahead {
        guard let box else {
            let first = changes ?? GIFFrameChanges(target, previous: previous, width: width, histogram: plan.histogram)
            return GIFFrameLookahead(first, target, previous: previous, delay: delay, plan: plan)
        }
        self.box = nil
        if concurrent { queue.sync {} }
        return box.result!
    }
}
