import FlipbookCLI
import FlipbookCodecs
import FlipbookDemoAssets

extension Command {
    /// `flipbook assets [-o assets/] [--scale S]`: writes the demos' painted pictures as PNGs.
    package static let assets = Command(
        name: "assets",
        summary: "write the demos' input pictures (FlipbookDemos' stand-ins) as PNG files",
        usage: "assets [-o assets/] [--scale S]",
        discussion: """
        Paints every picture of FlipbookDemos' DemoAssets (the stand-ins for the original \\
        demos' photos) and writes it as <dir>/<name>.png (RGBA, zlib level 9, written \\
        atomically). The output is deterministic: the same build writes byte-identical files. \\
        --scale paints at a fraction (or multiple) of the stored size for quick previews; the \\
        committed assets/ folder uses the default, 1. Prints the written paths.
        """,
        options: [
            OptionSpec("out", short: "o", value: "dir", help: "The directory to write into (default assets/)."),
            OptionSpec("scale", value: "factor",
                       help: "Resolution factor of the pictures, greater than 0 and at most 4 (default 1, the stored size)."),
            .quiet,
        ],
        run: runAssets)

    private static func runAssets(_ args: ParsedArguments, _ context: CommandContext) throws {
        try args.requirePositionals([])
        let scale = try args.number("scale", "expected a number greater than 0 and at most 4",
                                    accept: { $0 > 0 && $0 <= 4 }) ?? 1
        var directory = args.string("out") ?? "assets"
        while directory.count > 1 && directory.hasSuffix("/") { directory.removeLast() }
        try makeDirectory(directory)
        for spec in DemoAssets.specs {
            let bitmap = DemoAssets.make(spec.name, scale: scale)!
            let path = directory + "/" + spec.name + ".png"
            try context.engine.writePNG(bitmap, path, PNGEncoding(level: 9))
            context.progress.note("\(spec.name): \(bitmap.width)×\(bitmap.height)")
            context.stdout.line(path)
        }
    }
}
