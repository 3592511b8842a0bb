import FlipbookCLI

// The executable only forwards to FlipbookCLI, which is testable in-process; `CLI.main` installs
// the signal clean-up, which only a whole process may do.
CLI.main(engine: .standard)
