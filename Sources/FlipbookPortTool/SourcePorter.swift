import Foundation

/// One Swift file after the port: its new text, the lines changed and by which rewrite, and
/// the lines left for a hand edit.
public struct PortedSource: Sendable, Equatable {
    /// The path relative to the app folder.
    public var path: String
    /// The source before the port.
    public var original: String
    /// The rewritten source.
    public var text: String
    /// The original lines changed, one entry per line and rewrite.
    public var changes: [PortChange]
    /// The lines not converted, with the reasons.
    public var refusals: [PortRefusal]
    /// Where the package holds the file, relative to its target: `path`, or, when another file
    /// of the app has the same name, `path` with its folders joined into the name
    /// (`Extensions/View.swift` → `Extensions/Extensions-View.swift`): SwiftPM builds a target's
    /// files into one folder of objects, where two files of one name clash.
    public var outputPath: String = ""
}

/// The mechanical rewrites of `flipbook port` over an app's Swift files: what cannot compile
/// without an Objective-C runtime, and the imports.
///
/// The files are ported together: optional protocol requirements are found in every file
/// before call sites are rewritten, and a class's Interface Builder outlets and actions are
/// gathered from its body and its extensions in any file.
public enum SourcePorter {
    /// Ports `files` (paths relative to the app folder, and their texts), in the given order.
    /// `localModules` are modules whose sources are among `files` (a library and its demo app
    /// become one target): their imports are removed, and where a string literal spells a
    /// qualified name in one of them (`"IBAnimatable."`, compared with what `String(describing:)`
    /// prints), `targetModule` (the port's target, when given) takes its place.
    public static func port(
        _ files: [(path: String, source: String)], localModules: Set<String> = [], targetModule: String? = nil
    ) -> [PortedSource] {
        var units: [Unit] = files.map { file in
            do {
                let cursor = TokenCursor(try SwiftTokenizer.tokenize(file.source))
                return Unit(path: file.path, original: file.source, cursor: cursor, declarations: cursor.typeDeclarations())
            } catch {
                var unit = Unit(path: file.path, original: file.source, cursor: nil, declarations: [])
                unit.refuse(line: (error as? SwiftTokenizerError)?.line ?? 0, source: "",
                            reason: "the file could not be read as Swift (\(error)); copied unchanged")
                return unit
            }
        }
        let optionalNames = Set(units.flatMap { $0.optionalRequirementNames() })
        let objcProtocols = ObjCProtocolGenerics.objcProtocols(in: units)
        var classes: [String: String] = [:]
        for unit in units {
            for d in unit.declarations where d.kind == .class { classes[d.name] = d.inherited.first ?? "" }
        }
        for index in units.indices { units[index].rewrite(optionalNames: optionalNames, localModules: localModules) }
        let labelledClosures = Swift3Spellings.labelledClosureProperties(in: units)
        for index in units.indices {
            units[index].rewriteAnyObjectLookups()
            units[index].rewriteSwift3Spellings(labelledClosures: labelledClosures)
            units[index].rewriteRequiredCellInitializers()
            units[index].rewriteOverlappingElementAccesses()
        }
        OptionalPropertyRequirements.generate(in: &units, superclasses: classes)
        ExtensionOverrides.move(in: &units)
        ScalarExtensions.merge(in: &units)
        DuplicateMembers.remove(in: &units)
        RequiredInitializers.mark(in: &units)
        RequiredInitializers.addLayerCopyInitializers(in: &units, superclasses: classes)
        StructTypeExtensions.rewrite(in: &units)
        ModuleQualifiers.rewrite(in: &units)
        if let targetModule {
            ModuleNameLiterals.rewrite(in: &units, modules: localModules.subtracting([targetModule]), target: targetModule)
        }
        ObjCProtocolGenerics.relax(in: &units, objcProtocols: objcProtocols)
        ApplicationSingletons.rewrite(in: &units)
        SceneClockCalls.rewrite(in: &units)
        InterfaceBuilderGeneration.generate(in: &units, superclasses: classes)
        return units.map { unit in
            let changes = unit.changes.flatMap { line, kinds in
                kinds.map { PortChange(file: unit.path, line: line, kind: $0) }
            }.sorted { ($0.line, $0.kind) < ($1.line, $1.kind) }
            return PortedSource(path: unit.path, original: unit.original, text: unit.cursor?.text ?? unit.original, changes: changes,
                                refusals: unit.refusals.sorted { $0.line < $1.line }, outputPath: unit.path)
        }.renamingClashingFileNames()
    }
}

extension [PortedSource] {
    /// Gives the files whose name another file has a name made of their whole path
    /// (`A/B/View.swift` → `A/B/A-B-View.swift`), unique since the paths are.
    func renamingClashingFileNames() -> [PortedSource] {
        let names = Dictionary(grouping: indices) { (self[$0].path as NSString).lastPathComponent }
        var result = self
        for (_, clashing) in names where clashing.count > 1 {
            for index in clashing {
                let folder = (self[index].path as NSString).deletingLastPathComponent
                let name = self[index].path.replacingOccurrences(of: "/", with: "-")
                result[index].outputPath = folder.isEmpty ? name : folder + "/" + name
            }
        }
        return result
    }
}

/// Apple frameworks with no counterpart on Linux: an import of one is reported.
let appleOnlyModules: Set<String> = [
    "SwiftUI", "MapKit", "AVFoundation", "AVKit", "Photos", "PhotosUI", "CoreData", "WebKit", "SafariServices",
    "Combine", "CoreLocation", "CoreMotion", "StoreKit", "MessageUI", "UserNotifications", "ARKit", "SceneKit",
    "SpriteKit", "Metal", "MetalKit", "GameplayKit", "CoreImage", "ImageIO", "MobileCoreServices",
    "UniformTypeIdentifiers", "AudioToolbox", "CoreMedia", "CoreText", "os", "ObjectiveC", "Accelerate",
    "LocalAuthentication", "Contacts", "EventKit", "HealthKit", "CloudKit", "GLKit", "OpenGLES", "CoreHaptics",
    "QuickLook", "PencilKit", "LinkPresentation", "AuthenticationServices", "CoreSpotlight", "Intents", "WidgetKit",
    "CoreTelephony", "SystemConfiguration", "Security", "CryptoKit", "Network", "GameKit", "CoreBluetooth",
    "PassKit", "ReplayKit", "Vision", "VisionKit", "CoreML", "NaturalLanguage", "Speech", "AppKit", "Cocoa",
]

/// The initializers whose `selector:` argument takes Kit's method reference (`CADisplayLink`'s
/// `init(target:selector:)` is Kit's `DisplayLink(target:action:)`).
let displayLinkInitializers: Set<String> = ["CADisplayLink", "DisplayLink"]

/// The selector-based Foundation calls whose `selector:` argument FlipbookUIKit's overloads
/// take as `action:`, a method reference: `NotificationCenter.addObserver(_:selector:name:object:)`
/// and `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`.
let foundationSelectorCallees: Set<String> = ["addObserver", "scheduledTimer"]

/// The imports `import FlipbookUIKit` replaces. `Darwin`, Apple's C library, is Glibc on
/// Linux, which Foundation (re-exported by FlipbookUIKit) brings.
let replacedModules: Set<String> = ["UIKit", "Foundation", "QuartzCore", "CoreGraphics", "CoreFoundation", "Darwin"]

/// One file being ported.
/// The first token of the return type after `->` in a function head ending at `end`.
private func arrowType(after paramsClose: Int, end: Int, _ c: TokenCursor) -> Int {
    guard let arrow = (paramsClose...end).first(where: { c.isText($0, "->") }), let t = c.next(after: arrow) else { return end }
    return t
}

struct Unit {
    var path: String
    var original: String
    var cursor: TokenCursor?
    var declarations: [TypeDeclaration]
    var changes: [Int: Set<RewriteKind>] = [:]
    var refusals: [PortRefusal] = []
    /// The optional property requirements of non-optional type of the file's protocols.
    var optionalProperties: [OptionalPropertyRequirements.Requirement] = []

    mutating func refuse(line: Int, source: String, reason: String) {
        refusals.append(PortRefusal(file: path, line: line, source: source.trimmingSpaces, reason: reason))
    }

    mutating func refuse(token i: Int, reason: String) {
        guard let c = cursor else { return }
        refuse(line: c.tokens[i].line, source: c.lineText(c.tokens[i].line), reason: reason)
    }

    mutating func note(_ kind: RewriteKind, token i: Int) {
        guard let c = cursor else { return }
        changes[c.tokens[i].line, default: []].insert(kind)
    }

    /// The names of the `optional` function requirements of the file's protocols.
    func optionalRequirementNames() -> [String] {
        guard let c = cursor else { return [] }
        var names: [String] = []
        for d in declarations where d.kind == .protocol {
            for i in (d.open + 1)..<d.close where c.isText(i, "optional") && c.isMember(i, of: d) {
                if let f = c.next(after: i), c.isText(f, "func"), let n = c.next(after: f) { names.append(c.tokens[n].text) }
            }
        }
        return names
    }

    mutating func rewrite(optionalNames: Set<String>, localModules: Set<String>) {
        guard var c = cursor else { return }
        defer { cursor = c }
        var importReplaced = false
        for i in c.tokens.indices {
            let t = c.tokens[i]
            switch t.kind {
            case .attribute:
                rewriteAttribute(i, &c)
            case .pound:
                switch t.text {
                case "#selector": rewriteSelector(i, &c)
                case "#keyPath": rewriteKeyPath(i, &c)
                case "#if", "#elseif": rewriteCondition(i, &c)
                default: break
                }
            case .identifier:
                if t.text == "import" { rewriteImport(i, &c, replaced: &importReplaced, localModules: localModules) }
                if t.text == "dynamic" { rewriteDynamic(i, &c) }
                if optionalNames.contains(t.text), c.isText(c.previous(before: i), "."), i + 2 < c.tokens.count,
                   c.tokens[i + 1].text == "?", c.tokens[i + 1].kind == .punctuation, c.tokens[i + 2].text == "(" {
                    c.replace(i + 1, with: "")
                    note(.optionalRequirement, token: i)
                }
            default: break
            }
        }
        for d in declarations where d.kind == .protocol {
            rewriteProtocol(d, &c)
        }
        for d in declarations where d.kind == .extension {
            // `open` on an extension member meant something only with `@objc` (overridable
            // through the runtime); without it Swift warns and wants `public`.
            for i in (d.open + 1)..<d.close where c.isText(i, "open") && c.isMember(i, of: d) {
                guard let n = c.next(after: i), c.tokens[n].kind == .identifier || c.tokens[n].kind == .attribute,
                      c.tokens[n].text != "=" else { continue }
                c.replace(i, with: "public")
                note(.objcAttribute, token: i)
            }
        }
    }

    // MARK: Attributes

    mutating func rewriteAttribute(_ i: Int, _ c: inout TokenCursor) {
        let end = c.attributeEnd(i)
        switch c.tokens[i].text {
        case "@objc", "@objcMembers", "@nonobjc":
            c.remove(i...end)
            note(.objcAttribute, token: i)
        case "@IBOutlet", "@IBAction", "@IBDesignable", "@IBInspectable", "@GKInspectable":
            c.remove(i...end)
            note(.interfaceBuilderAttribute, token: i)
        case "@NSManaged":
            c.remove(i...end)
            note(.managed, token: i)
            refuse(token: i, reason: "@NSManaged: Core Data is not on Linux; the attribute was removed and the property is a plain stored property (give it a value, and replace the NSManagedObject superclass)")
        case "@UIApplicationMain", "@NSApplicationMain":
            // The port is a library with no `main`: a test or touch script starts the app with
            // `Application.launch(delegate:)`, which calls the delegate as UIApplicationMain does.
            c.remove(i...end)
            note(.applicationMain, token: i)
        case "@IBSegueAction":
            refuse(token: i, reason: "@IBSegueAction needs the storyboard runtime's segue creation; Kit registers segues in code (registerSegue)")
        default:
            break
        }
    }

    // MARK: #selector, #keyPath, #if

    mutating func rewriteSelector(_ i: Int, _ c: inout TokenCursor) {
        guard let open = c.next(after: i), c.isText(open, "("), let close = c.match[open], close > open + 1 else {
            refuse(token: i, reason: "#selector without an argument list")
            return
        }
        var inner = c.source((open + 1)...(close - 1)).trimmingSpaces
        let colon = c.previous(before: i)
        var label = c.isText(colon, ":") ? c.previous(before: colon!).map { c.tokens[$0].text } : nil
        let callee = calleeName(beforeLabelOf: i, c) ?? ""
        if label == "selector", displayLinkInitializers.contains(callee), let labelToken = c.previous(before: colon!) {
            // CADisplayLink(target:selector:) is Kit's DisplayLink(target:action:): the same
            // target–action with a method reference.
            c.replace(labelToken, with: "action")
            label = "action"
        }
        var foundationForm = false
        if label == "selector", foundationSelectorCallees.contains(callee), let labelToken = c.previous(before: colon!) {
            // NotificationCenter's addObserver(_:selector:name:object:) and Timer's
            // scheduledTimer(timeInterval:target:selector:userInfo:repeats:): FlipbookUIKit's
            // overloads take `action:`, a method reference.
            c.replace(labelToken, with: "action")
            label = "action"
            foundationForm = true
        } else if label == nil, callee == "perform", isFirstArgument(i, c), callHasLabel("afterDelay", around: i, c) {
            // perform(#selector(m), with: x, afterDelay: d): FlipbookUIKit's overload takes the
            // method reference in the same place.
            label = "action"
            foundationForm = true
        }
        var valueForm = false
        if label != "action" {
            let reason: String
            let answered = ["UIViewControllerContextTransitioning.", "ViewControllerContextTransitioning.", "TransitionContext."]
            if callee == "responds", let prefix = answered.first(where: { inner.hasPrefix($0) }) {
                // FlipbookUIKit answers responds(to:) for the transition context by Swift name.
                c.replace(i, with: "\"" + inner.dropFirst(prefix.count) + "\"")
                for k in open...close { c.replace(k, with: "") }
                note(.selector, token: i)
                return
            }
            if callee == "responds", let accessor = ["setter:", "getter:"].first(where: { inner.hasPrefix($0) }) {
                // responds(to: #selector(setter: Type.property)): FlipbookUIKit answers it from a
                // key path, which compiles only if Kit's type has the (settable) property.
                let path = String(inner.dropFirst(accessor.count)).trimmingSpaces
                if let labelToken = c.previous(before: colon!), c.isText(labelToken, "to") {
                    c.replace(labelToken, with: accessor == "setter:" ? "toSetter" : "toGetter")
                    c.replace(i, with: "\\" + path)
                    for k in open...close { c.replace(k, with: "") }
                    note(.selector, token: i)
                    return
                }
            }
            if callee == "responds" {
                reason = "responds(to: #selector) asks the Objective-C runtime; FlipbookUIKit answers it only for the transition context (UIViewControllerContextTransitioning); after the port every former optional requirement has a default, so call the method (or test the type with `is`)"
            } else if label == "selector" || label == "aSelector" || callee == "perform" {
                reason = "a selector-based Foundation API other than NotificationCenter.addObserver(_:selector:name:object:), Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:) and perform(_:with:afterDelay:) needs the Objective-C runtime; call the method from a closure on the scene's clock: SceneTimer.scheduledTimer(withTimeInterval:repeats:block:) or SceneQueue.main.asyncAfter(deadline:execute:) (Foundation's own block timers and main queue do not run during a render)"
            } else {
                // A selector kept as a value (`return #selector(Menu.open)`, `let s = #selector(m)`):
                // FlipbookUIKit's Selector holds the method reference, and perform(_:) and
                // performSelector(onMainThread:with:waitUntilDone:) call it.
                valueForm = true
                reason = ""
            }
            if !valueForm {
                refuse(token: i, reason: reason)
                return
            }
        }
        if inner.hasPrefix("getter:") || inner.hasPrefix("setter:") || inner.contains(" as ") {
            refuse(token: i, reason: "a property accessor or disambiguated selector has no method-reference form; write the action as a method")
            return
        }
        if inner.hasPrefix("self.") { inner.removeFirst(5) }
        let firstComponent = inner.prefix { $0 != "." && $0 != "(" }
        let qualified = inner.dropFirst(firstComponent.count).hasPrefix(".") && (firstComponent.first?.isUppercase ?? false)
        let reference = qualified ? inner : "Self." + inner
        c.replace(i, with: valueForm ? "Selector(" + reference + ")" : reference)
        for k in open...close { c.replace(k, with: "") }
        note(valueForm ? .selectorValue : foundationForm ? .foundationSelector : .selector, token: i)
    }

    /// Whether the expression at `i` is the first argument of its call (`f(#selector(…), …)`).
    func isFirstArgument(_ i: Int, _ c: TokenCursor) -> Bool {
        c.isText(c.previous(before: i), "(")
    }

    /// Whether the call whose argument list holds token `i` has an argument labelled `label`.
    func callHasLabel(_ label: String, around i: Int, _ c: TokenCursor) -> Bool {
        var k = i
        var depth = 0
        while k >= 0 {
            if c.tokens[k].kind == .punctuation {
                if [")", "]", "}"].contains(c.tokens[k].text) { depth += 1 }
                if ["(", "[", "{"].contains(c.tokens[k].text) {
                    if depth == 0 { break }
                    depth -= 1
                }
            }
            k -= 1
        }
        guard k >= 0, let close = c.match[k] else { return false }
        return ((k + 1)..<close).contains { j in
            c.isText(j, label) && c.isText(c.next(after: j), ":") && c.enclosingOpen(of: j) == k
        }
    }

    /// The name of the function whose argument label precedes `#selector` at `i`
    /// (`responds` in `x.responds(to: #selector(…))`).
    func calleeName(beforeLabelOf i: Int, _ c: TokenCursor) -> String? {
        var depth = 0
        var k = i - 1
        while k >= 0 {
            if c.tokens[k].kind == .punctuation {
                if [")", "]", "}"].contains(c.tokens[k].text) { depth += 1 }
                if ["(", "[", "{"].contains(c.tokens[k].text) {
                    if depth == 0 { return c.previous(before: k).map { c.tokens[$0].text } }
                    depth -= 1
                }
            }
            k -= 1
        }
        return nil
    }

    mutating func rewriteKeyPath(_ i: Int, _ c: inout TokenCursor) {
        guard let open = c.next(after: i), c.isText(open, "("), let close = c.match[open], close > open + 1 else { return }
        let parts = ((open + 1)..<close).filter { !c.tokens[$0].isTrivia }
        guard parts.allSatisfy({ c.tokens[$0].kind == .identifier || c.isText($0, ".") }) else {
            refuse(token: i, reason: "#keyPath with an expression other than a dotted property path")
            return
        }
        var names = parts.filter { c.tokens[$0].kind == .identifier }.map { c.tokens[$0].text }
        while names.count > 1, names[0].first?.isUppercase ?? false { names.removeFirst() }
        c.replace(i, with: "\"" + names.joined(separator: ".") + "\"")
        for k in open...close { c.replace(k, with: "") }
        note(.keyPath, token: i)
    }

    mutating func rewriteCondition(_ i: Int, _ c: inout TokenCursor) {
        var k = i + 1
        while k + 3 < c.tokens.count, c.tokens[k].kind != .newline {
            if c.tokens[k].kind == .identifier, c.isText(k + 1, "("), c.isText(k + 3, ")") {
                switch (c.tokens[k].text, c.tokens[k + 2].text) {
                case ("os", "iOS"):
                    c.replace(k + 2, with: "Linux"); note(.platformCondition, token: k)
                case ("canImport", "UIKit"):
                    c.replace(k + 2, with: "FlipbookUIKit"); note(.platformCondition, token: k)
                default: break
                }
            }
            k += 1
        }
    }

    // MARK: Imports and modifiers

    mutating func rewriteImport(_ i: Int, _ c: inout TokenCursor, replaced: inout Bool, localModules: Set<String>) {
        if let p = c.previous(before: i), c.tokens[p].line == c.tokens[i].line, c.tokens[p].kind != .attribute { return }
        guard var m = c.next(after: i), c.tokens[m].kind == .identifier else { return }
        let kinds: Set<String> = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
        if kinds.contains(c.tokens[m].text), let n = c.next(after: m) { m = n }
        let module = c.tokens[m].text
        var end = m
        while c.isText(c.next(after: end), "."), let n = c.next(after: c.next(after: end)!) { end = n }
        var start = i
        while let p = c.previous(before: start), c.tokens[p].kind == .attribute, c.tokens[p].line == c.tokens[i].line { start = p }
        if replacedModules.contains(module) {
            if replaced {
                c.remove(start...end)
            } else {
                c.replace(start, with: "import FlipbookUIKit")
                for k in (start + 1)...end { c.replace(k, with: "") }
                replaced = true
            }
            note(.imports, token: i)
        } else if localModules.contains(module) {
            c.remove(start...end)
            note(.imports, token: i)
        } else if appleOnlyModules.contains(module) {
            refuse(token: i, reason: "\(module) is an Apple framework with no Linux counterpart; remove its use")
        } else if module != "FlipbookUIKit" && module != "Dispatch" && module != "XCTest" && module != "Testing" {
            refuse(token: i, reason: "\(module) is a dependency of the app; add it to Package.swift by hand (or remove its use)")
        }
    }

    mutating func rewriteDynamic(_ i: Int, _ c: inout TokenCursor) {
        let followers: Set<String> = ["var", "func", "let", "subscript", "init", "public", "open", "internal", "private",
                                      "fileprivate", "final", "override", "static", "class", "lazy", "weak", "required",
                                      "convenience"]
        guard let n = c.next(after: i), followers.contains(c.tokens[n].text) || c.tokens[n].kind == .attribute else { return }
        if let p = c.previous(before: i), [".", "var", "let", "case", "func"].contains(c.tokens[p].text) { return }
        c.remove(i...i)
        note(.dynamicModifier, token: i)
    }

    // MARK: Protocols

    mutating func rewriteProtocol(_ d: TypeDeclaration, _ c: inout TokenCursor) {
        if d.attributes.contains("@objc") {
            // `var superview: UIView! { get }`: Objective-C matched the witness by selector; Swift
            // wants the witness's own type, and UIKit's properties are optional, not IUO.
            for i in (d.open + 1)..<d.close where c.isText(i, "var") && c.isMember(i, of: d) {
                var k = c.next(after: i)
                var last: Int?
                while let kk = k, kk < d.close, !c.isText(kk, "{"), !c.isText(kk, "var") {
                    last = kk
                    k = c.next(after: kk)
                }
                if let last, c.isText(last, "!"), let kk = k, c.isText(kk, "{") {
                    c.replace(last, with: "?")
                    note(.objcImplicitlyUnwrapped, token: last)
                }
            }
            let bound = d.inherited.contains { ["AnyObject", "class", "NSObjectProtocol"].contains($0.trimmingSpaces) }
            if let ns = (d.keyword..<d.open).first(where: { c.isText($0, "NSObjectProtocol") }) {
                c.replace(ns, with: "AnyObject")
                note(.classBound, token: ns)
            } else if !bound {
                if let colon = c.next(after: d.afterName - 1), c.isText(colon, ":") {
                    c.replace(colon, with: ": AnyObject,")
                } else {
                    c.out[d.afterName - 1] += ": AnyObject"
                }
                note(.classBound, token: d.keyword)
            }
        } else if d.kind == .protocol, let ns = (d.keyword..<d.open).first(where: { c.isText($0, "NSObjectProtocol") }) {
            // A Swift protocol refined from `NSObjectProtocol` (a delegate a view controller
            // adopts): Kit's classes are not `NSObject`s, so the bound becomes the class bound
            // it stood for.
            c.replace(ns, with: "AnyObject")
            note(.classBound, token: ns)
        }
        var defaults: [String] = []
        let access = d.isPublic ? "public " : ""
        for i in (d.open + 1)..<d.close where c.isText(i, "optional") && c.isMember(i, of: d) {
            guard let keyword = c.next(after: i), ["func", "var"].contains(c.tokens[keyword].text) else { continue }
            c.remove(i...i)
            note(.optionalRequirement, token: i)
            if c.tokens[keyword].text == "func" {
                guard let name = c.next(after: keyword), let open = c.next(after: name) else { continue }
                var paramsOpen = open
                if c.tokens[open].text.hasPrefix("<") {
                    // A generic requirement: its default would need the constraints repeated.
                    refuse(token: i, reason: "a generic optional requirement has no generated default; implement it in every conforming type")
                    continue
                }
                guard c.isText(paramsOpen, "("), let paramsClose = c.match[paramsOpen] else { continue }
                let end = c.declarationEnd(from: paramsClose)
                let head = c.source(keyword...end).trimmingSpaces
                var returnType = ""
                if let arrow = (paramsClose...end).first(where: { c.isText($0, "->") }), let t = c.next(after: arrow) {
                    returnType = c.source(t...end).trimmingSpaces
                }
                paramsOpen = paramsClose
                if returnType.isEmpty || returnType == "Void" || returnType == "()" {
                    defaults.append("\(access)\(head) {}")
                } else if returnType.hasSuffix("?") {
                    defaults.append("\(access)\(head) { nil }")
                } else if let arguments = OptionalPropertyRequirements.forwardedArguments(
                    paramsClose > open + 1 ? c.source((open + 1)...(paramsClose - 1)) : "") {
                    // Objective-C's callers got `T?` (nil when the type does not implement it), while
                    // conforming types return a `T`: as for a property (below), the requirement
                    // becomes `nameIfImplemented(…) -> T?`, which OptionalPropertyRequirements
                    // witnesses in every conforming type that declares the method, and the
                    // protocol extension's `name(…) -> T?` calls it.
                    let method = c.tokens[name].text
                    let witness = OptionalPropertyRequirements.witnessName(method)
                    var last = end
                    while last > paramsClose, c.tokens[last].text.trimmingSpaces.isEmpty { last -= 1 }
                    let optional = returnType.contains(" ") || returnType.contains("->") ? "(\(returnType))?" : "\(returnType)?"
                    let parameters = c.source(open...paramsClose)
                    c.replace(name, with: witness)
                    if optional.hasPrefix("(") {
                        c.out[arrowType(after: paramsClose, end: end, c)] = "(" + c.out[arrowType(after: paramsClose, end: end, c)]
                        c.out[last] += ")?"
                    } else {
                        c.out[last] += "?"
                    }
                    defaults.append("\(access)func \(witness)\(parameters) -> \(optional) { nil }")
                    defaults.append("\(access)func \(method)\(parameters) -> \(optional) { \(witness)(\(arguments)) }")
                    optionalProperties.append(.init(protocolName: d.name, name: method, type: returnType,
                                                    parameters: parameters, arguments: arguments))
                } else {
                    refuse(token: i, reason: "an optional requirement returning a non-optional \(returnType) has no default (Objective-C's caller got nil); conforming types must implement it, or make it return \(returnType)? and adjust the callers")
                }
            } else {
                guard let name = c.next(after: keyword), let colon = c.next(after: name), c.isText(colon, ":"),
                      let typeStart = c.next(after: colon) else { continue }
                let typeEnd = c.declarationEnd(from: typeStart)
                let type = c.source(typeStart...typeEnd).trimmingSpaces
                if type.hasSuffix("?") {
                    defaults.append("\(access)var \(c.tokens[name].text): \(type) { nil }")
                } else {
                    // Objective-C's callers read `T?` (nil when the type does not implement it),
                    // while conforming types declare a `T`: the requirement becomes `nameIfImplemented:
                    // T?`, which OptionalPropertyRequirements witnesses in every conforming type
                    // that declares the property, and `name: T?` reads it through the protocol.
                    let property = c.tokens[name].text
                    var last = typeEnd
                    while last > typeStart, c.tokens[last].text.trimmingSpaces.isEmpty { last -= 1 }
                    c.replace(name, with: OptionalPropertyRequirements.witnessName(property))
                    c.out[last] += "?"
                    defaults.append("\(access)var \(OptionalPropertyRequirements.witnessName(property)): \(type)? { nil }")
                    defaults.append("\(access)var \(property): \(type)? { \(OptionalPropertyRequirements.witnessName(property)) }")
                    optionalProperties.append(.init(protocolName: d.name, name: property, type: type))
                }
            }
        }
        if !defaults.isEmpty {
            let body = defaults.map { "    " + $0 }.joined(separator: "\n")
            c.out[d.close] += "\n\n/// Defaults for the requirements that were `optional` (generated by flipbook port).\nextension \(d.name) {\n\(body)\n}"
            note(.optionalRequirement, token: d.close)
        }
    }
}
