import FlipbookCodecs
import FlipbookRaster
import FlipbookTesting

extension Command {
    /// `flipbook diff a b [-o diff.png] [--max-channel-delta N] [--max-differing-pixels N|P%]`:
    /// compares two PNGs, or two GIFs or animated WebPs frame by frame; exit 1 when they differ.
    package static let diff = Command(
        name: "diff",
        summary: "compare two PNGs, GIFs or WebPs; exit 1 when they differ",
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
        let tolerance = try diffTolerance(args)
        let (pathA, pathB) = (args.positionals[0], args.positionals[1])
        func isAnimation(_ path: String) -> Bool {
            let lower = path.lowercased()
            return lower.hasSuffix(".gif") || lower.hasSuffix(".webp")
        }
        let animated = isAnimation(pathA)
        guard animated == isAnimation(pathB) else {
            throw CLIError.usage("diff compares a PNG with a PNG or an animation (GIF, WebP) with an animation, "
                                 + "not \(pathA) with \(pathB)", command: args.command)
        }
        func frames(_ path: String) throws -> [Bitmap] {
            let bytes = try AtomicFile.read(path)
            if path.lowercased().hasSuffix(".gif") { return try GIFDecoder.decode(bytes).frames.map(\.bitmap) }
            do { return try AnimatedWebPDecoder.decode(bytes).frames.map(\.image) }
            catch let error as CodecError { throw error.inFile(path) }
        }
        let matches: Bool
        let diffImage: () -> Bitmap
        if animated {
            let a = try frames(pathA)
            let b = try frames(pathB)
            let result = ImageComparison.compare(expectedFrames: a, actualFrames: b, tolerance: tolerance)
            let differing = result.frames.filter { !$0.matches }.count
            context.stdout.line("\(a.count) frames in \(pathA), \(b.count) in \(pathB); "
                                + "\(differing) of \(result.frames.count) compared frames differ.")
            context.stdout.line(result.report)
            matches = result.matches
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

    /// `--max-channel-delta` and `--max-differing-pixels` as a tolerance (exact by default).
    private static func diffTolerance(_ args: ParsedArguments) throws -> Tolerance {
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
