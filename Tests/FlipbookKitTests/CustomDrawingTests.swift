import FlipbookGeometry
import FlipbookGraphics
@testable import FlipbookKit
import FlipbookKitTesting
import FlipbookLayers
import FlipbookRaster
import FlipbookSwiftTesting
import FlipbookTesting
import Testing

/// A view that draws a badge with `draw(_:)` and counts its calls.
final class BadgeView: View {
    var draws = 0
    var fill = Color(red: 0.9, green: 0.2, blue: 0.2) {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: Rect) {
        draws += 1
        guard let context = GraphicsContext.current else { return }
        fill.setFill()
        context.fillEllipse(in: rect.insetBy(dx: 4, dy: 4))
        var check = Path()
        check.move(to: Point(x: rect.width * 0.3, y: rect.height * 0.5))
        check.addLine(to: Point(x: rect.width * 0.45, y: rect.height * 0.65))
        check.addLine(to: Point(x: rect.width * 0.7, y: rect.height * 0.35))
        check.lineWidth = 4
        check.lineCapStyle = .round
        check.lineJoinStyle = .round
        Color.white.setStroke()
        check.stroke()
    }
}

/// A view that calls `super.draw(_:)` and draws only once it has a value.
final class LateView: View {
    var value: Double? {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: Rect) {
        super.draw(rect)
        guard let value else { return }
        Color(red: value, green: 0, blue: 0).setFill()
        GraphicsContext.current?.fill(rect)
    }
}

extension KitTests {
    @Suite struct CustomDrawing {
        static func app() -> Application { Application(screenSize: Size(width: 100, height: 100), statusBar: nil, scale: 1) }

        @Test func drawIsCalledOnceWhenShownAndAgainAfterSetNeedsDisplay() {
            let app = Self.app()
            let badge = BadgeView(frame: Rect(x: 10, y: 10, width: 40, height: 40))
            badge.backgroundColor = .white
            app.window.addSubview(badge)
            _ = app.renderTree(at: 0)
            _ = app.renderTree(at: 0.1)
            #expect(badge.draws == 1)
            badge.fill = Color(red: 0, green: 0.6, blue: 0)
            badge.setNeedsDisplay()  // twice in one frame: one draw
            _ = app.renderTree(at: 0.2)
            #expect(badge.draws == 2)
            #expect(badge.layer.contents?.width == 40 && badge.layer.contents?.scale == 1)
            let frame = Renderer().render(app.renderTree(at: 0.3))
            #expect(frame[30, 30 - 12] == Pixel(r: 0, g: 153, b: 0, a: 255))  // the fill, above the tick
            #expect(frame[11, 11] == Pixel(r: 255, g: 255, b: 255, a: 255))  // corner: white background
        }

        @Test func contentModeRedrawRedrawsOnResizeOthersStretch() {
            let app = Self.app()
            let redraw = BadgeView(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            redraw.contentMode = .redraw
            let stretch = BadgeView(frame: Rect(x: 50, y: 0, width: 40, height: 40))
            app.window.addSubview(redraw)
            app.window.addSubview(stretch)
            _ = app.renderTree(at: 0)
            redraw.frame.size = Size(width: 50, height: 50)
            stretch.frame.size = Size(width: 50, height: 50)
            redraw.frame.origin = Point(x: 0, y: 0)
            _ = app.renderTree(at: 0.1)
            #expect(redraw.draws == 2 && stretch.draws == 1)
            #expect(redraw.layer.contents?.width == 50 && stretch.layer.contents?.width == 40)
            // Moving without resizing does not redraw.
            redraw.center = Point(x: 30, y: 30)
            _ = app.renderTree(at: 0.2)
            #expect(redraw.draws == 2)
        }

        @Test func viewsThatDoNotOverrideDrawKeepTheirContents() {
            let app = Self.app()
            let image = Image(Bitmap(width: 2, height: 2, fill: Pixel(r: 0, g: 0, b: 255, a: 255)))
            let plain = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
            plain.layer.contents = image
            app.window.addSubview(plain)
            _ = app.renderTree(at: 0)
            #expect(plain.layer.contents === image)
        }

        @Test func aViewThatCallsSuperAndDrawsLaterStillDraws() throws {
            let app = Self.app()
            let view = LateView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            view.isOpaque = false
            app.window.addSubview(view)
            _ = app.renderTree(at: 0)
            #expect(view.layer.contents == nil)
            view.value = 1
            _ = app.renderTree(at: 0.1)
            #expect(try #require(view.layer.contents).bitmap[5, 5] == Pixel(r: 255, g: 0, b: 0, a: 255))
            view.value = nil  // draws nothing now: its earlier drawing goes
            _ = app.renderTree(at: 0.2)
            #expect(try #require(view.layer.contents).bitmap[5, 5] == .clear)
        }

        @Test func opaqueViewWithoutBackgroundStartsBlackAsUIKit() {
            let app = Self.app()
            let badge = BadgeView(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            app.window.addSubview(badge)
            _ = app.renderTree(at: 0)
            let store = try! #require(badge.layer.contents).bitmap
            #expect(store[1, 1] == Pixel(r: 0, g: 0, b: 0, a: 255))
            badge.isOpaque = false
            badge.setNeedsDisplay()
            _ = app.renderTree(at: 0.1)
            #expect(badge.layer.contents!.bitmap[1, 1] == .clear)
        }

        @Test func imageRendererGivesACoreGraphicsContextCurrentForUIKitCalls() {
            let renderer = ImageRenderer(size: Size(width: 10, height: 10), format: ImageRendererFormat(scale: 2))
            let image = renderer.image { context in
                context.cgContext.setFillColor(Color(red: 1, green: 0, blue: 0))
                context.cgContext.fill(Rect(x: 0, y: 0, width: 5, height: 10))
                Color(red: 0, green: 0, blue: 1).setFill()
                context.fill(Rect(x: 5, y: 0, width: 5, height: 10))
                #expect(GraphicsContext.current === context.cgContext)
            }
            #expect(image.bitmap[2, 10] == Pixel(r: 255, g: 0, b: 0, a: 255))
            #expect(image.bitmap[15, 10] == Pixel(r: 0, g: 0, b: 255, a: 255))
            #expect(GraphicsContext.current == nil)
        }

        /// Two badges drawn with `draw(_:)`: the left one changes colour at 0.25 s
        /// (`setNeedsDisplay` from a property), the right one with `contentMode = .redraw`
        /// grows from 40 to 70 pt in a 0.5 s animation, redrawn at its final size at once and
        /// scaled from it, as UIKit does.
        @Test func viewDrawingWithDrawRect() {
            let script = ApplicationScript {
                let app = Application(screenSize: Size(width: 160, height: 100), statusBar: nil, scale: 1)
                app.window.backgroundColor = Color(white: 0.95)
                let left = BadgeView(frame: Rect(x: 10, y: 20, width: 60, height: 60))
                left.backgroundColor = Color(white: 0.95)
                let right = BadgeView(frame: Rect(x: 80, y: 30, width: 40, height: 40))
                right.isOpaque = false
                right.contentMode = .redraw
                right.fill = Color(red: 0.2, green: 0.4, blue: 0.9)
                app.window.addSubview(left)
                app.window.addSubview(right)
                app.schedule(at: 0.25) { left.fill = Color(red: 0.1, green: 0.6, blue: 0.3) }
                app.schedule(at: 0) {
                    View.animate(withDuration: 0.5) { right.frame = Rect(x: 80, y: 15, width: 70, height: 70) }
                }
                return app
            }
            assertSnapshot(of: script, as: .filmstrip(times: [0, 0.25, 0.5], scale: 1), suite: "CustomDrawingGoldens")
        }
    }
}
