import AppScripting
import Foundation
import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit

// The touch scripts of EasyTransitions' example app, the only code written here for it: the
// app is launched from its Info.plist as iOS launches it (its delegate puts the "Today" list in
// the window), and a finger taps and drags what a user would. Everything on screen is the app's
// own (see APPS.md).

/// EasyTransitions' example app: the App Store's "Today" list of cards; tapping a card presents
/// its detail screen with the library's `AppStoreAnimator` (the card grows from its place in the
/// list to the full screen over a blur, 0.85 s); the card's close button dismisses it, shrinking
/// it back, and a downward pan (`.regular(.fromTop)`) dismisses it interactively.
public enum EasyTransitionsAppScript {
    /// When the finger taps the first card, in seconds.
    public static let start = 0.2
    /// The presentation's and the dismissal's duration: `AppStoreAnimator.duration`, 0.85 s.
    public static let duration = 0.85
    /// When the finger taps the close button, or starts the drag, in seconds.
    public static let dismissStart = 1.3
    /// How far the finger drags the detail screen down in the cancelled dismissal: 133 pt, 20 %
    /// of the screen's 667 pt, below the library's 0.5 `completeOnPercentage`.
    public static let dragDistance = 133.0
    /// How long the finger takes over the drag, in seconds; it then rests 0.1 s (its velocity
    /// falls below the library's 100 pt/s) and lifts.
    public static let dragDuration = 0.3

    /// The app launched as iOS launches it, on a `duration` s clip at 30 fps and `scale`
    /// pixels per point.
    public static func launch(duration: Double = 2.4, scale: Double = 2) -> Application {
        .launchingApp(
            in: .module, delegate: AppDelegate(), name: "EasyTransitions' example app", duration: duration, scale: scale)
    }

    /// Taps the first card of the list at 0.2 s: the app's `didSelectItemAt` presents its
    /// `AppDetailViewController` with the `AppStoreAnimator` (0.85 s).
    public static func present(duration: Double = 2.4, scale: Double = 2) -> Application {
        let app = launch(duration: duration, scale: scale)
        app.tapCentre(at: start) {
            let today = app.rootViewController as? TodayCollectionViewController
            return today?.collectionView?.cellForItem(at: IndexPath(item: 0, section: 0))
        }
        return app
    }

    /// Presents as ``present(duration:scale:)``, then taps the detail card's close button at
    /// 1.3 s: the app's `closeCardView` dismisses and the card shrinks back into the list.
    public static func dismiss(scale: Double = 2) -> Application {
        let app = present(duration: 2.4, scale: scale)
        app.tapCentre(at: dismissStart) {
            (app.rootViewController?.presentedViewController as? AppDetailViewController)?.cardView?.closeButton
        }
        return app
    }

    /// Presents as ``present(duration:scale:)``; at 1.3 s a finger goes down on the detail
    /// screen at (187.5, 300), drags 133 pt down over 0.3 s, rests 0.1 s and lifts. The
    /// library's pan dismisses on `.began` (a downward velocity), follows the finger with
    /// `update(translation.y ÷ 667)` and, at 20 % < 50 % and at rest, cancels when it lifts.
    public static func dismissInteractiveCancel(scale: Double = 2) -> Application {
        let app = present(duration: 2.8, scale: scale)
        app.drag(
            from: Point(x: 187.5, y: 300), to: Point(x: 187.5, y: 300 + dragDistance), at: dismissStart,
            over: dragDuration)
        return app
    }
}
