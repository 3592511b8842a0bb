import FlipbookGeometry
import FlipbookKit
import Foundation
import Testing
@testable import EasyTransitionsApp

/// EasyTransitions' example app, ported as published (marcosgriselli/EasyTransitions, library
/// and example app with its xibs and asset catalogue), driven by the touch scripts of
/// `Apps/EasyTransitionsApp`.
@Suite struct EasyTransitionsAppTests {
    typealias Script = EasyTransitionsAppScript

    @Test func presentFilmstrip() {
        assertFilmstrip(
            { Script.present() }, at: transitionTimes(start: Script.start, duration: Script.duration),
            named: "easy-app-present")
    }

    @Test func dismissFilmstrip() {
        assertFilmstrip(
            { Script.dismiss() }, at: transitionTimes(start: Script.dismissStart, duration: Script.duration),
            named: "easy-app-dismiss")
    }

    /// Frames while the finger drags down, while it rests, when it lifts (the library then
    /// cancels), and after the cancelled dismissal has ended.
    @Test func cancelledPanFilmstrip() {
        let t = Script.dismissStart
        assertFilmstrip(
            { Script.dismissInteractiveCancel() }, at: [t, t + 0.1, t + 0.2, t + 0.3, t + 0.4, t + 0.8, t + 1.4],
            named: "easy-app-dismiss-interactive-cancel")
    }

    /// The app launches as on iOS: its delegate's window shows the Today list, the first card
    /// 335 × 412 pt at (20, 20) (the app's `recalculateItemSizes`: one column on a 375 pt screen).
    @Test func launchShowsTheTodayList() throws {
        let app = Script.launch()
        app.advance(to: 0.1)
        let today = try #require(app.rootViewController as? TodayCollectionViewController)
        let cell = try #require(today.collectionView?.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.frame == Rect(x: 20, y: 20, width: 335, height: 412))
    }

    /// The tap runs the app's `didSelectItemAt`: the detail screen is presented with the custom
    /// style, the tapped cell hidden (`onReady`), and at the end it fills the screen.
    @Test func tapPresentsTheDetailFromTheCard() throws {
        let app = Script.present()
        app.advance(to: Script.start + Script.duration + 0.1)
        let today = try #require(app.rootViewController as? TodayCollectionViewController)
        let detail = try #require(today.presentedViewController as? AppDetailViewController)
        #expect(detail.modalPresentationStyle == .custom)
        #expect(detail.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(today.collectionView?.cellForItem(at: IndexPath(item: 0, section: 0))?.isHidden == true)
    }

    /// The close button's tap dismisses (the app's `closeCardView`); the card is back in the list.
    @Test func closeButtonDismisses() throws {
        let app = Script.dismiss()
        app.advance(to: Script.dismissStart + Script.duration + 0.1)
        let today = try #require(app.rootViewController as? TodayCollectionViewController)
        #expect(today.presentedViewController == nil)
        #expect(today.collectionView?.cellForItem(at: IndexPath(item: 0, section: 0))?.isHidden == false)
    }

    /// The cancelled pan: after the finger lifts at 20 % and at rest, the detail screen is
    /// still presented, full screen again.
    @Test func cancelledPanKeepsTheDetailPresented() throws {
        let app = Script.dismissInteractiveCancel()
        app.advance(to: Script.dismissStart + 1.4)
        let today = try #require(app.rootViewController as? TodayCollectionViewController)
        let detail = try #require(today.presentedViewController as? AppDetailViewController)
        #expect(detail.view.window != nil)
        #expect(detail.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    }
}
