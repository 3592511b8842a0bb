import Foundation
import FlipbookCLI

// The executable only forwards to FlipbookCLI, which is testable in-process; the signal
// handlers live here because only a whole process may exit on a signal.
SignalCleanup.install()
SignalCleanup.exit(CLI.run(arguments: Array(CommandLine.arguments.dropFirst()),
                           stdout: FileDescriptorOutput.standardOutput,
                           stderr: FileDescriptorOutput.standardError))
