import Foundation
import FlipbookRaster

/// A fixed set of worker threads that rasterize submitted render trees and keep each result
/// until the caller takes it by frame index.
///
/// Results are keyed by index, so the order in which workers finish never shows: the caller
/// takes frame 0, then 1, and so on.
final class RasterPool: @unchecked Sendable {
    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private var pending: [(index: Int, tree: RenderTree)] = []
    private var results: [Int: Bitmap] = [:]
    private var closed = false
    private let finished = DispatchGroup()

    /// Starts `workers` threads that call `rasterize`.
    init(workers: Int, rasterize: @escaping @Sendable (RenderTree) -> Bitmap) {
        for n in 0..<workers {
            finished.enter()
            let thread = Thread { [self] in
                work(rasterize)
                finished.leave()
            }
            thread.name = "flipbook.raster.\(n)"
            // Rasterizers may recurse over deep layer trees; give them the main thread's stack.
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    private func work(_ rasterize: (RenderTree) -> Bitmap) {
        while true {
            condition.lock()
            while pending.isEmpty && !closed { condition.wait() }
            if pending.isEmpty {
                condition.unlock()
                return
            }
            let job = pending.removeFirst()
            condition.unlock()

            let bitmap = rasterize(job.tree)

            condition.lock()
            results[job.index] = bitmap
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Queues frame `index` for rasterization.
    func submit(_ tree: RenderTree, index: Int) {
        condition.lock()
        pending.append((index, tree))
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for frame `index` and hands it over (the pool forgets it).
    func take(_ index: Int) -> Bitmap {
        condition.lock()
        defer { condition.unlock() }
        while results[index] == nil { condition.wait() }
        return results.removeValue(forKey: index)!
    }

    /// Drops queued work, lets running jobs finish and waits for every thread to exit.
    func shutdown() {
        condition.lock()
        closed = true
        pending.removeAll()
        condition.broadcast()
        condition.unlock()
        finished.wait()
    }
}
