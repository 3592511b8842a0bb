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
    /// The frames the sink wants to see before the first one, as positions among the `frameCount`
    /// frames it will receive (0 is the first it receives): a GIF builds its palette from a sample
    /// spread over the clip and can then encode each frame as it arrives. Empty (the default): no
    /// sample, frames arrive in order only.
    func sampleIndices(frameCount: Int) -> [Int]
    /// Receives the sample asked for by ``sampleIndices(frameCount:)``, once, before the first
    /// ``write(_:index:duration:)``. The frames are delivered again in their turn.
    func writeSample(_ sample: FrameSample) throws
}

extension FrameSink {
    /// 0: by default a sink works on the calling thread only.
    public var backgroundCPUSeconds: Double { 0 }
    /// No sample by default.
    public func sampleIndices(frameCount: Int) -> [Int] { [] }
    /// Ignores the sample by default.
    public func writeSample(_ sample: FrameSample) throws {}
}

/// Frames a sink asked to see before the render delivers its first frame, with the display
/// time of every frame it will receive (see ``FrameSink/sampleIndices(frameCount:)``).
public struct FrameSample: Sendable {
    /// The display duration of each frame the sink will receive, in order (the hold included
    /// in the last one's).
    public let durations: [Double]
    /// The sampled frames by position (0 is the first frame the sink receives).
    public let frames: [Int: Bitmap]

    public init(durations: [Double], frames: [Int: Bitmap]) {
        self.durations = durations
        self.frames = frames
    }

    /// The sampled positions, ascending.
    public var positions: [Int] { frames.keys.sorted() }

    /// The seconds each sampled frame stands for: its own display time and that of the frames
    /// after it up to the next sampled one (the last one to the end; the first one from the
    /// start), so that the weights add up to the clip's duration. In ``positions``' order.
    public func secondsStoodFor() -> [Double] {
        let p = positions
        return p.indices.map { k in
            let from = k == 0 ? 0 : p[k]
            let to = k + 1 < p.count ? p[k + 1] : durations.count
            return durations[from..<to].reduce(0, +)
        }
    }

    /// The same sample with only the frames at `positions` (a sink among several gets its own).
    public func restricted(to positions: [Int]) -> FrameSample {
        FrameSample(durations: durations, frames: frames.filter { positions.contains($0.key) })
    }
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
