import FlipbookGeometry
import FlipbookRaster

/// A view that shows an image (`UIImageView`): the image is the layer's `contents`, placed by
/// ``View/contentMode`` (default ``ContentMode/scaleToFill``).
open class ImageView: View {
    /// The image shown; `nil` shows only the background. Default `nil`.
    public var image: Image? {
        didSet { layer.contents = image }
    }

    /// A view showing `image`, sized to the image (1 pixel = 1 point, as a `@1x` image) at (0, 0).
    public convenience init(image: Image?) {
        let size = image.map { Size(width: Double($0.width), height: Double($0.height)) } ?? .zero
        self.init(frame: Rect(origin: .zero, size: size))
        self.image = image
        layer.contents = image
    }
}
