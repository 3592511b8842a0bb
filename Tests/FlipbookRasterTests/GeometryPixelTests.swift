import Testing
import Foundation
import FlipbookGeometry
@testable import FlipbookRaster

/// Where shapes land, pixel by pixel: edges, perspective, the near plane and back faces.
@Suite struct GeometryPixelTests {
    let red = Color(red: 1, green: 0, blue: 0)

    @Test func solidRectLandsOnItsPixelsWithFractionalEdgeCoverage() {
        let node = RenderNode(transform: Transform3D(translationX: 2.25, y: 1), bounds: Rect(x: 0, y: 0, width: 4.5, height: 2),
                              backgroundColor: .black)
        let b = Renderer().render(RenderTree(pixelWidth: 10, pixelHeight: 4, scale: 1, nodes: [node]))
        // Pixel 2 is 75 % covered (x 2.25…3), pixels 3–5 fully, pixel 6 75 % (6…6.75).
        #expect(b.rgba(1, 1) == [255, 255, 255, 255])
        #expect(b.rgba(2, 1) == [64, 64, 64, 255])
        #expect(b.rgba(4, 1) == [0, 0, 0, 255])
        #expect(b.rgba(6, 1) == [64, 64, 64, 255])
        #expect(b.rgba(7, 1) == [255, 255, 255, 255])
        #expect(b.rgba(4, 0) == [255, 255, 255, 255])
        #expect(b.rgba(4, 3) == [255, 255, 255, 255])
    }

    @Test func scaleMapsPointsToDevicePixels() {
        let node = RenderNode(transform: Transform3D(translationX: 1, y: 1), bounds: Rect(x: 0, y: 0, width: 2, height: 1),
                              backgroundColor: .black)
        let b = Renderer().render(RenderTree(pixelWidth: 8, pixelHeight: 6, scale: 2, nodes: [node]))
        #expect(b.rgba(1, 2) == [255, 255, 255, 255])
        #expect(b.rgba(2, 2) == [0, 0, 0, 255])
        #expect(b.rgba(5, 3) == [0, 0, 0, 255])
        #expect(b.rgba(6, 3) == [255, 255, 255, 255])
        #expect(b.rgba(3, 4) == [255, 255, 255, 255])
    }

    /// Where the free edge of the page lands on the centre row, in device pixels at 2×:
    /// x = 375·cos θ, z = −375·sin θ, seen through m34 = −0.002 about the centre x = 187.5.
    static func freeEdgePixels(angle: Double) -> Double {
        let x = 375 * cos(angle), z = -375 * sin(angle)
        return 2 * (187.5 + (x - 187.5) / (1 - 0.002 * z))
    }

    /// The Flip demo's geometry with solid pages: at −π/4 the free edge swings towards the
    /// viewer and lands at x = 352.86 pt, i.e. 705.7 px at 2×.
    @Test func pageFlipAtMinusQuarterTurnPutsFreeEdgeAt705Point7Pixels() {
        let edgeX = Self.freeEdgePixels(angle: -Double.pi / 4)
        #expect(abs(edgeX - 705.72) < 0.01)
        let b = Renderer().render(PageFlip.tree(angle: -Double.pi / 4, page: red))
        #expect(b.rgba(700, 667) == [255, 0, 0, 255])
        let edge = b.rgba(705, 667)
        let expectedGreen = 255 * (1 - (edgeX - 705))
        #expect(edge[0] == 255 && abs(Double(edge[1]) - expectedGreen) <= 3, "pixel 705 is 72 % page: \(edge)")
        #expect(b.rgba(706, 667) == [255, 255, 255, 255])
    }

    @Test func pageFlipAtPlusQuarterTurnRecedes() {
        let edgeX = Self.freeEdgePixels(angle: Double.pi / 4)
        #expect(abs(edgeX - 476.5) < 0.1)
        let b = Renderer().render(PageFlip.tree(angle: Double.pi / 4, page: red))
        #expect(b.rgba(475, 667) == [255, 0, 0, 255])
        #expect(b.rgba(477, 667) == [255, 255, 255, 255])
        // Receding: the free edge is shorter than the screen, y = 333.5 ± 333.5/1.53 pt
        // (231 px … 1103 px at 2×).
        #expect(b.rgba(470, 200) == [255, 255, 255, 255])
        #expect(b.rgba(470, 300) == [255, 0, 0, 255])
        #expect(b.rgba(470, 1134) == [255, 255, 255, 255])
    }

    @Test func quadCrossingTheEyePlaneDrawsOnlyItsVisiblePart() {
        // A 100 pt page hinged at x = 10 with the eye 50 pt away, swung −80° towards the viewer:
        // points beyond x ≈ 50.8 pt of the page are behind the eye.
        var p = Transform3D.identity; p.m34 = -1.0 / 50
        let page = RenderNode(
            transform: Transform3D(rotationAngle: -80 * .pi / 180, x: 0, y: 1, z: 0)
                .concatenating(Transform3D(translationX: 10, y: 10)).concatenating(
                    Transform3D(translationX: -40, y: -20).concatenating(p).concatenating(.flatten)
                        .concatenating(Transform3D(translationX: 40, y: 20))),
            bounds: Rect(x: 0, y: 0, width: 100, height: 20), backgroundColor: red)
        let tree = RenderTree(pixelWidth: 80, pixelHeight: 40, scale: 1, nodes: [page])
        let fast = Renderer().render(tree)
        let reference = ReferenceRenderer(samplesPerAxis: 4).render(tree)
        let diff = BitmapDifference(fast, reference)
        #expect(diff.meanAbs < 1.5, "\(diff)")
        // The visible part runs from the hinge to the left edge of the canvas.
        #expect(fast.rgba(5, 20) == [255, 0, 0, 255])
        // Nothing right of the hinge: the part behind the eye must not wrap around.
        for x in 12..<80 { #expect(fast.rgba(x, 20) == [255, 255, 255, 255], "x \(x)") }
    }

    @Test func quadEntirelyBehindTheEyeDrawsNothing() {
        let node = RenderNode(transform: Transform3D(translationX: 0, y: 0, z: 100).concatenating(.perspective(distance: 50)),
                              bounds: Rect(x: 0, y: 0, width: 20, height: 20), backgroundColor: red)
        let b = Renderer().render(RenderTree(pixelWidth: 16, pixelHeight: 16, scale: 1, nodes: [node]))
        #expect(b == Bitmap(width: 16, height: 16, fill: Pixel(r: 255, g: 255, b: 255, a: 255)))
    }

    @Test func backFaceIsCulledOnlyWhenNotDoubleSided() {
        func tree(doubleSided: Bool) -> RenderTree {
            let n = Scenes.node(x: 4, y: 4, w: 12, h: 12, transform: Transform3D(rotationAngle: .pi * 0.8, x: 0, y: 1, z: 0)) {
                $0.backgroundColor = red; $0.isDoubleSided = doubleSided
                $0.children = [RenderNode(bounds: Rect(x: 0, y: 0, width: 4, height: 4), backgroundColor: .black)]
            }
            return RenderTree(pixelWidth: 20, pixelHeight: 20, scale: 1, nodes: [n])
        }
        let shown = Renderer().render(tree(doubleSided: true))
        let culled = Renderer().render(tree(doubleSided: false))
        #expect(shown.rgba(10, 10) == [255, 0, 0, 255])
        #expect(culled == Bitmap(width: 20, height: 20, fill: Pixel(r: 255, g: 255, b: 255, a: 255)))
    }

    @Test func emptyCanvasRendersAnEmptyBitmap() {
        let b = Renderer().render(RenderTree(pixelWidth: 0, pixelHeight: 5, nodes: [RenderNode(bounds: Rect(x: 0, y: 0, width: 9, height: 9), backgroundColor: .black)]))
        #expect(b.width == 0 && b.height == 5 && b.bytes.isEmpty)
    }

    @Test func renderingIsDeterministic() {
        let tree = Scenes.random(seed: 99, size: 48)
        #expect(Renderer().render(tree) == Renderer().render(tree))
    }
}

/// The page-flip scene of the Flip demo with solid colours, at 2×: 375×667 pt.
enum PageFlip {
    static func tree(angle: Double, page: Color) -> RenderTree {
        let w = 375.0, h = 667.0
        var persp = Transform3D.identity; persp.m34 = -0.002
        let sublayer = Transform3D(translationX: -w / 2, y: -h / 2).concatenating(persp)
            .concatenating(.flatten).concatenating(Transform3D(translationX: w / 2, y: h / 2))
        let node = RenderNode(
            transform: Transform3D(translationX: 0, y: -h / 2)
                .concatenating(Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0))
                .concatenating(Transform3D(translationX: 0, y: h / 2)).concatenating(sublayer),
            bounds: Rect(x: 0, y: 0, width: w, height: h), backgroundColor: page)
        return RenderTree(pixelWidth: 750, pixelHeight: 1334, scale: 2, nodes: [node])
    }
}

/// Occlusion culling must not change the picture.
@Suite struct OcclusionTests {
    @Test func opaqueLaterSiblingHidesEarlierDrawsWithoutSeams() {
        let under = Scenes.node(x: 0, y: 0, w: 40, h: 40) {
            $0.contents = ContentsPaint(image: Scenes.smoothImage(width: 10, height: 10), destination: Rect(x: 0, y: 0, width: 40, height: 40))
        }
        var p = Transform3D.identity; p.m34 = -1.0 / 60
        let over = Scenes.node(x: 6, y: 8, w: 26, h: 22, transform: Transform3D(rotationAngle: 0.5, x: 0.3, y: 1, z: 0.2).concatenating(p)) {
            $0.backgroundColor = Color(red: 0, green: 0, blue: 1); $0.cornerRadius = 5
        }
        let tree = RenderTree(pixelWidth: 40, pixelHeight: 40, scale: 1, nodes: [under, over])
        let fast = Renderer().render(tree)
        // The same picture without occlusion: the covering node drawn as a separate pass.
        var below = Renderer().render(RenderTree(pixelWidth: 40, pixelHeight: 40, scale: 1, nodes: [under]))
        let top = Renderer().render(RenderTree(pixelWidth: 40, pixelHeight: 40, scale: 1, background: .clear, nodes: [over]))
        below.composite(top, at: 0, y: 0)
        #expect(fast == below)
    }
}
