import AppScripting
import FlipbookGeometry
import FlipbookKit
import Foundation
import Testing
@testable import ElasticTransitionApp

/// ElasticTransition's example app with MotionAnimation, ported as published
/// (lkzhao/ElasticTransition, library and `ElasticTransitionExample` with its storyboard and
/// asset catalogue; lkzhao/MotionAnimation, the spring library), driven by the touch scripts of
/// `Apps/ElasticTransitionApp`. MotionAnimation's `MotionAnimator.sharedInstance` is one per
/// application (`flipbook port`'s `ApplicationStatics`), so the runs do not share its springs.
@Suite struct ElasticTransitionAppTests {
    typealias Script = ElasticTransitionAppScript

    @Test func menuPresentFilmstrip() {
        assertFilmstrip(
            { Script.menuPresent() }, at: transitionTimes(start: Script.start, duration: Script.duration),
            named: "elastic-app-menu-present")
    }

    @Test func menuDismissFilmstrip() {
        assertFilmstrip(
            { Script.menuDismiss() }, at: transitionTimes(start: Script.dismissStart, duration: Script.duration),
            named: "elastic-app-menu-dismiss")
    }

    @Test func aboutPresentFilmstrip() {
        assertFilmstrip(
            { Script.aboutPresent() }, at: transitionTimes(start: Script.start, duration: Script.duration),
            named: "elastic-app-about-present")
    }

    @Test func aboutDismissFilmstrip() {
        assertFilmstrip(
            { Script.aboutDismiss() }, at: transitionTimes(start: Script.dismissStart, duration: Script.duration),
            named: "elastic-app-about-dismiss")
    }

    /// The About screen's close button dismisses it: then nothing is presented.
    @Test func aboutsCloseButtonDismisses() throws {
        let app = Script.aboutDismiss()
        app.advance(to: Script.start + Script.duration)
        let home = try #require(app.rootViewController as? InitialViewController)
        let about = try #require(home.presentedViewController as? AboutViewController)
        #expect(home.transition.edge == .right)
        #expect(about.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        app.advance(to: Script.dismissStart + Script.duration + 0.1)
        #expect(home.presentedViewController == nil)
    }

    /// Frames while the finger drags in from the edge, while it rests, when it lifts (the
    /// library then cancels), and after the springs have carried the menu back out.
    @Test func cancelledDragFilmstrip() {
        let t = Script.dragStart
        assertFilmstrip(
            { Script.menuInteractiveCancel() }, at: [t, t + 0.1, t + 0.2, t + 0.3, t + 0.4, t + 0.6, t + 1.2],
            named: "elastic-app-menu-interactive-cancel")
    }

    /// The app launches as on iOS: the storyboard's first screen, the app's
    /// `InitialViewController`, in the delegate's window, with its four buttons.
    @Test func launchPutsTheStoryboardsFirstScreenInTheDelegatesWindow() throws {
        let app = Script.launch()
        app.advance(to: 0.1)
        let home = try #require(app.rootViewController as? InitialViewController)
        #expect(app.delegate?.window === app.window)
        for title in ["Code", "Options", "About", "Modal"] {
            #expect(Application.button(titled: title, in: home.view) != nil)
        }
    }

    /// The tap on "Code" runs the `menu` segue with the app's `ElasticTransition`: when the
    /// springs have come to rest the menu is presented, 320 pt wide at the left edge.
    @Test func codePresentsTheMenuFromTheLeft() throws {
        let app = Script.menuPresent()
        app.advance(to: Script.start + Script.duration + 0.1)
        let home = try #require(app.rootViewController as? InitialViewController)
        let menu = try #require(home.presentedViewController as? MenuViewController)
        #expect(home.transition.edge == .left)
        #expect(!home.transition.transitioning)
        #expect(menu.view.frame == Rect(x: 0, y: 0, width: 320, height: 667))
    }

    /// MotionAnimation's springs, on the 60 Hz display link, carry the menu in and out in
    /// 0.92 s: still moving 0.8 s after each tap, at rest by ``ElasticTransitionAppScript/duration``.
    @Test func theSpringsComeToRestWithinTheDuration() throws {
        for (app, start) in [(Script.menuPresent(), Script.start), (Script.menuDismiss(), Script.dismissStart)] {
            let home = try #require(app.rootViewController as? InitialViewController)
            app.advance(to: start + 0.8)
            #expect(home.transition.transitioning)
            app.advance(to: start + Script.duration)
            #expect(!home.transition.transitioning)
        }
    }

    /// The background tap dismisses: after the springs have come to rest nothing is presented.
    @Test func backgroundTapDismissesTheMenu() throws {
        let app = Script.menuDismiss()
        app.advance(to: Script.dismissStart + Script.duration + 0.1)
        let home = try #require(app.rootViewController as? InitialViewController)
        #expect(home.presentedViewController == nil)
        #expect(!home.transition.transitioning)
        #expect(home.view.window != nil)
    }

    /// The cancelled edge drag: the menu came out while the finger dragged, and after the
    /// finger lifted short of 30 % nothing is presented and the first screen is back in place.
    @Test func cancelledEdgeDragLeavesNothingPresented() throws {
        let app = Script.menuInteractiveCancel()
        app.advance(to: Script.dragStart + Script.dragDuration)
        let home = try #require(app.rootViewController as? InitialViewController)
        #expect(home.transition.transitioning)
        app.advance(to: Script.dragStart + 1.2)
        #expect(home.presentedViewController == nil)
        #expect(!home.transition.transitioning)
        #expect(home.view.window != nil)
        #expect(home.view.layer.transform == .identity)
    }
}
