import FlipbookAnimation

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
