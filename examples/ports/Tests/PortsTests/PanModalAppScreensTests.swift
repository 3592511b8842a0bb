import FlipbookGeometry
import FlipbookKit
import Testing
@testable import PanModalApp

/// The sample's other screens: Full Screen, the transient alert, User Groups, its stacked and
/// navigation-controller variants, driven by the touch scripts of `Apps/PanModalApp`.
@Suite struct PanModalAppScreensTests {
    typealias Script = PanModalAppScript

    /// The controller presented last, over everything else.
    func topPresented(_ app: Application) -> ViewController? {
        var top = app.rootViewController?.presentedViewController
        while let next = top?.presentedViewController { top = next }
        return top
    }

    @Test func fullScreenPresentFilmstrip() {
        assertFilmstrip(
            { Script.fullScreenPresent() }, at: transitionTimes(start: Script.start, duration: Script.fullScreenDuration),
            named: "panmodal-app-full-screen-present")
    }

    /// Frames while the finger flicks the sheet down, at the lift, and while the dismissal slides
    /// it out.
    @Test func fullScreenFlickDismissFilmstrip() {
        let t = Script.dismissStart
        assertFilmstrip(
            { Script.fullScreenFlickDismiss() }, at: [t, t + 0.1, t + 0.15, t + 0.25, t + 0.35, t + 0.45, t + 0.65],
            named: "panmodal-app-full-screen-flick-dismiss")
    }

    /// The alert after it appeared (5 s left), a second later (4 s left), and its own dismissal.
    @Test func transientAlertFilmstrip() {
        let shown = Script.start + Script.duration + 0.1, t = Script.transientDismissStart
        assertFilmstrip(
            { Script.transientAlert() }, at: [shown, shown + 1] + transitionTimes(start: t, duration: Script.duration),
            named: "panmodal-app-transient-alert")
    }

    /// The alert's timer counts down from its appearance and dismisses it at 0, as the sample's code does.
    @Test func theTransientAlertCountsDownAndDismissesItself() throws {
        let app = Script.transientAlert()
        app.advance(to: Script.start + Script.duration + 0.1)
        let alert = try #require(topPresented(app) as? TransientAlertViewController)
        #expect(alert.alertView.message.text == "Message disppears in 5 seconds")
        app.advance(to: Script.start + Script.duration + 1.1)
        #expect(alert.alertView.message.text == "Message disppears in 4 seconds")
        app.advance(to: Script.transientDismissStart - 0.1)
        #expect(topPresented(app) === alert)
        app.advance(to: Script.transientDismissStart + Script.duration + 0.1)
        #expect(topPresented(app) == nil)
    }

    @Test func userGroupsPresentFilmstrip() {
        assertFilmstrip(
            { Script.userGroupsPresent() }, at: transitionTimes(start: Script.start, duration: Script.duration),
            named: "panmodal-app-user-groups-present")
    }

    @Test func stackedProfileFilmstrip() {
        assertFilmstrip(
            { Script.stackedProfile() }, at: transitionTimes(start: Script.secondTap, duration: Script.duration),
            named: "panmodal-app-stacked-profile")
    }

    @Test func navigationPushFilmstrip() {
        assertFilmstrip(
            { Script.navigationPush() }, at: transitionTimes(start: Script.secondTap, duration: Script.duration),
            named: "panmodal-app-navigation-push")
    }

    /// The flick is faster than the library's 300 pt/s: the sheet is dismissed.
    @Test func aFlickDismissesFullScreen() {
        let app = Script.fullScreenFlickDismiss()
        app.advance(to: Script.dismissStart + 0.1)
        #expect(topPresented(app) is FullScreenNavController)
        app.advance(to: Script.dismissStart + 0.15 + Script.fullScreenDuration + 0.1)
        #expect(topPresented(app) == nil)
    }

    /// The stacked variant presents the member's profile over the list: two sheets.
    @Test func aMembersRowStacksTheProfile() {
        let app = Script.stackedProfile()
        app.advance(to: Script.secondTap + Script.duration + 0.2)
        #expect(topPresented(app) is StackedProfileViewController)
        #expect(topPresented(app)?.presentingViewController is UserGroupStackedViewController)
    }

    /// The navigation-controller sheet rests below the status bar, so, as UIKit places it, its
    /// bar is 44 pt at the sheet's top edge (its safe area's top is 0); the member's row pushes
    /// the profile inside it.
    @Test func theSheetsNavigationBarSitsAtItsTopEdge() throws {
        let app = Script.navigationPush()
        app.advance(to: Script.secondTap - 0.1)
        let sheet = try #require(topPresented(app) as? PanModalApp.NavigationController)
        #expect(sheet.view.convert(Point.zero, to: app.window).y > 20)
        #expect(sheet.navigationBar.frame == Rect(x: 0, y: 0, width: 375, height: 44))
        app.advance(to: Script.secondTap + 1)
        #expect(sheet.topViewController is ProfileViewController)
        #expect(sheet.viewControllers.count == 2)
    }
}
