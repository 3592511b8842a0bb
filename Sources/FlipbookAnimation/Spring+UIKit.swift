import Foundation

extension Spring {
    /// The spring UIKit builds for `animate(withDuration:delay:usingSpringWithDamping:
    /// initialSpringVelocity:…)`: mass 1, and the stiffness and damping found by Framer's
    /// method (`SpringCurveValueConverter.coffee`), which Framer reports matches iOS.
    ///
    /// ζ is clamped to (0, 1] and the duration to [0.01, 10] s; ω0 solves "the decay
    /// envelope at `duration` equals 0.001" by 11 Newton steps from `5 / duration`. Then
    /// `k = ω0²` and `c = 2ζ√k`. Check values: (ζ 0.25, 3 s) → k 54.8336, c 3.7025;
    /// (0.5, 0.5 s) → k 646.88, c 25.43.
    /// - Parameters:
    ///   - dampingRatio: UIKit's `usingSpringWithDamping`, 0…1.
    ///   - duration: the animation's duration in seconds.
    ///   - initialVelocity: UIKit's `initialSpringVelocity`, in whole distances per second,
    ///     passed through unchanged (mass stays 1).
    public init(dampingRatio: Double, duration: Double, initialVelocity: Double = 0) {
        let zeta = min(max(dampingRatio, Double.leastNonzeroMagnitude), 1)
        let t = min(max(duration, 0.01), 10)
        let v0 = initialVelocity
        let epsilon = 0.001
        let envelope: (Double) -> Double
        let derivative: (Double) -> Double
        if zeta < 1 {
            let root = (1 - zeta * zeta).squareRoot()
            envelope = { w in
                epsilon - ((zeta * w - v0) / (w * root)) * exp(-zeta * w * t)
            }
            derivative = { w in
                let a = zeta * w * t
                let sign: Double = epsilon - envelope(w) > 0 ? -1 : 1
                return sign * ((a * v0 + v0 - zeta * zeta * w * w * t) * exp(-a)) / (w * w * root)
            }
        } else {
            envelope = { w in -epsilon + exp(-w * t) * ((w - v0) * t + 1) }
            derivative = { w in exp(-w * t) * (v0 - w) * t * t }
        }
        var w = 5 / t
        for _ in 0..<11 { w -= envelope(w) / derivative(w) }
        var k = 100.0, c = 10.0
        if !w.isNaN {
            k = w * w
            c = 2 * zeta * k.squareRoot()
        }
        self.init(mass: 1, stiffness: k, damping: c, initialVelocity: v0)
    }
}
