import FlipbookCodecs
import FlipbookRaster
import FlipbookTesting

extension Command {
    /// `flipbook diff a b [-o diff.png] [--max-channel-delta N] [--max-differing-pixels N|P%]`:
    /// compares two PNGs, or two GIFs, animated WebPs or WebM videos frame by frame; exit 1 when
    /// they differ.
    package static let diff = Command(
        name: "diff",
        summary: "compare two PNGs, GIFs, WebPs or WebMs; exit 1 when they differ",
        usage: "diff <a> <b> [-o diff.png] [--max-channel-delta N] [--max-differing-pixels N|P%]",
        discussion: """
        Compares the premultiplied RGBA pixels of two PNGs, or of two GIFs or two animated WebPs \
        frame by frame (each frame as the decoder composites it; a GIF and a WebP may be \
        compared too). a is the expected image. A pixel differs when a \
        channel differs by more than --max-channel-delta (0…255, default 0); an image matches \
        when at most --max-differing-pixels of its pixels differ (a count or a percentage, default \
        0); animations match when they have the same number of frames and every frame matches. Prints \
        the comparison report; exit 0 when they match, 1 when not. -o writes the difference \
        picture (FlipbookTesting's diff image); for animations, of the first frame that differs (frame 0 \
        when all match).

        WebM (VP9/VP8 video, decoded with libvpx; frames are opaque) may be compared with a \
        WebM, GIF or WebP. Frames are then paired by time, not by index: each frame of the file \
        with more frames is compared with the other's frame on screen at the middle of its \
        interval, and the total durations must agree within 10 ms. Lossy video changes most \
        pixels slightly, so without either tolerance option a WebM comparison uses \
        --max-channel-delta 32 --max-differing-pixels 1%; give either option to choose another \
        (exact: --max-channel-delta 0).
        """,
        options: [
            .out,
            OptionSpec("max-channel-delta", value: "N",
                       help: "Largest channel difference that still counts as equal, 0…255 (default 0)."),
            OptionSpec("max-differing-pixels", value: "N|P%",
                       help: "How many pixels of an image may differ, e.g. 25 or 0.5% (default 0)."),
        ],
        run: runDiff)

    private static func runDiff(_ args: ParsedArguments, _ context: CommandContext) throws {
        try args.requirePositionals(["a", "b"])
        let (pathA, pathB) = (args.positionals[0], args.positionals[1])
        func isAnimation(_ path: String) -> Bool {
            let lower = path.lowercased()
            return lower.hasSuffix(".gif") || lower.hasSuffix(".webp") || isVideo(path)
        }
        func isVideo(_ path: String) -> Bool { path.lowercased().hasSuffix(".webm") }
        let animated = isAnimation(pathA)
        guard animated == isAnimation(pathB) else {
            throw CLIError.usage("diff compares a PNG with a PNG or an animation (GIF, WebP, WebM) with an animation, "
                                 + "not \(pathA) with \(pathB)", command: args.command)
        }
        let video = isVideo(pathA) || isVideo(pathB)
        let tolerance = try diffTolerance(args, video: video)
        func frames(_ path: String) throws -> [(image: Bitmap, milliseconds: Int)] {
            let bytes = try AtomicFile.read(path)
            let lower = path.lowercased()
            if lower.hasSuffix(".gif") {
                return try GIFDecoder.decode(bytes).frames.map { ($0.bitmap, $0.delayCentiseconds * 10) }
            }
            do {
                if lower.hasSuffix(".webm") { return try WebMDecoder.decode(bytes).frames }
                return try AnimatedWebPDecoder.decode(bytes).frames
            } catch let error as CodecError { throw error.inFile(path) }
        }
        let matches: Bool
        let diffImage: () -> Bitmap
        if animated {
            let a = try frames(pathA)
            let b = try frames(pathB)
            var (expected, actual) = (a.map(\.image), b.map(\.image))
            var timing = true
            if video {
                (expected, actual) = pairedByTime(a, b)
                let (ta, tb) = (a.reduce(0) { $0 + $1.milliseconds }, b.reduce(0) { $0 + $1.milliseconds })
                timing = abs(ta - tb) <= videoDurationSlack
                context.stdout.line("\(a.count) frames (\(ta) ms) in \(pathA), \(b.count) (\(tb) ms) in \(pathB); "
                                    + "compared at \(expected.count) times"
                                    + (timing ? "" : "; the durations differ by more than \(videoDurationSlack) ms"))
            }
            let result = ImageComparison.compare(expectedFrames: expected, actualFrames: actual, tolerance: tolerance)
            let differing = result.frames.filter { !$0.matches }.count
            if !video {
                context.stdout.line("\(a.count) frames in \(pathA), \(b.count) in \(pathB); "
                                    + "\(differing) of \(result.frames.count) compared frames differ.")
            } else {
                context.stdout.line("\(differing) of \(result.frames.count) compared frames differ (\(tolerance)).")
            }
            context.stdout.line(result.report)
            matches = result.matches && timing
            diffImage = { (result.frames.first { !$0.matches } ?? result.frames.first)?.diffImage ?? Bitmap(width: 1, height: 1) }
        } else {
            let a = try context.engine.readPNG(pathA)
            let b = try context.engine.readPNG(pathB)
            let result = ImageComparison.compare(expected: a, actual: b, tolerance: tolerance)
            context.stdout.line(result.report)
            matches = result.matches
            diffImage = { result.diffImage }
        }
        if let out = args.string("out") {
            try makeParentDirectory(of: out)
            try context.engine.writePNG(diffImage(), out, PNGEncoding())
        }
        if !matches { throw CLIError(.failure, "images differ") }
    }

    /// How far apart two videos' total durations may be and still match, in milliseconds: one
    /// GIF centisecond, as a GIF rounds every delay to it.
    static let videoDurationSlack = 10

    /// The default tolerance when a WebM is compared: lossy video changes most pixels a little
    /// and a few near edges more, so a channel may differ by 32 and 1 % of the pixels by more.
    /// Measured on the page-flip sweep at VP9's default crf 24 against the lossless frames
    /// (`bench/compare_speed.py --only 7`): beyond 32, at most 0.67 % of a frame's pixels (mean
    /// 0.37 %); beyond 24, up to 1.19 %, which the first choice, 24 and 1 %, refused
    /// (bench/notes/2026-12-07-encoders-baseline.md).
    static let videoTolerance = Tolerance(maxChannelDelta: 32, maxDifferingPixels: .fraction(0.01))

    /// Frames of two animations paired by time: the one with more frames is the reference, and
    /// each of its frames is paired with the other's frame on screen at the middle of its
    /// interval (robust to timestamps rounded to centiseconds in one file and milliseconds in the
    /// other, and to frames a GIF merged). Returns (frames of a, frames of b).
    static func pairedByTime(_ a: [(image: Bitmap, milliseconds: Int)], _ b: [(image: Bitmap, milliseconds: Int)])
        -> ([Bitmap], [Bitmap])
    {
        func shown(_ frames: [(image: Bitmap, milliseconds: Int)], at time: Double) -> Bitmap {
            var end = 0
            for f in frames {
                end += f.milliseconds
                if Double(end) > time { return f.image }
            }
            return frames[frames.count - 1].image
        }
        let reference = a.count >= b.count ? a : b
        var start = 0
        var pairs: [(Bitmap, Bitmap)] = []
        for f in reference {
            let middle = Double(start) + Double(f.milliseconds) / 2
            pairs.append(a.count >= b.count ? (f.image, shown(b, at: middle)) : (shown(a, at: middle), f.image))
            start += f.milliseconds
        }
        return (pairs.map(\.0), pairs.map(\.1))
    }

    /// `--max-channel-delta` and `--max-differing-pixels` as a tolerance (exact by default).
    /// For a video (`video`), given neither option: ``videoTolerance``.
    private static func diffTolerance(_ args: ParsedArguments, video: Bool) throws -> Tolerance {
        if video, args.string("max-channel-delta") == nil, args.string("max-differing-pixels") == nil {
            return videoTolerance
        }
        let delta = try args.integer("max-channel-delta", in: 0...255) ?? 0
        var budget = Tolerance.PixelBudget.count(0)
        if let raw = args.string("max-differing-pixels") {
            guard let b = Tolerance.PixelBudget(argument: raw) else {
                throw CLIError.usage("--max-differing-pixels \(raw): expected a pixel count such as 25 "
                                     + "or a percentage such as 0.5%", command: args.command)
            }
            budget = b
        }
        return Tolerance(maxChannelDelta: delta, maxDifferingPixels: budget)
    }
}
