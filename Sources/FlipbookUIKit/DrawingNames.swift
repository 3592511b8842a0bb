// Core Graphics' and UIKit's drawing names for FlipbookGraphics (`CGContext`, `CGGradient`,
// `UIGraphicsGetCurrentContext()`, the legacy image context functions) and Layers' drawing
// delegate.

/// `CGContext`: FlipbookGraphics' `GraphicsContext` (a UIKit bitmap context: points, y down).
public typealias CGContext = GraphicsContext
/// `CGGradient`: FlipbookGraphics' `Gradient`.
public typealias CGGradient = Gradient
/// `CGGradientDrawingOptions`: FlipbookGraphics' `GradientDrawingOptions`.
public typealias CGGradientDrawingOptions = GradientDrawingOptions
/// `CGColorSpace`: FlipbookGraphics' `ColorSpace` (sRGB only).
public typealias CGColorSpace = ColorSpace
/// `CGPathDrawingMode`: FlipbookGraphics' `PathDrawingMode`.
public typealias CGPathDrawingMode = PathDrawingMode
/// `CGPathFillRule`: FlipbookGraphics' `PathFillRule`.
public typealias CGPathFillRule = PathFillRule
/// `CGBlendMode`: FlipbookGraphics' `BlendMode` (normal only).
public typealias CGBlendMode = BlendMode
/// `CGLineCap`: FlipbookGeometry's `PathLineCap`.
public typealias CGLineCap = PathLineCap
/// `CGLineJoin`: FlipbookGeometry's `PathLineJoin`.
public typealias CGLineJoin = PathLineJoin
/// `NSParagraphStyle`: FlipbookGraphics' `ParagraphStyle`.
public typealias NSParagraphStyle = ParagraphStyle
/// `NSMutableParagraphStyle`: FlipbookGraphics' `ParagraphStyle` (one mutable class).
public typealias NSMutableParagraphStyle = ParagraphStyle
/// `CALayerDelegate`: FlipbookLayers' `LayerDelegate` (`draw(_:in:)`; a delegate that sets
/// contents itself adopts `LayerDisplayDelegate`).
public typealias CALayerDelegate = LayerDelegate

/// `CGColorSpaceCreateDeviceRGB()`: device RGB, taken as sRGB.
public func CGColorSpaceCreateDeviceRGB() -> ColorSpace { .deviceRGB }

/// `UIGraphicsGetCurrentContext()`: the context UIKit's drawing calls draw into, `nil` outside
/// drawing.
public func UIGraphicsGetCurrentContext() -> GraphicsContext? { GraphicsContext.current }

/// `UIGraphicsPushContext(_:)`.
public func UIGraphicsPushContext(_ context: GraphicsContext) { GraphicsContext.push(context) }

/// `UIGraphicsPopContext()`.
public func UIGraphicsPopContext() { GraphicsContext.pop() }

/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: a bitmap context of `size` points made
/// current; `scale` 0 is the current application's render scale (the main screen's scale),
/// 2 without an application.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    GraphicsContext.beginImageContext(
        size: size, opaque: opaque, scale: scale,
        screenScale: Application.current?.renderScale ?? 2)
}

/// `UIGraphicsBeginImageContext(_:)`: transparent, at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// `UIGraphicsGetImageFromCurrentImageContext()`: what the current image context holds.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    GraphicsContext.imageFromCurrentImageContext()
}

/// `UIGraphicsEndImageContext()`.
public func UIGraphicsEndImageContext() { GraphicsContext.endImageContext() }

/// `UIRectFill(_:)`: fills `rect` with the current fill colour.
public func UIRectFill(_ rect: CGRect) { rectFill(rect) }

/// `UIBezierPath`'s drawing in the current context (`UIGraphicsGetCurrentContext()`): what its
/// ``FlipbookPorting/UIBezierPath/cgPath`` draws with this object's drawing attributes.
extension UIBezierPath {
    /// Fills the path with the context's fill colour under its fill rule (`fill()`).
    public func fill() { cgPath.fill() }

    /// Fills the path at `alpha` (`fill(with:alpha:)`, blend mode normal only).
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) { cgPath.fill(with: blendMode, alpha: alpha) }

    /// Strokes the path with the context's stroke colour, line width, caps, joins and dashes
    /// (`stroke()`).
    public func stroke() { cgPath.stroke() }

    /// Strokes the path at `alpha` (`stroke(with:alpha:)`, blend mode normal only).
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { cgPath.stroke(with: blendMode, alpha: alpha) }

    /// Intersects the context's clip with the path's inside (`addClip()`).
    public func addClip() { cgPath.addClip() }
}
