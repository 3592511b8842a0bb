import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import Testing
import FlipbookTestSupport

@Suite struct FrameTests {
    @Test func frameIsPositionMinusAnchorTimesSize() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 40)
        layer.position = Point(x: 50, y: 60)
        #expect(layer.frame == Rect(x: 0, y: 40, width: 100, height: 40))
    }

    @Test func settingFrameWritesPositionAndSizeKeepingAnchorAndBoundsOrigin() {
        let layer = Layer()
        layer.bounds = Rect(x: 5, y: 7, width: 1, height: 1)
        layer.anchorPoint = Point(x: 0, y: 0.5)
        layer.frame = Rect(x: 10, y: 20, width: 200, height: 100)
        #expect(layer.position == Point(x: 10, y: 70))
        #expect(layer.bounds == Rect(x: 5, y: 7, width: 200, height: 100))
        #expect(layer.anchorPoint == Point(x: 0, y: 0.5))
        #expect(layer.frame == Rect(x: 10, y: 20, width: 200, height: 100))
    }

    @Test func changingAnchorPointJumpsTheLayerByDeltaAnchorTimesSize() {
        let layer = makeLayer(Rect(x: 0, y: 0, width: 375, height: 667))
        layer.anchorPoint = Point(x: 0, y: 0.5)
        // Position stays (187.5, 333.5), so the frame moves left by 0.5 · 375.
        #expect(layer.position == Point(x: 187.5, y: 333.5))
        #expect(layer.frame == Rect(x: 187.5, y: 0, width: 375, height: 667))
        layer.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        #expect(layer.position == Point(x: 0, y: 333.5))
    }

    @Test func frameOfATransformedLayerIsTheBoundingBox() {
        let layer = makeLayer(Rect(x: 0, y: 0, width: 100, height: 50))
        layer.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        // Rotated a quarter turn about the centre (50, 25): 50 wide, 100 tall.
        #expect(close(layer.frame, Rect(x: 25, y: -25, width: 50, height: 100), 1e-9))
        layer.transform = Transform3D(scaleX: 2, y: 2)
        #expect(close(layer.frame, Rect(x: -50, y: -25, width: 200, height: 100), 1e-9))
    }

    /// CA: setting the frame of a layer whose transform scales, translates or turns by
    /// quarter turns changes its position and bounds so that the frame is the rectangle set.
    @Test func settingTheFrameOfAScaledLayerMatchesTheRectangle() {
        let layer = makeLayer(Rect(x: 131.25, y: 233.45, width: 375, height: 667))
        layer.transform = Transform3D(scaleX: 0.3, y: 0.3)
        layer.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        #expect(close(layer.bounds.width, 1250, 1e-9) && close(layer.bounds.height, 667 / 0.3, 1e-9))
        #expect(close(layer.position, Point(x: 187.5, y: 333.5), 1e-9))
        #expect(close(layer.frame, Rect(x: 0, y: 0, width: 375, height: 667), 1e-9))
        layer.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
            .concatenating(Transform3D(translationX: 10, y: 0, z: 0))
        layer.frame = Rect(x: 20, y: 30, width: 50, height: 100)
        #expect(close(layer.bounds.width, 100, 1e-9) && close(layer.bounds.height, 50, 1e-9))
        #expect(close(layer.frame, Rect(x: 20, y: 30, width: 50, height: 100), 1e-9))
    }

    @Test func affineTransformRoundTrips() {
        let layer = Layer()
        let t = AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(translationX: 4, y: 5))
        layer.setAffineTransform(t)
        #expect(layer.affineTransform() == t)
    }

    @Test func opacityIsClamped() {
        let layer = Layer()
        layer.opacity = 1.5
        #expect(layer.opacity == 1)
        layer.opacity = -2
        #expect(layer.opacity == 0)
        layer.opacity = .nan
        #expect(layer.opacity == 0)
    }
}

@Suite struct ConversionTests {
    @Test func convertFollowsPositionsAndBoundsOrigin() {
        let root = makeLayer(Rect(x: 0, y: 0, width: 300, height: 300))
        let scroller = makeLayer(Rect(x: 10, y: 20, width: 100, height: 100))
        scroller.bounds.origin = Point(x: 0, y: 30)
        let child = makeLayer(Rect(x: 5, y: 40, width: 10, height: 10))
        root.addSublayer(scroller)
        scroller.addSublayer(child)
        // child (0,0) → scroller (5,40) → scrolled by −30 → root (15, 30).
        #expect(close(child.convert(Point(x: 0, y: 0), to: root), Point(x: 15, y: 30), 1e-9))
        #expect(close(root.convert(Point(x: 15, y: 30), to: child), Point(x: 0, y: 0), 1e-9))
        #expect(close(child.convert(Rect(x: 0, y: 0, width: 10, height: 10), to: root),
                      Rect(x: 15, y: 30, width: 10, height: 10), 1e-9))
        #expect(close(child.convert(Point(x: 1, y: 2), from: scroller), Point(x: -4, y: -38), 1e-9))
    }

    @Test func convertGoesThroughTransforms() {
        let root = makeLayer(Rect(x: 0, y: 0, width: 200, height: 200))
        let child = makeLayer(Rect(x: 50, y: 50, width: 100, height: 100))
        child.transform = Transform3D(scaleX: 0.5, y: 0.5)
        root.addSublayer(child)
        #expect(close(child.convert(Point(x: 0, y: 0), to: root), Point(x: 75, y: 75), 1e-9))
        #expect(close(child.convert(Point(x: 75, y: 75), from: root), Point(x: 0, y: 0), 1e-9))
    }
}
