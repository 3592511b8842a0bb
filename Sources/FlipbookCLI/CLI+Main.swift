import CMallocShim
import Foundation

extension CLI {
    /// The whole command line for your own catalogue: the entry point of an executable.
    ///
    /// ```swift
    /// import FlipbookCLI
    /// CLI.main(demos: [Demo(name: "card-present", summary: "…") { scale in makeApp(scale: scale) }])
    /// ```
    ///
    /// Runs the command in `CommandLine.arguments` with `flipbook`'s commands, options, help,
    /// progress and exit codes (``ExitCode``), offering `demos`, and exits the process. Help and messages name the executable as it was invoked (`my-demos`). It first
    /// installs ``SignalCleanup``, so Ctrl-C or `kill` leaves no temporary files and exits 130/143,
    /// and keeps frame-sized buffers in the C allocator's heap for reuse (see ``main(engine:)``).
    public static func main(demos: [Demo]) -> Never {
        main(engine: .standard(demos: demos))
    }

    /// The entry point with a whole ``Engine`` (the `flipbook` executable passes ``Engine/standard``
    /// with the package's demos, their flags and its benchmarks): installs ``SignalCleanup``, runs the process's arguments on the
    /// real stdout and stderr with ``Engine/toolName`` set to the program's name, and exits with
    /// the command's exit code.
    ///
    /// Before that it sets glibc's allocator to serve blocks up to 32 MB from the heap and keep up
    /// to 256 MB of freed space: the encoders and the rasterizer allocate and free frame-sized
    /// buffers (4 MB at 750×1334) many times a frame, which glibc would otherwise map fresh and
    /// return each time (about 2 000 page faults a frame, a fifth of a GIF's CPU). Peak memory
    /// grows by a few frames' worth. A whole-process setting, so only an entry point makes it.
    public static func main(engine: Engine) -> Never {
        fb_malloc_keep_frame_buffers()
        var engine = engine
        if let program = CommandLine.arguments.first, !program.isEmpty {
            engine.toolName = URL(fileURLWithPath: program).lastPathComponent
        }
        SignalCleanup.install(tool: engine.toolName)
        SignalCleanup.exit(run(arguments: Array(CommandLine.arguments.dropFirst()),
                               stdout: FileDescriptorOutput.standardOutput,
                               stderr: FileDescriptorOutput.standardError, engine: engine))
    }
}
