import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import Testing
import FlipbookTestSupport

@Suite struct RenderTreeMatrixTests {
    /// The Flip demo's set-up: a 375 × 667 container with `m34 = −0.002` as its sublayer
    /// transform and a page hinged on its left edge.
    private func pageFlip(angle: Double) -> (Layer, Layer) {
        let container = makeLayer(Rect(x: 0, y: 0, width: 375, height: 667), name: "container")
        var perspective = Transform3D.identity
        perspective.m34 = -0.002
        container.sublayerTransform = perspective
        let page = Layer()
        page.anchorPoint = Point(x: 0, y: 0.5)
        page.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        page.transform = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
        container.addSublayer(page)
        return (container, page)
    }

    @Test func pageFlipAtQuarterTurnSwingsTowardViewerAboutTheContainerCentre() throws {
        let (container, _) = pageFlip(angle: -.pi / 4)
        let tree = container.renderTree(canvasSize: Size(width: 375, height: 667), scale: 2)
        let root = try #require(tree.nodes.first)
        let page = try #require(root.children.first)
        let topRight = canvasPoint(Point(x: 375, y: 0), path: [root, page])
        // x' = 375·cos45° = 265.17, z = 265.17, w = 1 − z/500 = 0.4697, about the centre 187.5.
        #expect(close(topRight.x, 352.9, 0.05))
        #expect(close(topRight.y, 333.5 - 333.5 / 0.46967, 0.05))
        // The hinge does not move.
        #expect(close(canvasPoint(Point(x: 0, y: 0), path: [root, page]), Point(x: 0, y: 0), 1e-9))
    }

    @Test func pageFlipRecedingTheOtherWayShrinks() throws {
        let (container, _) = pageFlip(angle: .pi / 4)
        let tree = container.renderTree(canvasSize: Size(width: 375, height: 667))
        let page = try #require(tree.nodes.first?.children.first)
        let topRight = canvasPoint(Point(x: 375, y: 0), path: [tree.nodes[0], page])
        #expect(close(topRight.x, 187.5 + 77.67 / 1.53033, 0.05))
    }

    @Test func sublayerPerspectiveVanishesAtTheContainerCentre() throws {
        let container = makeLayer(Rect(x: 20, y: 40, width: 200, height: 100))
        container.sublayerTransform = .perspective(distance: 500)
        let far = makeLayer(Rect(x: 0, y: 0, width: 10, height: 10))
        far.zPosition = -1_000_000
        container.addSublayer(far)
        let tree = container.renderTree(canvasSize: Size(width: 300, height: 300))
        let root = tree.nodes[0]
        let p = canvasPoint(Point(x: 0, y: 0), path: [root, root.children[0]])
        // Container centre in canvas points: (20 + 100, 40 + 50).
        #expect(close(p, Point(x: 120, y: 90), 0.1))
        // A layer at the centre stays there at any depth.
        far.frame = Rect(x: 95, y: 45, width: 10, height: 10)
        let again = container.renderTree(canvasSize: Size(width: 300, height: 300)).nodes[0]
        #expect(close(canvasPoint(Point(x: 5, y: 5), path: [again, again.children[0]]),
                      Point(x: 120, y: 90), 1e-6))
    }

    @Test func boundsOriginScrollsSublayersButNotTheLayerItself() throws {
        let scroller = makeLayer(Rect(x: 10, y: 10, width: 100, height: 100))
        scroller.bounds.origin = Point(x: 0, y: 50)
        let child = makeLayer(Rect(x: 0, y: 60, width: 20, height: 20))
        scroller.addSublayer(child)
        let root = scroller.renderTree(canvasSize: Size(width: 200, height: 200)).nodes[0]
        #expect(root.bounds == Rect(x: 0, y: 50, width: 100, height: 100))
        // The scroller's visible top-left (its bounds origin) is still at its frame origin.
        #expect(close(canvasPoint(Point(x: 0, y: 50), path: [root]), Point(x: 10, y: 10), 1e-9))
        // The child sits 10 pt below the visible top.
        #expect(close(canvasPoint(.zero, path: [root, root.children[0]]), Point(x: 10, y: 20), 1e-9))
    }

    @Test func rootNodeIsPlacedByItsOwnTransformAndFlattened() {
        let layer = makeLayer(Rect(x: 0, y: 0, width: 100, height: 100))
        layer.zPosition = 7
        layer.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let node = layer.renderTree(canvasSize: Size(width: 100, height: 100), scale: 3).nodes[0]
        #expect(close(canvasPoint(.zero, path: [node]), Point(x: 100, y: 0), 1e-9))
        #expect(node.transform.m43 == 0 && node.transform.m33 == 0)
    }

    @Test func treeSizeIsCanvasTimesScale() {
        let tree = Layer().renderTree(canvasSize: Size(width: 375, height: 667), scale: 2,
                                      background: .black)
        #expect(tree.pixelWidth == 750 && tree.pixelHeight == 1334)
        #expect(tree.scale == 2 && tree.background == .black)
    }

    @Test func childrenAreInZPositionOrder() {
        let root = makeLayer(Rect(x: 0, y: 0, width: 10, height: 10))
        let front = makeLayer(Rect(x: 0, y: 0, width: 1, height: 1), color: .white)
        let back = makeLayer(Rect(x: 0, y: 0, width: 2, height: 2), color: .black)
        front.zPosition = 5
        root.addSublayer(front)
        root.addSublayer(back)
        let children = root.renderTree(canvasSize: Size(width: 10, height: 10)).nodes[0].children
        #expect(children.map(\.backgroundColor) == [.black, .white])
        // zPosition also moves the layer toward the viewer (m43 before flattening is dropped).
        #expect(children[1].transform.m43 == 0)
    }
}
