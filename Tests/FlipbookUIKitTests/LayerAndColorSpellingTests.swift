import FlipbookUIKit
import Testing

/// A layer subclass as IBAnimatable writes one: its own initialisers, so the port adds
/// `init(layer:)`, and a radial gradient drawn from `colors as CFArray`.
private final class RadialLayer: CALayer {
    var colors: [CGColor] = [UIColor.red.cgColor, UIColor.blue.cgColor]

    required override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    required init(layer: Any) {
        super.init(layer: layer)
    }

    override func draw(in ctx: CGContext) {
        guard
            let gradient = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray,
                locations: [0, 1])
        else { return }
        ctx.drawRadialGradient(
            gradient, startCenter: CGPoint(x: 10, y: 10), startRadius: 0,
            endCenter: CGPoint(x: 10, y: 10), endRadius: 10, options: .drawsAfterEndLocation)
    }
}

/// A view whose `layerClass` is written as UIKit's (`AnyClass`).
private final class ReplicatorView: UIView {
    override class var layerClass: AnyClass { CAReplicatorLayer.self }
}

/// Core Animation's Objective-C-shaped spellings (`sublayers` optional, `[NSNumber]` dash
/// patterns, `CFArray`), UIColor's hue initialiser and `cgColor` round trip, and UIKit's
/// geometry and screen additions, written as iOS code writes them.
@Suite struct LayerAndColorSpellingTests {
    @Test func sublayersReadAsAnOptionalArrayAndNilRemovesThemAll() {
        let layer = CALayer()
        #expect(layer.sublayers?.isEmpty == nil)
        let a = CALayer(), b = CALayer()
        a.name = "shadowLayer"
        layer.addSublayer(a)
        layer.addSublayer(b)
        // swift-format-ignore: ReplaceForEachWithForLoop
        layer.sublayers?.filter { $0.name == "shadowLayer" }.forEach { $0.removeFromSuperlayer() }  // IBAnimatable's
        #expect(layer.sublayers?.count == 1)
        var plain = 0
        for _ in layer.sublayers { plain += 1 }  // the native, non-optional array
        #expect(plain == 1)
        layer.sublayers = nil
        #expect(layer.sublayers?.isEmpty ?? true)
        #expect(layer.sublayers.isEmpty)
        #expect(b.superlayer == nil)
    }

    @Test func aSubclassesSublayersReadOptionalToo() {
        let shape = CAShapeLayer()
        shape.addSublayer(CALayer())
        #expect(shape.sublayers?.count == 1)
        #expect(shape.sublayers.first != nil)
    }

    @Test func aDashPatternTakesNSNumbersAndLiterals() {
        let shape = CAShapeLayer()
        let dash: CGFloat = 6, space: CGFloat = 3
        shape.lineDashPattern = [dash as NSNumber, space as NSNumber]
        #expect(shape.shapePaint == nil)  // no path yet
        let lengths: [Double]? = shape.lineDashPattern
        #expect(lengths == [6, 3])
        shape.lineDashPattern = [4, 2]
        let boxed: [NSNumber]? = shape.lineDashPattern
        #expect(boxed?.map(\.doubleValue) == [4, 2])
    }

    @Test func aLayerSubclassDrawsAGradientFromACFArray() throws {
        let layer = RadialLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.displayIfNeeded()
        let image = try #require(layer.contents)
        #expect(image.bitmap[10, 10].r > 220)  // red at the centre
        #expect(image.bitmap[0, 0].b > 240)  // blue beyond the end radius
        #expect(CGGradient(colorsSpace: nil, colors: ["red"] as CFArray, locations: nil) == nil)
        let copy = RadialLayer(layer: layer)
        #expect(copy.contents == layer.contents)
    }

    @Test func layerClassIsAnyClassAsInUIKit() {
        let view = ReplicatorView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer is CAReplicatorLayer)
    }

    @Test func hueSaturationBrightnessAsUIKitConvertsThem() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).rgbaComponents.green == 1)
        #expect(
            UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 0.5)
                == UIColor(red: 0.4, green: 0.8, blue: 0.8, alpha: 0.5))
        #expect(UIColor(hue: 0.3, saturation: 0, brightness: 0.25, alpha: 1) == UIColor(white: 0.25, alpha: 1))
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        UIColor(red: 0.4, green: 0.8, blue: 0.8, alpha: 0.5).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(abs(h - 0.5) < 1e-12 && abs(s - 0.5) < 1e-12 && abs(v - 0.8) < 1e-12 && a == 0.5)
        let cg = UIColor.orange.cgColor
        #expect(UIColor(cgColor: cg) == .orange)
    }

    @Test func pointStringsAsNSCoderReadsThem() {
        #expect(NSCoder.cgPoint(for: "{3, 4.5}") == CGPoint(x: 3, y: 4.5))
        #expect(NSCoder.cgPoint(for: "{-1.5,2e1}") == CGPoint(x: -1.5, y: 20))
        #expect(NSCoder.cgPoint(for: "{7}") == .zero)
        #expect(NSCoder.cgPoint(for: "nonsense") == .zero)
        #expect(NSCoder.string(for: CGPoint(x: 3, y: 4.5)) == "{3, 4.5}")
    }

    @Test func insetByUIEdgeInsetsMovesEachEdge() {
        let r = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(
            r.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
                == CGRect(x: 20, y: 25, width: 70, height: 30))
        #expect(r.inset(by: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60)).width == -20)
    }

    @Test func aWindowsScreenIsItsApplications() {
        let app = Application(screenSize: CGSize(width: 390, height: 844), scale: 3)
        #expect(app.window.screen.bounds.size == CGSize(width: 390, height: 844))
        #expect(app.window.screen.scale == 3)
        Application.current = nil
    }

    @Test func overrideInheritedOptionsHasUIKitsRawValue() {
        #expect(UIView.AnimationOptions.overrideInheritedOptions.rawValue == 1 << 9)
    }

    @Test func aLayerRendersIntoTheCurrentCoreGraphicsContext() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.backgroundColor = UIColor.blue.cgColor
        UIGraphicsBeginImageContext(layer.frame.size)
        layer.render(in: UIGraphicsGetCurrentContext()!)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.bitmap[2, 2] == Pixel(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func aReplicatorSpellsCoreAnimationsNames() {
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        replicator.instanceDelay = 0.1
        replicator.instanceColor = UIColor.red.cgColor
        replicator.instanceAlphaOffset = -0.05
        #expect(replicator.instanceCount == 12)
    }
}
