import FlipbookCodecs

extension Recording {
    /// Writes a VP9 video in a WebM file at `path` (its folder must exist) with the options in
    /// ``webm``.
    ///
    /// The frames and their timing are those of ``write(gif:)``: each frame starts at its time
    /// rounded to milliseconds, and the held end state is one longer frame. The file is renamed
    /// into place when complete; the bytes do not depend on ``jobs``.
    /// - Returns: where the time went.
    /// - Throws: ``RecordingError``, the clip's errors, or FlipbookCodecs' `AnimatedEncoderError`; no file is left.
    @discardableResult
    public func write(webm path: String) throws -> RenderStatistics {
        let times = try frameTimes()
        let sink = try WebMSink(path: path, width: clip.pixelWidth, height: clip.pixelHeight, options: webm)
        return try RenderLoop(jobs: jobs, rasterize: rasterize).run(
            clip, times: times, hold: hold, into: sink, progress: progress)
    }
}
