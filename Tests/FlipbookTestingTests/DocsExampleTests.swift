import Foundation
import Testing

/// The README's golden-testing section shows ZoomTransitionTests.swift verbatim; this keeps the
/// two in step, so the README example is compiled and run by every `swift test`.
@Suite struct DocsExampleTests {
    @Test func readmeExampleIsThisPackagesTestFile() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let readme = tests.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let source = try String(contentsOf: tests.appendingPathComponent("ZoomTransitionTests.swift"), encoding: .utf8)
        let markdown = try String(contentsOf: readme, encoding: .utf8)
        #expect(markdown.contains("```swift\n" + source + "```\n"),
                "Copy Tests/FlipbookTestingTests/ZoomTransitionTests.swift into README.md unchanged")
    }
}
