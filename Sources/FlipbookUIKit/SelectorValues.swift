import FlipbookKit
import Foundation

// A selector kept as a value (`var action: Selector { #selector(Menu.open) }`) and performed
// later with `perform(_:)` or `performSelector(onMainThread:with:waitUntilDone:)`. Without the
// Objective-C runtime a selector is not a name to look up: `flipbook port` rewrites such a
// `#selector(Type.method)` to `Selector(Type.method)`, which holds the method reference.

/// `Selector`, holding the method it names as a reference: performing it on an object calls that
/// method of the object.
public struct Selector: CustomStringConvertible {
    /// Calls the method on the target with the argument (`nil` for `with: nil`).
    private let call: (AnyObject, Any?) -> Void
    /// The class the method was taken on, for the description and the wrong-target stop.
    private let owner: Any.Type

    /// The selector of a method without a parameter (`#selector(Type.method)`).
    public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
        owner = Target.self
        call = { target, _ in method(Self.typed(target, as: Target.self))() }
    }

    /// The selector of a method with one parameter (`#selector(Type.method(_:))`); performing it
    /// with an argument that is not an `Argument` is a stop, as an object of the wrong class is
    /// in Objective-C.
    public init<Target: AnyObject, Argument>(_ method: @escaping (Target) -> (Argument) -> Void) {
        owner = Target.self
        call = { target, argument in
            guard let value = argument as? Argument else {
                preconditionFailure("the selector's method of \(Target.self) takes a \(Argument.self), not \(argument as Any)")
            }
            method(Self.typed(target, as: Target.self))(value)
        }
    }

    /// A method of the class it was taken on.
    public var description: String { "a method of \(owner)" }

    /// Calls the method on `target` with `argument`.
    func perform(on target: AnyObject, with argument: Any?) { call(target, argument) }

    /// `object` as the class the method was taken on, or a stop that says so (a selector sent to
    /// an object of another class is an "unrecognized selector" crash in UIKit too).
    private static func typed<Target>(_ object: AnyObject, as type: Target.Type) -> Target {
        guard let typed = object as? Target else {
            preconditionFailure("the selector names a method of \(Target.self), and the object is a \(Swift.type(of: object))")
        }
        return typed
    }
}

extension DelayedPerforming {
    /// `perform(_:)`: calls the selector's method on this object now.
    public func perform(_ selector: Selector) {
        selector.perform(on: self, with: nil)
    }

    /// `perform(_:with:)`: calls the selector's method on this object now, with `argument`.
    public func perform(_ selector: Selector, with argument: Any?) {
        selector.perform(on: self, with: argument)
    }

    /// `perform(_:with:afterDelay:)`: calls the selector's method on this object with `argument`
    /// after `delay` seconds of scene time (a delay of 0 at the next clock advance).
    public func perform(_ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval) {
        schedule(after: delay) { selector.perform(on: self, with: argument) }
    }

    /// `performSelector(onMainThread:with:waitUntilDone:)`: Kit's scenes run on one thread, the
    /// main thread's part, so with `waitUntilDone` the method is called now; without it, it is
    /// queued as the main run loop queues it and runs at the next clock advance (after the
    /// current event, such as the tap that asked for it, is handled).
    public func performSelector(onMainThread selector: Selector, with argument: Any?, waitUntilDone wait: Bool) {
        if wait {
            selector.perform(on: self, with: argument)
        } else {
            schedule(after: 0) { selector.perform(on: self, with: argument) }
        }
    }

    /// Runs `body` after `delay` seconds on the current application's clock.
    private func schedule(after delay: TimeInterval, _ body: @escaping () -> Void) {
        guard let app = Application.current else {
            preconditionFailure(Application.missingApplicationMessage(for: "perform(_:with:afterDelay:)"))
        }
        app.schedule(at: app.clock.now + max(delay, 0), body)
    }
}
