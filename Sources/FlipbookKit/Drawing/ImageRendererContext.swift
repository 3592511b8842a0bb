import Foundation
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster

/// The drawing surface of ``ImageRenderer/image(actions:)`` (`UIGraphicsImageRendererContext`
/// with the drawing calls of its `cgContext`): everything drawn goes through the current
/// transformation (``translateBy(x:y:)``, ``scaleBy(x:y:)``, ``rotate(by:)``), in points.
public final class ImageRendererContext {
    /// The format of the image being drawn.
    public let format: ImageRendererFormat
    /// The current transformation, from drawing coordinates to the image's points.
    /// Default identity.
    public var transform: FlipbookGeometry.AffineTransform = .identity

    let root = Layer()
    private let size: Size

    /// The contexts of the ``ImageRenderer/image(actions:)`` calls running on this thread,
    /// innermost last (UIKit's current graphics context).
    static var stack: [ImageRendererContext] {
        get { Thread.current.threadDictionary[stackKey] as? [ImageRendererContext] ?? [] }
        set { Thread.current.threadDictionary[stackKey] = newValue }
    }
    private static let stackKey = "FlipbookKit.ImageRendererContext.stack"

    /// The innermost context being drawn on this thread, or `nil` outside
    /// ``ImageRenderer/image(actions:)`` (`UIGraphicsGetCurrentContext()`).
    public static var current: ImageRendererContext? { stack.last }

    init(size: Size, format: ImageRendererFormat) {
        self.size = size
        self.format = format
        root.frame = Rect(origin: .zero, size: size)
        root.masksToBounds = true
    }

    /// What has been drawn so far, as an image (`UIGraphicsImageRendererContext.currentImage`).
    public var currentImage: Image {
        root.snapshot(scale: format.scale)
    }

    // MARK: Transformation

    /// Moves the origin by (x, y) points of the current space (`CGContext.translateBy`).
    public func translateBy(x: Double, y: Double) {
        transform = FlipbookGeometry.AffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales the current space (`CGContext.scaleBy`).
    public func scaleBy(x: Double, y: Double) {
        transform = FlipbookGeometry.AffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates the current space by `angle` radians, clockwise on screen (`CGContext.rotate`).
    public func rotate(by angle: Double) {
        transform = FlipbookGeometry.AffineTransform(rotationAngle: angle).concatenating(transform)
    }

    // MARK: Drawing

    /// Fills `rect` with `color` (`UIGraphicsImageRendererContext.fill(_:)` after `setFill()`).
    public func fill(_ rect: Rect, color: Color) {
        fill(Path(rect: rect), color: color)
    }

    /// Fills `path` with `color` under `rule` (`UIBezierPath.fill()`, `CGContext.fillPath`).
    /// Default rule non-zero.
    public func fill(_ path: Path, color: Color, rule: ShapeLayerFillRule = .nonZero) {
        let shape = ShapeLayer()
        shape.path = path
        shape.fillColor = color
        shape.fillRule = rule
        shape.strokeColor = nil
        add(shape)
    }

    /// Strokes `path` with `color`, centred on the path, `lineWidth` points wide in the current
    /// space (`UIBezierPath.stroke()`, `CGContext.strokePath`).
    /// - Parameters:
    ///   - lineWidth: default 1.
    ///   - cap: default butt.
    ///   - join: default miter.
    public func stroke(_ path: Path, color: Color, lineWidth: Double = 1,
                       cap: ShapeLayerLineCap = .butt, join: ShapeLayerLineJoin = .miter) {
        let shape = ShapeLayer()
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = color
        shape.lineWidth = lineWidth
        shape.lineCap = cap
        shape.lineJoin = join
        add(shape)
    }

    /// Strokes the outline of `rect` (`UIGraphicsImageRendererContext.stroke(_:)`).
    public func stroke(_ rect: Rect, color: Color, lineWidth: Double = 1) {
        stroke(Path(rect: rect), color: color, lineWidth: lineWidth)
    }

    /// Draws `image` stretched into `rect` (`UIImage.draw(in:)`).
    public func draw(_ image: Image, in rect: Rect) {
        let layer = Layer()
        layer.frame = rect
        layer.contents = image
        layer.contentsScale = image.scale
        add(layer)
    }

    /// Draws `image` at its point size with its top left at `point` (`UIImage.draw(at:)`).
    public func draw(_ image: Image, at point: Point) {
        draw(image, in: Rect(origin: point, size: image.size))
    }

    /// Adds `content` (in drawing coordinates) under a holder that applies the current
    /// transformation.
    private func add(_ content: Layer) {
        let holder = Layer()
        holder.anchorPoint = .zero
        holder.bounds = Rect(origin: .zero, size: size)
        holder.position = .zero
        holder.transform = Transform3D(transform)
        // A shape layer draws its path in its own space: give it the whole image.
        if content is ShapeLayer { content.frame = Rect(origin: .zero, size: size) }
        holder.addSublayer(content)
        root.addSublayer(holder)
    }
}
