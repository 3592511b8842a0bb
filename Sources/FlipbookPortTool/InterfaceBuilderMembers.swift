/// An `@IBOutlet` property, or an `@IBInspectable` one: its Swift name and the type it holds.
struct Outlet: Equatable {
    var name: String
    /// The element type without `!`/`?` (`UILabel`), or for a collection the element type.
    var type: String
    var isCollection: Bool
    /// Whether it is an `@IBInspectable` property, set from a runtime attribute's value (a
    /// number arrives as a `Double`, a boolean as a `Bool`, a string, colour, image, point,
    /// size or rect as itself).
    var isInspectable = false

    /// The expression that converts `value` (an `Any?`) to the property's type, or nil.
    var conversion: String {
        switch type {
        case "CGFloat", "Double", "TimeInterval", "CFTimeInterval": "value as? Double"
        case "Float": "(value as? Double).map(Float.init)"
        case "Int": "(value as? Double).map(Int.init)"
        default: "value as? \(type)"
        }
    }
}

/// One parameter of an `@IBAction` method.
struct ActionParameter: Equatable {
    /// The argument label (`_` for none).
    var label: String
    var type: String
}

/// An `@IBAction` method: its Swift name, its parameters and its Objective-C selector.
struct Action: Equatable {
    var name: String
    var parameters: [ActionParameter]
    /// An explicit `@objc(name:)` selector, if any.
    var objcName: String?

    /// The Objective-C selector, by Swift's naming rules: `close` for no parameter, `close:` for
    /// an unlabelled one, `closeWithSender:` for a labelled first parameter, each further
    /// parameter adding `label:`.
    var selector: String {
        if let objcName { return objcName }
        guard let first = parameters.first else { return name }
        var s = name
        if first.label != "_" { s += "With" + first.label.prefix(1).uppercased() + first.label.dropFirst() }
        s += ":"
        for p in parameters.dropFirst() { s += (p.label == "_" ? "" : p.label) + ":" }
        return s
    }
}

extension TokenCursor {
    /// The tokens of a declaration's remaining head after token `i`, up to its end at bracket
    /// depth 0 (a line break, `;`, `=`, `{`, or `}`).
    func declarationEnd(from i: Int) -> Int {
        var k = i
        var depth = tokens[i].kind == .punctuation && ["(", "["].contains(tokens[i].text) ? 1 : 0
        while k + 1 < tokens.count {
            let t = tokens[k + 1]
            if depth == 0, t.kind == .newline || (t.kind == .punctuation && [";", "{", "}"].contains(t.text))
                || (t.kind == .operator && t.text == "=") { break }
            if t.kind == .punctuation {
                if ["(", "["].contains(t.text) { depth += 1 }
                if [")", "]"].contains(t.text) { depth -= 1 }
            }
            k += 1
        }
        return k
    }

    /// The outlet declared after the `@IBOutlet` at `i`, or nil when no `var name: Type` follows.
    func outlet(after i: Int) -> Outlet? {
        var k = next(after: attributeEnd(i))
        while let kk = k, tokens[kk].kind == .identifier || tokens[kk].kind == .attribute, tokens[kk].text != "var" {
            k = next(after: kk)
        }
        guard let v = k, isText(v, "var"), let n = next(after: v), tokens[n].kind == .identifier,
              let colon = next(after: n), isText(colon, ":"), let typeStart = next(after: colon) else { return nil }
        let end = declarationEnd(from: typeStart)
        var type = source(typeStart...end).trimmingSpaces
        while type.hasSuffix("!") || type.hasSuffix("?") { type.removeLast() }
        if type.hasPrefix("["), type.hasSuffix("]") {
            return Outlet(name: tokens[n].text, type: String(type.dropFirst().dropLast()).trimmingSpaces, isCollection: true)
        }
        return Outlet(name: tokens[n].text, type: type, isCollection: false)
    }

    /// The action declared after the `@IBAction` at `i`, or nil when no `func` follows.
    func action(after i: Int, objcName: String?) -> Action? {
        var k = next(after: attributeEnd(i))
        while let kk = k, tokens[kk].kind == .identifier || tokens[kk].kind == .attribute, tokens[kk].text != "func" {
            k = next(after: attributeEnd(kk))
        }
        guard let f = k, isText(f, "func"), let n = next(after: f), tokens[n].kind == .identifier,
              let open = next(after: n), isText(open, "("), let close = match[open] else { return nil }
        var parameters: [ActionParameter] = []
        var pieces: [[Int]] = [[]]
        var depth = 0
        for p in (open + 1)..<close where !tokens[p].isTrivia {
            if tokens[p].kind == .punctuation && ["(", "["].contains(tokens[p].text) { depth += 1 }
            if tokens[p].kind == .punctuation && [")", "]"].contains(tokens[p].text) { depth -= 1 }
            if depth == 0 && isText(p, ",") { pieces.append([]) } else { pieces[pieces.count - 1].append(p) }
        }
        for piece in pieces where !piece.isEmpty {
            guard let colon = piece.firstIndex(where: { isText($0, ":") }), colon >= 1 else { return nil }
            let label = tokens[piece[0]].text
            guard colon + 1 < piece.count else { return nil }
            let type = source(piece[colon + 1]...piece[piece.count - 1]).trimmingSpaces
            parameters.append(ActionParameter(label: label, type: type))
        }
        return Action(name: tokens[n].text, parameters: parameters, objcName: objcName)
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    var trimmingSpaces: String {
        var s = Substring(self)
        while let c = s.first, c.isWhitespace { s.removeFirst() }
        while let c = s.last, c.isWhitespace { s.removeLast() }
        return String(s)
    }
}

/// The generated Interface Builder overrides of one class (see the Interface Builder contract).
enum InterfaceBuilderHooks {
    /// The override members for `outlets` and `actions`, indented by `indent`; `access` is
    /// `public ` for a public or open class.
    static func members(outlets: [Outlet], actions: [Action], access: String, indent: String) -> String {
        var lines: [String] = []
        lines.append("// Generated by flipbook port: what the Objective-C runtime did for Interface Builder.")
        if !outlets.isEmpty {
            lines.append("\(access)override func setInterfaceBuilderOutlet(_ name: String, to value: Any?) -> Bool {")
            lines.append("    switch name {")
            for o in outlets {
                if o.isInspectable {
                    lines.append("    case \"\(o.name)\": if let value = \(o.conversion) { \(o.name) = value }; return true")
                } else if o.isCollection {
                    lines.append("    case \"\(o.name)\": \(o.name) = (value as? [Any])?.compactMap { $0 as? \(o.type) }; return true")
                } else {
                    lines.append("    case \"\(o.name)\": \(o.name) = value as? \(o.type); return true")
                }
            }
            lines.append("    default: return super.setInterfaceBuilderOutlet(name, to: value)")
            lines.append("    }")
            lines.append("}")
        }
        if !actions.isEmpty {
            lines.append("\(access)override func performInterfaceBuilderAction(_ selector: String, sender: Any?, event: UIEvent?) -> Bool {")
            lines.append("    switch selector {")
            for a in actions {
                lines.append("    case \"\(a.selector)\":")
                lines += call(a, on: "").map { "    " + $0 }
            }
            lines.append("    default: return super.performInterfaceBuilderAction(selector, sender: sender, event: event)")
            lines.append("    }")
            lines.append("}")
            let selectors = actions.map { "\"\($0.selector)\"" }.joined(separator: ", ")
            lines.append("\(access)override var interfaceBuilderActions: Set<String>? {")
            lines.append("    (super.interfaceBuilderActions ?? []).union([\(selectors)])")
            lines.append("}")
        }
        return lines.map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n") + "\n"
    }

    /// The lines that call action `a` with `sender` (and `event`) converted to its parameters'
    /// types, returning false when they do not fit and true after the call; `receiver` is the
    /// call's receiver with its dot (`controller.`), or "" for `self`. Indented by four spaces.
    static func call(_ a: Action, on receiver: String) -> [String] {
        var lines: [String] = []
        var arguments: [String] = []
        for (index, p) in a.parameters.enumerated() {
            let source = index == 0 ? "sender" : "event"
            let value: String
            switch p.type {
            case "Any": value = "\(source) as Any"
            case "Any?", "UIEvent?", "Event?": value = source
            case "UIEvent", "Event":
                lines.append("    guard let \(source) else { return false }")
                value = source
            case "AnyObject":
                lines.append("    guard let \(source) = \(source) as AnyObject? else { return false }")
                value = source
            default:
                let bare = p.type.hasSuffix("?") ? String(p.type.dropLast()) : p.type
                if p.type.hasSuffix("?") {
                    value = "\(source) as? \(bare)"
                } else {
                    lines.append("    guard let \(source) = \(source) as? \(bare) else { return false }")
                    value = source
                }
            }
            arguments.append((p.label == "_" ? "" : p.label + ": ") + value)
        }
        lines.append("    \(receiver)\(a.name)(\(arguments.joined(separator: ", ")))")
        lines.append("    return true")
        return lines
    }
}
