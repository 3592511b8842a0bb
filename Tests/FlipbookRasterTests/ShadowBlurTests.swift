import Testing
import Foundation
import FlipbookGeometry
@testable import FlipbookRaster

/// Wide shadows: the downsampled blur against the exact Gaussian, the radius cap, and bounded
/// work for large radii and large layers.
@Suite struct ShadowBlurTests {
    static func card(radius: Double, size: Double = 30) -> RenderNode {
        RenderNode(transform: Transform3D(translationX: 0, y: 0), bounds: Rect(x: 0, y: 0, width: size, height: size * 2 / 3),
                   backgroundColor: Color(red: 0.9, green: 0.2, blue: 0.1),
                   shadow: ShadowPaint(color: Color(white: 0, alpha: 1), radius: radius, offset: Size(width: 3, height: 5)))
    }

    /// Renders through the compositor with the given full-resolution limit (∞ = always exact).
    static func render(_ node: RenderNode, width: Int, height: Int, scale: Double, exactSigma: Double) -> Bitmap {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        bytes.withUnsafeMutableBytes { raw in
            let pixels = raw.baseAddress!.bindMemory(to: UInt32.self, capacity: width * height)
            let surface = Surface(width: width, height: height, borrowing: pixels)
            var c = Compositor(scale: scale)
            c.exactShadowSigma = exactSigma
            c.drawSiblings(RenderTree(pixelWidth: width, pixelHeight: height, scale: scale, nodes: [node]).sanitized().nodes,
                           parent: Transform3D(scaleX: scale, y: scale), into: surface, clip: nil, occluders: [])
        }
        return Bitmap(width: width, height: height, bytes: bytes)
    }

    @Test(arguments: [(17.0, 2.0), (33.0, 1.0), (40.0, 1.5), (64.0, 1.0)])
    func downsampledBlurIsWithinTwoLevelsOfTheExactGaussian(radius: Double, scale: Double) {
        // The card sits in the middle of a canvas that holds its whole 3σ halo.
        let halo = 3 * radius + 10
        var node = ShadowBlurTests.card(radius: radius)
        node.transform = Transform3D(translationX: halo, y: halo)
        let w = Int(((30 + 2 * halo) * scale).rounded()), h = Int(((20 + 2 * halo) * scale).rounded())
        let exact = ShadowBlurTests.render(node, width: w, height: h, scale: scale, exactSigma: .infinity)
        let fast = ShadowBlurTests.render(node, width: w, height: h, scale: scale, exactSigma: ShadowPlan.exactSigma)
        let d = BitmapDifference(exact, fast)
        #expect(d.max <= 2, "σ \(radius * scale) px: \(d)")
        // The shadow is really there: the pixel below the card's centre, outside it, is darkened.
        #expect(exact.rgba(Int((halo + 15) * scale), Int((halo + 22) * scale))[0] < 250)
    }

    @Test func smallRadiiAreBlurredAtFullResolution() {
        for (radius, scale) in [(2.0, 2.0), (8.0, 2.0), (16.0, 2.0), (10.0, 3.0)] {
            let plan = ShadowPlan(ShadowBlurTests.card(radius: radius), ShadowBlurTests.card(radius: radius).shadow!,
                                  scale: scale, visible: nil)!
            #expect(plan.pixelsPerPoint == scale && plan.sigma == radius * scale, "radius \(radius) at \(scale)×")
        }
    }

    @Test(arguments: [1000.0, 1e7, .infinity])
    func radiusOf1000OrMoreOnA40By30CanvasRendersInWellUnderASecond(radius: Double) {
        let tree = RenderTree(pixelWidth: 80, pixelHeight: 60, scale: 2, nodes: [ShadowBlurTests.card(radius: radius, size: 20)])
        let start = threadCPUSeconds()
        let b = Renderer().render(tree)
        #expect((threadCPUSeconds() - start) < 1, "radius \(radius)")
        // Spread over thousands of points, the shadow is invisible; the card still draws.
        #expect(b.rgba(70, 50) == [255, 255, 255, 255])
        #expect(b.rgba(10, 10)[1] < 80)
    }

    @Test func radiusAboveTheMaximumIsClampedToIt() {
        func tree(_ r: Double) -> RenderTree {
            RenderTree(pixelWidth: 40, pixelHeight: 30, scale: 1, nodes: [ShadowBlurTests.card(radius: r)])
        }
        #expect(ShadowPaint.maximumRadius == 1000)
        #expect(Renderer().render(tree(5000)) == Renderer().render(tree(1000)))
        #expect(tree(1e9).sanitized().nodes[0].shadow?.radius == 1000)
    }

    @Test func shadowOfAHugeLayerCoversOnlyWhatReachesTheCanvas() {
        // A layer a million points wide: its shadow bitmap is limited to the canvas plus 3σ.
        var node = ShadowBlurTests.card(radius: 4, size: 1e6)
        node.opacity = 0.9
        node.transform = Transform3D(translationX: -5e5, y: 10)
        let start = threadCPUSeconds()
        let b = Renderer().render(RenderTree(pixelWidth: 80, pixelHeight: 60, scale: 2, nodes: [node]))
        #expect((threadCPUSeconds() - start) < 1)
        // Above the layer (y < 10 pt) the shadow (offset 5 pt down) does not reach; inside, the card.
        #expect(b.rgba(40, 2) == [255, 255, 255, 255])
        #expect(b.rgba(40, 40)[0] > 200 && b.rgba(40, 40)[1] < 80)
        let m = PlaneMap(node.transform.concatenating(Transform3D(scaleX: 2, y: 2)))
        let plan = ShadowPlan(node, node.shadow!, scale: 2, visible: ShadowPlan.visibleRect(m, PixelBox(x0: 0, y0: 0, x1: 80, y1: 60)))!
        #expect(plan.box.width * plan.box.height <= 200 * 200, "\(plan.box)")
    }

    @Test func bitmapLimitHoldsEvenWhenTheVisiblePartIsUnknown() {
        let node = ShadowBlurTests.card(radius: 4, size: 1e6)
        let plan = ShadowPlan(node, node.shadow!, scale: 2, visible: nil)!
        #expect(plan.box.width * plan.box.height <= ShadowPlan.maxPixels)
        #expect(plan.pixelsPerPoint < 2)
    }
}

/// CPU seconds used by the calling thread: unlike the wall clock, not inflated when other tests
/// or processes share the cores.
func threadCPUSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}
