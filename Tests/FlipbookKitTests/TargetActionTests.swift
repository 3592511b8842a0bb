import FlipbookGeometry
import FlipbookKit
import Testing
import FlipbookTestSupport

/// A target with action methods of the shapes UIKit code uses.
final class GestureHandler {
    var pans: [GestureRecognizer.State] = []
    var taps = 0
    var presses = 0
    func handlePan(gesture: PanGestureRecognizer) { pans.append(gesture.state) }
    func handle(_ recognizer: GestureRecognizer) { taps += 1 }
    func pressed() { presses += 1 }
    func tapped(_ sender: Button) { presses += 10 }
}

/// A recognizer subclass that starts without a target, as UIKit subclasses do.
final class TargetlessPan: PanGestureRecognizer {
    let tag: Int
    init(tag: Int) {
        self.tag = tag
        super.init(target: nil, action: nil)
    }
}

extension KitTests {
    @Suite struct TargetAction {
        func makeView() -> (Application, View) {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
            app.window.addSubview(view)
            return (app, view)
        }

        /// A 120 pt/s drag: began at 10 pt (the 5th move), changes, ended.
        func drag(_ app: Application, at start: Double) throws {
            try app.touch(along: [(start, Point(x: 100, y: 300)), (start + 0.5, Point(x: 160, y: 300))])
            app.advance(to: start + 1)
        }

        @Test func anUnappliedMethodReferenceIsTheAction() throws {
            let (app, view) = makeView()
            let handler = GestureHandler()
            view.addGestureRecognizer(PanGestureRecognizer(target: handler, action: GestureHandler.handlePan(gesture:)))
            try drag(app, at: 0)
            // Moves 1…29 at 2 pt each: began at the 5th, changed 6…29, ended at the lift.
            #expect(handler.pans.first == .began && handler.pans.last == .ended && handler.pans.count == 1 + 24 + 1)
        }

        @Test func theTargetIsHeldWeakly() throws {
            let (app, view) = makeView()
            var handler: GestureHandler? = GestureHandler()
            weak let gone = handler
            let pan = PanGestureRecognizer(target: handler!, action: GestureHandler.handlePan(gesture:))
            view.addGestureRecognizer(pan)
            handler = nil
            #expect(gone == nil)
            try drag(app, at: 0)
            #expect(pan.state == .possible)
        }

        @Test func theSameLineAddsItsActionOnceAndRemoveTargetRemovesByRecognizerType() throws {
            let (app, view) = makeView()
            let handler = GestureHandler()
            let pan = PanGestureRecognizer()
            // The same line run three times adds one action (as UIKit adds a pair once).
            for _ in 0..<3 { pan.addTarget(handler, action: GestureHandler.handle) }
            pan.addTarget(handler, action: GestureHandler.pressed)
            view.addGestureRecognizer(pan)
            try drag(app, at: 0)
            #expect(handler.taps == 26 && handler.presses == 26)
            pan.removeTarget(handler, action: GestureHandler.handle)
            try drag(app, at: 2)
            #expect(handler.taps == 26 && handler.presses == 52)
            pan.removeTarget(handler, action: nil)
            try drag(app, at: 4)
            #expect(handler.presses == 52)
        }

        @Test func removeTargetNilRemovesClosuresToo() throws {
            let (app, view) = makeView()
            var calls = 0
            let pan = PanGestureRecognizer { _ in calls += 1 }
            view.addGestureRecognizer(pan)
            pan.removeTarget(nil, action: nil)
            try drag(app, at: 0)
            #expect(calls == 0)
        }

        @Test func twoLinesAddingMethodsOfTheSameTypeAddTwoActions() throws {
            let (app, view) = makeView()
            let handler = GestureHandler()
            let pan = PanGestureRecognizer()
            pan.addTarget(handler, action: GestureHandler.handle)
            pan.addTarget(handler, action: GestureHandler.handle)
            view.addGestureRecognizer(pan)
            try drag(app, at: 0)
            #expect(handler.taps == 52)
        }

        @Test func aPanKeepsItsTranslationWhenASecondFingerJoinsAndLifts() throws {
            let (app, view) = makeView()
            var translations: [Double] = []
            let pan = PanGestureRecognizer { translations.append(($0 as! PanGestureRecognizer).translation(in: nil).x) }
            view.addGestureRecognizer(pan)
            // One finger right at 120 pt/s for 1 s; a second, still, from 0.31 s to 0.61 s (18 moves).
            try app.touches(along: [[(0, Point(x: 100, y: 300)), (1, Point(x: 220, y: 300))],
                                  [(0.31, Point(x: 300, y: 500)), (0.61, Point(x: 300, y: 500))]])
            app.advance(to: 2)
            // The centroid jumps when the second finger joins and lifts; the translation does not:
            // each move adds the finger's 2 pt ÷ 2 fingers while both are down.
            #expect(close(translations.last!, 120 - 36 / 2, 1e-9))
            #expect(zip(translations, translations.dropFirst()).allSatisfy { $1 - $0 >= -1e-9 && $1 - $0 <= 2 + 1e-9 })
        }

        @Test func aSubclassStartsWithoutATargetAndTakesOneLater() throws {
            let (app, view) = makeView()
            let handler = GestureHandler()
            let pan = TargetlessPan(tag: 7)
            pan.addTarget(handler, action: GestureHandler.handlePan(gesture:))
            view.addGestureRecognizer(pan)
            try drag(app, at: 0)
            #expect(pan.tag == 7 && handler.pans.count == 26)
        }

        @Test func aButtonSendsTouchUpInsideAndTouchDownToItsTargets() throws {
            let app = Application()
            let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 44))
            app.window.addSubview(button)
            let handler = GestureHandler()
            button.addTarget(handler, action: GestureHandler.pressed, for: .touchUpInside)
            button.addTarget(handler, action: GestureHandler.tapped(_:), for: .touchDown)
            try app.tap(at: Point(x: 50, y: 22), time: 1)
            app.advance(to: 2)
            #expect(handler.presses == 11)
        }
    }
}
