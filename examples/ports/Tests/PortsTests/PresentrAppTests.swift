import FlipbookGeometry
import FlipbookKit
import Testing
@testable import PresentrApp

/// Presentr's example app, ported as published (IcaliaLabs/Presentr, library and
/// `PresentrExample` app with its storyboard, the library's alert xib and the asset catalogue),
/// driven by the touch scripts of `Apps/PresentrApp`.
@Suite struct PresentrAppTests {
    typealias Script = PresentrAppScript

    @Test func alertPresentFilmstrip() {
        assertFilmstrip(
            { Script.alertPresent() }, at: transitionTimes(start: Script.start, duration: Script.duration),
            named: "presentr-app-alert-present")
    }

    @Test func popupPresentFilmstrip() {
        assertFilmstrip(
            { Script.popupPresent() }, at: transitionTimes(start: Script.start, duration: Script.duration),
            named: "presentr-app-popup-present")
    }

    @Test func bottomHalfPresentFilmstrip() {
        assertFilmstrip(
            { Script.bottomHalfPresent() }, at: transitionTimes(start: Script.start, duration: Script.duration),
            named: "presentr-app-bottom-half-present")
    }

    /// The alert's "NO, SORRY!" button tapped at 1 s: the alert slides down out of the screen
    /// from where it rests (the container was laid out in the run-loop turn of the presentation,
    /// as on iOS, so the dismissal's frame change plays from the rest) and the dimming fades.
    @Test func alertDismissFilmstrip() {
        assertFilmstrip(
            { Script.alertDismiss() }, at: transitionTimes(start: Script.dismissStart, duration: Script.duration),
            named: "presentr-app-alert-dismiss")
    }

    /// The dimmed upper half tapped at 1 s: the bottom half slides down from its rest.
    @Test func bottomHalfDismissFilmstrip() {
        assertFilmstrip(
            { Script.bottomHalfDismiss() }, at: transitionTimes(start: Script.dismissStart, duration: Script.duration),
            named: "presentr-app-bottom-half-dismiss")
    }

    /// Frames while the finger drags the bottom half down, when it lifts, while the view springs
    /// back and after.
    @Test func bottomHalfSwipeCancelFilmstrip() {
        let t = Script.dismissStart
        assertFilmstrip(
            { Script.bottomHalfSwipeCancel() }, at: [t, t + 0.15, t + 0.3, t + 0.45, t + 0.6, t + 0.9],
            named: "presentr-app-bottom-half-swipe-cancel")
    }

    /// The app launches as on iOS: the storyboard's navigation controller with the table of
    /// examples, in the delegate's window.
    @Test func launchShowsTheTableOfExamples() throws {
        let app = Script.launch()
        let navigation = try #require(app.rootViewController as? FlipbookKit.NavigationController)
        let list = try #require(navigation.topViewController as? MainTableViewController)
        #expect(list.tableView.numberOfSections == ExampleSection.allSections.count)
        #expect(app.delegate?.window === app.window)
    }

    /// The alert example presents the library's alert controller at its alert size, 270 × 180 pt,
    /// centred, and its button dismisses it.
    @Test func alertIsPresentedAtItsSizeAndItsButtonDismissesIt() throws {
        let app = Script.alertDismiss()
        app.advance(to: Script.start + Script.duration + 0.1)
        let list = Script.list(in: app)
        let navigation = try #require(app.rootViewController as? FlipbookKit.NavigationController)
        #expect(navigation.presentedViewController === list.alertController)
        let frame = list.alertController.view.frame
        #expect(frame.size == Size(width: 270, height: 180))
        #expect(abs(frame.midX - 187.5) < 0.5 && abs(frame.midY - 333.5) < 0.5)
        app.advance(to: Script.dismissStart + Script.duration + 0.1)
        #expect(navigation.presentedViewController == nil)
    }

    /// The alert's title ends in an emoji: drawn in colour from the emoji font (Noto Color Emoji),
    /// so nothing is reported missing.
    @Test func theAlertsEmojiIsDrawn() throws {
        let app = Script.alertPresent()
        _ = app.renderTree(at: Script.start + Script.duration + 0.1, scale: 1)
        #expect(!app.diagnostics.contains { $0.code == "text.missingGlyph" })
    }

    /// The dismissal plays from where the alert rests down, whatever frames are rendered: the
    /// alert never goes above its rest (Kit laid the container out at the first rendered frame
    /// once, after the tap, and Presentr's `containerViewWillLayoutSubviews` put the view back at
    /// its rest under the running animation, which then played from above the screen).
    @Test func alertDismissalGoesDownFromItsRest() throws {
        let app = Script.alertDismiss()
        var previous = 333.5 - 90.0
        for time in transitionTimes(start: Script.dismissStart, duration: Script.duration) {
            _ = app.renderTree(at: time, scale: 1)
            let alert = Script.list(in: app).alertController.view!
            let y = alert.layer.presentation(atRootTime: time).frame.minY
            #expect(y >= previous - 1e-6, "at \(time) s the alert is at y \(y), above \(previous)")
            previous = y
        }
        #expect(previous >= 667)
    }

    /// The bottom half covers the lower half of the screen; a tap on the dimmed upper half
    /// dismisses it.
    @Test func bottomHalfCoversTheLowerHalfAndABackgroundTapDismissesIt() throws {
        let app = Script.bottomHalfDismiss()
        app.advance(to: Script.start + Script.duration + 0.1)
        let list = Script.list(in: app)
        let frame = list.alertController.view.frame
        #expect(abs(frame.minY - 333.5) < 0.5 && abs(frame.maxY - 667) < 0.5 && frame.width == 375)
        app.advance(to: Script.dismissStart + Script.duration + 0.1)
        #expect(list.navigationController?.presentedViewController == nil)
    }

    /// A 60 pt drag (under the library's 100 pt limit) moves the view with the finger and, when
    /// the finger lifts, springs it back: the alert stays presented, in its place.
    @Test func shortSwipeMovesTheViewThenSpringsBack() throws {
        let app = Script.bottomHalfSwipeCancel()
        app.advance(to: Script.dismissStart - 0.1)
        let list = Script.list(in: app)
        let rest = list.alertController.view.frame
        app.advance(to: Script.dismissStart + 0.29)
        let dragged = list.alertController.view.frame
        #expect(dragged.minY > rest.minY + 30)
        app.advance(to: Script.dismissStart + 1.0)
        #expect(list.navigationController?.presentedViewController === list.alertController)
        #expect(abs(list.alertController.view.frame.minY - rest.minY) < 0.5)
    }
}

/// The other rows of the example's first screen, one presentation each.
@Suite struct PresentrAppRowsTests {
    typealias Script = PresentrAppScript

    @Test(arguments: PresentrAppScript.otherRows.map(\.name))
    func rowPresentFilmstrip(_ name: String) {
        assertFilmstrip(
            { Script.presentRow(named: name) }, at: transitionTimes(start: Script.start, duration: Script.duration),
            named: "presentr-app-\(name)-present")
    }
}
