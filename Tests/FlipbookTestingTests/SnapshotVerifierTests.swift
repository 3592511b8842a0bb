import FlipbookCodecs
import FlipbookRaster
@testable import FlipbookTesting
import Foundation
import Testing

@Suite struct SnapshotVerifierTests {
    @Test func knownMismatchWritesThreeArtifactsAndReportsTheNumbers() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        try sandbox.record(redSquare, test: "button")
        let actual = redSquare(shifting: [(1, 2, 100), (3, 0, 30)])

        let message = try #require(sandbox.verify(actual, test: "button"))

        for kind in ["actual", "expected", "diff"] {
            #expect(message.contains(sandbox.artifact("button", kind)))
        }
        #expect(try PNG.read(path: sandbox.artifact("button", "actual")) == actual)
        #expect(try PNG.read(path: sandbox.artifact("button", "expected")) == redSquare)
        #expect(message.contains("2 of 16 pixels (12.5%) differ by more than 0 per channel"))
        #expect(message.contains("Largest channel difference: 100 at (1, 2): expected (200, 0, 0, 255), actual (100, 0, 0, 255)"))
        #expect(message.contains("Tolerance: exact."))
        #expect(message.contains("FLIPBOOK_RECORD=failed swift test --filter MySuite/button"))
        #expect(try PNG.read(path: sandbox.golden("button")) == redSquare, "a failing comparison must not re-record")

        let diff = try PNG.read(path: sandbox.artifact("button", "diff"))
        #expect(diff[1, 2] == ImageComparison.magnitudeColour(100))
        #expect(diff[3, 0] == ImageComparison.magnitudeColour(30))
        #expect(diff[0, 0] == ImageComparison.ghost(r: 200, g: 0, b: 0, a: 255))
    }

    @Test func matchingImagePassesAndWritesNothing() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        try sandbox.record(redSquare, test: "same")
        #expect(sandbox.verify(redSquare, test: "same") == nil)
        #expect(!sandbox.exists(sandbox.artifacts))
    }

    @Test func missingGoldenIsRecordedOnADeveloperMachineAndThenPasses() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let message = try #require(sandbox.verify(redSquare, test: "fresh"))
        #expect(message.hasPrefix("Recorded a new golden at \(sandbox.golden("fresh"))"))
        #expect(try PNG.read(path: sandbox.golden("fresh")) == redSquare)
        #expect(sandbox.verify(redSquare, test: "fresh") == nil)
    }

    @Test func ciNeverRecordsAMissingGolden() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let message = try #require(sandbox.verify(redSquare, test: "onCI", environment: ["CI": "true"]))
        #expect(message.contains("record mode is never"))
        #expect(message.contains("FLIPBOOK_RECORD=missing swift test --filter MySuite/onCI"))
        #expect(!sandbox.exists(sandbox.golden("onCI")))
        #expect(sandbox.exists(sandbox.artifact("onCI", "actual")))
    }

    @Test func recordFailedReplacesAMismatchingGoldenAndStillFails() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        try sandbox.record(redSquare, test: "changed")
        let actual = redSquare(shifting: [(0, 0, 5)])
        let message = try #require(sandbox.verify(actual, test: "changed", environment: ["FLIPBOOK_RECORD": "failed"]))
        #expect(message.contains("Re-recorded the golden"))
        #expect(try PNG.read(path: sandbox.golden("changed")) == actual)
    }

    @Test func recordAllLeavesUnchangedGoldensByteIdentical() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify(redSquare, test: "stable")
        let before = try AtomicFile.read(sandbox.golden("stable"))
        #expect(sandbox.verify(redSquare, test: "stable", record: .all) == nil)
        #expect(try AtomicFile.read(sandbox.golden("stable")) == before)
    }

    @Test func corruptGoldenFailsClosedAndIsKept() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        try sandbox.record(redSquare, test: "broken")
        var bytes = try AtomicFile.read(sandbox.golden("broken"))
        bytes.removeLast(20)
        try AtomicFile.write(bytes, to: sandbox.golden("broken"))

        let message = try #require(sandbox.verify(redSquare, test: "broken"))
        #expect(message.contains("could not be read") && message.contains("truncated"))
        #expect(try AtomicFile.read(sandbox.golden("broken")) == bytes)
    }

    @Test func sizeMismatchIsReportedAsSuch() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        try sandbox.record(redSquare, test: "resized")
        let wider = Bitmap(width: 5, height: 4, fill: Pixel(r: 200, g: 0, b: 0, a: 255))
        let message = try #require(sandbox.verify(wider, test: "resized", tolerance: Tolerance(maxDifferingPixels: .fraction(1))))
        #expect(message.contains("Size mismatch: expected 4×4 px, actual 5×4 px."))
        let diff = try PNG.read(path: sandbox.artifact("resized", "diff"))
        #expect(diff.width == 5 && diff[4, 3] == ImageComparison.outsideColour)
    }

    @Test func unknownRecordModeFailsWithTheAllowedValues() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let message = try #require(sandbox.verify(redSquare, test: "typo", environment: ["FLIPBOOK_RECORD": "sometimes"]))
        #expect(message.contains("FLIPBOOK_RECORD=sometimes is not a record mode; use one of all, missing, failed, never."))
        #expect(!sandbox.exists(sandbox.golden("typo")))
    }

    @Test func renderingErrorsFailTheAssertion() throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "no pixels today" } }
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let failing = Snapshotting<Int>(variant: "image") { _ in throw Broken() }
        let message = SnapshotVerifier.verify(1, as: failing, environment: sandbox.environment(),
                                              filePath: sandbox.filePath, function: "boom()")
        #expect(message?.contains("no pixels today") == true)
    }
}
