import FlipbookGeometry
@testable import FlipbookKit
import FlipbookKitTesting
import FlipbookRaster
import FlipbookSwiftTesting
import FlipbookTesting
import Testing

extension KitTests {
    /// UIKit Dynamics on Kit's engine, stepped on the application's clock.
    @Suite struct Dynamics {
        final class PauseLog: DynamicAnimatorDelegate {
            var events: [(String, Double)] = []
            let app: Application
            init(_ app: Application) { self.app = app }
            func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { events.append(("resume", app.clock.now)) }
            func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { events.append(("pause", app.clock.now)) }
        }

        final class ContactLog: CollisionBehaviorDelegate {
            var began: [(String?, Double)] = []
            let app: Application
            init(_ app: Application) { self.app = app }
            func collisionBehavior(
                _ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
                withBoundaryIdentifier identifier: String?, at point: Point
            ) {
                began.append((identifier, app.clock.now))
            }
        }

        /// Gravity alone: the fall follows ½·g·t² with g = 1000 pt/s² (semi-implicit Euler at
        /// 1/240 s is ahead by g·t·dt/2, under 1.1 pt after 0.5 s).
        @Test func gravityFallsHalfGTSquared() {
            let app = Application(screenSize: Size(width: 200, height: 600), statusBar: nil)
            let box = View(frame: Rect(x: 50, y: 0, width: 40, height: 40))
            app.window.addSubview(box)
            let animator = DynamicAnimator(referenceView: app.window)
            animator.addBehavior(GravityBehavior(items: [box]))
            #expect(animator.isRunning)
            for t in [0.25, 0.5] {
                app.advance(to: t)
                let fall = box.center.y - 20
                let exact = 0.5 * 1000 * t * t
                #expect(fall >= exact)
                #expect(fall - exact < 1000 * t / 240 / 2 + 1e-6)
            }
            #expect(abs(animator.elapsedTime - 0.5) < 1e-9)
        }

        /// A snap to a point 200 pt away, damping 0.5: Kit's 2 Hz spring overshoots by
        /// exp(−πζ/√(1−ζ²)) ≈ 16 % and settles within 1 pt in about 0.6 s; the animator pauses (at 1.15 s, within 0.5 pt).
        @Test func snapSettlesAndTheAnimatorPauses() {
            let app = Application(screenSize: Size(width: 400, height: 400), statusBar: nil)
            let box = View(frame: Rect(x: 0, y: 180, width: 40, height: 40))
            app.window.addSubview(box)
            let animator = DynamicAnimator(referenceView: app.window)
            let log = PauseLog(app)
            animator.delegate = log
            animator.addBehavior(SnapBehavior(item: box, snapTo: Point(x: 220, y: 200)))
            var maximum = 0.0, settled = 0.0
            for k in 1...180 {
                let t = Double(k) / 60
                app.advance(to: t)
                maximum = max(maximum, box.center.x)
                if abs(box.center.x - 220) > 1 { settled = t }
            }
            print("snap: overshoot \((maximum - 220) / 200), settled within 1 pt at \(settled) s, events \(log.events)")
            #expect(abs((maximum - 220) / 200 - 0.163) < 0.02)
            #expect(settled > 0.5 && settled < 0.8)
            #expect(!animator.isRunning)
            #expect(log.events.first?.0 == "resume" && log.events.last?.0 == "pause")
            #expect(abs(box.center.x - 220) < 0.5 && abs(box.center.y - 200) < 0.5)
        }

        /// A 100 × 100 item of density 1 pushed instantaneously with magnitude 1 moves at
        /// 100 pt/s, as UIKit documents; density 2 halves it.
        @Test func anInstantaneousPushChangesVelocityBy100PointsPerSecondPerUnitMass() {
            let app = Application(screenSize: Size(width: 400, height: 400), statusBar: nil)
            let light = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let heavy = View(frame: Rect(x: 0, y: 200, width: 100, height: 100))
            app.window.addSubview(light)
            app.window.addSubview(heavy)
            let animator = DynamicAnimator(referenceView: app.window)
            let push = PushBehavior(items: [light, heavy], mode: .instantaneous)
            push.pushDirection = Vector(dx: 1, dy: 0)
            let properties = DynamicItemBehavior(items: [heavy])
            properties.density = 2
            animator.addBehavior(push)
            animator.addBehavior(properties)
            app.advance(to: 0.5)
            #expect(abs(properties.linearVelocity(for: heavy).dx - 50) < 1e-9)
            #expect(abs(light.center.x - 50 - 100 * 0.5) < 1e-6)
            #expect(!push.active)
        }

        /// A box dropped onto the reference bounds' floor: the delegate hears the contact when
        /// it lands (a 400 pt fall takes √(2·400/1000) ≈ 0.894 s), and with elasticity 0 it comes
        /// to rest on the floor.
        @Test func collisionStopsAtTheFloorAndTellsTheDelegate() {
            let app = Application(screenSize: Size(width: 200, height: 500), statusBar: nil)
            let box = View(frame: Rect(x: 80, y: 60, width: 40, height: 40))
            app.window.addSubview(box)
            let animator = DynamicAnimator(referenceView: app.window)
            let collision = CollisionBehavior(items: [box])
            collision.translatesReferenceBoundsIntoBoundary = true
            let log = ContactLog(app)
            collision.collisionDelegate = log
            animator.addBehavior(GravityBehavior(items: [box]))
            animator.addBehavior(collision)
            app.advance(to: 2)
            print("floor: bottom \(box.frame.maxY), contacts \(log.began), running \(animator.isRunning)")
            #expect(abs(box.frame.maxY - 500) < 0.5)
            #expect(log.began.count == 1 && log.began.first?.0 == nil)
            let landing: Double = log.began.first?.1 ?? 0
            let expected: Double = (2.0 * 400.0 / 1000.0).squareRoot()
            #expect(abs(landing - expected) < 0.025)
            #expect(!animator.isRunning)
        }

        /// A rigid attachment (frequency 0) keeps its length while gravity swings the item.
        @Test func aRigidAttachmentKeepsItsLength() {
            let app = Application(screenSize: Size(width: 400, height: 400), statusBar: nil)
            let bob = View(frame: Rect(x: 280, y: 80, width: 20, height: 20))
            app.window.addSubview(bob)
            let animator = DynamicAnimator(referenceView: app.window)
            let rod = AttachmentBehavior(item: bob, attachedToAnchor: Point(x: 190, y: 90))
            #expect(rod.length == 100)
            animator.addBehavior(rod)
            animator.addBehavior(GravityBehavior(items: [bob]))
            for k in 1...30 {
                app.advance(to: Double(k) / 30)
                let d = AttachmentBehavior.distance(bob.center, rod.anchorPoint)
                #expect(abs(d - 100) < 1e-6)
            }
            #expect(bob.center.y > 90)
        }

        /// Positions per frame of a gravity-and-collision drop are the same in two runs.
        @Test func stepsAreDeterministic() {
            func run() -> [Point] {
                let app = Application(screenSize: Size(width: 200, height: 300), statusBar: nil)
                let box = View(frame: Rect(x: 30, y: 20, width: 60, height: 30))
                box.transform = FlipbookGeometry.AffineTransform(rotationAngle: 0.3)
                app.window.addSubview(box)
                let animator = DynamicAnimator(referenceView: app.window)
                let collision = CollisionBehavior(items: [box])
                collision.translatesReferenceBoundsIntoBoundary = true
                let bounce = DynamicItemBehavior(items: [box])
                bounce.elasticity = 0.5
                animator.addBehavior(GravityBehavior(items: [box]))
                animator.addBehavior(collision)
                animator.addBehavior(bounce)
                return (1...60).map { k in
                    app.advance(to: Double(k) / 30)
                    return box.center
                }
            }
            #expect(run() == run())
        }

        /// A card dropped with gravity onto the floor with elasticity 0.5, turned by the corner
        /// that lands first.
        static func drop() -> ApplicationScript {
            ApplicationScript {
                let app = Application(screenSize: Size(width: 200, height: 300), statusBar: nil)
                app.window.backgroundColor = .white
                let card = View(frame: Rect(x: 50, y: 30, width: 100, height: 60))
                card.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9)
                card.transform = FlipbookGeometry.AffineTransform(rotationAngle: 0.2)
                app.window.addSubview(card)
                let animator = DynamicAnimator(referenceView: app.window)
                let collision = CollisionBehavior(items: [card])
                collision.translatesReferenceBoundsIntoBoundary = true
                let bounce = DynamicItemBehavior(items: [card])
                bounce.elasticity = 0.5
                bounce.friction = 0.3
                animator.addBehavior(GravityBehavior(items: [card]))
                animator.addBehavior(collision)
                animator.addBehavior(bounce)
                // The script holds the animator, as an app's view controller would.
                app.schedule(at: 60) { withExtendedLifetime(animator) {} }
                return app
            }
        }

        @Test func aCardDropsAndBounces() {
            assertSnapshot(
                of: Self.drop(), as: .filmstrip(times: [0, 0.3, 0.6, 0.8, 1.2, 2], scale: 0.5),
                suite: "DynamicsGoldens")
        }
    }
}
