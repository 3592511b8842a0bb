import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster

/// Scene building shared by the golden-image tests (`TransformGoldenTests`, `PaintGoldenTests`,
/// `ReferenceAgreementTests`): stages, panels, the generated test card, rendering, and pixel probes.
///
/// Every scene is built from these few pieces so that a golden differs from its neighbours only
/// in the property it shows.
enum GoldenScenes {
    // MARK: Building

    /// The root of a scene: a layer of `width × height` points at the canvas origin, filled with
    /// `color` (default the pale grey every golden uses as its paper; `nil` leaves it transparent).
    static func stage(width: Double, height: Double, color: Color? = paper) -> Layer {
        makeLayer(Rect(x: 0, y: 0, width: width, height: height), name: "stage", color: color)
    }

    /// A stage of `count` equal panels side by side, each `width × height` points, with a
    /// `gap`-point white gutter between them (default 8); `build` fills panel `i`, a transparent
    /// layer whose bounds start at (0, 0). Used for before/after comparisons in one golden.
    static func panels(_ count: Int, width: Double, height: Double, gap: Double = 8,
                       build: (Int, Layer) -> Void) -> Layer {
        let stage = stage(width: Double(count) * width + Double(count - 1) * gap, height: height, color: .white)
        for i in 0..<count {
            let panel = makeLayer(Rect(x: Double(i) * (width + gap), y: 0, width: width, height: height),
                                  name: "panel \(i)", color: paper)
            build(i, panel)
            stage.addSublayer(panel)
        }
        return stage
    }

    /// A perspective container: `frame`, with `m34 = −1/distance` in its `sublayerTransform`,
    /// so the vanishing point is its centre (FlipbookLayers article “Layer geometry”).
    static func perspectiveContainer(_ frame: Rect, distance: Double) -> Layer {
        let container = makeLayer(frame, name: "perspective")
        var perspective = Transform3D.identity
        perspective.m34 = -1 / distance
        container.sublayerTransform = perspective
        return container
    }

    /// A layer showing the test card (``testCard``) stretched over `frame` (contentsGravity resize).
    static func cardLayer(_ frame: Rect, card: Image = testCard) -> Layer {
        let layer = makeLayer(frame, name: "card")
        layer.contents = card
        return layer
    }

    /// A layer showing a test card generated at exactly `frame.size × scale` pixels with
    /// `contentsScale = scale`, so that nothing but the layer's own transform resamples it (crisp
    /// goldens that compress well).
    static func crispCardLayer(_ frame: Rect, scale: Double) -> Layer {
        let card = makeCard(width: Int((frame.width * scale).rounded()), height: Int((frame.height * scale).rounded()))
        let layer = cardLayer(frame, card: Image(card))
        layer.contentsScale = scale
        return layer
    }

    // MARK: Colours

    /// The background of every panel: pale grey, so white and transparent parts both show.
    static let paper = Color(red8: 236, green8: 236, blue8: 240)
    static let red = Color(red8: 220, green8: 50, blue8: 47)
    static let green = Color(red8: 60, green8: 170, blue8: 80)
    static let blue = Color(red8: 38, green8: 110, blue8: 220)
    static let yellow = Color(red8: 245, green8: 200, blue8: 40)
    static let ink = Color(red8: 30, green8: 30, blue8: 40)

    // MARK: The test card

    /// A generated 96 × 128 pixel picture that shows orientation and distortion at a glance:
    /// four tinted quadrants (red top-left, green top-right, blue bottom-left, yellow
    /// bottom-right) with a 16-pixel checker, a dark 4-pixel frame, and a black "F" (upright,
    /// opening to the right) so that any mirroring or turn is visible.
    static let testCard = Image(makeCard(width: 96, height: 128))

    /// A second card in cooler tints (the page underneath in the page-flip scenes).
    static let underCard = Image(makeCard(width: 96, height: 128, tints: [blue, green, blue, green]))

    /// The test card at any size (the F is scaled with it). `tints` are the quadrant colours in
    /// reading order.
    static func makeCard(width: Int, height: Int, tints: [Color] = [red, green, blue, yellow]) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        let frame = max(1, width / 24), cell = max(2, width / 6)
        let glyph = (x0: width / 4, y0: height / 5, w: width / 2, h: height * 3 / 5, stroke: max(2, width / 10))
        for y in 0..<height {
            for x in 0..<width {
                let quadrant = (y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)
                let light = (x / cell + y / cell) % 2 == 0
                var c = tints[quadrant].mixed(with: .white, light ? 0.55 : 0.3)
                if x < frame || y < frame || x >= width - frame || y >= height - frame { c = ink }
                let gx = x - glyph.x0, gy = y - glyph.y0
                let stem = gx >= 0 && gx < glyph.stroke && gy >= 0 && gy < glyph.h
                let top = gy >= 0 && gy < glyph.stroke && gx >= 0 && gx < glyph.w
                let bar = gy >= glyph.h * 2 / 5 && gy < glyph.h * 2 / 5 + glyph.stroke && gx >= 0 && gx < glyph.w * 3 / 4
                if stem || top || bar { c = .black }
                bitmap[x, y] = c.premultiplied8
            }
        }
        return bitmap
    }

    // MARK: Rendering

    /// `root` rendered by the fast ``Renderer`` as the only top-level layer, on a canvas the size
    /// of its frame (`scale` pixels per point, default 1), cleared to `background` (default
    /// transparent, so the stage's own colour is what shows).
    static func render(_ root: Layer, scale: Double = 1, background: Color = .clear) -> Bitmap {
        Renderer().render(tree(root, scale: scale, background: background))
    }

    /// The render tree of `root` on a canvas the size of its frame.
    static func tree(_ root: Layer, scale: Double = 1, background: Color = .clear) -> RenderTree {
        root.renderTree(canvasSize: Size(width: root.frame.maxX, height: root.frame.maxY),
                        scale: scale, background: background)
    }

    // MARK: Probes

    /// The columns of row `y` where `a` and `b` differ by more than `threshold` in some channel,
    /// as a closed range (`nil` if none). The default threshold of 8 ignores the 1–2 level
    /// differences of texture runs that start at other pixels (an occluder ends a run early), and
    /// still catches an edge pixel covered by 5 % or more when the colours differ by 160 or more.
    static func differingColumns(_ a: Bitmap, _ b: Bitmap, row y: Int, threshold: Int = 8) -> ClosedRange<Int>? {
        let columns = (0..<a.width).filter { x in
            let p = a[x, y], q = b[x, y]
            return max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)),
                       abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a))) > threshold
        }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    /// The largest difference of any channel between `pixel` and `color` (premultiplied 8-bit).
    static func distance(_ pixel: Pixel, _ color: Color) -> Int {
        let c = color.premultiplied8
        return [abs(Int(pixel.r) - Int(c.r)), abs(Int(pixel.g) - Int(c.g)),
                abs(Int(pixel.b) - Int(c.b)), abs(Int(pixel.a) - Int(c.a))].max()!
    }
}

extension Color {
    /// This colour moved `amount` (0…1) of the way to `other`, per straight-alpha channel.
    func mixed(with other: Color, _ amount: Double) -> Color {
        Color(red: red + (other.red - red) * amount, green: green + (other.green - green) * amount,
              blue: blue + (other.blue - blue) * amount, alpha: alpha + (other.alpha - alpha) * amount)
    }
}
