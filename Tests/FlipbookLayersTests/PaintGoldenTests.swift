import FlipbookGeometry
import FlipbookLayers
import FlipbookSwiftTesting
import Testing

/// Golden images of what a layer paints: contents placed by every `contentsGravity`, and every
/// gradient type (FlipbookLayers article “How a layer draws”). Exact goldens; the numbers behind
/// them are checked too.
@Suite struct PaintGoldenTests {
    // MARK: contentsGravity

    /// Cell size, gap and margin of the gravity grid, in points.
    private static let cell = 56.0, gap = 24.0

    /// The top-left corner of grid cell `i` (4 columns, in `ContentsGravity.allCases` order).
    private static func cellOrigin(_ i: Int) -> Point {
        Point(x: gap + Double(i % 4) * (cell + gap), y: gap + Double(i / 4) * (cell + gap))
    }

    /// Twelve white 56 × 56 cells in `ContentsGravity.allCases` order, reading left to right:
    /// resize, resizeAspect, resizeAspectFill, center / top, bottom, left, right / topLeft,
    /// topRight, bottomLeft, bottomRight. Each shows the same 40 × 24 test card (natural size at
    /// contentsScale 1). resize stretches it, resizeAspect fits it (56 × 33.6, centred),
    /// resizeAspectFill covers the cell (93.3 × 56) and overflows left and right onto the paper
    /// (no masksToBounds); the other nine keep 40 × 24 and align it. Vertical names are meant in
    /// the screen's sense (`top` = smaller y; see FlipbookLayers' article "Differences from Core Animation").
    @Test func everyContentsGravityPlacesTheCard() {
        let (cell, gap) = (PaintGoldenTests.cell, PaintGoldenTests.gap)
        let stage = GoldenScenes.stage(width: 2 * gap + 4 * cell + 3 * gap, height: 2 * gap + 3 * cell + 2 * gap)
        let card = Image(GoldenScenes.makeCard(width: 40, height: 24))
        for (i, gravity) in ContentsGravity.allCases.enumerated() {
            let origin = PaintGoldenTests.cellOrigin(i)
            let layer = makeLayer(Rect(x: origin.x, y: origin.y, width: cell, height: cell),
                                  name: gravity.rawValue, color: .white)
            layer.contents = card
            layer.contentsGravity = gravity
            stage.addSublayer(layer)
        }
        let bitmap = GoldenScenes.render(stage)
        assertSnapshot(of: bitmap)

        // The card's dark frame: its top-left pixel where each gravity puts it (cell coordinates,
        // computed independently: x = 0 | 8 | 16, y = 0 | 16 | 32 for left | centre | right and
        // top | centre | bottom), and the cell's white just outside it.
        let expected: [ContentsGravity: (Int, Int)] = [
            .center: (8, 16), .top: (8, 0), .bottom: (8, 32), .left: (0, 16), .right: (16, 16),
            .topLeft: (0, 0), .topRight: (16, 0), .bottomLeft: (0, 32), .bottomRight: (16, 32)]
        for (i, gravity) in ContentsGravity.allCases.enumerated() {
            guard let (x, y) = expected[gravity] else { continue }
            let o = PaintGoldenTests.cellOrigin(i)
            let px = Int(o.x) + x, py = Int(o.y) + y
            #expect(bitmap[px, py] == GoldenScenes.ink.premultiplied8, "\(gravity)")
            if x > 0 { #expect(bitmap[px - 1, py] == Color.white.premultiplied8, "\(gravity)") }
            if y > 0 { #expect(bitmap[px, py - 1] == Color.white.premultiplied8, "\(gravity)") }
        }
        // resizeAspectFill overflows the cell by 18.7 pt on each side: 10 pt left of cell 2 is card.
        let fill = PaintGoldenTests.cellOrigin(2)
        #expect(bitmap[Int(fill.x) - 10, Int(fill.y) + 28] != GoldenScenes.paper.premultiplied8)
        // resizeAspect leaves 11.2 pt of white above and below the fitted card.
        let fit = PaintGoldenTests.cellOrigin(1)
        #expect(bitmap[Int(fit.x) + 28, Int(fit.y) + 10] == Color.white.premultiplied8)
    }

    // MARK: Gradients

    /// The colours and explicit, uneven locations every gradient panel uses.
    private static let colors = [GoldenScenes.red, GoldenScenes.yellow, GoldenScenes.green, GoldenScenes.blue]
    private static let locations = [0, 0.2, 0.5, 1.0]

    /// The scene of ``everyGradientTypeWithExplicitLocations()``.
    static func gradientScene() -> Layer {
        let types: [(GradientLayerType, Point, Point)] = [
            (.axial, Point(x: 0, y: 0.5), Point(x: 1, y: 0.5)),
            (.radial, Point(x: 0.5, y: 0.5), Point(x: 1, y: 1)),
            (.conic, Point(x: 0.5, y: 0.5), Point(x: 1, y: 0.5)),
        ]
        return GoldenScenes.panels(3, width: 120, height: 120) { i, panel in
            let gradient = GradientLayer()
            gradient.frame = panel.bounds
            gradient.type = types[i].0
            gradient.startPoint = types[i].1
            gradient.endPoint = types[i].2
            gradient.colors = PaintGoldenTests.colors
            gradient.locations = PaintGoldenTests.locations
            panel.addSublayer(gradient)
        }
    }

    /// Axial (left → right), radial (centre → the 60-pt circle, padded with blue beyond) and
    /// conic (around the centre, starting at 3 o'clock and turning clockwise), all with the
    /// colours red, yellow, green, blue at the uneven locations 0, 0.2, 0.5, 1. Interpolation is
    /// per component in sRGB, unpremultiplied.
    @Test func everyGradientTypeWithExplicitLocations() {
        let bitmap = GoldenScenes.render(PaintGoldenTests.gradientScene())
        assertSnapshot(of: bitmap)
        func near(_ x: Int, _ y: Int, _ color: Color, within limit: Int) -> Bool {
            GoldenScenes.distance(bitmap[x, y], color) <= limit
        }
        // Axial: t = (x + 0.5)/120; t = 0.196 at x = 23 (yellow), 0.496 at x = 59 (green).
        #expect(near(23, 60, GoldenScenes.yellow, within: 3))
        #expect(near(59, 60, GoldenScenes.green, within: 3))
        #expect(near(0, 60, GoldenScenes.red, within: 3) && near(119, 60, GoldenScenes.blue, within: 3))
        // Radial (panel 1 at x = 128): t = r/60; r = 12 is yellow, r = 30 green, corners padded
        // blue. The pixel centre (12.5, 0.5) from the centre has t = 0.2085: 3 % toward green.
        #expect(near(128 + 72, 60, GoldenScenes.yellow, within: 6))
        #expect(near(128 + 90, 60, GoldenScenes.green, within: 4))
        #expect(near(128, 0, GoldenScenes.blue, within: 0))
        // Conic (panel 2 at x = 256): t = 0.5 at 9 o'clock (green); just below 3 o'clock t ≈ 0
        // (red), just above it t ≈ 1 (blue): the angle grows clockwise on screen.
        #expect(near(256 + 20, 60, GoldenScenes.green, within: 4))
        #expect(near(256 + 110, 62, GoldenScenes.red, within: 8))
        #expect(near(256 + 110, 57, GoldenScenes.blue, within: 8))
    }
}
