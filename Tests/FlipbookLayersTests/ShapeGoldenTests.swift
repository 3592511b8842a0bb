import Foundation
import Testing
import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers
import FlipbookSwiftTesting

/// Golden images of shape layers: what only a picture shows (the look of caps, joins, dashes,
/// fill rules and trimming side by side), and a circular reveal's start, middle and end.
/// The numbers behind them are checked in `ShapeLayerTests` and the raster shape tests.
@Suite struct ShapeGoldenTests {
    static func shape(_ path: Path, fill: Color? = nil, stroke: Color? = GoldenScenes.ink, width: Double = 6,
                      _ configure: (ShapeLayer) -> Void = { _ in }) -> ShapeLayer {
        let s = ShapeLayer()
        s.path = path
        s.fillColor = fill
        s.strokeColor = stroke
        s.lineWidth = width
        configure(s)
        return s
    }

    /// Top row, left to right: a blue circle with a dark 4 pt stroke; a pentagram filled
    /// non-zero (solid) and even-odd (hollow centre); butt, round and square caps on three
    /// short horizontal lines, top to bottom (round and square reach 5 pt further). Bottom row: miter,
    /// bevel and round joins on a zig-zag; a dashed rounded rectangle (8 on, 4 off, round caps);
    /// a green arc trimmed to strokeStart 0.25 … strokeEnd 0.75; a yellow shape in perspective.
    @Test func shapeLayerFillsStrokesCapsJoinsAndDashes() {
        let stage = GoldenScenes.stage(width: 360, height: 180)
        stage.addSublayer(ShapeGoldenTests.shape(Path(ovalIn: Rect(x: 16, y: 16, width: 60, height: 60)),
                                                 fill: GoldenScenes.blue, width: 4))
        for (i, rule) in [ShapeLayerFillRule.nonZero, .evenOdd].enumerated() {
            var star = Path()
            for k in 0..<5 {
                let t = Double(k) * 4 * Double.pi / 5 - Double.pi / 2
                let p = Point(x: 120 + Double(i) * 70 + 30 * cos(t), y: 48 + 30 * sin(t))
                if k == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.closeSubpath()
            stage.addSublayer(ShapeGoldenTests.shape(star, fill: GoldenScenes.red, stroke: nil) { $0.fillRule = rule })
        }
        for (i, cap) in ShapeLayerLineCap.allCases.enumerated() {
            var line = Path()
            line.move(to: Point(x: 270, y: 24 + Double(i) * 22))
            line.addLine(to: Point(x: 330, y: 24 + Double(i) * 22))
            stage.addSublayer(ShapeGoldenTests.shape(line, width: 10) { $0.lineCap = cap })
        }
        for (i, join) in ShapeLayerLineJoin.allCases.enumerated() {
            var zig = Path()
            let x0 = 16 + Double(i) * 34
            zig.move(to: Point(x: x0, y: 160))
            zig.addLine(to: Point(x: x0 + 12, y: 110))
            zig.addLine(to: Point(x: x0 + 24, y: 160))
            stage.addSublayer(ShapeGoldenTests.shape(zig, width: 8) { $0.lineJoin = join })
        }
        stage.addSublayer(ShapeGoldenTests.shape(Path(roundedRect: Rect(x: 130, y: 110, width: 70, height: 50),
                                                      cornerRadius: 12), width: 4) {
            $0.lineDashPattern = [8, 4]
            $0.lineCap = .round
        })
        stage.addSublayer(ShapeGoldenTests.shape(Path(ovalIn: Rect(x: 220, y: 105, width: 56, height: 56)),
                                                 stroke: GoldenScenes.green, width: 8) {
            $0.strokeStart = 0.25
            $0.strokeEnd = 0.75
        })
        let tilted = ShapeGoldenTests.shape(Path(roundedRect: Rect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 10),
                                            fill: GoldenScenes.yellow, width: 3)
        tilted.frame = Rect(x: 295, y: 108, width: 50, height: 50)
        tilted.transform = Transform3D(rotationAngle: 0.9, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 120))
        stage.addSublayer(tilted)
        let bitmap = GoldenScenes.render(stage, scale: 2)
        assertSnapshot(of: bitmap)
        // The even-odd star's centre shows the paper, the non-zero star's is red.
        #expect(bitmap[2 * 190, 2 * 50] == GoldenScenes.paper.premultiplied8)
        #expect(bitmap[2 * 120, 2 * 50] == GoldenScenes.red.premultiplied8)
    }

    /// A circular reveal of the test card: a shape-layer mask whose circle grows from 6 pt to
    /// 110 pt about the card's centre in 1 s, at 0, 0.5 and 1 s (radius 6, 58 and 110 pt; at the
    /// end the whole 120 × 160 card shows, its corners being 100 pt from the centre).
    @Test func circularRevealStartMiddleEnd() {
        let card = GoldenScenes.cardLayer(Rect(x: 0, y: 0, width: 120, height: 160))
        let mask = ShapeLayer()
        let c = Point(x: 60, y: 80)
        func circle(_ r: Double) -> Path { Path(ovalIn: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)) }
        mask.path = circle(110)
        mask.add(BasicAnimation(keyPath: "path", from: .path(circle(6)), to: .path(circle(110)),
                                timing: MediaTiming(duration: 1)), forKey: "reveal")
        card.mask = mask
        let stage = GoldenScenes.stage(width: 120, height: 160)
        stage.addSublayer(card)
        let frames = [0.0, 0.5, 1.0].map { t in
            (time: t, bitmap: Renderer().render(stage.renderTree(at: t, canvasSize: Size(width: 120, height: 160), scale: 1,
                                                                 background: .white)))
        }
        assertSnapshot(of: Filmstrip.compose(frames))
        // Halfway the circle has radius 58: paper 60 pt left of the centre, card 55 pt left.
        let mid = frames[1].bitmap
        #expect(mid[0, 80] == GoldenScenes.paper.premultiplied8)
        #expect(mid[5, 80] != GoldenScenes.paper.premultiplied8)
        #expect(frames[2].bitmap[0, 0] != GoldenScenes.paper.premultiplied8)
    }
}
