import FlipbookGeometry
import FlipbookKit
import Testing

extension KitTests {
    @Suite struct HitTesting {
        /// A window with a 200 × 200 container at (0, 100) holding A (10, 10, 50, 50) and, above
        /// it, B (30, 30, 50, 50).
        func makeTree() -> (Application, container: View, a: View, b: View) {
            let app = Application()
            let container = View(frame: Rect(x: 0, y: 100, width: 200, height: 200))
            let a = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
            let b = View(frame: Rect(x: 30, y: 30, width: 50, height: 50))
            container.addSubview(a)
            container.addSubview(b)
            app.window.addSubview(container)
            return (app, container, a, b)
        }

        @Test func theFrontmostDeepestViewUnderTheFingerIsHit() {
            let (app, container, a, b) = makeTree()
            #expect(app.window.hitTest(Point(x: 40, y: 140), with: nil) === b)      // A and B overlap: B is in front
            #expect(app.window.hitTest(Point(x: 15, y: 115), with: nil) === a)
            #expect(app.window.hitTest(Point(x: 150, y: 250), with: nil) === container)
            #expect(app.window.hitTest(Point(x: 150, y: 50), with: nil) === app.window)
            // The maximum edges are outside: container spans y 100..<300.
            #expect(app.window.hitTest(Point(x: 150, y: 300), with: nil) === app.window)
            #expect(app.window.hitTest(Point(x: 150, y: 299.9), with: nil) === container)
        }

        @Test func hiddenTransparentAndNonInteractiveViewsLetTheFingerThrough() {
            let (app, container, a, b) = makeTree()
            let point = Point(x: 40, y: 140)
            b.isHidden = true
            #expect(app.window.hitTest(point, with: nil) === a)
            b.isHidden = false
            b.alpha = 0.009
            #expect(app.window.hitTest(point, with: nil) === a)
            b.alpha = 0.01
            #expect(app.window.hitTest(point, with: nil) === b)
            b.isUserInteractionEnabled = false
            #expect(app.window.hitTest(point, with: nil) === a)
            // A non-interactive superview hides its whole subtree.
            container.isUserInteractionEnabled = false
            #expect(app.window.hitTest(point, with: nil) === app.window)
        }

        @Test func aSubviewOutsideItsSuperviewsBoundsIsNotHitEvenUnclipped() {
            let (app, container, _, _) = makeTree()
            let overhang = View(frame: Rect(x: 180, y: 180, width: 50, height: 50))
            container.addSubview(overhang)
            #expect(container.clipsToBounds == false)
            // (190, 290) is inside both; (210, 310) is inside the overhang only, drawn but not hit.
            #expect(app.window.hitTest(Point(x: 190, y: 290), with: nil) === overhang)
            #expect(app.window.hitTest(Point(x: 210, y: 310), with: nil) === app.window)
        }

        @Test func hitTestingFollowsTransformsAndBoundsOrigins() {
            let (app, container, _, _) = makeTree()
            let scaled = View(frame: Rect(x: 100, y: 100, width: 40, height: 40))   // centre (120, 120)
            scaled.transform = AffineTransform(scaleX: 2, y: 2)                        // covers 80..<160
            container.addSubview(scaled)
            #expect(app.window.hitTest(Point(x: 85, y: 185), with: nil) === scaled)
            #expect(app.window.hitTest(Point(x: 165, y: 265), with: nil) === container)
            #expect(scaled.convert(Point(x: 85, y: 185), from: nil) == Point(x: 2.5, y: 2.5))
        }

        @Test func labelsAndImageViewsStartWithInteractionOffAsInUIKit() {
            #expect(Label().isUserInteractionEnabled == false)
            #expect(ImageView(image: nil).isUserInteractionEnabled == false)
            #expect(View().isUserInteractionEnabled == true && Button().isUserInteractionEnabled == true)
            // So a tap on a button's title hits the button.
            let app = Application()
            let button = Button(frame: Rect(x: 0, y: 100, width: 100, height: 44))
            button.setTitle("Go")
            app.window.addSubview(button)
            #expect(app.window.hitTest(Point(x: 50, y: 120), with: nil) === button)
        }
    }
}
