@testable import FlipbookPortTool
import Testing

@Suite struct TokenizerTests {
    @Test func tokensJoinBackToTheSourceByteForByte() throws {
        let source = """
        let a = "x \\(f("}")) y" // #selector(x)
        /* outer /* inner @objc */ still comment */
        let b = \"\"\"
            @IBOutlet "quoted" \\(g(1, "a)"))
            \"\"\"
        let c = #"raw \\(no) "quote" \\#(yes)"#
        """
        let tokens = try SwiftTokenizer.tokenize(source)
        #expect(tokens.map(\.text).joined() == source)
        #expect(tokens.filter { $0.kind == .string }.count == 3)
        #expect(tokens.filter { $0.kind == .blockComment }.count == 1)
        #expect(!tokens.contains { $0.kind == .attribute || $0.kind == .pound })
        #expect(tokens.first { $0.text == "c" }?.line == 6)
    }

    @Test func attributesPoundsAndPunctuationAreSeparateTokens() throws {
        let tokens = try SwiftTokenizer.tokenize("@objc(close:) x?.y!(#selector(a))").filter { !$0.isTrivia }
        #expect(tokens.map(\.text) == ["@objc", "(", "close", ":", ")", "x", "?", ".", "y", "!", "(", "#selector", "(", "a", ")", ")"])
        #expect(tokens[0].kind == .attribute && tokens[11].kind == .pound && tokens[6].kind == .punctuation)
    }

    @Test func unterminatedLiteralsAreErrorsWithTheirLine() {
        #expect(throws: SwiftTokenizerError(line: 2, what: "string literal")) {
            _ = try SwiftTokenizer.tokenize("let a = 1\nlet b = \"open\nlet c = 2")
        }
        #expect(throws: SwiftTokenizerError(line: 1, what: "block comment")) {
            _ = try SwiftTokenizer.tokenize("/* /* */")
        }
    }
}
