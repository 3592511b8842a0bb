import FlipbookGeometry
import FlipbookKit
import FlipbookRaster

extension PamperedPets {
    /// White, with the faint "BackgroundPaws" tile (250 × 220) repeated from the view's origin.
    ///
    /// The book's `BackgroundView` source was not found (demos.md §6.9). The tiles cover the
    /// screen once, at fixed places, and the view clips them: while the view grows or shrinks the
    /// pattern stays put and more or less of it shows, as a pattern colour would behave.
    final class BackgroundView: View {
        /// The area the tiles cover, from the view's origin: the 375 × 667 screen.
        static let coverage = Size(width: 375, height: 667)

        override init(frame: Rect) {
            super.init(frame: frame)
            backgroundColor = .white
            clipsToBounds = true
            let image = DemoImages.image(named: "BackgroundPaws")
            let tile = Size(width: Double(image.width), height: Double(image.height))
            var y = 0.0
            while y < Self.coverage.height {
                var x = 0.0
                while x < Self.coverage.width {
                    let view = ImageView(image: image)
                    view.frame = Rect(origin: Point(x: x, y: y), size: tile)
                    addSubview(view)
                    x += tile.width
                }
                y += tile.height
            }
        }
    }
}
