/// A type declaration or extension found in a file: its name, what it inherits, its body.
struct TypeDeclaration {
    enum Kind: String { case `class`, `struct`, `enum`, `protocol`, `extension`, `actor` }
    var kind: Kind
    var name: String
    /// The names in the inheritance clause, as written (`UIViewController`, `NSObjectProtocol`).
    var inherited: [String]
    /// The index of the keyword token (`class`).
    var keyword: Int
    /// The token after the name (or generic parameters) where an inheritance clause would go.
    var afterName: Int
    /// The indices of the body's braces.
    var open: Int
    var close: Int
    /// Whether the declaration is `public` or `open`.
    var isPublic: Bool
    /// The attributes before the keyword (`@objc`, `@IBDesignable`).
    var attributes: [String]
}

extension TokenCursor {
    /// Every type declaration and extension of the file (nested ones included).
    func typeDeclarations() -> [TypeDeclaration] {
        var result: [TypeDeclaration] = []
        let declarationModifiers: Set<String> = ["func", "var", "let", "init", "subscript", "deinit", "typealias",
                                                 "static", "class", "final", "override", "open", "public",
                                                 "internal", "private", "fileprivate", "required", "convenience",
                                                 "dynamic", "lazy", "weak", "unowned", "mutating", "nonmutating"]
        for (i, t) in tokens.enumerated() where t.kind == .identifier {
            guard let kind = TypeDeclaration.Kind(rawValue: t.text) else { continue }
            guard let nameIndex = next(after: i), tokens[nameIndex].kind == .identifier else { continue }
            // `class func`, `class var`: a modifier, not a class.
            if kind == .class, declarationModifiers.contains(tokens[nameIndex].text) { continue }
            // `x.class`, `case class`: not declarations.
            if let p = previous(before: i), tokens[p].text == "." { continue }
            var j = nameIndex
            // A dotted extension name (`extension Foo.Bar`).
            while isText(next(after: j), "."), let n = next(after: j), let m = next(after: n) { j = m }
            let name = source(nameIndex...j)
            var afterName = j + 1
            if isText(next(after: j), "<") {
                // Skip generic parameters.
                var depth = 0, k = next(after: j)!
                while k < tokens.count {
                    if tokens[k].text.hasPrefix("<") && tokens[k].kind == .operator { depth += tokens[k].text.filter { $0 == "<" }.count }
                    if tokens[k].kind == .operator && tokens[k].text.contains(">") {
                        depth -= tokens[k].text.filter { $0 == ">" }.count
                        if depth <= 0 { break }
                    }
                    k += 1
                }
                afterName = k + 1
                j = k
            }
            var inherited: [String] = []
            var k = next(after: j)
            if isText(k, ":") {
                var current = ""
                k = next(after: k!)
                while let kk = k, !isText(kk, "{"), !isText(kk, "where") {
                    if isText(kk, ",") {
                        inherited.append(current); current = ""
                    } else {
                        current += tokens[kk].text
                    }
                    k = next(after: kk)
                }
                if !current.isEmpty { inherited.append(current) }
            }
            while let kk = k, !isText(kk, "{") {
                if isText(kk, "}") || isText(kk, ";") { k = nil; break }
                k = next(after: kk)
            }
            guard let open = k, let close = match[open] else { continue }
            var isPublic = false
            var attributes: [String] = []
            var p = previous(before: i)
            while let pp = p {
                let text = tokens[pp].text
                if tokens[pp].kind == .attribute {
                    attributes.append(text)
                } else if ["public", "open"].contains(text) {
                    isPublic = true
                } else if tokens[pp].text == ")", let o = match[pp], o > 0, tokens[o - 1].kind == .attribute {
                    attributes.append(tokens[o - 1].text)
                    p = previous(before: o - 1)
                    continue
                } else if !["final", "internal", "private", "fileprivate", "indirect"].contains(text) {
                    break
                }
                p = previous(before: pp)
            }
            result.append(TypeDeclaration(kind: kind, name: name, inherited: inherited, keyword: i,
                                          afterName: afterName, open: open, close: close,
                                          isPublic: isPublic, attributes: attributes))
        }
        return result
    }

    /// The innermost declaration among `declarations` whose body holds token `i`.
    func enclosing(_ i: Int, in declarations: [TypeDeclaration]) -> TypeDeclaration? {
        declarations.filter { $0.open < i && i < $0.close }.min { $0.close - $0.open < $1.close - $1.open }
    }

    /// Whether token `i` sits directly in `declaration`'s body (not in a nested type or function).
    func isMember(_ i: Int, of declaration: TypeDeclaration) -> Bool {
        var depth = 0
        var k = declaration.open + 1
        while k < i {
            if tokens[k].kind == .punctuation {
                switch tokens[k].text {
                case "{", "(", "[": depth += 1
                case "}", ")", "]": depth -= 1
                default: break
                }
            }
            k += 1
        }
        return depth == 0
    }
}
