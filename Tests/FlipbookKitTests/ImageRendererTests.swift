import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Testing

extension KitTests {
    @Suite struct ImageRendering {
        /// Premultiplied RGBA of pixel (x, y).
        static func pixel(_ image: Image, _ x: Int, _ y: Int) -> [UInt8] {
            let i = (y * image.bitmap.width + x) * 4
            return Array(image.bitmap.bytes[i..<i + 4])
        }

        static func alphaSum(_ image: Image) -> Double {
            stride(from: 3, to: image.bitmap.bytes.count, by: 4).reduce(0) { $0 + Double(image.bitmap.bytes[$1]) } / 255
        }

        @Test func imagesArePointSizeTimesTheFormatsScale() {
            let image = ImageRenderer(size: Size(width: 10, height: 5), format: ImageRendererFormat(scale: 3)).image { _ in }
            #expect(image.bitmap.width == 30 && image.bitmap.height == 15 && image.scale == 3)
            #expect(image.size == Size(width: 10, height: 5))
            #expect(Self.alphaSum(image) == 0)
            #expect(ImageRendererFormat(scale: .nan).scale == 1 && ImageRendererFormat(scale: -2).scale == 1)
            _ = Application(scale: 2)
            #expect(ImageRendererFormat.default().scale == Application.current.renderScale)
        }

        @Test func fillsStrokesAndTransformsInPoints() {
            let renderer = ImageRenderer(size: Size(width: 20, height: 10), format: ImageRendererFormat(scale: 2))
            let image = renderer.image { context in
                context.fill(Rect(x: 0, y: 0, width: 5, height: 5), color: Color(red: 1, green: 0, blue: 0))
                context.translateBy(x: 10, y: 0)
                context.fill(Rect(x: 0, y: 0, width: 5, height: 5), color: Color(red: 0, green: 0, blue: 1))
                context.stroke(Rect(x: 1, y: 6, width: 8, height: 3), color: .black, lineWidth: 1)
            }
            #expect(Self.pixel(image, 4, 4) == [255, 0, 0, 255])      // red square, 0–10 px
            #expect(Self.pixel(image, 12, 4) == [0, 0, 0, 0])         // gap
            #expect(Self.pixel(image, 24, 4) == [0, 0, 255, 255])     // the translated blue square
            // The stroke, 1 pt = 2 px wide centred on x = 11 pt (22 px): pixels 21 and 22.
            #expect(Self.pixel(image, 21, 15)[3] == 255 && Self.pixel(image, 22, 15)[3] == 255)
            #expect(Self.pixel(image, 20, 15)[3] == 0 && Self.pixel(image, 23, 15)[3] == 0)
            // Total ink: two 100 px squares and the outline, 18 × 8 px outside less 14 × 4 px inside.
            #expect(abs(Self.alphaSum(image) - (200 + 18 * 8 - 14 * 4)) < 1)
        }

        @Test func drawsImagesAndSnapshotsViews() {
            let app = Application()
            let view = View(frame: Rect(x: 0, y: 0, width: 4, height: 4))
            view.backgroundColor = Color(red: 0, green: 1, blue: 0)
            app.window.addSubview(view)
            let renderer = ImageRenderer(size: Size(width: 8, height: 4), format: ImageRendererFormat(scale: 2))
            var drew = false
            let image = renderer.image { context in
                drew = view.drawHierarchy(in: Rect(x: 0, y: 0, width: 4, height: 4), afterScreenUpdates: true)
                context.translateBy(x: 4, y: 0)
                view.layer.render(in: context)
            }
            #expect(drew)
            #expect(Self.pixel(image, 3, 3) == [0, 255, 0, 255] && Self.pixel(image, 12, 3) == [0, 255, 0, 255])
            #expect(abs(Self.alphaSum(image) - 128) < 0.5)
            // Outside image(actions:) there is no context to draw into.
            #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
            // A 2× image drawn at a point: its point size.
            let stamp = ImageRenderer(size: Size(width: 8, height: 8), format: ImageRendererFormat(scale: 1)).image { context in
                context.draw(image, at: Point(x: 0, y: 2))
            }
            #expect(Self.pixel(stamp, 1, 3) == [0, 255, 0, 255] && Self.pixel(stamp, 1, 1) == [0, 0, 0, 0])
            #expect(abs(Self.alphaSum(stamp) - 32) < 0.5)
        }

        @Test func roundingSomeCornersCutsOnlyThose() {
            let rect = Rect(x: 0, y: 0, width: 20, height: 20)
            let path = Path(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: Size(width: 8, height: 8))
            let image = ImageRenderer(size: rect.size, format: ImageRendererFormat(scale: 1)).image { context in
                context.fill(path, color: .black)
            }
            #expect(Self.pixel(image, 0, 0)[3] == 0 && Self.pixel(image, 19, 19)[3] == 0)
            #expect(Self.pixel(image, 19, 0)[3] == 255 && Self.pixel(image, 0, 19)[3] == 255)
            // Each rounded corner removes r²(1 − π/4) = 13.73 px.
            #expect(abs(Self.alphaSum(image) - (400 - 2 * 64 * (1 - Double.pi / 4))) < 0.5)
            // Every corner is a curve, rounded or not: one structure for all corner sets.
            let square = Path(roundedRect: rect, byRoundingCorners: [], cornerRadii: Size(width: 8, height: 8))
            let all = Path(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: Size(width: 8, height: 8))
            #expect(square.elements.count == path.elements.count && all.elements.count == path.elements.count)
            #expect(all.boundingBox == rect)
            // Radii are clamped to half the sides.
            let pill = Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 10), byRoundingCorners: .allCorners,
                            cornerRadii: Size(width: 50, height: 50))
            #expect(pill == Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 10), byRoundingCorners: .allCorners,
                                 cornerRadii: Size(width: 20, height: 5)))
            #expect(RectCorner.allCorners.rawValue == 15 && RectCorner.bottomLeft.rawValue == 4)
        }
    }
}
