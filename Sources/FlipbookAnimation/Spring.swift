import Foundation

/// A damped harmonic oscillator, the model of CASpringAnimation.
///
/// Works in normalised units: the displacement `x(t)` is the fraction of the distance still
/// to go (`x(0) = 1`, rest at 0), and `progress(t) = 1 − x(t)`; an animated value is
/// `from + (to − from)·progress(t)` with `t` in **seconds**. Closed forms as WebKit's
/// `SpringSolver.h`: under-damped for ζ < 1, critically damped for ζ ≥ 1 unless
/// ``allowsOverdamping`` is set.
public struct Spring: Hashable, Sendable {
    /// Mass m. Default 1.
    public var mass: Double
    /// Stiffness k, in N/m for a unit mass. Default 100.
    public var stiffness: Double
    /// Damping c. Default 10.
    public var damping: Double
    /// Initial velocity in distances per second; positive moves **towards** the target,
    /// so `x'(0) = −initialVelocity`. 1 covers the whole distance in one second at the
    /// initial speed. Default 0.
    public var initialVelocity: Double
    /// When false (CA's default before iOS 17, and its default since), a damping ratio above 1
    /// is treated as critical damping. Default false.
    public var allowsOverdamping: Bool

    /// A spring with CASpringAnimation's parameters and defaults.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
                initialVelocity: Double = 0, allowsOverdamping: Bool = false) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.allowsOverdamping = allowsOverdamping
    }

    /// The spring of UIKit's private curve 7: mass 3, stiffness 1000, damping 500
    /// (ζ ≈ 4.56, clamped to critical, ω0 ≈ 18.257 rad/s).
    public static let systemCurve7 = Spring(mass: 3, stiffness: 1000, damping: 500)
    /// The duration UIKit gives curve-7 animations, 0.5 s, whatever duration was asked for.
    public static let systemCurve7Duration = 0.5

    /// The undamped angular frequency ω0 = √(k/m), in rad/s.
    public var undampedFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio ζ = c / (2√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The remaining fraction of the distance at `t` seconds (1 at t = 0, 0 at rest).
    /// Negative `t` gives 1.
    public func displacement(at t: Double) -> Double {
        guard t > 0 else { return 1 }
        let w0 = undampedFrequency, zeta = dampingRatio, v0 = initialVelocity
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
        }
        if zeta > 1 && allowsOverdamping {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = w0 * (zeta - root), r2 = w0 * (zeta + root)
            let a = (r2 - v0) / (r2 - r1)
            return a * exp(-r1 * t) + (1 - a) * exp(-r2 * t)
        }
        return exp(-w0 * t) * (1 + (w0 - v0) * t)
    }

    /// The progress `1 − x(t)` at `t` seconds: 0 at the start, 1 at rest, above 1 while
    /// overshooting.
    public func progress(at t: Double) -> Double { 1 - displacement(at: t) }

    /// An upper bound of |x(t)|, decreasing once t is past the first swing.
    private func envelope(at t: Double) -> Double {
        let w0 = undampedFrequency, zeta = dampingRatio, v0 = initialVelocity
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - v0) / wd
            return exp(-zeta * w0 * t) * (1 + b * b).squareRoot()
        }
        if zeta > 1 && allowsOverdamping {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = w0 * (zeta - root), r2 = w0 * (zeta + root)
            let a = (r2 - v0) / (r2 - r1)
            return abs(a) * exp(-r1 * t) + abs(1 - a) * exp(-r2 * t)
        }
        return exp(-w0 * t) * (1 + abs(w0 - v0) * t)
    }

    /// The time in seconds after which |x(t)| stays below ε = 0.001 for good, the estimate of
    /// CASpringAnimation's `settlingDuration` (SwiftUI documents ε = 0.001).
    ///
    /// Found by sampling x every millisecond up to the envelope bound, then bisecting the
    /// last crossing to 1e-9 s.
    /// > Note: Apple's example (m 1, k 100, c 5) quotes "approximately 2.85 s"; this gives
    /// > the exact last crossing, about 2.7 s, so it may be a little shorter than CA's.
    public var settlingDuration: Double {
        let epsilon = 0.001
        guard undampedFrequency > 0, undampedFrequency.isFinite else { return 0 }
        var upper = 1 / undampedFrequency
        while envelope(at: upper) >= epsilon && upper < 1e4 { upper *= 1.5 }
        let steps = Int(min(max(upper / 0.001, 100), 1_000_000))
        var last = 0.0
        for i in 0...steps {
            let t = upper * Double(i) / Double(steps)
            if abs(displacement(at: t)) >= epsilon { last = t }
        }
        var lo = last, hi = min(upper, last + upper / Double(steps))
        while hi - lo > 1e-9 {
            let mid = (lo + hi) / 2
            if abs(displacement(at: mid)) >= epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }
}
