/// A call passing several elements of one array inout (`getRed(&values[0], green: &values[1],
/// …)`), which Swift 3 accepted and Swift 5 refuses (overlapping accesses to `values`: each `&`
/// holds the whole array for the call). The statement becomes: each element copied to a local,
/// the call with the locals, each local written back — what the Swift 3 program did, element by
/// element. Only a call that is a whole statement is rewritten (one line, so the report's line
/// numbers stay).
extension Unit {
    mutating func rewriteOverlappingElementAccesses() {
        guard var c = cursor else { return }
        defer { cursor = c }
        for (open, t) in c.tokens.enumerated() where t.kind == .punctuation && t.text == "(" {
            guard let close = c.match[open], let callee = c.previous(before: open), c.tokens[callee].kind == .identifier
            else { continue }
            // The arguments `&name[index]` at the call's top level.
            var elements: [(ampersand: Int, name: String, open: Int, close: Int)] = []
            var k = open + 1
            while k < close {
                if let m = c.match[k], k < m, ["(", "[", "{"].contains(c.tokens[k].text) {
                    k = m + 1
                    continue
                }
                if c.isText(k, "&"), let argumentStart = c.previous(before: k),
                    ["(", ":", ","].contains(where: { c.isText(argumentStart, $0) }),
                    let name = c.next(after: k), c.tokens[name].kind == .identifier, let bracket = c.next(after: name),
                    c.isText(bracket, "["), let end = c.match[bracket], let after = c.next(after: end),
                    c.isText(after, ",") || after == close
                {
                    elements.append((k, c.tokens[name].text, bracket, end))
                    k = end + 1
                    continue
                }
                k += 1
            }
            let byName = Dictionary(grouping: elements, by: \.name).filter { $0.value.count > 1 }
            guard !byName.isEmpty else { continue }
            // The statement: the callee's chain (`self.getRed`) alone on its line up to `)`.
            var start = callee
            while let dot = c.previous(before: start), c.isText(dot, "."), let owner = c.previous(before: dot),
                c.tokens[owner].kind == .identifier
            {
                start = owner
            }
            let line = c.tokens[start].line
            guard c.tokens[close].line == line,
                c.previous(before: start).map({ c.tokens[$0].line < line || c.isText($0, "{") || c.isText($0, ";") }) ?? true,
                c.next(after: close).map({ c.tokens[$0].line > line || c.isText($0, "}") || c.isText($0, ";") }) ?? true
            else { continue }
            var before: [String] = []
            var after: [String] = []
            for (name, group) in byName.sorted(by: { $0.key < $1.key }) {
                for (n, element) in group.enumerated() {
                    let local = "\(name)Element\(n)"
                    let subscriptText = c.source(element.open...element.close)
                    before.append("var \(local) = \(name)\(subscriptText)")
                    after.append("\(name)\(subscriptText) = \(local)")
                    c.replace(element.ampersand + 1, with: local)
                    for j in element.open...element.close { c.replace(j, with: "") }
                    // Any trivia between the name and the bracket.
                    for j in (element.ampersand + 2)..<element.open { c.replace(j, with: "") }
                }
            }
            c.replace(start, with: before.joined(separator: "; ") + "; " + c.out[start])
            c.replace(close, with: c.out[close] + "; " + after.joined(separator: "; "))
            note(.overlappingAccess, token: open)
        }
    }
}
