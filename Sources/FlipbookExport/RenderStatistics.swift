import Foundation

/// Where a render's time went, in CPU seconds of the threads that did the work (so the
/// numbers do not depend on how busy the machine was).
public struct RenderStatistics: Equatable, Sendable {
    /// Frames delivered to the sink.
    public var frames = 0
    /// Building render trees (scene evaluation) on the calling thread.
    public var evaluationSeconds = 0.0
    /// Rasterizing, summed over every rasterizer thread.
    public var rasterizationSeconds = 0.0
    /// Writing and encoding in the sink (PNG or GIF), including `finish()` and the sink's own
    /// threads.
    public var sinkSeconds = 0.0
    /// Wall-clock time of the whole render.
    public var wallSeconds = 0.0
    /// Wall-clock time of the sink's `finish()` alone: for a GIF with a global or `.auto`
    /// palette that is where the frames are encoded, after the last one was rendered.
    public var finishWallSeconds = 0.0
    /// Frames whose render tree equalled the previous frame's, so the previous frame's
    /// pixels were delivered again instead of rasterizing the same tree twice.
    public var reusedFrames = 0

    public init() {}
}

/// CPU time consumed by the calling thread so far, in seconds.
func threadCPUSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// A sum that several threads add to.
final class SharedSum: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0.0

    func add(_ x: Double) {
        lock.lock()
        total += x
        lock.unlock()
    }

    var value: Double {
        lock.lock()
        defer { lock.unlock() }
        return total
    }
}
