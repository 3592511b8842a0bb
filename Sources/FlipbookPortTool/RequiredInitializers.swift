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

extension RequiredInitializers {
    /// Core Animation's layer classes, whose subclasses Flipbook copies through `init(layer:)`.
    static let layerClasses: Set<String> = [
        "CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer",
        "Layer", "ShapeLayer", "GradientLayer", "TextLayer", "ReplicatorLayer",
    ]

    /// Adds `required init(layer: Any) { super.init(layer: layer) }` to each layer subclass of
    /// the port that declares initialisers of its own but no `init(layer:)`.
    ///
    /// Swift does not inherit initialisers into a class that declares a designated one, so such
    /// a class lacks Flipbook's required `init(layer:)`. On iOS it compiles (Core Animation
    /// calls `init(layer:)` through the Objective-C runtime) and the first presentation copy
    /// traps; Flipbook copies every layer of a frame, so the command adds the initialiser. The
    /// copy keeps the superclass's properties (the drawn `contents` among them) and gives the
    /// subclass's own stored properties their initial values, which a copy that does not
    /// redraw never reads. `superclasses` maps each class of the port to its first inherited
    /// name.
    static func addLayerCopyInitializers(in units: inout [Unit], superclasses: [String: String]) {
        func isLayer(_ name: String) -> Bool {
            var n = name
            var seen: Set<String> = []
            while seen.insert(n).inserted {
                if layerClasses.contains(n) { return true }
                guard let s = superclasses[n] else { return false }
                n = s
            }
            return false
        }
        for u in units.indices {
            guard var c = units[u].cursor else { continue }
            for d in units[u].declarations where d.kind == .class {
                guard let superclass = d.inherited.first, isLayer(superclass) else { continue }
                var designated = false
                var copies = false
                for i in (d.open + 1)..<d.close where c.isText(i, "init") && c.isMember(i, of: d) {
                    var p = c.previous(before: i)
                    var isConvenience = false
                    while let pp = p, c.tokens[pp].kind == .identifier || c.tokens[pp].kind == .attribute {
                        if c.tokens[pp].text == "convenience" { isConvenience = true }
                        p = c.previous(before: pp)
                    }
                    if !isConvenience { designated = true }
                    if let open = c.next(after: i), c.isText(open, "(") || c.isText(open, "?"),
                        let label = c.next(after: c.isText(open, "?") ? c.next(after: open)! : open),
                        c.isText(label, "layer")
                    {
                        copies = true
                    }
                }
                guard designated, !copies else { continue }
                // The indentation of the class's line, and its body's (its first member's line;
                // one level of four spaces more when the body is on one line).
                var lineStart = d.keyword
                while lineStart > 0, c.tokens[lineStart - 1].kind != .newline { lineStart -= 1 }
                let outer = c.tokens[lineStart].kind == .whitespace ? c.tokens[lineStart].text : ""
                var inner = outer + "    "
                if let first = c.next(after: d.open), first < d.close, c.tokens[first].line != c.tokens[d.open].line,
                    first > 0, c.tokens[first - 1].kind == .whitespace, c.tokens[first - 1].text.count > outer.count
                {
                    inner = c.tokens[first - 1].text
                }
                let access = d.isPublic ? "public " : ""
                let unit = inner.hasPrefix(outer) ? String(inner.dropFirst(outer.count)) : "    "
                let member =
                    "\n\(inner)\(access)required init(layer: Any) {\n\(inner)\(unit)super.init(layer: layer)\n"
                    + "\(inner)}\n\(outer)"
                c.replace(d.close, with: member + c.out[d.close])
                units[u].note(.layerCopyInitializer, token: d.close)
            }
            units[u].cursor = c
        }
    }
}
