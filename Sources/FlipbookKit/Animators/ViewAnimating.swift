/// The state of an animator (`UIViewAnimatingState`).
public enum ViewAnimatingState: Int, Hashable, Sendable {
    /// Not started, or finished: its animations are not on any layer.
    case inactive = 0
    /// Started or paused: its animations are on the layers.
    case active = 1
    /// Stopped with ``ViewAnimating/stopAnimation(_:)``(false); waiting for
    /// ``ViewAnimating/finishAnimation(at:)``.
    case stopped = 2
}

/// Where an animator's properties end up when it finishes (`UIViewAnimatingPosition`).
public enum ViewAnimatingPosition: Int, Hashable, Sendable {
    /// At their end values.
    case end = 0
    /// At their start values.
    case start = 1
    /// Where they are on screen now.
    case current = 2
}

/// An object that runs, pauses, scrubs and finishes animations (`UIViewAnimating`).
public protocol ViewAnimating: AnyObject {
    /// The current state.
    var state: ViewAnimatingState { get }
    /// Whether the animations are moving (started and not paused).
    var isRunning: Bool { get }
    /// Whether the animations run towards their start.
    var isReversed: Bool { get set }
    /// How far along the animations are, 0…1 of the duration.
    var fractionComplete: Double { get set }
    /// Starts (or resumes) the animations now.
    func startAnimation()
    /// Starts (or resumes) the animations after `delay` seconds.
    func startAnimation(afterDelay delay: Double)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are; `withoutFinishing` true also ends the animator at once.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animator with its properties at `finalPosition`.
    func finishAnimation(at finalPosition: ViewAnimatingPosition)
}

/// An animator whose animations and completions can be added while it runs
/// (`UIViewImplicitlyAnimating`), as an interruptible transition animator returns.
public protocol ViewImplicitlyAnimating: ViewAnimating {
    /// Adds animations that start at once.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start `delayFactor` (0…1) of the remaining duration in.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double)
    /// Adds a block run with the final position when the animator finishes.
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
    /// Resumes a paused animator with new timing (`nil`: its own) over `durationFactor` × the
    /// time its remaining fraction would take.
    func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: Double)
}
