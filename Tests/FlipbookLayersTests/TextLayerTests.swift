import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import FlipbookText
import Testing

@Suite struct TextLayerTests {
    private func label(_ string: String = "Hello") -> TextLayer {
        let layer = TextLayer()
        layer.frame = Rect(x: 10, y: 20, width: 120, height: 40)
        layer.string = string
        layer.fontSize = 20
        layer.foregroundColor = .black
        return layer
    }

    @Test func defaultsAreCATextLayers() {
        let layer = TextLayer()
        #expect(layer.fontSize == 36 && layer.foregroundColor == .white)
        #expect(!layer.isWrapped && layer.truncationMode == .none && layer.alignmentMode == .natural)
    }

    @Test func textBecomesContentsAtTheDeviceScale() throws {
        let layer = label()
        let node = try #require(layer.renderTree(canvasSize: Size(width: 200, height: 100), scale: 3).nodes.first)
        let paint = try #require(node.contents)
        #expect(paint.image.width == 360 && paint.image.height == 120)
        #expect(paint.destination == Rect(x: 0, y: 0, width: 120, height: 40))
        let inked = paint.image.bitmap.bytes.enumerated().contains { $0.offset % 4 == 3 && $0.element > 200 }
        #expect(inked)
    }

    @Test func unchangedTextIsRasterizedOnce() throws {
        let layer = label()
        let first = try #require(layer.renderTree(at: 0, canvasSize: Size(width: 200, height: 100)).nodes.first?.contents)
        let second = try #require(layer.renderTree(at: 1, canvasSize: Size(width: 200, height: 100)).nodes.first?.contents)
        #expect(first.image === second.image)
        layer.string = "Bye"
        let third = try #require(layer.renderTree(at: 1, canvasSize: Size(width: 200, height: 100)).nodes.first?.contents)
        #expect(third.image !== first.image)
    }

    @Test func fontSizeAndColourAnimate() throws {
        let layer = label()
        layer.add(BasicAnimation(keyPath: "fontSize", from: .number(10), to: .number(30),
                                 timing: MediaTiming(duration: 1)), forKey: "grow")
        layer.add(BasicAnimation(keyPath: "foregroundColor", to: Color.white.animatableValue,
                                 timing: MediaTiming(duration: 1)), forKey: "fade")
        let p = try #require(layer.presentation(at: 0.5) as? TextLayer)
        #expect(p.fontSize == 20 && p.string == "Hello")
        #expect(p.foregroundColor == Color(white: 0.5))
    }

    @Test func missingFontFamilyIsReported() {
        let layer = label()
        layer.font = Font(family: "No Such Family 1234", size: 12)
        #expect(throws: TextError.self) { try layer.textLayout() }
        #expect(layer.renderTree(canvasSize: Size(width: 10, height: 10)).nodes.first?.contents == nil)
    }
}
