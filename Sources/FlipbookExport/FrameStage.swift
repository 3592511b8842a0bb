import Foundation

/// A thread of its own that hands items (frames), in the order they were submitted, to work that
/// may throw (a GIF encoder's `addFrame`), fed through a queue of at most ``capacity`` items.
///
/// The render loop's calling thread delivers frames one after the other; a sink whose work on a
/// frame is long and serial (a GIF encoder: colour mapping, changed rectangles and LZW, each
/// frame against the one before) would keep that thread from evaluating and collecting the next
/// frames meanwhile. With a stage, ``submit(_:)`` queues the frame and returns at once,
/// so the work runs beside the render; while the queue is full it waits (back-pressure: memory
/// holds at most `capacity` queued frames besides the one being worked on).
///
/// The work sees exactly the frames submitted, in order, one at a time, so its result does not
/// depend on the stage. Errors: the first error the work throws stops the thread and drops the
/// frames still queued; ``submit(_:)`` and ``finish()`` throw it from then on.
/// ``abandon()`` (a render that stopped early) drops the queue and waits for the frame in
/// progress: no work runs once it has returned. Either ``finish()`` or ``abandon()`` must be
/// called, or the thread waits for frames for ever (its owner's `deinit` calls ``abandon()``).
final class FrameStage<Item>: @unchecked Sendable {
    typealias Work = (Item) throws -> Void

    /// Items queued and not yet handed to the work, at most.
    let capacity: Int
    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private var queue: [Item] = []
    /// The work; dropped when the thread exits, so that what it holds is released then.
    private var work: Work?
    private var failure: Error?
    /// No more frames will be submitted: the thread exits once the queue is empty.
    private var closing = false
    /// The thread has not exited yet.
    private var running = true
    private var cpuSeconds = 0.0

    /// Starts a thread named `name` that calls `work` for each submitted item.
    init(capacity: Int, name: String, work: @escaping Work) {
        self.capacity = max(1, capacity)
        self.work = work
        let thread = Thread { [self] in run() }
        thread.name = name
        // Encoders may recurse as the render threads do; give them the main thread's stack.
        thread.stackSize = 8 << 20
        thread.start()
    }

    private func run() {
        let started = threadCPUSeconds()
        condition.lock()
        while true {
            while queue.isEmpty && !closing { condition.wait() }
            guard !queue.isEmpty, let work else { break }
            let next = queue.removeFirst()
            condition.broadcast()  // a slot is free
            condition.unlock()
            var thrown: Error?
            do { try work(next) } catch { thrown = error }
            condition.lock()
            if let thrown {
                failure = thrown
                queue.removeAll()
                break
            }
        }
        work = nil
        cpuSeconds = threadCPUSeconds() - started
        running = false
        condition.broadcast()
        condition.unlock()
    }

    /// Queues `item`, waiting while ``capacity`` items are queued.
    /// - Throws: the work's first error (then nothing is queued), or `CancellationError` after
    ///   ``finish()`` or ``abandon()``.
    func submit(_ item: Item) throws {
        condition.lock()
        defer { condition.unlock() }
        while failure == nil && running && !closing && queue.count >= capacity { condition.wait() }
        if let failure { throw failure }
        guard running && !closing else { throw CancellationError() }
        queue.append(item)
        condition.broadcast()
    }

    /// Waits until every queued frame has been worked on and the thread has exited.
    /// - Throws: the work's first error.
    func finish() throws {
        condition.lock()
        defer { condition.unlock() }
        closing = true
        condition.broadcast()
        while running { condition.wait() }
        if let failure { throw failure }
    }

    /// Drops the queued frames and waits for the frame in progress, if any, and the thread's exit.
    func abandon() {
        condition.lock()
        defer { condition.unlock() }
        closing = true
        queue.removeAll()
        condition.broadcast()
        while running { condition.wait() }
    }

    /// CPU seconds of the stage's thread; complete after ``finish()`` or ``abandon()`` (0 before).
    var threadCPUSecondsUsed: Double {
        condition.lock()
        defer { condition.unlock() }
        return cpuSeconds
    }
}
