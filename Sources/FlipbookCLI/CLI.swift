import FlipbookCodecs
import FlipbookExport
import FlipbookScene

/// The `flipbook` command-line tool, runnable in-process.
///
/// `run` never exits the process and never touches the real stdout/stderr unless given them,
/// so tests can call it and check the exit code and the text.
public enum CLI {
    /// The subcommands of every engine, in the order the help page lists them (an engine may add
    /// its own: ``Engine/commands``).
    package static let commands: [Command] = [.list, .render, .gif, .still, .diff, .info, .bench, .port]

    /// The help page of `flipbook` with ``Engine/standard``'s commands.
    public static var help: String { help(tool: "flipbook") }

    /// The help page of an executable called `tool` (`flipbook`, or a user's `my-demos`) with
    /// ``Engine/standard``'s commands.
    public static func help(tool: String) -> String { help(tool: tool, commands: commands) }

    /// The help page of an executable called `tool` offering `commands`.
    package static func help(tool: String, commands: [Command]) -> String {
        let width = commands.map(\.name.count).max() ?? 0
        var text = """
        \(tool) — render Core Animation-style layer animations to GIFs and PNG frames

        Usage: \(tool) <command> [options]

        Commands:

        """
        for c in commands {
            text += "  " + c.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + c.summary + "\n"
        }
        text += """

        Run '\(tool) <command> --help' for a command's options, '\(tool) --version' for the version.
        Exit codes: 0 ok, 1 failure (diff: images differ), 64 usage, 65 bad input data,
        66 input missing, 73 cannot create output, 74 I/O error; 130/143 interrupted by
        SIGINT/SIGTERM (temporary files removed).

        """
        return text
    }

    /// Runs the tool with `arguments` (without the program name).
    ///
    /// Help and error messages name the tool ``Engine/toolName``. A catalogue with two demos of
    /// one name, or a demo name the command line cannot reach (empty, `all`, containing `/` or
    /// ending in `.json`), fails every command with exit 1 and names the demo.
    /// - Returns: the process exit code (``ExitCode``).
    public static func run(arguments: [String], stdout: TextOutput, stderr: TextOutput, engine: Engine = .standard) -> Int32 {
        let tool = engine.toolName
        let commands = engine.commands
        if let problem = engine.catalogueProblem {
            return fail(commands: commands, CLIError(.failure, problem), tool: tool, stderr: stderr)
        }
        guard let first = arguments.first else {
            stderr.write(help(tool: tool, commands: commands))
            return ExitCode.usage.rawValue
        }
        if first == "--version" {
            stdout.line(versionLine(tool: tool))
            return ExitCode.ok.rawValue
        }
        if ["--help", "-h", "help"].contains(first) {
            if arguments.count > 1, let c = commands.first(where: { $0.name == arguments[1] }) {
                stdout.write(c.help(tool: tool, engine: engine))
            } else {
                stdout.write(help(tool: tool, commands: commands))
            }
            return ExitCode.ok.rawValue
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            return fail(commands: commands, .usage("unknown command '\(first)'\(DidYouMean.hint(for: first, in: commands.map(\.name))); commands: \(commands.map(\.name).joined(separator: ", "))"),
                        tool: tool, stderr: stderr)
        }
        let context = CommandContext(stdout: stdout, stderr: stderr, engine: engine)
        do {
            let args = try ParsedArguments(Array(arguments.dropFirst()), options: engine.options(of: command) + [.help],
                                           command: command.name)
            if args.flag("help") {
                stdout.write(command.help(tool: tool, engine: engine))
                return ExitCode.ok.rawValue
            }
            context.configure(with: args)
            try command.run(args, context)
            return ExitCode.ok.rawValue
        } catch let error as CLIError {
            return fail(commands: commands, error, tool: tool, stderr: stderr)
        } catch let error as SceneError {
            return fail(commands: commands, CLIError(error), tool: tool, stderr: stderr)
        } catch let error as CodecError {
            return fail(commands: commands, CLIError(error), tool: tool, stderr: stderr)
        } catch let error as GIFError {
            return fail(commands: commands, CLIError(error), tool: tool, stderr: stderr)
        } catch let error as AnimatedEncoderError {
            return fail(commands: commands, CLIError(error), tool: tool, stderr: stderr)
        } catch let error as PNGDirectorySink.FolderError {
            return fail(commands: commands, CLIError(.cannotCreate, error.description), tool: tool, stderr: stderr)
        } catch where FileSystemError.isFoundationFileError(error) {
            return fail(commands: commands, FileSystemError.cliError(error), tool: tool, stderr: stderr)
        } catch {
            return fail(commands: commands, CLIError(.failure, "\(error)"), tool: tool, stderr: stderr)
        }
    }

    private static func fail(commands: [Command], _ error: CLIError, tool: String, stderr: TextOutput) -> Int32 {
        // An error caused by a signal's clean-up (a temporary removed under a writer) is not
        // reported: the signal's own message and exit status follow.
        TemporaryFiles.waitIfExiting()
        stderr.line("\(tool): error: \(error.message)")
        if error.code == .usage {
            if let name = error.command, let c = commands.first(where: { $0.name == name }) {
                stderr.line("Usage: \(tool) \(c.usage)")
                stderr.line("Run '\(tool) \(name) --help' for details.")
            } else {
                stderr.line("Run '\(tool) --help' for the commands.")
            }
        }
        return error.code.rawValue
    }
}
