import FlipbookGeometry
import FlipbookLayers
import FlipbookSwiftTesting
import Testing

/// Golden images of how a layer composites (FlipbookLayers article “How a layer draws”): clipping
/// by `masksToBounds` with
/// `cornerRadius`, group opacity, the shadow, and the border above the sublayers. Exact goldens;
/// the numbers behind them are checked too.
@Suite struct CompositingGoldenTests {
    // MARK: masksToBounds

    /// The scene of ``masksToBoundsClipsContentsAndSublayersToTheRoundedBounds()``.
    static func clipScene() -> Layer {
        let stage = GoldenScenes.stage(width: 280, height: 140, color: nil)
        for (i, masks) in [false, true].enumerated() {
            let host = makeLayer(Rect(x: 20 + Double(i) * 140, y: 20, width: 100, height: 100), color: .white)
            host.cornerRadius = 24
            host.contents = GoldenScenes.testCard
            host.contentsGravity = .resizeAspectFill
            host.masksToBounds = masks
            let disc = makeLayer(Rect(x: 65, y: 65, width: 50, height: 50), name: "disc", color: GoldenScenes.red)
            disc.cornerRadius = 25
            host.addSublayer(disc)
            stage.addSublayer(host)
        }
        return stage
    }

    /// A host layer at (20, 20, 100, 100) in each half of a transparent 280 × 140 canvas: corner
    /// radius 24, white background, the test card as contents with resizeAspectFill (100 × 133,
    /// overflowing top and bottom), and a red 50 × 50 disc sublayer hanging over the bottom-right
    /// corner. Left: masksToBounds off — the background is rounded, but the contents and the
    /// sublayer are not clipped. Right: on — contents and sublayer are clipped to the rounded bounds.
    @Test func masksToBoundsClipsContentsAndSublayersToTheRoundedBounds() {
        let bitmap = GoldenScenes.render(CompositingGoldenTests.clipScene(), scale: 2)
        assertSnapshot(of: bitmap)

        // In device pixels (scale 2); the right host starts at x = 320.
        // The corner pixel of the bounds lies outside the 24-pt arc: transparent when clipped.
        #expect(bitmap[40, 40].a == 255)                    // left: the unclipped card covers it
        #expect(bitmap[320, 40] == .clear)                  // right: clipped away
        // Contents overflow above the bounds (host y = −8): drawn on the left, clipped on the right.
        #expect(bitmap[140, 24].a == 255 && bitmap[420, 24] == .clear)
        // The disc beyond the bottom-right corner (host (105, 105)).
        #expect(bitmap[250, 250] == GoldenScenes.red.premultiplied8 && bitmap[530, 250] == .clear)
        // Inside the bounds both agree.
        #expect(bitmap[200, 200] == bitmap[480, 200])
    }

    // MARK: Group opacity

    /// A red and a blue square overlapping. Left: their parent has opacity 0.5, so the two are
    /// composited as one group first (allowsGroupOpacity, the iOS 7+ default) and the overlap
    /// shows only blue, at half strength. Right: each square has opacity 0.5 on its own, so the
    /// red shows through the blue where they overlap.
    @Test func groupOpacityCompositesOverlappingChildrenAsOne() {
        let stage = GoldenScenes.panels(2, width: 140, height: 140) { i, panel in
            let group = makeLayer(panel.bounds, name: "group")
            let red = makeLayer(Rect(x: 20, y: 20, width: 70, height: 70), color: GoldenScenes.red)
            let blue = makeLayer(Rect(x: 50, y: 50, width: 70, height: 70), color: GoldenScenes.blue)
            if i == 0 {
                group.opacity = 0.5
            } else {
                red.opacity = 0.5
                blue.opacity = 0.5
            }
            group.addSublayer(red)
            group.addSublayer(blue)
            panel.addSublayer(group)
        }
        let bitmap = GoldenScenes.render(stage)
        assertSnapshot(of: bitmap)
        // Overlap at (70, 70): blue·½ + paper·½ = (137, 173, 230) in the group; one at a time,
        // red over paper then blue over that = (133, 127, 182).
        #expect(GoldenScenes.distance(bitmap[70, 70], Color(red8: 137, green8: 173, blue8: 230)) <= 1)
        #expect(GoldenScenes.distance(bitmap[148 + 70, 70], Color(red8: 133, green8: 127, blue8: 182)) <= 1)
        // Where only one square lies, both panels agree.
        #expect(bitmap[30, 30] == bitmap[148 + 30, 30] && bitmap[110, 110] == bitmap[148 + 110, 110])
    }

    // MARK: Shadow

    /// Left: a white 70 × 70 card, corner radius 12, shadowOpacity 0.6, shadowRadius 6 (the
    /// Gaussian's σ in points), shadowOffset (0, 6) (down). Right: a layer with no background of its
    /// own holding a green disc and a small blue square: its shadow is cast by the composited alpha
    /// of its sublayers, so it follows the disc and the square.
    @Test func shadowFollowsTheCompositedAlpha() {
        let stage = GoldenScenes.stage(width: 220, height: 130)
        let card = makeLayer(Rect(x: 25, y: 25, width: 70, height: 70), name: "card", color: .white)
        card.cornerRadius = 12
        let holder = makeLayer(Rect(x: 125, y: 25, width: 70, height: 70), name: "holder")
        let disc = makeLayer(Rect(x: 0, y: 0, width: 56, height: 56), color: GoldenScenes.green)
        disc.cornerRadius = 28
        holder.addSublayer(disc)
        holder.addSublayer(makeLayer(Rect(x: 46, y: 46, width: 24, height: 24), color: GoldenScenes.blue))
        for layer in [card, holder] {
            layer.shadowOpacity = 0.6
            layer.shadowRadius = 6
            layer.shadowOffset = Size(width: 0, height: 6)
            stage.addSublayer(layer)
        }
        let bitmap = GoldenScenes.render(stage, scale: 2)
        assertSnapshot(of: bitmap)
        // Below the card's straight bottom edge the shadow's own edge lies at y = 95 + 6 = 101 pt;
        // the pixel row 202 (centre 101.25 pt) has Gaussian coverage Φ(−0.25/6) = 0.483, so the
        // paper is darkened by 0.6 · 0.483 = 0.29: 236 → 167.
        #expect(GoldenScenes.distance(bitmap[120, 202], Color(red8: 167, green8: 167, blue8: 170)) <= 2)
        // More than 3σ beyond the shadow nothing is drawn.
        #expect(bitmap[120, 242] == GoldenScenes.paper.premultiplied8)
        // The holder's shadow follows the disc: below the disc's bottom it is dark, but beside
        // the disc at the holder's empty bottom-left corner (5, 65)+offset it is light.
        let underDisc = bitmap[(125 + 28) * 2, (25 + 62) * 2], emptyCorner = bitmap[(125 + 4) * 2, (25 + 70) * 2]
        #expect(underDisc.r < 200 && emptyCorner.r > underDisc.r + 30)
    }

    // MARK: Border

    /// A white host with corner radius 20 and a 10-pt blue border; its red sublayer is taller
    /// than the host and crosses the border at the top and bottom. The border is composited
    /// above the sublayers (article “How a layer draws”), so the red is covered where it crosses
    /// the border and
    /// shows again beyond the bounds (no masksToBounds).
    @Test func borderIsDrawnAboveSublayers() {
        let stage = GoldenScenes.stage(width: 160, height: 160)
        let host = makeLayer(Rect(x: 30, y: 30, width: 100, height: 100), name: "host", color: .white)
        host.cornerRadius = 20
        host.borderWidth = 10
        host.borderColor = GoldenScenes.blue
        host.addSublayer(makeLayer(Rect(x: 35, y: -20, width: 30, height: 140), name: "bar", color: GoldenScenes.red))
        stage.addSublayer(host)
        let bitmap = GoldenScenes.render(stage)
        assertSnapshot(of: bitmap)
        let blue = GoldenScenes.blue.premultiplied8, red = GoldenScenes.red.premultiplied8
        #expect(bitmap[80, 35] == blue && bitmap[80, 125] == blue)    // border over the bar
        #expect(bitmap[80, 20] == red && bitmap[80, 140] == red)      // beyond the bounds
        #expect(bitmap[80, 80] == red)                                // inside the border
    }
}
