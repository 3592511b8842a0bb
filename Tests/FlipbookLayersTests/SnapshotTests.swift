import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import Testing

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
        #expect(close(canvasPoint(Point(x: 10, y: 0), path: [root]), .zero))
        #expect(root.opacity == 1 && root.shadow == nil)
        // The sublayer keeps its transform: scaled 2× about its centre (25, 15), scrolled by −10.
        let badge = root.children[0]
        #expect(close(canvasPoint(.zero, path: [root, badge]), Point(x: 5, y: 5)))
    }

    @Test func hiddenLayerSnapshotsToNothing() {
        let layer = card()
        layer.isHidden = true
        #expect(layer.snapshotRenderTree().nodes.isEmpty)
    }
}
