import FlipbookSwiftTesting
import FlipbookTesting
import Foundation
import Testing

@Suite struct RecordModeTests {
    @Test func defaultsToMissingLocallyAndNeverOnCI() throws {
        #expect(try RecordMode.resolve(environment: SnapshotEnvironment([:])) == .missing)
        #expect(try RecordMode.resolve(environment: SnapshotEnvironment(["CI": "true"])) == .never)
        #expect(try RecordMode.resolve(environment: SnapshotEnvironment(["CI": "1"])) == .never)
        #expect(try RecordMode.resolve(environment: SnapshotEnvironment(["CI": "false"])) == .missing)
    }

    @Test func environmentVariableBeatsCIAndExplicitBeatsEverything() throws {
        let env = SnapshotEnvironment(["CI": "true", "FLIPBOOK_RECORD": "failed"])
        #expect(try RecordMode.resolve(environment: env) == .failed)
        #expect(try RecordMode.resolve(.all, environment: env) == .all)
    }

    @Test func suiteDefaultSitsBetweenTheAssertionAndTheEnvironment() throws {
        let env = SnapshotEnvironment(["FLIPBOOK_RECORD": "never"])
        try SnapshotDefaults.$record.withValue(.all) { () throws in
            #expect(try RecordMode.resolve(environment: env) == .all)
            #expect(try RecordMode.resolve(.missing, environment: env) == .missing)
        }
    }

    @Test(.snapshotRecord(.failed)) func traitSetsTheSuiteDefault() throws {
        #expect(try RecordMode.resolve(environment: SnapshotEnvironment([:])) == .failed)
    }

    @Test func pathsFollowTheGoldenLayout() {
        let paths = SnapshotPaths(filePath: "/pkg/Tests/AppTests/ButtonTests.swift", function: "pressed(style:)",
                                  variant: "dark", environment: SnapshotEnvironment(["FLIPBOOK_ARTIFACTS": "/tmp/art"]))
        #expect(paths.golden == "/pkg/Tests/AppTests/__Goldens__/ButtonTests/pressed.dark.png")
        #expect(paths.artifact("diff") == "/tmp/art/ButtonTests/pressed.dark.diff.png")
        #expect(paths.recordCommand(mode: .failed) == "FLIPBOOK_RECORD=failed swift test --filter ButtonTests/pressed")
    }

    @Test func artifactsDefaultToTheBuildFolderOfThePackage() {
        let paths = SnapshotPaths(filePath: #filePath, function: #function, variant: "image", environment: SnapshotEnvironment([:]))
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        #expect(paths.artifactFolder == package + "/.build/flipbook-artifacts/RecordModeTests")
    }
}
