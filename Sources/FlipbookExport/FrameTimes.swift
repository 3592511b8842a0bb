/// The times at which a render samples a clip: frame i is at `start + i / fps`, and the last
/// frame is the end state at exactly `start + duration`.
///
/// When `(end − start) · fps` is not a whole number, the last interval is shorter than
/// `1 / fps`, so that the end state is always a frame. Times are computed from the index,
/// never accumulated, so no rounding error builds up.
public struct FrameTimes: Equatable, Sendable, RandomAccessCollection {
    /// The first sampled time, in seconds.
    public let start: Double
    /// Seconds from the first to the last frame, not negative.
    public let duration: Double
    /// Frames per second, greater than 0.
    public let fps: Double
    /// The number of frames, at least 1.
    public let count: Int

    /// Frame times from `start` to `start + duration` at `fps`.
    /// - Precondition: `fps > 0`, `duration >= 0`, all finite.
    public init(start: Double = 0, duration: Double, fps: Double) {
        precondition(fps > 0 && fps.isFinite && start.isFinite && duration.isFinite && duration >= 0,
                     "FrameTimes needs fps > 0 and duration ≥ 0")
        self.start = start
        self.duration = duration
        self.fps = fps
        // The tolerance keeps 0.5 s at 30 fps (14.999999… intervals in binary) at 15 intervals.
        let intervals = (duration * fps - 1e-9).rounded(.up)
        count = Int(Swift.max(0, intervals)) + 1
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The time of frame `i`, in seconds.
    public subscript(i: Int) -> Double {
        precondition(i >= 0 && i < count, "frame \(i) outside 0..<\(count)")
        return i == count - 1 ? start + duration : start + Double(i) / fps
    }

    /// How long frame `i` is shown, in seconds: the time until the next frame, and `1 / fps`
    /// plus `hold` for the last one.
    public func displayDuration(ofFrame i: Int, hold: Double = 0) -> Double {
        i == count - 1 ? 1 / fps + hold : self[i + 1] - self[i]
    }
}
