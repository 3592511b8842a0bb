import Foundation
import Testing
import FlipbookGeometry
@testable import FlipbookRaster
import FlipbookTestSupport

/// The fast renderer against the reference renderer on seeded random scenes of shape paints:
/// random curves, arcs, rectangles and ellipses, both fill rules, every cap and join, dashes,
/// trimming, perspective, opacity groups, masksToBounds and shape masks.
///
/// The two share the path's flattening and the stroke's trimming, dashing and decomposition
/// into pieces, but not how area becomes pixels: the fast path fills projected polygons on 16
/// sample rows with exact horizontal coverage, the reference tests each of 6×6 samples in the
/// node's plane (winding numbers, exact discs). Over seeds 1–24 the measured worst cases were
/// mean 0.61, 0.49 % of pixels off by more than 24, and max 46 (single edge pixels where a thin
/// stroke crosses a 6 × 6 grid), against the bounds below.
@Suite struct ShapeVersusReferenceTests {
    @Test(arguments: Array(UInt64(1)...UInt64(12)))
    func randomShapeSceneMatchesReference(seed: UInt64) {
        let tree = ShapeScenes.random(seed: seed)
        let fast = Renderer().render(tree)
        let reference = ReferenceRenderer(samplesPerAxis: 6).render(tree)
        let diff = BitmapDifference(fast, reference)
        #expect(diff.meanAbs < 1, "seed \(seed): \(diff)")
        #expect(diff.largeFraction < 0.01, "seed \(seed): \(diff)")
        #expect(diff.max < 64, "seed \(seed): \(diff)")
    }
}

/// Random shape scenes for ``ShapeVersusReferenceTests``.
enum ShapeScenes {
    static func randomPath(_ rng: inout SeededRandom, size s: Double) -> Path {
        var p = Path()
        func pt() -> Point { Point(x: rng.double(0, s), y: rng.double(0, s)) }
        switch rng.next() % 4 {
        case 0:
            p.addEllipse(in: Rect(x: rng.double(0, s / 2), y: rng.double(0, s / 2), width: rng.double(4, s / 2),
                                  height: rng.double(4, s / 2)))
        case 1:
            p = Path(roundedRect: Rect(x: rng.double(0, s / 3), y: rng.double(0, s / 3), width: rng.double(6, s / 1.5),
                                       height: rng.double(6, s / 1.5)), cornerRadius: rng.double(0, 8))
        case 2:
            p = Path(arcCenter: pt(), radius: rng.double(3, s / 2), startAngle: rng.double(0, 6),
                     endAngle: rng.double(0, 6), clockwise: rng.chance(0.5))
        default:
            p.move(to: pt())
            for _ in 0..<(2 + Int(rng.next() % 4)) {
                switch rng.next() % 3 {
                case 0: p.addLine(to: pt())
                case 1: p.addQuadCurve(to: pt(), control: pt())
                default: p.addCurve(to: pt(), control1: pt(), control2: pt())
                }
            }
            if rng.chance(0.5) { p.closeSubpath() }
        }
        return p
    }

    static func randomPaint(_ rng: inout SeededRandom, size s: Double) -> ShapePaint {
        var paint = ShapePaint(path: randomPath(&rng, size: s))
        paint.fillColor = rng.chance(0.7) ? rng.color() : nil
        paint.fillRule = rng.chance(0.5) ? .nonZero : .evenOdd
        if rng.chance(0.7) {
            paint.strokeColor = rng.color()
            paint.lineWidth = rng.double(0.5, 6)
            paint.lineCap = LineCap.allCases[Int(rng.next() % 3)]
            paint.lineJoin = LineJoin.allCases[Int(rng.next() % 3)]
            paint.miterLimit = rng.double(1, 12)
            if rng.chance(0.3) { paint.lineDashPattern = [rng.double(1, 6), rng.double(1, 4)]; paint.lineDashPhase = rng.double(0, 5) }
            if rng.chance(0.3) { paint.strokeStart = rng.double(0, 0.5); paint.strokeEnd = rng.double(0.4, 1) }
        }
        return paint
    }

    static func random(seed: UInt64, size: Int = 32) -> RenderTree {
        var rng = SeededRandom(seed: seed &+ 1000)
        let s = Double(size)
        var nodes: [RenderNode] = []
        for _ in 0..<(1 + Int(rng.next() % 3)) {
            let w = rng.double(s * 0.4, s), h = rng.double(s * 0.4, s)
            var t = Transform3D(rotationAngle: rng.double(-0.6, 0.6), x: 0, y: 0, z: 1)
            if rng.chance(0.5) {
                t = Transform3D(rotationAngle: rng.double(-1.0, 1.0), x: 0, y: 1, z: 0).concatenating(t)
                t = Scenes.perspective(t, distance: rng.double(s * 0.8, s * 3))
            }
            var paint = randomPaint(&rng, size: s)
            let opacity = rng.chance(0.3) ? rng.double(0.3, 0.95) : 1
            let clip = rng.chance(0.25)
            let background = rng.chance(0.3) ? rng.color() : nil
            let masked = rng.chance(0.25)
            let maskPaint = ShapePaint(path: Path(ovalIn: Rect(x: rng.double(0, w / 3), y: rng.double(0, h / 3),
                                                               width: w * 0.6, height: h * 0.6)))
            if paint.fillColor == nil && paint.strokeColor == nil { paint.fillColor = rng.color() }
            nodes.append(Scenes.node(x: rng.double(-s * 0.2, s * 0.3), y: rng.double(-s * 0.2, s * 0.3), w: w, h: h,
                                     transform: t) { n in
                n.shape = paint
                n.opacity = opacity
                n.masksToBounds = clip
                n.backgroundColor = background
                if masked { n.mask = RenderMask(RenderNode(shape: maskPaint)) }
            })
        }
        return RenderTree(pixelWidth: size, pixelHeight: size, scale: 1, background: rng.color(opaque: true), nodes: nodes)
    }
}
