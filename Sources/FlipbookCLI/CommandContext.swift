/// What a running command may use: the two output streams, progress reporting and the engine
/// that renders.
public final class CommandContext {
    /// Results (written paths, listings, reports).
    public let stdout: TextOutput
    /// Errors, progress and notes.
    public let stderr: TextOutput
    /// The rendering back end.
    public let engine: Engine
    /// Progress for long operations; silent with `--quiet`.
    public private(set) var progress: ProgressReporter

    init(stdout: TextOutput, stderr: TextOutput, engine: Engine) {
        self.stdout = stdout
        self.stderr = stderr
        self.engine = engine
        self.progress = ProgressReporter(output: stderr, quiet: false)
    }

    /// Applies `--quiet` (from the parsed arguments) to progress reporting.
    func configure(with args: ParsedArguments) {
        progress = ProgressReporter(output: stderr, quiet: args.flag("quiet"))
    }
}

