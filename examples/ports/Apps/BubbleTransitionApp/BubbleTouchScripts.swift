import AppScripting
import Foundation
import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit

// The touch scripts of BubbleTransition's example app, the only code written here for it: the
// app is launched from its Info.plist and storyboard as iOS launches it, and a finger taps and
// drags what a user would. Everything on screen is the app's own (see APPS.md).

/// BubbleTransition's example app (`Demo`): a white screen with a round red "+" button; tapping
/// it presents the red "Hello!" screen (the storyboard's modal segue) inside a bubble that grows
/// from the button; the screen's rotated "+" (an ×) dismisses it, shrinking the bubble back into
/// the button, and a downward drag dismisses it interactively.
public enum BubbleTransitionAppScript {
    /// When the finger taps the "+" button, in seconds.
    public static let start = 0.2
    /// The presentation's and the dismissal's duration: the library's default, 0.5 s.
    public static let duration = 0.5
    /// When the finger taps the close button, or starts the drag, in seconds.
    public static let dismissStart = 1.0
    /// How far the finger drags the presented screen down in the cancelled dismissal: 133 pt,
    /// 20 % of the screen's 667 pt, below the library's 0.3 `interactionThreshold`.
    public static let dragDistance = 133.0
    /// How long the finger takes over the drag, in seconds; it then rests 0.1 s and lifts.
    public static let dragDuration = 0.3

    /// The app launched as iOS launches it (its Info.plist's main storyboard in the window, its
    /// app delegate called), on a `duration` s clip at 30 fps and `scale` pixels per point.
    public static func launch(duration: Double = 2, scale: Double = 2) -> Application {
        .launchingApp(
            in: .module, delegate: AppDelegate(), name: "BubbleTransition's example app", duration: duration, scale: scale)
    }

    /// Taps the "+" button at 0.2 s: the storyboard's modal segue presents the "Hello!" screen
    /// with the bubble growing from the button (0.5 s).
    public static func present(duration: Double = 2, scale: Double = 2) -> Application {
        let app = launch(duration: duration, scale: scale)
        app.tapCentre(at: start) { (app.rootViewController as? ViewController)?.transitionButton }
        return app
    }

    /// Presents as ``present(duration:scale:)``, then taps the presented screen's close button
    /// at 1.0 s: the app's `closeAction` dismisses and the bubble shrinks into the "+" button.
    public static func dismiss(scale: Double = 2) -> Application {
        let app = present(scale: scale)
        app.tapCentre(at: dismissStart) {
            (app.rootViewController?.presentedViewController as? ModalViewController)?.closeButton
        }
        return app
    }

    /// Presents as ``present(duration:scale:)``; at 1.0 s a finger goes down on the presented
    /// screen at (187.5, 300), drags 133 pt down over 0.3 s, rests 0.1 s and lifts. The
    /// library's pan dismisses on `.began`, follows the finger with `update(translation.y ÷ 667)`
    /// and, at 20 % < 30 %, cancels when the finger lifts.
    public static func dismissInteractiveCancel(scale: Double = 2) -> Application {
        let app = present(duration: 2.2, scale: scale)
        app.drag(
            from: Point(x: 187.5, y: 300), to: Point(x: 187.5, y: 300 + dragDistance), at: dismissStart,
            over: dragDuration)
        return app
    }
}
