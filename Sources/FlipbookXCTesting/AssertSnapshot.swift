@_exported import FlipbookRaster
@_exported import FlipbookTesting
import XCTest

/// Asserts that `value`, rendered by `snapshotting`, matches its golden image; on failure calls
/// `XCTFail` at the call site (XCTest).
///
/// The golden is `__Goldens__/<Suite>/<test>.<variant>.png` beside the test file. Each assertion
/// needs its own golden: a second assertion resolving to the same file (two unnamed assertions
/// in one test) fails naming both call sites. See
/// ``SnapshotVerifier/verify(_:as:named:suite:record:tolerance:environment:filePath:function:)``
/// for the record modes and the failure artifacts. For a suite-wide record mode, wrap the test in
/// `SnapshotDefaults.$record.withValue(.failed) { … }` (for example in an `invokeTest` override).
/// - Parameters:
///   - named: the variant in the golden's name (default: the strategy's, e.g. `image`).
///   - suite: the `__Goldens__` subfolder (default: the test file's name).
///   - record: overrides `FLIPBOOK_RECORD` and the suite default for this assertion.
///   - tolerance: default exact.
///   - environment: where `FLIPBOOK_RECORD`, `CI` and `FLIPBOOK_ARTIFACTS` are read (default: the process).
public func assertSnapshot<Value>(
    of value: Value, as snapshotting: Snapshotting<Value>, named: String? = nil, suite: String? = nil,
    record: RecordMode? = nil, tolerance: Tolerance = .exact, environment: SnapshotEnvironment = .process,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    guard let message = SnapshotVerifier.verify(
        value, as: snapshotting, named: named, suite: suite, record: record, tolerance: tolerance,
        environment: environment, filePath: "\(file)", function: testName, callSite: "\(file):\(line)")
    else { return }
    XCTFail(message, file: file, line: line)
}

/// Asserts that `image` matches its golden image (strategy ``Snapshotting/image``, variant `image`).
public func assertSnapshot(
    of image: Bitmap, named: String? = nil, suite: String? = nil,
    record: RecordMode? = nil, tolerance: Tolerance = .exact, environment: SnapshotEnvironment = .process,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    assertSnapshot(of: image, as: .image, named: named, suite: suite, record: record, tolerance: tolerance,
                   environment: environment, file: file, testName: testName, line: line)
}
