import FlipbookAnimation
import FlipbookGeometry
import FlipbookKit
import Foundation
import Testing
@testable import BubbleTransitionApp

/// BubbleTransition's example app, ported as published (andreamazz/BubbleTransition, library
/// and `Demo` app with its storyboard and asset catalogue), driven by the touch scripts of
/// `Apps/BubbleTransitionApp`.
@Suite struct BubbleTransitionAppTests {
    typealias Script = BubbleTransitionAppScript

    @Test func presentFilmstrip() {
        assertFilmstrip(
            { Script.present() }, at: transitionTimes(start: Script.start, duration: Script.duration),
            named: "bubble-app-present")
    }

    @Test func dismissFilmstrip() {
        assertFilmstrip(
            { Script.dismiss() }, at: transitionTimes(start: Script.dismissStart, duration: Script.duration),
            named: "bubble-app-dismiss")
    }

    /// Frames while the finger drags down, while it rests, when it lifts (the library then
    /// cancels), and after the cancelled dismissal has ended.
    @Test func cancelledDragFilmstrip() {
        let t = Script.dismissStart
        assertFilmstrip(
            { Script.dismissInteractiveCancel() }, at: [t, t + 0.1, t + 0.2, t + 0.3, t + 0.4, t + 0.6, t + 1.0],
            named: "bubble-app-dismiss-interactive-cancel")
    }

    /// The app launches as on iOS: the storyboard's first screen, the app's `ViewController`,
    /// in the delegate's window, its "+" button 60 pt wide, 20 pt above the bottom, centred.
    @Test func launchPutsTheStoryboardsFirstScreenInTheDelegatesWindow() throws {
        let app = Script.launch()
        app.advance(to: 0.1)
        let home = try #require(app.rootViewController as? BubbleTransitionApp.ViewController)
        #expect(app.delegate?.window === app.window)
        let button = try #require(home.transitionButton)
        #expect(button.frame == Rect(x: 157.5, y: 587, width: 60, height: 60))
        #expect(button.layer.cornerRadius == 30)
    }

    /// The tap runs the storyboard's modal segue: the app's `prepare(for:sender:)` makes the
    /// transition custom, the bubble takes the button's colour and centre, and when the 0.5 s
    /// presentation has ended the "Hello!" screen is on top at full size, the bubble hidden.
    @Test func tapPresentsTheModalScreenFromTheButton() throws {
        let app = Script.present()
        app.advance(to: Script.start + Script.duration + 0.1)
        let home = try #require(app.rootViewController as? BubbleTransitionApp.ViewController)
        let modal = try #require(home.presentedViewController as? ModalViewController)
        #expect(modal.modalPresentationStyle == .custom)
        #expect(home.transition.startingPoint == Point(x: 187.5, y: 617))
        #expect(home.transition.bubbleColor == home.transitionButton.backgroundColor)
        #expect(home.transition.bubble.isHidden)
        #expect(modal.view.transform == .identity && modal.view.alpha == 1)
        #expect(modal.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    /// Halfway through the presentation the bubble — a circle 2·√(187.5² + 617²) = 1289.7 pt
    /// wide, centred on the button — is scaled by the block's ease-in-out at 50 %.
    @Test func theBubbleGrowsOnTheBlocksEaseInOut() throws {
        let app = Script.present()
        app.advance(to: Script.start + Script.duration / 2)
        let home = try #require(app.rootViewController as? BubbleTransitionApp.ViewController)
        let bubble = home.transition.bubble
        #expect(abs(bubble.bounds.width - 2 * (187.5 * 187.5 + 617 * 617).squareRoot()) < 1e-6)
        let scale = bubble.layer.presentation(atRootTime: app.clock.now).transform.m11
        let expected = 0.001 + (1 - 0.001) * AnimationCurve.easeInOut.progress(at: 0.5)
        #expect(abs(scale - expected) < 1e-3)
    }

    /// The close button's tap runs the app's `closeAction`: after the 0.5 s dismissal nothing is
    /// presented and the modal view is gone.
    @Test func closeButtonDismisses() throws {
        let app = Script.dismiss()
        app.advance(to: Script.dismissStart + Script.duration + 0.1)
        let home = try #require(app.rootViewController as? BubbleTransitionApp.ViewController)
        #expect(home.presentedViewController == nil)
        #expect(home.view.window != nil)
    }

    /// The cancelled drag: the modal screen is still presented after the finger lifts at 20 %;
    /// the library's completion restores its view only when the dismissal finishes, so the view
    /// keeps the dismissal block's end values (scale 0.001, alpha 0), as the code says.
    @Test func cancelledDragKeepsTheModalScreenPresented() throws {
        let app = Script.dismissInteractiveCancel()
        app.advance(to: Script.dismissStart + 1.0)
        let home = try #require(app.rootViewController as? BubbleTransitionApp.ViewController)
        let modal = try #require(home.presentedViewController as? ModalViewController)
        #expect(modal.view.window != nil)
        #expect(modal.view.alpha == 0)
    }
}
