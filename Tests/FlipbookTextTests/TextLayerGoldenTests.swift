import Foundation
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import FlipbookSwiftTesting
@testable import FlipbookText
import Testing

/// Text on a layer goes through the layer pipeline: 1:1 pixels when flat, turned and
/// foreshortened under perspective. Re-record: `FLIPBOOK_RECORD=failed swift test --filter TextLayerGoldenTests`.
///
/// Layers draw text with ``FontLibrary/shared`` (the system font folders), so this golden, like
/// every golden with text outside this target, relies on the system sans being the setup
/// script's Liberation Sans file; `sharedLibrarysSystemSansIsTheSetupFile` checks that.
@Suite struct TextLayerGoldenTests {
    static let canvas = Size(width: 200, height: 60)
    static let textFrame = Rect(x: 10, y: 10, width: 180, height: 40)
    static let paper = Color(red: 1, green: 0.95, blue: 0.8)
    static let angle = 35 * Double.pi / 180

    /// A 180 × 40 pt text layer centred in a 200 × 60 pt container whose sublayerTransform has
    /// m34 = −0.002 (eye 500 pt away), turned `angle` about y.
    private func scene(angle: Double) -> Layer {
        let container = Layer()
        container.frame = Rect(origin: .zero, size: Self.canvas)
        var perspective = Transform3D.identity
        perspective.m34 = -0.002
        container.sublayerTransform = perspective
        let text = TextLayer()
        text.frame = Self.textFrame
        text.string = "Turn the page"
        text.fontSize = 22
        text.foregroundColor = Color(red: 0.1, green: 0.1, blue: 0.3)
        text.alignmentMode = .center
        text.backgroundColor = Self.paper
        text.transform = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
        container.addSublayer(text)
        return container
    }

    private func render(angle: Double) -> Bitmap {
        Renderer().render(scene(angle: angle).renderTree(canvasSize: Self.canvas, scale: GoldenSheet.scale))
    }

    /// Rows `y` where column `x` is not white: (first, last).
    private func inkedRows(_ bitmap: Bitmap, x: Int) -> (Int, Int)? {
        let rows = (0..<bitmap.height).filter { bitmap[x, $0] != Pixel(r: 255, g: 255, b: 255, a: 255) }
        return rows.first.map { ($0, rows.last!) }
    }

    @Test func textLayerFlatAndTurnedInPerspective() throws {
        let scale = GoldenSheet.scale
        let flat = render(angle: 0), turned = render(angle: Self.angle)

        // Flat: the text bitmap lands on whole pixels, unresampled: the canvas shows exactly
        // TextRenderer's pixels over the layer's background.
        let layout = try TextLayout(AttributedText("Turn the page", font: .system(size: 22),
                                                   color: Color(red: 0.1, green: 0.1, blue: 0.3)),
                                    options: TextLayoutOptions(width: 180, height: 40, alignment: .center,
                                                               isWrapped: false))
        let glyphs = try TextRenderer.render(layout, in: Self.textFrame.size, scale: scale)
        var expected = Bitmap(width: 360, height: 80, fill: Pixel(r: 255, g: 242, b: 204, a: 255))
        expected.composite(glyphs, at: 0, y: 0)
        let crop = flat.cropped(x: 20, y: 20, width: 360, height: 80)
        let maxDelta = zip(crop.bytes, expected.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(maxDelta <= 1, "flat text is resampled: largest channel difference \(maxDelta)")
        #expect(!layout.isTruncated && layout.lines[0].width < 180)

        // Turned: the far (right) edge is shorter than the near one, as the projection says.
        // A point at u pt right of the centre goes to depth z = −u·sin θ; w = 1 − m34·z … here
        // w = 1 + 0.002·u·sin θ, and its screen offset from the centre is u·cos θ / w.
        let s = sin(Self.angle), c = cos(Self.angle)
        let near = 40 / (1 - 0.002 * 90 * s), far = 40 / (1 + 0.002 * 90 * s)
        let leftX = 100 - 90 * c / (1 - 0.002 * 90 * s), rightX = 100 + 90 * c / (1 + 0.002 * 90 * s)
        let left = try #require(inkedRows(turned, x: Int(leftX * scale) + 2))
        let right = try #require(inkedRows(turned, x: Int(rightX * scale) - 3))
        #expect(abs(Double(left.1 - left.0 + 1) - near * scale) <= 3)
        #expect(abs(Double(right.1 - right.0 + 1) - far * scale) <= 3)
        #expect(inkedRows(turned, x: Int(leftX * scale) - 2) == nil)
        #expect(inkedRows(turned, x: Int(rightX * scale) + 2) == nil)

        var sheet = Bitmap(width: flat.width, height: flat.height * 2)
        sheet.composite(flat, at: 0, y: 0)
        sheet.composite(turned, at: 0, y: flat.height)
        assertSnapshot(of: sheet)
    }
}
