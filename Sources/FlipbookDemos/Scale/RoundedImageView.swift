import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookKit

extension PamperedPets {
    /// An image view with 10 pt rounded, clipped corners, aspect fit (the book's `RoundedImageView`).
    /// Create it with `RoundedImageView(image:)`.
    final class RoundedImageView: ImageView {
        /// Not made from Interface Builder files: nil.
        required init?(coder: NSCoder) { nil }

        override init(frame: Rect) {
            super.init(frame: frame)
            contentMode = .scaleAspectFit
            layer.cornerRadius = 10
            clipsToBounds = true
        }
    }
}
