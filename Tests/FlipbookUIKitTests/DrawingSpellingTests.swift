import FlipbookUIKit
import Testing

/// A view drawn the way an iOS app draws one: Core Graphics and UIKit calls with Apple's names.
private final class GaugeView: UIView {
    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
        ctx.addRect(CGRect(x: 0, y: 0, width: rect.width, height: rect.height / 2))
        ctx.clip()
        ctx.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: rect.width, y: 0), options: [])
        ctx.restoreGState()
        let path = UIBezierPath(
            roundedRect: CGRect(x: 0, y: rect.height / 2, width: rect.width, height: rect.height / 2),
            cornerRadius: 0)
        UIColor.green.setFill()
        path.fill()
    }
}

@Suite struct DrawingSpellingTests {
    @Test func legacyImageContextAndGradientClipWithApplesNames() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), false, 1)
        let view = GaugeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.draw(view.bounds)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        let b = image.bitmap
        #expect(b[0, 2].r > 240 && b[0, 2].b < 15)  // the gradient's red end
        #expect(b[19, 2].b > 240 && b[19, 2].r < 15)  // its blue end
        #expect(b[10, 15] == Pixel(r: 0, g: 255, b: 0, a: 255))  // UIColor.green
    }

    @Test func paragraphStyleCentresDrawnText() throws {
        let renderer = UIGraphicsImageRenderer(
            size: CGSize(width: 200, height: 30),
            format: UIGraphicsImageRendererFormat(scale: 1))
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let image = renderer.image { _ in
            "Hi".draw(
                in: CGRect(x: 0, y: 0, width: 200, height: 30),
                withAttributes: [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: style])
        }
        var minX = Int.max, maxX = Int.min
        for y in 0..<image.bitmap.height {
            for x in 0..<image.bitmap.width where image.bitmap[x, y].a > 128 {
                minX = min(minX, x)
                maxX = max(maxX, x)
            }
        }
        // Centred: the ink's middle within 2 pt of the rectangle's.
        #expect(abs(Double(minX + maxX) / 2 - 100) < 2)
    }

    @Test func aLayerDelegateDraws() throws {
        final class Painter: CALayerDelegate {
            func draw(_ layer: CALayer, in ctx: CGContext) {
                ctx.setFillColor(UIColor.blue.cgColor)
                ctx.fill(layer.bounds)
            }
        }
        let painter = Painter()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.contentsScale = 2
        layer.delegate = painter
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let contents = try #require(layer.contents)
        #expect(contents.width == 8 && contents.bitmap[7, 7] == Pixel(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func bezierPathStrokesWithItsOwnLineWidth() {
        let renderer = UIGraphicsImageRenderer(
            size: CGSize(width: 20, height: 20),
            format: UIGraphicsImageRendererFormat(scale: 1))
        let image = renderer.image { _ in
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 10))
            line.addLine(to: CGPoint(x: 20, y: 10))
            line.lineWidth = 6  // set on the object, read by stroke()
            UIColor.red.setStroke()
            line.stroke()
        }
        #expect(image.bitmap[10, 8] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image.bitmap[10, 12] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image.bitmap[10, 2].a == 0)
    }
}
