import FlipbookKit
import Foundation

// The selector-based Foundation calls of UIKit apps, in the form `flipbook port` rewrites them
// to: the `selector: #selector(method)` argument becomes `action: Type.method`, a method
// reference, as Kit's target–action takes it. Timers and delayed performs run on the scene's
// clock (the current `Application`'s), where everything a render shows happens; Foundation's
// run loop never turns during a render.

extension NotificationCenter {
    /// `addObserver(_:selector:name:object:)` with the method as a reference: `action` is called
    /// on `observer` with each notification named `name` (any name for `nil`) from `object`
    /// (any sender for `nil`). The observer is held weakly; once it is released its method is no
    /// longer called (as iOS 9 and later stop messaging a deallocated observer).
    ///
    /// Unlike a selector observer, `removeObserver(observer)` does not remove it: Foundation
    /// knows the observation only by the returned token, which `removeObserver(_:)` takes.
    @discardableResult
    public func addObserver<Observer: AnyObject>(
        _ observer: AnyObject, action: @escaping (Observer) -> (Notification) -> Void, name: Notification.Name?,
        object: Any?
    ) -> NSObjectProtocol {
        let call = ObserverCall(typed(observer, as: Observer.self)) { observer, notification in action(observer)(notification) }
        return addObserver(forName: name, object: object, queue: nil) { call.run($0) }
    }

    /// `addObserver(_:selector:name:object:)` for a method that takes an `NSNotification`
    /// (Objective-C's type, which Swift 3-era apps kept): each notification is passed as one.
    @discardableResult
    public func addObserver<Observer: AnyObject>(
        _ observer: AnyObject, action: @escaping (Observer) -> (NSNotification) -> Void, name: Notification.Name?,
        object: Any?
    ) -> NSObjectProtocol {
        let call = ObserverCall(typed(observer, as: Observer.self)) { observer, notification in
            action(observer)(
                NSNotification(name: notification.name, object: notification.object, userInfo: notification.userInfo))
        }
        return addObserver(forName: name, object: object, queue: nil) { call.run($0) }
    }

    /// `addObserver(_:selector:name:object:)` for a method without a parameter.
    @discardableResult
    public func addObserver<Observer: AnyObject>(
        _ observer: AnyObject, action: @escaping (Observer) -> () -> Void, name: Notification.Name?, object: Any?
    ) -> NSObjectProtocol {
        let call = ObserverCall(typed(observer, as: Observer.self)) { observer, _ in action(observer)() }
        return addObserver(forName: name, object: object, queue: nil) { call.run($0) }
    }
}

/// A notification observer's weak reference and method. Foundation's block is `@Sendable`;
/// Kit's scenes post and observe on one thread, the scene's.
private final class ObserverCall<Observer: AnyObject>: @unchecked Sendable {
    weak var observer: Observer?
    let action: (Observer, Notification) -> Void
    init(_ observer: Observer, _ action: @escaping (Observer, Notification) -> Void) {
        self.observer = observer
        self.action = action
    }
    func run(_ notification: Notification) {
        guard let observer else { return }
        action(observer, notification)
    }
}

/// A scene timer's body, for Foundation's `@Sendable` block (called by `fire()`). Emptied once
/// the clock sees the timer invalidated: Foundation on Linux never deallocates a `Timer`, and
/// the body would keep what it holds (a selector form's target) alive for good.
private final class TimerCall: @unchecked Sendable {
    var body: ((Timer) -> Void)?
    init(_ body: @escaping (Timer) -> Void) { self.body = body }
}

extension Timer {
    /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` with the method as a
    /// reference, on the scene's clock: `action` is called on `target` (held strongly until the
    /// timer is invalidated, as UIKit's timer holds it) `interval` seconds of scene time from
    /// now, then every `interval` seconds while `repeats` (a non-repeating timer invalidates
    /// itself after firing). `invalidate()` stops it; `fire()` calls the method at once;
    /// `userInfo` is `nil` (Foundation on Linux has no timer user info; read the value from the
    /// target instead).
    @discardableResult
    public static func scheduledTimer<Target: AnyObject>(
        timeInterval interval: TimeInterval, target: AnyObject, action: @escaping (Target) -> (Timer) -> Void,
        userInfo: Any?, repeats: Bool
    ) -> Timer {
        let target = typed(target, as: Target.self)
        return sceneTimer(interval: interval, repeats: repeats, call: selectorCall) { timer in action(target)(timer) }
    }

    /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` for a method without a
    /// parameter.
    @discardableResult
    public static func scheduledTimer<Target: AnyObject>(
        timeInterval interval: TimeInterval, target: AnyObject, action: @escaping (Target) -> () -> Void,
        userInfo: Any?, repeats: Bool
    ) -> Timer {
        let target = typed(target, as: Target.self)
        return sceneTimer(interval: interval, repeats: repeats, call: selectorCall) { _ in action(target)() }
    }

    private static let selectorCall = "Timer.scheduledTimer(timeInterval:target:action:userInfo:repeats:)"

    /// A timer whose firings the current application's clock drives (the selector forms' and
    /// ``SceneTimer``'s); `call` names the caller in the message when there is no application.
    /// The clock's pending firing holds the timer, as a run loop holds a valid timer, so a
    /// timer the app keeps only weakly still fires.
    static func sceneTimer(
        interval: TimeInterval, repeats: Bool, call: String, _ body: @escaping (Timer) -> Void
    ) -> Timer {
        guard let app = Application.current else {
            preconditionFailure(Application.missingApplicationMessage(for: call))
        }
        // UIKit's timers fire no more often than every 0.1 ms.
        let step = max(interval, 0.0001)
        let fire = TimerCall(body)
        let timer = Timer(timeInterval: step, repeats: repeats) { fire.body?($0) }
        // Weakly: the pending firing is held by the application's clock, and a repeating timer
        // that is never invalidated must not keep its application alive.
        weak let owner = app
        func schedule(at time: Double) {
            owner?.schedule(at: time) {
                guard timer.isValid else {
                    fire.body = nil
                    return
                }
                fire.body?(timer)
                if !repeats { timer.invalidate() }
                if timer.isValid { schedule(at: time + step) } else { fire.body = nil }
            }
        }
        schedule(at: app.clock.now + step)
        return timer
    }
}

/// `perform(_:with:afterDelay:)` for Kit's objects (views, view controllers, the application,
/// an app delegate that subclasses `UIResponder`) and `NSObject`'s subclasses, with the method
/// as a reference.
public protocol DelayedPerforming: AnyObject {}

extension Responder: DelayedPerforming {}
extension NSObject: DelayedPerforming {}

extension DelayedPerforming {
    /// Calls `action` on this object with `argument` after `delay` seconds of scene time (on the
    /// current application's clock; a delay of 0 runs it at the next clock advance, as UIKit's
    /// runs it on the next turn of the run loop). The object is held until then, as in UIKit.
    public func perform<Target: AnyObject, Argument>(
        _ action: @escaping (Target) -> (Argument) -> Void, with argument: Argument, afterDelay delay: TimeInterval
    ) {
        let target = typed(self, as: Target.self)
        scheduleOnScene(after: delay) { action(target)(argument) }
    }

    /// `perform(_:with:afterDelay:)` for a method without a parameter (`with:` is `nil`).
    public func perform<Target: AnyObject>(
        _ action: @escaping (Target) -> () -> Void, with argument: Any?, afterDelay delay: TimeInterval
    ) {
        let target = typed(self, as: Target.self)
        scheduleOnScene(after: delay) { action(target)() }
    }
}

/// Runs `body` after `delay` seconds on the current application's clock.
private func scheduleOnScene(after delay: TimeInterval, _ body: @escaping () -> Void) {
    guard let app = Application.current else {
        preconditionFailure(Application.missingApplicationMessage(for: "perform(_:with:afterDelay:)"))
    }
    app.schedule(at: app.clock.now + max(delay, 0), body)
}

/// `object` as the class its method reference was taken on, or a stop that says so (a
/// selector's target of the wrong class is a crash in UIKit too: "unrecognized selector").
private func typed<Target>(_ object: AnyObject, as type: Target.Type) -> Target {
    guard let typed = object as? Target else {
        preconditionFailure("the method reference is a method of \(Target.self), and the object is a \(Swift.type(of: object))")
    }
    return typed
}
