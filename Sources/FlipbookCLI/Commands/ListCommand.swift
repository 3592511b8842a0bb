extension Command {
    /// `flipbook list`: the demos this build can render.
    package static let list = Command(
        name: "list",
        summary: "list the demos and their variants",
        usage: "list",
        discussion: "Prints one demo per line: the name 'render' and 'still' accept, and what it shows.",
        options: [],
        run: { args, context in
            try args.requirePositionals([])
            let demos = context.engine.demos
            let width = demos.map(\.name.count).max() ?? 0
            for d in demos {
                context.stdout.line(d.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + d.summary)
            }
            if demos.isEmpty { context.stderr.line("this build has no demos; render scene files (*.json) instead") }
        })
}
