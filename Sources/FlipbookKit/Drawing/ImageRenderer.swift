import FlipbookGeometry
import FlipbookGraphics
import FlipbookLayers
import FlipbookRaster

/// How an ``ImageRenderer`` makes its images (`UIGraphicsImageRendererFormat`).
public struct ImageRendererFormat: Hashable, Sendable {
    /// Pixels per point of the images: an image of size `s` points is `s × scale` pixels
    /// (rounded) and carries this `Image/scale`. Must be finite and positive; other values
    /// read as 1. Default: the current application's render scale, else 2.
    public var scale: Double

    /// A format with `scale` pixels per point.
    public init(scale: Double) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The default format (`UIGraphicsImageRendererFormat.default()`): the scale the current
    /// ``Application`` renders at (its ``Application/renderScale``), or 2 without one.
    public static func `default`() -> ImageRendererFormat {
        ImageRendererFormat(scale: Application.current?.renderScale ?? 2)
    }
}

/// Draws into a new image (`UIGraphicsImageRenderer`): fill and stroke paths, draw images, and
/// snapshot views (``View/drawHierarchy(in:afterScreenUpdates:)``) or layers
/// (`Layer.render(in:)`) inside ``image(actions:)``.
///
/// The context's `cgContext` (a FlipbookGraphics `GraphicsContext`) is current while the
/// actions run, so UIKit's drawing calls draw into it; shapes are rasterized by Flipbook's
/// renderer, as the same shapes in a layer tree. Coordinates are points, origin at the top
/// left, y down, as in UIKit.
public final class ImageRenderer {
    /// The image size, in points.
    public let size: Size
    /// The scale of the images.
    public let format: ImageRendererFormat

    /// A renderer of `size`-point images (negative or non-finite sizes count as 0).
    /// - Parameters:
    ///   - size: the image size in points.
    ///   - format: the scale. Default ``ImageRendererFormat/default()``.
    public init(size: Size, format: ImageRendererFormat = .default()) {
        func clean(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        self.size = Size(width: clean(size.width), height: clean(size.height))
        self.format = format
    }

    /// The image of what `actions` draw, transparent elsewhere: `size × format.scale` pixels
    /// (rounded), with `scale` = `format.scale`.
    public func image(actions: (ImageRendererContext) -> Void) -> Image {
        let context = ImageRendererContext(size: size, format: format)
        ImageRendererContext.stack.append(context)
        defer { ImageRendererContext.stack.removeLast() }
        GraphicsContext.withCurrent(context.cgContext) { actions(context) }
        return context.currentImage
    }
}
