/// Tokens of one file with the matching brackets found, and an editable output text per
/// token: rewrites replace or blank the text of tokens, so lines that are not touched keep
/// their bytes.
struct TokenCursor {
    let tokens: [SwiftToken]
    /// For each `(`, `[`, `{` its closing token's index and for each closer its opener's.
    let match: [Int: Int]
    /// The output text of each token.
    var out: [String]
    /// The original lines an edit touched.
    var touchedLines: Set<Int> = []

    init(_ tokens: [SwiftToken]) {
        self.tokens = tokens
        out = tokens.map(\.text)
        var match: [Int: Int] = [:]
        var stack: [Int] = []
        for (i, t) in tokens.enumerated() where t.kind == .punctuation {
            switch t.text {
            case "(", "[", "{": stack.append(i)
            case ")", "]", "}":
                if let open = stack.popLast() { match[open] = i; match[i] = open }
            default: break
            }
        }
        self.match = match
    }

    /// The text of the file after the edits.
    var text: String { out.joined() }

    /// The index of the first non-trivia token after `i`, or nil.
    func next(after i: Int) -> Int? {
        var j = i + 1
        while j < tokens.count {
            if !tokens[j].isTrivia { return j }
            j += 1
        }
        return nil
    }

    /// The index of the last non-trivia token before `i`, or nil.
    func previous(before i: Int) -> Int? {
        var j = i - 1
        while j >= 0 {
            if !tokens[j].isTrivia { return j }
            j -= 1
        }
        return nil
    }

    /// Whether token `i` has the text `text` (and is not in a string or comment).
    func isText(_ i: Int?, _ text: String) -> Bool {
        guard let i, i < tokens.count else { return false }
        return !tokens[i].isTrivia && tokens[i].kind != .string && tokens[i].text == text
    }

    /// The source text of tokens `range` as written (not as edited).
    func source(_ range: ClosedRange<Int>) -> String { tokens[range].map(\.text).joined() }

    /// The source text of tokens `range` with the edits.
    func edited(_ range: ClosedRange<Int>) -> String { out[range].joined() }

    /// The text of the original line `line`.
    func lineText(_ line: Int) -> String {
        tokens.filter { $0.line == line && $0.kind != .newline }.map(\.text).joined()
            .split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    }

    mutating func replace(_ i: Int, with text: String) {
        out[i] = text
        touchedLines.insert(tokens[i].line)
    }

    /// Removes tokens `range`, and the spacing that would be left: the blank after them, or the
    /// whole line when they were all it held.
    mutating func remove(_ range: ClosedRange<Int>) {
        for i in range { replace(i, with: "") }
        let after = range.upperBound + 1
        let before = range.lowerBound - 1
        let lineStarts = before < 0 || tokens[before].kind == .newline
            || (tokens[before].kind == .whitespace && (before == 0 || tokens[before - 1].kind == .newline))
        if after < tokens.count, tokens[after].kind == .whitespace {
            out[after] = ""
            if lineStarts, after + 1 < tokens.count, tokens[after + 1].kind == .newline {
                if before >= 0, tokens[before].kind == .whitespace { out[before] = "" }
                out[after + 1] = ""
            }
        } else if after < tokens.count, tokens[after].kind == .newline, lineStarts {
            if before >= 0, tokens[before].kind == .whitespace { out[before] = "" }
            out[after] = ""
        } else if after >= tokens.count || tokens[after].kind == .newline,
                  before >= 0, tokens[before].kind == .whitespace {
            out[before] = ""
        }
    }

    /// The index of the token that ends the attribute at `i`: its closing parenthesis when it
    /// has arguments (`@objc(close:)`), else `i`.
    func attributeEnd(_ i: Int) -> Int {
        if i + 1 < tokens.count, tokens[i + 1].text == "(", let close = match[i + 1] { return close }
        return i
    }

    /// The index of the innermost `(`, `[` or `{` that encloses token `i`, or nil.
    func enclosingOpen(of i: Int) -> Int? {
        var depth = 0
        var k = i - 1
        while k >= 0 {
            if tokens[k].kind == .punctuation {
                if [")", "]", "}"].contains(tokens[k].text) { depth += 1 }
                if ["(", "[", "{"].contains(tokens[k].text) {
                    if depth == 0 { return k }
                    depth -= 1
                }
            }
            k -= 1
        }
        return nil
    }
}
