/// What a running command may use: the two output streams, progress reporting and the engine
/// that renders.
package final class CommandContext {
    /// Results (written paths, listings, reports).
    package let stdout: TextOutput
    /// Errors, progress and notes.
    package let stderr: TextOutput
    /// The rendering back end.
    package let engine: Engine
    /// Progress for long operations; silent with `--quiet`.
    package private(set) var progress: ProgressReporter

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

