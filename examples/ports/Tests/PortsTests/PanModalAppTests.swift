import FlipbookGeometry
import FlipbookKit
import Testing
@testable import PanModalApp

/// PanModal's sample app, ported as published (slackhq/PanModal, library and `Sample` app with
/// its Info.plist, fonts and asset catalogue), driven by the touch scripts of `Apps/PanModalApp`.
@Suite struct PanModalAppTests {
    typealias Script = PanModalAppScript

    @Test func basicPresentFilmstrip() {
        assertFilmstrip(
            { Script.basicPresent() }, at: transitionTimes(start: Script.start, duration: Script.duration),
            named: "panmodal-app-basic-present")
    }

    @Test func basicDismissFilmstrip() {
        assertFilmstrip(
            { Script.basicDismiss() }, at: transitionTimes(start: Script.dismissStart, duration: Script.duration),
            named: "panmodal-app-basic-dismiss")
    }

    /// Frames while the finger drags the sheet down, while it rests, when it lifts, while the
    /// sheet springs back and after.
    @Test func basicDragCancelFilmstrip() {
        let t = Script.dismissStart
        assertFilmstrip(
            { Script.basicDragCancel() }, at: [t, t + 0.25, t + 0.5, t + 0.6, t + 0.75, t + 0.9, t + 1.2],
            named: "panmodal-app-basic-drag-cancel")
    }

    @Test func alertPresentFilmstrip() {
        assertFilmstrip(
            { Script.alertPresent() }, at: transitionTimes(start: Script.start, duration: Script.duration),
            named: "panmodal-app-alert-present")
    }

    /// The app launches as on iOS: the delegate's window with the navigation controller and the
    /// table of examples, one row per `RowType`.
    @Test func launchShowsTheTableOfExamples() throws {
        let app = Script.launch()
        app.advance(to: 0.1)
        let list = Script.list(in: app)
        #expect(list.tableView.numberOfRows(inSection: 0) == 7)
        #expect(app.delegate?.window === app.window)
    }

    /// "Basic" is presented by the library's presentation controller: when the spring has
    /// settled, the sheet's top is at 241 pt (200 pt below the top offset, 20 + 21 pt).
    @Test func basicRestsAtItsLongFormHeight() throws {
        let app = Script.basicPresent()
        app.advance(to: Script.start + Script.duration + 0.3)
        let list = Script.list(in: app)
        let presented = try #require(list.navigationController?.presentedViewController)
        #expect(presented is BasicViewController)
        let sheet = try #require(presented.presentationController?.presentedView)
        #expect(abs(sheet.frame.minY - 241) < 0.5)
    }

    /// The status bar's glyphs cross-fade with the presentation, as on iOS (nothing reported).
    /// The sample's Lato is registered from `UIAppFonts`.
    @Test func theStatusBarCrossFadesAndTheFontsAreRegistered() throws {
        let app = Script.basicDismiss()
        app.advance(to: Script.dismissStart + Script.duration + 0.1)
        let codes = Set(app.diagnostics.map(\.code))
        #expect(!codes.contains("statusBar.styleNotAnimated"))
        #expect(!codes.contains("launch.missingAppFont"))
        #expect(!app.diagnostics.contains { $0.code == "font.missingFamily" && $0.message.contains("Lato") })
    }

    /// A tap on the dimmed background dismisses the sheet.
    @Test func backgroundTapDismisses() throws {
        let app = Script.basicDismiss()
        app.advance(to: Script.dismissStart + Script.duration + 0.1)
        #expect(Script.list(in: app).navigationController?.presentedViewController == nil)
    }

    /// The sheet follows the finger 100 pt down and, when the finger lifts, springs back to its
    /// rest: it stays presented.
    @Test func slowShortDragSpringsBack() throws {
        let app = Script.basicDragCancel()
        app.advance(to: Script.dismissStart + Script.dragDuration)
        let list = Script.list(in: app)
        let sheet = try #require(list.navigationController?.presentedViewController?.presentationController?.presentedView)
        #expect(abs(sheet.frame.minY - (241 + Script.dragDistance)) < 2)
        app.advance(to: Script.dismissStart + 1.3)
        #expect(list.navigationController?.presentedViewController is BasicViewController)
        #expect(abs(sheet.frame.minY - 241) < 0.5)
    }
}
