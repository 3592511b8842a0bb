import Testing
import FlipbookGeometry
@testable import FlipbookRaster

/// Render trees with NaN, infinities and huge values in every numeric field: the renderer must
/// neither trap (a non-finite Double converted to Int) nor allocate or loop without bound, and a
/// node whose matrix or bounds are not finite draws nothing.
@Suite struct NonFiniteGeometryTests {
    static let hostile: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, 1e-308, 1e7, -1e7]

    /// A node that exercises every paint: background, gradient, contents, border, shadow,
    /// rounded corners, a group (opacity < 1), a mask and a child.
    static func rich(opacity: Double = 0.8, masks: Bool = false) -> RenderNode {
        var image = Bitmap(width: 4, height: 4, fill: Pixel(r: 0, g: 128, b: 0, a: 255))
        image[1, 1] = Pixel(r: 255, g: 0, b: 0, a: 255)
        let child = RenderNode(transform: Transform3D(translationX: 4, y: 4), bounds: Rect(x: 0, y: 0, width: 6, height: 5),
                               backgroundColor: Color(red: 0, green: 0, blue: 1))
        let mask = RenderNode(bounds: Rect(x: 0, y: 0, width: 18, height: 12), backgroundColor: Color(white: 0, alpha: 0.7))
        return RenderNode(
            transform: Transform3D(translationX: 6, y: 5), bounds: Rect(x: 0, y: 0, width: 20, height: 14),
            opacity: opacity, cornerRadius: 3, masksToBounds: masks, backgroundColor: Color(red: 1, green: 0.5, blue: 0),
            gradient: GradientPaint(kind: .radial, stops: [GradientStop(location: 0, color: .white),
                                                           GradientStop(location: 1, color: Color(white: 0, alpha: 0.5))],
                                    start: Point(x: 10, y: 7), end: Point(x: 20, y: 14)),
            contents: ContentsPaint(image: Image(image), destination: Rect(x: 2, y: 2, width: 8, height: 8)),
            borderWidth: 1.5, borderColor: Color(red: 0.2, green: 0.2, blue: 0.2),
            shadow: ShadowPaint(color: Color(white: 0, alpha: 0.5), radius: 2, offset: Size(width: 1, height: 2)),
            mask: RenderMask(mask), children: [child])
    }

    /// Every numeric field of a node, as a setter (name for messages).
    static let fields: [(String, @Sendable (inout RenderNode, Double) -> Void)] = {
        var f: [(String, @Sendable (inout RenderNode, Double) -> Void)] = []
        for i in 0..<16 {
            f.append(("transform[\(i)]", { n, v in var m = n.transform.values; m[i] = v; n.transform = Transform3D(m) }))
        }
        let more: [(String, @Sendable (inout RenderNode, Double) -> Void)] = [
            ("bounds.x", { n, v in n.bounds.origin.x = v }), ("bounds.y", { n, v in n.bounds.origin.y = v }),
            ("bounds.width", { n, v in n.bounds.size.width = v }), ("bounds.height", { n, v in n.bounds.size.height = v }),
            ("opacity", { n, v in n.opacity = v }), ("cornerRadius", { n, v in n.cornerRadius = v }),
            ("borderWidth", { n, v in n.borderWidth = v }),
            ("backgroundColor.alpha", { n, v in n.backgroundColor?.alpha = v }),
            ("backgroundColor.red", { n, v in n.backgroundColor?.red = v }),
            ("borderColor.green", { n, v in n.borderColor.green = v }),
            ("gradient.start.x", { n, v in n.gradient?.start.x = v }), ("gradient.end.y", { n, v in n.gradient?.end.y = v }),
            ("gradient.stops[0].location", { n, v in n.gradient?.stops[0].location = v }),
            ("gradient.stops[1].color.blue", { n, v in n.gradient?.stops[1].color.blue = v }),
            ("gradient.axial.end.x", { n, v in n.gradient?.kind = .axial; n.gradient?.end.x = v }),
            ("gradient.conic.start.y", { n, v in n.gradient?.kind = .conic; n.gradient?.start.y = v }),
            ("contents.destination.x", { n, v in n.contents?.destination.origin.x = v }),
            ("contents.destination.width", { n, v in n.contents?.destination.size.width = v }),
            ("contents.destination.height", { n, v in n.contents?.destination.size.height = v }),
            ("contents.sourceRect.x", { n, v in n.contents?.sourceRect.origin.x = v }),
            ("contents.sourceRect.width", { n, v in n.contents?.sourceRect.size.width = v }),
            ("shadow.radius", { n, v in n.shadow?.radius = v }),
            ("shadow.offset.width", { n, v in n.shadow?.offset.width = v }),
            ("shadow.offset.height", { n, v in n.shadow?.offset.height = v }),
            ("shadow.color.alpha", { n, v in n.shadow?.color.alpha = v }),
            ("mask.bounds.width", { n, v in
                var m = n.mask!.node; m.bounds.size.width = v; n.mask = RenderMask(m) }),
            ("mask.transform.m41", { n, v in
                var m = n.mask!.node; m.transform.m41 = v; n.mask = RenderMask(m) }),
            ("children[0].transform.m14", { n, v in n.children[0].transform.m14 = v }),
            ("children[0].transform.m22", { n, v in n.children[0].transform.m22 = v }),
            ("children[0].bounds.height", { n, v in n.children[0].bounds.size.height = v }),
        ]
        return f + more
    }()

    static func render(_ node: RenderNode, scale: Double = 1) -> Bitmap {
        Renderer().render(RenderTree(pixelWidth: 40, pixelHeight: 30, scale: scale, background: .white, nodes: [node]))
    }

    @Test(arguments: [(0.8, false), (1.0, false), (1.0, true)])
    func everyFieldSurvivesNaNInfinityAndHugeValues(opacity: Double, masks: Bool) {
        for (name, set) in NonFiniteGeometryTests.fields {
            for v in NonFiniteGeometryTests.hostile {
                var node = NonFiniteGeometryTests.rich(opacity: opacity, masks: masks)
                set(&node, v)
                let b = NonFiniteGeometryTests.render(node)
                #expect(b.width == 40 && b.height == 30, "\(name) = \(v)")
                // The same value in a parent's and a child's field compounds (1e308 · 1e308 = inf).
                let parent = RenderNode(transform: node.transform, bounds: node.bounds, children: [node])
                _ = NonFiniteGeometryTests.render(parent)
            }
        }
    }

    @Test(arguments: NonFiniteGeometryTests.hostile + [0, -1])
    func hostileTreeScaleRendersWithoutTrapping(scale: Double) {
        let b = NonFiniteGeometryTests.render(NonFiniteGeometryTests.rich(), scale: scale)
        #expect(b.width == 40 && b.height == 30)
    }

    @Test func nodeWithNonFiniteMatrixOrBoundsDrawsNothing() {
        let blank = NonFiniteGeometryTests.render(RenderNode())
        for v in [Double.nan, .infinity, -.infinity] {
            for i in [0, 3, 5, 12, 13, 15] {
                var node = NonFiniteGeometryTests.rich()
                var m = node.transform.values; m[i] = v; node.transform = Transform3D(m)
                #expect(NonFiniteGeometryTests.render(node) == blank, "transform[\(i)] = \(v)")
            }
            for set in [{ (n: inout RenderNode) in n.bounds.origin.x = v }, { (n: inout RenderNode) in n.bounds.size.width = v }] {
                var node = NonFiniteGeometryTests.rich(opacity: 1)
                node.shadow = nil
                set(&node)
                var expected = node
                expected.bounds = .zero
                expected.backgroundColor = nil
                expected.gradient = nil
                expected.borderWidth = 0
                // The node's own paints vanish; its contents and children still draw.
                #expect(NonFiniteGeometryTests.render(node) == NonFiniteGeometryTests.render(expected), "bounds = \(v)")
            }
        }
    }
}
