import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import Testing
import FlipbookTestSupport

extension KitTests {
    @Suite struct ViewGeometry {
        @Test func frameSetsPositionAndBoundsSize() {
            _ = Application()
            let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
            #expect(view.layer.position == Point(x: 60, y: 45))
            #expect(view.layer.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
            #expect(view.center == Point(x: 60, y: 45))
            view.center = Point(x: 0, y: 0)
            #expect(view.frame == Rect(x: -50, y: -25, width: 100, height: 50))
            view.bounds = Rect(x: 5, y: 5, width: 20, height: 10)
            #expect(view.frame == Rect(x: -10, y: -5, width: 20, height: 10))
        }

        @Test func alphaTransformAndClippingForwardToTheLayer() {
            _ = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            view.alpha = 0.25
            view.transform = AffineTransform(scaleX: 2, y: 2)
            view.clipsToBounds = true
            #expect(view.layer.opacity == 0.25)
            #expect(view.layer.transform == Transform3D(AffineTransform(scaleX: 2, y: 2)))
            #expect(view.layer.masksToBounds)
            #expect(view.frame == Rect(x: -5, y: -5, width: 20, height: 20))
        }

        @Test func convertGoesThroughNestedTransformsAndScrolling() {
            let app = Application()
            let outer = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
            outer.transform = AffineTransform(scaleX: 2, y: 2)     // about the centre (200, 200)
            let inner = View(frame: Rect(x: 10, y: 20, width: 50, height: 50))
            app.window.addSubview(outer)
            outer.addSubview(inner)
            // inner (0,0) → outer (10,20) → scaled about outer's centre (100,100 in outer) → window.
            let p = inner.convert(Point(x: 0, y: 0), to: nil)
            #expect(close(p.x, 200 + (10 - 100) * 2) && close(p.y, 200 + (20 - 100) * 2))
            let back = inner.convert(p, from: app.window)
            #expect(close(back.x, 0) && close(back.y, 0))
            let r = app.window.convert(Rect(x: 0, y: 0, width: 50, height: 50), from: inner)
            #expect(close(r.width, 100) && close(r.height, 100))
            outer.bounds = Rect(x: 10, y: 0, width: 200, height: 200)   // scrolls the subviews left
            let q = inner.convert(Point(x: 0, y: 0), to: outer)
            #expect(close(q.x, 10) && close(q.y, 20))
            let s = inner.convert(Point(x: 0, y: 0), to: app.window)
            #expect(close(s.x, 200 + (10 - 110) * 2))
        }

        @Test func subviewOrderIsTheLayerOrder() {
            _ = Application()
            let parent = View(), a = View(), b = View(), c = View()
            parent.addSubview(a)
            parent.addSubview(b)
            parent.insertSubview(c, belowSubview: a)
            #expect(same(parent.subviews.map(\.layer), [c.layer, a.layer, b.layer]))
            parent.bringSubviewToFront(c)
            #expect(same(parent.layer.sublayers, [a.layer, b.layer, c.layer]))
            a.removeFromSuperview()
            #expect(a.superview == nil && same(parent.layer.sublayers, [b.layer, c.layer]))
        }
    }
}
