import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookKit
import FlipbookRaster
import FlipbookText

extension MagicMove {
    /// A card of the collection (`MMCollectionViewCell`, reuse id `cardCell`): 182 × 204, grey
    /// #AAAAAA, in its content view the picture inset by the 8 pt layout margins, the caption below it.
    final class MMCollectionViewCell: CollectionViewCell {
        /// The card picture, (8, 8, 166, 166) in the cell; scale to fill.
        let imageView = ImageView(image: nil)
        /// The caption, (0, 176, 182, 28): "BourneWeng", centred, system 17, black.
        let textLabel = Label(frame: Rect(x: 0, y: 176, width: 182, height: 28))

        /// The storyboard's cell size, in points.
        static let size = Size(width: 182, height: 204)

        /// Not made from Interface Builder files: nil.
        required init?(coder: NSCoder) { nil }

        required init(frame: Rect) {
            super.init(frame: frame)
            backgroundColor = Color(white: 0.667)
            imageView.frame = Rect(x: 8, y: 8, width: 166, height: 166)
            imageView.contentMode = .scaleToFill
            contentView.addSubview(imageView)
            textLabel.textAlignment = .center
            textLabel.font = .system(size: 17)
            textLabel.textColor = .black
            contentView.addSubview(textLabel)
        }
    }
}
