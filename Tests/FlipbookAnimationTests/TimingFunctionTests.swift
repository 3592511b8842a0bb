import Testing
import FlipbookAnimation

@Suite struct TimingFunctionTests {
    let xs = [0.1, 0.25, 0.5, 0.75, 0.9]

    func expectTable(_ f: TimingFunction, _ ys: [Double]) {
        for (x, y) in zip(xs, ys) {
            #expect(abs(f.progress(at: x) - y) < 1e-5, "\(f) at \(x): \(f.progress(at: x)) ≠ \(y)")
        }
    }

    @Test func easeInEaseOutMatchesTheReferenceTable() {
        expectTable(.easeInEaseOut, [0.01972, 0.12916, 0.5, 0.87084, 0.98028])
    }

    @Test func defaultMatchesTheReferenceTable() {
        expectTable(.default, [0.09480, 0.40851, 0.80240, 0.96046, 0.99432])
    }

    @Test func easeInMatchesTheReferenceTable() {
        expectTable(.easeIn, [0.01703, 0.09346, 0.31536, 0.62186, 0.83943])
    }

    @Test func easeOutMatchesTheReferenceTable() {
        expectTable(.easeOut, [0.16057, 0.37814, 0.68464, 0.90654, 0.98297])
    }

    @Test func presetsHaveTheExactControlPoints() {
        #expect(TimingFunction.default == TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1))
        #expect(TimingFunction.easeIn == TimingFunction(controlPoints: 0.42, 0, 1, 1))
        #expect(TimingFunction.easeOut == TimingFunction(controlPoints: 0, 0, 0.58, 1))
        #expect(TimingFunction.named("easeInEaseOut") == TimingFunction(controlPoints: 0.42, 0, 0.58, 1))
        #expect(TimingFunction.named("bogus") == nil)
    }

    @Test func endpointsAreExactAndLinearIsTheIdentity() {
        for f in [TimingFunction.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
            #expect(f.progress(at: 0) == 0)
            #expect(abs(f.progress(at: 1) - 1) < 1e-12)
        }
        #expect(TimingFunction.linear.progress(at: 0.37) == 0.37)
    }

    @Test func solverIsAccurateOnACustomCurve() {
        // Dense check: invert by sampling the parametric curve directly.
        let (p1x, p1y, p2x, p2y) = (0.17, 0.67, 0.83, 0.67)
        let f = TimingFunction(controlPoints: p1x, p1y, p2x, p2y)
        for i in 0...100 {
            let t = Double(i) / 100, s = 1 - t
            let x = 3 * s * s * t * p1x + 3 * s * t * t * p2x + t * t * t
            let y = 3 * s * s * t * p1y + 3 * s * t * t * p2y + t * t * t
            #expect(abs(f.progress(at: x) - y) < 1e-6)
        }
    }

    @Test func outsideTheUnitIntervalTheCurveExtrapolatesWithItsEndSlopes() {
        // easeOut starts with slope c2y/c2x = 1/0.58 (c1 = (0,0)), ends flat.
        #expect(abs(TimingFunction.easeOut.progress(at: -0.1) - (-0.1 / 0.58)) < 1e-12)
        #expect(TimingFunction.easeOut.progress(at: 1.5) == 1)
        // default starts with slope 0.1/0.25 = 0.4.
        #expect(abs(TimingFunction.default.progress(at: -1) + 0.4) < 1e-12)
        #expect(TimingFunction.linear.progress(at: 1.25) == 1.25)
    }

    @Test func uikitCurvesMapToTheirBeziers() {
        #expect(AnimationCurve.easeInOut.timingFunction == .easeInEaseOut)
        #expect(AnimationCurve.easeIn.timingFunction == .easeIn)
        #expect(AnimationCurve.easeOut.timingFunction == .easeOut)
        #expect(AnimationCurve.linear.timingFunction == .linear)
    }
}
