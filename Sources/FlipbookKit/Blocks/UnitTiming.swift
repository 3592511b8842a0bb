import FlipbookAnimation
/// A property animator's pacing over one run, as a function of the fraction `u` (0…1) of the
/// run's duration: a cubic Bézier, or a spring sampled in seconds.
package enum UnitTiming: Hashable, Sendable {
    /// A Bézier timing function of `u`.
    case cubic(TimingFunction)
    /// A spring sampled at `u · duration` seconds; exactly 1 from `u = 1` on (where UIKit ends
    /// the animation), so a spring cut short jumps to its end as in Core Animation.
    case spring(Spring, duration: Double)

    /// Progress at the fraction `u` of the run: 0 at 0, 1 at 1, beyond 1 while a spring overshoots.
    package func progress(at u: Double) -> Double {
        switch self {
        case let .cubic(function):
            return function.progress(at: min(max(u, 0), 1))
        case let .spring(spring, duration):
            if u >= 1 || duration <= 0 { return 1 }
            return spring.progress(at: max(u, 0) * duration)
        }
    }
}
