/// Something the encoder did that the user may want to know about; returned in
/// ``GIFEncodeSummary/warnings``, never printed.
public enum GIFWarning: Hashable, Sendable, CustomStringConvertible {
    /// Frames shorter than 2 cs (a rate above 50 fps) arrived. GIF delays are whole centiseconds and
    /// browsers slow delays below 2 cs down to 10 cs, so `droppedFrames` frames were replaced by the
    /// frame that followed them, keeping every delay at least 2 cs and the total duration exact.
    /// Only reported when at least one frame was dropped (`droppedFrames > 0`).
    case frameRateAbove50(fps: Double, droppedFrames: Int)

    public var description: String {
        switch self {
        case let .frameRateAbove50(fps, dropped):
            let rate = (fps * 10).rounded() / 10
            return "frame rate \(rate) fps is above 50 fps, the fastest browsers play GIFs at; "
                + "\(dropped) frame(s) were dropped to keep delays ≥ 2 cs (render at 25 or 50 fps to avoid this)"
        }
    }
}

/// What ``GIFEncoder/finish()`` wrote.
public struct GIFEncodeSummary: Hashable, Sendable {
    /// Size of the written file in bytes.
    public var bytes: Int
    /// Frames in the file, after identical consecutive frames were merged.
    public var frameCount: Int
    /// Frames that were added.
    public var inputFrameCount: Int
    /// Total duration in centiseconds (the sum of the written delays).
    public var durationCentiseconds: Int
    /// Frames that carried a local colour table.
    public var localPaletteFrames: Int
    /// Non-fatal remarks, such as a frame rate above 50 fps.
    public var warnings: [GIFWarning]
}
