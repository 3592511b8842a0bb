import Testing
import Foundation
import FlipbookGeometry
@testable import FlipbookRaster

/// What fills shapes: gradients, images, groups, clips, masks and shadows.
@Suite struct PaintPixelTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)

    func strip(_ g: GradientPaint, width: Int = 64, background: Color = .white) -> Bitmap {
        let n = RenderNode(bounds: Rect(x: 0, y: 0, width: Double(width), height: 2), gradient: g)
        return Renderer().render(RenderTree(pixelWidth: width, pixelHeight: 2, scale: 1, background: background, nodes: [n]))
    }

    @Test func axialGradientInterpolatesStopsAtPixelCentres() {
        let g = GradientPaint(stops: [GradientStop(location: 0, color: red), GradientStop(location: 1, color: blue)],
                              start: Point(x: 0, y: 1), end: Point(x: 64, y: 1))
        let b = strip(g)
        for x in [0, 16, 31, 63] {
            let t = (Double(x) + 0.5) / 64
            let px = b.rgba(x, 0)
            #expect(abs(px[0] - Int((255 * (1 - t)).rounded())) <= 1 && abs(px[2] - Int((255 * t).rounded())) <= 1, "x \(x): \(px)")
        }
    }

    @Test func gradientFromClearToWhiteIsGreyOverWhiteBecauseStopsAreUnpremultiplied() {
        let g = GradientPaint(stops: [GradientStop(location: 0, color: .clear), GradientStop(location: 1, color: .white)],
                              start: Point(x: 0, y: 1), end: Point(x: 64, y: 1))
        // Mid-way: (0.5, 0.5, 0.5, α 0.5) over white = 0.75 → 191.
        let mid = strip(g, background: .white).rgba(32, 0)
        #expect(abs(mid[0] - 190) <= 2 && mid[3] == 255, "\(mid)")
    }

    @Test func gradientPadsBeyondItsEndStopsAndHonoursLocations() {
        let g = GradientPaint(stops: [GradientStop(location: 0.25, color: red), GradientStop(location: 0.75, color: blue)],
                              start: Point(x: 0, y: 1), end: Point(x: 64, y: 1))
        let b = strip(g)
        #expect(b.rgba(2, 0) == [255, 0, 0, 255])
        #expect(b.rgba(61, 0) == [0, 0, 255, 255])
        let mid = b.rgba(32, 0)
        #expect(abs(mid[0] - 124) <= 2 && abs(mid[2] - 131) <= 2, "\(mid)")
    }

    @Test func degenerateAndSingleStopGradientsFillAndEmptyStopsDrawNothing() {
        let one = strip(GradientPaint(stops: [GradientStop(location: 0.3, color: red)], start: .zero, end: Point(x: 5, y: 0)))
        #expect(one.rgba(40, 1) == [255, 0, 0, 255])
        let stops = [GradientStop(location: 0, color: red), GradientStop(location: 1, color: blue)]
        for kind in GradientPaint.Kind.allCases {
            let b = strip(GradientPaint(kind: kind, stops: stops, start: Point(x: 3, y: 1), end: Point(x: 3, y: 1)))
            #expect(b.rgba(40, 1) == [0, 0, 255, 255], "\(kind)")
        }
        let none = strip(GradientPaint(stops: [], start: .zero, end: Point(x: 5, y: 0)))
        #expect(none == Bitmap(width: 64, height: 2, fill: Pixel(r: 255, g: 255, b: 255, a: 255)))
    }

    @Test func radialAndConicGradientsFollowTheirFormulas() {
        let stops = [GradientStop(location: 0, color: .black), GradientStop(location: 1, color: .white)]
        func render(_ kind: GradientPaint.Kind) -> Bitmap {
            let n = RenderNode(bounds: Rect(x: 0, y: 0, width: 40, height: 40),
                               gradient: GradientPaint(kind: kind, stops: stops, start: Point(x: 20, y: 20), end: Point(x: 40, y: 40)))
            return Renderer().render(RenderTree(pixelWidth: 40, pixelHeight: 40, scale: 1, nodes: [n]))
        }
        let radial = render(.radial)
        // Pixel (30, 20) has its centre at (30.5, 20.5): t = √(0.525² + 0.025²) ≈ 0.526.
        #expect(abs(radial.rgba(30, 20)[0] - 134) <= 2, "\(radial.rgba(30, 20))")
        let conic = render(.conic)
        // Along start → end (down-right) t = 0; a quarter turn clockwise (down-left) t = 0.25.
        #expect(conic.rgba(34, 34)[0] <= 2)
        #expect(abs(conic.rgba(5, 34)[0] - 64) <= 3, "\(conic.rgba(5, 34))")
    }

    @Test func minifiedImageDoesNotAlias() {
        // 1600 px of one-pixel black/white stripes drawn 332 px wide: the mip chain must give
        // an even grey, not moiré.
        var bytes = [UInt8](repeating: 255, count: 1600 * 4 * 4)
        for x in stride(from: 0, to: 1600, by: 2) { for y in 0..<4 { let o = (y * 1600 + x) * 4; bytes[o] = 0; bytes[o + 1] = 0; bytes[o + 2] = 0 } }
        let image = Image(Bitmap(width: 1600, height: 4, bytes: bytes))
        let n = RenderNode(bounds: Rect(x: 0, y: 0, width: 166, height: 4),
                           contents: ContentsPaint(image: image, destination: Rect(x: 0, y: 0, width: 166, height: 4)))
        let b = Renderer().render(RenderTree(pixelWidth: 332, pixelHeight: 8, scale: 2, nodes: [n]))
        let greys = (0..<332).map { b.rgba($0, 4)[0] }
        #expect(greys.allSatisfy { abs($0 - 128) <= 3 }, "\(greys.min()!)…\(greys.max()!)")
    }

    @Test func imageEdgesRepeatAndSourceRectSelectsPart() {
        // Left half red, right half blue; sourceRect = right half stretched over the node.
        var bytes = [UInt8](repeating: 255, count: 4 * 1 * 4)
        for x in 0..<4 { let o = x * 4; bytes[o] = x < 2 ? 255 : 0; bytes[o + 1] = 0; bytes[o + 2] = x < 2 ? 0 : 255 }
        let image = Image(Bitmap(width: 4, height: 1, bytes: bytes))
        let n = RenderNode(bounds: Rect(x: 0, y: 0, width: 20, height: 4),
                           contents: ContentsPaint(image: image, destination: Rect(x: 0, y: 0, width: 20, height: 4),
                                                   sourceRect: Rect(x: 0.5, y: 0, width: 0.5, height: 1)))
        let b = Renderer().render(RenderTree(pixelWidth: 20, pixelHeight: 4, scale: 1, nodes: [n]))
        #expect(b.rgba(10, 2) == [0, 0, 255, 255])
        #expect(b.rgba(19, 0) == [0, 0, 255, 255])
    }

    @Test func roundedMasksToBoundsClipsContentsAndChildren() {
        let n = Scenes.node(x: 0, y: 0, w: 20, h: 20) {
            $0.cornerRadius = 8; $0.masksToBounds = true
            $0.contents = ContentsPaint(image: Scenes.smoothImage(width: 8, height: 8), destination: Rect(x: -5, y: -5, width: 30, height: 30))
            $0.children = [RenderNode(transform: Transform3D(translationX: 10, y: 10), bounds: Rect(x: 0, y: 0, width: 20, height: 20), backgroundColor: .black)]
        }
        let b = Renderer().render(RenderTree(pixelWidth: 24, pixelHeight: 24, scale: 1, background: .white, nodes: [n]))
        #expect(b.rgba(0, 0) == [255, 255, 255, 255])
        #expect(b.rgba(19, 19) == [255, 255, 255, 255])
        #expect(b.rgba(15, 15) == [0, 0, 0, 255])
        #expect(b.rgba(21, 10) == [255, 255, 255, 255])
        #expect(b.rgba(10, 2) != [255, 255, 255, 255])
    }

    @Test func groupOpacityCompositesOverlappingChildrenOnce() {
        let parent = RenderNode(bounds: Rect(x: 0, y: 0, width: 20, height: 10), opacity: 0.5, children: [
            RenderNode(bounds: Rect(x: 0, y: 0, width: 12, height: 10), backgroundColor: .black),
            RenderNode(transform: Transform3D(translationX: 8, y: 0), bounds: Rect(x: 0, y: 0, width: 12, height: 10), backgroundColor: .black),
        ])
        let b = Renderer().render(RenderTree(pixelWidth: 20, pixelHeight: 10, scale: 1, nodes: [parent]))
        // Black at α 128/255 over white: 255 · 127/255 = 127, also where the children overlap.
        #expect(b.rgba(2, 5) == [127, 127, 127, 255])
        #expect(b.rgba(10, 5) == [127, 127, 127, 255])
    }

    @Test func maskMultipliesByMaskAlpha() {
        let mask = RenderMask(RenderNode(bounds: Rect(x: 0, y: 0, width: 10, height: 10), backgroundColor: Color(white: 0, alpha: 0.5)))
        let n = RenderNode(bounds: Rect(x: 0, y: 0, width: 20, height: 10), backgroundColor: .black, mask: mask)
        let b = Renderer().render(RenderTree(pixelWidth: 20, pixelHeight: 10, scale: 1, nodes: [n]))
        #expect(b.rgba(5, 5) == [127, 127, 127, 255])
        #expect(b.rgba(15, 5) == [255, 255, 255, 255])
    }

    @Test func shadowIsBlurredOffsetAlphaBeneathTheNode() {
        let n = Scenes.node(x: 20, y: 20, w: 20, h: 20) {
            $0.backgroundColor = self.red
            $0.shadow = ShadowPaint(color: Color(white: 0, alpha: 0.5), radius: 2, offset: Size(width: 0, height: 10))
        }
        let tree = RenderTree(pixelWidth: 60, pixelHeight: 60, scale: 1, nodes: [n])
        let b = Renderer().render(tree)
        #expect(b.rgba(30, 30) == [255, 0, 0, 255])
        // Below the node, 4.5 px inside the shadow's edge (y = 50): α 0.5 · Φ(2.25) → 129.
        #expect(abs(b.rgba(30, 45)[0] - 129) <= 3, "\(b.rgba(30, 45))")
        // Just past the edge: α 0.5 · Φ(−0.25) → 204; beyond 3σ nothing.
        #expect(abs(b.rgba(30, 50)[0] - 204) <= 4, "\(b.rgba(30, 50))")
        #expect(b.rgba(30, 58) == [255, 255, 255, 255])
        let diff = BitmapDifference(b, ReferenceRenderer(samplesPerAxis: 2).render(tree))
        #expect(diff.meanAbs < 1 && diff.max < 40, "\(diff)")
        // masksToBounds removes the node's own shadow.
        var clipped = tree; clipped.nodes[0].masksToBounds = true
        #expect(Renderer().render(clipped).rgba(30, 45) == [255, 255, 255, 255])
    }
}
