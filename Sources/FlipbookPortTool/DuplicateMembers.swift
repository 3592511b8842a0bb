/// Removes an extension member that repeats, word for word, one the port already declares.
///
/// A library and its example app are ported into one target; in Xcode they are two modules, so
/// each may declare the same internal helper (IBAnimatable's and its app's
/// `extension Array { subscript(safe index: Int) -> Element? }`). In one target the second is an
/// invalid redeclaration. When an extension of the same type, with the same `where` clause,
/// already declares a member with the same declaration and the same body (spacing and comments
/// aside), the command removes the later one (in path order): both modules' code then calls the
/// one left, which does the same. Members that differ, and `private`/`fileprivate` ones (which
/// do not clash), are left alone.
enum DuplicateMembers {
    static func remove(in units: inout [Unit]) {
        var seen: Set<String> = []
        for u in units.indices {
            guard var c = units[u].cursor else { continue }
            for d in units[u].declarations where d.kind == .extension {
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
}

extension TokenCursor {
    /// The text of tokens `range` without spaces and comments.
    func normalizedText(_ range: ClosedRange<Int>) -> String {
        range.filter { !tokens[$0].isTrivia }.map { tokens[$0].text }.joined(separator: " ")
    }
}
