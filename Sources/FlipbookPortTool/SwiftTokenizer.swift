/// One lexical piece of a Swift source file. Tokens cover the file without gaps, so their
/// texts joined give the file back byte for byte.
public struct SwiftToken: Sendable, Equatable {
    /// What a token is, as far as the port's rewrites need to know.
    public enum Kind: Sendable, Equatable {
        /// Spaces and tabs.
        case whitespace
        /// One line break (`\n`, `\r\n` or `\r`).
        case newline
        /// `// …` up to the end of the line.
        case lineComment
        /// `/* … */`, nested comments included.
        case blockComment
        /// A string literal of any form (`"…"`, `"""…"""`, `#"…"#`), its interpolations included.
        case string
        /// A name or keyword (`class`, `dynamic`, or a backticked name).
        case identifier
        /// An attribute name with its `@` (`@objc`, `@IBOutlet`); its arguments are separate tokens.
        case attribute
        /// A pound directive or expression with its `#` (`#selector`, `#if`, `#keyPath`).
        case pound
        /// A number literal.
        case number
        /// One of `( ) [ ] { } , : ; .` (and `?`, `!` when they stand alone).
        case punctuation
        /// A run of operator characters (`->`, `==`, `?.` is `?` then `.`).
        case `operator`
    }

    /// The kind.
    public var kind: Kind
    /// The exact source text.
    public var text: String
    /// The 1-based line the token starts on.
    public var line: Int

    /// Whether the token is a comment, whitespace or a line break.
    public var isTrivia: Bool {
        switch kind {
        case .whitespace, .newline, .lineComment, .blockComment: true
        default: false
        }
    }
}

/// An error in a source file the tokenizer cannot read past.
public struct SwiftTokenizerError: Error, Equatable, CustomStringConvertible {
    /// The 1-based line where the unterminated construct starts.
    public var line: Int
    /// What is unterminated (`a string literal`, `a block comment`).
    public var what: String
    /// The message, with the line.
    public var description: String { "line \(line): unterminated \(what)" }
}

/// A small lossless Swift tokenizer: enough of Swift's lexical grammar to find attributes,
/// `#selector` expressions and declarations outside strings and comments, and to match braces.
///
/// String literals (single-line, multi-line, raw with any number of `#`, with interpolations
/// that contain strings of their own) and nested block comments are single tokens. Regular
/// expression literals are not recognised (`/…/` lexes as operators and names).
public enum SwiftTokenizer {
    /// The tokens of `source`; throws for an unterminated string or block comment.
    public static func tokenize(_ source: String) throws -> [SwiftToken] {
        var lexer = Lexer(bytes: Array(source.utf8))
        return try lexer.run()
    }
}

private struct Lexer {
    let bytes: [UInt8]
    var index = 0
    var line = 1

    init(bytes: [UInt8]) { self.bytes = bytes }

    func byte(_ offset: Int = 0) -> UInt8? {
        let i = index + offset
        return i < bytes.count ? bytes[i] : nil
    }

    mutating func run() throws -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        while index < bytes.count {
            let start = index, startLine = line
            let kind = try next()
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            tokens.append(SwiftToken(kind: kind, text: text, line: startLine))
        }
        return tokens
    }

    static func isIdentifierHead(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
    }
    static func isIdentifierBody(_ b: UInt8) -> Bool { isIdentifierHead(b) || (b >= 0x30 && b <= 0x39) }
    static let operatorBytes = Set("/=-+!*%<>&|^~?".utf8)

    /// Lexes one token from `index`.
    mutating func next() throws -> SwiftToken.Kind {
        let b = bytes[index]
        switch b {
        case 0x20, 0x09:
            while let c = byte(), c == 0x20 || c == 0x09 { index += 1 }
            return .whitespace
        case 0x0A:
            index += 1; line += 1
            return .newline
        case 0x0D:
            index += 1
            if byte() == 0x0A { index += 1 }
            line += 1
            return .newline
        case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
            while let c = byte(), c != 0x0A, c != 0x0D { index += 1 }
            return .lineComment
        case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
            try skipBlockComment()
            return .blockComment
        case UInt8(ascii: "\""):
            try skipString(hashes: 0)
            return .string
        case UInt8(ascii: "#"):
            var hashes = 0
            while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
            if byte(hashes) == UInt8(ascii: "\"") {
                index += hashes
                try skipString(hashes: hashes)
                return .string
            }
            index += 1
            while let c = byte(), Self.isIdentifierBody(c) { index += 1 }
            return .pound
        case UInt8(ascii: "@"):
            index += 1
            while let c = byte(), Self.isIdentifierBody(c) { index += 1 }
            return .attribute
        case UInt8(ascii: "`"):
            index += 1
            while let c = byte(), c != UInt8(ascii: "`"), c != 0x0A { index += 1 }
            if byte() == UInt8(ascii: "`") { index += 1 }
            return .identifier
        case UInt8(ascii: "$"):
            index += 1
            while let c = byte(), Self.isIdentifierBody(c) { index += 1 }
            return .identifier
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            while let c = byte(), Self.isIdentifierBody(c) || c == UInt8(ascii: ".") && (byte(1).map { $0 >= 0x30 && $0 <= 0x39 } ?? false) {
                index += 1
            }
            return .number
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
             UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "."):
            index += 1
            return .punctuation
        case UInt8(ascii: "?"), UInt8(ascii: "!"):
            index += 1
            // A lone `?`/`!` (optional chaining, force unwrap, `as?`) is punctuation; `!=`, `?? `
            // and the like are operators.
            if let c = byte(), Self.operatorBytes.contains(c), c != UInt8(ascii: "?") || b == UInt8(ascii: "?") {
                while let c = byte(), Self.operatorBytes.contains(c) { index += 1 }
                return .operator
            }
            return .punctuation
        default:
            if Self.isIdentifierHead(b) {
                while let c = byte(), Self.isIdentifierBody(c) { index += 1 }
                return .identifier
            }
            if Self.operatorBytes.contains(b) {
                while let c = byte(), Self.operatorBytes.contains(c),
                      !(c == UInt8(ascii: "/") && (byte(1) == UInt8(ascii: "/") || byte(1) == UInt8(ascii: "*"))) {
                    index += 1
                }
                return .operator
            }
            index += 1
            return .operator
        }
    }

    mutating func skipBlockComment() throws {
        let startLine = line
        var depth = 0
        repeat {
            guard let c = byte() else { throw SwiftTokenizerError(line: startLine, what: "block comment") }
            if c == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                depth += 1; index += 2
            } else if c == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                depth -= 1; index += 2
            } else {
                countLine(c)
                index += 1
            }
        } while depth > 0
    }

    mutating func countLine(_ c: UInt8) {
        if c == 0x0A || (c == 0x0D && byte(1) != 0x0A) { line += 1 }
    }

    /// Skips a string literal whose opening quote is at `index` (after `hashes` `#`).
    mutating func skipString(hashes: Int) throws {
        let startLine = line
        let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        while true {
            guard let c = byte() else { throw SwiftTokenizerError(line: startLine, what: "string literal") }
            if c == UInt8(ascii: "\\") && (0..<hashes).allSatisfy({ byte(1 + $0) == UInt8(ascii: "#") }) {
                index += 1 + hashes
                if byte() == UInt8(ascii: "(") {
                    index += 1
                    try skipInterpolation(startLine: startLine)
                } else if let e = byte() {
                    countLine(e)
                    index += 1
                }
                continue
            }
            if c == UInt8(ascii: "\"") {
                let closes = multiline
                    ? byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"") : true
                let quoteCount = multiline ? 3 : 1
                if closes && (0..<hashes).allSatisfy({ byte(quoteCount + $0) == UInt8(ascii: "#") }) {
                    index += quoteCount + hashes
                    return
                }
            }
            if !multiline && (c == 0x0A || c == 0x0D) {
                throw SwiftTokenizerError(line: startLine, what: "string literal")
            }
            countLine(c)
            index += 1
        }
    }

    /// Skips the code of an interpolation after its `(` up to and including the matching `)`.
    mutating func skipInterpolation(startLine: Int) throws {
        var depth = 1
        while depth > 0 {
            guard index < bytes.count else { throw SwiftTokenizerError(line: startLine, what: "string interpolation") }
            let kind = try next()
            if kind == .punctuation {
                switch bytes[index - 1] {
                case UInt8(ascii: "("): depth += 1
                case UInt8(ascii: ")"): depth -= 1
                default: break
                }
            }
        }
    }
}
