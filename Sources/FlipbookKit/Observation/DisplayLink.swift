import FlipbookAnimation
import Foundation

/// A timer that fires once per display refresh on the application's clock (`CADisplayLink`).
///
/// The display refreshes 60 times a second, at clock times k / 60. A link added to the run loop
/// fires at every refresh, or at every n-th one when ``preferredFramesPerSecond`` asks for a
/// lower rate (the nearest rate that divides 60, as iOS rounds it); each call sees ``timestamp``,
/// the refresh it fires at, and ``targetTimestamp``, the next one it will fire at. The calls
/// happen as the clock is advanced — between rendered frames, whatever the render's frame rate —
/// so a spring ticked by a link moves as on a device.
public final class DisplayLink {
    /// Refreshes per second of the emulated display.
    public static let maximumFramesPerSecond = 60

    private var handler: ((DisplayLink) -> Void)?
    private weak var application: Application?
    private var token: FlipbookAnimation.Clock.Token?
    private var tick = 0

    /// The clock time of the refresh the link fires at (seconds). 0 before the first call.
    public private(set) var timestamp: Double = 0
    /// The clock time of the next refresh the link fires at (seconds). 0 before the first call.
    public private(set) var targetTimestamp: Double = 0
    /// The time between two refreshes of the display: 1/60 s.
    public var duration: Double { 1 / Double(Self.maximumFramesPerSecond) }
    /// The rate the link would like to fire at; 0 (the default) means the display's rate. Rates
    /// that do not divide 60 round to the nearest divisor's rate (45 → 60 and 25 → 30: of two equally near rates, the higher).
    public var preferredFramesPerSecond = 0
    /// A paused link does not fire; unpausing resumes at the next refresh. Default false.
    public var isPaused = false {
        didSet { if !isPaused, oldValue { scheduleNext() } }
    }

    /// A link that calls `handler` with itself at each refresh once added to the run loop.
    public init(handler: @escaping (DisplayLink) -> Void) {
        self.handler = handler
    }

    /// A link that calls `action` on `target`, Kit's form of `CADisplayLink(target:selector:)`:
    /// `DisplayLink(target: self, action: Self.step(_:))`. As a `CADisplayLink` does, the link
    /// holds its target strongly until ``invalidate()``. The target may be typed as a superclass
    /// of the method's class (`self` in a non-final class with `Self.step(_:)`), as long as it is
    /// an instance of it.
    public convenience init<Target: AnyObject>(target: AnyObject, action: @escaping (Target) -> (DisplayLink) -> Void) {
        GestureRecognizer.check(target, is: Target.self)
        self.init { link in if let object = target as? Target { action(object)(link) } }
    }

    /// A link that calls `action`, a method without arguments, on `target`: the form of
    /// `CADisplayLink(target:selector:)` whose selector takes no link (`#selector(update)`).
    /// As a `CADisplayLink` does, the link holds its target strongly until ``invalidate()``.
    public convenience init<Target: AnyObject>(target: AnyObject, action: @escaping (Target) -> () -> Void) {
        GestureRecognizer.check(target, is: Target.self)
        self.init { _ in if let object = target as? Target { action(object)() } }
    }

    /// Starts firing on the current ``Application``'s clock. The run loop and mode are accepted
    /// for UIKit's spelling; every link fires on the one clock.
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        application = Application.required(by: "DisplayLink.add(to:forMode:)")
        scheduleNext()
    }

    /// Stops the link firing until it is added again (`remove(from:forMode:)`); unlike
    /// ``invalidate()`` it keeps its handler (and target). Every link fires on the one clock, so
    /// removing it from any mode removes it from all.
    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        if let token { application?.clock.cancel(token) }
        token = nil
        application = nil
    }

    /// Stops the link for good, and lets go of the link's handler (and target).
    public func invalidate() {
        if let token { application?.clock.cancel(token) }
        token = nil
        application = nil
        handler = nil
    }

    /// Refreshes between two calls for ``preferredFramesPerSecond``.
    var refreshesPerCall: Int {
        let maximum = Self.maximumFramesPerSecond
        guard preferredFramesPerSecond > 0, preferredFramesPerSecond < maximum else { return 1 }
        let divisors = (1...maximum).filter { maximum % $0 == 0 }
        // The nearest divisor; of two equally near, the higher rate.
        let rate =
            divisors.min {
                (abs($0 - preferredFramesPerSecond), -$0) < (abs($1 - preferredFramesPerSecond), -$1)
            } ?? maximum
        return maximum / rate
    }

    private func scheduleNext() {
        guard let application, token == nil || isPaused == false else { return }
        if let token { application.clock.cancel(token) }
        let step = refreshesPerCall
        let now = application.clock.now
        let refresh = Double(Self.maximumFramesPerSecond)
        // The first refresh on this link's grid after now and after the last call.
        var next = Int((now * refresh + 1e-9).rounded(.down)) + 1
        if tick > 0 { next = max(next, tick + step) }
        if next % step != 0 { next += step - next % step }
        tick = next
        // The clock holds the link until it is invalidated, as the run loop holds a CADisplayLink
        // added to it: a link nobody else keeps still fires.
        token = application.clock.schedule(at: Double(next) / refresh) { self.fire() }
    }

    private func fire() {
        token = nil
        guard !isPaused, application != nil else { return }
        let refresh = Double(Self.maximumFramesPerSecond)
        timestamp = Double(tick) / refresh
        targetTimestamp = Double(tick + refreshesPerCall) / refresh
        handler?(self)
        if application != nil, !isPaused { scheduleNext() }
    }
}
