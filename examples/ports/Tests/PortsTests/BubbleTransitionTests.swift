import FlipbookGeometry
import FlipbookKit
import Testing
@testable import BubbleTransition

/// The ported BubbleTransition (andreamazz/BubbleTransition): filmstrips of the presentation,
/// the dismissal and a dragged dismissal that is cancelled, and the numbers behind them.
@Suite struct BubbleTransitionTests {
    @Test func presentationFilmstrip() {
        assertFilmstrip(BubbleScript.present, at: transitionTimes(start: BubbleScript.start, duration: BubbleScript.duration),
                        named: "bubble-present")
    }

    @Test func dismissalFilmstrip() {
        assertFilmstrip(BubbleScript.dismiss,
                        at: transitionTimes(start: BubbleScript.dismissStart, duration: BubbleScript.duration),
                        named: "bubble-dismiss")
    }

    /// Frames while the finger drags (to 20 %), then while the cancelled dismissal runs back,
    /// and after it.
    @Test func cancelledDragFilmstrip() {
        let t = BubbleScript.dragStart
        assertFilmstrip(BubbleScript.dismissInteractiveCancel, at: [t, t + 0.15, t + 0.3, t + 0.36, t + 0.5, t + 0.8],
                        named: "bubble-dismiss-interactive-cancel")
    }

    /// The bubble is a circle whose diameter is twice the distance from the button's centre to
    /// the farthest corner: from (187.5, 560) the farthest edges are 187.5 and 560 pt away, so
    /// 2·√(187.5² + 560²) = 1181.1 pt; it ends centred on the button at identity scale.
    @Test func bubbleCoversTheScreenFromTheButton() {
        let app = BubbleScript.present()
        let home = app.rootViewController as! BubbleHomeViewController
        app.advance(to: BubbleScript.start + BubbleScript.duration + 0.1)
        let bubble = home.transition.bubble
        #expect(abs(bubble.bounds.width - 2 * (187.5 * 187.5 + 560.0 * 560.0).squareRoot()) < 1e-6)
        #expect(bubble.layer.cornerRadius == bubble.bounds.height / 2)
        #expect(bubble.center == Point(x: 187.5, y: 560))
        #expect(bubble.transform == .identity)
        #expect(bubble.isHidden)
    }

    /// Halfway through the 0.5 s ease-in-out presentation the modal view's scale is
    /// 0.001 + 0.999 · 0.5 = 0.5005 and its centre halfway from the button to the screen's centre.
    @Test func modalViewHalfwayThroughThePresentation() throws {
        let app = BubbleScript.present()
        let home = app.rootViewController as! BubbleHomeViewController
        app.advance(to: BubbleScript.start + BubbleScript.duration / 2)
        let modal = try #require(home.presentedViewController)
        let layer = modal.view.layer.presentation(atRootTime: app.clock.now)
        #expect(abs(layer.transform.m11 - 0.5005) < 1e-3)
        #expect(abs(layer.position.x - 187.5) < 1e-6)
        #expect(abs(layer.position.y - (560 + 333.5) / 2) < 1e-3)
    }

    /// The drag drives the dismissal linearly (iOS 10+ scrubbing): 0.25 s into the drag the
    /// finger is 110.8 pt below where it went down, progress 110.8 ÷ 667 = 16.6 %, and the modal
    /// view's scale is 1 − 0.999 · 0.166 = 0.834.
    @Test func dragScrubsTheDismissalLinearly() throws {
        let app = BubbleScript.dismissInteractiveCancel()
        let home = app.rootViewController as! BubbleHomeViewController
        app.advance(to: BubbleScript.dragStart + 0.25)
        let modal = try #require(home.presentedViewController)
        let progress = BubbleScript.dragDistance * 0.25 / 0.3 / 667
        let scale = modal.view.layer.presentation(atRootTime: app.clock.now).transform.m11
        #expect(abs(scale - (1 - 0.999 * progress)) < 2e-3)
    }

    /// After the cancelled drag the modal screen is still presented and the bubble still in
    /// the container (UIKit keeps a `.custom` presentation's container until its dismissal
    /// ends), but the modal view keeps the values the dismissal block set — scale 0.001, alpha
    /// 0, centred on the button — because the original's completion restores them only when the
    /// dismissal finishes: the home screen shows although the modal screen is presented.
    @Test func cancelledDragLeavesTheModalViewAtTheDismissalsEndValues() throws {
        let app = BubbleScript.dismissInteractiveCancel()
        let home = app.rootViewController as! BubbleHomeViewController
        app.advance(to: BubbleScript.dragStart + 1)
        let modal = try #require(home.presentedViewController)
        #expect(modal.view.transform == AffineTransform(scaleX: 0.001, y: 0.001))
        #expect(modal.view.alpha == 0)
        #expect(modal.view.center == Point(x: 187.5, y: 560))
        #expect(modal.view.superview != nil)
        #expect(home.transition.bubble.superview === modal.view.superview)
        #expect(home.view.window != nil)
    }
    /// The original sets `wantsInteractiveStart = false` (iOS 10+): a dismissal starts on its own
    /// clock. The close button's dismissal runs its 0.5 s ease-in-out (scale 0.5005 halfway, the
    /// `finish()` after it has nothing to do) and the drag's dismissal, begun by the pan's
    /// `.began`, becomes interactive at the first `update` and follows the finger from there.
    @Test func dismissalsStartOnTheirOwnClockAndTheDragPausesAtItsFirstUpdate() throws {
        let button = BubbleScript.dismiss()
        let home = button.rootViewController as! BubbleHomeViewController
        button.advance(to: BubbleScript.dismissStart + BubbleScript.duration / 2)
        #expect(home.interactiveTransition.wantsInteractiveStart == false)
        let modal = try #require(home.presentedViewController)
        #expect(modal.transitionCoordinator?.initiallyInteractive == false)
        #expect(modal.transitionCoordinator?.isInteractive == false)
        #expect(abs(modal.view.layer.presentation(atRootTime: button.clock.now).transform.m11 - 0.5005) < 1e-3)
        button.advance(to: BubbleScript.dismissStart + BubbleScript.duration + 0.01)
        #expect(home.presentedViewController == nil)

        let drag = BubbleScript.dismissInteractiveCancel()
        let dragHome = drag.rootViewController as! BubbleHomeViewController
        drag.advance(to: BubbleScript.dragStart + 0.2)
        let dragged = try #require(dragHome.presentedViewController)
        #expect(dragged.transitionCoordinator?.initiallyInteractive == false)
        #expect(dragged.transitionCoordinator?.isInteractive == true)
        let progress = BubbleScript.dragDistance * 0.2 / 0.3 / 667
        #expect(abs(dragHome.interactiveTransition.percentComplete - progress) < 2e-3)
    }
}
