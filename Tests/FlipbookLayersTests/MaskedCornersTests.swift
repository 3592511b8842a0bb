import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import FlipbookSwiftTesting
import Testing

/// `maskedCorners` (Core Animation's `CACornerMask`, iOS 11): `cornerRadius` rounds only the
/// listed corners; the others stay square, for the background, the border and the
/// `masksToBounds` clip of sublayers alike.
@Suite struct MaskedCornersTests {
    /// Three 100 × 80 pt layers with corner radius 24 on a 360 × 120 pt canvas: left, the
    /// bottom corners only (a sheet's lower edge, EasyTransitions' card); middle, the top-left
    /// and bottom-right corners with a 6 pt blue border; right, the top corners clipping a red
    /// sublayer that covers the whole bounds (`masksToBounds`).
    static func scene() -> Layer {
        let stage = GoldenScenes.stage(width: 360, height: 120, color: nil)
        let masks: [CornerMask] = [[.minXMaxY, .maxXMaxY], [.minXMinY, .maxXMaxY], [.minXMinY, .maxXMinY]]
        for (i, mask) in masks.enumerated() {
            let layer = makeLayer(Rect(x: 15 + Double(i) * 115, y: 20, width: 100, height: 80), color: GoldenScenes.blue)
            layer.cornerRadius = 24
            layer.maskedCorners = mask
            if i == 1 {
                layer.backgroundColor = .white
                layer.borderWidth = 6
                layer.borderColor = GoldenScenes.blue
            }
            if i == 2 {
                layer.masksToBounds = true
                layer.addSublayer(makeLayer(Rect(x: -10, y: -10, width: 120, height: 100), color: GoldenScenes.red))
            }
            stage.addSublayer(layer)
        }
        return stage
    }

    @Test func onlyTheMaskedCornersAreRounded() {
        let bitmap = GoldenScenes.render(Self.scene(), scale: 2)
        assertSnapshot(of: bitmap)
        // Device pixels (scale 2). Left layer: (30, 40)–(230, 200). Its top-left corner pixel is
        // square (painted); its bottom-left corner pixel lies outside the 24 pt arc.
        #expect(bitmap[31, 41] == GoldenScenes.blue.premultiplied8)
        #expect(bitmap[31, 198] == .clear)
        #expect(bitmap[228, 41] == GoldenScenes.blue.premultiplied8 && bitmap[228, 198] == .clear)
        // Middle layer: (260, 40)–(460, 200): rounded top left and bottom right only.
        #expect(bitmap[261, 41] == .clear && bitmap[458, 198] == .clear)
        #expect(bitmap[458, 41] == GoldenScenes.blue.premultiplied8 && bitmap[261, 198] == GoldenScenes.blue.premultiplied8)
        // Right layer: (490, 40)–(690, 200): the red sublayer is clipped at the top corners only.
        #expect(bitmap[491, 41] == .clear && bitmap[688, 41] == .clear)
        #expect(bitmap[491, 198] == GoldenScenes.red.premultiplied8 && bitmap[688, 198] == GoldenScenes.red.premultiplied8)
        #expect(bitmap[480, 41] == .clear)  // outside the bounds: the clip holds
    }

    /// The default is every corner, as in Core Animation; presentation copies keep the mask.
    @Test func theDefaultIsAllCornersAndCopiesKeepTheMask() {
        let layer = Layer()
        #expect(layer.maskedCorners == .all)
        layer.maskedCorners = [.minXMaxY]
        #expect(layer.presentation(at: 0).maskedCorners == [.minXMaxY])
        #expect(layer.renderNode(placement: .identity, scale: 1)?.maskedCorners == [.minXMaxY])
    }

    /// The fast renderer agrees with the supersampling reference on the masked corners.
    @Test func masksAgreeWithTheReferenceRenderer() {
        let tree = GoldenScenes.tree(Self.scene(), scale: 0.5)
        let a = Renderer().render(tree), b = ReferenceRenderer(samplesPerAxis: 4).render(tree)
        var worst = 0
        for i in 0..<a.bytes.count { worst = max(worst, abs(Int(a.bytes[i]) - Int(b.bytes[i]))) }
        #expect(worst < 128)
    }
}
