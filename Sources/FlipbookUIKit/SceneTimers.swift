import FlipbookKit
import Foundation

// Foundation's block timers and the main dispatch queue, on the scene's clock. A render runs
// scene time, not wall time: Foundation's run loop never turns during one and nothing drains
// the main dispatch queue, so `Timer.scheduledTimer(withTimeInterval:repeats:block:)` and
// `DispatchQueue.main.async` would silently never run. `flipbook port` rewrites those calls to
// the spellings here, which differ from Apple's only in the type's name (a same-signature
// `Timer` method here would be ambiguous with Foundation's).

/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` on the scene's clock (the current
/// `Application`'s), where everything a render shows happens.
///
/// `flipbook port` rewrites `Timer.scheduledTimer(withTimeInterval:` to
/// `SceneTimer.scheduledTimer(withTimeInterval:`; the rest of the call, and the `Timer` it
/// returns, stay as they were.
public enum SceneTimer {
    /// A timer that calls `block` `interval` seconds of scene time from now, then every
    /// `interval` seconds while `repeats` (a non-repeating timer invalidates itself after
    /// firing). An interval below 0.1 ms is 0.1 ms, as in UIKit.
    ///
    /// The result is Foundation's `Timer`: `invalidate()` stops it, `isValid` tells whether it
    /// will fire again, and `fire()` calls the block at once. The clock holds the timer while it
    /// is valid, as the run loop does on iOS, so an app that keeps only a `weak var timer`
    /// still sees it fire.
    @discardableResult
    public static func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
    ) -> Timer {
        Timer.sceneTimer(
            interval: interval, repeats: repeats, call: "SceneTimer.scheduledTimer(withTimeInterval:repeats:block:)", block)
    }
}

/// A point in scene time, the deadline of ``SceneQueue/asyncAfter(deadline:qos:flags:execute:)``
/// (Dispatch's `DispatchTime`, on the scene's clock): `.now() + 1` is one second of scene time
/// from now.
public struct SceneTime: Sendable, Hashable, Comparable {
    /// Seconds on the scene's clock.
    public var seconds: Double

    /// The time `seconds` seconds on the scene's clock.
    public init(seconds: Double) { self.seconds = seconds }

    /// The current application's clock time (0 on a thread without an application).
    public static func now() -> SceneTime { SceneTime(seconds: Application.current?.clock.now ?? 0) }

    /// A time that never comes: work scheduled for it never runs.
    public static let distantFuture = SceneTime(seconds: .infinity)

    public static func < (a: SceneTime, b: SceneTime) -> Bool { a.seconds < b.seconds }

    /// `time` moved `seconds` later.
    public static func + (time: SceneTime, seconds: Double) -> SceneTime { SceneTime(seconds: time.seconds + seconds) }

    /// `time` moved `seconds` earlier.
    public static func - (time: SceneTime, seconds: Double) -> SceneTime { SceneTime(seconds: time.seconds - seconds) }

    /// `time` moved later by a Dispatch interval (`.now() + .milliseconds(300)`); `.never` is
    /// ``distantFuture``.
    public static func + (time: SceneTime, interval: DispatchTimeInterval) -> SceneTime {
        time + interval.sceneSeconds
    }

    /// `time` moved earlier by a Dispatch interval.
    public static func - (time: SceneTime, interval: DispatchTimeInterval) -> SceneTime {
        time - interval.sceneSeconds
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds (infinite for `.never`).
    fileprivate var sceneSeconds: Double {
        switch self {
        case .seconds(let n): Double(n)
        case .milliseconds(let n): Double(n) / 1e3
        case .microseconds(let n): Double(n) / 1e6
        case .nanoseconds(let n): Double(n) / 1e9
        case .never: .infinity
        @unknown default: .infinity
        }
    }
}

/// `DispatchQueue.main` on the scene's clock: work sent to it runs on the current
/// application's clock, as work sent to the main queue runs on iOS's main run loop.
///
/// `flipbook port` rewrites `DispatchQueue.main.async` and `DispatchQueue.main.asyncAfter` to
/// `SceneQueue.main.async` and `SceneQueue.main.asyncAfter` (and `DispatchTime.now()` in a
/// deadline to `SceneTime.now()`); `.now() + 1` needs no change. `qos:` and `flags:` are taken
/// and ignored (the scene runs on one thread, in order).
///
/// Work sent from a thread without an application (a background queue's closure) cannot reach
/// the scene's thread: it goes to Foundation's main queue, which no render drains, and a line
/// on standard error says so.
public struct SceneQueue: Sendable {
    /// The scene's main queue.
    public static let main = SceneQueue()

    /// Runs `work` after the current event of the scene's clock, at the same scene time (as the
    /// main queue runs its work after the current turn of the run loop on iOS): after the
    /// callback running now and the callbacks already due at this time (each a turn of the run
    /// loop here), in the order sent. Sent outside the clock's callbacks (while a test builds
    /// the scene), it runs at the clock's next advance.
    public func async(
        qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], execute work: @escaping () -> Void
    ) {
        schedule(after: 0, call: "SceneQueue.main.async(execute:)", work)
    }

    /// Performs `item` as ``async(qos:flags:execute:)`` runs a closure, unless it has been
    /// cancelled by then.
    public func async(execute item: DispatchWorkItem) {
        schedule(after: 0, call: "SceneQueue.main.async(execute:)") { if !item.isCancelled { item.perform() } }
    }

    /// Runs `work` when the scene's clock reaches `deadline` (a deadline already passed runs it
    /// as ``async(qos:flags:execute:)`` does; ``SceneTime/distantFuture`` never).
    public func asyncAfter(
        deadline: SceneTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping () -> Void
    ) {
        schedule(at: deadline, call: "SceneQueue.main.asyncAfter(deadline:execute:)", work)
    }

    /// Performs `item` at `deadline` unless it has been cancelled by then.
    public func asyncAfter(deadline: SceneTime, execute item: DispatchWorkItem) {
        schedule(at: deadline, call: "SceneQueue.main.asyncAfter(deadline:execute:)") {
            if !item.isCancelled { item.perform() }
        }
    }

    /// `asyncAfter(wallDeadline:execute:)`: in a render wall time is scene time, so this is
    /// ``asyncAfter(deadline:qos:flags:execute:)``.
    public func asyncAfter(
        wallDeadline: SceneTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping () -> Void
    ) {
        schedule(at: wallDeadline, call: "SceneQueue.main.asyncAfter(wallDeadline:execute:)", work)
    }

    private func schedule(after delay: Double, call: String, _ work: @escaping () -> Void) {
        schedule(at: SceneTime.now() + delay, call: call, work)
    }

    /// Schedules `work` on the current application's clock at `deadline` (the clock runs a past
    /// time at its next event, after the one running).
    private func schedule(at deadline: SceneTime, call: String, _ work: @escaping () -> Void) {
        guard deadline.seconds < .infinity else { return }
        guard let app = Application.current else {
            let message =
                "\(call) was called on a thread without an Application: the work goes to Foundation's "
                + "main queue, which no render drains, so it does not run in the scene\n"
            FileHandle.standardError.write(Data(message.utf8))
            let work = SceneWork(work)
            DispatchQueue.main.asyncAfter(deadline: .now() + max(deadline.seconds, 0)) { work.body() }
            return
        }
        app.schedule(at: deadline.seconds, work)
    }
}

/// Work for Foundation's `@Sendable` closure, sent from a thread without an application.
private final class SceneWork: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}
