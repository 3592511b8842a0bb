import FlipbookAnimation
import FlipbookGeometry
import FlipbookKit
import FlipbookRaster
import Testing
@testable import ZoomTransitioningApp

/// ZoomTransitioning's example app, ported as published (WorldDownTown/ZoomTransitioning,
/// library and `Demo` app with its storyboard and asset catalogue), driven by the touch scripts
/// of `Apps/ZoomTransitioningApp`.
@Suite struct ZoomTransitioningAppTests {
    typealias Script = ZoomTransitioningAppScript

    @Test func pushFilmstrip() {
        assertFilmstrip(
            { Script.push() }, at: transitionTimes(start: Script.start, duration: Script.duration), named: "zoom-app-push")
    }

    @Test func popFilmstrip() {
        assertFilmstrip(
            { Script.pop() }, at: transitionTimes(start: Script.popStart, duration: Script.duration), named: "zoom-app-pop")
    }

    /// Frames while the finger drags from the edge, while it rests, when it lifts (the library
    /// then cancels), and after the cancelled pop has ended with the detail screen on top.
    @Test func cancelledEdgeDragFilmstrip() {
        let t = Script.popStart
        assertFilmstrip(
            { Script.popInteractiveCancel() }, at: [t, t + 0.1, t + 0.2, t + 0.3, t + 0.4, t + 0.7, t + 1.0],
            named: "zoom-app-pop-interactive-cancel")
    }

    /// The app launches as on iOS: the storyboard's navigation controller (the app's own
    /// subclass, whose delegate is the library's) with the grid, in the delegate's window.
    @Test func launchPutsTheStoryboardsNavigationControllerInTheDelegatesWindow() throws {
        let app = Script.launch()
        let navigation = try #require(app.rootViewController as? ZoomTransitioningApp.NavigationController)
        #expect(navigation.delegate is ZoomNavigationControllerDelegate)
        #expect(navigation.topViewController is ImageListViewController)
        #expect(app.delegate?.window === app.window)
        #expect(navigation.topViewController?.title == "List")
        #expect(Script.duration == (navigation.topViewController as? ImageListViewController)?.animationDuration)
    }

    /// After the tap the detail screen is on top; when the push ends its large picture shows the
    /// tapped cell's image and the cell's picture is visible again.
    @Test func pushHandsTheTappedPictureToTheDetailScreen() throws {
        let app = Script.push()
        app.advance(to: Script.start + Script.duration + 0.1)
        let navigation = try #require(app.rootViewController as? FlipbookKit.NavigationController)
        let list = try #require(navigation.viewControllers.first as? ImageListViewController)
        let detail = try #require(navigation.topViewController as? ImageDetailViewController)
        let cell = try #require(list.collectionView.cellForItem(at: Script.item) as? ImageListCell)
        let large = try #require(outlet("largeImageView", of: detail))
        #expect(navigation.viewControllers.count == 2 && !cell.imageView.isHidden)
        #expect(large.image?.bitmap == cell.imageView.image?.bitmap)
        #expect(large.image != nil && !large.isHidden)
    }

    /// The detail screen's small pictures come from `arc4random()`: the same in every run.
    @Test func theDetailScreensRandomPicturesAreTheSameEveryRun() throws {
        func pictures() throws -> [Bitmap?] {
            let app = Script.push()
            app.advance(to: Script.start + Script.duration + 0.1)
            let navigation = try #require(app.rootViewController as? FlipbookKit.NavigationController)
            let detail = try #require(navigation.topViewController as? ImageDetailViewController)
            return ["smallImageView1", "smallImageView2"].map { outlet($0, of: detail)?.image?.bitmap }
        }
        let first = try pictures()
        #expect(first.count == 2 && first.allSatisfy { $0 != nil })
        #expect(try pictures() == first)
    }

    /// The edge drag drives the pop: resting at 100 pt of the 375 pt screen, the progress is
    /// 26.7 %, and the detail view's alpha (1 → 0 on the pop's ease-in-out) is 1 − easeInOut(0.267).
    @Test func edgeDragDrivesThePopByTheFingersTranslation() throws {
        let app = Script.popInteractiveCancel()
        // Frames lay the detail screen out (its scroll view's content size) before the finger
        // goes down, as iOS has by then; `advance(to:)` alone does not lay out.
        _ = app.renderTree(at: Script.popStart - 0.1)
        let navigation = try #require(app.rootViewController as? FlipbookKit.NavigationController)
        let detail = try #require(navigation.topViewController as? ImageDetailViewController)
        app.advance(to: Script.popStart + 0.4)
        let alpha = detail.view.layer.presentation(atRootTime: app.clock.now).opacity
        // The library's edge pan, not the scroll view's pan, took the drag: the pop runs, interactive.
        let coordinator = try #require(navigation.transitionCoordinator)
        #expect(coordinator.isInteractive && navigation.topViewController is ImageListViewController)
        #expect(abs(Double(alpha) - (1 - AnimationCurve.easeInOut.progress(at: Script.dragDistance / 375))) < 1e-3)
    }

    /// The cancelled edge drag, as iOS 10+ shows it: the detail screen stays on top, once, with
    /// its view on screen at full alpha and the grid's view gone.
    @Test func cancelledEdgeDragKeepsTheDetailScreen() throws {
        let app = Script.popInteractiveCancel()
        app.advance(to: Script.popStart + 1.0)
        let navigation = try #require(app.rootViewController as? FlipbookKit.NavigationController)
        let list = try #require(navigation.viewControllers.first as? ImageListViewController)
        let detail = try #require(navigation.topViewController as? ImageDetailViewController)
        #expect(navigation.viewControllers.count == 2)
        #expect(detail.view.window != nil && list.view.superview == nil)
        #expect(detail.view.layer.presentation(atRootTime: app.clock.now).opacity == 1)
        #expect(outlet("largeImageView", of: detail).map { !$0.isHidden } == true)
    }
}

/// The app's outlet `name` of `controller` (a private stored property of the app's class, read by
/// reflection: the touch scripts and tests reach the app's views without changing its code).
private func outlet(_ name: String, of controller: AnyObject) -> ImageView? {
    Mirror(reflecting: controller).children.first { $0.label == name }?.value as? ImageView
}
