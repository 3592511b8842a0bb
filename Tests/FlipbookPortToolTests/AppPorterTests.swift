import Foundation
@testable import FlipbookPortTool
import Testing

@Suite struct AppPorterTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Fixtures__/SampleApp").path

    func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-port-\(UUID().uuidString)")
    }

    @Test func appFolderBecomesAPackageWithResourcesAndAReport() throws {
        let port = try AppPorter.port(appFolder: Self.fixture, dependency: .path("../Flipbook"))
        #expect(port.targetName == "SampleApp")
        #expect(port.sources.map(\.path) == ["SampleApp/ViewController.swift"])
        #expect(port.resources == ["SampleApp/Assets.xcassets", "SampleApp/Base.lproj/Main.storyboard"])
        #expect(port.skipped.map(\.path) == ["SampleApp/Legacy.m", "SampleAppTests/SampleAppTests.swift"])
        #expect(port.manifest.contains(".package(name: \"Flipbook\", path: \"../Flipbook\")"))
        #expect(port.manifest.contains("resources: [.copy(\"Resources\")]"))
        let source = port.sources[0].text
        #expect(source.hasPrefix("import FlipbookUIKit\n"))
        #expect(source.contains("action: Self.handlePan(_:))"))
        #expect(source.contains("case \"close:\":"))
        #expect(port.report.contains("- Lines changed by the command: 6"))
        #expect(port.report.contains("- Lines not converted: 0"))

        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        try AppPorter.write(port, appFolder: Self.fixture, to: out.path)
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(written == ["PORTING.md", "Package.swift", "Sources"])
        let storyboard = out.appendingPathComponent("Sources/SampleApp/Resources/SampleApp/Base.lproj/Main.storyboard")
        #expect(FileManager.default.fileExists(atPath: storyboard.path))
        let icon = out.appendingPathComponent("Sources/SampleApp/Resources/SampleApp/Assets.xcassets/AppIcon.appiconset/Contents.json")
        #expect(FileManager.default.fileExists(atPath: icon.path))
        let ported = try String(contentsOf: out.appendingPathComponent("Sources/SampleApp/SampleApp/ViewController.swift"), encoding: .utf8)
        #expect(ported == source)

        #expect(throws: PortError.outputExists(out.path)) {
            try AppPorter.write(port, appFolder: Self.fixture, to: out.path)
        }
    }

    @Test func missingAppFolderIsAnError() {
        #expect(throws: PortError.missingApp("/nonexistent/app")) {
            _ = try AppPorter.port(appFolder: "/nonexistent/app", dependency: .path(".."))
        }
    }

    @Test func folderWithoutSwiftIsAnError() throws {
        let empty = temporaryFolder()
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: PortError.noSwiftSources(empty.path)) {
            _ = try AppPorter.port(appFolder: empty.path, dependency: .path(".."))
        }
    }

    @Test func symbolicLinksAreNotFollowed() throws {
        let app = temporaryFolder()
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: app) }
        try Data("let a = 1\n".utf8).write(to: app.appendingPathComponent("Sources/a.swift"))
        try FileManager.default.createSymbolicLink(at: app.appendingPathComponent("Sources/loop"), withDestinationURL: app)
        let port = try AppPorter.port(appFolder: app.path, dependency: .path(".."))
        #expect(port.sources.map(\.path) == ["Sources/a.swift"])
    }

    /// SwiftPM builds a target's files into one folder of objects: two `View.swift` clash.
    @Test func filesOfOneNameAreWrittenUnderTheirPath() throws {
        let app = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: app) }
        for path in ["Library/Extensions/View.swift", "Demo/View.swift", "Demo/Other.swift"] {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("let a = 1\n".utf8).write(to: url)
        }
        let port = try AppPorter.port(appFolder: app.path, dependency: .path(".."))
        // In path order: Demo/Other.swift sorts before Demo/View.swift.
        let written = ["Demo/Other.swift", "Demo/Demo-View.swift", "Library/Extensions/Library-Extensions-View.swift"]
        #expect(port.sources.map(\.outputPath) == written)
        #expect(port.report.contains("- `Demo/View.swift` → `Demo/Demo-View.swift`"))
        #expect(port.report.contains("- `Demo/Other.swift`: 1 code lines"))
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        try AppPorter.write(port, appFolder: app.path, to: out.path)
        let target = out.appendingPathComponent("Sources/\(port.targetName)")
        for path in written {
            #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent(path).path))
        }
    }

    @Test func codeLinesSkipBlankLinesAndComments() {
        #expect(PortReport.codeLines("// a\n\nlet a = 1 // b\n/* c\n d */\nlet s = \"\"\"\n x\n \"\"\"\n") == 4)
    }
}
