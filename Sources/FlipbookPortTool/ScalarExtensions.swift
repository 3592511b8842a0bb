/// Removes what an `extension CGFloat` repeats of an `extension Double` in the port.
///
/// On Apple platforms `CGFloat` is a struct of its own, so a library may conform both `Double`
/// and `CGFloat` to a protocol, or give both the same member (MotionAnimation does). In
/// Flipbook `CGFloat` is `Double` (FlipbookPorting's typealias), so the second declaration is a
/// redundant conformance or an invalid redeclaration. The command removes, from each
/// `extension CGFloat`, the protocols an `extension Double` of the port already adopts and the
/// members whose declaration (with `CGFloat` read as `Double`) an `extension Double` already
/// has; the `Double` members then serve `CGFloat` values, as they would after a conversion on
/// iOS. A `CGFloat` member that differs from the `Double` one is left alone (and is an error the
/// build reports).
enum ScalarExtensions {
    static let cgFloatNames: Set<String> = ["CGFloat", "CoreGraphics.CGFloat"]
    static let doubleNames: Set<String> = ["Double", "Swift.Double"]

    static func merge(in units: inout [Unit]) {
        var conformances: Set<String> = []
        var signatures: Set<String> = []
        for unit in units {
            guard let c = unit.cursor else { continue }
            for d in unit.declarations where d.kind == .extension && doubleNames.contains(d.name) {
                conformances.formUnion(d.inherited)
                for m in c.members(of: d) { signatures.insert(c.scalarSignature(of: m)) }
            }
        }
        guard !conformances.isEmpty || !signatures.isEmpty else { return }
        for u in units.indices {
            guard var c = units[u].cursor else { continue }
            for d in units[u].declarations where d.kind == .extension && cgFloatNames.contains(d.name) {
                for m in c.members(of: d) where signatures.contains(c.scalarSignature(of: m)) {
                    units[u].note(.scalarExtension, token: m.first)
                    c.remove(m.first...m.last)
                }
                let repeated = d.inherited.filter { conformances.contains($0) }
                guard !repeated.isEmpty, let colon = c.next(after: d.afterName - 1), c.isText(colon, ":") else { continue }
                // The clause runs from the colon to the token before `{` or `where`.
                var end = colon
                var k = c.next(after: colon)
                while let kk = k, !c.isText(kk, "{"), !c.isText(kk, "where") {
                    end = kk
                    k = c.next(after: kk)
                }
                let kept = d.inherited.filter { !conformances.contains($0) }
                for i in colon...end { c.replace(i, with: "") }
                c.replace(colon, with: kept.isEmpty ? "" : ": " + kept.joined(separator: ", "))
                units[u].note(.scalarExtension, token: colon)
            }
            units[u].cursor = c
        }
    }
}

extension TokenCursor {
    /// A member's declaration up to its body, spaces and comments left out, `CGFloat` read as
    /// `Double`, with `static`/`class` kept: two members with the same signature clash when
    /// `CGFloat` is `Double`.
    func scalarSignature(of m: MemberDeclaration) -> String {
        var parts: [String] = m.modifiers.contains("static") || m.modifiers.contains("class") ? ["static"] : []
        var depth = 0
        var k = m.keyword
        while k <= m.last {
            let t = tokens[k]
            if t.kind == .punctuation {
                if ["(", "["].contains(t.text) { depth += 1 }
                if [")", "]"].contains(t.text) { depth -= 1 }
                if t.text == "{", depth == 0 { break }
            }
            if !t.isTrivia {
                parts.append(ScalarExtensions.cgFloatNames.contains(t.text) ? "Double" : t.text)
            }
            k += 1
        }
        return parts.joined(separator: " ")
    }
}
