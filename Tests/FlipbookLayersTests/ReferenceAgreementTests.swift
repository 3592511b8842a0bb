import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import Testing

/// The fast ``Renderer`` against the slow ``ReferenceRenderer`` on golden scenes built by real
/// layer trees, at small sizes: if a golden were wrong because of a fast-path shortcut, the
/// reference (exact inverse mapping per sample) would disagree.
///
/// Tolerance: mean channel difference below 2 levels, fewer than 4 % of pixels off by more than
/// 24, none by 128 or more. The two renderers differ by design only along edges: analytic
/// linear-ramp coverage against 4 × 4 point samples, one mip level with bilinear filtering
/// against supersampling of the full image (the test card's checker edges, minified about 2×),
/// and, in the rounded clip, edges that cross rather than coincide (FlipbookRaster's
/// articles "Rendering model" and "Rendering differences"). Measured (mean / > 24 / max): page flip 1.25 / 1.4 % / 91, eye plane
/// 0.70 / 0.5 % / 62, rounded clip 1.51 / 3.2 % / 58 (1.81 / 3.6 % / 125 before coincident
/// edges stopped conflating their coverage).
@Suite struct ReferenceAgreementTests {
    /// How two renderings of one tree differ, per channel value (0…255).
    struct Difference: CustomStringConvertible {
        var mean = 0.0, max = 0, largeFraction = 0.0

        init(_ a: Bitmap, _ b: Bitmap) {
            precondition(a.width == b.width && a.height == b.height)
            var sum = 0, large = 0
            for p in 0..<a.pixelCount {
                var worst = 0
                for c in 0..<4 {
                    let d = abs(Int(a.bytes[p * 4 + c]) - Int(b.bytes[p * 4 + c]))
                    sum += d
                    worst = Swift.max(worst, d)
                }
                max = Swift.max(max, worst)
                if worst > 24 { large += 1 }
            }
            mean = Double(sum) / Double(Swift.max(a.bytes.count, 1))
            largeFraction = Double(large) / Double(Swift.max(a.pixelCount, 1))
        }

        var description: String { "mean \(mean), max \(max), > 24: \(largeFraction * 100) %" }
    }

    /// Renders `root` at `scale` with both renderers and checks the stated tolerance.
    private func expectAgreement(_ root: Layer, scale: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let tree = GoldenScenes.tree(root, scale: scale)
        let diff = Difference(Renderer().render(tree), ReferenceRenderer(samplesPerAxis: 4).render(tree))
        #expect(diff.mean < 2, "\(diff)", sourceLocation: sourceLocation)
        #expect(diff.largeFraction < 0.04, "\(diff)", sourceLocation: sourceLocation)
        #expect(diff.max < 128, "\(diff)", sourceLocation: sourceLocation)
    }

    /// The page flip at φ = 45° (textures under strong perspective, minified 2×), 94 × 167 px.
    @Test func pageFlipAgreesWithTheReference() {
        expectAgreement(TransformGoldenTests.pageFlip(angle: -.pi / 4), scale: 0.25)
    }

    /// A quad crossing w = 0 (near-plane clipping), 80 × 80 px.
    @Test func eyePlaneCrossingAgreesWithTheReference() {
        expectAgreement(TransformGoldenTests.eyePlaneScene(), scale: 0.5)
    }

    /// masksToBounds with cornerRadius over contents and a sublayer, 140 × 70 px.
    @Test func roundedClipAgreesWithTheReference() {
        expectAgreement(CompositingGoldenTests.clipScene(), scale: 0.5)
    }
}
