import Testing
import FlipbookGeometry
@testable import FlipbookRaster

/// `RenderNode.antialiasedEdges`: an edge left out is covered by the pixel-centre test (Core
/// Animation's layers without `allowsEdgeAntialiasing`), with one tie rule, so layers sharing an
/// edge partition its pixels.
@Suite struct EdgeAntialiasingTests {
    /// Every node of `tree` (masks included) with `edges`.
    static func withEdges(_ tree: RenderTree, _ edges: EdgeMask) -> RenderTree {
        func apply(_ n: RenderNode) -> RenderNode {
            var n = n
            n.antialiasedEdges = edges
            n.children = n.children.map(apply)
            if let m = n.mask { n.mask = RenderMask(apply(m.node)) }
            return n
        }
        var t = tree
        t.nodes = t.nodes.map(apply)
        return t
    }

    /// Alpha (0…255) of every pixel.
    static func alphas(_ b: Bitmap) -> [Int] { (0..<(b.width * b.height)).map { Int(b.bytes[$0 * 4 + 3]) } }

    /// Two opaque strips sharing an edge at `edge` points, on a transparent canvas.
    static func abutting(edge: Double, transform: Transform3D = .identity, edges: EdgeMask) -> RenderTree {
        let s = 2.0
        let left = Scenes.node(x: 1.3, y: 1.7, w: edge - 1.3, h: 9.1) {
            $0.backgroundColor = .black
            $0.antialiasedEdges = edges
        }
        let right = Scenes.node(x: edge, y: 1.7, w: 9.35, h: 9.1) {
            $0.backgroundColor = .black
            $0.antialiasedEdges = edges
        }
        var parent = RenderNode(transform: transform, bounds: Rect(x: 0, y: 0, width: 20, height: 14))
        parent.children = [left, right]
        return RenderTree(pixelWidth: 40, pixelHeight: 28, scale: s, background: .clear, nodes: [parent])
    }

    @Test(arguments: [5.3, 5.25, 5.5, 6.1])
    func abuttingStripsWithoutEdgeAntialiasingCoverEveryPixelOfTheSharedEdgeOnce(edge: Double) {
        // Coverage adds up along the shared edge: every pixel is fully opaque or fully clear,
        // and every row of the joint shape is one unbroken run (no seam).
        let alpha = Self.alphas(Renderer().render(Self.abutting(edge: edge, edges: [])))
        #expect(alpha.allSatisfy { $0 == 0 || $0 == 255 })
        for y in 0..<28 {
            let row = alpha[(y * 40)..<(y * 40 + 40)].map { $0 == 255 }
            let starts = zip([false] + row, row).filter { !$0 && $1 }.count
            #expect(starts <= 1, "row \(y) has a seam")
        }
        // With anti-aliasing (the old look) the shared edge at a fractional position lets
        // the background through.
        if (edge * 2).rounded() != edge * 2 {
            let soft = Self.alphas(Renderer().render(Self.abutting(edge: edge, edges: .all)))
            #expect(soft.contains { $0 > 0 && $0 < 255 })
        }
    }

    @Test func abuttingStripsUnderRotationAndPerspectivePartitionTheirPixels() {
        // Each strip drawn alone: the two coverages sum to the coverage of the joint shape,
        // pixel by pixel, with no pixel covered twice.
        let t = Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1)
            .concatenating(Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0))
            .concatenating(Transform3D.perspective(distance: 60))
            .concatenating(Transform3D(translationX: 6, y: 4))
        let both = Self.abutting(edge: 5.5, transform: t, edges: [])
        var onlyLeft = both, onlyRight = both
        onlyLeft.nodes[0].children.removeLast()
        onlyRight.nodes[0].children.removeFirst()
        let a = Self.alphas(Renderer().render(onlyLeft)), b = Self.alphas(Renderer().render(onlyRight))
        let joint = Self.alphas(Renderer().render(both))
        #expect(a.allSatisfy { $0 == 0 || $0 == 255 } && b.allSatisfy { $0 == 0 || $0 == 255 })
        #expect(zip(a, b).allSatisfy { $0 == 0 || $1 == 0 }, "a pixel is covered twice")
        #expect(zip(zip(a, b), joint).allSatisfy { max($0.0, $0.1) == $1 })
        #expect(a.contains(255) && b.contains(255))
    }

    @Test func rotatedQuadWithoutEdgeAntialiasingHasHardEdgesAndTheSameArea() {
        let quad = { (edges: EdgeMask) in
            RenderTree(
                pixelWidth: 32, pixelHeight: 32, scale: 1, background: .clear,
                nodes: [
                    Scenes.node(x: 7.3, y: 8.6, w: 17.2, h: 14.9, transform: Transform3D(rotationAngle: 0.37, x: 0, y: 0, z: 1)) {
                        $0.backgroundColor = .black
                        $0.antialiasedEdges = edges
                    }
                ])
        }
        let soft = Self.alphas(Renderer().render(quad(.all))), hard = Self.alphas(Renderer().render(quad([])))
        #expect(soft.contains { $0 > 0 && $0 < 255 })
        #expect(hard.allSatisfy { $0 == 0 || $0 == 255 })
        let softArea = Double(soft.reduce(0, +)) / 255, hardArea = Double(hard.reduce(0, +)) / 255
        #expect(abs(softArea - 17.2 * 14.9) < 3 && abs(hardArea - 17.2 * 14.9) < 12)
        // Only the masked-out edges lose their ramp: with only minX aliased, the others stay soft.
        let one = Self.alphas(Renderer().render(quad([.maxX, .minY, .maxY])))
        #expect(one.contains { $0 > 0 && $0 < 255 } && one != soft)
    }

    @Test func pixelAlignedLayersRenderIdenticallyWithOrWithoutEdgeAntialiasing() {
        // Background, gradient, contents, border, a clip and a child, all on whole pixels.
        let image = Scenes.smoothImage(width: 12, height: 9)
        let tree = RenderTree(
            pixelWidth: 48, pixelHeight: 40, scale: 2, background: .white,
            nodes: [
                Scenes.node(x: 2, y: 3.5, w: 19, h: 15) {
                    $0.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.8)
                    $0.borderWidth = 1.5
                    $0.borderColor = .black
                    $0.masksToBounds = true
                    $0.contents = ContentsPaint(image: image, destination: Rect(x: 1, y: 1.5, width: 12, height: 9))
                    $0.children = [Scenes.node(x: 10, y: 8, w: 14, h: 9) { $0.backgroundColor = .black }]
                },
                Scenes.node(x: 0.5, y: 0, w: 6, h: 4) {
                    $0.gradient = GradientPaint(
                        stops: [
                            GradientStop(location: 0, color: .black),
                            GradientStop(location: 1, color: .white),
                        ],
                        start: Point(x: 0, y: 0), end: Point(x: 6, y: 4))
                },
            ])
        let soft = Renderer().render(Self.withEdges(tree, .all)), hard = Renderer().render(Self.withEdges(tree, []))
        #expect(soft.bytes == hard.bytes)
    }

    @Test func roundedCornersStayAntialiasedWithoutEdgeAntialiasingAsKitChooses() {
        let disc = RenderTree(
            pixelWidth: 24, pixelHeight: 24, scale: 1, background: .clear,
            nodes: [
                Scenes.node(x: 2.3, y: 2.3, w: 19, h: 19) {
                    $0.backgroundColor = .black
                    $0.cornerRadius = 9.5
                    $0.antialiasedEdges = []
                }
            ])
        let alpha = Self.alphas(Renderer().render(disc))
        #expect(alpha.contains { $0 > 40 && $0 < 215 })
    }

    @Test(arguments: Array(UInt64(1)...UInt64(8)))
    func randomSceneWithoutEdgeAntialiasingMatchesReference(seed: UInt64) {
        // The tolerances of FastVersusReferenceTests: the pixel-centre test is the same in both.
        FastVersusReferenceTests.expectMatchesReference(Self.withEdges(Scenes.random(seed: seed), []), seed: seed)
    }

    @Test func maskBitsAreCoreAnimationsEdgeBits() {
        #expect(EdgeMask.minX.rawValue == 1 && EdgeMask.maxX.rawValue == 2)
        #expect(EdgeMask.minY.rawValue == 4 && EdgeMask.maxY.rawValue == 8)
        #expect(EdgeMask.all.rawValue == 15 && RenderNode().antialiasedEdges == .all)
    }
}
