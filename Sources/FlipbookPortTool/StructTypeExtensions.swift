/// Members of extensions of Apple classes that are structs in Flipbook.
///
/// `UIColor` (and `CGColor`), `UIFont`, `UITraitCollection`, `UITouch`, `CGPath` and
/// `UIGraphicsImageRendererFormat` are classes on iOS and value types in Flipbook, and
/// `CATransaction` is a namespace. Swift refuses `convenience init` and `class func` /
/// `class var` in an extension of a value type, so the command writes them as a struct's: `init`
/// and `static`. Nothing else changes: a struct's `init` may delegate to `self.init(…)` as a
/// convenience initialiser does, and `static` members are called as the class ones were.
enum StructTypeExtensions {
    /// Apple's names of the types that are value types in Flipbook.
    static let names: Set<String> = [
        "UIColor", "CGColor", "UIFont", "UITraitCollection", "UITouch", "CGPath", "CGMutablePath",
        "UIGraphicsImageRendererFormat", "CATransaction",
    ]

    static func rewrite(in units: inout [Unit]) {
        for u in units.indices {
            guard var c = units[u].cursor else { continue }
            for d in units[u].declarations where d.kind == .extension && names.contains(d.name) {
                for i in (d.open + 1)..<d.close where c.tokens[i].kind == .identifier && c.isMember(i, of: d) {
                    let text = c.tokens[i].text
                    if text == "convenience", c.isText(c.next(after: i), "init") {
                        c.remove(i...i)
                        units[u].note(.structTypeExtension, token: i)
                    } else if text == "class", let n = c.next(after: i),
                        ["func", "var", "subscript"].contains(c.tokens[n].text)
                    {
                        c.replace(i, with: "static")
                        units[u].note(.structTypeExtension, token: i)
                    }
                }
            }
            units[u].cursor = c
        }
    }
}

/// Module qualifiers of Apple modules that have no Linux counterpart (`CoreFoundation.sqrt`,
/// `UIKit.UIView`, `Darwin.floor`): removed, so that the name is found where the port finds it
/// (FlipbookUIKit and the Foundation it re-exports). `import` lines are the import rewrite's.
enum ModuleQualifiers {
    static let modules: Set<String> = ["CoreFoundation", "UIKit", "QuartzCore", "CoreGraphics", "Darwin"]

    static func rewrite(in units: inout [Unit]) {
        for u in units.indices {
            guard var c = units[u].cursor else { continue }
            for (i, t) in c.tokens.enumerated() where t.kind == .identifier && modules.contains(t.text) {
                guard let dot = c.next(after: i), dot == i + 1, c.isText(dot, "."),
                    let name = c.next(after: dot), name == dot + 1, c.tokens[name].kind == .identifier
                else { continue }
                if let p = c.previous(before: i), c.isText(p, ".") || c.isText(p, "import") { continue }
                c.replace(i, with: "")
                c.replace(dot, with: "")
                units[u].note(.moduleQualifier, token: i)
            }
            units[u].cursor = c
        }
    }
}
