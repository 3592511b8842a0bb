@_exported import FlipbookRaster
@_exported import FlipbookTesting
import Testing

/// Asserts that `value`, rendered by `snapshotting`, matches its golden image; on failure records
/// an issue at the call site (Swift Testing).
///
/// The golden is `__Goldens__/<Suite>/<test>.<variant>.png` beside the test file. Each assertion
/// needs its own golden: a second assertion resolving to the same file (two unnamed assertions
/// in one test, or one in a parameterised test without `named:`) fails naming both call sites.
/// See
/// ``SnapshotVerifier/verify(_:as:named:suite:record:tolerance:environment:filePath:function:)``
/// for the record modes and the failure artifacts.
/// - Parameters:
///   - named: the variant in the golden's name (default: the strategy's, e.g. `image`).
///   - suite: the `__Goldens__` subfolder (default: the test file's name).
///   - record: overrides `FLIPBOOK_RECORD` and the suite default for this assertion.
///   - tolerance: default exact.
///   - environment: where `FLIPBOOK_RECORD`, `CI` and `FLIPBOOK_ARTIFACTS` are read (default: the process).
public func assertSnapshot<Value>(
    of value: Value, as snapshotting: Snapshotting<Value>, named: String? = nil, suite: String? = nil,
    record: RecordMode? = nil, tolerance: Tolerance = .exact, environment: SnapshotEnvironment = .process,
    fileID: String = #fileID, filePath: String = #filePath, function: String = #function,
    line: Int = #line, column: Int = #column
) {
    guard let message = SnapshotVerifier.verify(
        value, as: snapshotting, named: named, suite: suite, record: record, tolerance: tolerance,
        environment: environment, filePath: filePath, function: function,
        callSite: "\(filePath):\(line):\(column)", parameterized: Test.Case.current?.isParameterized ?? false)
    else { return }
    Issue.record(Comment(rawValue: message),
                 sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that `image` matches its golden image (strategy ``Snapshotting/image``, variant `image`).
public func assertSnapshot(
    of image: Bitmap, named: String? = nil, suite: String? = nil,
    record: RecordMode? = nil, tolerance: Tolerance = .exact, environment: SnapshotEnvironment = .process,
    fileID: String = #fileID, filePath: String = #filePath, function: String = #function,
    line: Int = #line, column: Int = #column
) {
    assertSnapshot(of: image, as: .image, named: named, suite: suite, record: record, tolerance: tolerance,
                   environment: environment, fileID: fileID, filePath: filePath, function: function,
                   line: line, column: column)
}
