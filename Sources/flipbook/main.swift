import FlipbookCLI

// The executable forwards to FlipbookCLI, which is testable in-process; `CLI.main` installs the
// signal clean-up, which only a whole process may do. The benchmarks are the executable's own:
// FlipbookCLI, a product, does not link FlipbookBenchmarks.
var engine = Engine.standard
engine.benchmarks = StandardBenchmarks.all
CLI.main(engine: engine)
