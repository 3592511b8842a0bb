/// Swift 3 spellings that later compilers refuse, rewritten to what Swift 3 meant.
enum Swift3Spellings {
    /// The closure-typed properties declared with argument labels in their type
    /// (`var onChange: ((_ value: Any) -> Void)?`), by name: the labels each position may have
    /// (several types may declare a property of one name).
    static func labelledClosureProperties(in units: [Unit]) -> [String: [Set<String>]] {
        var result: [String: [Set<String>]] = [:]
        for unit in units {
            guard let c = unit.cursor else { continue }
            for (i, t) in c.tokens.enumerated() where t.kind == .identifier && t.text == "var" {
                guard let name = c.next(after: i), let colon = c.next(after: name), c.isText(colon, ":"),
                    var open = c.next(after: colon), c.isText(open, "(")
                else { continue }
                // `((_ value: Any) -> Void)?`: the parameter list is the inner parentheses.
                if let inner = c.next(after: open), c.isText(inner, "(") { open = inner }
                guard let close = c.match[open], let arrow = c.next(after: close), c.isText(arrow, "->") else { continue }
                var labels: [String] = []
                var k = open + 1
                while k < close {
                    // `_ value:` — a parameter named in the type.
                    if c.isText(k, "_"), let label = c.next(after: k), c.tokens[label].kind == .identifier,
                        let labelColon = c.next(after: label), c.isText(labelColon, ":")
                    {
                        labels.append(c.tokens[label].text)
                        k = labelColon
                    }
                    k += 1
                }
                guard !labels.isEmpty else { continue }
                var positions = result[c.tokens[name].text] ?? []
                for (p, label) in labels.enumerated() {
                    if p < positions.count { positions[p].insert(label) } else { positions.append([label]) }
                }
                result[c.tokens[name].text] = positions
            }
        }
        return result
    }
}

extension Unit {
    mutating func rewriteSwift3Spellings(labelledClosures: [String: [Set<String>]]) {
        guard var c = cursor else { return }
        defer { cursor = c }
        for (i, t) in c.tokens.enumerated() where t.kind == .identifier {
            // `open static` / `static open`: statics are final, so `open` is `public`.
            if t.text == "open", c.isText(c.next(after: i), "static") || c.isText(c.previous(before: i), "static") {
                c.replace(i, with: "public")
                note(.swift3Spelling, token: i)
                continue
            }
            // `onChange?(value: v)` → `onChange?(v)` for a closure property declared with labels.
            guard let labels = labelledClosures[t.text], !c.isText(c.next(after: i), ":") else { continue }
            var open = i + 1
            if open < c.tokens.count, c.isText(open, "?") || c.isText(open, "!") { open += 1 }
            guard open < c.tokens.count, c.isText(open, "("), let close = c.match[open] else { continue }
            var argumentStart = open
            var index = 0
            var k = open + 1
            var depth = 0
            var changed = false
            while k < close {
                if c.tokens[k].kind == .punctuation {
                    if ["(", "[", "{"].contains(c.tokens[k].text) { depth += 1 }
                    if [")", "]", "}"].contains(c.tokens[k].text) { depth -= 1 }
                    if depth == 0, c.isText(k, ",") { argumentStart = k; index += 1 }
                }
                if depth == 0, index < labels.count, let first = c.next(after: argumentStart), first == k,
                    labels[index].contains(c.tokens[k].text), let colon = c.next(after: k), c.isText(colon, ":")
                {
                    c.remove(k...colon)
                    changed = true
                    k = colon
                }
                k += 1
            }
            if changed { note(.swift3Spelling, token: i) }
        }
    }
}
