import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import Testing

/// `BackdropLayer`: its keys, its presentation copies, its animations and its render node.
@Suite struct BackdropLayerTests {
    @Test func keysReadAndWriteTheFilter() {
        let layer = BackdropLayer()
        #expect(layer.setValue(.number(12), forKey: "backdropBlurRadius"))
        #expect(layer.setValue(.number(1.8), forKey: "backdropSaturation"))
        #expect(layer.setValue(.vector([1, 1, 1, 0.3]), forKey: "backdropTintColor"))
        #expect(layer.backdropPaint == BackdropPaint(radius: 12, saturation: 1.8, tint: Color(white: 1, alpha: 0.3)))
        #expect(layer.value(forKey: "backdropBlurRadius") == .number(12))
        #expect(!layer.setValue(.point(.zero), forKey: "backdropSaturation"))
        #expect(layer.value(forKey: "opacity") == .number(1))
    }

    @Test func anAnimatedRadiusIsInterpolatedInThePresentation() {
        let layer = BackdropLayer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        layer.blurRadius = 20
        layer.add(
            BasicAnimation(
                keyPath: "backdropBlurRadius", from: .number(0), to: .number(20),
                timing: MediaTiming(duration: 1), timingFunction: .linear), forKey: "blur")
        for t in [0.25, 0.5, 0.75] {
            let shown = layer.presentation(at: t) as! BackdropLayer
            #expect(abs(shown.blurRadius - 20 * t) < 1e-9, "at \(t)")
        }
    }

    @Test func theNodeCarriesTheFilterOnlyWhenItChangesSomething() {
        let layer = BackdropLayer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        layer.position = Point(x: 50, y: 25)
        #expect(layer.renderTree(canvasSize: Size(width: 100, height: 50)).nodes.first?.backdrop == nil)
        layer.blurRadius = 8
        layer.cornerRadius = 10
        let node = layer.renderTree(canvasSize: Size(width: 100, height: 50)).nodes.first
        #expect(node?.backdrop == BackdropPaint(radius: 8))
        #expect(node?.cornerRadius == 10)
        #expect((BackdropLayer(layer: layer)).blurRadius == 8)
    }
}
