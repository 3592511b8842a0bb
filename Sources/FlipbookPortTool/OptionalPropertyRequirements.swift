/// Objective-C's optional property requirements of a non-optional type
/// (`@objc optional var contentLength: CGFloat { get }`), which Swift without the runtime
/// cannot declare.
///
/// An Objective-C caller reads such a property as `T?`, `nil` when the conforming type does not
/// implement it; a conforming type declares a plain `T`. The port keeps both: the protocol's
/// requirement becomes `contentLengthIfImplemented: T?` (default `nil`), the protocol extension
/// gives `contentLength: T?` reading it, and every conforming type of the app that declares
/// `contentLength` (in its body, an extension, or a superclass of the app) gets an extension
/// whose `contentLengthIfImplemented` answers its own property. A type's own `contentLength`
/// stays a `T` inside the type; through the protocol it reads as `T?`, as in Objective-C.
enum OptionalPropertyRequirements {
    /// One requirement: its protocol, name and (non-optional) type as written; for a method
    /// (`@objc optional func shouldDismiss(keyboardShowing: Bool) -> Bool`), its parameter
    /// clause as written and the arguments that forward them (`keyboardShowing: keyboardShowing`).
    struct Requirement {
        var protocolName: String
        var name: String
        var type: String
        var parameters: String? = nil
        var arguments: String? = nil
    }

    /// The arguments that pass a parameter clause's parameters on (`a: Int, _ b: Int, c d: Int`
    /// → `a: a, b, c: d`), or nil when a parameter is variadic, `inout` or has a default, or
    /// the clause does not parse.
    static func forwardedArguments(_ clause: String) -> String? {
        var pieces: [String] = [""]
        var depth = 0
        for ch in clause {
            if "([<".contains(ch) { depth += 1 }
            if ")]>".contains(ch) { depth -= 1 }
            if ch == ",", depth == 0 { pieces.append("") } else { pieces[pieces.count - 1].append(ch) }
        }
        var arguments: [String] = []
        for piece in pieces {
            let p = piece.trimmingSpaces
            if p.isEmpty { if pieces.count == 1 { return "" } else { return nil } }
            guard let colon = p.firstIndex(of: ":") else { return nil }
            let type = p[p.index(after: colon)...]
            if type.contains("...") || type.contains("inout") || type.contains("=") { return nil }
            let names = p[..<colon].split(separator: " ").map(String.init)
            switch names.count {
            case 1: arguments.append("\(names[0]): \(names[0])")
            case 2: arguments.append(names[0] == "_" ? names[1] : "\(names[0]): \(names[1])")
            default: return nil
            }
        }
        return arguments.joined(separator: ", ")
    }

    /// The requirement's new name: `contentLength` → `contentLengthIfImplemented`.
    static func witnessName(_ property: String) -> String { property + "IfImplemented" }

    static func generate(in units: inout [Unit], superclasses: [String: String]) {
        let requirements = units.flatMap(\.optionalProperties)
        guard !requirements.isEmpty else { return }
        // The properties each type declares, over every file (bodies and extensions).
        var declared: [String: Set<String>] = [:]
        for unit in units {
            guard let c = unit.cursor else { continue }
            for (i, t) in c.tokens.enumerated()
            where t.kind == .identifier && (t.text == "var" || t.text == "let" || t.text == "func") {
                guard let owner = c.enclosing(i, in: unit.declarations), owner.kind != .protocol, c.isMember(i, of: owner),
                    let n = c.next(after: i), c.tokens[n].kind == .identifier
                else { continue }
                declared[owner.name, default: []].insert(c.tokens[n].text)
            }
        }
        func declares(_ type: String, _ property: String) -> Bool {
            var current: String? = type
            var seen: Set<String> = []
            while let name = current, seen.insert(name).inserted {
                if declared[name]?.contains(property) == true { return true }
                current = superclasses[name]
            }
            return false
        }
        var generated: Set<String> = []
        for u in units.indices {
            guard var c = units[u].cursor, let last = c.tokens.indices.last else { continue }
            var text = ""
            for d in units[u].declarations where d.kind != .protocol {
                let inherited = Set(d.inherited.map(\.trimmingSpaces))
                for r in requirements where inherited.contains(r.protocolName) && declares(d.name, r.name) {
                    guard generated.insert("\(d.name).\(r.name)").inserted else { continue }
                    let access = d.isPublic ? "public " : ""
                    let member: String
                    if let parameters = r.parameters, let arguments = r.arguments {
                        let optional = r.type.contains(" ") || r.type.contains("->") ? "(\(r.type))?" : "\(r.type)?"
                        member =
                            "\(access)func \(witnessName(r.name))\(parameters) -> \(optional) { \(r.name)(\(arguments)) as \(r.type) }"
                    } else {
                        member = "\(access)var \(witnessName(r.name)): \(r.type)? { \(r.name) as \(r.type) }"
                    }
                    text +=
                        "\n\n/// `\(r.name)` as \(r.protocolName)'s former optional requirement reads it (generated by flipbook port).\n"
                        + "extension \(d.name) {\n    \(member)\n}"
                    units[u].note(.optionalRequirement, token: d.keyword)
                }
            }
            guard !text.isEmpty else { continue }
            c.out[last] += text + "\n"
            units[u].cursor = c
        }
    }
}
