/// Marks `override init(layer:)` `required`.
///
/// Core Animation calls `init(layer:)` through the Objective-C runtime to make presentation
/// copies, so Swift sees it as an ordinary override. Flipbook's layers make their copies with
/// `type(of: layer).init(layer:)`, a required initialiser, and Swift wants `required` on every
/// override of it (a subclass that forgot it would crash on iOS at the first copy, too).
enum RequiredInitializers {
    static let names: Set<String> = ["layer"]

    static func mark(in units: inout [Unit]) {
        for u in units.indices {
            guard var c = units[u].cursor else { continue }
            for (i, t) in c.tokens.enumerated() where t.kind == .identifier && t.text == "init" {
                guard let open = c.next(after: i), c.isText(open, "("), let label = c.next(after: open),
                    names.contains(c.tokens[label].text), c.isText(c.next(after: label), ":")
                else { continue }
                // The modifiers before `init`.
                var modifiers: [Int] = []
                var p = c.previous(before: i)
                while let pp = p, c.tokens[pp].kind == .identifier,
                    ["override", "public", "open", "internal", "private", "fileprivate", "required", "convenience"]
                        .contains(c.tokens[pp].text)
                {
                    modifiers.append(pp)
                    p = c.previous(before: pp)
                }
                let words = Set(modifiers.map { c.tokens[$0].text })
                guard words.contains("override"), !words.contains("required"), !words.contains("convenience"),
                    let override = modifiers.first(where: { c.tokens[$0].text == "override" })
                else { continue }
                c.replace(override, with: "required override")
                units[u].note(.requiredInitializer, token: override)
            }
            units[u].cursor = c
        }
    }
}
