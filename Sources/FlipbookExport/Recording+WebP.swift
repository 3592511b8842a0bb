import FlipbookCodecs

extension Recording {
    /// Writes an animated WebP at `path` (its folder must exist) with the options in ``webp``.
    ///
    /// The frames and their timing are those of ``write(gif:)``: each frame's duration is rounded
    /// to whole milliseconds (start and end times rounded, so the total does not drift), and the
    /// held end state is one longer frame. The file is renamed into place when complete.
    /// - Returns: where the time went.
    /// - Throws: ``RecordingError``, the clip's errors, or FlipbookCodecs' `AnimatedEncoderError`; no file is left.
    @discardableResult
    public func write(webp path: String) throws -> RenderStatistics {
        _ = try frameTimes()
        let sink = try WebPSink(path: path, width: clip.pixelWidth, height: clip.pixelHeight, options: webp)
        return try render(into: sink)
    }
}
