import Foundation
import FlipbookRaster

/// The render loop: evaluates a clip frame by frame, rasterizes the frames in parallel and
/// delivers them to a sink in order.
///
/// Trees are produced on the calling thread in time order; `jobs` threads rasterize them;
/// the sink receives frame 0, 1, 2, … on the calling thread. At most ``window`` frames are in
/// flight (evaluated but not yet delivered), so memory stays bounded whatever the clip's
/// length. The output does not depend on `jobs`: each frame is a pure function of its tree,
/// which is also why a frame whose tree equals the previous frame's is not rasterized again —
/// the previous frame's pixels are delivered (counted in ``RenderStatistics/reusedFrames``).
///
/// A sink that asks for a sample of the clip first (``FrameSink/sampleIndices(frameCount:)``:
/// a GIF builds its palette from one) gets it before frame 0: then every tree is evaluated
/// first and kept until its frame is rasterized, the sample is rasterized and handed over, and
/// the frames follow in order (the sampled ones are not rasterized twice). Memory then holds
/// the trees — plain values, small beside the pixels — and the sample's bitmaps until their turn;
/// renders longer than ``maxSampledFrames`` are not sampled.
public struct RenderLoop {
    /// Rasterizer threads, at least 1. Default: every active core. With 1, frames are
    /// rasterized on the calling thread.
    public var jobs: Int
    /// Frames in flight, at least `jobs`. Default `2 · jobs`.
    public var window: Int
    /// Turns a tree into pixels; called concurrently from several threads.
    public var rasterize: @Sendable (RenderTree) -> Bitmap
    /// The longest render, in frames, for which a sink's request for a sample is granted
    /// (``FrameSink/sampleIndices(frameCount:)``): granting it keeps every tree until its frame
    /// is rasterized, about 70 KB a frame for an app screen. Longer renders deliver their frames
    /// in order only, so memory stays bounded whatever their length (a GIF then keeps its two
    /// passes). Default 1 800 (a minute at 30 fps).
    public var maxSampledFrames = 1800

    /// A render loop with `jobs` threads (nil: every active core).
    public init(jobs: Int? = nil, rasterize: @escaping @Sendable (RenderTree) -> Bitmap) {
        let j = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        self.jobs = j
        self.window = 2 * j
        self.rasterize = rasterize
    }

    /// Renders `clip` at `times` into `sink`, then calls `sink.finish()`.
    ///
    /// - Parameters:
    ///   - hold: seconds added to the last frame's display duration (the end state held).
    ///   - frames: the indices into `times` to deliver (a slice of the render, for renders
    ///     split across processes), or nil for all. The sink receives their global indices and
    ///     durations; the hold counts only when the slice holds the last frame. The frames before
    ///     the slice are evaluated but not rasterized, so that a clip that keeps state reaches
    ///     the slice as it does in a whole render.
    ///   - progress: called on the calling thread after each delivered frame.
    /// - Returns: where the time went.
    /// - Throws: the first error of the clip or the sink; the remaining frames are dropped
    ///   and `finish()` is not called.
    @discardableResult
    public func run(_ clip: Clip, times: FrameTimes, hold: Double = 0, frames: Range<Int>? = nil,
                    into sink: FrameSink, progress: ((RenderProgress) -> Void)? = nil) throws -> RenderStatistics {
        let started = Date()
        var stats = RenderStatistics()
        let rasterTime = SharedSum()
        let rasterize = self.rasterize
        let timedRasterize: @Sendable (RenderTree) -> Bitmap = { tree in
            let t0 = threadCPUSeconds()
            let bitmap = rasterize(tree)
            rasterTime.add(threadCPUSeconds() - t0)
            return bitmap
        }
        func tree(at t: Double) throws -> RenderTree {
            let t0 = threadCPUSeconds()
            defer { stats.evaluationSeconds += threadCPUSeconds() - t0 }
            return try clip.renderTree(at: t)
        }
        let slice = (frames ?? times.indices).clamped(to: times.indices)
        let total = slice.count
        for i in times.indices.prefix(upTo: slice.lowerBound) { _ = try tree(at: times[i]) }
        func deliver(_ frame: Bitmap) throws {
            let t0 = threadCPUSeconds()
            let index = slice.lowerBound + stats.frames
            try sink.write(frame, index: index, duration: times.displayDuration(ofFrame: index, hold: hold))
            stats.sinkSeconds += threadCPUSeconds() - t0
            stats.frames += 1
            progress?(RenderProgress(completed: stats.frames, total: total))
        }

        // A frame whose tree equals the previous frame's has the same pixels (rasterizing is a
        // pure function of the tree): a clip at rest, a held pose, a paused interaction.
        var previous: RenderTree?
        func repeatsPrevious(_ tree: RenderTree) -> Bool {
            let t0 = threadCPUSeconds()
            defer { stats.evaluationSeconds += threadCPUSeconds() - t0 }
            defer { previous = tree }
            return previous == tree
        }
        var last: Bitmap?
        let wanted = total > maxSampledFrames
            ? [] : Set(sink.sampleIndices(frameCount: total).filter { (0..<total).contains($0) }).sorted()
        if !wanted.isEmpty {
            // The sink wants a sample of the clip before its first frame (a GIF's palette): every
            // tree is evaluated first, in time order as the clip needs, and kept until its frame
            // is rasterized (trees are plain values, small beside the pixels). The sample's frames
            // are rasterized as soon as their trees exist, and the first window of frames too,
            // so the threads work while the trees are evaluated; the sample is handed over; then
            // every frame is delivered in order, the sampled ones without rasterizing them again.
            let wantedSet = Set(wanted)
            var trees: [RenderTree?] = []
            var source: [Int] = []  // the position whose pixels each frame shows
            var sampled: [Int] = []  // the distinct positions the sample's frames show
            var kept: [Int: Bitmap] = [:]
            let pool = jobs == 1 ? nil : RasterPool(workers: jobs, rasterize: timedRasterize)
            defer { pool?.shutdown() }
            let window = max(self.window, jobs)
            var queued = 0  // frames below this position are submitted, sampled or repeats
            func submit(upTo limit: Int) {
                guard let pool else { return }
                while queued < min(limit, trees.count) {
                    if let t = trees[queued] {
                        pool.submit(t, index: queued)
                        trees[queued] = nil
                    }
                    queued += 1
                }
            }
            for (i, index) in slice.enumerated() {
                let t = try tree(at: times[index])
                if repeatsPrevious(t) {
                    stats.reusedFrames += 1
                    trees.append(nil)
                    source.append(source[i - 1])
                } else {
                    trees.append(t)
                    source.append(i)
                }
                if wantedSet.contains(i), sampled.last != source[i] {
                    let s = source[i]
                    sampled.append(s)
                    if let tree = trees[s] {
                        trees[s] = nil
                        if let pool { pool.submit(tree, index: s) } else { kept[s] = timedRasterize(tree) }
                    }
                }
                submit(upTo: window)
            }
            if let pool { for s in sampled where kept[s] == nil { kept[s] = pool.take(s) } }
            let durations = slice.map { times.displayDuration(ofFrame: $0, hold: hold) }
            let t0 = threadCPUSeconds()
            try sink.writeSample(FrameSample(durations: durations,
                                             frames: Dictionary(uniqueKeysWithValues: wanted.map { ($0, kept[source[$0]]!) })))
            stats.sinkSeconds += threadCPUSeconds() - t0
            for i in 0..<total {
                submit(upTo: i + window)
                if source[i] == i {
                    if let frame = kept.removeValue(forKey: i) {
                        last = frame
                    } else if let pool {
                        last = pool.take(i)
                    } else {
                        last = timedRasterize(trees[i]!)
                        trees[i] = nil
                    }
                }
                try deliver(last!)
            }
        } else if jobs == 1 {
            for i in slice {
                let t = try tree(at: times[i])
                if repeatsPrevious(t), let last {
                    stats.reusedFrames += 1
                    try deliver(last)
                } else {
                    let frame = timedRasterize(t)
                    last = frame
                    try deliver(frame)
                }
            }
        } else {
            let pool = RasterPool(workers: jobs, rasterize: timedRasterize)
            defer { pool.shutdown() }
            let window = max(self.window, jobs)
            var repeats = Set<Int>()
            func deliverNext() throws {
                let k = stats.frames
                let frame: Bitmap
                if repeats.remove(k) != nil, let last {
                    frame = last
                } else {
                    frame = pool.take(k)
                    last = frame
                }
                try deliver(frame)
            }
            for (i, index) in slice.enumerated() {
                while i - stats.frames >= window { try deliverNext() }
                let t = try tree(at: times[index])
                if repeatsPrevious(t) {
                    repeats.insert(i)
                    stats.reusedFrames += 1
                } else {
                    pool.submit(t, index: i)
                }
            }
            while stats.frames < total { try deliverNext() }
        }
        let t0 = threadCPUSeconds()
        let finishStarted = Date()
        try sink.finish()
        stats.finishWallSeconds = Date().timeIntervalSince(finishStarted)
        stats.sinkSeconds += threadCPUSeconds() - t0 + sink.backgroundCPUSeconds
        stats.rasterizationSeconds = rasterTime.value
        stats.wallSeconds = Date().timeIntervalSince(started)
        return stats
    }

    /// Renders the single frame at `time`.
    public func still(_ clip: Clip, at time: Double) throws -> Bitmap {
        rasterize(try clip.renderTree(at: time))
    }
}
