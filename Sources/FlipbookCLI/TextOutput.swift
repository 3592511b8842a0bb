import Foundation

/// Where a command writes text: the process's stdout or stderr, or a buffer in tests.
public protocol TextOutput: AnyObject {
    /// True when the output is an interactive terminal (progress bars are drawn only there).
    var isTerminal: Bool { get }
    /// Writes `text` as is (no newline added).
    func write(_ text: String)
}

extension TextOutput {
    /// Writes `text` and a newline.
    public func line(_ text: String) { write(text + "\n") }
}

/// A file descriptor of the process (1 for stdout, 2 for stderr).
public final class FileDescriptorOutput: TextOutput, Sendable {
    private let handle: FileHandle
    public let isTerminal: Bool

    public init(descriptor: Int32) {
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        isTerminal = isatty(descriptor) == 1
    }

    /// The process's standard output.
    public static let standardOutput = FileDescriptorOutput(descriptor: 1)
    /// The process's standard error.
    public static let standardError = FileDescriptorOutput(descriptor: 2)

    public func write(_ text: String) {
        handle.write(Data(text.utf8))
    }
}

/// Collects text in memory; for running the CLI in-process (tests, embedding).
public final class BufferOutput: TextOutput {
    /// Everything written so far.
    public private(set) var text = ""
    public let isTerminal: Bool

    /// A buffer that claims to be a terminal when `isTerminal` is true (default false).
    public init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    public func write(_ text: String) { self.text += text }
}
