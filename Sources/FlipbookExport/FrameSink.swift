import FlipbookRaster

/// A destination for rendered frames, fed in frame order on one thread.
public protocol FrameSink: AnyObject {
    /// Receives frame `index`, shown for `duration` seconds.
    func write(_ frame: Bitmap, index: Int, duration: Double) throws
    /// Called once after the last frame; completes the output (closes a GIF, renames files).
    func finish() throws
    /// CPU seconds the sink spent on threads of its own (background encoding), for
    /// ``RenderStatistics``; complete after `finish()`.
    var backgroundCPUSeconds: Double { get }
}

extension FrameSink {
    /// 0: by default a sink works on the calling thread only.
    public var backgroundCPUSeconds: Double { 0 }
}

/// How far a render has come, reported after every delivered frame.
public struct RenderProgress: Equatable, Sendable {
    /// Frames delivered to the sink so far.
    public var completed: Int
    /// Frames in the whole render.
    public var total: Int
    /// `completed / total`, 0…1.
    public var fraction: Double { total == 0 ? 1 : Double(completed) / Double(total) }

    public init(completed: Int, total: Int) {
        self.completed = completed
        self.total = total
    }
}
