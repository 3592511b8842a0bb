/// A subcommand of `flipbook`: its name, help text, options and what it does.
package struct Command: Sendable {
    /// The word after `flipbook` (`render`).
    package var name: String
    /// One line for `flipbook --help`.
    package var summary: String
    /// The usage line without the tool name (`still <scene.json> [--time T] [-o out.png]`).
    package var usage: String
    /// Paragraphs of help shown by `flipbook <name> --help`.
    package var discussion: String
    /// The options besides `--help`, which every command has; ``OptionSpec/demoFlags`` stands
    /// for the engine's demo flags (``Engine/options(of:)``).
    package var options: [OptionSpec]
    /// Runs the command; throws ``CLIError`` (or a scene error) to fail with an exit code.
    package var run: @Sendable (ParsedArguments, CommandContext) throws -> Void

    package init(name: String, summary: String, usage: String, discussion: String, options: [OptionSpec],
                run: @escaping @Sendable (ParsedArguments, CommandContext) throws -> Void) {
        self.name = name
        self.summary = summary
        self.usage = usage
        self.discussion = discussion
        self.options = options
        self.run = run
    }

    /// The full help page of the command for an engine without demo flags, named `flipbook`.
    package var help: String { help(tool: "flipbook", engine: .standard) }

    /// The full help page of the command for an executable called `tool` (`my-demos`) whose
    /// engine is `engine` (its demo flags are options of `render` and `still`).
    package func help(tool: String, engine: Engine) -> String {
        var text = "\(tool) \(name) — \(summary)\n\nUsage: \(tool) \(usage)\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        let all = engine.options(of: self) + [.help]
        let width = all.map(\.signature.count).max() ?? 0
        text += "\nOptions:\n"
        for o in all {
            text += "  " + o.signature.padding(toLength: width + 2, withPad: " ", startingAt: 0) + o.help + "\n"
        }
        return text
    }
}
