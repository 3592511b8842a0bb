/// Removes an extension member that repeats, word for word, one the port already declares.
///
/// A library and its example app are ported into one target; in Xcode they are two modules, so
/// each may declare the same internal helper (IBAnimatable's and its app's
/// `extension Array { subscript(safe index: Int) -> Element? }`). In one target the second is an
/// invalid redeclaration. When an extension of the same type, with the same `where` clause,
/// already declares a member with the same declaration and the same body (spacing and comments
/// aside), the command removes the later one (in path order): both modules' code then calls the
/// one left, which does the same. Members that differ, and `private`/`fileprivate` ones (which
/// do not clash), are left alone, as are all the members of a `private` or `fileprivate`
/// extension (IBAnimatable's app declares `fileprivate extension DispatchQueue` with the same
/// `background` and `after` in two files: each file calls its own).
enum DuplicateMembers {
    static func remove(in units: inout [Unit]) {
        var seen: Set<String> = []
        for u in units.indices {
            guard var c = units[u].cursor else { continue }
            for d in units[u].declarations where d.kind == .extension && !isFileLocal(d, in: c) {
                let header = c.source(d.keyword...max(d.keyword, d.open - 1)).filter { !$0.isWhitespace }
                for m in c.members(of: d) where !m.modifiers.contains("private") && !m.modifiers.contains("fileprivate") {
                    let key = header + "|" + c.scalarSignature(of: m) + "|" + c.normalizedText(m.keyword...m.last)
                    if seen.insert(key).inserted { continue }
                    units[u].note(.duplicateMember, token: m.first)
                    c.remove(m.first...m.last)
                }
            }
            units[u].cursor = c
        }
    }

    /// Whether extension `d` is `private` or `fileprivate` (a modifier before `extension`): its
    /// members are then visible in its file only, and repeating them elsewhere is no clash.
    static func isFileLocal(_ d: TypeDeclaration, in c: TokenCursor) -> Bool {
        var p = c.previous(before: d.keyword)
        while let k = p, c.tokens[k].kind == .identifier || c.tokens[k].kind == .attribute {
            let word = c.tokens[k].text
            if word == "private" || word == "fileprivate" { return true }
            if c.tokens[k].kind == .identifier, !["public", "internal", "open", "final"].contains(word) { return false }
            p = c.previous(before: k)
        }
        return false
    }
}

extension TokenCursor {
    /// The text of tokens `range` without spaces and comments.
    func normalizedText(_ range: ClosedRange<Int>) -> String {
        range.filter { !tokens[$0].isTrivia }.map { tokens[$0].text }.joined(separator: " ")
    }
}
