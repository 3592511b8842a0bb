import Foundation
import FlipbookCLI

// The executable only forwards to FlipbookCLI, which is testable in-process.
exit(CLI.run(arguments: Array(CommandLine.arguments.dropFirst()),
             stdout: FileDescriptorOutput.standardOutput,
             stderr: FileDescriptorOutput.standardError))
