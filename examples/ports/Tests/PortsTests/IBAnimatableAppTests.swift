import FlipbookKit
import Testing

@testable import IBAnimatableApp

/// IBAnimatable's example app, ported whole: it launches from its storyboard (the first step
/// before its Transitions screen's goldens).
@Suite struct IBAnimatableAppTests {
    @Test func theAppLaunchesIntoItsMainStoryboard() throws {
        let app = IBAnimatableAppScript.launch(duration: 0.2)
        defer { Application.current = nil }
        app.advance(to: 0.1)
        #expect(app.rootViewController != nil)
        for diagnostic in app.diagnostics { print("IBAnimatableApp diagnostic: \(diagnostic.code): \(diagnostic.message)") }
    }
}

extension IBAnimatableAppTests {
    typealias Script = IBAnimatableAppScript

    @Test func openTransitionFilmstrip() {
        assertFilmstrip(
            { Script.openTransition() }, at: [0.1, 1.1, 2.1, 3.1], named: "ibanimatable-app-open-transition")
    }

    @Test func presentFilmstrip() {
        assertFilmstrip(
            { Script.present() }, at: transitionTimes(start: Script.presentStart, duration: Script.duration),
            named: "ibanimatable-app-present")
    }

    @Test func dismissFilmstrip() {
        assertFilmstrip(
            { Script.dismiss() }, at: transitionTimes(start: Script.dismissStart, duration: Script.duration),
            named: "ibanimatable-app-dismiss")
    }

    /// "Tap to dismiss" unwinds (`unwindToViewController:`, an extension action of every
    /// controller) to `TransitionViewController`, the top of the presenting navigation stack.
    @Test func tapToDismissUnwindsToTheTransitionScreen() {
        let app = Script.dismiss()
        defer { Application.current = nil }
        app.advance(to: Script.dismissStart + Script.duration + 0.3)
        #expect(Script.topController(app) is TransitionViewController)
        #expect(!app.diagnostics.contains { $0.message.contains("no controller handles the unwind action") })
    }
}

extension IBAnimatableAppTests {
    @Test func presentWithGestureFilmstrip() {
        assertFilmstrip(
            { Script.presentWithGesture() },
            at: transitionTimes(start: Script.gesturePresentStart, duration: Script.duration),
            named: "ibanimatable-app-present-with-gesture")
    }

    /// Frames while the finger pans right, while it rests, when it lifts (the library then
    /// cancels), and after the cancelled dismissal has ended.
    @Test func cancelledPanFilmstrip() {
        let t = Script.panStart
        assertFilmstrip(
            { Script.dismissInteractiveCancel() }, at: [t, t + 0.1, t + 0.2, t + 0.3, t + 0.4, t + 0.6, t + 1.0],
            named: "ibanimatable-app-dismiss-interactive-cancel")
    }

    @Test func pushFilmstrip() {
        assertFilmstrip(
            { Script.push() }, at: transitionTimes(start: Script.pushStart, duration: Script.duration),
            named: "ibanimatable-app-push")
    }

    @Test func popFilmstrip() {
        assertFilmstrip(
            { Script.pop() }, at: transitionTimes(start: Script.popStart, duration: Script.duration),
            named: "ibanimatable-app-pop")
    }
}

extension IBAnimatableAppTests {
    /// While the finger rests 90 pt to the right (24 % of the 375 pt width), the library's
    /// `PanInteractiveAnimator` holds the cross-fade at 24 % of its 0.75 s: with the block's
    /// ease-in-out curve the second presented screen shows at about 88 % opacity and the first,
    /// fading in over it, at the rest.
    @Test func cancelledPanScrubsTheCrossFadeToTheFingersProgress() throws {
        let app = Script.dismissInteractiveCancel()
        defer { Application.current = nil }
        app.advance(to: Script.gesturePresentStart + Script.duration + 0.2)
        let second = try #require(Script.topController(app) as? TransitionPresentedViewController)
        let first = try #require(second.presentingViewController as? TransitionPresentedViewController)
        let resting = Script.panStart + Script.panDuration + 0.05
        app.advance(to: resting)
        let secondOpacity = Double(second.view.layer.presentation(atRootTime: resting).opacity)
        let firstOpacity = Double(first.view.layer.presentation(atRootTime: resting).opacity)
        #expect(secondOpacity > 0.85 && secondOpacity < 0.92)
        #expect(abs(firstOpacity - (1 - secondOpacity)) < 0.001)
    }

    /// Below both thresholds (50 %, 1000 pt/s) the lift cancels: the second presented screen is
    /// still presented, the first out of the window again. The library's `FadeAnimator` sets the
    /// from view's alpha to 0 in its animation block and does not restore it when the
    /// transition is cancelled, so the still-presented screen keeps alpha 0 (see DIFFERENCES.md).
    @Test func cancelledPanKeepsTheSecondScreenPresented() throws {
        let app = Script.dismissInteractiveCancel()
        defer { Application.current = nil }
        app.advance(to: Script.gesturePresentStart + Script.duration + 0.2)
        let second = try #require(Script.topController(app) as? TransitionPresentedViewController)
        let first = try #require(second.presentingViewController as? TransitionPresentedViewController)
        app.advance(to: Script.panStart + 1.0)
        #expect(first.presentedViewController === second)
        #expect(second.view.window != nil)
        #expect(first.view.window == nil)
        #expect(second.view.alpha == 0)
    }

    /// "Tap to push" pushes `TransitionPushedViewController`; the pop brings back
    /// `TransitionViewController`. The Transitions row's show segue presented the app's
    /// navigation controller modally from the Playground's, as UIKit shows a navigation
    /// controller (it does not push one).
    @Test func pushAndPopGoThroughTheNavigationStack() throws {
        let push = Script.push()
        push.advance(to: Script.pushStart + Script.duration + 0.2)
        let pushed = try #require(Script.topController(push) as? TransitionPushedViewController)
        let nav = try #require(pushed.navigationController as? AnimatableNavigationController)
        #expect(nav.presentingViewController is FlipbookKit.NavigationController)
        #expect(nav.navigationController == nil)
        #expect(!push.diagnostics.contains { $0.code == "navigation.pushedNavigationController" })
        Application.current = nil
        let pop = Script.pop()
        defer { Application.current = nil }
        pop.advance(to: Script.popStart + Script.duration + 0.2)
        #expect(Script.topController(pop) is TransitionViewController)
    }
}

/// The Transitions table's other animators, each on a row the finger scrolls to.
extension IBAnimatableAppTests {
    @Test func slidePresentFilmstrip() {
        assertFilmstrip(
            { Script.present(Script.slideLeftFade) },
            at: transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-slide-present")
    }

    @Test func slideDismissFilmstrip() {
        assertFilmstrip(
            { Script.dismiss(Script.slideLeftFade) },
            at: transitionTimes(start: Script.scrolledDismissStart, duration: Script.duration),
            named: "ibanimatable-app-slide-dismiss")
    }

    @Test func flipPresentFilmstrip() {
        assertFilmstrip(
            { Script.present(Script.flipLeft) },
            at: transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-flip-present")
    }

    @Test func portalPresentFilmstrip() {
        assertFilmstrip(
            { Script.present(Script.portalForward) },
            at: transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-portal-present")
    }

    @Test func natGeoPresentFilmstrip() {
        assertFilmstrip(
            { Script.present(Script.natGeoLeft) },
            at: transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-natgeo-present")
    }

    @Test func cardsPresentFilmstrip() {
        assertFilmstrip(
            { Script.present(Script.cardsForward) },
            at: transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-cards-present")
    }

    @Test func turnPresentFilmstrip() {
        assertFilmstrip(
            { Script.present(Script.turnLeft) },
            at: transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-turn-present")
    }

    @Test func foldPresentFilmstrip() {
        assertFilmstrip(
            { Script.present(Script.foldLeft) },
            at: transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-fold-present")
    }

    @Test func explodePresentFilmstrip() {
        assertFilmstrip(
            { Script.present(Script.explode) },
            at: transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-explode-present")
    }

    /// With a frame 0.2 s before the tap: a `CATransition` freezes the layers a frame has
    /// shown, and a filmstrip renders only its own frames (a GIF renders them all).
    @Test func systemPushFilmstrip() {
        assertFilmstrip(
            { Script.push(Script.systemPushLeft) },
            at: [Script.scrolledPresentStart - 0.2]
                + transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-system-push")
    }

    /// iOS's private `cube` from the left: the pushed screen comes in as the cube's left face.
    @Test func systemCubePushFilmstrip() {
        assertFilmstrip(
            { Script.push(Script.systemCubeLeft) },
            at: [Script.scrolledPresentStart - 0.2]
                + transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-system-cube-push")
    }

    /// `systemCube(top)`: the library passes `fromBottom` (Core Animation's y points up), so
    /// the pushed screen comes down from the top.
    @Test func systemCubeTopPushFilmstrip() {
        assertFilmstrip(
            { Script.push(Script.systemCubeTop) },
            at: [Script.scrolledPresentStart - 0.2]
                + transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-system-cube-top-push")
    }

    /// iOS's private `flip` (drawn as `oglFlip`, our choice) from the left: the screen turns
    /// about its vertical centre line, its left edge coming forwards, the pushed screen on
    /// its back.
    @Test func systemFlipPushFilmstrip() {
        assertFilmstrip(
            { Script.push(Script.systemFlipLeft) },
            at: [Script.scrolledPresentStart - 0.2]
                + transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-system-flip-push")
    }

    /// `systemFlip(top)` (`fromBottom`): about the horizontal centre line, the top edge
    /// coming forwards.
    @Test func systemFlipTopPushFilmstrip() {
        assertFilmstrip(
            { Script.push(Script.systemFlipTop) },
            at: [Script.scrolledPresentStart - 0.2]
                + transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-system-flip-top-push")
    }

    /// `systemCube(right)` (`fromRight`): the pushed screen comes in as the cube's right face.
    @Test func systemCubeRightPushFilmstrip() {
        assertFilmstrip(
            { Script.push(Script.systemCubeRight) },
            at: [Script.scrolledPresentStart - 0.2]
                + transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-system-cube-right-push")
    }

    /// `systemCube(bottom)`: the library passes `fromTop`, so the pushed screen comes up from
    /// the bottom.
    @Test func systemCubeBottomPushFilmstrip() {
        assertFilmstrip(
            { Script.push(Script.systemCubeBottom) },
            at: [Script.scrolledPresentStart - 0.2]
                + transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-system-cube-bottom-push")
    }

    /// `systemFlip(right)` (`fromRight`): about the vertical centre line, the right edge
    /// coming forwards.
    @Test func systemFlipRightPushFilmstrip() {
        assertFilmstrip(
            { Script.push(Script.systemFlipRight) },
            at: [Script.scrolledPresentStart - 0.2]
                + transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-system-flip-right-push")
    }

    /// `systemFlip(bottom)` (`fromTop`): about the horizontal centre line, the bottom edge
    /// coming forwards.
    @Test func systemFlipBottomPushFilmstrip() {
        assertFilmstrip(
            { Script.push(Script.systemFlipBottom) },
            at: [Script.scrolledPresentStart - 0.2]
                + transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-system-flip-bottom-push")
    }

    /// The pop of `systemPush(left)`: the library's `Navigator` pops with the reverse type,
    /// `systemPush(from: .right)` (`fromRight`): the earlier screen pushes the pushed one out to the left.
    @Test func systemPushPopFilmstrip() {
        assertPopFilmstrip(Script.systemPushLeft, named: "ibanimatable-app-system-push-pop")
    }

    /// The pop of `systemCube(left)` runs `systemCube(right)` (`fromRight`): the pushed screen
    /// turns away to the left and the earlier screen comes in from the right.
    @Test func systemCubePopFilmstrip() {
        assertPopFilmstrip(Script.systemCubeLeft, named: "ibanimatable-app-system-cube-pop")
    }

    /// The pop of `systemFlip(left)` is not a `CATransition`: the library's animator records its
    /// type as `flip(from: .left)` (its system-type initializer maps `.flip` to the non-system
    /// case), so the reverse it pops with is `flip(from: .right)`, the library's `FlipAnimator`:
    /// the pushed screen's right half folds over the centre line, uncovering the earlier
    /// screen's right half; the left half changes at the end.
    @Test func systemFlipPopFilmstrip() {
        assertPopFilmstrip(Script.systemFlipLeft, named: "ibanimatable-app-system-flip-pop")
    }

    /// The pop of `systemCube(top)` runs `systemCube(bottom)` (`fromTop`): the pushed screen
    /// turns away upwards and the earlier screen comes up from the bottom.
    @Test func systemCubeTopPopFilmstrip() {
        assertPopFilmstrip(Script.systemCubeTop, named: "ibanimatable-app-system-cube-top-pop")
    }

    /// The pop of `systemFlip(top)` runs the library's `flip(from: .bottom)`, whose
    /// `FlipAnimator` mirrors only for `.right`: the pushed screen's top half folds down over
    /// the centre line, as `flip(from: .top)` would.
    @Test func systemFlipTopPopFilmstrip() {
        assertPopFilmstrip(Script.systemFlipTop, named: "ibanimatable-app-system-flip-top-pop")
    }

    /// iOS's private `CATransition` types Flipbook does not draw (`rotate` here;
    /// `rippleEffect`, `suckEffect` likewise) are drawn as a fade, and Kit says so; `cube`,
    /// `flip`, the page curls and the camera irises are drawn and not reported.
    @Test func aPrivateTransitionTypeIsReported() {
        let app = Script.push(Script.systemRotate)
        defer { Application.current = nil }
        app.advance(to: Script.scrolledPresentStart + Script.duration + 0.2)
        #expect(Script.topController(app) is TransitionPushedViewController)
        #expect(app.diagnostics.contains { $0.code == "animation.transitionType" && $0.message.contains("\"rotate\"") })
        for row in [Script.systemCubeLeft, Script.systemPageCurl, Script.systemCameraIris] {
            let drawn = Script.push(row)
            drawn.advance(to: Script.scrolledPresentStart + Script.duration + 0.2)
            #expect(Script.topController(drawn) is TransitionPushedViewController)
            #expect(!drawn.diagnostics.contains { $0.code == "animation.transitionType" })
        }
    }

    /// `systemPage(curl)`: the Transitions screen lifts at the bottom edge (no subtype: Kit's
    /// choice, as UIKit's curl up) and rolls up over a cylinder, uncovering the pushed screen.
    @Test func systemPageCurlPushFilmstrip() {
        assertPushFilmstrip(Script.systemPageCurl, named: "ibanimatable-app-system-page-curl-push")
    }

    /// Its pop runs the reverse type, `systemPage(unCurl)`: the Transitions screen unrolls
    /// down over the pushed one.
    @Test func systemPageCurlPopFilmstrip() {
        assertPopFilmstrip(Script.systemPageCurl, named: "ibanimatable-app-system-page-curl-pop")
    }

    /// `systemCameraIris`: a six-blade shutter closes over the Transitions screen and opens on
    /// the pushed one (Kit's iris: iOS's is private).
    @Test func systemCameraIrisPushFilmstrip() {
        assertPushFilmstrip(Script.systemCameraIris, named: "ibanimatable-app-system-camera-iris-push")
    }

    /// `systemCameraIris(open)`: the shutter, shut at the tap, opens on the pushed screen.
    @Test func systemCameraIrisOpenPushFilmstrip() {
        assertPushFilmstrip(Script.systemCameraIrisOpen, named: "ibanimatable-app-system-camera-iris-open-push")
    }

    /// `systemCameraIris(close)`: the shutter closes over the Transitions screen; the pushed
    /// screen shows when it ends.
    @Test func systemCameraIrisClosePushFilmstrip() {
        assertPushFilmstrip(Script.systemCameraIrisClose, named: "ibanimatable-app-system-camera-iris-close-push")
    }

    /// `systemPage(unCurl)`: the pushed screen unrolls down over the Transitions screen.
    @Test func systemPageUnCurlPushFilmstrip() {
        assertPushFilmstrip(Script.systemPageUnCurl, named: "ibanimatable-app-system-page-uncurl-push")
    }

    /// The drags that scroll the table to a row do not select the rows under the finger: the
    /// row tapped is the one whose screen opens.
    @Test func scrollingTheTableOpensTheTappedRow() throws {
        let app = Script.openTransition(Script.slideLeftFade, duration: Script.scrolledRowStart + 1)
        defer { Application.current = nil }
        app.advance(to: Script.scrolledRowStart + 0.8)
        let nav = try #require(Script.topController(app)?.navigationController)
        #expect(nav.navigationBar.topItem?.title == "slide(left, fade)")
    }
}

/// The dismissals of the animators presented above: "Tap to dismiss" unwinds and the reverse
/// animator runs.
extension IBAnimatableAppTests {
    @Test func flipDismissFilmstrip() {
        assertFilmstrip(
            { Script.dismiss(Script.flipLeft) },
            at: transitionTimes(start: Script.scrolledDismissStart, duration: Script.duration),
            named: "ibanimatable-app-flip-dismiss")
    }

    @Test func portalDismissFilmstrip() {
        assertFilmstrip(
            { Script.dismiss(Script.portalForward) },
            at: transitionTimes(start: Script.scrolledDismissStart, duration: Script.duration),
            named: "ibanimatable-app-portal-dismiss")
    }

    @Test func natGeoDismissFilmstrip() {
        assertFilmstrip(
            { Script.dismiss(Script.natGeoLeft) },
            at: transitionTimes(start: Script.scrolledDismissStart, duration: Script.duration),
            named: "ibanimatable-app-natgeo-dismiss")
    }

    @Test func cardsDismissFilmstrip() {
        assertFilmstrip(
            { Script.dismiss(Script.cardsForward) },
            at: transitionTimes(start: Script.scrolledDismissStart, duration: Script.duration),
            named: "ibanimatable-app-cards-dismiss")
    }

    @Test func turnDismissFilmstrip() {
        assertFilmstrip(
            { Script.dismiss(Script.turnLeft) },
            at: transitionTimes(start: Script.scrolledDismissStart, duration: Script.duration),
            named: "ibanimatable-app-turn-dismiss")
    }

    /// `fold(left)`'s dismissal runs `fold(from: .right)`: the presented screen's strips fold
    /// up towards the left edge as the Transitions screen's unfold from the right edge.
    @Test func foldDismissFilmstrip() {
        assertFilmstrip(
            { Script.dismiss(Script.foldLeft) },
            at: transitionTimes(start: Script.scrolledDismissStart, duration: Script.duration),
            named: "ibanimatable-app-fold-dismiss")
    }

    /// `explode` is its own reverse: the presented screen's pieces fly away over the
    /// Transitions screen.
    @Test func explodeDismissFilmstrip() {
        assertFilmstrip(
            { Script.dismiss(Script.explode) },
            at: transitionTimes(start: Script.scrolledDismissStart, duration: Script.duration),
            named: "ibanimatable-app-explode-dismiss")
    }
}

/// The pops of the right and bottom system pushes, the other directions of the non-system
/// animators and the public `CATransition` types `moveIn` and `reveal`.
extension IBAnimatableAppTests {
    @Test func systemCubeRightPopFilmstrip() {
        assertPopFilmstrip(Script.systemCubeRight, named: "ibanimatable-app-system-cube-right-pop")
    }

    @Test func systemCubeBottomPopFilmstrip() {
        assertPopFilmstrip(Script.systemCubeBottom, named: "ibanimatable-app-system-cube-bottom-pop")
    }

    @Test func systemFlipRightPopFilmstrip() {
        assertPopFilmstrip(Script.systemFlipRight, named: "ibanimatable-app-system-flip-right-pop")
    }

    @Test func systemFlipBottomPopFilmstrip() {
        assertPopFilmstrip(Script.systemFlipBottom, named: "ibanimatable-app-system-flip-bottom-pop")
    }

    @Test func slideTopFadePresentFilmstrip() {
        assertFilmstrip(
            { Script.present(Script.slideTopFade) },
            at: transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-slide-top-present")
    }

    @Test func flipRightPresentFilmstrip() {
        assertFilmstrip(
            { Script.present(Script.flipRight) },
            at: transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-flip-right-present")
    }

    @Test func portalBackwardPresentFilmstrip() {
        assertFilmstrip(
            { Script.present(Script.portalBackward) },
            at: transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-portal-backward-present")
    }

    @Test func natGeoRightPresentFilmstrip() {
        assertFilmstrip(
            { Script.present(Script.natGeoRight) },
            at: transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-natgeo-right-present")
    }

    @Test func cardsBackwardPresentFilmstrip() {
        assertFilmstrip(
            { Script.present(Script.cardsBackward) },
            at: transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-cards-backward-present")
    }

    @Test func turnTopPresentFilmstrip() {
        assertFilmstrip(
            { Script.present(Script.turnTop) },
            at: transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-turn-top-present")
    }

    @Test func foldTopPresentFilmstrip() {
        assertFilmstrip(
            { Script.present(Script.foldTop) },
            at: transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-fold-top-present")
    }

    @Test func explodeParametersPresentFilmstrip() {
        assertFilmstrip(
            { Script.present(Script.explodeParameters) },
            at: transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-explode-parameters-present")
    }

    @Test func systemMoveInLeftPushFilmstrip() {
        assertPushFilmstrip(Script.systemMoveInLeft, named: "ibanimatable-app-system-move-in-push")
    }

    @Test func systemRevealLeftPushFilmstrip() {
        assertPushFilmstrip(Script.systemRevealLeft, named: "ibanimatable-app-system-reveal-push")
    }
}

/// More rows: the pops of the `moveIn` and `reveal` pushes, a vertical `moveIn`, the cross
/// fade, a non-system animator through the navigation controller, and a row the app reads as
/// `.none`.
extension IBAnimatableAppTests {
    @Test func systemMoveInLeftPopFilmstrip() {
        assertPopFilmstrip(Script.systemMoveInLeft, named: "ibanimatable-app-system-move-in-pop")
    }

    @Test func systemRevealLeftPopFilmstrip() {
        assertPopFilmstrip(Script.systemRevealLeft, named: "ibanimatable-app-system-reveal-pop")
    }

    @Test func systemMoveInTopPushFilmstrip() {
        assertPushFilmstrip(Script.systemMoveInTop, named: "ibanimatable-app-system-move-in-top-push")
    }

    @Test func fadeCrossPresentFilmstrip() {
        assertFilmstrip(
            { Script.present(Script.fadeCross) },
            at: transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-fade-cross-present")
    }

    @Test func slideLeftFadePushFilmstrip() {
        assertPushFilmstrip(Script.slideLeftFade, named: "ibanimatable-app-slide-push")
    }

    @Test func slideLeftFadePopFilmstrip() {
        assertPopFilmstrip(Script.slideLeftFade, named: "ibanimatable-app-slide-pop")
    }

    /// The app labels `slide(to: .right, isFade: false)` "slideslide(right)", which the
    /// library reads back as `.none`: no animator, UIKit's default modal presentation (Kit's
    /// full-screen slide up, 0.5 s; the frames are those of the 0.75 s transitions).
    @Test func slideRightUnlabelledPresentFilmstrip() {
        assertFilmstrip(
            { Script.present(Script.slideRightUnlabelled) },
            at: transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: "ibanimatable-app-slideslide-right-present")
    }

    /// "Pop to root ViewController" unwinds (`popToRootViewController:`, an extension action of
    /// every controller) and pops to `TransitionViewController` as the back item does.
    @Test func popToRootUnwindsToTheTransitionScreen() {
        let app = Script.popToRoot(Script.systemCubeLeft)
        defer { Application.current = nil }
        app.advance(to: Script.scrolledPopStart + Script.duration + 0.3)
        #expect(Script.topController(app) is TransitionViewController)
        #expect(!app.diagnostics.contains { $0.message.contains("no controller handles the unwind action") })
    }
}

/// A completed interactive dismissal: the presented screen's pan.
extension IBAnimatableAppTests {
    /// Frames while the finger pans right, while it rests, when it lifts (past the library's
    /// threshold: the dismissal finishes), and after it has ended.
    @Test func slideInteractiveDismissFilmstrip() {
        let t = Script.scrolledDismissStart
        assertFilmstrip(
            { Script.dismissInteractive(Script.slideLeftFade) }, at: [t, t + 0.1, t + 0.2, t + 0.3, t + 0.4, t + 0.6, t + 1.0],
            named: "ibanimatable-app-slide-dismiss-interactive")
    }
}

/// The dismissals of the vertical rows (their reverse types are the bottom directions) and a
/// vertical `reveal`.
extension IBAnimatableAppTests {
    @Test func slideTopFadeDismissFilmstrip() {
        assertFilmstrip(
            { Script.dismiss(Script.slideTopFade) },
            at: transitionTimes(start: Script.scrolledDismissStart, duration: Script.duration),
            named: "ibanimatable-app-slide-top-dismiss")
    }

    @Test func turnTopDismissFilmstrip() {
        assertFilmstrip(
            { Script.dismiss(Script.turnTop) },
            at: transitionTimes(start: Script.scrolledDismissStart, duration: Script.duration),
            named: "ibanimatable-app-turn-top-dismiss")
    }

    @Test func foldTopDismissFilmstrip() {
        assertFilmstrip(
            { Script.dismiss(Script.foldTop) },
            at: transitionTimes(start: Script.scrolledDismissStart, duration: Script.duration),
            named: "ibanimatable-app-fold-top-dismiss")
    }

    @Test func systemRevealTopPushFilmstrip() {
        assertPushFilmstrip(Script.systemRevealTop, named: "ibanimatable-app-system-reveal-top-push")
    }
}

/// A `Present…Segue` and non-system animators through the navigation controller.
extension IBAnimatableAppTests {
    /// `PresentSlideSegue` presents the second screen with `slide(to: .left, isFade: false)`:
    /// both screens slide left, neither fades.
    @Test func slidePresentViaSegueFilmstrip() {
        assertFilmstrip(
            { Script.presentViaSegue(Script.slideLeftFade) },
            at: transitionTimes(start: Script.scrolledDismissStart, duration: Script.duration),
            named: "ibanimatable-app-slide-present-via-segue")
    }

    @Test func portalForwardPushFilmstrip() {
        assertPushFilmstrip(Script.portalForward, named: "ibanimatable-app-portal-push")
    }

    @Test func natGeoLeftPushFilmstrip() {
        assertPushFilmstrip(Script.natGeoLeft, named: "ibanimatable-app-natgeo-push")
    }
}

/// The last directions of the public `CATransition` types the app offers.
extension IBAnimatableAppTests {
    @Test func systemMoveInBottomPushFilmstrip() {
        assertPushFilmstrip(Script.systemMoveInBottom, named: "ibanimatable-app-system-move-in-bottom-push")
    }

    @Test func systemRevealBottomPushFilmstrip() {
        assertPushFilmstrip(Script.systemRevealBottom, named: "ibanimatable-app-system-reveal-bottom-push")
    }
}

/// The scrolled rows' pushes and pops, as filmstrips named after the calling test.
extension IBAnimatableAppTests {
    /// `row`'s push: start, 25/50/75 %, end and 0.1 s after.
    func assertPushFilmstrip(
        _ row: Script.TransitionRow, named name: String, fileID: String = #fileID,
        filePath: String = #filePath, function: String = #function,
        line: Int = #line, column: Int = #column
    ) {
        assertFilmstrip(
            { Script.push(row) }, at: transitionTimes(start: Script.scrolledPresentStart, duration: Script.duration),
            named: name, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    }

    /// `row`'s push popped by the back item: 0.2 s before the tap, then the pop as a push's.
    func assertPopFilmstrip(
        _ row: Script.TransitionRow, named name: String, fileID: String = #fileID,
        filePath: String = #filePath, function: String = #function,
        line: Int = #line, column: Int = #column
    ) {
        assertFilmstrip(
            { Script.pop(row) },
            at: [Script.scrolledPopStart - 0.2] + transitionTimes(start: Script.scrolledPopStart, duration: Script.duration),
            named: name, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    }
}
