import class Foundation.NSCoder
import FlipbookDemoAssets
import FlipbookGeometry
import FlipbookKit
import FlipbookRaster

extension PamperedPets {
    /// White, with the faint "BackgroundPaws" tile (250 × 220 pt) repeated from the view's origin.
    ///
    /// The book's `BackgroundView` source was not found (see the article “Choices the originals
    /// leave open”). The tiles cover the
    /// screen once, at fixed places, and the view clips them: while the view grows or shrinks the
    /// pattern stays put and more or less of it shows, as a pattern colour would behave.
    final class BackgroundView: View {
        /// The area the tiles cover, from the view's origin: the 375 × 667 screen.
        static let coverage = Size(width: 375, height: 667)
        /// The tile's size in points, the asset's 1× size: 250 × 220.
        static let tileSize = Size(width: 250, height: 220)
        /// Pixels per point of ``tileImage``: 2, the demos' render scale.
        static let tileScale = 2.0
        /// The paw tile painted at 2 pixels per point (500 × 440 px), as an `@2x` asset: on the
        /// 2× frames it lands 1:1 on device pixels, so the paws' edges stay crisp instead of the
        /// 250 × 220 px file being magnified (which softened every edge over about 2 px).
        /// Painted once per process by `DemoAssets`, the painter of `assets/BackgroundPaws.png`.
        static let tileImage = Image(DemoAssets.make("BackgroundPaws", scale: tileScale)!)

        /// Not made from Interface Builder files: nil.
        required init?(coder: NSCoder) { nil }

        override init(frame: Rect) {
            super.init(frame: frame)
            backgroundColor = .white
            clipsToBounds = true
            let tile = Self.tileSize
            var y = 0.0
            while y < Self.coverage.height {
                var x = 0.0
                while x < Self.coverage.width {
                    let view = ImageView(image: Self.tileImage)
                    view.layer.contentsScale = Self.tileScale
                    view.frame = Rect(origin: Point(x: x, y: y), size: tile)
                    addSubview(view)
                    x += tile.width
                }
                y += tile.height
            }
        }
    }
}
