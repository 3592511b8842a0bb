/// An object that can take touches and be the first responder (`UIResponder`): the base class of
/// ``View`` (and so ``Window``), ``ViewController`` and ``Application``.
///
/// The responder chain is UIKit's: a view's ``next`` is its view controller when it is that
/// controller's root view, otherwise its superview; a controller's is its view's superview, or
/// the controller that presented it when its view is in no superview; a ``Window``'s is the
/// ``Application`` that shows it; the application's is its ``Application/delegate`` when that
/// delegate is a responder (and not a view, a view controller or the application itself).
///
/// A touch the hit view does not handle travels up that chain: the default
/// ``touchesBegan(_:with:)`` (and moved, ended, cancelled) passes the touches to ``next``, so a
/// view controller whose root view was touched receives them, as in UIKit.
open class Responder {
    /// A responder with no next responder of its own.
    public init() {}

    /// The next responder in the chain, `nil` at its end. Default `nil`; ``View``,
    /// ``ViewController`` and ``Application`` answer UIKit's chain (see the class's overview).
    open var next: Responder? { nil }

    // MARK: Touches

    /// A finger went down. Default: passes the touches to ``next`` (UIKit's default).
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) { next?.touchesBegan(touches, with: event) }
    /// The finger moved. Default: passes the touches to ``next``.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) { next?.touchesMoved(touches, with: event) }
    /// The finger lifted. Default: passes the touches to ``next``.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) { next?.touchesEnded(touches, with: event) }
    /// A recognizer took the finger (or it was cancelled). Default: passes the touches to ``next``.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Interface Builder

    /// Interface Builder's hook for a designable's preview in the canvas
    /// (`prepareForInterfaceBuilder()`): never called when the app runs, on iOS as here, so an
    /// override only draws in Xcode. Default does nothing.
    open func prepareForInterfaceBuilder() {}

    // MARK: First responder

    /// Whether ``becomeFirstResponder()`` may make this object the first responder. Default
    /// false, as in UIKit (a subclass that takes the keyboard or edit menu answers true).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this object gives up the first responder status when asked. Default true.
    open var canResignFirstResponder: Bool { true }

    /// Whether this object is the first responder of its window.
    public var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponder === self
    }

    /// Makes this object the first responder of its window, UIKit's way: false (nothing changes)
    /// when ``canBecomeFirstResponder`` is false, when the object is in no window (a view not in
    /// a window, a controller whose view is not in one), or when the current first responder
    /// refuses to resign; true when it already is the first responder. The previous first
    /// responder receives ``resignFirstResponder()`` first.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up the first responder status: false (it stays first responder) when
    /// ``canResignFirstResponder`` is false, otherwise true (also when it was not the first
    /// responder, as in UIKit). Subclasses that override it call `super`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    /// The window whose first responder this object can be: a view's ``View/window``, a
    /// controller's view's window; `nil` otherwise.
    var responderWindow: Window? {
        switch self {
        case let view as View: view.window
        case let controller as ViewController: controller.viewIfLoaded?.window
        default: nil
        }
    }
}
