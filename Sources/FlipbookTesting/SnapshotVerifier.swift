import FlipbookCodecs
import FlipbookRaster
import Foundation

/// Checks a value against its golden image; the framework-free core of the assertions.
///
/// The Swift Testing and XCTest front ends call ``verify(_:as:named:suite:record:tolerance:environment:filePath:function:)``
/// and report the returned message as a test failure.
package enum SnapshotVerifier {
    /// PNG settings of goldens and artifacts: fixed, so re-recording unchanged pixels leaves the
    /// golden's bytes (and git) unchanged.
    package static let compressionLevel = 9

    /// Renders `value` with `snapshotting`, compares it with its golden, records per the record
    /// mode, writes artifacts and rebuilds the review page `<artifacts>/index.html` on failure,
    /// and removes an earlier failure's artifacts on success.
    /// - Parameters:
    ///   - named: the variant in the golden's name (default: the strategy's, e.g. `image`).
    ///   - suite: the `__Goldens__` subfolder (default: the test file's name).
    ///   - record: overrides the record mode (see ``RecordMode/resolve(_:environment:)``).
    ///   - tolerance: default exact.
    ///   - environment: where `FLIPBOOK_RECORD`, `CI` and `FLIPBOOK_ARTIFACTS` are read.
    ///   - filePath: the test file (`#filePath`), whose folder holds `__Goldens__`.
    ///   - function: the test function (`#function`).
    ///   - callSite: the assertion's `file:line:column`; when given, the golden is claimed for it
    ///     (see ``GoldenClaims``) and another assertion resolving to the same golden fails.
    ///   - parameterized: true inside a parameterised test case (Swift Testing).
    /// - Returns: nil when the assertion passes, otherwise the failure message.
    package static func verify<Value>(
        _ value: Value, as snapshotting: Snapshotting<Value>, named: String? = nil, suite: String? = nil,
        record: RecordMode? = nil, tolerance: Tolerance = .exact, environment: SnapshotEnvironment = .process,
        filePath: String, function: String, callSite: String? = nil, parameterized: Bool = false
    ) -> String? {
        let paths = SnapshotPaths(filePath: filePath, function: function, variant: named ?? snapshotting.variant,
                                  suite: suite, environment: environment)
        if let callSite, let collision = GoldenClaims.claim(paths, callSite: callSite, named: named,
                                                             parameterized: parameterized) {
            return collision
        }
        do {
            let mode = try RecordMode.resolve(record, environment: environment)
            let actual = try snapshotting.render(value)
            return try check(actual.bitmap, frames: actual.frames, paths: paths, mode: mode, tolerance: tolerance)
        } catch {
            return "Snapshot \(paths.suite)/\(paths.test).\(paths.variant) could not run: \(error)"
        }
    }

    /// Compares `actual` with the golden at `paths`, records per `mode`, and keeps the failure
    /// artifacts and the review page in step: a failure writes its images and sidecar and
    /// rebuilds the page, anything else removes what an earlier failure of this assertion left.
    /// - Parameter frames: the filmstrip's columns in `actual`, nil for a single image.
    static func check(_ actual: Bitmap, frames: [FilmstripFrame]? = nil, paths: SnapshotPaths, mode: RecordMode,
                      tolerance: Tolerance) throws -> String? {
        let expected: Bitmap
        do {
            expected = try PNG.read(path: paths.golden)
        } catch CodecError.missing {
            if mode == .never {
                try write(actual, to: paths.artifact("actual"))
                let message = "No golden at \(paths.golden) and record mode is never"
                    + " (FLIPBOOK_RECORD=never, or CI is set).\n"
                    + "Actual image: \(paths.artifact("actual"))\n"
                    + "Record it on your machine and commit it: \(paths.recordCommand(mode: .missing))"
                return try publish(FailureRecord(kind: .missingGolden, actual: actual, frames: frames, paths: paths,
                                                 recordCommand: paths.recordCommand(mode: .missing), message: message),
                                   paths: paths)
            }
            try write(actual, to: paths.golden)
            try FailureReview.clear(paths: paths)
            return "Recorded a new golden at \(paths.golden) (record mode \(mode.rawValue)). "
                + "Check it, commit it, and re-run the test."
        } catch {
            // Fail closed: a golden that cannot be read is never treated as a pass.
            if mode == .all || mode == .failed {
                try write(actual, to: paths.golden)
                try FailureReview.clear(paths: paths)
                return "The golden \(paths.golden) could not be read (\(error)); re-recorded it "
                    + "(record mode \(mode.rawValue)). Check it, commit it, and re-run the test."
            }
            try write(actual, to: paths.artifact("actual"))
            let message = "The golden \(paths.golden) could not be read: \(error)\n"
                + "Actual image: \(paths.artifact("actual"))\n"
                + "Re-record: \(paths.recordCommand(mode: .failed))"
            return try publish(FailureRecord(kind: .unreadableGolden, actual: actual, frames: frames, paths: paths,
                                             recordCommand: paths.recordCommand(mode: .failed), message: message),
                               paths: paths)
        }

        let result = ImageComparison.compare(expected: expected, actual: actual, tolerance: tolerance)
        if result.matches {
            if mode == .all { try write(actual, to: paths.golden) }
            do {
                try FailureReview.clear(paths: paths)
            } catch {
                return "Snapshot \(paths.suite)/\(paths.test).\(paths.variant) matches its golden, but the artifacts "
                    + "of its earlier failure could not be removed (\(error)); delete \(paths.artifactRoot) and re-run."
            }
            return nil
        }
        try write(actual, to: paths.artifact("actual"))
        try write(expected, to: paths.artifact("expected"))
        try write(result.diffImage, to: paths.artifact("diff"))
        var message = "Snapshot \(paths.suite)/\(paths.test).\(paths.variant) does not match \(paths.golden)\n"
            + result.report + "\n"
            + (frames.map { FailureRecord.frameReport(FailureRecord.compareFrames($0, of: result)) + "\n" } ?? "")
            + "Actual:   \(paths.artifact("actual"))\n"
            + "Expected: \(paths.artifact("expected"))\n"
            + "Diff:     \(paths.artifact("diff"))\n"
        let rerecorded = mode == .all || mode == .failed
        if rerecorded {
            try write(actual, to: paths.golden)
            message += "Re-recorded the golden (record mode \(mode.rawValue)). Check it, commit it, and re-run the test."
        } else {
            message += "If the new image is right, re-record: \(paths.recordCommand(mode: .failed))"
        }
        return try publish(FailureRecord(mismatch: result, frames: frames, paths: paths, rerecorded: rerecorded,
                                         message: message),
                           paths: paths)
    }

    /// Writes the failure's sidecar, rebuilds the review page, and returns the message with the
    /// page's path appended.
    private static func publish(_ record: FailureRecord, paths: SnapshotPaths) throws -> String {
        try FailureReview.publish(record, paths: paths)
        return record.message + "\nReview page: \(paths.reviewPage)"
    }

    private static func write(_ bitmap: Bitmap, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CodecError.unwritable(path: folder, reason: error.localizedDescription)
        }
        try PNG.write(bitmap, path: path, compressionLevel: compressionLevel)
    }
}
