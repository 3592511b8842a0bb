import FlipbookCodecs
import Foundation
import FlipbookRaster
import FlipbookExport

extension Command {
    /// The most frames one render produces, held copies included (an hour at 27.8 fps), so
    /// that a typo in `--to`, `--fps` or `--hold` cannot start a render that never ends: the
    /// one rule of `FrameBudget`, which `Recording` applies too.
    static let maxFrames = FrameBudget.maximumFrames

    /// `flipbook render <demo|scene.json|all> [options]`: an animated GIF and/or PNG frames.
    package static let render = Command(
        name: "render",
        summary: "render a scene or demo to an animated GIF or WebP, a WebM video and/or PNG frames",
        usage: "render <demo|scene.json|all> [-o out.gif|out.webp|out.webm | -o dir/] [options] | render --manifest [flipbook.json] [--check]",
        discussion: """
        Samples the clip at t = from + i/fps up to and including t = to (the end state) and \
        writes the frames in order, rasterizing them on --jobs threads; the result does not \
        depend on the thread count.

        Output: without -o, output/<name>.gif (gif), output/<name>.webp (webp), \
        output/<name>.webm (webm), output/<name>/frame_0000.png … (png) or both (gif and png). -o x.gif writes a GIF, -o \
        x.webp an animated WebP (full colour, lossy at --webp-quality 90 unless --lossless; \
        durations in whole milliseconds), -o x.webm a VP9 video (libvpx, constant quality \
        --crf \(WebMOptions.defaultCRF), BT.709, each frame's own duration in milliseconds); \
        -o dir/ or a path without extension writes PNG frames; any other extension (x.mp4, \
        x.mov) is a usage error. \
        The format follows from -o; a --format that disagrees with it is an error. With \
        --format both, -o x.gif or -o x gives x.gif and x/frame_*.png. 'all' renders every demo \
        into output/ (or the directory given with -o). Prints the written paths.

        Outputs appear complete or not at all: a GIF is renamed into place when finished, and \
        PNG frames are written into a hidden folder beside dir/ that replaces dir/ whole once \
        every frame is written, so dir/ must be new, empty, or hold only frame_*.png files. \
        After an error, Ctrl-C or SIGTERM the earlier output is unchanged. At most 100000 \
        frames, the --hold copies included.

        Slices (--frames A:B or --shard K/N) render part of the frames into their own folder \
        (-o dir/, PNG only) with the whole render's file names; copying the folders of all \
        slices into one gives the frames of one render, byte for byte. Frame indices count from \
        0 and do not include the --hold copies, which the slice holding the last frame writes.

        Manifest: --manifest renders what a render manifest (default flipbook.json) lists and is \
        out of date, recorded in .flipbook-state.json beside it; --check renders nothing and \
        exits 1 listing stale outputs. See the RenderManifests article.

        Demo flags (the engine's; flipbook's are --magicmove-item, --bug-faithful, --flip-shadow \
        and --scale-dismiss-fade) choose what a demo leaves open; they are usage errors for \
        scene files.
        """,
        options: [
            .out,
            OptionSpec("format", short: "f", value: "gif|png|both|webp|webm", help: "What to write (default: from -o, else gif)."),
            OptionSpec("fps", value: "n", help: "Frames per second (default: the clip's own fps (a scene's fps, 30 when absent; a demo's 25))."),
            OptionSpec("from", value: "seconds", help: "First frame time (default 0)."),
            OptionSpec("to", value: "seconds", help: "Last frame time (default: the clip's duration)."),
            OptionSpec("hold", value: "seconds", help: "Hold the end state this long (default 0)."),
            OptionSpec("frames", value: "A:B",
                       help: "PNG frames only: render frames A up to but not including B (0-based; 10:20, 20:)."),
            OptionSpec("shard", value: "K/N", help: "PNG frames only: render the K-th of N nearly equal slices (1/3 … 3/3)."),
            .scale, .size, .filesRoot,
            OptionSpec("png-compression", value: "fast|0-9",
                       help: "PNG frames: fast (Up row filter, Flipbook's run-length deflate) or a zlib level 0…9 with libpng's adaptive filters; opaque frames are RGB either way (default fast)."),
        ] + OptionSpec.gifEncoding + OptionSpec.webpEncoding + OptionSpec.webmEncoding + [
            .matte, .jobs, .quiet, .demoFlags,
        ] + ManifestCommand.options,
        run: runRender)

    private static func runRender(_ args: ParsedArguments, _ context: CommandContext) throws {
        if args.flag("manifest") || args.flag("check") { return try ManifestCommand.run(args, context) }
        try args.requirePositionals(["demo|scene.json|all"])
        let settings = try RenderSettings(args)
        let target = args.positionals[0]
        if target == "all" {
            let engine = context.engine
            guard !engine.demos.isEmpty else { throw CLIError(.failure, "this build has no demos to render") }
            if let out = args.string("out"), [".gif", ".webp", ".webm"].contains(where: out.lowercased().hasSuffix) {
                throw CLIError.usage("-o \(out): 'render all' writes several clips; give a directory", command: args.command)
            }
            let directory = args.string("out") ?? "output"
            // Each clip's output is finished (a GIF encoded) while the next clip renders, for
            // frames up to `backgroundFinishPixels`; one encodes at a time, in clip order, so the
            // files and the printed paths are those of one clip after the other.
            var previous: PendingRender?
            for demo in engine.demos {
                let pending: PendingRender
                do {
                    let input = try ClipInput.open(demo.name, args: args, context: context)
                    let outputs = try RenderOutputs(out: nil, format: args.choice("format", ["gif", "png", "both", "webp", "webm"]),
                                                    name: demo.name, directory: directory, command: args.command)
                    pending = try render(input, to: outputs, settings: settings, context: context,
                                         inBackground: true, after: previous?.sink)
                } catch {
                    // As one after the other: the clip before is complete (or its error wins).
                    try previous?.complete()
                    throw error
                }
                try previous?.complete()
                previous = pending
            }
            try previous?.complete()
            return
        }
        let input = try ClipInput.open(target, args: args, context: context)
        let outputs = try RenderOutputs(out: args.string("out"), format: args.choice("format", ["gif", "png", "both", "webp", "webm"]),
                                        name: input.name, command: args.command)
        try render(input, to: outputs, settings: settings, context: context).complete()
    }

    /// `render all` finishes a clip's output beside the next clip's render only up to this many
    /// pixels per frame: the package's demos at 2× (375 × 667 pt, 1 000 500 px) overlap, at
    /// 236–239 MB at the peak for all 23 once a finished clip leaves nothing alive (before,
    /// every earlier clip's scene stayed and the overlap peaked at 359 MB). Larger clips, whose
    /// working sets side by side could outgrow that, render and finish one after the other.
    /// The files are the same either way.
    static let backgroundFinishPixels = 1_100_000

    /// A clip whose frames are all rendered; ``complete()`` waits for its output to be finished
    /// and reports it.
    private struct PendingRender {
        /// The sink finishing in the background, or nil when the render finished it already.
        var sink: BackgroundFinishSink?
        var report: () -> Void

        func complete() throws {
            try sink?.wait()
            report()
        }
    }

    /// Renders the clip's frames into its sinks. The sinks are finished before this returns, or
    /// `inBackground` on a thread of their own once `previous` has finished (see
    /// ``BackgroundFinishSink``).
    private static func render(_ input: ClipInput, to outputs: RenderOutputs, settings: RenderSettings,
                               context: CommandContext, inBackground: Bool = false,
                               after previous: BackgroundFinishSink? = nil) throws -> PendingRender {
        let engine = context.engine
        let rasterize = try engine.requireRasterizer()
        let makeGIF = outputs.gif == nil ? nil : try engine.requireGIFSink()
        let source = input.clip
        let fps = settings.fps ?? source.fps
        let from = settings.from ?? 0
        let to = settings.to ?? max(source.duration, from)
        guard to >= from else {
            throw CLIError.usage("--to \(to) is before --from \(from)", command: "render")
        }
        let span = to - from
        if let problem = FrameBudget.fpsProblem(fps) {
            // Only a clip's own rate gets here (--fps was checked): a demo's or Recording's.
            throw CLIError(.badData, "\(input.name): the clip's frame rate \(fps) is out of range: \(problem)")
        }
        // The one render path: a Recording of the clip with the command line's options, rendered
        // into the sinks the options choose (`Recording.render(into:frames:)`).
        var recording = Recording(of: source, from: from, duration: span, fps: fps, hold: settings.hold, jobs: settings.jobs)
        recording.gif = settings.gif
        recording.webp = settings.webp
        recording.png = settings.pngEncoding
        recording.rasterize = rasterize
        recording.progress = context.progress.update
        // The frame limit is FrameBudget's, as Recording counts it: the held end state is written
        // as `round(hold · fps)` more PNG files and counts in every format, so that the limit does
        // not depend on -o. The messages name the command line's options.
        let budget: FrameBudget.Count
        do {
            budget = try recording.frameBudget()
        } catch let problem as FrameBudget.Problem {
            switch problem {
            case .spanTooLong:
                throw CLIError.usage("\(String(format: "%.6g", span)) s at \(fps) fps is more than \(maxFrames) frames; "
                                     + "lower --fps or render a shorter span with --from/--to", command: "render")
            case let .holdTooLong(frames, hold, fps, held):
                throw CLIError.usage("\(frames) frames plus a \(String(format: "%.6g", hold)) s hold at \(fps) fps "
                                     + "(\(String(format: "%.0f", held)) held frames) is more than \(maxFrames) frames; "
                                     + "lower --hold or --fps", command: "render")
            }
        }
        let times: FrameTimes
        do {
            times = try recording.frameTimes()
        } catch let error as RecordingError {
            throw CLIError.usage("\(error)", command: "render")
        }
        let heldFrames = budget.held
        let slice = try settings.slice.map { try $0.range(frameCount: times.count, command: "render") }
        try settings.checkEncoderOptions(for: outputs)
        if slice != nil, outputs.gif != nil || outputs.webp != nil || outputs.webm != nil {
            throw CLIError.usage("--frames and --shard render PNG frames (-o dir/); encode the collected frames "
                                 + "with 'flipbook gif dir/*.png -o out.gif --fps \(String(format: "%g", fps))'", command: "render")
        }

        var sinks: [FrameSink] = []
        if let dir = outputs.pngDirectory {
            try makeParentDirectory(of: dir)
            sinks.append(try PNGDirectorySink(directory: dir, fps: fps, expectedFiles: times.count + heldFrames,
                                              firstNumber: slice?.lowerBound ?? 0, jobs: settings.jobs) { [encoding = settings.pngEncoding, write = engine.writePNG] in
                try write($0, $1, encoding)
            })
        }
        if let gif = outputs.gif {
            try makeParentDirectory(of: gif)
            sinks.append(try makeGIF!(gif, source.pixelWidth, source.pixelHeight, settings.gif))
        }
        if let webp = outputs.webp {
            let makeWebP = try engine.requireWebPSink()
            try makeParentDirectory(of: webp)
            sinks.append(try makeWebP(webp, source.pixelWidth, source.pixelHeight, settings.webp))
        }
        if let webm = outputs.webm {
            let makeWebM = try engine.requireWebMSink()
            try makeParentDirectory(of: webm)
            sinks.append(try makeWebM(webm, source.pixelWidth, source.pixelHeight, settings.webm))
        }
        context.progress.begin(input.name)
        let combined = sinks.count == 1 ? sinks[0] : FanOutSink(sinks)
        let background = inBackground && source.pixelWidth * source.pixelHeight <= backgroundFinishPixels
            ? BackgroundFinishSink(combined, after: previous) : nil
        let stats = try recording.render(into: background ?? combined, frames: slice)
        let threads = recording.threads
        func s(_ x: Double) -> String { String(format: "%.2f", x) }
        let slot = slice.map { " (frames \($0.lowerBound)..<\($0.upperBound) of \(times.count))" } ?? ""
        let reused = stats.reusedFrames == 0 ? "" : ", \(stats.reusedFrames) repeating the frame before"
        let finish = background == nil ? "of which \(s(stats.finishWallSeconds)) s finishing the output"
            : "the output finishing beside the next clip"
        context.progress.note("\(input.name): \(stats.frames) frames\(slot) of \(source.pixelWidth)×\(source.pixelHeight) "
                              + "at \(fps) fps in \(s(stats.wallSeconds)) s on \(threads) thread\(threads == 1 ? "" : "s"), "
                              + "\(finish) (CPU: evaluate \(s(stats.evaluationSeconds)) s, rasterize \(s(stats.rasterizationSeconds)) s, "
                              + "write \(s(stats.sinkSeconds)) s\(reused))")
        // The report runs after the next clip has rendered: it keeps what it prints and the
        // finished sinks (a GIF sink drops its encoder when finished), not the clip, whose scene
        // and images would otherwise stay alive through the next clip.
        let name = input.name, paths = outputs.paths
        let gifs = sinks.compactMap { $0 as? GIFSink }, webps = sinks.compactMap { $0 as? WebPSink }
        let webms = sinks.compactMap { $0 as? WebMSink }
        return PendingRender(sink: background) {
            for gif in gifs {
                guard let summary = gif.summary else { continue }
                let seconds = String(format: "%.2f", Double(summary.durationCentiseconds) / 100)
                let kilobytes: Int = summary.bytes / 1024
                context.progress.note("\(name): \(gif.path): \(summary.frameCount) GIF frames, \(kilobytes) KB, \(seconds) s")
                for warning in summary.warnings { context.progress.note("\(name): \(warning)") }
            }
            for webp in webps { context.progress.note(webp.report(name: name)) }
            for webm in webms { context.progress.note(webm.report(name: name)) }
            for path in paths { context.stdout.line(path) }
        }
    }
}
