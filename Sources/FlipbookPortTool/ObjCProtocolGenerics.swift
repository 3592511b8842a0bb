/// Generic types of the port whose parameter is constrained `AnyObject` and which the port
/// instantiates with a former `@objc protocol` (MotionAnimation's `Weak<T: AnyObject>` holding
/// `Weak<MotionAnimatorObserver>`).
///
/// With the Objective-C runtime an `@objc protocol`'s existential is itself a class type and
/// satisfies `T: AnyObject`; without it the protocol becomes AnyObject-bound (`classBound`) and
/// its existential does not (Swift: "'any P' must be a class type"). The port drops the
/// `AnyObject` constraint of such a parameter, and a `weak var x: T?` of the type becomes
/// `@WeakReference var x: T?` (FlipbookPorting): a weak reference to the object, read back as
/// `T` — what `weak` did, for a parameter Swift no longer knows to be a class. The values the
/// app stores are objects (the protocols are class-bound), so nothing else changes.
enum ObjCProtocolGenerics {
    /// The `@objc` protocols among the units' declarations (before their attributes go).
    static func objcProtocols(in units: [Unit]) -> Set<String> {
        Set(units.flatMap { $0.declarations.filter { $0.kind == .protocol && $0.attributes.contains("@objc") }.map(\.name) })
    }

    static func relax(in units: inout [Unit], objcProtocols: Set<String>) {
        guard !objcProtocols.isEmpty else { return }
        // Each generic declaration's parameters: name, and the `:` and `AnyObject` tokens when
        // the parameter is constrained `AnyObject` alone.
        struct Parameter { var name: String; var constraint: (colon: Int, anyObject: Int)? }
        var generics: [String: (unit: Int, declaration: TypeDeclaration, parameters: [Parameter])] = [:]
        for u in units.indices {
            guard let c = units[u].cursor else { continue }
            for d in units[u].declarations where d.kind == .class || d.kind == .struct {
                guard let name = c.next(after: d.keyword), let open = c.next(after: name), c.isText(open, "<") else { continue }
                var parameters: [Parameter] = []
                var k = c.next(after: open)
                while let p = k, p < d.afterName, c.tokens[p].kind == .identifier {
                    var parameter = Parameter(name: c.tokens[p].text, constraint: nil)
                    var n = c.next(after: p)
                    if let colon = n, c.isText(colon, ":"), let bound = c.next(after: colon), c.isText(bound, "AnyObject"),
                        let after = c.next(after: bound), c.isText(after, ",") || c.isText(after, ">")
                    {
                        parameter.constraint = (colon, bound)
                        n = after
                    }
                    parameters.append(parameter)
                    // Past this parameter's constraint, to the next parameter.
                    while let nn = n, nn < d.afterName, !c.isText(nn, ","), !c.tokens[nn].text.hasPrefix(">") {
                        n = c.next(after: nn)
                    }
                    guard let comma = n, c.isText(comma, ",") else { break }
                    k = c.next(after: comma)
                }
                if parameters.contains(where: { $0.constraint != nil }) {
                    generics[c.tokens[name].text] = (u, d, parameters)
                }
            }
        }
        guard !generics.isEmpty else { return }
        // The parameters instantiated with an @objc protocol anywhere in the port (`Weak<P>`).
        var relaxed: [String: Set<Int>] = [:]
        for unit in units {
            guard let c = unit.cursor else { continue }
            for (i, t) in c.tokens.enumerated() where t.kind == .identifier {
                guard let generic = generics[t.text], let open = c.next(after: i), c.isText(open, "<") else { continue }
                var index = 0
                var k = c.next(after: open)
                while let a = k, c.tokens[a].kind == .identifier {
                    let end = c.next(after: a)
                    if objcProtocols.contains(c.tokens[a].text), index < generic.parameters.count,
                        generic.parameters[index].constraint != nil,
                        let e = end, c.isText(e, ",") || c.tokens[e].text.hasPrefix(">")
                    {
                        relaxed[t.text, default: []].insert(index)
                    }
                    guard let e = end, c.isText(e, ",") else { break }
                    index += 1
                    k = c.next(after: e)
                }
            }
        }
        for (name, indices) in relaxed {
            guard let generic = generics[name], var c = units[generic.unit].cursor else { continue }
            let d = generic.declaration
            for index in indices {
                let parameter = generic.parameters[index]
                guard let constraint = parameter.constraint else { continue }
                c.replace(constraint.colon, with: "")
                c.replace(constraint.anyObject, with: "")
                if c.tokens[constraint.colon - 1].isTrivia { c.replace(constraint.colon - 1, with: "") }
                if c.tokens[constraint.colon + 1].isTrivia { c.replace(constraint.colon + 1, with: "") }
                units[generic.unit].note(.objcProtocolGeneric, token: constraint.colon)
                // `weak var x: T?` members → `@WeakReference var x: T?`.
                for w in (d.open + 1)..<d.close where c.isText(w, "weak") && c.isMember(w, of: d) {
                    guard let v = c.next(after: w), c.isText(v, "var"), let n = c.next(after: v), let colon = c.next(after: n),
                        c.isText(colon, ":"), let type = c.next(after: colon), c.isText(type, parameter.name),
                        let question = c.next(after: type), c.isText(question, "?")
                    else { continue }
                    c.replace(w, with: "@WeakReference")
                    units[generic.unit].note(.objcProtocolGeneric, token: w)
                }
            }
            units[generic.unit].cursor = c
        }
    }
}
