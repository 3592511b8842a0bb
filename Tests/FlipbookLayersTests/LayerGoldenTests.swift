import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers
import FlipbookSwiftTesting
import Testing

/// Pictures only a picture can check: the page turn in perspective, every contents gravity, and
/// shadow, rounded border, mask and snapshot together. Text is left out (it depends on the
/// installed fonts).
@Suite struct LayerGoldenTests {
    /// A checkerboard with a red stripe on its left edge, so flips and alignment show.
    private func checker(_ width: Int, _ height: Int, cell: Int = 8) -> Image {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let on = (x / cell + y / cell) % 2 == 0
                bitmap[x, y] = x < 2 ? Pixel(r: 200, g: 0, b: 0, a: 255)
                    : on ? Pixel(r: 30, g: 120, b: 220, a: 255) : Pixel(r: 250, g: 200, b: 40, a: 255)
            }
        }
        return Image(bitmap)
    }

    /// The Flip demo's present: a page hinged on the left turning −π/2 about y in 1 s, under a
    /// container perspective of m34 = −0.002, with a hinge-side shade fading in.
    private func pageTurn() -> Layer {
        let container = makeLayer(Rect(x: 0, y: 0, width: 375, height: 667), color: .white)
        var perspective = Transform3D.identity
        perspective.m34 = -0.002
        container.sublayerTransform = perspective
        container.addSublayer(makeLayer(container.bounds, color: Color(red: 0.1, green: 0.1, blue: 0.15)))
        let page = Layer()
        page.contents = checker(100, 178, cell: 20)
        page.contentsGravity = .resizeAspectFill
        page.masksToBounds = true
        page.anchorPoint = Point(x: 0, y: 0.5)
        page.frame = container.bounds
        let button = makeLayer(Rect(x: 87.5, y: 313.5, width: 200, height: 40), color: Color(red: 1, green: 0, blue: 0))
        button.cornerRadius = 20
        page.addSublayer(button)
        let shade = GradientLayer()
        shade.frame = page.bounds
        shade.colors = [.black, Color(white: 0, alpha: 0.5), .clear]
        shade.startPoint = Point(x: 0, y: 0.5)
        shade.endPoint = Point(x: 1, y: 0.5)
        shade.opacity = 0
        page.addSublayer(shade)
        container.addSublayer(page)
        let timing = MediaTiming(duration: 1, fillMode: .both)
        page.add(BasicAnimation(keyPath: "transform.rotation.y", from: .number(0), to: .number(-.pi / 2),
                                timing: timing), forKey: "turn")
        shade.add(BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(1), timing: timing),
                  forKey: "shade")
        return container
    }

    @Test func pageTurnInPerspective() {
        assertSnapshot(of: pageTurn(), as: .filmstrip(times: [0, 0.25, 0.5, 0.7]) { layer, t in
            Renderer().render(layer.renderTree(at: t, canvasSize: Size(width: 375, height: 667), scale: 0.4))
        })
    }

    @Test func contentsGravityShadowMaskAndSnapshot() {
        let sheet = makeLayer(Rect(x: 0, y: 0, width: 400, height: 400), color: .white)
        for (i, gravity) in ContentsGravity.allCases.enumerated() {
            let cell = makeLayer(Rect(x: Double(i % 4) * 100 + 5, y: Double(i / 4) * 100 + 5, width: 90, height: 60),
                                 color: Color(white: 0.85))
            cell.borderWidth = 1
            cell.contents = checker(64, 32)
            cell.contentsScale = i < 3 ? 1 : 2
            cell.contentsGravity = gravity
            cell.masksToBounds = gravity == .resizeAspectFill
            sheet.addSublayer(cell)
        }
        let card = makeLayer(Rect(x: 20, y: 310, width: 120, height: 70), color: Color(red: 0.2, green: 0.6, blue: 0.3))
        card.cornerRadius = 16
        card.borderWidth = 4
        card.borderColor = Color(red: 0, green: 0, blue: 0.5)
        card.shadowOpacity = 0.6
        card.shadowRadius = 6
        card.shadowOffset = Size(width: 0, height: 6)
        sheet.addSublayer(card)
        let snap = card.snapshotLayer(scale: 1)
        snap.frame = Rect(x: 170, y: 320, width: 60, height: 35)
        sheet.addSublayer(snap)
        let masked = makeLayer(Rect(x: 290, y: 300, width: 90, height: 90))
        masked.contents = checker(90, 90)
        let circle = makeLayer(Rect(x: 5, y: 5, width: 80, height: 80), color: .black)
        circle.cornerRadius = 40
        masked.mask = circle
        sheet.addSublayer(masked)
        assertSnapshot(of: Renderer().render(sheet.renderTree(canvasSize: Size(width: 400, height: 400), scale: 1)))
    }
}
