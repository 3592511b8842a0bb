/// The sample times of a render: frame i at `start + i / fps`, the last frame exactly at
/// `start + duration` (the end state).
///
/// The frame count is `ceil(duration·fps − 1e-9) + 1`: no gap is longer than one frame
/// interval, a duration that is a whole number of intervals gets exactly that many (0.5 s at
/// 30 fps → 16 frames, t = 0 … 0.5), and otherwise the last interval is shorter. A zero
/// duration gives a single frame.
public struct FrameTimes: RandomAccessCollection, Hashable, Sendable {
    /// First frame time in seconds. Default 0.
    public let start: Double
    /// Seconds from the first to the last frame, ≥ 0.
    public let duration: Double
    /// Frames per second, > 0.
    public let fps: Double

    /// - Precondition: `fps > 0`, `duration ≥ 0`.
    public init(start: Double = 0, duration: Double, fps: Double) {
        precondition(fps > 0 && duration >= 0, "FrameTimes needs fps > 0 and duration ≥ 0")
        self.start = start
        self.duration = duration
        self.fps = fps
    }

    /// The number of frames for `duration` at `fps` (see the type's rounding rule).
    public static func frameCount(duration: Double, fps: Double) -> Int {
        Int((duration * fps - 1e-9).rounded(.up)) + 1
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Self.frameCount(duration: duration, fps: fps) }

    /// The time of frame `i`.
    public subscript(i: Int) -> Double {
        i == endIndex - 1 ? start + duration : start + Double(i) / fps
    }
}

extension FrameTimes {
    /// How long frame `i` is shown, in seconds: the time until the next frame, and `1 / fps`
    /// plus `hold` for the last one (the held end state).
    ///
    /// The durations add up to `duration + 1 / fps + hold`; a GIF encoder rounds them to
    /// centiseconds carrying the error forward.
    public func displayDuration(ofFrame i: Int, hold: Double = 0) -> Double {
        i == count - 1 ? 1 / fps + hold : self[i + 1] - self[i]
    }
}
