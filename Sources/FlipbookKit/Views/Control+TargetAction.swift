/// The control events a control sends actions for (`UIControl.Event`), an option set with
/// UIKit's bits.
///
/// Fingers make a control send ``touchDown`` (down on an enabled control), ``touchUpInside``
/// and ``primaryActionTriggered`` (lifting inside, one round), ``touchUpOutside`` (lifting
/// outside) and ``touchCancel`` (a recognizer took the finger). The other events are sent only
/// by ``Control/sendActions(for:)``.
public struct ControlEvents: OptionSet, Hashable, Sendable {
    /// The option bits (UIKit's values).
    public let rawValue: UInt
    /// Events from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A finger went down on the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A repeated touch-down (a double tap's second finger).
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// The finger moved inside the bounds.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// The finger moved outside the bounds.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// The finger moved from outside the bounds to inside.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// The finger moved from inside the bounds to outside.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// A finger that went down on the control lifted inside its bounds.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// A finger that went down on the control lifted outside its bounds.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// The touch was cancelled (a gesture recognizer took the finger).
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The control's value changed (a switch, a slider).
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control's primary action: for a button, the touch-up inside.
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// A menu action was triggered.
    public static let menuActionTriggered = ControlEvents(rawValue: 1 << 14)
    /// Editing began in a text control.
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// The text changed in a text control.
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// Editing ended in a text control.
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// Editing ended with the return key.
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = ControlEvents(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
    /// The bits left to the application.
    public static let applicationReserved = ControlEvents(rawValue: 0x0F00_0000)
    /// The bits UIKit keeps for itself.
    public static let systemReserved = ControlEvents(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)
}

/// One target–action pair of a control: a weakly held object and one of its methods (or a
/// closure), and the events it is sent for.
struct ControlTargetAction {
    /// The object, held weakly as UIKit holds targets; `nil` for a closure.
    weak var target: AnyObject?
    /// Whether the pair names an object (a pair whose object went away does nothing).
    let hasTarget: Bool
    /// The type of the method's parameter (`Void` for none), which tells apart a target's
    /// methods when removing one (Swift cannot compare functions).
    let parameterType: ObjectIdentifier
    /// The events the pair is sent for.
    var events: ControlEvents
    /// Where the pair was added (`file:line:column`), which tells a repeated add from another method.
    let site: String
    let perform: (AnyObject?, Control) -> Void

    func send(from control: Control) {
        if hasTarget {
            guard let target else { return }
            perform(target, control)
        } else {
            perform(nil, control)
        }
    }
}

/// Target–action in UIKit's shape without `#selector` (which needs the Objective-C runtime):
/// the action is an unapplied method reference, `Self.close` or `Type.tapped(_:)`, taking
/// nothing, the sending control (any ``Control`` class it is), or `Any`/`AnyObject`.
extension Control {
    /// Sends `action`, a method without arguments, to `target` on every event of
    /// `controlEvents`, after the actions added before it —
    /// `addTarget(self, action: Self.close, for: .touchUpInside)`.
    ///
    /// The target is held weakly, as UIKit holds it: once it is gone the action is skipped.
    /// UIKit adds a target–selector pair once however often it is added (a second add adds its
    /// events to the pair). Swift cannot compare methods, so Kit tells pairs apart by the place in
    /// the source (`file`, `line`, `column`, filled in by the compiler): the same line run again
    /// adds nothing new, two lines add two actions.
    public func addTarget<T: AnyObject>(
        _ target: AnyObject, action: @escaping (T) -> () -> Void,
        for controlEvents: ControlEvents,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        GestureRecognizer.check(target, is: T.self)
        add(target, parameter: Void.self, controlEvents, site: "\(file):\(line):\(column)") { object, _ in
            if let object = object as? T { action(object)() }
        }
    }

    /// Sends `action` to `target` with the control as the sender
    /// (`@objc func tapped(_ sender: UIButton)`); the parameter may be this control's class or a
    /// superclass of it (a control of another class stops with a message saying so).
    public func addTarget<T: AnyObject, C: Control>(
        _ target: AnyObject, action: @escaping (T) -> (C) -> Void,
        for controlEvents: ControlEvents,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        GestureRecognizer.check(target, is: T.self)
        precondition(
            self is C,
            "addTarget(_:action:for:): the action takes a \(C.self), but this control is a "
                + "\(type(of: self)); give the method a parameter of type \(type(of: self)) or one of its superclasses")
        add(target, parameter: C.self, controlEvents, site: "\(file):\(line):\(column)") { object, control in
            if let object = object as? T, let sender = control as? C { action(object)(sender) }
        }
    }

    /// Sends `action` to `target` with the control as an `Any` sender (`@IBAction func tapped(_ sender: Any)`).
    public func addTarget<T: AnyObject>(
        _ target: AnyObject, action: @escaping (T) -> (Any) -> Void,
        for controlEvents: ControlEvents,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        GestureRecognizer.check(target, is: T.self)
        add(target, parameter: Any.self, controlEvents, site: "\(file):\(line):\(column)") { object, control in
            if let object = object as? T { action(object)(control) }
        }
    }

    /// Sends `action` to `target` with the control as an `AnyObject` sender
    /// (`@IBAction func tapped(_ sender: AnyObject)`).
    public func addTarget<T: AnyObject>(
        _ target: AnyObject, action: @escaping (T) -> (AnyObject) -> Void,
        for controlEvents: ControlEvents,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        GestureRecognizer.check(target, is: T.self)
        add(target, parameter: AnyObject.self, controlEvents, site: "\(file):\(line):\(column)") { object, control in
            if let object = object as? T { action(object)(control) }
        }
    }

    /// Adds a closure run on every event of `controlEvents`, after the actions added before it
    /// (Kit's spelling of UIKit's `addAction(_:for:)` with a `UIAction`); it stays until
    /// `removeTarget(nil, action: nil, for:)` takes its events away.
    public func addAction(for controlEvents: ControlEvents, _ action: @escaping () -> Void) {
        controlTargets.append(
            ControlTargetAction(
                hasTarget: false, parameterType: ObjectIdentifier(Void.self as Any.Type),
                events: controlEvents, site: "", perform: { _, _ in action() }))
    }

    private func add(
        _ target: AnyObject, parameter: Any.Type, _ controlEvents: ControlEvents, site: String,
        perform: @escaping (AnyObject?, Control) -> Void
    ) {
        let type = ObjectIdentifier(parameter)
        if let i = controlTargets.firstIndex(where: { $0.matches(target, type) && $0.site == site }) {
            controlTargets[i].events.formUnion(controlEvents)
            return
        }
        controlTargets.append(
            ControlTargetAction(
                target: target, hasTarget: true, parameterType: type,
                events: controlEvents, site: site, perform: perform))
    }

    // MARK: Removing

    /// Removes `controlEvents` from `target`'s actions without arguments (a pair left with no
    /// event goes); a `nil` target names every target (`removeTarget(_:action:for:)`).
    ///
    /// Swift cannot compare two functions, so Kit tells a target's actions apart by their
    /// parameter's type: a target with two methods of the same shape loses both; remove and add
    /// back the one to keep.
    public func removeTarget<T: AnyObject>(
        _ target: AnyObject?, action: @escaping (T) -> () -> Void,
        for controlEvents: ControlEvents
    ) {
        remove(target, parameter: ObjectIdentifier(Void.self as Any.Type), controlEvents)
    }

    /// Removes `controlEvents` from `target`'s actions taking a control of class `C`.
    public func removeTarget<T: AnyObject, C: Control>(
        _ target: AnyObject?, action: @escaping (T) -> (C) -> Void,
        for controlEvents: ControlEvents
    ) {
        remove(target, parameter: ObjectIdentifier(C.self), controlEvents)
    }

    /// Removes `controlEvents` from `target`'s actions taking `Any`.
    public func removeTarget<T: AnyObject>(
        _ target: AnyObject?, action: @escaping (T) -> (Any) -> Void,
        for controlEvents: ControlEvents
    ) {
        remove(target, parameter: ObjectIdentifier(Any.self as Any.Type), controlEvents)
    }

    /// Removes `controlEvents` from `target`'s actions taking `AnyObject`.
    public func removeTarget<T: AnyObject>(
        _ target: AnyObject?, action: @escaping (T) -> (AnyObject) -> Void,
        for controlEvents: ControlEvents
    ) {
        remove(target, parameter: ObjectIdentifier(AnyObject.self as Any.Type), controlEvents)
    }

    /// Removes `controlEvents` from every action of `target`, or with `nil` from every target's
    /// and closure's (`removeTarget(nil, action: nil, for: .allEvents)`).
    public func removeTarget(_ target: AnyObject?, action: Never?, for controlEvents: ControlEvents) {
        remove(target, parameter: nil, controlEvents)
    }

    private func remove(_ target: AnyObject?, parameter: ObjectIdentifier?, _ controlEvents: ControlEvents) {
        for i in controlTargets.indices {
            let pair = controlTargets[i]
            if let target, !(pair.hasTarget && pair.target === target) { continue }
            if let parameter, pair.parameterType != parameter || !pair.hasTarget { continue }
            controlTargets[i].events.subtract(controlEvents)
        }
        controlTargets.removeAll { $0.events.isEmpty }
    }

    // MARK: Queries

    /// The targets of the control's actions, first added first, each once (`allTargets`; UIKit
    /// answers a `Set<AnyHashable>`, which a Swift class that is not `Hashable` cannot enter).
    /// Targets that went away are left out.
    public var allTargets: [AnyObject] {
        var targets: [AnyObject] = []
        for pair in controlTargets {
            guard let target = pair.target, !targets.contains(where: { $0 === target }) else { continue }
            targets.append(target)
        }
        return targets
    }

    /// The events that have at least one action (`allControlEvents`).
    public var allControlEvents: ControlEvents {
        controlTargets.reduce(into: ControlEvents()) { $0.formUnion($1.events) }
    }

    /// The actions `target` receives for `controlEvent`, or `nil` when it receives none or
    /// `target` is `nil` (`actions(forTarget:forControlEvent:)`).
    ///
    /// UIKit answers the selectors' names; a Swift method reference carries no name, so Kit
    /// answers where each action was added (`Module/File.swift:line:column`).
    public func actions(forTarget target: AnyObject?, forControlEvent controlEvent: ControlEvents) -> [String]? {
        guard let target else { return nil }
        let sites = controlTargets.filter { $0.hasTarget && $0.target === target && !$0.events.isDisjoint(with: controlEvent) }
            .map(\.site)
        return sites.isEmpty ? nil : sites
    }

    // MARK: Sending

    /// Runs every action added for an event of `controlEvents`, first added first, each once
    /// (`sendActions(for:)`); actions whose target went away are skipped.
    public func sendActions(for controlEvents: ControlEvents) {
        for pair in controlTargets where !pair.events.isDisjoint(with: controlEvents) {
            pair.send(from: self)
        }
    }

    /// Sends `action`, a method without arguments, to `target` now (`sendAction(_:to:for:)`).
    /// UIKit sends an action with a `nil` target up the responder chain, which Kit does not have,
    /// so the target is required.
    public func sendAction<T: AnyObject>(_ action: @escaping (T) -> () -> Void, to target: T, for event: Event?) {
        action(target)()
    }

    /// Sends `action` to `target` now with the control as the sender.
    public func sendAction<T: AnyObject, C: Control>(_ action: @escaping (T) -> (C) -> Void, to target: T, for event: Event?) {
        precondition(self is C, "sendAction(_:to:for:): the action takes a \(C.self), but this control is a \(type(of: self))")
        action(target)(self as! C)
    }

    /// Sends `action` to `target` now with the control as an `Any` sender.
    public func sendAction<T: AnyObject>(_ action: @escaping (T) -> (Any) -> Void, to target: T, for event: Event?) {
        action(target)(self)
    }
}

extension ControlTargetAction {
    func matches(_ object: AnyObject, _ type: ObjectIdentifier) -> Bool {
        hasTarget && target === object && parameterType == type
    }
}
