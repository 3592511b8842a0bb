import Testing
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import FlipbookSwiftTesting

/// `shadowPath`: the path, filled, casts the shadow instead of the layer's content.
@Suite struct ShadowPathTests {
    /// Left: a blue square whose shadow path is a circle, so its shadow is round. Right: a shape
    /// layer with no path of its own (it draws nothing) whose shadow path is a rounded
    /// rectangle, the shadow IBAnimatable puts beside a masked view. Both shadows dark, radius
    /// 4 pt, offset (6, 8).
    static func scene() -> Layer {
        let stage = GoldenScenes.stage(width: 200, height: 100)
        let square = makeLayer(Rect(x: 20, y: 20, width: 60, height: 60), color: GoldenScenes.blue)
        square.shadowPath = Path(ovalIn: Rect(x: 0, y: 0, width: 60, height: 60))
        let empty = ShapeLayer()
        empty.frame = Rect(x: 120, y: 20, width: 60, height: 60)
        empty.shadowPath = Path(roundedRect: Rect(x: 0, y: 0, width: 60, height: 60), cornerRadius: 14)
        for layer in [square, empty] {
            layer.shadowOpacity = 0.8
            layer.shadowRadius = 4
            layer.shadowOffset = Size(width: 6, height: 8)
            layer.shadowColor = GoldenScenes.ink
            stage.addSublayer(layer)
        }
        return stage
    }

    @Test func theShadowTakesThePathsShape() {
        let tree = GoldenScenes.tree(Self.scene(), scale: 2)
        #expect(tree.nodes[0].children[1].shadow?.path != nil)
        let bitmap = Renderer().render(tree)
        assertSnapshot(of: bitmap)
        // Below-right of the square's corner the round shadow leaves the paper bare; inside the
        // circle's shadow, beyond the square, it is dark.
        // (A square's shadow would cover that corner.)
        #expect(abs(Int(bitmap[2 * 85, 2 * 87].r) - Int(GoldenScenes.paper.premultiplied8.r)) <= 2)
        #expect(bitmap[2 * 82, 2 * 58].r < 120)
        // The empty shape layer casts a shadow though it draws nothing.
        #expect(bitmap[2 * 156, 2 * 58].r < 120)
    }

    @Test func aShadowPathAgreesWithTheReferenceRenderer() {
        let tree = GoldenScenes.tree(Self.scene(), scale: 1)
        let fast = Renderer().render(tree)
        let reference = ReferenceRenderer(samplesPerAxis: 4).render(tree)
        var worst = 0
        for i in 0..<fast.bytes.count { worst = max(worst, abs(Int(fast.bytes[i]) - Int(reference.bytes[i]))) }
        #expect(worst < 48)
    }

    @Test func aPresentationCopyKeepsTheShadowPath() {
        let layer = Layer()
        layer.shadowPath = Path(ovalIn: Rect(x: 0, y: 0, width: 4, height: 4))
        #expect(layer.presentation(at: 0).shadowPath == layer.shadowPath)
    }
}
