import Foundation
import Testing

/// docs/testing.md shows ZoomTransitionTests.swift verbatim; this keeps the two in step, so the
/// README example is compiled and run by every `swift test`.
@Suite struct DocsExampleTests {
    @Test func readmeExampleIsThisPackagesTestFile() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let docs = tests.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/testing.md")
        let source = try String(contentsOf: tests.appendingPathComponent("ZoomTransitionTests.swift"), encoding: .utf8)
        let markdown = try String(contentsOf: docs, encoding: .utf8)
        #expect(markdown.contains("```swift\n" + source + "```\n"),
                "Copy Tests/FlipbookTestingTests/ZoomTransitionTests.swift into docs/testing.md unchanged")
    }
}
