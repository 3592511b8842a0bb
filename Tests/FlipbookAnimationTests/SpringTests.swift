import Testing
import Foundation
import FlipbookAnimation

@Suite struct SpringTests {
    @Test(arguments: [
        (0.25, 3.0, 54.8336, 3.7025),
        (0.5, 0.5, 646.88, 25.43),
        (0.7, 0.5, 387.27, 27.55),
        (1.0, 0.5, 341.02, 36.93),
        (0.6, 1.0, 121.74, 13.24),
    ])
    func uikitDampingAndDurationGiveFramersStiffnessAndDamping(
        zeta: Double, duration: Double, k: Double, c: Double
    ) {
        let s = Spring(dampingRatio: zeta, duration: duration)
        let tolerance = k < 100 ? 5e-5 : 5e-3
        #expect(abs(s.stiffness - k) < tolerance * max(1, k / 100), "k = \(s.stiffness)")
        #expect(abs(s.damping - c) < 5e-3, "c = \(s.damping)")
        #expect(s.mass == 1)
    }

    @Test func kittenYangsSpringHasTheDocumentedFrequency() {
        let s = Spring(dampingRatio: 0.6, duration: 0.6, initialVelocity: 1)
        #expect(abs(s.undampedFrequency - 18.12) < 0.005)
        #expect(abs(s.stiffness - 328.4) < 0.1)
        #expect(abs(s.damping - 21.75) < 0.005)
    }

    @Test func segueSpringSamplesMatchDemosTable() {
        let s = Spring(dampingRatio: 0.5, duration: 0.5)
        let expected = [0, 0.488, 1.035, 1.160, 1.067, 0.987, 0.975, 0.992, 1.003, 1.004, 1.001]
        for (i, e) in expected.enumerated() {
            let p = s.progress(at: Double(i) * 0.05)
            #expect(abs(p - e) < 0.0006, "t = \(Double(i) * 0.05): \(p)")
        }
    }

    @Test func segueSpringPeaksAt1Point163After143Milliseconds() {
        let s = Spring(dampingRatio: 0.5, duration: 0.5)
        var best = (t: 0.0, p: 0.0)
        for i in 0...5000 {
            let t = Double(i) * 0.0001
            if s.progress(at: t) > best.p { best = (t, s.progress(at: t)) }
        }
        #expect(abs(best.p - 1.163) < 0.0005)
        #expect(abs(best.t - 0.143) < 0.0005)
    }

    @Test func curve7IsCriticallyDampedWithTheDocumentedProgress() {
        let s = Spring.systemCurve7
        #expect(abs(s.undampedFrequency - 18.257) < 0.0005)
        #expect(s.dampingRatio > 4.5)
        for (t, p) in [(0.05, 0.232), (0.1, 0.545), (0.2, 0.879), (0.3, 0.973), (0.4, 0.994), (0.5, 0.9989)] {
            #expect(abs(s.progress(at: t) - p) < 0.0006, "t = \(t): \(s.progress(at: t))")
        }
        #expect(AnimationCurve.systemSpring.progress(at: 0.4) == s.progress(at: 0.2))
        #expect(AnimationCurve.systemSpring.progress(at: 1) == 1)
    }

    @Test(arguments: [
        Spring(stiffness: 100, damping: 5),
        Spring(stiffness: 646.88, damping: 25.43, initialVelocity: 3),
        Spring(mass: 2, stiffness: 300, damping: 49, initialVelocity: -2),
        Spring(stiffness: 400, damping: 40),
        Spring(stiffness: 400, damping: 40, initialVelocity: 30),
        Spring(stiffness: 100, damping: 50, allowsOverdamping: true),
    ])
    func closedFormsAgreeWithNumericIntegration(spring: Spring) {
        // m x'' + c' x' + k x = 0, with c' the effective damping (critical when clamped).
        let zeta = spring.allowsOverdamping ? spring.dampingRatio : min(spring.dampingRatio, 1)
        let c = 2 * zeta * (spring.stiffness * spring.mass).squareRoot()
        func acceleration(_ x: Double, _ v: Double) -> Double { (-spring.stiffness * x - c * v) / spring.mass }
        var x = 1.0, v = -spring.initialVelocity
        let h = 1e-4
        for step in 1...15000 {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if step % 500 == 0 {
                let t = Double(step) * h
                #expect(abs(spring.displacement(at: t) - x) < 1e-9, "t = \(t)")
            }
        }
    }

    @Test func overdampingIsClampedToCriticalUnlessAllowed() {
        let clamped = Spring(stiffness: 100, damping: 50)
        let critical = Spring(stiffness: 100, damping: 20)
        #expect(clamped.progress(at: 0.3) == critical.progress(at: 0.3))
        let over = Spring(stiffness: 100, damping: 50, allowsOverdamping: true)
        #expect(over.progress(at: 0.3) < critical.progress(at: 0.3))
    }

    @Test func settlingDurationIsWhereTheSpringStaysWithinOnePermille() {
        let s = Spring(stiffness: 100, damping: 5)
        let settle = s.settlingDuration
        // Apple quotes "approximately 2.85 s"; the envelope bound gives 2.78 s.
        #expect(settle > 2.5 && settle <= 2.79, "\(settle)")
        #expect(abs(s.displacement(at: settle)) >= 0.001 - 1e-9)
        for i in 1...400 { #expect(abs(s.displacement(at: settle + Double(i) * 0.01)) < 0.001) }
    }
}
