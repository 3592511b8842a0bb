import Foundation
import FlipbookKit

/// Outlets, actions and triggered segues: what a session's elements connect once all of them exist.
extension InterfaceBuilderLoader {
    /// Connects the outlets, outlet collections, actions and triggered segues of every element
    /// the session holds, then applies their user-defined runtime attributes.
    func connect(_ session: Session, scene: String?) throws {
        applyConstraints(session, scene: scene)
        for (element, object) in session.pending {
            let connections = element.child("connections")?.children ?? []
            var collections: [(String, [Any])] = []
            for connection in connections {
                switch connection.tag {
                case "outlet":
                    guard let property = connection["property"],
                        let target = destination(connection, session: session, scene: scene)
                    else { continue }
                    setOutlet(property, of: object, to: target, scene: scene, element: connection.id ?? element.id)
                case "outletCollection":
                    guard let property = connection["property"],
                        let target = destination(connection, session: session, scene: scene)
                    else { continue }
                    if property == "gestureRecognizers", let view = object as? View, let recognizer = target as? GestureRecognizer
                    {
                        view.addGestureRecognizer(recognizer)
                        continue
                    }
                    if let index = collections.firstIndex(where: { $0.0 == property }) {
                        collections[index].1.append(target)
                    } else {
                        collections.append((property, [target]))
                    }
                case "action":
                    connectAction(connection, from: object, session: session, scene: scene, element: element.id)
                case "segue":
                    if object is ViewController { continue }  // manual segues: registered by identifier
                    connectTriggeredSegue(connection, from: object, session: session, scene: scene)
                default:
                    warn("connection <\(connection.tag)> is not made", scene: scene, element: connection.id)
                }
            }
            for (property, values) in collections {
                setOutlet(property, of: object, to: values, scene: scene, element: element.id)
            }
            for attribute in element.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? [] {
                applyRuntimeAttribute(attribute, to: object, scene: scene, element: element.id)
            }
        }
    }

    private func destination(_ connection: InterfaceBuilderElement, session: Session, scene: String?) -> AnyObject? {
        guard let id = connection["destination"] else { return nil }
        if let object = session.objects[id] { return object }
        if let placeholder = placeholder(id) {
            if placeholder == "IBFilesOwner", let owner = session.owner { return owner }
            fail(.unsupportedElement("connection to placeholder \(placeholder)"), scene: scene, element: connection.id)
            return nil
        }
        fail(.missingDestination(id), scene: scene, element: connection.id)
        return nil
    }

    func setOutlet(_ property: String, of object: AnyObject, to value: Any, scene: String?, element: String?) {
        let connected: Bool
        if let table = object as? TableView {
            if property == "dataSource", let source = value as? TableViewDataSource { table.dataSource = source; return }
            if property == "delegate", let delegate = value as? ScrollViewDelegate { table.delegate = delegate; return }
        }
        if let collection = object as? CollectionView {
            if property == "dataSource", let source = value as? CollectionViewDataSource {
                collection.dataSource = source; return
            }
            if property == "delegate", let delegate = value as? ScrollViewDelegate { collection.delegate = delegate; return }
        }
        if let picker = object as? PickerView {
            if property == "dataSource", let source = value as? PickerViewDataSource { picker.dataSource = source; return }
            if property == "delegate", let delegate = value as? PickerViewDelegate { picker.delegate = delegate; return }
        }
        switch object {
        case let controller as ViewController:
            if property == "view", let view = value as? View { controller.view = view; return }
            connected = controller.setInterfaceBuilderOutlet(property, to: value)
        case let view as View: connected = view.setInterfaceBuilderOutlet(property, to: value)
        case let recognizer as GestureRecognizer: connected = recognizer.setInterfaceBuilderOutlet(property, to: value)
        default: connected = false
        }
        guard !connected else { return }
        if options.isPreview {
            warn("outlet '\(property)' of \(type(of: object)) is not connected", scene: scene, element: element)
        } else {
            fail(.missingOutlet(property: property, on: "\(type(of: object))"), scene: scene, element: element)
        }
    }

    /// Sends `selector` to `target`; a target without the action prints a diagnostic (UIKit
    /// would stop with "unrecognized selector").
    func send(_ selector: String, to target: AnyObject?, sender: Any?, scene: String?, element: String?) {
        let handled: Bool
        switch target {
        case let controller as ViewController:
            handled = controller.performInterfaceBuilderAction(selector, sender: sender, event: nil)
        case let view as View: handled = view.performInterfaceBuilderAction(selector, sender: sender, event: nil)
        case let recognizer as GestureRecognizer:
            handled = recognizer.performInterfaceBuilderAction(selector, sender: sender, event: nil)
        case let item as BarItem: handled = item.performInterfaceBuilderAction(selector, sender: sender, event: nil)
        case nil: return  // the target is gone (UIKit holds targets weakly)
        default: handled = false
        }
        if !handled {
            warn(
                "\(target.map { "\(type(of: $0))" } ?? "nil") has no action '\(selector)' (performInterfaceBuilderAction returned false)",
                scene: scene, element: element)
        }
    }

    private func connectAction(
        _ connection: InterfaceBuilderElement, from object: AnyObject, session: Session,
        scene: String?, element: String?
    ) {
        guard let selector = connection["selector"] else { return }
        if let id = connection["destination"], placeholder(id) == "IBFirstResponder" {
            fail(
                .unsupportedElement("action '\(selector)' sent to the First Responder (Kit has no responder chain for actions)"),
                scene: scene, element: connection.id)
            return
        }
        guard let target = destination(connection, session: session, scene: scene) else { return }
        let id = connection.id
        switch object {
        case let button as Button:
            let event = connection["eventType"] ?? "touchUpInside"
            let events: [String: ControlEvents] = [
                "touchUpInside": .touchUpInside, "touchDown": .touchDown,
                "primaryActionTriggered": .primaryActionTriggered,
                "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
            ]
            guard let controlEvents = events[event] else {
                warn(
                    "event \(event) is never sent by Kit's buttons; action '\(selector)' will not run", scene: scene, element: id)
                return
            }
            // Kit holds the target weakly, as UIKit does; the loader stays alive with the button.
            // Each connection is its own pair (the site names it), as each selector is in UIKit.
            button.addTarget(
                target,
                action: { [weak button] (target: AnyObject) in
                    {
                        self.send(selector, to: target, sender: button, scene: scene, element: id)
                    }
                }, for: controlEvents, file: "Interface Builder connection \(id ?? selector)", line: 0, column: 0)
        case let control as Control where control is Switch || control is Slider || control is SegmentedControl:
            let event = connection["eventType"] ?? "valueChanged"
            let events: [String: ControlEvents] = [
                "valueChanged": .valueChanged, "touchUpInside": .touchUpInside,
                "touchDown": .touchDown, "primaryActionTriggered": .primaryActionTriggered,
                "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
            ]
            guard let controlEvents = events[event] else {
                warn(
                    "event \(event) is never sent by Kit's \(type(of: control)); action '\(selector)' will not run",
                    scene: scene, element: id)
                return
            }
            control.addTarget(
                target,
                action: { [weak control] (target: AnyObject) in
                    {
                        self.send(selector, to: target, sender: control, scene: scene, element: id)
                    }
                }, for: controlEvents, file: "Interface Builder connection \(id ?? selector)", line: 0, column: 0)
        case let recognizer as GestureRecognizer:
            recognizer.addTarget { [weak target] recognizer in
                guard let target else { return }
                self.send(selector, to: target, sender: recognizer, scene: scene, element: id)
            }
        case let item as BarButtonItem:
            item.addAction { [weak target, weak item] in
                guard let target else { return }
                self.send(selector, to: target, sender: item, scene: scene, element: id)
            }
        default:
            fail(.unsupportedElement("action from \(type(of: object))"), scene: scene, element: id)
        }
    }
}
