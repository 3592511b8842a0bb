import Foundation
import Testing

/// FlipbookTesting's article "A complete golden test" shows ZoomTransitionTests.swift verbatim;
/// this keeps the two in step, so the documented example is compiled and run by every `swift test`.
@Suite struct DocsExampleTests {
    @Test func documentedExampleIsThisPackagesTestFile() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let article = tests.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/FlipbookTesting/FlipbookTesting.docc/GoldenTestExample.md")
        let source = try String(contentsOf: tests.appendingPathComponent("ZoomTransitionTests.swift"), encoding: .utf8)
        let markdown = try String(contentsOf: article, encoding: .utf8)
        #expect(markdown.contains("```swift\n" + source + "```\n"),
                "Copy Tests/FlipbookTestingTests/ZoomTransitionTests.swift into \(article.path) unchanged")
    }
}
