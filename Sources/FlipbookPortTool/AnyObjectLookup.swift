/// Objective-C's member lookup on `AnyObject`: `sender.center` compiles on Apple's platforms
/// when `sender` is declared `AnyObject` (the runtime finds the member on whatever object it
/// is), but not without the runtime. A property read on a function's `AnyObject` parameter
/// becomes `AnyObjectMembers(sender).center`, FlipbookUIKit's lookup of a view's properties
/// (an implicitly unwrapped optional, as Objective-C's lookup answers). Method calls on such a
/// parameter (`sender.setTitle(…)`) are left alone. A property read on a parenthesised cast,
/// `(userInfo[key] as AnyObject).doubleValue`, becomes
/// `AnyObjectMembers(userInfo[key] as AnyObject).doubleValue` the same way.
extension Unit {
    mutating func rewriteAnyObjectLookups() {
        guard var c = cursor else { return }
        defer { cursor = c }
        for (i, t) in c.tokens.enumerated() where t.kind == .identifier && t.text == "AnyObject" {
            guard let asWord = c.previous(before: i), c.isText(asWord, "as"),
                let close = c.next(after: i), c.isText(close, ")"), let open = c.match[close],
                let dot = c.next(after: close), c.isText(dot, "."),
                let member = c.next(after: dot), c.tokens[member].kind == .identifier,
                !c.isText(c.next(after: member), "(")
            else { continue }
            // `f(x as AnyObject).p` is a call's result, not a parenthesised cast.
            let keywords: Set<String> = ["return", "in", "try", "await", "case", "where", "if", "guard", "while", "else"]
            if let before = c.previous(before: open),
                c.tokens[before].kind == .identifier && !keywords.contains(c.tokens[before].text) || c.isText(before, ")")
                    || c.isText(before, "]") || c.isText(before, "?") || c.isText(before, "!")
            {
                continue
            }
            c.replace(open, with: "AnyObjectMembers(")
            note(.anyObjectLookup, token: open)
        }
        for (f, t) in c.tokens.enumerated() where t.kind == .identifier && t.text == "func" {
            guard let paramsOpen = c.tokens.indices[(f + 1)...].first(where: { c.isText($0, "(") }),
                let paramsClose = c.match[paramsOpen]
            else { continue }
            let names = anyObjectParameters(c, paramsOpen, paramsClose)
            guard !names.isEmpty,
                let bodyOpen = c.tokens.indices[(paramsClose + 1)...].first(where: { c.isText($0, "{") || c.isText($0, "}") }),
                c.isText(bodyOpen, "{"), let bodyClose = c.match[bodyOpen]
            else { continue }
            for i in (bodyOpen + 1)..<bodyClose where c.tokens[i].kind == .identifier && names.contains(c.tokens[i].text) {
                guard !c.isText(c.previous(before: i), "."), i + 2 < bodyClose, c.isText(i + 1, "."),
                    c.tokens[i + 2].kind == .identifier
                else { continue }
                // A method call (`sender.method(`) is not a property read.
                if i + 3 < bodyClose, c.isText(i + 3, "(") { continue }
                c.replace(i, with: "AnyObjectMembers(\(c.tokens[i].text))")
                note(.anyObjectLookup, token: i)
            }
        }
    }

    /// The internal names of the parameters between `open` and `close` declared `AnyObject`,
    /// `AnyObject?` or `AnyObject!`.
    private func anyObjectParameters(_ c: TokenCursor, _ open: Int, _ close: Int) -> Set<String> {
        var names: Set<String> = []
        for i in (open + 1)..<close where c.isText(i, "AnyObject") {
            guard let colon = c.previous(before: i), c.isText(colon, ":"),
                let name = c.previous(before: colon), c.tokens[name].kind == .identifier
            else { continue }
            var after = c.next(after: i)
            if let a = after, c.isText(a, "?") || c.isText(a, "!") { after = c.next(after: a) }
            guard let a = after, c.isText(a, ",") || a == close else { continue }
            names.insert(c.tokens[name].text)
        }
        return names
    }
}
