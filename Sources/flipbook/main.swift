import FlipbookCLI
import FlipbookTool

// The executable forwards to FlipbookCLI, which is testable in-process; `CLI.main` installs the
// signal clean-up and the allocator settings, which only a whole process may make. The
// package's demos, their flags and the `assets` command come from FlipbookTool (which the CLI
// tests run too), the benchmarks are the executable's own: the FlipbookCLI library links neither.
var engine = Engine.flipbook
engine.benchmarks = StandardBenchmarks.all
CLI.main(engine: engine)
