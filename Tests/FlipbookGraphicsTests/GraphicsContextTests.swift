import FlipbookGeometry
import FlipbookGraphics
import FlipbookRaster
import Testing

@Suite struct GraphicsContextTests {
    func context(_ w: Double = 20, _ h: Double = 20, scale: Double = 1) -> GraphicsContext {
        GraphicsContext(size: Size(width: w, height: h), scale: scale)
    }

    @Test func fillRectCoversItsPixelsExactly() {
        let c = context(scale: 2)
        c.setFillColor(Color(red: 1, green: 0, blue: 0))
        c.fill(Rect(x: 2, y: 3, width: 5, height: 4))
        let b = c.bitmap
        #expect(b.width == 40 && b.height == 40)
        #expect(b[4, 6] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(b[13, 13] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(b[3, 6] == .clear)
        #expect(b[14, 6] == .clear)
        #expect(b[4, 14] == .clear)
    }

    @Test func halfCoveredPixelIsHalfAlpha() {
        let c = context()
        c.setFillColor(.black)
        c.fill(Rect(x: 0, y: 0, width: 10.5, height: 10))
        #expect(c.bitmap[10, 5].a == 128)
    }

    @Test func strokeIsCentredOnThePath() {
        let c = context()
        c.setStrokeColor(Color(red: 0, green: 0, blue: 1))
        c.setLineWidth(2)
        c.move(to: Point(x: 0, y: 10))
        c.addLine(to: Point(x: 20, y: 10))
        c.strokePath()
        let b = c.bitmap
        #expect(b[5, 9] == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(b[5, 10] == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(b[5, 8] == .clear)
        #expect(b[5, 11] == .clear)
        #expect(c.isPathEmpty)
    }

    @Test func evenOddLeavesTheInnerSquareEmpty() {
        let c = context()
        c.addRect(Rect(x: 0, y: 0, width: 20, height: 20))
        c.addRect(Rect(x: 5, y: 5, width: 10, height: 10))
        c.fillPath(using: .evenOdd)
        #expect(c.bitmap[10, 10] == .clear)
        #expect(c.bitmap[2, 2].a == 255)
        let w = context()
        w.addRect(Rect(x: 0, y: 0, width: 20, height: 20))
        w.addRect(Rect(x: 5, y: 5, width: 10, height: 10))
        w.fillPath()
        #expect(w.bitmap[10, 10].a == 255)
    }

    @Test func clipToRectAndPathLimitFills() {
        let c = context()
        c.saveGState()
        c.clip(to: Rect(x: 0, y: 0, width: 10, height: 20))
        c.addEllipse(in: Rect(x: 0, y: 0, width: 20, height: 20))
        c.clip()
        c.fill(Rect(x: 0, y: 0, width: 20, height: 20))
        c.restoreGState()
        let b = c.bitmap
        #expect(b[5, 10].a == 255)
        #expect(b[15, 10] == .clear)
        #expect(b[0, 0] == .clear)  // outside the circle
        // After restore the clip is gone.
        c.fill(Rect(x: 15, y: 0, width: 5, height: 5))
        #expect(c.bitmap[17, 2].a == 255)
    }

    @Test func saveRestoreKeepsColourAndTransform() {
        let c = context()
        c.setFillColor(Color(red: 0, green: 1, blue: 0))
        c.saveGState()
        c.translateBy(x: 10, y: 10)
        c.setFillColor(Color(red: 1, green: 0, blue: 0))
        c.fill(Rect(x: 0, y: 0, width: 5, height: 5))
        c.restoreGState()
        c.fill(Rect(x: 0, y: 0, width: 5, height: 5))
        let b = c.bitmap
        #expect(b[12, 12] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(b[2, 2] == Pixel(r: 0, g: 255, b: 0, a: 255))
        #expect(c.ctm == AffineTransform(scaleX: 1, y: 1))
    }

    @Test func scaleAndRotateMapPoints() {
        let c = context()
        c.translateBy(x: 10, y: 10)
        c.rotate(by: Double.pi / 2)
        c.scaleBy(x: 2, y: 2)
        let p = c.ctm.apply(Point(x: 1, y: 0))
        #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 12) < 1e-9)
    }

    @Test func alphaMultipliesTheFill() {
        let c = context()
        c.setAlpha(0.5)
        c.setFillColor(.white)
        c.fill(Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(c.bitmap[5, 5] == Pixel(r: 128, g: 128, b: 128, a: 128))
    }

    @Test func linearGradientMatchesTheRampAtPixelCentres() throws {
        let c = context(100, 10)
        let g = try #require(Gradient(colorsSpace: .deviceRGB, colors: [.black, .white], locations: [0, 1]))
        c.drawLinearGradient(g, start: Point(x: 0, y: 0), end: Point(x: 100, y: 0), options: [])
        let b = c.bitmap
        for x in [0, 25, 50, 99] {
            let t = (Double(x) + 0.5) / 100
            #expect(abs(Int(b[x, 5].r) - Int((t * 255).rounded())) <= 1, "x \(x)")
            #expect(b[x, 5].a == 255)
        }
    }

    @Test func linearGradientWithoutOptionsStopsAtItsEnds() throws {
        let c = context(100, 10)
        let g = try #require(Gradient(colorsSpace: nil, colors: [.black, .white], locations: nil))
        c.drawLinearGradient(g, start: Point(x: 25, y: 0), end: Point(x: 75, y: 0), options: [])
        #expect(c.bitmap[10, 5] == .clear)
        #expect(c.bitmap[90, 5] == .clear)
        let e = context(100, 10)
        e.drawLinearGradient(
            g, start: Point(x: 25, y: 0), end: Point(x: 75, y: 0),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(e.bitmap[10, 5] == Pixel(r: 0, g: 0, b: 0, a: 255))
        #expect(e.bitmap[90, 5] == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func stopsBeyondTheEndsKeepTheirColours() throws {
        // Stops at −1 (black) and 2 (white): at t = 0.5 the colour is half way, 0.5.
        let c = context(100, 10)
        let g = try #require(Gradient(colorsSpace: nil, colors: [.black, .white], locations: [-1, 2]))
        c.drawLinearGradient(g, start: Point(x: 0, y: 0), end: Point(x: 100, y: 0), options: [])
        #expect(abs(Int(c.bitmap[49, 5].r) - 128) <= 1)
    }

    @Test func radialGradientBetweenConcentricCircles() throws {
        let c = context(100, 100)
        let g = try #require(Gradient(colorsSpace: nil, colors: [.black, .white], locations: [0, 1]))
        let centre = Point(x: 50, y: 50)
        c.drawRadialGradient(g, startCenter: centre, startRadius: 10, endCenter: centre, endRadius: 40, options: [])
        let b = c.bitmap
        #expect(b[50, 50] == .clear)  // inside the start circle
        #expect(b[95, 50] == .clear)  // outside the end circle
        // Distance 25.5 from the centre at pixel (75, 50): t = (25.5 − 10) / 30.
        let t = (25.5 - 10) / 30
        #expect(abs(Int(b[75, 50].r) - Int((t * 255).rounded())) <= 1)
    }

    @Test func clearMakesPixelsTransparent() {
        let c = context()
        c.fill(Rect(x: 0, y: 0, width: 20, height: 20))
        c.clear(Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(c.bitmap[10, 10] == .clear)
        #expect(c.bitmap[2, 2].a == 255)
        // Pixels drawn before a flush survive it unchanged.
        c.setFillColor(Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        c.fill(Rect(x: 0, y: 0, width: 3, height: 3))
        #expect(c.bitmap[18, 18] == Pixel(r: 0, g: 0, b: 0, a: 255))
        #expect(c.bitmap[1, 1] == Pixel(r: 128, g: 0, b: 0, a: 255))
    }

    @Test func opaqueContextStartsBlack() {
        let c = GraphicsContext(size: Size(width: 4, height: 4), scale: 1, opaque: true)
        #expect(c.bitmap[1, 1] == Pixel(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func cgImageDrawsUpsideDownAndUIImageUpright() {
        var top = Bitmap(width: 2, height: 2)
        top[0, 0] = Pixel(r: 255, g: 0, b: 0, a: 255)
        top[1, 0] = Pixel(r: 255, g: 0, b: 0, a: 255)
        let image = Image(top)
        let cg = context(2, 2)
        cg.draw(image, in: Rect(x: 0, y: 0, width: 2, height: 2))
        #expect(cg.bitmap[0, 1].r == 255 && cg.bitmap[0, 0] == .clear)
        let ui = context(2, 2)
        ui.drawUpright(image, in: Rect(x: 0, y: 0, width: 2, height: 2))
        #expect(ui.bitmap[0, 0].r == 255 && ui.bitmap[0, 1] == .clear)
    }

    @Test func addArcClockwiseIsCoreGraphicsMeaning() {
        // Clockwise in Core Graphics' y-up sense: from 0 to π/2 clockwise: three quarters,
        // on screen passing through the top (y < centre).
        let c = context(40, 40)
        c.move(to: Point(x: 20, y: 20))
        c.addArc(center: Point(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: Double.pi / 2, clockwise: true)
        c.closePath()
        c.fillPath()
        let b = c.bitmap
        #expect(b[20, 8].a == 255)  // above the centre: drawn
        #expect(b[28, 28] == .clear)  // the quarter below right: not drawn
    }

    @Test func shadowFallsBelowAndRight() {
        let c = context(40, 40)
        c.setShadow(offset: Size(width: 10, height: 10), blur: 0, color: .black)
        c.setFillColor(.white)
        c.fill(Rect(x: 5, y: 5, width: 10, height: 10))
        let b = c.bitmap
        #expect(b[10, 10] == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(b[22, 22] == Pixel(r: 0, g: 0, b: 0, a: 255))
        #expect(b[30, 30] == .clear)
    }

    @Test func bezierPathUsesItsOwnLineWidthAndCurrentColours() {
        let c = context()
        GraphicsContext.withCurrent(c) {
            Color(red: 1, green: 0, blue: 0).setStroke()
            var p = Path()
            p.move(to: Point(x: 0, y: 10))
            p.addLine(to: Point(x: 20, y: 10))
            p.lineWidth = 4
            p.stroke()
        }
        #expect(c.bitmap[5, 8] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(c.bitmap[5, 11] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(c.bitmap[5, 7] == .clear)
        #expect(GraphicsContext.current == nil)
    }

    @Test func legacyImageContextGivesAnImageAtItsScale() throws {
        GraphicsContext.beginImageContext(size: Size(width: 10, height: 5), opaque: false, scale: 0, screenScale: 3)
        Color(red: 0, green: 0, blue: 1).setFill()
        GraphicsContext.current?.fill(Rect(x: 0, y: 0, width: 10, height: 5))
        let image = try #require(GraphicsContext.imageFromCurrentImageContext())
        GraphicsContext.endImageContext()
        #expect(image.width == 30 && image.height == 15 && image.scale == 3)
        #expect(image.bitmap[29, 14] == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(GraphicsContext.current == nil)
        #expect(GraphicsContext.imageFromCurrentImageContext() == nil)
    }

    @Test func textDrawsInTheForegroundColour() {
        let c = context(100, 30, scale: 2)
        GraphicsContext.withCurrent(c) {
            "Hello".draw(at: Point(x: 2, y: 2), withAttributes: [.foregroundColor: Color(red: 1, green: 0, blue: 0)])
        }
        let b = c.bitmap
        var red = 0, other = 0
        for y in 0..<b.height {
            for x in 0..<b.width where b[x, y].a > 200 {
                if b[x, y].r > 200 && b[x, y].g < 30 { red += 1 } else { other += 1 }
            }
        }
        #expect(red > 50)
        #expect(other == 0)
    }

    @Test func dashedStrokeLeavesGaps() {
        let c = context(40, 10)
        c.setLineWidth(2)
        c.setLineDash(phase: 0, lengths: [5, 5])
        c.move(to: Point(x: 0, y: 5))
        c.addLine(to: Point(x: 40, y: 5))
        c.strokePath()
        #expect(c.bitmap[2, 5].a == 255)
        #expect(c.bitmap[7, 5] == .clear)
        #expect(c.bitmap[12, 5].a == 255)
    }
}
