import FlipbookCodecs
import FlipbookTesting

extension Command {
    /// `flipbook diff a.png b.png [-o diff.png]`: compares two images; exit 1 when they differ.
    public static let diff = Command(
        name: "diff",
        summary: "compare two PNGs; exit 1 when they differ",
        usage: "diff <a.png> <b.png> [-o diff.png] [--tolerance N] [--max-pixels N|P%]",
        discussion: """
        Compares the premultiplied RGBA pixels of two PNGs (a is the expected image). A pixel \
        differs when a channel differs by more than --tolerance (0…255, default 0); the images \
        match when at most --max-pixels pixels differ (a count or a percentage, default 0). \
        Prints the comparison report; exit 0 when they match, 1 when not. -o writes the \
        difference picture (FlipbookTesting's diff image).
        """,
        options: [
            .out,
            OptionSpec("tolerance", value: "N", help: "Largest channel difference that still counts as equal (default 0)."),
            OptionSpec("max-pixels", value: "N|P%", help: "How many pixels may differ, e.g. 25 or 0.5% (default 0)."),
        ],
        run: runDiff)

    private static func runDiff(_ args: ParsedArguments, _ context: CommandContext) throws {
        try args.requirePositionals(["a.png", "b.png"])
        let delta = try args.integer("tolerance", in: 0...255) ?? 0
        var budget = Tolerance.PixelBudget.count(0)
        if let raw = args.string("max-pixels") {
            guard let b = Tolerance.PixelBudget(argument: raw) else {
                throw CLIError.usage("--max-pixels \(raw): expected a pixel count such as 25 or a percentage such as 0.5%",
                                     command: args.command)
            }
            budget = b
        }
        let a = try context.engine.readPNG(args.positionals[0])
        let b = try context.engine.readPNG(args.positionals[1])
        let result = ImageComparison.compare(expected: a, actual: b,
                                             tolerance: Tolerance(maxChannelDelta: delta, maxDifferingPixels: budget))
        if let out = args.string("out") {
            try makeParentDirectory(of: out)
            try context.engine.writePNG(result.diffImage, out, 6)
        }
        context.stdout.line(result.report)
        if !result.matches { throw CLIError(.failure, "images differ") }
    }
}
