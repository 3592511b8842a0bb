import Foundation
import FlipbookAnimation
import FlipbookGeometry
import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Synchronization

extension InterfaceBuilderLoader {
    /// The kind and class of a `segue` element, or nil (reported) when Kit cannot perform it.
    func segueKind(_ segue: InterfaceBuilderElement, scene: String?) -> (SegueKind, StoryboardSegue.Type)? {
        var segueClass: StoryboardSegue.Type = StoryboardSegue.self
        if let custom = segue["customClass"] {
            var names: [String] = []
            if let module = options.defaultModule, segue["customModuleProvider"] == "target" { names.append("\(module).\(custom)") }
            if let module = segue["customModule"] ?? options.defaultModule { names.append("\(module).\(custom)") }
            // A library's module ported into the app's target (see `resolveClass`).
            if let module = options.defaultModule, segue["customModule"] != nil { names.append("\(module).\(custom)") }
            names.append(custom)
            let found: AnyClass? = names.lazy.compactMap(InterfaceBuilderClasses.find).first
            if found == nil, options.isPreview {
                warn("segue class '\(custom)' is not found; the segue performs without it", scene: scene, element: segue.id)
                return segue["kind"] == "custom" ? nil : segueKind(without: segue, scene: scene)
            }
            guard let found else {
                fail(.unknownClass(segue["customModule"].map { "\($0).\(custom)" } ?? custom), scene: scene, element: segue.id)
                return nil
            }
            guard let type = found as? StoryboardSegue.Type else {
                fail(.wrongClass("\(found)", expected: "StoryboardSegue"), scene: scene, element: segue.id)
                return nil
            }
            segueClass = type
        }
        return segueKind(without: segue, scene: scene).map { kind in
            if case .custom = kind.0 { return (.custom(segueClass), segueClass) }
            return (kind.0, segueClass)
        }
    }

    /// The kind of a segue element, its class aside.
    private func segueKind(without segue: InterfaceBuilderElement, scene: String?) -> (SegueKind, StoryboardSegue.Type)? {
        let segueClass = StoryboardSegue.self
        if segue["animates"] == "NO" {
            warn("segue \(segue["identifier"] ?? segue.id ?? "") is performed animated (Kit's segues always animate)",
                 scene: scene, element: segue.id)
        }
        switch segue["kind"] ?? "" {
        case "show", "push": return (.show, segueClass)
        case "showDetail": return (.showDetail, segueClass)
        case "presentation", "modal":
            let style = segue["modalPresentationStyle"].flatMap { InterfaceBuilderNames.presentationStyles[$0] }
            return (.present(style ?? .fullScreen), segueClass)
        case "popoverPresentation": return (.popover, segueClass)
        case "custom": return (.custom(segueClass), segueClass)
        case let kind:
            fail(.unsupportedAttribute(key: "kind", value: kind), scene: scene, element: segue.id)
            return nil
        }
    }

    /// Makes a segue's destination controller with the segue's own presentation attributes.
    func makeDestination(of segue: InterfaceBuilderElement, scene: String?) -> ViewController? {
        guard let destination = instantiate(id: segue["destination"] ?? "", scene: scene, element: segue.id) else { return nil }
        let presentation = segue["kind"] == "presentation" || segue["kind"] == "modal"
        if presentation, segue["modalPresentationStyle"] == nil, let element = controllerElement(id: segue["destination"] ?? ""),
           element["modalPresentationStyle"] != nil {
            // The destination's own style when the segue sets none (Kit's `.present` sets the segue's).
            return destination
        }
        if let v = segue["modalTransitionStyle"], let style = InterfaceBuilderNames.transitionStyles[v] {
            destination.modalTransitionStyle = style
        }
        return destination
    }

    /// Registers a segue with an identifier on its source, for `performSegue(withIdentifier:sender:)`.
    func registerSegue(_ segue: InterfaceBuilderElement, identifier: String, on controller: ViewController, scene: String?) {
        if segue["kind"] == "unwind" {
            // The destination is found when the segue runs: the controller that handles the
            // unwind action (see `unwindDestination`); the segue calls the action after the
            // source's `prepare(for:sender:)` (see `UnwindStoryboardSegue`).
            guard let action = segue["unwindAction"] else {
                fail(.unsupportedAttribute(key: "unwindAction", value: ""), scene: scene, element: segue.id)
                return
            }
            controller.registerSegue(identifier, kind: .custom(UnwindStoryboardSegue.self)) { [weak controller, self] in
                guard let source = controller else { preconditionFailure("the source of unwind segue '\(identifier)' is gone") }
                if let found = unwindDestination(action: action, from: source, identifier: identifier,
                                                 sender: nil, scene: scene, element: segue.id) {
                    UnwindStoryboardSegue.pending.withLock { $0[ObjectIdentifier(source)] = found.called ? nil : action }
                    return found.0
                }
                warn("no controller handles the unwind action '\(action)'; nothing unwinds", scene: scene, element: segue.id)
                return source
            }
            return
        }
        guard let found = segueKind(segue, scene: scene) else { return }
        var kind = found.0
        let segueClass = found.1
        if case .present = kind, segue["modalPresentationStyle"] == nil,
           let style = controllerElement(id: segue["destination"] ?? "")?["modalPresentationStyle"]
            .flatMap({ InterfaceBuilderNames.presentationStyles[$0] }) {
            kind = .present(style)
        }
        controller.registerSegue(identifier, kind: kind, segueClass: segueClass) { [self] in
            do {
                return try session { _ in
                    guard let destination = makeDestination(of: segue, scene: scene) else {
                        throw InterfaceBuilderError(file: file, scene: scene, element: segue.id, reason: .missingViewController("for segue '\(identifier)'"))
                    }
                    return destination
                }
            } catch {
                preconditionFailure("\(error)")
            }
        }
    }

    /// Makes a control's or recognizer's segue run on its tap (after `shouldPerformSegue`).
    func connectTriggeredSegue(_ segue: InterfaceBuilderElement, from object: AnyObject, session: Session, scene: String?) {
        guard let source = session.sceneController else {
            fail(.unsupportedElement("segue outside a storyboard scene"), scene: scene, element: segue.id)
            return
        }
        if segue["kind"] == "embed" {
            embed(segue, in: object, of: source, scene: scene)
            return
        }
        if segue["kind"] != "unwind", segueKind(segue, scene: scene) == nil { return }
        let onAccessory = segue["trigger"] == "accessoryAction"
        if let trigger = segue["trigger"], trigger != "selection", !onAccessory || !(object is TableViewCell) {
            fail(.unsupportedAttribute(key: "trigger", value: trigger), scene: scene, element: segue.id)
            return
        }
        let trigger: (Any?) -> Void = { [weak source] sender in
            guard let source else { return }
            // A destination that does not load stops the program naming it, as UIKit raises.
            do { try self.session { _ in self.performSegue(segue, from: source, sender: sender, scene: scene) } } catch {
                preconditionFailure("\(error)")
            }
        }
        switch object {
        case let button as Button:
            button.addAction { [weak button] in trigger(button) }
        case let item as BarButtonItem:
            item.addAction { [weak item] in trigger(item) }
        case let cell as TableViewCell where onAccessory:
            // The detail button's segue (`trigger="accessoryAction"`): the cell is the sender.
            cell.accessoryAction = { [weak cell] in trigger(cell) }
        case let cell as TableViewCell:
            cell.selectionAction = { [weak cell] in trigger(cell) }
        case let cell as CollectionViewCell:
            cell.selectionAction = { [weak cell] in trigger(cell) }
        case let recognizer as GestureRecognizer:
            recognizer.addTarget { recognizer in if recognizer.state == .ended { trigger(recognizer) } }
        default:
            fail(.unsupportedElement("segue triggered by \(type(of: object))"), scene: scene, element: segue.id)
        }
    }

    /// A container view's embed segue, as UIKit performs it when the scene loads: the
    /// destination becomes a child of the scene's controller, its view fills the container view
    /// (following its size), then `didMove(toParent:)`. Kit does not call the parent's
    /// `prepare(for:sender:)` for it (reported).
    func embed(_ segue: InterfaceBuilderElement, in object: AnyObject, of source: ViewController, scene: String?) {
        guard let container = object as? View else {
            fail(.unsupportedElement("embed segue of \(type(of: object))"), scene: scene, element: segue.id)
            return
        }
        guard let child = makeDestination(of: segue, scene: scene) else { return }
        if segue["identifier"] != nil {
            warn("embed segue \(segue["identifier"] ?? ""): prepare(for:sender:) is not called for it", scene: scene,
                 element: segue.id)
        }
        source.addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: source)
    }

    /// Performs a segue element from `source` as UIKit does for a triggered segue:
    /// `shouldPerformSegue(withIdentifier:sender:)` (when it has an identifier), then the
    /// destination is made, `prepare(for:sender:)` runs and the segue performs.
    func performSegue(_ segue: InterfaceBuilderElement, from source: ViewController, sender: Any?, scene: String?) {
        let identifier = segue["identifier"]
        if let identifier, !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        if segue["kind"] == "unwind" {
            unwind(segue, from: source, sender: sender, scene: scene)
            return
        }
        guard let found = segueKind(segue, scene: scene), let destination = makeDestination(of: segue, scene: scene) else {
            return
        }
        var kind = found.0
        let segueClass = found.1
        if case .present = kind, segue["modalPresentationStyle"] == nil { kind = .present(destination.modalPresentationStyle) }
        source.performSegue(identifier: identifier, kind: kind, segueClass: segueClass, destination: destination, sender: sender)
    }

    /// An unwind segue, in UIKit's order (Technical Note TN2298, "The Unwind Process"): the
    /// destination is found (`unwindDestination`),
    /// the source's `prepare(for:sender:)` runs, then the destination's unwind action with the
    /// segue, then the segue performs (a pop or a dismissal by default).
    func unwind(_ segue: InterfaceBuilderElement, from source: ViewController, sender: Any?, scene: String?) {
        guard let action = segue["unwindAction"] else {
            fail(.unsupportedAttribute(key: "unwindAction", value: ""), scene: scene, element: segue.id)
            return
        }
        guard let found = unwindDestination(action: action, from: source, identifier: segue["identifier"],
                                            sender: sender, scene: scene, element: segue.id) else {
            warn("no controller handles the unwind action '\(action)'; nothing unwinds", scene: scene, element: segue.id)
            return
        }
        let (destination, called) = found
        if let made = destination.segueForUnwinding(to: destination, from: source, identifier: segue["identifier"]) {
            source.prepare(for: made, sender: sender)
            if !called { _ = destination.performInterfaceBuilderAction(action, sender: made, event: nil) }
            made.perform()
        } else {
            if !called {
                let made = StoryboardSegue(identifier: segue["identifier"], source: source, destination: destination)
                _ = destination.performInterfaceBuilderAction(action, sender: made, event: nil)
            }
            source.performUnwind(identifier: segue["identifier"] ?? "", to: destination)
        }
    }

    /// The unwind segue's destination, as UIKit searches it (Kit's
    /// `ViewController.unwindDestination(for:from:sender:probe:)`: up from the source through its
    /// containers and presenting controllers, each container's
    /// `allowedChildrenForUnwinding(from:)` first, the first whose
    /// `canPerformUnwindSegueAction(_:from:sender:)` answers true; by default a controller whose
    /// class lists the action in `interfaceBuilderActions` or whose class an extension gives it,
    /// as UIKit asks `responds(to:)`), and whether the action was already called: a candidate
    /// that does not list its actions (a hand-written `performInterfaceBuilderAction`) can only be
    /// asked by calling the action, which then runs before the source's `prepare(for:sender:)`
    /// (reported as a diagnostic).
    func unwindDestination(action: String, from source: ViewController, identifier: String?, sender: Any?,
                           scene: String?, element: String?) -> (ViewController, called: Bool)? {
        if let module = options.defaultModule { InterfaceBuilderExtensionAction.register(module: module) }
        var called = false
        let found = ViewController.unwindDestination(for: action, from: source, sender: sender) { candidate in
            guard candidate.interfaceBuilderActions == nil else { return false }
            let segue = candidate.segueForUnwinding(to: candidate, from: source, identifier: identifier)
                ?? StoryboardSegue(identifier: identifier, source: source, destination: candidate)
            guard candidate.performInterfaceBuilderAction(action, sender: segue, event: nil) else { return false }
            self.warn("\(type(of: candidate)) does not list its actions (interfaceBuilderActions), so its unwind action "
                      + "'\(action)' was found by calling it, before the source's prepare(for:sender:) (UIKit calls it after)",
                      scene: scene, element: element)
            called = true
            return true
        }
        return found.map { ($0, called) }
    }

    // MARK: Runtime attributes and awaking

    /// Applies a user-defined runtime attribute: `layer.<key>` through the layer's key-value
    /// access, the keys of Kit's own properties (`clipsToBounds`, …) directly, other key paths
    /// through `setInterfaceBuilderOutlet` (an `@IBInspectable` property a class handles by
    /// name); otherwise an error naming it.
    func applyRuntimeAttribute(_ attribute: InterfaceBuilderElement, to object: AnyObject, scene: String?, element: String?) {
        guard let keyPath = attribute["keyPath"] else { return }
        let type = attribute["type"] ?? ""
        let valueElement = attribute.children.first { $0.key == "value" }
        var value: Any?
        var layerValue: AnimatableValue?
        switch type {
        case "number":
            if let n = number(valueElement?["value"] ?? attribute["value"], key: keyPath, scene: scene, element: element) {
                value = n
                layerValue = .number(n)
            }
        case "boolean":
            let b = (attribute["value"] ?? valueElement?["value"]) == "YES"
            value = b
            layerValue = .number(b ? 1 : 0)
        case "string", "localizedString":
            value = attribute["value"] ?? valueElement?["value"] ?? ""
        case "color":
            if let c = valueElement.flatMap({ color($0, scene: scene, owner: element) }) {
                value = c
                layerValue = .vector([c.red, c.green, c.blue, c.alpha])
            }
        case "point", "size":
            if let p = valueElement {
                func n(_ key: String) -> Double { number(p[key] ?? "0", key: key, scene: scene, element: element) ?? 0 }
                let pair = type == "point" ? AnimatableValue.point(Point(x: n("x"), y: n("y")))
                    : AnimatableValue.size(Size(width: n("width"), height: n("height")))
                switch pair {
                case let .point(point): value = point
                case let .size(size): value = size
                default: break
                }
                layerValue = pair
            }
        case "rect":
            if let r = valueElement {
                let rect = self.rect(r, scene: scene, owner: element)
                value = rect
                layerValue = .rect(rect)
            }
        case "image":
            value = (attribute["value"] ?? valueElement?["value"]).flatMap { image(named: $0, tint: nil, scene: scene, owner: element) }
        default:
            fail(.unsupportedAttribute(key: "userDefinedRuntimeAttribute type", value: type), scene: scene, element: element)
            return
        }
        guard let value else { return }
        if keyPath.hasPrefix("layer."), let view = object as? View {
            let key = String(keyPath.dropFirst("layer.".count))
            if type == "color", key == "borderColor" || key == "shadowColor" {
                // UIKit sets a UIColor where a CGColor is expected; iOS then draws no such colour.
                warn("\(keyPath) set to a UIColor is ignored, as on iOS (it needs a CGColor)", scene: scene, element: element)
                return
            }
            if let layerValue, Layer.property(named: key) != nil || view.layer.value(forKey: key) != nil,
               view.layer.setValue(layerValue, forKeyPath: key) {
                return
            }
            fail(.unsupportedAttribute(key: keyPath, value: "\(value)"), scene: scene, element: element)
            return
        }
        if setKitProperty(keyPath, of: object, to: value) { return }
        let handled: Bool
        switch object {
        case let view as View: handled = view.setInterfaceBuilderOutlet(keyPath, to: value)
        case let controller as ViewController: handled = controller.setInterfaceBuilderOutlet(keyPath, to: value)
        case let recognizer as GestureRecognizer: handled = recognizer.setInterfaceBuilderOutlet(keyPath, to: value)
        case let item as BarItem: handled = item.setInterfaceBuilderOutlet(keyPath, to: value)
        default: handled = false
        }
        guard !handled else { return }
        let message = "\(value) (no key-value coding on Linux: handle '\(keyPath)' in setInterfaceBuilderOutlet)"
        if options.isPreview { warn("runtime attribute \(keyPath)=\(message) is not set", scene: scene, element: element) } else {
            fail(.unsupportedAttribute(key: keyPath, value: message), scene: scene, element: element)
        }
    }

    /// Sets a property Kit's classes have by its UIKit key (`clipsToBounds`, `alpha`, `hidden`,
    /// `tag`, `backgroundColor`, `userInteractionEnabled`; a label's `text`, `textColor`,
    /// `numberOfLines`; a controller's `title`). False for other keys or values of another type.
    func setKitProperty(_ key: String, of object: AnyObject, to value: Any) -> Bool {
        if let label = object as? Label {
            switch (key, value) {
            case let ("text", text as String): label.text = text; return true
            case let ("textColor", color as Color): label.textColor = color; return true
            case let ("numberOfLines", n as Double): label.numberOfLines = Int(n); return true
            default: break
            }
        }
        if let view = object as? View {
            switch (key, value) {
            case let ("clipsToBounds", b as Bool): view.clipsToBounds = b
            case let ("alpha", n as Double): view.alpha = n
            case let ("hidden", b as Bool), let ("isHidden", b as Bool): view.isHidden = b
            case let ("tag", n as Double): view.tag = Int(n)
            case let ("backgroundColor", color as Color): view.backgroundColor = color
            case let ("userInteractionEnabled", b as Bool), let ("isUserInteractionEnabled", b as Bool):
                view.isUserInteractionEnabled = b
            default: return false
            }
            return true
        }
        if let controller = object as? ViewController, key == "title", let title = value as? String {
            controller.title = title
            return true
        }
        return false
    }

    /// `awakeFromNib()` on every object the session made, in creation order (a storyboard's
    /// controller is awoken when it is instantiated, so it is not among its view's objects).
    func awake(_ session: Session) {
        for object in session.made {
            switch object {
            case let view as View: view.awakeFromNib()
            case let recognizer as GestureRecognizer: recognizer.awakeFromNib()
            case let controller as ViewController: controller.awakeFromNib()
            case let item as BarItem: item.awakeFromNib()
            default: break
            }
        }
    }
}

/// An unwind segue performed by identifier (`performSegue(withIdentifier:sender:)`): Kit made
/// its destination by finding the controller that handles the unwind action; performing it runs
/// the destination's `segueForUnwinding(to:from:identifier:)` (a pop or a dismissal by default).
final class UnwindStoryboardSegue: StoryboardSegue {
    /// The unwind action still to call, by source controller: set when the destination is found
    /// (inside `performSegue(withIdentifier:sender:)`), called here after `prepare(for:sender:)`.
    /// Locked: storyboards load and perform segues on several threads at once (one application
    /// each).
    static let pending = Mutex<[ObjectIdentifier: String]>([:])

    override func perform() {
        let action = Self.pending.withLock { $0.removeValue(forKey: ObjectIdentifier(source)) }
        guard destination !== source else { return }     // no controller handles the action
        if let action { _ = destination.performInterfaceBuilderAction(action, sender: self, event: nil) }
        if let segue = destination.segueForUnwinding(to: destination, from: source, identifier: identifier) {
            segue.perform()
        } else {
            source.performUnwind(identifier: identifier ?? "", to: destination)
        }
    }
}
