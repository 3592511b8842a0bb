import Foundation
import Testing
import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster

/// ShapeLayer's defaults, key-value access, path animation and use as a mask, with numbers.
@Suite struct ShapeLayerTests {
    static func circle(_ c: Point, _ r: Double) -> Path {
        Path(ovalIn: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
    }

    @Test func defaultsAreCoreAnimations() {
        let s = ShapeLayer()
        #expect(s.path == nil)
        #expect(s.fillColor == .black)
        #expect(s.fillRule == .nonZero)
        #expect(s.strokeColor == nil)
        #expect(s.lineWidth == 1)
        #expect(s.lineCap == .butt && s.lineJoin == .miter)
        #expect(s.miterLimit == 10)
        #expect(s.lineDashPattern == nil && s.lineDashPhase == 0)
        #expect(s.strokeStart == 0 && s.strokeEnd == 1)
        // No path: the node carries no shape.
        #expect(s.renderNode(placement: .identity, scale: 1)?.shape == nil)
    }

    @Test func keyValueAccessCoversTheAnimatableProperties() {
        let s = ShapeLayer()
        let p = ShapeLayerTests.circle(Point(x: 10, y: 10), 5)
        #expect(s.setValue(.path(p), forKey: "path"))
        #expect(s.path == p)
        #expect(s.setValue(.number(0.4), forKey: "strokeEnd") && s.strokeEnd == 0.4)
        #expect(s.setValue(.vector([1, 0, 0, 1]), forKey: "strokeColor") && s.strokeColor == Color(red: 1, green: 0, blue: 0))
        #expect(s.setValue(.number(3), forKey: "lineWidth") && s.lineWidth == 3)
        #expect(s.value(forKey: "fillColor") == Color.black.animatableValue)
        #expect(s.setValue(.number(1), forKey: "path") == false)  // wrong kind: nothing changes
        #expect(s.path == p)
        #expect(s.value(forKey: "position") == .point(.zero))  // Layer's keys still answer
        // Presentation copies keep the shape.
        let copy = s.presentation(at: 0) as? ShapeLayer
        #expect(copy?.path == p && copy?.lineWidth == 3)
    }

    /// A path animation between two circles about one centre: halfway, every on-curve point
    /// lies at the mean radius.
    @Test func pathAnimationMidpointIsTheMeanCircle() {
        let s = ShapeLayer()
        let c = Point(x: 50, y: 50)
        s.path = ShapeLayerTests.circle(c, 40)
        s.add(BasicAnimation(keyPath: "path", from: .path(ShapeLayerTests.circle(c, 10)),
                             to: .path(ShapeLayerTests.circle(c, 40)), timing: MediaTiming(duration: 2)), forKey: "grow")
        let mid = (s.presentation(at: 1) as! ShapeLayer).path!
        for e in mid.elements {
            guard let q = e.points.last else { continue }
            #expect(abs(((q.x - c.x) * (q.x - c.x) + (q.y - c.y) * (q.y - c.y)).squareRoot() - 25) < 1e-9)
        }
        #expect((s.presentation(at: 0.5) as! ShapeLayer).path!.boundingBox.width.isApproximately(2 * 17.5))
    }

    /// Paths of different structures do not interpolate: the start path shows until progress
    /// 0.5, the end path from there, each whole.
    @Test func unequalPathsSwitchWholeAtTheMidpoint() {
        let s = ShapeLayer()
        let from = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        let to = ShapeLayerTests.circle(Point(x: 50, y: 50), 20)
        s.path = to
        s.add(BasicAnimation(keyPath: "path", from: .path(from), to: .path(to), timing: MediaTiming(duration: 1)),
              forKey: "morph")
        #expect((s.presentation(at: 0.49) as! ShapeLayer).path == from)
        #expect((s.presentation(at: 0.5) as! ShapeLayer).path == to)
    }

    @Test func strokeEndAnimatesLinearly() {
        let s = ShapeLayer()
        s.path = ShapeLayerTests.circle(Point(x: 50, y: 50), 20)
        s.add(BasicAnimation(keyPath: "strokeEnd", from: .number(0), to: .number(1), timing: MediaTiming(duration: 1)),
              forKey: "draw")
        #expect((s.presentation(at: 0.3) as! ShapeLayer).strokeEnd.isApproximately(0.3))
    }

    /// A circular reveal: a red layer masked by a shape layer whose circle grows from radius 10
    /// to 180 about the centre in 1 s (linear). At 0.5 s the visible radius, measured as the
    /// red coverage summed along the centre row, is the mean radius 95 within 0.05 pt.
    @Test func circularRevealMaskShowsTheMeanRadiusHalfway() {
        let (root, _) = ShapeLayerTests.revealScene()
        let bitmap = Renderer().render(root.renderTree(at: 0.5, canvasSize: Size(width: 200, height: 300), scale: 1,
                                                       background: .white))
        var visible = 0.0
        for x in 100..<200 { visible += Double(255 - Int(bitmap[x, 150].g)) / 255 }
        #expect(abs(visible - 95) < 0.05, "visible radius \(visible)")
        #expect(bitmap[100, 150] == Color(red: 1, green: 0, blue: 0).premultiplied8)
        #expect(bitmap[5, 5] == Color.white.premultiplied8)  // outside the circle: the page behind
        // At the end the circle (radius 180) passes through the corner pixels: their far corners
        // are 180.28 pt from the centre, their centres 179.6 pt, so they are red but not fully.
        let end = Renderer().render(root.renderTree(at: 1, canvasSize: Size(width: 200, height: 300), scale: 1,
                                                    background: .white))
        #expect(end[100, 10] == Color(red: 1, green: 0, blue: 0).premultiplied8)
        #expect(end[0, 0].g > 0 && end[0, 0].g < 60, "corner \(end[0, 0])")
    }

    /// The common iOS spelling: a mask shape layer that nobody gives a frame. Its bounds are
    /// empty at (0, 0), so its path is in the host's coordinates, and it still draws whole.
    @Test func maskWithoutAFrameRevealsTheSameCircle() {
        let (root, mask) = ShapeLayerTests.revealScene()
        mask.bounds = .zero
        mask.position = .zero
        let bitmap = Renderer().render(root.renderTree(at: 0.5, canvasSize: Size(width: 200, height: 300), scale: 1,
                                                       background: .white))
        var visible = 0.0
        for x in 100..<200 { visible += Double(255 - Int(bitmap[x, 150].g)) / 255 }
        #expect(abs(visible - 95) < 0.05, "visible radius \(visible)")
    }

    /// The reveal scene: a 200 × 300 red layer with a circular mask growing 10 → 180 pt in 1 s.
    static func revealScene() -> (Layer, ShapeLayer) {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 200, height: 300)
        root.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let mask = ShapeLayer()
        mask.frame = root.bounds
        let small = circle(Point(x: 100, y: 150), 10), large = circle(Point(x: 100, y: 150), 180)
        mask.path = large
        mask.add(BasicAnimation(keyPath: "path", from: .path(small), to: .path(large), timing: MediaTiming(duration: 1)),
                 forKey: "reveal")
        root.mask = mask
        return (root, mask)
    }
}

extension Double {
    func isApproximately(_ other: Double, _ tolerance: Double = 1e-9) -> Bool { abs(self - other) <= tolerance }
}
