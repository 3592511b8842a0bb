/// What the default `interruptibleAnimator(using:)` returns: the marker for "this animator has
/// none", since Swift protocols have no optional methods and ported animators return the
/// non-optional type. Kit never drives it; every member does nothing.
final class NoInterruptibleAnimator: ViewImplicitlyAnimating, Sendable {
    static let marker = NoInterruptibleAnimator()

    var state: ViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed: Bool { get { false } set {} }
    var fractionComplete: Double { get { 0 } set {} }
    func startAnimation() {}
    func startAnimation(afterDelay delay: Double) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: ViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) {}
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: Double) {}
}
