import Foundation

/// libFuzzer's entry point for programs that keep their own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// The C signature of `LLVMFuzzerTestOneInput`: the input's bytes and their count; returns 0.
public typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

/// Starts libFuzzer from a Swift executable.
///
/// SwiftPM links an executable target with `main` aliased to the module's own entry point, so
/// libFuzzer's `main` never runs; the module's top-level code calls ``run(_:)`` instead, which
/// hands the command line to libFuzzer. Each target also exports `LLVMFuzzerTestOneInput`, so it
/// works as well where libFuzzer's `main` is the one linked.
public enum FuzzDriver {
    /// Runs libFuzzer with the process's arguments and exits with its status.
    public static func run(_ callback: FuzzCallback) -> Never {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
    }

    /// Copies libFuzzer's input into an array (empty for a null pointer).
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Stops the process as a finding: libFuzzer records the input that caused it.
    public static func finding(_ message: String) -> Never {
        fatalError("fuzz finding: " + message)
    }
}
