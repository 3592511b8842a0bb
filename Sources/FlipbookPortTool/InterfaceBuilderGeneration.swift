/// Generates each class's Interface Builder overrides from its `@IBOutlet`, `@IBInspectable`
/// and `@IBAction` members (in its body and in its extensions, in any file). Interface Builder
/// sets an inspectable property with key-value coding (a user-defined runtime attribute),
/// which Linux does not have: the generated `setInterfaceBuilderOutlet` sets it instead.
enum InterfaceBuilderGeneration {
    /// The classes Kit declares the Interface Builder hooks on (views, controllers, recognizers
    /// and bar items) and UIKit's subclasses of them,
    /// in both spellings. UIKit classes Kit does not have yet (`UITableViewCell`) are here too:
    /// the hooks are right for them, and the class itself is then a first-build error.
    static let kitRoots: Set<String> = {
        let names = ["View", "ViewController", "GestureRecognizer", "Button", "Label", "ImageView", "TextView", "Window",
                     "NavigationBar", "NavigationController", "PanGestureRecognizer", "ScreenEdgePanGestureRecognizer",
                     "SwipeGestureRecognizer", "TapGestureRecognizer", "LongPressGestureRecognizer",
                     "PinchGestureRecognizer", "RotationGestureRecognizer", "Control", "ScrollView", "TableView",
                     "TableViewCell", "CollectionView", "CollectionViewCell", "CollectionReusableView", "StackView",
                     "TextField", "Switch", "Slider", "SegmentedControl", "PageControl", "ProgressView",
                     "ActivityIndicatorView", "VisualEffectView", "ToolBar", "Toolbar", "TabBar", "SearchBar",
                     "PickerView", "DatePicker", "TableViewController", "CollectionViewController", "TabBarController",
                     "PageViewController", "SplitViewController", "SearchController", "AlertController",
                     "BarItem", "BarButtonItem", "TabBarItem"]
        return Set(names + names.map { "UI" + $0 })
    }()

    /// Where a class's chain of superclasses ends: a Kit class, or the first name that is
    /// neither Kit's nor the app's (`UITableViewCell`, `NSObject`), or "" for no superclass.
    static func root(of name: String, superclasses: [String: String]) -> String {
        var current = name
        var seen: Set<String> = []
        while let parent = superclasses[current], !seen.contains(current) {
            seen.insert(current)
            if kitRoots.contains(parent) || superclasses[parent] == nil { return parent }
            current = parent
        }
        return ""
    }

    struct Members {
        var outlets: [Outlet] = []
        var actions: [Action] = []
        /// Where each member was declared, for refusals: (unit, token).
        var places: [(unit: Int, token: Int)] = []
    }

    /// Kit's controller classes, in both spellings: an `@IBAction` an app declares in an
    /// extension of one is an extension action (``ExtensionActionGeneration``).
    static let kitControllers: Set<String> = {
        let names = ["ViewController", "NavigationController", "TableViewController", "CollectionViewController",
                     "TabBarController", "PageViewController", "SplitViewController", "SearchController", "AlertController"]
        return Set(names + names.map { "UI" + $0 })
    }()

    static func generate(in units: inout [Unit], superclasses: [String: String]) {
        var members: [String: Members] = [:]
        var extensionActions: [ExtensionActionGeneration.Found] = []
        for (u, unit) in units.enumerated() {
            guard let c = unit.cursor else { continue }
            for (i, t) in c.tokens.enumerated()
            where t.kind == .attribute && (t.text == "@IBOutlet" || t.text == "@IBAction" || t.text == "@IBInspectable") {
                guard let owner = c.enclosing(i, in: unit.declarations), c.isMember(i, of: owner),
                      owner.kind == .class || owner.kind == .extension else {
                    units[u].refuse(token: i, reason: "an Interface Builder member outside a class body or extension is not connected")
                    continue
                }
                let name = owner.name
                if t.text == "@IBOutlet" || t.text == "@IBInspectable" {
                    guard var outlet = c.outlet(after: i) else {
                        units[u].refuse(token: i, reason: "an \(t.text) that is not a `var name: Type` is not connected")
                        continue
                    }
                    outlet.isInspectable = t.text == "@IBInspectable"
                    members[name, default: Members()].outlets.append(outlet)
                } else {
                    guard let action = c.action(after: i, objcName: objcName(near: i, c)) else {
                        units[u].refuse(token: i, reason: "an @IBAction that is not a `func` is not connected")
                        continue
                    }
                    let bare = name.hasPrefix("UIKit.") ? String(name.dropFirst("UIKit.".count)) : name
                    if owner.kind == .extension, kitControllers.contains(bare), superclasses[bare] == nil {
                        // On iOS a category method: every controller of the class has it.
                        extensionActions.append(.init(type: bare, action: action, unit: u, token: i, extensionClose: owner.close))
                        continue
                    }
                    members[name, default: Members()].actions.append(action)
                }
                members[name, default: Members()].places.append((u, i))
            }
        }
        ExtensionActionGeneration.generate(extensionActions, in: &units)
        for name in members.keys.sorted() {
            let found = members[name]!
            let root = root(of: name, superclasses: superclasses)
            let snapshot = units
            let home = snapshot.indices.compactMap { u in
                snapshot[u].declarations.first { $0.kind == .class && $0.name == name }.map { (u, $0) }
            }.first
            guard kitRoots.contains(root), let (u, d) = home else {
                let why = superclasses[name] == nil
                    ? "its class \(name) is not declared in the app"
                    : "\(name) is not a subclass of View, ViewController, GestureRecognizer or BarItem (its superclasses end at \(root.isEmpty ? "none" : root))"
                for place in found.places {
                    units[place.unit].refuse(token: place.token, reason: "Interface Builder member not connected: \(why)")
                }
                continue
            }
            guard var c = units[u].cursor else { continue }
            let indent = indentation(ofLineOf: d.keyword, c) + "    "
            let text = InterfaceBuilderHooks.members(outlets: found.outlets, actions: found.actions,
                                                    access: d.isPublic ? "public " : "", indent: indent)
            let closeLineStart = d.close > 0 && c.tokens[d.close - 1].kind == .whitespace ? d.close - 1 : d.close
            c.out[closeLineStart] = "\n" + text + c.out[closeLineStart]
            units[u].cursor = c
            units[u].note(.interfaceBuilderHooks, token: d.close)
        }
    }

    /// The selector of an `@objc(name:)` attribute among the attributes before the member at `i`.
    static func objcName(near i: Int, _ c: TokenCursor) -> String? {
        var k = i - 1
        while k >= 0, c.tokens[k].kind != .newline || c.tokens[k].line == c.tokens[i].line {
            if c.tokens[k].text == "@objc", k + 1 < c.tokens.count, c.isText(k + 1, "("), let close = c.match[k + 1] {
                return c.source((k + 2)...(close - 1)).trimmingSpaces
            }
            k -= 1
        }
        var n = c.attributeEnd(i) + 1
        while n < c.tokens.count, c.tokens[n].kind != .newline {
            if c.tokens[n].text == "@objc", c.isText(n + 1, "("), let close = c.match[n + 1] {
                return c.source((n + 2)...(close - 1)).trimmingSpaces
            }
            n += 1
        }
        return nil
    }

    static func indentation(ofLineOf i: Int, _ c: TokenCursor) -> String {
        var k = i
        while k > 0, c.tokens[k - 1].kind != .newline { k -= 1 }
        return c.tokens[k].kind == .whitespace ? c.tokens[k].text : ""
    }
}
