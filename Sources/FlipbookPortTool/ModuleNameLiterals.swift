/// `"IBAnimatable."` → `"IBAnimatableApp."`: a library that strips its own module's name from
/// what `String(describing:)` prints (`"IBAnimatable.InteractiveGestureType.…"`) spells the
/// name in a string literal. In the port the library and its app are one module, named after
/// the target, so the literal is rewritten to that name; otherwise the strip finds nothing and
/// the app shows the qualified name where iOS shows the bare one.
///
/// Only a plain literal that is a qualified name (`"Module."` or `"Module.Name…"`, no spaces and
/// no interpolation) is rewritten.
enum ModuleNameLiterals {
    static func rewrite(in units: inout [Unit], modules: Set<String>, target: String) {
        guard !modules.isEmpty else { return }
        for u in units.indices {
            guard var c = units[u].cursor else { continue }
            for (i, t) in c.tokens.enumerated() where t.kind == .string {
                let text = t.text
                guard text.count > 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\""),
                    !text.contains("\\"), !text.contains(" ")
                else { continue }
                let body = text.dropFirst().dropLast()
                guard let dot = body.firstIndex(of: "."), modules.contains(String(body[..<dot])) else { continue }
                let rest = body[body.index(after: dot)...]
                guard rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { continue }
                c.replace(i, with: "\"" + target + "." + rest + "\"")
                units[u].note(.moduleNameLiteral, token: i)
            }
            units[u].cursor = c
        }
    }
}
