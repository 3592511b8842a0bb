import FlipbookAnimation
import FlipbookGeometry
import FlipbookKit
import Testing
@testable import ZoomTransitioning

/// The ported ZoomTransitioning (WorldDownTown/ZoomTransitioning): a push/pop shared-element
/// zoom with an edge-pan interactive pop that can be cancelled.
@Suite struct ZoomTransitioningTests {
    @Test func pushFilmstrip() {
        assertFilmstrip(ZoomScript.push, at: transitionTimes(start: ZoomScript.start, duration: ZoomScript.duration),
                        named: "zoom-push")
    }

    @Test func popFilmstrip() {
        assertFilmstrip(ZoomScript.pop, at: transitionTimes(start: ZoomScript.popStart, duration: ZoomScript.duration),
                        named: "zoom-pop")
    }

    /// Frames while the finger drags from the edge, while it rests, when it lifts (the library
    /// then sets the progress to 0 and cancels), and after the cancelled pop has ended with the
    /// detail screen back on top (see ``cancelledEdgeDragKeepsTheDetailScreen()``).
    @Test func cancelledEdgeDragFilmstrip() {
        let t = ZoomScript.popStart
        assertFilmstrip(ZoomScript.popInteractiveCancel, at: [t, t + 0.1, t + 0.2, t + 0.3, t + 0.4, t + 0.7, t + 1.0],
                        named: "zoom-pop-interactive-cancel")
    }

    /// After the push the detail screen is on top and its large picture shows the thumbnail's
    /// image; the thumbnail is visible again in the list.
    @Test func pushHandsThePictureToTheDetailScreen() throws {
        let app = ZoomScript.push()
        let navigation = app.rootViewController as! NavigationController
        app.advance(to: ZoomScript.start + ZoomScript.duration + 0.1)
        let detail = try #require(navigation.topViewController as? ZoomDetailViewController)
        let list = try #require(navigation.viewControllers.first as? ZoomListViewController)
        #expect(detail.largeImageView.image === list.thumbnails[1].image)
        #expect(!detail.largeImageView.isHidden)
        #expect(!list.thumbnails[1].isHidden)
        #expect(navigation.viewControllers.count == 2)
    }

    /// The edge drag drives the pop: resting at 100 pt of the navigation view's 375 pt, the
    /// progress is 26.7 %, and the detail view's alpha (1 → 0 on the pop's ease-in-out, shown
    /// at p · duration by the percent-driven transition) is 1 − easeInOut(0.267).
    @Test func edgeDragDrivesThePopByTheFingersTranslation() throws {
        let app = ZoomScript.popInteractiveCancel()
        let navigation = app.rootViewController as! NavigationController
        let list = try #require(navigation.viewControllers.first as? ZoomListViewController)
        app.advance(to: ZoomScript.popStart + 0.4)
        let detail = try #require(list.openedDetail)
        let alpha = detail.view.layer.presentation(atRootTime: app.clock.now).opacity
        #expect(abs(Double(alpha) - (1 - AnimationCurve.easeInOut.progress(at: ZoomScript.dragDistance / 375))) < 1e-3)
    }

    /// The cancelled edge drag, as iOS 10+ shows it: the library puts the popped controller
    /// back on the stack (`viewControllers.append`) during the pop, cancels, and the pop ends
    /// cancelled; the stack set during the transition replaces the one the transition leaves, so
    /// the detail screen is on top, once, with its view on screen and the list's view gone.
    @Test func cancelledEdgeDragKeepsTheDetailScreen() throws {
        let app = ZoomScript.popInteractiveCancel()
        let navigation = app.rootViewController as! NavigationController
        app.advance(to: ZoomScript.popStart + 1.2)
        #expect(navigation.viewControllers.count == 2)
        let list = try #require(navigation.viewControllers.first as? ZoomListViewController)
        let detail = try #require(navigation.topViewController as? ZoomDetailViewController)
        #expect(!detail.largeImageView.isHidden)
        #expect(detail.view.window != nil)
        #expect(list.view.superview == nil)
        #expect(detail.view.layer.presentation(atRootTime: app.clock.now).opacity == 1)
        #expect(detail.navigationController === navigation && !list.thumbnails[1].isHidden)
    }
}
