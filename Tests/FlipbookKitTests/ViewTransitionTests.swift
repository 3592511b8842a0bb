import FlipbookAnimation
import FlipbookGeometry
import FlipbookKit
import FlipbookKitTesting
import FlipbookLayers
import FlipbookRaster
import FlipbookSwiftTesting
import Testing

extension KitTests {
    /// `View.transition(with:…)` and `View.transition(from:to:…)`.
    @Suite struct ViewTransitions {
        /// A 120 × 160 card at (20, 40) in a 160 × 240 window: red with a white bar, turning blue.
        static func card() -> (app: Application, card: View, bar: View) {
            let app = Application(screenSize: Size(width: 160, height: 240), statusBar: nil, duration: 0.6)
            let background = View(frame: Rect(x: 0, y: 0, width: 160, height: 240))
            background.backgroundColor = Color(white: 0.9)
            app.window.addSubview(background)
            let card = View(frame: Rect(x: 20, y: 40, width: 120, height: 160))
            card.backgroundColor = Color(red: 0.85, green: 0.2, blue: 0.2)
            let bar = View(frame: Rect(x: 10, y: 10, width: 60, height: 20))
            bar.backgroundColor = .white
            card.addSubview(bar)
            background.addSubview(card)
            return (app, card, bar)
        }

        static func turnBlue(_ card: View, _ bar: View) {
            card.backgroundColor = Color(red: 0.2, green: 0.35, blue: 0.9)
            bar.frame = Rect(x: 50, y: 130, width: 60, height: 20)
        }

        @Test func flipFromLeftIsEdgeOnAtTheMidpointOfEaseInOut() throws {
            let (app, card, bar) = Self.card()
            var finished: [(Double, Bool)] = []
            View.transition(with: card, duration: 0.5, options: .transitionFlipFromLeft, animations: {
                Self.turnBlue(card, bar)
            }, completion: { finished.append((app.clock.now, $0)) })
            // The block's changes apply at once (no allowAnimatedContent).
            #expect(card.layer.presentation(atRootTime: 0.1).backgroundColor == Color(red: 0.2, green: 0.35, blue: 0.9))
            let snapshot = try #require(card.superview?.subviews.last)
            #expect(snapshot !== card)
            var perspective = Transform3D.identity
            perspective.m34 = -1 / View.transitionFlipEyeDistance
            func expectAngle(_ t: Double, old: Double, new: Double) {
                app.advance(to: t)
                let shownOld = snapshot.layer.presentation(atRootTime: t).transform.values
                let shownNew = card.layer.presentation(atRootTime: t).transform.values
                let wantOld = perspective.rotated(by: old, x: 0, y: 1, z: 0).values
                let wantNew = perspective.rotated(by: new, x: 0, y: 1, z: 0).values
                #expect(zip(shownOld, wantOld).allSatisfy { abs($0 - $1) < 1e-9 }, "old look at \(t)")
                #expect(zip(shownNew, wantNew).allSatisfy { abs($0 - $1) < 1e-9 }, "new look at \(t)")
            }
            // Midpoint: +90° (the left edge towards the viewer), both edge-on.
            expectAngle(0.25, old: .pi / 2, new: -.pi / 2)
            let p = TimingFunction.easeInEaseOut.progress(at: 0.2)
            expectAngle(0.1, old: .pi * p, new: -.pi + .pi * p)
            app.advance(to: 0.49)
            #expect(finished.isEmpty)
            app.advance(to: 0.5)
            #expect(finished.count == 1 && finished[0].1 && abs(finished[0].0 - 0.5) < 1e-6)
            #expect(card.layer.transform == .identity && card.layer.isDoubleSided)
            #expect(!(card.superview?.subviews.contains { $0 === snapshot } ?? true))
        }

        @Test func flipFromTopTurnsAboutTheHorizontalAxisTopEdgeForwards() throws {
            let (app, card, bar) = Self.card()
            View.transition(with: card, duration: 1, options: [.transitionFlipFromTop, .curveLinear],
                            animations: { Self.turnBlue(card, bar) })
            let snapshot = try #require(card.superview?.subviews.last)
            app.advance(to: 0.25)
            // A quarter of a linear flip: the old look is turned −45° about x (top edge forwards).
            let t = snapshot.layer.presentation(atRootTime: 0.25).transform
            var perspective = Transform3D.identity
            perspective.m34 = -1 / View.transitionFlipEyeDistance
            let want = perspective.rotated(by: -.pi / 4, x: 1, y: 0, z: 0)
            #expect(zip(t.values, want.values).allSatisfy { abs($0 - $1) < 1e-9 })
            // The top edge's midpoint (y = −80 from the centre) comes towards the viewer (z > 0).
            #expect(-80 * t.m23 > 0)
        }

        @Test func crossDissolveFadesTheOldLookOut() throws {
            let (app, card, bar) = Self.card()
            View.transition(with: card, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear],
                            animations: { Self.turnBlue(card, bar) })
            let snapshot = try #require(card.superview?.subviews.last)
            app.advance(to: 0.1)
            #expect(abs(snapshot.layer.presentation(atRootTime: 0.1).opacityValue - 0.75) < 1e-9)
            app.advance(to: 0.4)
            #expect(snapshot.superview == nil)
        }

        @Test func removedEarlyTheCompletionGetsFalse() {
            let (app, card, bar) = Self.card()
            var finished: [Bool] = []
            View.transition(with: card, duration: 0.5, options: .transitionFlipFromRight,
                            animations: { Self.turnBlue(card, bar) }, completion: { finished.append($0) })
            app.advance(to: 0.2)
            card.layer.removeAllAnimations()
            #expect(finished == [false])
            #expect(card.layer.transform == .identity)
        }

        @Test func transitionFromToReplacesTheViewInItsSuperview() {
            let (app, card, _) = Self.card()
            let front = View(frame: card.bounds), back = View(frame: card.bounds)
            front.backgroundColor = .white
            back.backgroundColor = .black
            card.addSubview(front)
            var done: [Bool] = []
            View.transition(from: front, to: back, duration: 0.3, options: .transitionFlipFromRight,
                            completion: { done.append($0) })
            #expect(front.superview == nil)
            #expect(back.superview === card && card.subviews.last === back)
            app.advance(to: 0.3)
            #expect(done == [true])
            // Show/hide form: both stay, one hidden.
            card.addSubview(front)
            View.transition(from: back, to: front, duration: 0.3,
                            options: [.transitionCrossDissolve, .showHideTransitionViews])
            #expect(back.isHidden && !front.isHidden && back.superview === card)
        }

        @Test func noTransitionOptionOrZeroDurationAppliesAtOnce() {
            let (app, card, bar) = Self.card()
            var done: [Bool] = []
            View.transition(with: card, duration: 0, options: .transitionCurlUp,
                            animations: { Self.turnBlue(card, bar) }, completion: { done.append($0) })
            #expect(card.superview?.subviews.count == 1)
            app.advance(to: 0)
            #expect(done == [true])
        }

        static func filmstrip(_ options: AnimationOptions) -> ApplicationScript {
            ApplicationScript {
                let (app, card, bar) = Self.card()
                app.schedule(at: 0) {
                    View.transition(with: card, duration: 0.5, options: options, animations: {
                        Self.turnBlue(card, bar)
                    })
                }
                return app
            }
        }

        @Test func flipFromLeftFilmstrip() {
            // Red card turning (left edge forwards), edge-on at 0.25 s, blue card turning in, blue.
            assertSnapshot(of: Self.filmstrip(.transitionFlipFromLeft),
                           as: .filmstrip(times: [0.1, 0.2, 0.3, 0.5], scale: 1), suite: "ViewTransitionGoldens")
        }

        @Test func curlUpFilmstrip() {
            // The red page rolls up from the bottom edge over the blue card; half of it at 0.25 s.
            assertSnapshot(of: Self.filmstrip(.transitionCurlUp),
                           as: .filmstrip(times: [0.1, 0.25, 0.4, 0.5], scale: 1), suite: "ViewTransitionGoldens")
        }

        @Test func curlDownFilmstrip() {
            // The blue page unrolls from the top over the red card; half of it at 0.25 s.
            assertSnapshot(of: Self.filmstrip(.transitionCurlDown),
                           as: .filmstrip(times: [0.1, 0.25, 0.4, 0.5], scale: 1), suite: "ViewTransitionGoldens")
        }

        @Test func crossDissolveFilmstrip() {
            assertSnapshot(of: Self.filmstrip(.transitionCrossDissolve),
                           as: .filmstrip(times: [0.1, 0.25, 0.5], scale: 1), suite: "ViewTransitionGoldens")
        }
    }
}
