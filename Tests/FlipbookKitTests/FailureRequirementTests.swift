import FlipbookGeometry
import FlipbookKit
import Testing
import FlipbookTestSupport

/// A delegate that sets up failure requirements dynamically.
final class RequirementDelegate: GestureRecognizerDelegate {
    var requireFailureOf: GestureRecognizer?
    var requiredToFailBy: GestureRecognizer?
    var begins = true
    var asked = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { begins }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        asked += 1
        return other === requireFailureOf
    }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        asked += 1
        return other === requiredToFailBy
    }
}

/// A single tap that, by class, waits for every double tap.
final class PatientTap: TapGestureRecognizer {
    override func shouldRequireFailure(of other: GestureRecognizer) -> Bool {
        (other as? TapGestureRecognizer)?.numberOfTapsRequired == 2
    }
}

/// A double tap that, by class, makes every single tap wait for it.
final class DemandingDoubleTap: TapGestureRecognizer {
    override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        (other as? TapGestureRecognizer)?.numberOfTapsRequired == 1
    }
}

extension KitTests {
    @Suite struct FailureRequirements {
        /// A 300 × 300 view at the window's origin with a single and a double tap, and their logs
        /// of clock times at recognition.
        func makeTaps(single: TapGestureRecognizer = TapGestureRecognizer(),
                      double: TapGestureRecognizer = TapGestureRecognizer())
            -> (Application, single: TapGestureRecognizer, double: TapGestureRecognizer, log: Log) {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
            app.window.addSubview(view)
            let log = Log()
            double.numberOfTapsRequired = 2
            single.addTarget { if $0.state == .ended { log.single.append(app.clock.now) } }
            double.addTarget { if $0.state == .ended { log.double.append(app.clock.now) } }
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
            return (app, single, double, log)
        }

        final class Log {
            var single: [Double] = []
            var double: [Double] = []
        }

        /// One tap at 1 s, then a double tap at 2 s and 2.2 s.
        func tapTwice(_ app: Application) throws {
            try app.tap(at: Point(x: 100, y: 100), time: 1)
            try app.tap(at: Point(x: 100, y: 100), time: 2)
            try app.tap(at: Point(x: 102, y: 101), time: 2.2)
            app.advance(to: 3)
        }

        @Test func withoutARequirementTheSingleTapWinsEveryTapAndTheDoubleTapNeverRecognizes() throws {
            let (app, _, _, log) = makeTaps()
            try tapTwice(app)
            #expect(log.single == [1, 2, 2.2])
            #expect(log.double.isEmpty)
        }

        @Test func aSingleTapThatRequiresADoubleTapToFailRecognizes035SecondsAfterTheLift() throws {
            let (app, single, double, log) = makeTaps()
            single.require(toFail: double)
            try tapTwice(app)
            // The lone tap: the double tap gives up 0.35 s after the lift, and the single tap
            // recognizes at that moment. The double tap: recognized at the second lift, so the
            // waiting single tap fails.
            #expect(log.single.count == 1 && close(log.single[0], 1.35, 1e-9))
            #expect(log.double == [2.2])
            #expect(single.state == .possible && double.state == .possible)
        }

        @Test func whileItWaitsTheSingleTapReadsPossible() throws {
            let (app, single, double, _) = makeTaps()
            single.require(toFail: double)
            try app.tap(at: Point(x: 100, y: 100), time: 1)
            app.advance(to: 1.2)
            #expect(single.state == .possible && double.state == .possible)
            app.advance(to: 1.4)
            #expect(single.state == .possible)    // reset after the gesture environment ended
        }

        @Test func aSecondTapLaterThan035SecondsIsTwoSingleTaps() throws {
            let (app, single, double, log) = makeTaps()
            single.require(toFail: double)
            try app.tap(at: Point(x: 100, y: 100), time: 1)
            try app.tap(at: Point(x: 100, y: 100), time: 1.4)
            app.advance(to: 3)
            #expect(log.single.count == 2 && close(log.single[0], 1.35, 1e-9) && close(log.single[1], 1.75, 1e-9))
            #expect(log.double.isEmpty)
        }

        @Test func theDelegatesShouldRequireFailureOfSetsUpTheSameRequirement() throws {
            let (app, single, double, log) = makeTaps()
            let delegate = RequirementDelegate()
            delegate.requireFailureOf = double
            single.delegate = delegate
            try tapTwice(app)
            #expect(log.single.count == 1 && close(log.single[0], 1.35, 1e-9))
            #expect(log.double == [2.2])
            #expect(delegate.asked > 0)
        }

        @Test func theOtherDelegatesShouldBeRequiredToFailBySetsUpTheSameRequirement() throws {
            let (app, single, double, log) = makeTaps()
            let delegate = RequirementDelegate()
            delegate.requiredToFailBy = single
            double.delegate = delegate
            try tapTwice(app)
            #expect(log.single.count == 1 && close(log.single[0], 1.35, 1e-9))
            #expect(log.double == [2.2])
        }

        @Test func theSubclassOverridesSetUpClassWideRequirements() throws {
            let (app, _, _, log) = makeTaps(single: PatientTap())
            try tapTwice(app)
            #expect(log.single.count == 1 && close(log.single[0], 1.35, 1e-9) && log.double == [2.2])
            let (app2, _, _, log2) = makeTaps(double: DemandingDoubleTap())
            try tapTwice(app2)
            #expect(log2.single.count == 1 && close(log2.single[0], 1.35, 1e-9) && log2.double == [2.2])
        }

        @Test func aPanWaitingForALongPressBeginsAtTheMoveThatFailsThePress() throws {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
            app.window.addSubview(view)
            let press = LongPressGestureRecognizer()
            var began: [(time: Double, translation: Double)] = []
            let pan = PanGestureRecognizer { recognizer in
                if recognizer.state == .began {
                    began.append((app.clock.now, (recognizer as! PanGestureRecognizer).translation(in: nil).x))
                }
            }
            view.addGestureRecognizer(press)
            view.addGestureRecognizer(pan)
            pan.require(toFail: press)
            // 300 pt/s: 5 pt per move. The pan passes its 10 pt at the 2nd move (1/30 s) but waits;
            // the press fails when the finger is more than 10 pt away, at the 3rd move (0.05 s).
            try app.touch(along: [(0, Point(x: 100, y: 300)), (0.5, Point(x: 250, y: 300))])
            app.advance(to: 1)
            #expect(began.count == 1 && close(began[0].time, 0.05, 1e-9) && close(began[0].translation, 15, 1e-9))
        }

        @Test func aPanWaitingForAnEdgePanFailsWhenTheEdgePanBeginsAndBeginsWhenItFails() throws {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
            app.window.addSubview(view)
            let edge = ScreenEdgePanGestureRecognizer()
            edge.edges = .left
            var edgeBegan: [Double] = [], panBegan: [Double] = []
            edge.addTarget { if $0.state == .began { edgeBegan.append(app.clock.now) } }
            let pan = PanGestureRecognizer { if $0.state == .began { panBegan.append(app.clock.now) } }
            // The pan is bound first (the deeper view's), so it reaches its threshold first and waits.
            let inner = View(frame: view.bounds)
            view.addSubview(inner)
            inner.addGestureRecognizer(pan)
            view.addGestureRecognizer(edge)
            let delegate = RequirementDelegate()
            delegate.requiredToFailBy = pan
            edge.delegate = delegate
            // 315 pt/s, 5.25 pt per move. From the edge: the edge pan begins at 10.5 pt (2nd
            // move), the waiting pan fails.
            try app.touch(along: [(0, Point(x: 5, y: 300)), (0.5, Point(x: 162.5, y: 300))])
            // Away from the edge: the edge pan fails at touch-down, the pan begins as usual.
            try app.touch(along: [(1, Point(x: 100, y: 300)), (1.5, Point(x: 257.5, y: 300))])
            // From the edge again, the edge pan vetoed by its delegate: the pan begins at that move.
            try app.touch(along: [(2, Point(x: 5, y: 300)), (2.5, Point(x: 162.5, y: 300))])
            app.advance(to: 1.9)
            delegate.begins = false
            app.advance(to: 3)
            #expect(edgeBegan.count == 1 && close(edgeBegan[0], 2.0 / 60, 1e-9))
            #expect(panBegan.count == 2 && close(panBegan[0], 1 + 2.0 / 60, 1e-9) && close(panBegan[1], 2 + 2.0 / 60, 1e-9))
        }

        @Test func requirementsOnRecognizersOutsideTheFingersEnvironmentDoNotHoldItBack() throws {
            let (app, single, _, log) = makeTaps()
            let elsewhere = TapGestureRecognizer()
            elsewhere.numberOfTapsRequired = 2
            let other = View(frame: Rect(x: 0, y: 400, width: 100, height: 100))
            app.window.addSubview(other)
            other.addGestureRecognizer(elsewhere)
            single.require(toFail: elsewhere)
            try app.tap(at: Point(x: 100, y: 100), time: 1)
            app.advance(to: 2)
            #expect(log.single == [1])
        }
    }
}
