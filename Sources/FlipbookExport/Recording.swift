import Foundation
import FlipbookCodecs
import FlipbookRaster

/// A render of a `Clip` (FlipbookRaster) into files: every option of `flipbook render`, from Swift.
///
/// ```swift
/// let app = Application(duration: 1.5)          // your views, controllers and script
/// try Recording(of: app, fps: 30).write(gif: "slide.gif")
/// ```
///
/// The frames are the clip's at `frameTimes` (`start … start + duration` at `fps`, the last
/// frame exactly at the end); the last one is shown `hold` seconds longer. Frames are
/// rasterized on ``jobs`` threads and written in order; the files do not depend on the thread
/// count. The frame size is the clip's (its scale: `Application.scale`, a demo's `scale:`, a
/// scene's `canvas.scale`). A clip keeps state, so record a fresh one each time.
///
/// This is the one render path: `flipbook render` builds a `Recording` from its options and
/// calls ``render(into:frames:)`` with the sinks it opened, so a render from Swift and one from
/// the command line check the same options, count frames by the same rule (`FrameBudget`) and
/// deliver the same frames.
public struct Recording {
    /// The clip recorded.
    public let clip: Clip
    /// The first frame's time in seconds of clip time (`--from`). Default 0.
    public var start: Double
    /// Seconds from the first to the last frame (`--to` minus `--from`), ≥ 0. Default the clip's
    /// duration minus `start` (at least 0).
    public var duration: Double
    /// Frames per second, 0.01 … 1000 (`--fps`, `FrameBudget`'s rule). Default the clip's.
    public var fps: Double
    /// Seconds the last frame is shown beyond its interval (`--hold`), ≥ 0. Default 0.
    public var hold: Double
    /// Rasterizer threads and PNG encoders at once, ≥ 1 (`--jobs`); nil for every active core.
    /// Default nil.
    public var jobs: Int?
    /// The GIF encoder's options: colours, dithering, palette, plays, matte, lossy
    /// (`--colors`, `--dither` …). Default `GIFOptions()`.
    public var gif: GIFOptions
    /// The animated WebP encoder's options for ``write(webp:)``: lossless or lossy quality, effort,
    /// plays, matte (`--lossless`, `--webp-quality` …). Default `WebPOptions()` (lossy, quality 90).
    public var webp: WebPOptions
    /// The WebM (VP9) encoder's options for ``write(webm:)``: constant quality, speed, matte
    /// (`--crf`, `--vp9-speed`, `--matte`). Default `WebMOptions()` (crf 24, speed 4, white matte).
    public var webm: WebMOptions
    /// How PNG frames are compressed (`--png-compression`): `PNGEncoding.fast` (the Up row filter,
    /// Flipbook's run-length deflate, opaque frames as RGB), or a zlib level with libpng's
    /// adaptive filters. Default `.fast`, as on the command line.
    public var png: PNGEncoding
    /// The most frames a recording may have, held copies included (a typo in `fps` must not
    /// fill the disk), counted as the command line counts them (`FrameBudget`). Default 100 000
    /// (`FrameBudget.maximumFrames`); a lower cap is honoured, a higher one is capped at that.
    public var maxFrames: Int
    /// Called on the calling thread after each frame is delivered. Default nil.
    public var progress: ((RenderProgress) -> Void)?
    /// Turns a render tree into pixels, from several threads at once. Default FlipbookRaster's
    /// `Renderer`.
    public var rasterize: @Sendable (RenderTree) -> Bitmap

    /// A recording of `clip` from `start` over `duration` seconds at `fps`.
    /// - Parameters:
    ///   - start: first frame time in seconds. Default 0.
    ///   - duration: seconds to the last frame; nil for the rest of the clip.
    ///   - fps: frames per second; nil for the clip's own.
    ///   - hold: seconds the end state is held. Default 0.
    ///   - jobs: threads; nil for every active core.
    public init(of clip: Clip, from start: Double = 0, duration: Double? = nil, fps: Double? = nil,
                hold: Double = 0, jobs: Int? = nil) {
        self.clip = clip
        self.start = start
        self.duration = duration ?? max(clip.duration - start, 0)
        self.fps = fps ?? clip.fps
        self.hold = hold
        self.jobs = jobs
        gif = GIFOptions()
        webp = WebPOptions()
        webm = WebMOptions()
        png = .fast
        maxFrames = FrameBudget.maximumFrames
        rasterize = { Renderer().render($0) }
    }

    /// The frames of the recording by `FrameBudget`'s rule (the span's frames and the held
    /// copies), within `FrameBudget.maximumFrames` but not checked against ``maxFrames``.
    /// - Throws: `FrameBudget.Problem`, saying whether the span or the hold is too long.
    public func frameBudget() throws -> FrameBudget.Count {
        try FrameBudget.count(duration: duration, fps: fps, hold: hold)
    }

    /// Rasterizer threads the recording uses: ``jobs``, or every active core.
    public var threads: Int { RenderLoop(jobs: jobs, rasterize: rasterize).jobs }

    /// The times of the frames, after checking the options.
    /// - Throws: ``RecordingError`` for an option out of range or too many frames.
    public func frameTimes() throws -> FrameTimes {
        if let problem = FrameBudget.fpsProblem(fps) {
            throw RecordingError.invalidOption("fps", "\(fps)", problem.replacingOccurrences(of: "expected ", with: ""))
        }
        guard start.isFinite else { throw RecordingError.invalidOption("start", "\(start)", "a finite number of seconds") }
        guard duration.isFinite, duration >= 0 else {
            throw RecordingError.invalidOption("duration", "\(duration)", "a finite number of seconds, at least 0")
        }
        if let problem = FrameBudget.holdProblem(hold) {
            throw RecordingError.invalidOption("hold", "\(hold)", problem.replacingOccurrences(of: "expected ", with: ""))
        }
        guard (0...9).contains(png.level) else {
            throw RecordingError.invalidOption("png.level", "\(png.level)", "a zlib level 0…9")
        }
        if let jobs, jobs < 1 { throw RecordingError.invalidOption("jobs", "\(jobs)", "at least 1") }
        // Held copies of the end state are frames too: they count towards the cap, as
        // `round(hold · fps)` files, the same count as the command line's.
        let limit = min(maxFrames, FrameBudget.maximumFrames)
        let count: FrameBudget.Count
        do {
            count = try frameBudget()
        } catch {
            throw RecordingError.tooManyFrames(duration: duration + hold, fps: fps, limit: limit)
        }
        guard count.total <= limit else { throw RecordingError.tooManyFrames(duration: duration + hold, fps: fps, limit: limit) }
        return FrameTimes(start: start, duration: duration, fps: fps)
    }

    /// Writes an animated GIF at `path` (its folder must exist).
    /// - Returns: where the time went.
    /// - Throws: ``RecordingError``, the clip's errors, or FlipbookCodecs' `GIFError`; no file is left.
    @discardableResult
    public func write(gif path: String) throws -> RenderStatistics {
        try write(gif: path, pngDirectory: nil)
    }

    /// Writes the frames as `frame_0000.png` … into the folder `path`: they are written into a
    /// hidden sibling folder that replaces `path` in one step once every frame is written (a
    /// failed render leaves `path` as it was). A held end state is written as copies, so the
    /// folder played at `fps` has the GIF's timing.
    @discardableResult
    public func write(pngDirectory path: String) throws -> RenderStatistics {
        try write(gif: nil, pngDirectory: path)
    }

    /// Writes a GIF, PNG frames, or both from one render; nil skips that output.
    @discardableResult
    public func write(gif gifPath: String?, pngDirectory: String?) throws -> RenderStatistics {
        _ = try frameTimes()
        var sinks: [FrameSink] = []
        if let dir = pngDirectory {
            let settings = png
            sinks.append(try PNGDirectorySink(directory: dir, fps: fps, expectedFiles: try frameBudget().total,
                                              jobs: jobs) { try PNG.write($0, path: $1, settings: settings) })
        }
        if let gifPath {
            sinks.append(try GIFSink(path: gifPath, width: clip.pixelWidth, height: clip.pixelHeight, options: gif))
        }
        guard !sinks.isEmpty else { throw RecordingError.noOutput }
        return try render(into: sinks.count == 1 ? sinks[0] : FanOutSink(sinks))
    }

    /// Renders the frames into `sink` (opened by the caller, at the clip's pixel size) and
    /// finishes it: what every `write` does once its files are open, and what `flipbook render`
    /// does with the sinks its options choose.
    /// - Parameter frames: the indices of the frames to deliver (a slice of the render, frame
    ///   `i` at `start + i / fps`, see `RenderLoop`), or nil for all.
    /// - Returns: where the time went.
    /// - Throws: ``RecordingError`` (the options are checked first, before any frame), the
    ///   clip's errors or the sink's.
    @discardableResult
    public func render(into sink: FrameSink, frames: Range<Int>? = nil) throws -> RenderStatistics {
        let times = try frameTimes()
        return try RenderLoop(jobs: jobs, rasterize: rasterize)
            .run(clip, times: times, hold: hold, frames: frames, into: sink, progress: progress)
    }
}

/// Why a ``Recording`` cannot run.
public enum RecordingError: Error, Equatable, CustomStringConvertible {
    /// An option is out of its range: the option, the value given, what it must be.
    case invalidOption(String, String, String)
    /// `(duration + hold) × fps` frames, held copies included, exceed the recording's `maxFrames`.
    case tooManyFrames(duration: Double, fps: Double, limit: Int)
    /// Neither a GIF path nor a PNG directory was given.
    case noOutput
    /// The times of a contact sheet are empty or not increasing.
    case invalidTimes(String)

    public var description: String {
        switch self {
        case let .invalidOption(name, value, expected):
            return "recording option \(name) is \(value); it must be \(expected)"
        case let .tooManyFrames(duration, fps, limit):
            return "\(String(format: "%.6g", duration)) s (the held end included) at \(fps) fps is more than "
                + "\(limit) frames; lower fps, hold or duration"
        case .noOutput:
            return "a recording needs a GIF path or a PNG directory"
        case let .invalidTimes(detail):
            return "contact sheet times \(detail); give at least one time, in increasing order"
        }
    }
}
