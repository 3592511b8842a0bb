import Foundation
import Testing
@testable import FlipbookCLI
import FlipbookTool

/// `flipbook render --help` and the options table of the article "Rendering clips and demos"
/// state the same default for every option (the docs are the one a user reads first).
@Suite struct HelpMatchesDocsTests {
    static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/FlipbookCLI/FlipbookCLI.docc/RenderingClips.md").standardized

    /// The default a help line states: the text of its last `(default …)`, without `default`
    /// and its colon; nil when the line states none.
    static func helpDefault(_ help: String) -> String? {
        guard let open = help.range(of: "(default", options: .backwards) else { return nil }
        var text = help[open.upperBound...]
        if text.hasPrefix(":") { text = text.dropFirst() }
        guard let close = text.lastIndex(of: ")") else { return nil }
        return normalized(String(text[..<close]))
    }

    static func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "").trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// The article's table rows: the long option names of the first column → the default column.
    static func documentedDefaults() throws -> [String: String] {
        let text = try String(contentsOf: article, encoding: .utf8)
        var defaults: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { String($0) }
            guard cells.count >= 4 else { continue }
            let names = cells[1].components(separatedBy: "--").dropFirst()
                .map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "-" }) }
            for name in names where !name.isEmpty { defaults[name] = normalized(cells[cells.count - 2]) }
        }
        return defaults
    }

    @Test func everyOptionsDefaultInHelpIsTheDocumentedOne() throws {
        let documented = try Self.documentedDefaults()
        var compared = 0
        for option in Engine.flipbook.options(of: .render) + Engine.flipbook.options(of: .still) {
            guard let help = Self.helpDefault(option.help), let docs = documented[option.name] else { continue }
            #expect(help == docs, "--\(option.name): help says \"\(help)\", RenderingClips.md says \"\(docs)\"")
            compared += 1
        }
        #expect(compared >= 15, "only \(compared) options compared; did the table's format change?")
    }

    /// The table documents `render` and `still` (`--time`).
    @Test func everyDocumentedOptionExists() throws {
        let names = Set((Engine.flipbook.options(of: .render) + Engine.flipbook.options(of: .still)).map(\.name))
        for name in try Self.documentedDefaults().keys {
            #expect(names.contains(name), "RenderingClips.md documents --\(name), which neither render nor still takes")
        }
    }

    @Test func theMatteDefaultReadsTheSameInHelpAndDocs() throws {
        let help = try #require(Self.helpDefault(OptionSpec.matte.help))
        #expect(try Self.documentedDefaults()["matte"] == help)
        #expect(help.contains("white"))
    }
}
