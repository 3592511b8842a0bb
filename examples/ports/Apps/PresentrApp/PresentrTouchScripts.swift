import Foundation
import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit

// The touch scripts of Presentr's example app, the only code written here for it: the app is
// launched from its Info.plist and storyboard as iOS launches it, and a finger taps and drags
// what a user would. Everything on screen is the app's own (see APPS.md).

/// Presentr's example app (`PresentrExample`): a table of presentation types; tapping a row
/// presents the library's alert controller (from its xib) with that type, and tapping one of the
/// alert's buttons, or the dimmed background, dismisses it. Its shared presenter dismisses on a
/// swipe too: a short drag springs the alert back.
public enum PresentrAppScript {
    /// When the finger taps the table's row, in seconds.
    public static let start = 0.2
    /// The presentation's and the dismissal's duration: the library's default animation,
    /// `.normal(duration: 0.4)`.
    public static let duration = 0.4
    /// When the dismissal (or the drag) starts, in seconds.
    public static let dismissStart = 1.0
    /// The row of "Alert with default animation" (section `.alert`, first row).
    public static let alertRow = IndexPath(row: 0, section: 0)
    /// The row of "Popup with default animation" (section `.popup`, first row).
    public static let popupRow = IndexPath(row: 0, section: 1)
    /// The row of "BottomHalf with default animation" (section `.bottomHalf`, first row).
    public static let bottomHalfRow = IndexPath(row: 0, section: 3)
    /// The other rows on the first screen: the name of their GIF, the row and its title.
    public static let otherRows: [(name: String, row: IndexPath, title: String)] = [
        ("alert-custom", IndexPath(row: 1, section: 0), "Alert with custom animation (.flipHorizontal)"),
        ("alert-without-animation", IndexPath(row: 2, section: 0), "Alert without animation"),
        ("popup-custom", IndexPath(row: 1, section: 1), "Popup with custom animation (.coverHorizontalFromRight)"),
        ("top-half", IndexPath(row: 0, section: 2), "TopHalf with default animation"),
        ("top-half-custom", IndexPath(row: 1, section: 2), "TopHalf with custom animation (.coverHorizontalFromLeft)"),
        ("bottom-half-custom", IndexPath(row: 1, section: 3), "BottomHalf with custom animation (.crossDissolve)"),
    ]
    /// How far the finger drags the bottom half down in the cancelled swipe: 60 pt, under the
    /// library's 100 pt limit.
    public static let dragDistance = 60.0

    /// The app launched as iOS launches it (its Info.plist's main storyboard in the window, its
    /// app delegate called), on a `duration` s clip at 30 fps and `scale` pixels per point.
    public static func launch(duration: Double = 2, scale: Double = 2) -> Application {
        let app = Application(duration: duration, fps: 30, scale: scale)
        do {
            try app.launch(appIn: .module, delegate: AppDelegate())
        } catch {
            preconditionFailure("Presentr's example app does not launch: \(error)")
        }
        return app
    }

    /// The app's table of examples.
    static func list(in app: Application) -> MainTableViewController {
        guard let navigation = app.rootViewController as? NavigationController,
            let list = navigation.viewControllers.first as? MainTableViewController
        else { preconditionFailure("the app shows no MainTableViewController") }
        return list
    }

    /// The window point at the centre of the table's row `indexPath`, as laid out now.
    static func centre(ofRow indexPath: IndexPath, in app: Application) -> Point {
        guard let cell = list(in: app).tableView.cellForRow(at: indexPath) else {
            preconditionFailure("the table shows no row \(indexPath)")
        }
        return cell.convert(Point(x: cell.bounds.midX, y: cell.bounds.midY), to: app.window)
    }

    /// The window point at the centre of the presented alert's first button ("NO, SORRY! 😱").
    static func cancelButton(in app: Application) -> Point {
        guard let alert = list(in: app).alertController.viewIfLoaded,
            let button = firstButton(in: alert)
        else { preconditionFailure("the alert shows no button") }
        return button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: app.window)
    }

    private static func firstButton(in view: View) -> Button? {
        if let button = view as? Button { return button }
        return view.subviews.lazy.compactMap { firstButton(in: $0) }.first
    }

    /// Taps `row` at 0.2 s: its example presents the alert controller.
    static func present(_ row: IndexPath, scale: Double) -> Application {
        let app = launch(scale: scale)
        app.schedule(at: start) { try! app.tap(at: centre(ofRow: row, in: app), time: start) }
        return app
    }

    /// Taps "Alert with default animation": the alert (270 × 180 pt, centred) covers vertically,
    /// over a background dimming to 70 % black.
    public static func alertPresent(scale: Double = 2) -> Application { present(alertRow, scale: scale) }

    /// Presents as ``alertPresent()``, then taps the alert's "NO, SORRY!" button at 1 s: the
    /// alert dismisses, sliding down.
    public static func alertDismiss(scale: Double = 2) -> Application {
        let app = alertPresent(scale: scale)
        app.schedule(at: dismissStart) { try! app.tap(at: cancelButton(in: app), time: dismissStart) }
        return app
    }

    /// Taps "Popup with default animation": the alert controller in the popup size (80 % × 60 %
    /// of the screen), centred, covering vertically.
    public static func popupPresent(scale: Double = 2) -> Application { present(popupRow, scale: scale) }

    /// Taps the row named `name` in ``otherRows`` at 0.2 s: its example presents the alert
    /// controller with the row's type and animation.
    public static func presentRow(named name: String, scale: Double = 2) -> Application {
        guard let row = otherRows.first(where: { $0.name == name })?.row else {
            preconditionFailure("no row named \(name)")
        }
        return present(row, scale: scale)
    }

    /// Taps "BottomHalf with default animation": the alert controller covers the lower half of
    /// the screen, sliding up.
    public static func bottomHalfPresent(scale: Double = 2) -> Application { present(bottomHalfRow, scale: scale) }

    /// Presents as ``bottomHalfPresent()``, then taps the dimmed upper half at 1 s (the
    /// presenter's `backgroundTap` is `.dismiss`): the bottom half slides down.
    public static func bottomHalfDismiss(scale: Double = 2) -> Application {
        let app = bottomHalfPresent(scale: scale)
        app.schedule(at: dismissStart) { try! app.tap(at: Point(x: 187, y: 150), time: dismissStart) }
        return app
    }

    /// Presents as ``bottomHalfPresent()``; at 1 s a finger goes down on the bottom half, drags
    /// 60 pt down over 0.3 s and lifts: under the library's 100 pt limit, the swipe does not
    /// dismiss, and the view springs back (0.5 s, damping 0.5).
    public static func bottomHalfSwipeCancel(scale: Double = 2) -> Application {
        let app = bottomHalfPresent(scale: scale)
        app.schedule(at: dismissStart) {
            try! app.touch(along: [
                (dismissStart, Point(x: 187, y: 450)), (dismissStart + 0.3, Point(x: 187, y: 450 + dragDistance)),
            ])
        }
        return app
    }
}
