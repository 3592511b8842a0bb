/// `static let shared = Manager()` — a static holding an instance of a class of the port, an
/// app's singleton — becomes `static var shared: Manager { ApplicationStatics.value("Owner.shared")
/// { Manager() } }` (FlipbookUIKit): one instance per ``Application``, made at the first read as
/// the static was. On iOS a process runs one app once; here one process runs many (tests, a
/// catalogue's demos), and a singleton that kept a finished run's state (MotionAnimation's
/// animator and its display link) would freeze every later run. Statics holding values, or
/// instances of classes the port does not declare, stay as they are.
enum ApplicationSingletons {
    static func rewrite(in units: inout [Unit]) {
        let classes = Set(units.flatMap { $0.declarations.filter { $0.kind == .class }.map(\.name) })
        guard !classes.isEmpty else { return }
        for u in units.indices {
            guard var c = units[u].cursor else { continue }
            let owners = units[u].declarations.filter { $0.kind != .protocol }
            for (i, t) in c.tokens.enumerated() where t.kind == .identifier && t.text == "static" {
                guard let owner = c.enclosing(i, in: owners), c.isMember(i, of: owner), let keyword = c.next(after: i),
                    c.isText(keyword, "let"), let name = c.next(after: keyword), c.tokens[name].kind == .identifier,
                    let equals = c.next(after: name), c.isText(equals, "="), let type = c.next(after: equals),
                    classes.contains(c.tokens[type].text), let open = c.next(after: type), c.isText(open, "("),
                    let close = c.match[open]
                else { continue }
                // The initializer is the call alone: the declaration ends at its `)`.
                if let after = c.next(after: close), c.tokens[after].line == c.tokens[close].line, !c.isText(after, ";"),
                    !c.isText(after, "}")
                {
                    continue
                }
                let typeName = c.tokens[type].text
                let key = "\(owner.name).\(c.tokens[name].text)"
                c.replace(keyword, with: "var")
                c.replace(name, with: "\(c.tokens[name].text): \(typeName)")
                c.replace(equals, with: "{ ApplicationStatics.value(\"\(key)\") {")
                c.replace(close, with: ") } }")
                units[u].note(.applicationSingleton, token: i)
            }
            units[u].cursor = c
        }
    }
}
