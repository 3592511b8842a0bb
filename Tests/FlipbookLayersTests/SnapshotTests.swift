import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import Testing
import FlipbookTestSupport

@Suite struct SnapshotTreeTests {
    private func card() -> Layer {
        let card = makeLayer(Rect(x: 100, y: 200, width: 80, height: 40), color: .white)
        card.transform = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1)
        card.opacity = 0.5
        card.shadowOpacity = 1
        card.bounds.origin = Point(x: 10, y: 0)
        let badge = makeLayer(Rect(x: 20, y: 10, width: 10, height: 10), color: .black)
        badge.transform = Transform3D(scaleX: 2, y: 2)
        card.addSublayer(badge)
        return card
    }

    @Test func snapshotDrawsTheSubtreeInItsOwnBoundsSpace() throws {
        let tree = card().snapshotRenderTree(scale: 3)
        #expect(tree.pixelWidth == 240 && tree.pixelHeight == 120 && tree.scale == 3)
        #expect(tree.background == .clear)
        let root = try #require(tree.nodes.first)
        // Own transform, position, anchor, opacity and shadow are left out; bounds.origin scrolls.
        #expect(close(canvasPoint(Point(x: 10, y: 0), path: [root]), .zero, 1e-9))
        #expect(root.opacity == 1 && root.shadow == nil)
        // The sublayer keeps its transform: scaled 2× about its centre (25, 15), scrolled by −10.
        let badge = root.children[0]
        #expect(close(canvasPoint(.zero, path: [root, badge]), Point(x: 5, y: 5), 1e-9))
    }

    @Test func hiddenLayerSnapshotsToNothing() {
        let layer = card()
        layer.isHidden = true
        #expect(layer.snapshotRenderTree().nodes.isEmpty)
    }
}

@Suite struct RenderedPixelTests {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)

    @Test func snapshotImageIsTheSubtreeInBoundsSpace() {
        let card = makeLayer(Rect(x: 100, y: 100, width: 40, height: 20), color: red)
        card.bounds.origin = Point(x: 5, y: 0)
        card.transform = Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1)
        card.opacity = 0.5
        card.addSublayer(makeLayer(Rect(x: 15, y: 5, width: 10, height: 10), color: blue))
        let image = card.snapshot(scale: 2)
        #expect(image.width == 80 && image.height == 40)
        // The blue square sits at (15 − 5, 5) → pixels (20…40, 10…30); the rest is opaque red.
        #expect(image.bitmap[30, 20] == blue.premultiplied8)
        #expect(image.bitmap[19, 20] == red.premultiplied8)
        #expect(image.bitmap[41, 20] == red.premultiplied8)
        #expect(image.bitmap[0, 0] == red.premultiplied8)
    }

    @Test func snapshotLayerShowsTheSnapshotAtBoundsSize() throws {
        let card = makeLayer(Rect(x: 100, y: 100, width: 40, height: 20), color: red)
        card.shadowOpacity = 1
        let snap = card.snapshotLayer(scale: 3)
        #expect(snap.frame == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(snap.contentsScale == 3 && snap.shadowOpacity == 0)
        let image = try #require(snap.contents)
        #expect(image.width == 120 && image.height == 60)
    }

    @Test func pageFlipEdgeLandsWhereTheMatricesSay() {
        let container = makeLayer(Rect(x: 0, y: 0, width: 375, height: 667), color: blue)
        var perspective = Transform3D.identity
        perspective.m34 = -0.002
        container.sublayerTransform = perspective
        let page = Layer()
        page.backgroundColor = red
        page.anchorPoint = Point(x: 0, y: 0.5)
        page.frame = container.bounds
        page.transform = Transform3D(rotationAngle: -.pi / 4, x: 0, y: 1, z: 0)
        container.addSublayer(page)
        let bitmap = Renderer().render(container.renderTree(canvasSize: Size(width: 375, height: 667), scale: 1))
        // The free edge is at x = 352.9 on every row of the (taller than the screen) page.
        for y in [0, 333, 666] {
            #expect(bitmap[351, y] == red.premultiplied8)
            #expect(bitmap[354, y] == blue.premultiplied8)
        }
    }
}
