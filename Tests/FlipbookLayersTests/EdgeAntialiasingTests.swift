import Testing
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster

/// `allowsEdgeAntialiasing` and `edgeAntialiasingMask` (Core Animation's): false and all edges
/// by default, copied into presentation copies, and combined into the node's
/// `antialiasedEdges`.
@Suite struct LayerEdgeAntialiasingTests {
    @Test func layersDoNotAntialiasTheirEdgesByDefaultAsOnIOS() {
        let layer = Layer()
        #expect(!Layer.allowsEdgeAntialiasingByDefault)
        #expect(!layer.allowsEdgeAntialiasing && layer.edgeAntialiasingMask == .all)
        layer.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.renderNode(placement: .identity, scale: 2)?.antialiasedEdges == [])
    }

    @Test func theNodeAntialiasesTheMaskedEdgesOnlyWhenAllowed() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        layer.edgeAntialiasingMask = [.minX, .maxY]
        #expect(layer.renderNode(placement: .identity, scale: 2)?.antialiasedEdges == [])
        layer.allowsEdgeAntialiasing = true
        #expect(layer.renderNode(placement: .identity, scale: 2)?.antialiasedEdges == [.minX, .maxY])
        let copy = layer.presentation(at: 0)
        #expect(copy.allowsEdgeAntialiasing && copy.edgeAntialiasingMask == [.minX, .maxY])
        #expect(Layer(layer: layer).edgeAntialiasingMask == [.minX, .maxY])
    }

    @Test func aThreadsDefaultSourceDecidesNewLayersThere() {
        Layer.setThreadEdgeAntialiasingDefault(Layer.EdgeAntialiasingDefault { true })
        let on = Layer()
        Layer.setThreadEdgeAntialiasingDefault(Layer.EdgeAntialiasingDefault { nil })
        let fallback = Layer()
        Layer.setThreadEdgeAntialiasingDefault(nil)
        #expect(on.allowsEdgeAntialiasing && !fallback.allowsEdgeAntialiasing)
    }
}
