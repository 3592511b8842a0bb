/// A cubic Bézier easing curve from (0, 0) to (1, 1), as CAMediaTimingFunction.
///
/// Maps the fraction of elapsed time `x` to the fraction of progress `y`. The two inner
/// control points are `(c1x, c1y)` and `(c2x, c2y)`; the x coordinates must lie in [0, 1]
/// so that x is monotonic (they are clamped), the y coordinates may leave [0, 1] (overshoot).
/// The solver follows WebKit's `UnitBezier.h`: an initial guess from 11 samples, up to four
/// Newton steps, then bisection; it is accurate to better than 1e-7 in y.
public struct TimingFunction: Hashable, Sendable, CustomStringConvertible {
    /// First control point, x in [0, 1].
    public let c1x: Double
    /// First control point, y.
    public let c1y: Double
    /// Second control point, x in [0, 1].
    public let c2x: Double
    /// Second control point, y.
    public let c2y: Double

    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    private let startGradient: Double, endGradient: Double

    /// A curve through the control points (c1x, c1y) and (c2x, c2y),
    /// as `CAMediaTimingFunction(controlPoints:)`. x values are clamped to [0, 1].
    public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        let c1x = min(max(c1x, 0), 1), c2x = min(max(c2x, 0), 1)
        self.c1x = c1x; self.c1y = c1y; self.c2x = c2x; self.c2y = c2y
        cx = 3 * c1x; bx = 3 * (c2x - c1x) - cx; ax = 1 - cx - bx
        cy = 3 * c1y; by = 3 * (c2y - c1y) - cy; ay = 1 - cy - by
        // End slopes for linear extrapolation outside [0, 1] (WebKit's rules).
        if c1x > 0 { startGradient = c1y / c1x }
        else if c1y == 0 && c2x > 0 { startGradient = c2y / c2x }
        else if c1y == 0 && c2y == 0 { startGradient = 1 }
        else { startGradient = 0 }
        if c2x < 1 { endGradient = (c2y - 1) / (c2x - 1) }
        else if c2y == 1 && c1x < 1 { endGradient = (c1y - 1) / (c1x - 1) }
        else if c2y == 1 && c1y == 1 { endGradient = 1 }
        else { endGradient = 0 }
    }

    /// `kCAMediaTimingFunctionLinear`: (0, 0), (1, 1).
    public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseIn`: (0.42, 0), (1, 1).
    public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseOut`: (0, 0), (0.58, 1).
    public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0), (0.58, 1). UIKit's default curve.
    public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionDefault`: (0.25, 0.1), (0.25, 1), the curve of implicit
    /// layer animations.
    public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

    /// The preset for a CA name: `linear`, `easeIn`, `easeOut`, `easeInEaseOut`
    /// (also `easeInOut`), `default`; `nil` for anything else.
    public static func named(_ name: String) -> TimingFunction? {
        switch name {
        case "linear": return .linear
        case "easeIn": return .easeIn
        case "easeOut": return .easeOut
        case "easeInEaseOut", "easeInOut": return .easeInEaseOut
        case "default": return .default
        default: return nil
        }
    }

    public var description: String { "TimingFunction(\(c1x), \(c1y), \(c2x), \(c2y))" }

    public static func == (a: TimingFunction, b: TimingFunction) -> Bool {
        a.c1x == b.c1x && a.c1y == b.c1y && a.c2x == b.c2x && a.c2y == b.c2y
    }

    public func hash(into h: inout Hasher) { h.combine(c1x); h.combine(c1y); h.combine(c2x); h.combine(c2y) }

    /// The progress y for the elapsed-time fraction `x`.
    ///
    /// Outside [0, 1] the curve continues as a straight line with its end slope, so a
    /// progress beyond the ends (spring overshoot, repeat arithmetic) stays continuous.
    public func progress(at x: Double) -> Double {
        if x < 0 { return startGradient * x }
        if x > 1 { return 1 + endGradient * (x - 1) }
        if c1x == c1y && c2x == c2y { return x }
        return sampleY(solveT(forX: x))
    }

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter t with X(t) = x, for x in [0, 1].
    private func solveT(forX x: Double) -> Double {
        let epsilon = 1e-7
        // Initial guess: linear interpolation between 11 samples of X.
        var t0 = 0.0, x0 = 0.0
        var guess = x
        for i in 1...10 {
            let t1 = Double(i) / 10, x1 = sampleX(t1)
            if x <= x1 {
                guess = x1 > x0 ? t0 + (x - x0) / (x1 - x0) * (t1 - t0) : t1
                break
            }
            t0 = t1; x0 = x1
        }
        var t = guess
        for _ in 0..<4 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let d = sampleDerivativeX(t)
            if abs(d) < 1e-7 { break }
            t -= error / d
        }
        // Bisection fallback, tolerance 1e-10.
        var lo = 0.0, hi = 1.0
        t = min(max(t, 0), 1)
        while hi - lo > 1e-10 {
            let value = sampleX(t)
            if abs(value - x) < 1e-10 { return t }
            if value < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }
}
