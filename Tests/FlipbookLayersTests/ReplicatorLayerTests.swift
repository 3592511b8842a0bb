import Foundation
import Testing
import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import FlipbookSwiftTesting

/// `CAReplicatorLayer`: copies of the sublayers, each moved by one more `instanceTransform`
/// (about the replicator's centre), delayed by one more `instanceDelay` and multiplied by the
/// instance colour plus one more step of the offsets.
@Suite struct ReplicatorLayerTests {
    /// A 100 × 100 replicator at the origin with one 10 × 10 sublayer centred at `dot`.
    static func replicator(count: Int, dot: Point = Point(x: 50, y: 10), color: Color = .white) -> ReplicatorLayer {
        let r = ReplicatorLayer()
        r.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        r.instanceCount = count
        let d = Layer()
        d.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        d.position = dot
        d.backgroundColor = color
        r.addSublayer(d)
        return r
    }

    /// The centre of each child node of the replicator, in the replicator's bounds space.
    static func centres(_ r: Layer) -> [Point] {
        let root = r.renderTree(canvasSize: Size(width: 100, height: 100)).nodes[0]
        return root.children.map { Point(x: 5, y: 5).applying($0.transform) }
    }

    static func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func defaultsAreCoreAnimations() {
        let r = ReplicatorLayer()
        #expect(r.instanceCount == 1)
        #expect(r.instanceDelay == 0)
        #expect(r.instanceTransform == .identity)
        #expect(r.instanceColor == .white)
        #expect(r.instanceRedOffset == 0 && r.instanceGreenOffset == 0)
        #expect(r.instanceBlueOffset == 0 && r.instanceAlphaOffset == 0)
        #expect(!r.preservesDepth)
    }

    @Test func eachInstanceIsMovedByOneMoreTranslation() {
        let r = Self.replicator(count: 3)
        r.instanceTransform = Transform3D(translationX: 20, y: 5)
        let c = Self.centres(r)
        #expect(c.count == 3)
        #expect(Self.close(c[0], Point(x: 50, y: 10)))
        #expect(Self.close(c[1], Point(x: 70, y: 15)))
        #expect(Self.close(c[2], Point(x: 90, y: 20)))
    }

    @Test func theInstanceTransformTurnsAboutTheCentreOfTheBounds() {
        let r = Self.replicator(count: 4)
        r.instanceTransform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let c = Self.centres(r)
        // Clockwise on screen (y down), a quarter turn each, about (50, 50).
        #expect(Self.close(c[0], Point(x: 50, y: 10)))
        #expect(Self.close(c[1], Point(x: 90, y: 50)))
        #expect(Self.close(c[2], Point(x: 50, y: 90)))
        #expect(Self.close(c[3], Point(x: 10, y: 50)))
    }

    /// Core Animation does not document the order; Flipbook's choice: instance by instance,
    /// each copy holding every sublayer in drawing order.
    @Test func copiesDrawInstanceByInstanceEachHoldingEverySublayer() {
        let r = Self.replicator(count: 2)
        r.instanceTransform = Transform3D(translationX: 20, y: 0)
        let second = Layer()
        second.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        second.position = Point(x: 50, y: 60)
        r.addSublayer(second)
        let c = Self.centres(r)
        #expect(c.count == 4)
        #expect(Self.close(c[0], Point(x: 50, y: 10)) && Self.close(c[1], Point(x: 50, y: 60)))
        #expect(Self.close(c[2], Point(x: 70, y: 10)) && Self.close(c[3], Point(x: 70, y: 60)))
    }

    @Test func noInstancesDrawNoSublayersAndTheModelKeepsOneOfEach() {
        let r = Self.replicator(count: 0)
        r.backgroundColor = .black
        let root = r.renderTree(canvasSize: Size(width: 100, height: 100)).nodes[0]
        #expect(root.children.isEmpty)
        #expect(root.backgroundColor == .black)
        r.instanceCount = 5
        #expect(Self.centres(r).count == 5)
        #expect(r.sublayers.count == 1)
        #expect(r.presentation(at: 0).sublayers.count == 1)
    }

    @Test func theInstanceColourMultipliesAndTheOffsetsStepEachInstance() {
        let r = Self.replicator(count: 3, color: Color(red: 1, green: 0.5, blue: 1, alpha: 1))
        r.instanceColor = Color(red: 1, green: 1, blue: 0.5, alpha: 1)
        r.instanceRedOffset = -0.25
        r.instanceAlphaOffset = -0.5
        #expect(r.instanceTint(at: 2) == Color(red: 0.5, green: 1, blue: 0.5, alpha: 0))
        let root = r.renderTree(canvasSize: Size(width: 100, height: 100)).nodes[0]
        #expect(
            root.children.map(\.backgroundColor) == [
                Color(red: 1, green: 0.5, blue: 0.5, alpha: 1),
                Color(red: 0.75, green: 0.5, blue: 0.5, alpha: 0.5),
                Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0),
            ])
    }

    @Test func theTintReachesShapesContentsAndTheSubtree() {
        let r = Self.replicator(count: 2)
        r.instanceColor = Color(red: 0.5, green: 1, blue: 1, alpha: 1)
        let shape = ShapeLayer()
        shape.path = Path(ovalIn: Rect(x: 0, y: 0, width: 4, height: 4))
        shape.fillColor = .white
        shape.strokeColor = Color(red: 1, green: 0, blue: 0)
        r.sublayers[0].addSublayer(shape)
        r.sublayers[0].contents = Image(Bitmap(width: 1, height: 1, fill: Pixel(r: 200, g: 100, b: 50, a: 255)))
        let root = r.renderTree(canvasSize: Size(width: 100, height: 100)).nodes[0]
        for node in root.children {
            #expect(node.children[0].shape?.fillColor == Color(red: 0.5, green: 1, blue: 1))
            #expect(node.children[0].shape?.strokeColor == Color(red: 0.5, green: 0, blue: 0))
            #expect(node.contents?.image.bitmap[0, 0] == Pixel(r: 100, g: 100, b: 50, a: 255))
        }
    }

    @Test func eachInstanceRunsItsAnimationsOneDelayLater() {
        let r = Self.replicator(count: 4)
        r.instanceDelay = 0.25
        r.sublayers[0].add(
            BasicAnimation(
                keyPath: "opacity", from: .number(0), to: .number(1),
                timing: MediaTiming(duration: 1)), forKey: "fade")
        let root = r.renderTree(at: 0.5, canvasSize: Size(width: 100, height: 100)).nodes[0]
        // Instance 2 is at the animation's start, opacity 0, so it draws nothing; instance 3 is
        // 0.25 s before the animation begins, so the model value (1) shows, as in Core
        // Animation without a backwards fill.
        #expect(root.children.map(\.opacity) == [0.5, 0.25, 1])
    }

    @Test func theInstancePropertiesAnimate() {
        let r = Self.replicator(count: 2)
        r.add(
            BasicAnimation(
                keyPath: "instanceTransform", from: .transform(.identity),
                to: .transform(Transform3D(translationX: 40, y: 0)),
                timing: MediaTiming(duration: 1)), forKey: "spread")
        let p = r.presentation(at: 0.5)
        let c = Self.centres(p)
        #expect(Self.close(c[1], Point(x: 70, y: 10)))
        #expect(ReplicatorLayer.replicatorAnimatableKeys.contains("instanceColor"))
    }

    /// A spinner as IBAnimatable's and many apps' activity indicators build it: twelve rounded
    /// bars a thirtieth of a turn apart, each fading in one twelfth of a second after the one
    /// before, the later ones bluer and fainter (blue offset +, red and alpha offsets −). At
    /// t = 0.6 s the first eight bars have begun their fade, the rest show their model value
    /// (opaque).
    static func spinner() -> Layer {
        let stage = GoldenScenes.stage(width: 120, height: 120)
        let r = ReplicatorLayer()
        r.frame = Rect(x: 10, y: 10, width: 100, height: 100)
        r.instanceCount = 12
        r.instanceTransform = Transform3D(rotationAngle: 2 * .pi / 12, x: 0, y: 0, z: 1)
        r.instanceDelay = 1.0 / 12
        r.instanceColor = Color(red: 1, green: 0.4, blue: 0.2)
        r.instanceRedOffset = -0.06
        r.instanceBlueOffset = 0.06
        r.instanceAlphaOffset = -0.03
        let bar = Layer()
        bar.bounds = Rect(x: 0, y: 0, width: 10, height: 28)
        bar.position = Point(x: 50, y: 20)
        bar.cornerRadius = 5
        bar.backgroundColor = .white
        bar.add(
            BasicAnimation(
                keyPath: "opacity", from: .number(0.15), to: .number(1),
                timing: MediaTiming(duration: 1)), forKey: "fade")
        r.addSublayer(bar)
        stage.addSublayer(r)
        return stage
    }

    @Test func spinnerGolden() {
        let tree = Self.spinner().renderTree(at: 0.6, canvasSize: Size(width: 120, height: 120), scale: 2)
        let bitmap = Renderer().render(tree)
        assertSnapshot(of: bitmap)
        // Bar 0 (top) is at 0.6 of its fade, bar 11 (top, left of it) not begun: opaque.
        #expect(tree.nodes[0].children[0].children.count == 12)
    }

    @Test func spinnerAgreesWithTheReferenceRenderer() {
        let tree = Self.spinner().renderTree(at: 0.6, canvasSize: Size(width: 120, height: 120), scale: 1)
        let fast = Renderer().render(tree)
        let reference = ReferenceRenderer(samplesPerAxis: 4).render(tree)
        var worst = 0
        for i in 0..<fast.bytes.count { worst = max(worst, abs(Int(fast.bytes[i]) - Int(reference.bytes[i]))) }
        #expect(worst < 64)
    }
}
