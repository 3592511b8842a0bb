import Foundation
import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit

// The touch scripts of ZoomTransitioning's example app, the only code written here for it: the
// app is launched from its Info.plist and storyboard as iOS launches it, and a finger taps and
// drags what a user would. Everything on screen is the app's own (see APPS.md).

/// ZoomTransitioning's example app (`Demo`): a two-column grid of ten pictures; tapping one
/// pushes the detail screen, whose large picture the thumbnail zooms into; the back button or
/// a drag from the left edge pops it, zooming back.
public enum ZoomTransitioningAppScript {
    /// When the finger taps the grid's item, in seconds.
    public static let start = 0.2
    /// The push's and the pop's duration: the list's `animationDuration`, 0.4 s.
    public static let duration = 0.4
    /// When the pop (or the drag that pops) starts, in seconds.
    public static let popStart = 0.9
    /// The grid item the finger taps: the fourth picture (second row, right).
    public static let item = IndexPath(item: 3, section: 0)
    /// How far the finger drags from the left edge in the cancelled pop: 100 pt, 27 % of the
    /// screen's width, below the library's 33 % threshold.
    public static let dragDistance = 100.0

    /// The app launched as iOS launches it (its Info.plist's main storyboard in the window, its
    /// app delegate called), on a 2 s clip at 30 fps and `scale` pixels per point (default 2).
    public static func launch(duration: Double = 2, scale: Double = 2) -> Application {
        let app = Application(duration: duration, fps: 30, scale: scale)
        do {
            try app.launch(appIn: .module, delegate: AppDelegate())
        } catch {
            preconditionFailure("ZoomTransitioning's example app does not launch: \(error)")
        }
        return app
    }

    /// The window point at the centre of the grid's item `indexPath`, as laid out now.
    static func centre(ofItem indexPath: IndexPath, in app: Application) -> Point {
        guard let navigation = app.rootViewController as? NavigationController,
            let grid = navigation.viewControllers.first as? CollectionViewController,
            let cell = grid.collectionView.cellForItem(at: indexPath)
        else {
            preconditionFailure("the list shows no item \(indexPath.item)")
        }
        return cell.convert(Point(x: cell.bounds.midX, y: cell.bounds.midY), to: app.window)
    }

    /// Taps the grid's fourth picture at 0.2 s: the detail screen is pushed (the storyboard's
    /// selection segue) and the picture zooms to the top of it.
    public static func push(scale: Double = 2) -> Application {
        let app = launch(scale: scale)
        app.schedule(at: start) { try! app.tap(at: centre(ofItem: item, in: app), time: start) }
        return app
    }

    /// The window point on the navigation bar's back item (the chevron and the back title).
    static func backItem(in app: Application) -> Point {
        guard let bar = (app.rootViewController as? NavigationController)?.navigationBar else {
            preconditionFailure("the app shows no navigation controller")
        }
        return bar.convert(Point(x: 24, y: bar.bounds.midY), to: app.window)
    }

    /// Pushes as ``push()``, then taps the navigation bar's back item at 0.9 s: the detail
    /// screen pops and the picture zooms back into its cell.
    public static func pop(scale: Double = 2) -> Application {
        let app = push(scale: scale)
        app.schedule(at: popStart) { try! app.tap(at: backItem(in: app), time: popStart) }
        return app
    }

    /// Pushes as ``push()``; at 0.9 s a finger goes down 5 pt from the left edge, drags 100 pt
    /// right over 0.3 s, rests 0.15 s and lifts. The library's edge pan pops interactively,
    /// follows the finger and, at 27 %, cancels: the detail screen comes back.
    public static func popInteractiveCancel(scale: Double = 2) -> Application {
        let app = push(scale: scale)
        app.schedule(at: popStart) {
            try! app.touch(along: [
                (popStart, Point(x: 5, y: 400)), (popStart + 0.3, Point(x: 5 + dragDistance, y: 400)),
                (popStart + 0.45, Point(x: 5 + dragDistance, y: 400)),
            ])
        }
        return app
    }
}
