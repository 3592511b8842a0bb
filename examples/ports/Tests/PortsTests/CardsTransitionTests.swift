import FlipbookGeometry
import FlipbookKit
import Testing
@testable import CardsTransition

/// The ported CardsAnimator (IBAnimatable): filmstrips of the presentation (forward), the
/// dismissal (backward) and a dragged presentation that is cancelled, and the numbers behind them.
@Suite struct CardsTransitionTests {
    @Test func presentationFilmstrip() {
        assertFilmstrip(CardsScript.present, at: transitionTimes(start: CardsScript.start, duration: CardsScript.duration),
                        named: "cards-present")
    }

    @Test func dismissalFilmstrip() {
        assertFilmstrip(CardsScript.dismiss,
                        at: transitionTimes(start: CardsScript.dismissStart, duration: CardsScript.duration),
                        named: "cards-dismiss")
    }

    /// Frames while the finger drags (to 40 %), while the cancelled presentation runs back, and
    /// after it: the first page is back and the second page is gone.
    @Test func cancelledDragFilmstrip() {
        let t = CardsScript.start
        assertFilmstrip(CardsScript.presentInteractiveCancel, at: [t, t + 0.15, t + 0.3, t + 0.4, t + 0.55, t + 0.9],
                        named: "cards-present-interactive-cancel")
    }

    /// Cubic keyframes on the presentation: the first page's frame keyframe spans 0–50 % of the
    /// 0.75 s, so at 50 % it is off screen (origin y = 667), and at 25 % between 0 and 667.
    @Test func firstPageLeavesByHalfTime() throws {
        let app = CardsScript.present()
        let first = app.rootViewController!
        app.advance(to: CardsScript.start + 0.5 * CardsScript.duration)
        let half = first.view.layer.presentation(atRootTime: app.clock.now)
        #expect(abs(half.position.y - (667 + 333.5)) < 1e-6)
        let quarterApp = CardsScript.present()
        quarterApp.advance(to: CardsScript.start + 0.25 * CardsScript.duration)
        let quarter = quarterApp.rootViewController!.view.layer.presentation(atRootTime: quarterApp.clock.now)
        #expect(quarter.position.y > 333.5 && quarter.position.y < 667 + 333.5)
    }

    /// The finger scrubs the presentation's keyframe block linearly (iOS 10+), and the cancel
    /// plays it back. The first page's position keyframes are y 333.5 → 1000.5 over 0–50 % and
    /// held to 100 %; cubic (Catmull–Rom, tangents 333.5 at both ends of the first segment) at
    /// 40 % (u = 0.8) gives 333.5 + 565.616 = 899.116; 0.15 s after the release, halfway back
    /// through the 0.4 · 0.75 = 0.3 s, the fraction is 0.2 (u = 0.4): 333.5 + 250.792 = 584.292.
    @Test func cancelledDragScrubsTheKeyframesAndPlaysThemBack() throws {
        let (app, first, _) = CardsScript.presentInteractiveCancelScene()
        let release = CardsScript.start + 0.3
        app.advance(to: release)
        let atRelease = first.view.layer.presentation(atRootTime: app.clock.now).position.y
        #expect(abs(atRelease - 899.116) < 1e-3)
        app.advance(to: release + 0.15)
        let halfBack = first.view.layer.presentation(atRootTime: app.clock.now).position.y
        #expect(abs(halfBack - 584.292) < 1e-3)
        app.advance(to: release + 0.31)
        #expect(first.view.layer.animationKeys.isEmpty)
    }

    /// After the cancelled presentation the second page's layer transform and alpha are the
    /// identity and 1 again (the animator's completion resets them) and it is out of the
    /// window; the first page keeps the frame its keyframe set (origin y = 667, below the
    /// screen), because the completion does not reset it: the screen is black.
    @Test func cancelledPresentationResetsOnlyTheSecondPage() throws {
        let (app, first, second) = CardsScript.presentInteractiveCancelScene()
        app.advance(to: CardsScript.start + 1.2)
        #expect(first.presentedViewController == nil)
        #expect(second.view.layer.transform == .identity)
        #expect(second.view.alpha == 1)
        #expect(second.view.window == nil)
        #expect(first.view.window != nil)
        #expect(first.view.frame.origin.y == 667)
    }

    /// Cubic keyframes on the dismissal: the first page's position keyframes are 667 pt below
    /// its place until 60 %, 637 pt at 80 % and 0 at 100 %; the Catmull–Rom curve through them
    /// dips to 691.8 pt at 70 % (so the 30 pt "peek" never shows) and passes 316.6 pt at 90 %.
    @Test func dismissalKeyframesFollowTheCubicCurve() {
        let app = CardsScript.dismiss()
        let first = app.rootViewController!
        var offsets: [Double] = []
        for fraction in [0.6, 0.7, 0.8, 0.9, 1.0] {
            app.advance(to: CardsScript.dismissStart + fraction * CardsScript.duration)
            offsets.append(first.view.layer.presentation(atRootTime: app.clock.now).position.y - 333.5)
        }
        for (offset, expected) in zip(offsets, [667, 691.8125, 637, 316.625, 0]) {
            #expect(abs(offset - expected) < 1e-6)
        }
    }
}
