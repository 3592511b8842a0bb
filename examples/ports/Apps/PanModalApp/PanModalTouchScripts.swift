import Foundation
import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit

// The touch scripts of PanModal's sample app, the only code written here for it: the app is
// launched from its Info.plist as iOS launches it (its delegate builds the window in code), and a
// finger taps and drags what a user would. Everything on screen is the app's own (see APPS.md).

/// PanModal's sample app (`Sample`): a navigation controller with a table of examples; tapping a
/// row presents its controller with `presentPanModal(_:)` (the library's presentation controller
/// and animator): a sheet slides up over a dimming view, springing into place (0.5 s, damping
/// 0.8). A tap on the dimmed background dismisses it, sliding down; a drag moves it with the
/// finger, and a slow drag that ends nearer its rest than the screen's bottom springs it back.
public enum PanModalAppScript {
    /// When the finger taps the table's row, in seconds.
    public static let start = 0.2
    /// The presentation's and the dismissal's duration: the library's default
    /// `transitionDuration`, 0.5 s.
    public static let duration = 0.5
    /// When the dismissal (or the drag) starts, in seconds.
    public static let dismissStart = 1.0
    /// The row of "Basic" (`RowType.basic`, the first): a dark sheet whose top rests 200 pt
    /// below the top offset (y = 241 pt: the status bar's 20 pt + 21 pt + 200 pt).
    public static let basicRow = IndexPath(row: 0, section: 0)
    /// The row of "Full Screen" (`RowType.fullScreen`, the second): a navigation controller
    /// that slides up to the screen's top (0.4 s, no bounce).
    public static let fullScreenRow = IndexPath(row: 1, section: 0)
    /// The row of "Alert" (`RowType.alert`, the third): a 68 pt alert at the bottom.
    public static let alertRow = IndexPath(row: 2, section: 0)
    /// The row of "Alert (Transient)" (`RowType.transientAlert`, the fourth): the alert, counting
    /// down from 5 once a second after it appears, then dismissing itself.
    public static let transientAlertRow = IndexPath(row: 3, section: 0)
    /// The row of "User Groups" (`RowType.userGroups`, the fifth): a list of members whose short
    /// form is 300 pt tall.
    public static let userGroupsRow = IndexPath(row: 4, section: 0)
    /// The row of "User Groups (Stacked)" (`RowType.stacked`, the sixth): the list at its long
    /// form; a member's row presents the member's profile over it.
    public static let stackedRow = IndexPath(row: 5, section: 0)
    /// The row of "User Groups (NavigationController)" (`RowType.navController`, the seventh): the
    /// list in a navigation controller at the screen's height; a member's row pushes the profile.
    public static let navigationRow = IndexPath(row: 6, section: 0)
    /// The Full Screen presentation's and dismissal's duration: its `transitionDuration`, 0.4 s.
    public static let fullScreenDuration = 0.4
    /// When the second tap (a member's row) lands in the stacked and navigation scripts, in seconds.
    public static let secondTap = 1.0
    /// The member row the second tap lands on: the third member.
    public static let memberRow = IndexPath(row: 2, section: 0)
    /// Where the finger taps the dimmed background to dismiss: above the sheet.
    public static let backgroundPoint = Point(x: 187.5, y: 120)
    /// Where the finger goes down on the sheet for the drag.
    public static let dragStart = Point(x: 187.5, y: 400)
    /// How far the finger drags the sheet down in the cancelled drag: 100 pt, so that the
    /// sheet's top (341 pt) is nearer its rest (241 pt) than the screen's bottom (667 pt).
    public static let dragDistance = 100.0
    /// How long the finger takes over the drag (200 pt/s, under the library's 300 pt/s
    /// snapping velocity), in seconds; it then rests 0.1 s and lifts.
    public static let dragDuration = 0.5

    /// The app launched as iOS launches it (its Info.plist found, its app delegate called: it
    /// makes the window with the navigation controller in code), on a `duration` s clip at 30 fps
    /// and `scale` pixels per point.
    public static func launch(duration: Double = 2, scale: Double = 2) -> Application {
        let app = Application(duration: duration, fps: 30, scale: scale)
        do {
            try app.launch(appIn: .module, delegate: AppDelegate())
        } catch {
            preconditionFailure("PanModal's sample app does not launch: \(error)")
        }
        return app
    }

    /// The app's table of examples.
    static func list(in app: Application) -> SampleViewController {
        guard let navigation = app.rootViewController as? FlipbookKit.NavigationController,
            let list = navigation.viewControllers.first as? SampleViewController
        else { preconditionFailure("the app shows no SampleViewController") }
        return list
    }

    /// The window point at the centre of the table's row `indexPath`, as laid out now.
    static func centre(ofRow indexPath: IndexPath, in app: Application) -> Point {
        guard let cell = list(in: app).tableView.cellForRow(at: indexPath) else {
            preconditionFailure("the table shows no row \(indexPath)")
        }
        return cell.convert(Point(x: cell.bounds.midX, y: cell.bounds.midY), to: app.window)
    }

    /// Taps `row` at 0.2 s: its example is presented with `presentPanModal(_:)`.
    static func present(_ row: IndexPath, duration: Double = 2, scale: Double) -> Application {
        let app = launch(duration: duration, scale: scale)
        app.schedule(at: start) { try! app.tap(at: centre(ofRow: row, in: app), time: start) }
        return app
    }

    /// Taps "Basic": the dark sheet slides up to y = 241 pt over the 70 % black dimming.
    public static func basicPresent(scale: Double = 2) -> Application { present(basicRow, scale: scale) }

    /// Presents as ``basicPresent(scale:)``, then taps the dimmed background at 1 s (the
    /// library's `allowsTapToDismiss`): the sheet slides down and the dimming fades.
    public static func basicDismiss(scale: Double = 2) -> Application {
        let app = basicPresent(scale: scale)
        app.schedule(at: dismissStart) { try! app.tap(at: backgroundPoint, time: dismissStart) }
        return app
    }

    /// Presents as ``basicPresent(scale:)``; at 1 s a finger goes down on the sheet, drags it
    /// 100 pt down over 0.5 s, rests 0.1 s and lifts: the sheet follows the finger (the dimming
    /// lightens with it), and, nearer its rest than the bottom, springs back (0.5 s, damping 0.8).
    public static func basicDragCancel(scale: Double = 2) -> Application {
        let app = present(basicRow, duration: 2.4, scale: scale)
        app.schedule(at: dismissStart) {
            let end = Point(x: dragStart.x, y: dragStart.y + dragDistance)
            try! app.touch(along: [
                (dismissStart, dragStart), (dismissStart + dragDuration, end), (dismissStart + dragDuration + 0.1, end),
            ])
        }
        return app
    }

    /// Taps "Alert": the 68 pt alert slides up at the bottom over a 10 % black dimming.
    public static func alertPresent(scale: Double = 2) -> Application { present(alertRow, scale: scale) }

    /// Taps "Full Screen": the navigation controller titled "Full Screen" slides up to the
    /// screen's top in 0.4 s without a bounce (its `springDamping` 1).
    public static func fullScreenPresent(scale: Double = 2) -> Application { present(fullScreenRow, scale: scale) }

    /// Presents as ``fullScreenPresent(scale:)``; at 1 s a finger goes down mid-screen and flicks
    /// 200 pt down in 0.15 s (about 1300 pt/s, over the library's 300 pt/s): the sheet follows,
    /// and on the lift the library dismisses it, sliding down (0.4 s).
    public static func fullScreenFlickDismiss(scale: Double = 2) -> Application {
        let app = present(fullScreenRow, duration: 2.2, scale: scale)
        app.schedule(at: dismissStart) {
            try! app.touch(along: [
                (dismissStart, Point(x: 187.5, y: 300)), (dismissStart + 0.15, Point(x: 187.5, y: 500)),
            ])
        }
        return app
    }

    /// When the transient alert dismisses itself: its timer, started in `viewDidAppear(_:)`
    /// (when the presentation ends, 0.2 + 0.5 s), ticks once a second and dismisses on the
    /// fifth tick, 5 s later.
    public static let transientDismissStart = start + duration + 5

    /// Taps "Alert (Transient)": the alert slides up without dimming, reads "Message disppears in
    /// 5 seconds" (the sample's spelling), counts down once a second and, at 0, dismisses itself,
    /// sliding down (a 6.6 s clip).
    public static func transientAlert(scale: Double = 2) -> Application {
        present(transientAlertRow, duration: transientDismissStart + duration + 0.4, scale: scale)
    }

    /// Taps "User Groups": the list slides up to its 300 pt short form over the dimming.
    public static func userGroupsPresent(scale: Double = 2) -> Application { present(userGroupsRow, scale: scale) }

    /// The window point at the centre of row `indexPath` of the presented list's table.
    static func centre(ofMember indexPath: IndexPath, in app: Application) -> Point {
        var top = app.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        let list = (top as? FlipbookKit.NavigationController)?.topViewController ?? top
        guard let table = (list as? TableViewController)?.tableView, let cell = table.cellForRow(at: indexPath) else {
            preconditionFailure("the presented list shows no row \(indexPath)")
        }
        return cell.convert(Point(x: cell.bounds.midX, y: cell.bounds.midY), to: app.window)
    }

    /// Taps "User Groups (Stacked)", then, at 1 s, the third member: the member's profile slides
    /// up over the list (the library stacks a second sheet, 0.5 s).
    public static func stackedProfile(scale: Double = 2) -> Application {
        let app = present(stackedRow, duration: 2.2, scale: scale)
        app.schedule(at: secondTap) { try! app.tap(at: centre(ofMember: memberRow, in: app), time: secondTap) }
        return app
    }

    /// Taps "User Groups (NavigationController)", then, at 1 s, the third member: the profile is
    /// pushed inside the sheet's navigation controller (the navigation controller's slide).
    public static func navigationPush(scale: Double = 2) -> Application {
        let app = present(navigationRow, duration: 2.2, scale: scale)
        app.schedule(at: secondTap) { try! app.tap(at: centre(ofMember: memberRow, in: app), time: secondTap) }
        return app
    }
}
