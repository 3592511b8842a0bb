/// Moves the overrides an app declares in extensions into the class body.
///
/// Swift without Objective-C refuses an `override` in an extension, and refuses to override a
/// member that a class declares in an extension: both rely on the Objective-C runtime's
/// dispatch. When the class is declared in the port, the command moves such members into the
/// class's body (where Swift's own dispatch reaches them): every `override` member of an
/// extension of the class, and every member of such an extension that some class of the port
/// overrides (by name). A `private` or `fileprivate` member moved to another file becomes
/// internal, so that the code of its file still reaches it; a member of a `public extension`
/// without an access modifier of its own gets `public`, the access the extension gave it
/// (IBAnimatable's `public extension AnimatablePresentationController` overrides). What it
/// cannot move is reported:
/// an override in an extension of a class that is not in the port (a Kit class), in an
/// extension with a `where` clause, or inside `#if`.
enum ExtensionOverrides {
    /// A member to move: its edited text and where it goes.
    private struct Move {
        var text: String
        var unit: Int
        var declaration: TypeDeclaration
    }

    static func move(in units: inout [Unit]) {
        var homes: [String: [(unit: Int, declaration: TypeDeclaration)]] = [:]
        for (u, unit) in units.enumerated() {
            for d in unit.declarations where d.kind == .class { homes[d.name, default: []].append((u, d)) }
        }
        let overridden = Set(units.flatMap { $0.overriddenNames() })
        var moves: [Move] = []
        for u in units.indices {
            guard var c = units[u].cursor else { continue }
            for d in units[u].declarations where d.kind == .extension {
                let members = c.members(of: d).filter { member in
                    member.modifiers.contains("override")
                        || (!member.modifiers.contains("static") && !member.modifiers.contains("final")
                            && overridden.contains(member.name))
                }
                guard !members.isEmpty else { continue }
                let name = d.name.split(separator: ".").last.map(String.init) ?? d.name
                let found = homes[d.name] ?? homes[name] ?? []
                let constrained = (d.keyword..<d.open).contains { c.isText($0, "where") }
                let isPublicExtension = c.previous(before: d.keyword).map { c.isText($0, "public") } ?? false
                for member in members {
                    let isOverride = member.modifiers.contains("override")
                    guard found.count == 1, let home = found.first else {
                        // A member that only shares a name with an override elsewhere may stay.
                        if isOverride {
                            units[u].refuse(
                                token: member.first,
                                reason: found.isEmpty
                                    ? "an override in an extension of \(d.name), which is not declared in the port: Swift without Objective-C cannot override in an extension; subclass \(d.name) and override there"
                                    : "an override in an extension of \(d.name), which the port declares more than once; move it into the right class body"
                            )
                        }
                        continue
                    }
                    guard !constrained, !member.insideCondition else {
                        units[u].refuse(
                            token: member.first,
                            reason: constrained
                                ? "a member Swift must dispatch as an override, in an extension with a `where` clause: move it into \(d.name)'s body by hand"
                                : "a member Swift must dispatch as an override, inside `#if` in an extension: move it into \(d.name)'s body by hand"
                        )
                        continue
                    }
                    if home.unit != u {
                        for k in member.first...member.last
                        where c.tokens[k].kind == .identifier
                            && ["private", "fileprivate"].contains(c.tokens[k].text) && c.isMember(k, of: d)
                        {
                            // `private(set)` keeps its setter private: only the whole-member modifier goes.
                            if c.isText(c.next(after: k), "(") { continue }
                            c.remove(k...k)
                        }
                    }
                    let accessWords: Set<String> = ["open", "public", "internal", "private", "fileprivate"]
                    if isPublicExtension, member.modifiers.isDisjoint(with: accessWords) {
                        c.out[member.keyword] = "public " + c.out[member.keyword]
                    }
                    let lineStart =
                        member.first > 0 && c.tokens[member.first - 1].kind == .whitespace
                        ? member.first - 1 : member.first
                    moves.append(Move(text: c.edited(lineStart...member.last), unit: home.unit, declaration: home.declaration))
                    c.remove(member.first...member.last)
                    units[u].note(.extensionOverride, token: member.first)
                }
            }
            units[u].cursor = c
        }
        for move in moves {
            guard var c = units[move.unit].cursor else { continue }
            let d = move.declaration
            let closeLineStart = d.close > 0 && c.tokens[d.close - 1].kind == .whitespace ? d.close - 1 : d.close
            c.out[closeLineStart] = "\n" + move.text + "\n" + c.out[closeLineStart]
            units[move.unit].cursor = c
        }
    }
}

/// A member of a type body: its first token (a modifier or attribute), its keyword, its name,
/// its last token.
struct MemberDeclaration {
    var first: Int
    var keyword: Int
    var last: Int
    var name: String
    var modifiers: Set<String>
    /// Whether a `#if` of the body encloses it.
    var insideCondition: Bool
}

extension Unit {
    /// The names of the members declared `override` in the file's classes and extensions.
    func overriddenNames() -> [String] {
        guard let c = cursor else { return [] }
        return declarations.filter { $0.kind == .class || $0.kind == .extension }.flatMap { d in
            c.members(of: d).filter { $0.modifiers.contains("override") }.map(\.name)
        }
    }
}

extension TokenCursor {
    /// The functions, properties and subscripts declared directly in `d`'s body.
    func members(of d: TypeDeclaration) -> [MemberDeclaration] {
        let keywords: Set<String> = ["func", "var", "subscript"]
        let modifierWords: Set<String> = [
            "override", "open", "public", "internal", "private", "fileprivate", "final",
            "static", "class", "dynamic", "mutating", "nonmutating", "lazy", "weak",
            "unowned", "required", "convenience", "optional", "nonisolated",
        ]
        var result: [MemberDeclaration] = []
        var conditionDepth = 0
        var k = d.open + 1
        while k < d.close {
            let t = tokens[k]
            if t.kind == .pound {
                if t.text == "#if" { conditionDepth += 1 }
                if t.text == "#endif" { conditionDepth -= 1 }
            }
            guard t.kind == .identifier, keywords.contains(t.text), !t.isTrivia, isMember(k, of: d),
                let nameIndex = next(after: k)
            else {
                k += 1
                continue
            }
            // The modifiers and attributes before the keyword.
            var first = k
            var modifiers: Set<String> = []
            var p = previous(before: k)
            while let pp = p {
                if tokens[pp].kind == .identifier, modifierWords.contains(tokens[pp].text) {
                    modifiers.insert(tokens[pp].text)
                } else if tokens[pp].kind == .attribute {
                } else if isText(pp, ")"), let o = match[pp], let before = previous(before: o),
                    tokens[before].kind == .attribute
                        || ["private", "fileprivate", "internal", "public", "unowned"].contains(tokens[before].text)
                {
                    // `@objc(name)`, `private(set)`: the argument list belongs to the modifier.
                    first = before
                    if tokens[before].kind == .identifier { modifiers.insert(tokens[before].text + "(set)") }
                    p = previous(before: before)
                    continue
                } else {
                    break
                }
                first = pp
                p = previous(before: pp)
            }
            // The body: the first `{` outside brackets after the keyword.
            var depth = 0
            var j = k + 1
            var last: Int?
            while j < d.close {
                if tokens[j].kind == .punctuation {
                    switch tokens[j].text {
                    case "(", "[": depth += 1
                    case ")", "]": depth -= 1
                    case "{" where depth == 0: last = match[j]
                    case "}" where depth == 0: j = d.close
                    default: break
                    }
                }
                // A property without a body (`var x = 0` in a class, `let`-like): no member here.
                if t.text == "var", depth == 0, tokens[j].kind == .operator, tokens[j].text == "=" { break }
                if last != nil { break }
                j += 1
            }
            guard let end = last else {
                k += 1
                continue
            }
            let name = tokens[nameIndex].text
            result.append(
                MemberDeclaration(
                    first: first, keyword: k, last: end, name: t.text == "subscript" ? "subscript" : name,
                    modifiers: modifiers, insideCondition: conditionDepth > 0))
            k = end + 1
        }
        return result
    }
}
