import Foundation
import FlipbookGeometry
import FlipbookKit
import Testing
import FlipbookTestSupport

/// Lets two recognizers run together.
final class TogetherDelegate: GestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
}

extension KitTests {
    @Suite struct MultiTouch {
        /// A full-screen view with `recognizer` on it.
        func makeView(with recognizers: GestureRecognizer...) -> Application {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
            app.window.addSubview(view)
            for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
            return app
        }

        @Test func aPinchFrom100To200PointsApartReadsScale2() throws {
            var log: [(state: GestureRecognizer.State, time: Double, scale: Double, velocity: Double, touches: Int)] = []
            let pinch = PinchGestureRecognizer()
            let app = makeView(with: pinch)
            pinch.addTarget {
                let p = $0 as! PinchGestureRecognizer
                log.append((p.state, app.clock.now, p.scale, p.velocity, p.numberOfTouches))
            }
            try app.pinch(at: Point(x: 187, y: 333), from: 100, to: 200, time: 1, duration: 1)
            app.advance(to: 3)
            // 100 pt/s of spread: the distance changes 10 pt at the 6th move (0.1 s), scale 1.1.
            #expect(log.first?.state == .began && close(log[0].time, 1.1, 1e-9) && close(log[0].scale, 1.1, 1e-9))
            #expect(log[0].touches == 2)
            // A steady spread from 1.0 to 2.0 in 1 s reads 1.0 per second.
            #expect(log.dropFirst().allSatisfy { close($0.velocity, 1.0, 1e-9) })
            #expect(log.last?.state == .ended && close(log.last!.time, 2, 1e-9) && close(log.last!.scale, 2.0, 1e-9))
            #expect(log.count == 1 + (59 - 6) + 1)
            #expect(pinch.scale == 1 && pinch.state == .possible)
        }

        @Test func settingTheScaleToOneEachChangeMultipliesFromThere() throws {
            var product = 1.0
            let pinch = PinchGestureRecognizer()
            let app = makeView(with: pinch)
            pinch.addTarget {
                let p = $0 as! PinchGestureRecognizer
                if p.state == .began { product = p.scale } else { product *= p.scale }
                p.scale = 1
            }
            try app.pinch(at: Point(x: 187, y: 333), from: 200, to: 50, time: 0, duration: 0.5)
            app.advance(to: 1)
            #expect(close(product, 0.25, 1e-9))
        }

        @Test func aQuarterTurnReadsHalfPiRadiansClockwise() throws {
            var log: [(state: GestureRecognizer.State, time: Double, rotation: Double, velocity: Double)] = []
            let rotation = RotationGestureRecognizer()
            let app = makeView(with: rotation)
            rotation.addTarget {
                let r = $0 as! RotationGestureRecognizer
                log.append((r.state, app.clock.now, r.rotation, r.velocity))
            }
            try app.pinch(at: Point(x: 187, y: 333), from: 150, to: 150, rotation: .pi / 2, time: 0, duration: 1)
            app.advance(to: 2)
            // π/2 rad/s: 0.1 rad at the 4th move (π/2 · 4/60 = 0.105).
            #expect(log.first?.state == .began && close(log[0].time, 4.0 / 60, 1e-9) && close(log[0].rotation, .pi / 30, 1e-9))
            #expect(log.last?.state == .ended && close(log.last!.rotation, .pi / 2, 1e-9))
            #expect(log.dropFirst().allSatisfy { close($0.velocity, .pi / 2, 1e-9) })
        }

        @Test func aPinchAndARotationRunTogetherWhenTheDelegateAllows() throws {
            let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
            let together = TogetherDelegate()
            pinch.delegate = together
            var ended: [String: Double] = [:]
            pinch.addTarget { if $0.state == .ended { ended["scale"] = ($0 as! PinchGestureRecognizer).scale } }
            rotation.addTarget { if $0.state == .ended { ended["rotation"] = ($0 as! RotationGestureRecognizer).rotation } }
            let app = makeView(with: pinch, rotation)
            try app.pinch(at: Point(x: 187, y: 333), from: 100, to: 150, rotation: -.pi / 4, time: 0, duration: 0.5)
            app.advance(to: 1)
            #expect(close(ended["scale"] ?? 0, 1.5, 1e-9) && close(ended["rotation"] ?? 0, -.pi / 4, 1e-9))
        }

        @Test func theFingersAreReportedByIndexAndTheirCentroid() throws {
            var seen: [(Point, Point, Point)] = []
            let pinch = PinchGestureRecognizer()
            let app = makeView(with: pinch)
            pinch.addTarget {
                if $0.state == .began { seen.append(($0.location(ofTouch: 0, in: nil), $0.location(ofTouch: 1, in: nil), $0.location(in: nil))) }
            }
            try app.touches(along: [[(0, Point(x: 100, y: 300)), (0.5, Point(x: 100, y: 300))],
                                  [(0, Point(x: 200, y: 300)), (0.5, Point(x: 260, y: 380))]])
            app.advance(to: 1)
            // The second finger moves (2, 2.67) pt per move; the distance passes 110 pt at the 5th
            // move (110.8 pt, the finger at (210, 313.3)).
            #expect(seen.count == 1)
            let (a, b, c) = seen[0]
            #expect(a == Point(x: 100, y: 300))
            #expect(close(b.x, 210, 1e-9) && close(b.y, 300 + 80.0 * 5 / 30, 1e-9))
            #expect(close(c.x, 155, 1e-9) && close(c.y, (300 + b.y) / 2, 1e-9))
        }

        @Test func aPressHeld04SecondsFailsAndOneHeld06BeginsAt05() throws {
            var log: [(GestureRecognizer.State, Double)] = []
            let press = LongPressGestureRecognizer()
            let app = makeView(with: press)
            press.addTarget { log.append(($0.state, app.clock.now)) }
            try app.touch(along: [(1, Point(x: 100, y: 100)), (1.4, Point(x: 100, y: 100))])
            app.advance(to: 2)
            #expect(log.isEmpty)
            try app.touch(along: [(2, Point(x: 100, y: 100)), (2.6, Point(x: 100, y: 100))])
            app.advance(to: 3)
            #expect(log.count == 2 && log[0].0 == .began && close(log[0].1, 2.5, 1e-9))
            #expect(log[1].0 == .ended && close(log[1].1, 2.6, 1e-9))
        }

        @Test func aPressThatMovesMoreThanTenPointsBeforeHalfASecondFails() throws {
            var log: [(GestureRecognizer.State, Double)] = []
            let press = LongPressGestureRecognizer()
            let app = makeView(with: press)
            press.addTarget { log.append(($0.state, app.clock.now)) }
            // 12 pt in 0.4 s, then held still to 1 s: failed at 11 pt, before 0.5 s.
            try app.touch(along: [(0, Point(x: 100, y: 100)), (0.4, Point(x: 112, y: 100)), (1, Point(x: 112, y: 100))])
            // 8 pt, then held: begins at 0.5 s; moves after that are changes.
            try app.touch(along: [(2, Point(x: 100, y: 100)), (2.4, Point(x: 108, y: 100)), (2.6, Point(x: 108, y: 100)),
                                  (3, Point(x: 148, y: 100))])
            app.advance(to: 4)
            #expect(log.first?.0 == .began && close(log[0].1, 2.5, 1e-9))
            #expect(log.filter { $0.0 == .changed }.count == 23)
            #expect(log.last?.0 == .ended && close(log.last!.1, 3, 1e-9))
        }

        @Test func aTwoFingerPressWaitsForTheSecondFinger() throws {
            var began: [Double] = []
            let press = LongPressGestureRecognizer()
            press.numberOfTouchesRequired = 2
            let app = makeView(with: press)
            press.addTarget { if $0.state == .began { began.append(app.clock.now) } }
            try app.touches(along: [[(0, Point(x: 100, y: 100)), (1, Point(x: 100, y: 100))],
                                  [(0.3, Point(x: 200, y: 100)), (1, Point(x: 200, y: 100))]])
            app.advance(to: 2)
            #expect(began.count == 1 && close(began[0], 0.8, 1e-9))
        }

        @Test func aTwoFingerTapNeedsBothFingers() throws {
            var taps: [Double] = []
            let tap = TapGestureRecognizer()
            tap.numberOfTouchesRequired = 2
            let app = makeView(with: tap)
            tap.addTarget { if $0.state == .ended { taps.append(app.clock.now) } }
            try app.tap(at: Point(x: 100, y: 100), time: 1)
            try app.touches(along: [[(2, Point(x: 100, y: 100)), (2.1, Point(x: 100, y: 100))],
                                  [(2, Point(x: 150, y: 100)), (2.05, Point(x: 150, y: 100))]])
            app.advance(to: 3)
            #expect(taps == [2.1])
        }

        @Test func aPanFollowsTheCentroidOfTwoFingers() throws {
            var translation = Point.zero
            let pan = PanGestureRecognizer()
            let app = makeView(with: pan)
            pan.addTarget { translation = ($0 as! PanGestureRecognizer).translation(in: nil) }
            try app.touches(along: [[(0, Point(x: 100, y: 100)), (0.5, Point(x: 100, y: 160))],
                                  [(0, Point(x: 200, y: 100)), (0.5, Point(x: 200, y: 160))]])
            app.advance(to: 1)
            #expect(pan.numberOfTouches == 0)
            #expect(close(translation.x, 0, 1e-9) && close(translation.y, 60, 1e-9))
        }
    }
}
