import FlipbookTesting
import Testing

/// A Swift Testing trait that sets the record mode for every snapshot assertion in a test or a
/// whole suite (assertions passing their own `record:` still win).
///
/// ```swift
/// @Suite(.snapshotRecord(.failed)) struct ButtonSnapshots { … }
/// ```
public struct SnapshotRecordTrait: TestTrait, SuiteTrait, TestScoping {
    /// The record mode in force inside the scope.
    public var mode: RecordMode

    /// Applies to every test of a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Runs `function` with ``SnapshotDefaults/record`` set to ``mode``.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotDefaults.$record.withValue(mode) { try await function() }
    }
}

extension Trait where Self == SnapshotRecordTrait {
    /// Sets the record mode of every snapshot assertion in the test or suite.
    public static func snapshotRecord(_ mode: RecordMode) -> SnapshotRecordTrait {
        SnapshotRecordTrait(mode: mode)
    }
}
