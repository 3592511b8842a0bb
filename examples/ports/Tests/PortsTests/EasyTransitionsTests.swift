import FlipbookGeometry
import FlipbookKit
import Testing
@testable import EasyTransitions

/// The ported EasyTransitions modal classes (marcosgriselli/EasyTransitions): a sheet in a
/// presentation controller, a 50 % black shadow, a `ViewPropertyAnimator` with damping ratio 0.8
/// handed out as the interruptible animator, and a pan-driven `PercentDrivenInteractiveTransition`.
@Suite struct EasyTransitionsTests {
    @Test func presentationFilmstrip() {
        assertFilmstrip(SheetScript.present, at: transitionTimes(start: SheetScript.start, duration: SheetScript.duration),
                        named: "sheet-present")
    }

    @Test func dismissalFilmstrip() {
        assertFilmstrip(SheetScript.dismiss,
                        at: transitionTimes(start: SheetScript.dismissStart, duration: SheetScript.duration),
                        named: "sheet-dismiss")
    }

    /// Frames while the finger swipes up, while it rests, after it lifts (the sheet sinks back),
    /// and when the page is alone again.
    @Test func cancelledSwipeFilmstrip() {
        let t = SheetScript.start
        assertFilmstrip(SheetScript.presentInteractiveCancel, at: [t, t + 0.15, t + 0.3, t + 0.45, t + 0.7, t + 1.6],
                        named: "sheet-present-interactive-cancel")
    }

    /// At the end the sheet is at the presentation controller's frame (10, 287, 355 × 370) and
    /// the shadow, in the container under it, at alpha 1 with 50 % black.
    @Test func presentedSheetSitsInThePresentationControllersFrame() throws {
        let app = SheetScript.present()
        let home = app.rootViewController as! SheetHomeViewController
        app.advance(to: SheetScript.start + SheetScript.duration + 0.1)
        #expect(home.presentedViewController === home.sheet)
        #expect(home.sheet.view.frame == Rect(x: 10, y: 287, width: 355, height: 370))
        let container = try #require(home.sheet.view.superview)
        let shadow = try #require(container.subviews.first { $0.backgroundColor?.alpha == 0.5 })
        #expect(shadow.alpha == 1)
        #expect(container.subviews.firstIndex { $0 === shadow }! < container.subviews.firstIndex { $0 === home.sheet.view }!)
        #expect(home.sheet.imageView.alpha == 1)
    }

    /// The cancelled swipe: the interaction followed the finger (22.5 % when it rested), and
    /// after the cancel the sheet is not presented, back below the screen, and out of the window.
    @Test func cancelledSwipeReturnsTheSheet() throws {
        let app = SheetScript.presentInteractiveCancel()
        let home = app.rootViewController as! SheetHomeViewController
        app.advance(to: SheetScript.start + 0.4)
        let sheetLayer = home.sheet.view.layer.presentation(atRootTime: app.clock.now)
        // The sheet rises from y = 667 towards 287 by the interaction's fraction.
        let fraction = (667 + 185 - sheetLayer.position.y) / 380
        #expect(abs(fraction - 150.0 / 667) < 0.02)
        app.advance(to: SheetScript.start + 2)
        #expect(home.presentedViewController == nil)
        #expect(home.sheet.view.window == nil)
    }
}
