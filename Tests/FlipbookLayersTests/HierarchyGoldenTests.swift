import FlipbookGeometry
import FlipbookLayers
import FlipbookSwiftTesting
import Testing

/// Golden images of how the layer tree places and orders sublayers: `bounds.origin` scrolling,
/// `zPosition` ordering, and a snapshot used as another layer's contents (FlipbookLayers
/// articles “Layer geometry” and “Layer snapshots”). Exact goldens; the numbers behind them are
/// checked too.
@Suite struct HierarchyGoldenTests {
    // MARK: bounds.origin

    /// Nine tiles, 60 × 60 points every 70 points, in a 100 × 100 "scroll view" host with
    /// masksToBounds. Left: bounds.origin (0, 0) shows the top-left tile and parts of its
    /// neighbours. Right: bounds.origin (50, 70) scrolls every sublayer by (−50, −70), so the
    /// centre tile's top-left corner lands at the host's (20, 0). The host itself does not move.
    @Test func boundsOriginScrollsTheSublayers() {
        let palette = [GoldenScenes.red, GoldenScenes.yellow, GoldenScenes.green, GoldenScenes.blue, GoldenScenes.ink,
                       GoldenScenes.red.mixed(with: .white, 0.5), GoldenScenes.yellow.mixed(with: .black, 0.3),
                       GoldenScenes.green.mixed(with: .white, 0.5), GoldenScenes.blue.mixed(with: .white, 0.5)]
        let stage = GoldenScenes.panels(2, width: 140, height: 140) { i, panel in
            let host = makeLayer(Rect(x: 20, y: 20, width: 100, height: 100), name: "scroll view", color: .white)
            host.masksToBounds = true
            host.bounds.origin = i == 0 ? .zero : Point(x: 50, y: 70)
            for (k, color) in palette.enumerated() {
                host.addSublayer(makeLayer(Rect(x: Double(k % 3) * 70, y: Double(k / 3) * 70, width: 60, height: 60),
                                           name: "tile \(k)", color: color))
            }
            panel.addSublayer(host)
        }
        let bitmap = GoldenScenes.render(stage)
        assertSnapshot(of: bitmap)
        let right = 148 + 20, top = 20
        // Tile 4 (the centre tile, ink) spans host x 20…80, y 0…60 after scrolling.
        #expect(bitmap[right + 20, top] == palette[4].premultiplied8)
        #expect(bitmap[right + 79, top + 59] == palette[4].premultiplied8)
        #expect(bitmap[right + 19, top] == Color.white.premultiplied8)
        // Tile 7 (below it) starts at host y 70; tile 0 is scrolled out of sight.
        #expect(bitmap[right + 50, top + 75] == palette[7].premultiplied8)
        // Left, unscrolled: tile 0 at the host's origin.
        #expect(bitmap[20, 20] == palette[0].premultiplied8)
    }

    // MARK: zPosition

    /// Three overlapping squares added red, green, blue. Left: all at zPosition 0, so they draw in
    /// array order and blue is on top. Right: red has zPosition 10 and blue −5, so the stable sort
    /// by zPosition draws blue, green, red: red is on top, blue at the bottom. Without perspective
    /// zPosition changes only the order, not the size.
    @Test func zPositionOrdersSiblings() {
        let stage = GoldenScenes.panels(2, width: 140, height: 140) { i, panel in
            let squares = [GoldenScenes.red, GoldenScenes.green, GoldenScenes.blue].enumerated().map { k, color in
                makeLayer(Rect(x: 20 + Double(k) * 25, y: 20 + Double(k) * 25, width: 60, height: 60), color: color)
            }
            if i == 1 {
                squares[0].zPosition = 10
                squares[2].zPosition = -5
            }
            squares.forEach(panel.addSublayer)
        }
        let bitmap = GoldenScenes.render(stage)
        assertSnapshot(of: bitmap)
        // (70, 70) lies in all three squares.
        #expect(bitmap[70, 70] == GoldenScenes.blue.premultiplied8)
        #expect(bitmap[148 + 70, 70] == GoldenScenes.red.premultiplied8)
        // Green over blue on the right: (100, 100) lies in green and blue only.
        #expect(bitmap[148 + 100, 100] == GoldenScenes.green.premultiplied8)
        // Red keeps its size: its right edge is still at x = 80.
        #expect(bitmap[148 + 79, 30] == GoldenScenes.red.premultiplied8
                && bitmap[148 + 80, 30] != GoldenScenes.red.premultiplied8)
    }

    // MARK: Snapshots

    /// The view that is snapshotted: a white 80 × 80 card (corner radius 14, 2-pt ink border)
    /// holding a test card turned 15°, itself turned −20° about its centre, at opacity 0.8 and
    /// with a shadow.
    private func snapshottedView() -> Layer {
        let view = makeLayer(Rect(x: 20, y: 30, width: 80, height: 80), name: "view", color: .white)
        view.cornerRadius = 14
        view.borderWidth = 2
        view.borderColor = GoldenScenes.ink
        let card = GoldenScenes.crispCardLayer(Rect(x: 16, y: 12, width: 48, height: 56), scale: 1)
        card.transform = Transform3D(rotationAngle: .pi / 12, x: 0, y: 0, z: 1)
        view.addSublayer(card)
        view.transform = Transform3D(rotationAngle: -.pi / 9, x: 0, y: 0, z: 1)
        view.opacity = 0.8
        view.shadowOpacity = 0.5
        view.shadowOffset = Size(width: 0, height: 4)
        return view
    }

    /// Left: the view itself (turned, translucent, with its shadow). Right: a plain layer at
    /// (140, 30, 80, 80) whose contents is the view's snapshot (`snapshot(scale: 1)`): the view's own transform, opacity and shadow are left out, so it stands upright,
    /// opaque and shadowless, while its sublayer keeps its 15° turn and the rounded corners stay
    /// transparent.
    @Test func snapshotUsedAsContentsDrawsTheSubtreeUpright() {
        let view = snapshottedView()
        let snapshot = view.snapshot(scale: 1).bitmap
        #expect(snapshot.width == 80 && snapshot.height == 80)
        #expect(snapshot[0, 0] == .clear && snapshot[40, 40].a == 255)

        let stage = GoldenScenes.stage(width: 240, height: 140)
        stage.addSublayer(view)
        let copy = makeLayer(Rect(x: 140, y: 30, width: 80, height: 80), name: "snapshot view")
        copy.contents = Image(snapshot)
        stage.addSublayer(copy)
        let bitmap = GoldenScenes.render(stage)
        assertSnapshot(of: bitmap)
        // The contents lands texel for texel: each pixel is the snapshot's over the paper.
        var expected = Bitmap(width: 80, height: 80, fill: GoldenScenes.paper.premultiplied8)
        expected.composite(snapshot, at: 0, y: 0)
        #expect(bitmap.cropped(x: 140, y: 30, width: 80, height: 80) == expected)
    }
}
