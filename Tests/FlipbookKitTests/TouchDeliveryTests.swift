import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookKit
import Testing
import FlipbookTestSupport

/// A recognizer that logs the touches it receives under its name and never recognizes.
final class LoggingRecognizer: GestureRecognizer {
    let name: String
    let log: (String) -> Void
    /// Not made from Interface Builder files: nil.
    required init?(coder: NSCoder) { nil }

    init(_ name: String, log: @escaping (String) -> Void) {
        self.name = name
        self.log = log
        super.init()
    }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log("\(name) began") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log("\(name) ended") }
    override func reset() { log("\(name) reset") }
}

/// A subclass that begins once the finger is 30 pt below where it went down.
final class DragDownRecognizer: GestureRecognizer {
    var start: Point?
    var resets = 0
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { start = touches.first?.location(in: nil) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let start, let touch = touches.first else { return }
        if state == .possible, touch.location(in: nil).y - start.y >= 30 { state = .began }
        else if state == .began || state == .changed { state = .changed }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        state = state == .possible ? .failed : .ended
    }
    override func reset() {
        start = nil
        resets += 1
    }
}

/// A view that logs its own touches.
final class TouchLoggingView: View {
    var log: [Touch.Phase] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.append(.began) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { log.append(.moved) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append(.ended) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log.append(.cancelled) }
}

/// A delegate with fixed answers.
final class FixedDelegate: GestureRecognizerDelegate {
    var begins = true
    var simultaneous = false
    var receives = true
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { begins }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { simultaneous }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receives }
}

extension KitTests {
    @Suite struct TouchDelivery {
        /// outer (0, 100, 300, 300) ⊃ inner (50, 50, 100, 100), and a sibling of outer.
        func makeViews() -> (Application, outer: TouchLoggingView, inner: TouchLoggingView, sibling: View) {
            let app = Application()
            let outer = TouchLoggingView(frame: Rect(x: 0, y: 100, width: 300, height: 300))
            let inner = TouchLoggingView(frame: Rect(x: 50, y: 50, width: 100, height: 100))
            outer.addSubview(inner)
            let sibling = View(frame: Rect(x: 0, y: 450, width: 300, height: 100))
            app.window.addSubview(outer)
            app.window.addSubview(sibling)
            return (app, outer, inner, sibling)
        }

        /// A horizontal drag from `from` at `speed` pt/s for `duration` s starting at `start`.
        func drag(from: Point, speed: Double, duration: Double, start: Double = 0) -> [(time: Double, location: Point)] {
            [(start, from), (start + duration, Point(x: from.x + speed * duration, y: from.y))]
        }

        @Test func theFingerReachesTheHitViewsRecognizersThenItsAncestorsInOrder() throws {
            let (app, outer, inner, sibling) = makeViews()
            var log: [String] = []
            inner.addGestureRecognizer(LoggingRecognizer("inner1") { log.append($0) })
            inner.addGestureRecognizer(LoggingRecognizer("inner2") { log.append($0) })
            outer.addGestureRecognizer(LoggingRecognizer("outer") { log.append($0) })
            sibling.addGestureRecognizer(LoggingRecognizer("sibling") { log.append($0) })
            try app.tap(at: Point(x: 100, y: 200), time: 0.5)
            app.advance(to: 1)
            #expect(log == ["inner1 began", "inner2 began", "outer began", "inner1 ended", "inner2 ended", "outer ended",
                            "inner1 reset", "inner2 reset", "outer reset"])
            // Then the hit view, not its superview (the view handles it and does not pass it on).
            #expect(inner.log == [.began, .ended] && outer.log.isEmpty)
        }

        @Test func aPanBeginsOnlyAfterTheFingerMovesTenPoints() throws {
            let (app, outer, _, _) = makeViews()
            var events: [(GestureRecognizer.State, Double, Double)] = []
            let pan = PanGestureRecognizer { r in
                events.append((r.state, Application.current.clock.now, (r as! PanGestureRecognizer).translation(in: nil).x))
            }
            outer.addGestureRecognizer(pan)
            // 90 pt/s: 1.5 pt per 60 Hz move; 10.5 pt at the 7th move (7/60 s) is the first ≥ 10.
            try app.touch(along: drag(from: Point(x: 20, y: 200), speed: 90, duration: 1))
            app.advance(to: 6.0 / 60)
            #expect(events.isEmpty && pan.state == .possible)
            app.advance(to: 7.0 / 60)
            #expect(events.count == 1 && events[0].0 == .began)
            #expect(close(events[0].1, 7.0 / 60, 1e-12) && close(events[0].2, 10.5, 1e-9))
            app.advance(to: 1)
            #expect(events.last?.0 == .ended && close(events.last!.2, 90, 1e-9))
            #expect(events.dropFirst().dropLast().allSatisfy { $0.0 == .changed })
            #expect(events.count == 1 + (59 - 7) + 1)
            #expect(pan.state == .possible)     // reset once the finger lifted
        }

        @Test func aFingerLiftedBeforeTheThresholdFailsThePan() throws {
            let (app, outer, _, _) = makeViews()
            var calls = 0
            let pan = PanGestureRecognizer { _ in calls += 1 }
            outer.addGestureRecognizer(pan)
            try app.touch(along: [(0, Point(x: 20, y: 200)), (0.5, Point(x: 29.9, y: 200))])
            app.advance(to: 1)
            #expect(calls == 0 && outer.log.first == .began && outer.log.last == .ended)
        }

        @Test func aSteadyDragAt300PointsPerSecondReads300() throws {
            let (app, outer, inner, _) = makeViews()
            inner.transform = AffineTransform(scaleX: 2, y: 2)
            var window: [Double] = [], scaled: [Double] = [], states: [GestureRecognizer.State] = []
            let pan = PanGestureRecognizer { r in
                let pan = r as! PanGestureRecognizer
                window.append(pan.velocity(in: nil).x)
                scaled.append(pan.velocity(in: inner).x)
                states.append(pan.state)
                #expect(pan.velocity(in: nil).y == 0)
            }
            outer.addGestureRecognizer(pan)
            try app.touch(along: drag(from: Point(x: 10, y: 300), speed: 300, duration: 0.9))
            app.advance(to: 1)
            #expect(states.first == .began && states.last == .ended)
            #expect(window.allSatisfy { close($0, 300, 1e-6) })
            // A view drawn at twice the size measures half as many of its points per second.
            #expect(scaled.allSatisfy { close($0, 150, 1e-6) })
        }

        @Test func aFingerThatRestsBeforeLiftingEndsWithZeroVelocity() throws {
            let (app, outer, _, _) = makeViews()
            var end = Point(x: -1, y: -1)
            let pan = PanGestureRecognizer { r in if r.state == .ended { end = (r as! PanGestureRecognizer).velocity(in: nil) } }
            outer.addGestureRecognizer(pan)
            try app.touch(along: [(0, Point(x: 10, y: 300)), (0.3, Point(x: 100, y: 300)), (0.8, Point(x: 100, y: 300))])
            app.advance(to: 1)
            #expect(end == .zero)
        }

        @Test func setTranslationRebasesLaterTranslations() throws {
            let (app, outer, inner, _) = makeViews()
            inner.transform = AffineTransform(scaleX: 2, y: 2)
            var atBegan = Point.zero, afterSet = Point.zero, atEnd = Point.zero
            let pan = PanGestureRecognizer { r in
                let pan = r as! PanGestureRecognizer
                switch pan.state {
                case .began:
                    atBegan = pan.translation(in: nil)
                    pan.setTranslation(Point(x: 5, y: 0), in: inner)
                    afterSet = pan.translation(in: inner)
                case .ended:
                    atEnd = pan.translation(in: nil)
                default: break
                }
            }
            outer.addGestureRecognizer(pan)
            try app.touch(along: drag(from: Point(x: 20, y: 200), speed: 90, duration: 1))
            app.advance(to: 1)
            #expect(close(atBegan.x, 10.5, 1e-9) && close(afterSet.x, 5, 1e-9) && close(afterSet.y, 0, 1e-9))
            // 5 pt of the scaled view are 10 pt of the window: 10 + (110 − 30.5) = 89.5.
            #expect(close(atEnd.x, 89.5, 1e-9) && close(atEnd.y, 0, 1e-9))
        }

        @Test func theDelegateCanVetoAPanSoTheNextRecognizerWins() throws {
            let (app, outer, inner, _) = makeViews()
            var innerStates: [GestureRecognizer.State] = [], outerStates: [GestureRecognizer.State] = []
            let innerPan = PanGestureRecognizer { innerStates.append($0.state) }
            let outerPan = PanGestureRecognizer { outerStates.append($0.state) }
            inner.addGestureRecognizer(innerPan)
            outer.addGestureRecognizer(outerPan)
            // Without a delegate the hit view's pan begins first and the outer one fails.
            try app.touch(along: drag(from: Point(x: 100, y: 200), speed: 300, duration: 0.5))
            app.advance(to: 0.6)
            #expect(innerStates.first == .began && innerStates.last == .ended && outerStates.isEmpty)
            let veto = FixedDelegate()
            veto.begins = false
            innerPan.delegate = veto
            innerStates = []
            try app.touch(along: drag(from: Point(x: 100, y: 200), speed: 300, duration: 0.5, start: 1))
            app.advance(to: 2)
            #expect(innerStates.isEmpty && outerStates.first == .began && outerStates.last == .ended)
        }

        @Test func simultaneousRecognitionLetsBothPansRun() throws {
            let (app, outer, inner, _) = makeViews()
            var innerCount = 0, outerCount = 0
            let innerPan = PanGestureRecognizer { _ in innerCount += 1 }
            let outerPan = PanGestureRecognizer { _ in outerCount += 1 }
            inner.addGestureRecognizer(innerPan)
            outer.addGestureRecognizer(outerPan)
            let together = FixedDelegate()
            together.simultaneous = true
            outerPan.delegate = together     // one side saying yes is enough
            try app.touch(along: drag(from: Point(x: 100, y: 200), speed: 300, duration: 0.5))
            app.advance(to: 1)
            // Both began at the same move (10 pt at 2/60 s), then every move until the lift.
            #expect(innerCount == outerCount && innerCount == 1 + (29 - 2) + 1)
        }

        @Test func aRecognizerRefusingTheTouchNeverSeesTheFinger() throws {
            let (app, _, inner, _) = makeViews()
            var log: [String] = []
            let refused = LoggingRecognizer("refused") { log.append($0) }
            let delegate = FixedDelegate()
            delegate.receives = false
            refused.delegate = delegate
            inner.addGestureRecognizer(refused)
            try app.tap(at: Point(x: 100, y: 200), time: 0)
            app.advance(to: 0.1)
            #expect(log.isEmpty && inner.log == [.began, .ended])
        }

        @Test func removingOrDisablingARunningPanCancelsIt() throws {
            let (app, outer, inner, _) = makeViews()
            var removed: [GestureRecognizer.State] = [], disabled: [GestureRecognizer.State] = []
            let first = PanGestureRecognizer { removed.append($0.state) }
            outer.addGestureRecognizer(first)
            try app.touch(along: drag(from: Point(x: 100, y: 200), speed: 300, duration: 0.5))
            app.schedule(at: 0.25) { outer.removeGestureRecognizer(first) }
            app.advance(to: 0.6)
            #expect(removed.first == .began && removed.last == .cancelled && first.view == nil)
            #expect(removed.filter { $0 == .cancelled }.count == 1 && first.state == .possible)
            let second = PanGestureRecognizer { disabled.append($0.state) }
            inner.addGestureRecognizer(second)
            try app.touch(along: drag(from: Point(x: 100, y: 200), speed: 300, duration: 0.5, start: 1))
            app.schedule(at: 1.25) { second.isEnabled = false }
            app.advance(to: 2)
            #expect(disabled.first == .began && disabled.last == .cancelled)
            // Both times the hit view (inner) saw the first 5 pt move, then lost the finger to the pan at 10 pt.
            #expect(inner.log == [.began, .moved, .cancelled, .began, .moved, .cancelled])
        }

        @Test func aButtonFiresOnATapButNotWhenAPanTakesTheFinger() throws {
            let app = Application()
            let card = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
            let button = Button(frame: Rect(x: 100, y: 300, width: 120, height: 44))
            card.addSubview(button)
            app.window.addSubview(card)
            var fired: [Double] = [], panned = 0, tapped = 0
            button.addAction { fired.append(Application.current.clock.now) }
            card.addGestureRecognizer(PanGestureRecognizer { _ in panned += 1 })
            card.addGestureRecognizer(TapGestureRecognizer { _ in tapped += 1 })
            // A tap on the button: the card's tap recognizer yields to the control, the pan fails.
            try app.tap(at: Point(x: 150, y: 320), time: 0.5)
            // A drag that starts on the button: the pan takes the finger, the button gets
            // touchesCancelled and no action.
            try app.touch(along: [(1, Point(x: 150, y: 320)), (1.3, Point(x: 300, y: 320))])
            // A drag that stays within 10 pt and lifts inside is still a tap of the button.
            try app.touch(along: [(2, Point(x: 150, y: 320)), (2.2, Point(x: 158, y: 320))])
            app.advance(to: 3)
            #expect(fired.count == 2 && close(fired[0], 0.5) && close(fired[1], 2.2))
            #expect(panned > 0 && tapped == 0)
        }

        @Test func anEdgePanBeginsOnlyFromItsEdgeRegion() throws {
            let app = Application()
            let view = View(frame: app.window.bounds)
            app.window.addSubview(view)
            var began: [Double] = []
            let edgePan = ScreenEdgePanGestureRecognizer { r in if r.state == .began { began.append(Application.current.clock.now) } }
            edgePan.edges = .left
            view.addGestureRecognizer(edgePan)
            try app.touch(along: [(0, Point(x: 19.9, y: 300)), (0.5, Point(x: 200, y: 300))])
            try app.touch(along: [(1, Point(x: 20, y: 300)), (1.5, Point(x: 200, y: 300))])
            app.advance(to: 2)
            #expect(began.count == 1 && began[0] < 0.5)
        }

        @Test func aSwipeRecognizesOnceAfterFiftyPointsInItsDirection() throws {
            let app = Application()
            let view = View(frame: app.window.bounds)
            app.window.addSubview(view)
            var times: [Double] = []
            let swipe = SwipeGestureRecognizer { _ in times.append(Application.current.clock.now) }
            swipe.direction = .up
            view.addGestureRecognizer(swipe)
            // Up at 600 pt/s: 10 pt per move, 50 pt at the 5th move (5/60 s).
            try app.touch(along: [(0, Point(x: 200, y: 500)), (0.5, Point(x: 200, y: 200))])
            // Down: wrong direction, fails.
            try app.touch(along: [(1, Point(x: 200, y: 200)), (1.5, Point(x: 200, y: 500))])
            app.advance(to: 2)
            #expect(times.count == 1 && close(times[0], 5.0 / 60, 1e-12))
        }

        @Test func badFingerTracksAreRefusedWithAReason() throws {
            let app = Application()
            #expect(throws: TouchTrackError.empty) { try app.touch(along: []) }
            #expect(throws: TouchTrackError.notFinite(index: 1)) {
                try app.touch(along: [(0, .zero), (.nan, .zero)])
            }
            #expect(throws: TouchTrackError.timeGoesBackwards(index: 1, time: 0.5, previous: 1)) {
                try app.touch(along: [(1, .zero), (0.5, .zero)])
            }
            // Fingers may overlap (multi-touch), up to five down at once.
            try app.touch(along: [(1, .zero), (2, .zero)])
            try app.touches(along: Array(repeating: [(1.5, Point.zero), (3, .zero)], count: 4))
            #expect(throws: TouchTrackError.tooManyFingers(time: 1.8, limit: 5)) {
                try app.touch(along: [(1.8, .zero), (4, .zero)])
            }
            #expect(TouchTrackError.tooManyFingers(time: 1.8, limit: 5).description.contains("lift one of the others"))
            app.advance(to: 5)
            #expect(throws: TouchTrackError.startsInThePast(time: 4, now: 5)) { try app.tap(at: .zero, time: 4) }
            #expect(TouchTrackError.startsInThePast(time: 4, now: 5).description.contains("before advancing the clock"))
        }

        @Test func aSubclassSettingItsStateIsAskedAboutAndReportsLikeABuiltIn() throws {
            let (app, outer, _, _) = makeViews()
            var events: [(GestureRecognizer.State, Double)] = []
            let down = DragDownRecognizer { events.append(($0.state, Application.current.clock.now)) }
            outer.addGestureRecognizer(down)
            // Down at 120 pt/s: 2 pt per move, 30 pt at the 15th move (0.25 s).
            try app.touch(along: [(0, Point(x: 100, y: 150)), (0.5, Point(x: 100, y: 210))])
            app.advance(to: 1)
            #expect(events.first?.0 == .began && close(events.first!.1, 0.25, 1e-12))
            #expect(events.last?.0 == .ended && events.count == 1 + (29 - 15) + 1)
            #expect(down.resets == 1 && down.start == nil && down.state == .possible)
            // Vetoed, it fails instead of beginning, and its targets never run.
            let veto = FixedDelegate()
            veto.begins = false
            down.delegate = veto
            events = []
            try app.touch(along: [(2, Point(x: 100, y: 150)), (2.5, Point(x: 100, y: 210))])
            app.advance(to: 3)
            #expect(events.isEmpty && down.resets == 2)
            // Transitions UIKit does not allow are ignored.
            down.state = .changed
            #expect(down.state == .possible && events.isEmpty)
        }

        @Test func playStillFeedsTheRecognizerDirectly() {
            let app = Application()
            var states: [GestureRecognizer.State] = []
            let pan = ScreenEdgePanGestureRecognizer { states.append($0.state) }
            // Not attached, no edges, no threshold: play drives it anyway.
            app.play(pan, track: [(0, Point(x: 100, y: 300)), (0.5, Point(x: 200, y: 300))])
            app.advance(to: 1)
            #expect(states.count == 1 + 29 + 1 && states.first == .began && states.last == .ended)
            #expect(close(pan.translation(in: nil).x, 100) && close(pan.velocity(in: nil).x, 200, 1e-6))
        }
    }
}
