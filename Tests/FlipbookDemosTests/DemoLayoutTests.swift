import FlipbookGeometry
import FlipbookKit
import Testing
@testable import FlipbookDemos

extension DemoTests {
    /// Every scene's frames on screen, as the original storyboards lay them out at 375 × 667.
    @Suite struct DemoLayoutTests {
        @Test func magicMoveCardsSitInTwoJustifiedColumnsUnderTheBar() throws {
            let (_, collection) = MagicMove.launch(options: DemoOptions())
            let expected = [(8.0, 72.0), (201, 72), (8, 286), (201, 286), (8, 500), (201, 500)]
            for (item, origin) in expected.enumerated() {
                let imageView = try #require(collection.card(at: item)).imageView
                #expect(screenRect(of: imageView) == Rect(x: origin.0, y: origin.1, width: 166, height: 166), "item \(item)")
            }
            #expect(screenRect(of: try #require(collection.card(at: 0)).textLabel) == Rect(x: 0, y: 240, width: 182, height: 28))
            #expect(collection.title == "Bounre Weng")
        }

        @Test func magicMoveDetailHasTheAvatarAndTextViewWhereTheStoryboardPutsThem() throws {
            let demo = try #require(DemoCatalog.variant(named: "magicmove-pop"))
            let app = demo.makeApplication()
            app.advance(to: demo.origin)
            let navigation = try #require(app.rootViewController as? NavigationController)
            let detail = try #require(navigation.topViewController as? MagicMove.DetailViewController)
            #expect(screenRect(of: detail.avatarImageView) == Rect(x: 47.5, y: 72, width: 280, height: 280))
            let textView = try #require(detail.view.subviews.first { $0 is TextView })
            #expect(screenRect(of: textView) == Rect(x: 16, y: 372, width: 343, height: 295))
        }

        @Test func flipButtonsArePillAndCircle() throws {
            let demo = try #require(DemoCatalog.variant(named: "flip-dismiss"))
            let app = demo.makeApplication()
            app.advance(to: demo.origin)
            let first = try #require(app.rootViewController as? FlipTransion.FirstViewController)
            #expect(screenRect(of: first.fireButton, in: first.view) == Rect(x: 87.5, y: 313.5, width: 200, height: 40))
            #expect(first.fireButton.layer.cornerRadius == 20)
            let second = try #require(first.presentedViewController as? FlipTransion.SecondViewController)
            #expect(screenRect(of: second.backButton) == Rect(x: 8, y: 619, width: 40, height: 40))
            #expect(second.backButton.layer.cornerRadius == 20)
        }

        @Test func segueButtonsArePurpleFireAndBlueDismiss() throws {
            let demo = try #require(DemoCatalog.variant(named: "segue-unwind"))
            let app = demo.makeApplication()
            app.advance(to: demo.origin)
            let first = try #require(app.rootViewController as? SegueTransion.FirstViewController)
            #expect(screenRect(of: first.fireButton, in: first.view) == Rect(x: 87.5, y: 318.5, width: 200, height: 30))
            let second = try #require(first.presentedViewController as? SegueTransion.SecondViewController)
            #expect(screenRect(of: second.dismissButton) == Rect(x: 279, y: 28, width: 80, height: 30))
        }

        @Test func scaleThumbnailAndPhotoFrames() throws {
            let demo = try #require(DemoCatalog.variant(named: "scale-dismiss"))
            let app = demo.makeApplication()
            app.advance(to: demo.origin)
            let navigation = try #require(app.rootViewController as? NavigationController)
            let detail = try #require(navigation.topViewController as? PamperedPets.AnimalDetailViewController)
            #expect(detail.title == "Bubbles")
            #expect(screenRect(of: detail.scaleView, in: detail.view) == Rect(x: 112.5, y: 104, width: 150, height: 150))
            let presented = detail.presentedViewController ?? navigation.presentedViewController
            let photo = try #require(presented?.view as? PamperedPets.AnimalPhotoView)
            #expect(screenRect(of: photo.petPhotoView) == Rect(x: 0, y: 146, width: 375, height: 375))
        }

        @Test func pawTilesAreTwoTimesImagesLaidOutAt250By220Points() throws {
            let background = PamperedPets.BackgroundView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
            let tiles = background.subviews.compactMap { $0 as? ImageView }
            #expect(tiles.count == 2 * 4)
            for tile in tiles {
                #expect(tile.bounds.size == Size(width: 250, height: 220))
                #expect(tile.image?.width == 500 && tile.image?.height == 440)
                #expect(tile.layer.contentsScale == 2)
            }
        }

        /// `view`'s bounds in window coordinates, or in `container` when given (for a view whose
        /// screen is not showing).
        private func screenRect(of view: View, in container: View? = nil) -> Rect {
            view.convert(view.bounds, to: container)
        }
    }
}
