import FlipbookGeometry
import FlipbookRaster

/// A view that shows an image (`UIImageView`): the image is the layer's `contents`, placed by
/// ``View/contentMode`` (default ``ContentMode/scaleToFill``), with the layer's
/// `contentsScale` set to the image's `Image/scale` so that its natural size is its point size.
open class ImageView: View {
    /// The image shown; `nil` shows only the background. Default `nil`.
    ///
    /// Stored in the layer (a computed property, not an observer), so it reaches the layer from
    /// any initializer, including a convenience initializer in an extension.
    public var image: Image? {
        get { layer.contents }
        set {
            layer.contents = newValue
            layer.contentsScale = newValue?.scale ?? 1
            invalidateIntrinsicContentSize()
        }
    }

    /// The image's point size; none without an image (as UIKit's).
    open override var intrinsicContentSize: Size {
        guard let image else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return image.size
    }

    /// A view showing `image`, sized to the image's point size (pixels ÷ `Image/scale`, as
    /// `UIImageView(image:)`) at (0, 0); `.zero` for `nil`.
    public convenience init(image: Image?) {
        self.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }
}
