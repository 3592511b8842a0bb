extension Command {
    /// `flipbook bench [raster|png|gif|all]`: the registered benchmarks.
    public static let bench = Command(
        name: "bench",
        summary: "run benchmarks (build with -c release for meaningful numbers)",
        usage: "bench [raster|png|gif|all]",
        discussion: "Runs the benchmarks of one group (default all) and prints their numbers and ratios.",
        options: [],
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
            for b in selected {
                for line in try b.run() { context.stdout.line("\(b.group): \(line)") }
            }
        })
}
