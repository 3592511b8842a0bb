import Foundation
import Testing
import FlipbookAnimation
import FlipbookGeometry
import FlipbookGraphics
import FlipbookLayers
import FlipbookRaster
import FlipbookSwiftTesting

/// A progress ring: a layer subclass with its own animatable `progress` key that redraws
/// itself (`needsDisplay(forKey:)`), as a `CALayer` subclass with an `@NSManaged` property.
final class ProgressRingLayer: Layer {
    /// The progress values this class drew, in order (shared by presentation copies).
    nonisolated(unsafe) static var drawn: [Double] = []

    override class func defaultValue(forKey key: String) -> AnimatableValue? {
        key == "progress" ? .number(0) : super.defaultValue(forKey: key)
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    var progress: Double {
        get { if case let .number(v)? = value(forKey: "progress") { return v } else { return 0 } }
        set { setValue(.number(newValue), forKey: "progress") }
    }

    override func draw(in context: GraphicsContext) {
        ProgressRingLayer.drawn.append(progress)
        let centre = Point(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 8
        context.setLineWidth(10)
        context.setStrokeColor(Color(white: 0.85))
        context.addEllipse(in: Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
        context.strokePath()
        guard progress > 0 else { return }
        context.setStrokeColor(Color(red: 0.1, green: 0.5, blue: 0.95))
        context.setLineCap(.round)
        let start = -Double.pi / 2
        context.addArc(
            center: centre, radius: radius, startAngle: start, endAngle: start + 2 * Double.pi * progress,
            clockwise: false)
        context.strokePath()
    }
}

@Suite(.serialized) struct CustomDrawingLayerTests {
    func ring() -> ProgressRingLayer {
        let ring = ProgressRingLayer()
        ring.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        ring.contentsScale = 1
        return ring
    }

    @Test func aPlainLayerDrawsOnlyWhenAsked() {
        ProgressRingLayer.drawn = []
        let layer = ring()
        _ = layer.renderTree(at: 0, canvasSize: Size(width: 100, height: 100), scale: 1)
        #expect(ProgressRingLayer.drawn.isEmpty)
        #expect(layer.contents == nil)
        layer.setNeedsDisplay()
        _ = layer.renderTree(at: 0, canvasSize: Size(width: 100, height: 100), scale: 1)
        _ = layer.renderTree(at: 0.1, canvasSize: Size(width: 100, height: 100), scale: 1)
        #expect(ProgressRingLayer.drawn == [0])
        #expect(layer.contents?.width == 100)
    }

    @Test func settingANeedsDisplayKeyRedraws() {
        ProgressRingLayer.drawn = []
        let layer = ring()
        layer.progress = 0.5
        #expect(layer.needsDisplay)
        layer.displayIfNeeded()
        #expect(ProgressRingLayer.drawn == [0.5])
        #expect(layer.progress == 0.5)
    }

    @Test func anAnimatedCustomKeyRedrawsEachFrameWithThePresentationValue() {
        ProgressRingLayer.drawn = []
        let layer = ring()
        layer.add(
            BasicAnimation(keyPath: "progress", from: .number(0), to: .number(1), timing: MediaTiming(duration: 1)), forKey: "p")
        for t in [0.0, 0.25, 0.5, 0.75] {
            let frame = layer.presentation(at: t) as! ProgressRingLayer
            #expect(abs(frame.progress - t) < 1e-9)
        }
        // Model untouched; the copies drew 0, 0.25, 0.5, 0.75 (no model display was asked for).
        #expect(layer.progress == 0)
        #expect(ProgressRingLayer.drawn.count == 4)
        for (d, t) in zip(ProgressRingLayer.drawn, [0.0, 0.25, 0.5, 0.75]) { #expect(abs(d - t) < 1e-9) }
    }

    @Test func theRingsArcCoversTheInterpolatedFraction() {
        let layer = ring()
        layer.add(
            BasicAnimation(keyPath: "progress", from: .number(0), to: .number(1), timing: MediaTiming(duration: 1)), forKey: "p")
        let half = Renderer().render(layer.renderTree(at: 0.5, canvasSize: Size(width: 100, height: 100), scale: 1))
        // Radius 42 around (50, 50): the right side (clockwise from the top) is blue at half,
        // the left side grey.
        #expect(half[92, 50].b > 200 && half[92, 50].r < 60)
        #expect(half[8, 50].r > 200 && half[8, 50].b > 200 && half[8, 50].g > 200)
    }

    @Test func boundsChangeRedrawsWithNeedsDisplayOnBoundsChange() {
        let layer = ring()
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = Rect(x: 0, y: 0, width: 60, height: 60)
        #expect(layer.needsDisplay)
        let other = ring()
        other.bounds = Rect(x: 0, y: 0, width: 60, height: 60)
        #expect(!other.needsDisplay)
    }

    @Test func unknownKeysStayUnknown() {
        let layer = Layer()
        #expect(!layer.setValue(.number(1), forKey: "progress"))
        #expect(layer.value(forKey: "progress") == nil)
    }

    @Test func progressRingAnimatesItsOwnKey() {
        // The model holds the final value (as ported code sets it before adding the animation);
        // frames 0…0.75 draw the presentation copies, the last frame the model.
        let layer = ring()
        layer.contentsScale = 0.5
        layer.progress = 1
        layer.add(
            BasicAnimation(keyPath: "progress", from: .number(0), to: .number(1), timing: MediaTiming(duration: 1)), forKey: "p")
        assertSnapshot(
            of: layer,
            as: .filmstrip(
                times: [0, 0.25, 0.5, 0.75, 1], size: Size(width: 100, height: 100),
                scale: 0.5))
    }
}
