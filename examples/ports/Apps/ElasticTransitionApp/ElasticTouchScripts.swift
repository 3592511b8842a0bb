import AppScripting
import Foundation
import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit

// The touch scripts of ElasticTransition's example app (with MotionAnimation, the spring
// library it animates with), the only code written here for it: the app is launched from its
// Info.plist and storyboard as iOS launches it, and a finger taps and drags what a user would.
// Everything on screen is the app's own (see APPS.md).

/// ElasticTransition's example app (`ElasticTransitionExample`): a white screen with the
/// buttons "Code", "Options", "About" and "Modal". "Code" presents the menu (the storyboard's
/// `menu` segue, the app's `MenuViewController`, 320 pt wide) from the left edge: its right edge
/// bulges like a pulled rubber sheet, MotionAnimation's springs (a 60 Hz display link) carrying
/// it from the button's centre to its place. A tap on the dimmed background to the right of the
/// menu dismisses it the same way back, and a finger dragging in from the screen's left edge
/// pulls the menu out interactively (the app's `UIScreenEdgePanGestureRecognizer`): let go
/// before 30 % of its width and it springs back (cancelled). "About" brings a whole-screen page
/// in from the right, which its close button dismisses.
public enum ElasticTransitionAppScript {
    /// When the finger taps "Code", in seconds.
    public static let start = 0.2
    /// How long the menu's springs take to come to rest (MotionAnimation's 0.5 pt threshold),
    /// rounded up: 0.92 s measured for the presentation and the dismissal alike. The library's
    /// `transitionDuration` (0.7 s) is not what runs.
    public static let duration = 1.0
    /// When the finger taps the background, in seconds.
    public static let dismissStart = 1.5
    /// Where the finger taps the background to dismiss the menu: right of the 320 pt menu.
    public static let backgroundPoint = Point(x: 347.5, y: 333.5)
    /// When the finger starts dragging from the left edge in the cancelled presentation.
    public static let dragStart = 0.2
    /// Where the finger goes down: 2 pt from the left edge, halfway down.
    public static let dragFrom = Point(x: 2, y: 333.5)
    /// How far the finger drags right: 64 pt, 20 % of the menu's 320 pt, below the app's
    /// `panThreshold` of 0.3 (96 pt).
    public static let dragDistance = 64.0
    /// How long the finger takes over the drag, in seconds; it then rests 0.1 s and lifts.
    public static let dragDuration = 0.3

    /// The app launched as iOS launches it (its Info.plist's main storyboard in the window, its
    /// app delegate called), on a `duration` s clip at 30 fps and `scale` pixels per point.
    public static func launch(duration: Double = 2, scale: Double = 2) -> Application {
        .launchingApp(
            in: .module, delegate: AppDelegate(), name: "ElasticTransition's example app", duration: duration,
            scale: scale)
    }

    /// The app's first screen.
    static func home(_ app: Application) -> InitialViewController? {
        app.rootViewController as? InitialViewController
    }

    /// Taps "Code" at 0.2 s: the app's `codeBtnTouched` sets the transition's edge to the left
    /// and its starting point to the button's centre and performs the `menu` segue.
    public static func menuPresent(duration: Double = 2, scale: Double = 2) -> Application {
        let app = launch(duration: duration, scale: scale)
        app.tapCentre(at: start) { Application.button(titled: "Code", in: home(app)?.view) }
        return app
    }

    /// Presents the menu as ``menuPresent(duration:scale:)``, then taps the dimmed background
    /// right of it at 1.5 s: the presentation controller's `overlayTapped` starts the dismissal
    /// from the tap (the menu's `dismissByBackgroundTouch`).
    public static func menuDismiss(scale: Double = 2) -> Application {
        let app = menuPresent(duration: 3, scale: scale)
        try! app.tap(at: backgroundPoint, time: dismissStart)
        return app
    }

    /// Taps "About" at 0.2 s: the app's `aboutBtnTouched` sets the edge to the right and the
    /// starting point to the button's centre and performs the `about` segue; the About screen
    /// (no `contentLength`: the whole screen, in the app's random colour) comes in from the right.
    public static func aboutPresent(duration: Double = 2, scale: Double = 2) -> Application {
        let app = launch(duration: duration, scale: scale)
        app.tapCentre(at: start) { Application.button(titled: "About", in: home(app)?.view) }
        return app
    }

    /// Presents the About screen as ``aboutPresent(duration:scale:)``, then taps its close button
    /// (the storyboard's first button, top left) at 1.5 s: the app's `dismiss(_:)` dismisses it
    /// back to the right.
    public static func aboutDismiss(scale: Double = 2) -> Application {
        let app = aboutPresent(duration: 3, scale: scale)
        app.tapCentre(at: dismissStart) {
            (home(app)?.presentedViewController as? AboutViewController)?.view.subviews.first { $0 is Button }
        }
        return app
    }

    /// A finger goes down 2 pt from the left edge at 0.2 s, drags 64 pt right over 0.3 s, rests
    /// 0.1 s and lifts. The app's edge pan starts the `menu` segue interactively; the springs
    /// follow the finger (the menu's edge sticks until the finger is 96 pt in), and when it lifts
    /// short of 30 % the library cancels and the springs carry the menu back out.
    public static func menuInteractiveCancel(scale: Double = 2) -> Application {
        let app = launch(duration: 2, scale: scale)
        app.drag(
            from: dragFrom, to: Point(x: dragFrom.x + dragDistance, y: dragFrom.y), at: dragStart,
            over: dragDuration)
        return app
    }

    /// Taps "Options" at 0.2 s: the app's `optionBtnTouched` sets the edge to the bottom and the
    /// starting point to the button's centre and performs the `option` segue; the options table
    /// (its `contentLength`, the menu's height) comes up from the bottom with the elastic edge.
    public static func optionsPresent(duration: Double = 2, scale: Double = 2) -> Application {
        let app = launch(duration: duration, scale: scale)
        app.tapCentre(at: start) { Application.button(titled: "Options", in: home(app)?.view) }
        return app
    }

    /// Taps "Modal" at 0.2 s: `modalBtnTouched` presents the storyboard's `modalExample`
    /// (`ElasticModalViewController`, its own elastic transition from the bottom, in the app's
    /// random colour).
    public static func modalPresent(duration: Double = 2, scale: Double = 2) -> Application {
        let app = launch(duration: duration, scale: scale)
        app.tapCentre(at: start) { Application.button(titled: "Modal", in: home(app)?.view) }
        return app
    }

    /// Where the right-edge drag starts: 2 pt from the right edge, mid-height.
    public static let rightDragFrom = Point(x: 373, y: 333.5)
    /// How far the right-edge drag goes: 200 pt, 53 % of the width, past the 30 % threshold.
    public static let rightDragDistance = 200.0

    /// A finger goes down 2 pt from the right edge at 0.2 s, drags 200 pt left over 0.4 s, rests
    /// 0.1 s and lifts. The app's right edge pan starts the `about` segue interactively; past the
    /// 30 % threshold the library finishes it and the About screen springs in.
    public static func aboutInteractivePresent(scale: Double = 2) -> Application {
        let app = launch(duration: 2.5, scale: scale)
        app.drag(
            from: rightDragFrom, to: Point(x: rightDragFrom.x - rightDragDistance, y: rightDragFrom.y), at: dragStart,
            over: 0.4)
        return app
    }
}
