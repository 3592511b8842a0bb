import FlipbookUIKit
import Testing

/// Core Animation's edge anti-aliasing spellings: `allowsEdgeAntialiasing`,
/// `edgeAntialiasingMask`, `CAEdgeAntialiasingMask` with its `layer…Edge` names and the C
/// constants, with CA's bits (`layerBottomEdge` is the minimum y, the top on screen in UIKit).
@Suite struct EdgeAntialiasingSpellingTests {
    @Test func portedCodeSpellsTheEdgeMaskAsOnIOS() {
        let layer = CALayer()
        #expect(!layer.allowsEdgeAntialiasing)
        layer.allowsEdgeAntialiasing = true
        layer.edgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge]
        let mask: CAEdgeAntialiasingMask = layer.edgeAntialiasingMask
        #expect(mask.rawValue == 3)
        #expect(CAEdgeAntialiasingMask.layerBottomEdge.rawValue == 4 && CAEdgeAntialiasingMask.layerTopEdge.rawValue == 8)
        #expect(kCALayerLeftEdge.rawValue == 1 && kCALayerRightEdge.rawValue == 2)
        #expect(kCALayerBottomEdge == .layerBottomEdge && kCALayerTopEdge == .layerTopEdge)
        layer.edgeAntialiasingMask = [kCALayerBottomEdge, kCALayerTopEdge]
        #expect(layer.antialiasedEdges == [.minY, .maxY])
    }
}
