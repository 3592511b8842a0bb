extension Command {
    /// `flipbook bench [raster|png|gif|all] [--quick]`: the registered benchmarks.
    package static let bench = Command(
        name: "bench",
        summary: "run benchmarks (build with -c release for meaningful numbers)",
        usage: "bench [raster|png|gif|all] [--quick]",
        discussion: """
        Runs the benchmarks of one group (default all) and prints their numbers, each with the \\
        baseline measured in the same run and the ratio. raster: the 750×1334 page-flip frame \\
        through the fast and the reference rasterizer, and examples/page-flip.json through the \\
        render loop (no files written) on 1 thread and on every core (run from the package \\
        root). png: encode and decode of a 750×1334 frame at zlib levels 1, 6 and 9. gif: \\
        FlipbookCodecs' GIFBenchmark table (a page-flip and a photographic clip per dithering \\
        setting). --quick runs fewer repetitions and a 2×2-sample reference frame instead of \\
        8×8 (about 16 times faster; the line says so).
        """,
        options: [OptionSpec("quick", help: "Fewer repetitions and a cheaper reference rasterizer baseline.")],
        run: { args, context in
            guard args.positionals.count <= 1 else {
                throw CLIError.usage("bench: unexpected argument '\(args.positionals[1])'", command: args.command)
            }
            let group = args.positionals.first ?? "all"
            guard ["raster", "png", "gif", "all"].contains(group) else {
                throw CLIError.usage("bench: unknown group '\(group)' (raster, png, gif or all)", command: args.command)
            }
            let selected = context.engine.benchmarks.filter { group == "all" || $0.group == group }
            guard !selected.isEmpty else { throw CLIError(.failure, "this build has no '\(group)' benchmarks") }
            #if DEBUG
            context.stderr.line("flipbook: note: a debug build; run 'swift run -c release flipbook bench' for real numbers")
            #endif
            for b in selected {
                for line in try b.run(args.flag("quick")) { context.stdout.line("\(b.group): \(line)") }
            }
        })
}
