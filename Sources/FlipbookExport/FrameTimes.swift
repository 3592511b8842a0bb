/// The times at which a render samples a clip: frame i is at `start + i / fps`, and the last
/// frame is the end state at exactly `end`.
///
/// When `(end − start) · fps` is not a whole number, the last interval is shorter than
/// `1 / fps`, so that the end state is always a frame. Times are computed from the index,
/// never accumulated, so no rounding error builds up.
public struct FrameTimes: Equatable, Sendable, RandomAccessCollection {
    /// The first sampled time, in seconds.
    public let start: Double
    /// The last sampled time, in seconds; not before `start`.
    public let end: Double
    /// Frames per second, greater than 0.
    public let fps: Double
    /// The number of frames, at least 1.
    public let count: Int

    /// Frame times from `start` to `end` at `fps`.
    /// - Precondition: `fps > 0`, `end >= start`, both finite.
    public init(start: Double, end: Double, fps: Double) {
        precondition(fps > 0 && fps.isFinite && start.isFinite && end.isFinite && end >= start,
                     "FrameTimes needs fps > 0 and start ≤ end")
        self.start = start
        self.end = end
        self.fps = fps
        // The tolerance keeps 0.5 s at 30 fps (14.999999… intervals in binary) at 15 intervals.
        let intervals = ((end - start) * fps - 1e-9).rounded(.up)
        count = Int(Swift.max(0, intervals)) + 1
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The time of frame `i`, in seconds.
    public subscript(i: Int) -> Double {
        precondition(i >= 0 && i < count, "frame \(i) outside 0..<\(count)")
        return i == count - 1 ? end : start + Double(i) / fps
    }

    /// How long frame `i` is shown, in seconds: the time until the next frame, and `1 / fps`
    /// plus `hold` for the last one.
    public func displayDuration(ofFrame i: Int, hold: Double = 0) -> Double {
        i == count - 1 ? 1 / fps + hold : self[i + 1] - self[i]
    }
}
