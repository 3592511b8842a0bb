/// The control events a button sends actions for (`UIControl.Event`), an option set.
///
/// Kit's buttons send ``touchDown`` when a finger goes down on an enabled button and
/// ``touchUpInside`` (and ``primaryActionTriggered``, the same moment for a button) when it
/// lifts inside; the other UIKit events are never sent.
public struct ControlEvents: OptionSet, Hashable, Sendable {
    /// The option bits (UIKit's values).
    public let rawValue: UInt
    /// Events from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A finger went down on the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A finger that went down on the control lifted inside its bounds.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// The control's primary action: for a button, the touch-up inside.
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
}

/// Target–action in UIKit's shape without `#selector`: the action is an unapplied method
/// reference, `Self.close` or `Type.close(_:)`.
extension Button {
    /// Sends `action` to `target` (held weakly, as UIKit holds it; skipped once the target is
    /// gone) on every event of `controlEvents`, after the actions added before it —
    /// `addTarget(self, action: Self.close, for: .touchUpInside)`.
    public func addTarget<T: AnyObject>(_ target: AnyObject, action: @escaping (T) -> () -> Void, for controlEvents: ControlEvents) {
        GestureRecognizer.check(target, is: T.self)
        add(for: controlEvents) { [weak target] in if let target = target as? T { action(target)() } }
    }

    /// Sends `action` to `target` with the button as the sender (`@objc func tapped(_ sender: Button)`).
    public func addTarget<T: AnyObject, B: Button>(_ target: AnyObject, action: @escaping (T) -> (B) -> Void,
                                                 for controlEvents: ControlEvents) {
        GestureRecognizer.check(target, is: T.self)
        precondition(self is B, "addTarget(_:action:for:): the action takes a \(B.self), but this button is a "
                     + "\(type(of: self)); give the method a parameter of type \(type(of: self)) or Button")
        add(for: controlEvents) { [weak target, unowned self] in
            if let target = target as? T, let sender = self as? B { action(target)(sender) }
        }
    }

    private func add(for controlEvents: ControlEvents, _ action: @escaping () -> Void) {
        if controlEvents.contains(.touchDown) { touchDownActions.append(action) }
        if !controlEvents.isDisjoint(with: [.touchUpInside, .primaryActionTriggered]) { addAction(action) }
    }
}
