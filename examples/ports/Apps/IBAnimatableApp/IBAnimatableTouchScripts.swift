import AppScripting
import Foundation
import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit

// The touch scripts of IBAnimatable's example app, the only code written here for it: the app
// is launched from its Info.plist and storyboard as iOS launches it (see APPS.md).

/// IBAnimatable's example app (`IBAnimatableApp`): its main storyboard's first screen, from
/// which the Playground's screens (Transitions, Presentations, Interactions, …) open.
public enum IBAnimatableAppScript {
    /// The app launched as iOS launches it (its Info.plist's main storyboard in the window, its
    /// app delegate called), on a `duration` s clip at 30 fps and `scale` pixels per point.
    public static func launch(duration: Double = 2, scale: Double = 2) -> Application {
        .launchingApp(in: .module, delegate: AppDelegate(), name: "IBAnimatable's example app", duration: duration, scale: scale)
    }
}

extension IBAnimatableAppScript {
    /// When the finger taps Main's "Playground" button (a modal presentation of Playground.storyboard).
    public static let playgroundStart = 0.2
    /// When the finger taps the Playground table's "Transitions" row (its storyboard reference).
    public static let transitionsStart = 1.2
    /// When the finger taps the Transitions table's first row (fade in).
    public static let rowStart = 2.2
    /// When the finger taps "Tap to present".
    public static let presentStart = 3.2
    /// When the finger taps the presented screen's "Tap to dismiss" (its unwind segue).
    public static let dismissStart = 4.4
    /// The library's transition duration (`defaultTransitionDuration`, 0.75 s).
    public static let duration = 0.75

    /// The controller on top: following presented controllers and navigation controllers' tops.
    static func topController(_ app: Application) -> ViewController? {
        var top = app.rootViewController
        while true {
            if let presented = top?.presentedViewController {
                top = presented
            } else if let nav = top as? FlipbookKit.NavigationController, let child = nav.topViewController {
                top = child
            } else {
                return top
            }
        }
    }

    /// The first view under `view` (depth first) that `match` accepts.
    static func find(in view: View?, _ match: (View) -> Bool) -> View? {
        guard let view else { return nil }
        if match(view) { return view }
        for subview in view.subviews { if let found = find(in: subview, match) { return found } }
        return nil
    }

    /// The table cell on the top screen showing a label with `text`.
    static func cell(labelled text: String, in app: Application) -> View? {
        find(in: topController(app)?.view) { view in
            view is TableViewCell && find(in: view) { ($0 as? Label)?.text == text } != nil
        }
    }

    /// Opens the Transitions screen as a user does: Main's "Playground" button, then the
    /// Playground's "Transitions" row, then the first transition (fade in).
    public static func openTransition(duration: Double = 5.5, scale: Double = 2) -> Application {
        let app = launch(duration: duration, scale: scale)
        app.tapCentre(at: playgroundStart) { Application.button(titled: "Playground", in: topController(app)?.view) }
        app.tapCentre(at: transitionsStart) { cell(labelled: "Transitions", in: app) }
        app.tapCentre(at: rowStart) { cell(labelled: "fade(in)", in: app) }
        return app
    }

    /// Opens the first transition's screen and taps "Tap to present": IBAnimatable's fade
    /// animator presents `TransitionPresentedViewController` (0.75 s).
    public static func present(duration: Double = 4.2, scale: Double = 2) -> Application {
        let app = openTransition(duration: duration, scale: scale)
        app.tapCentre(at: presentStart) { Application.button(titled: "Tap to present", in: topController(app)?.view) }
        return app
    }

    /// Presents the first transition's screen, then taps its "Tap to dismiss": an unwind segue
    /// (`unwindToViewController:`, which the library declares in an extension of
    /// `UIViewController`) ends at `TransitionViewController`, and IBAnimatable's fade animator
    /// dismisses the presented screen (0.75 s).
    public static func dismiss(duration: Double = 5.4, scale: Double = 2) -> Application {
        let app = present(duration: duration, scale: scale)
        app.tapCentre(at: dismissStart) { Application.button(titled: "Tap to dismiss", in: topController(app)?.view) }
        return app
    }

    /// When the finger taps the presented screen's "Tap to present via segue with gesture"
    /// (`PresentFadeWithDismissInteractionSegue`: a second presented screen whose dismissal a
    /// horizontal pan drives).
    public static let gesturePresentStart = 4.4
    /// When the finger goes down on the second presented screen for the cancelled pan.
    public static let panStart = 5.6
    /// How far the finger pans right (pt): 90 of the 375 pt screen, 24 % progress, short of the
    /// library's 50 % completion threshold (`PanInteractiveAnimator`).
    public static let panDistance = 90.0
    /// How long the finger moves (s): 300 pt/s, short of the library's 1000 pt/s speed threshold;
    /// it then rests 0.1 s (its velocity falls to zero) and lifts.
    public static let panDuration = 0.3

    /// Presents the first transition's screen, then taps its "Tap to present via segue with
    /// gesture": IBAnimatable's `PresentFadeWithDismissInteractionSegue` presents a second
    /// `TransitionPresentedViewController` (0.75 s) and connects a pan gesture recognizer to it.
    public static func presentWithGesture(duration: Double = 5.4, scale: Double = 2) -> Application {
        let app = present(duration: duration, scale: scale)
        app.tapCentre(at: gesturePresentStart) {
            Application.button(titled: "Tap to present via segue with gesture", in: topController(app)?.view)
        }
        return app
    }

    /// Presents with the gesture, then pans right 90 pt in the lower half of the screen (below
    /// the buttons), rests and lifts: the library's `PanInteractiveAnimator` dismisses
    /// interactively, scrubs the cross-fade to 24 % and, below both thresholds, cancels.
    public static func dismissInteractiveCancel(duration: Double = 7, scale: Double = 2) -> Application {
        let app = presentWithGesture(duration: duration, scale: scale)
        app.drag(
            from: Point(x: 100, y: 560), to: Point(x: 100 + panDistance, y: 560), at: panStart, over: panDuration)
        return app
    }

    /// When the finger taps the Transitions screen's "Tap to push".
    public static let pushStart = 3.2
    /// When the pushed screen pops, as its back button does.
    public static let popStart = 4.4

    /// Opens the first transition's screen and taps "Tap to push": its show segue pushes
    /// `TransitionPushedViewController` through the app's `AnimatableNavigationController`,
    /// whose fade animator cross-fades (0.75 s).
    public static func push(duration: Double = 4.2, scale: Double = 2) -> Application {
        let app = openTransition(duration: duration, scale: scale)
        app.tapCentre(at: pushStart) { Application.button(titled: "Tap to push", in: topController(app)?.view) }
        return app
    }

    /// Pushes as ``push(duration:scale:)``, then taps the navigation bar's back item ("‹ fade(in)"):
    /// the navigation controller's fade animator cross-fades back (0.75 s).
    public static func pop(duration: Double = 5.4, scale: Double = 2) -> Application {
        let app = push(duration: duration, scale: scale)
        tapBackItem(in: app, at: popStart)
        return app
    }

    /// At `time`, taps the back item ("‹ …") at the left of the top screen's navigation bar
    /// (Kit's back button, which pops).
    static func tapBackItem(in app: Application, at time: Double) {
        app.schedule(at: time) {
            guard let bar = topController(app)?.navigationController?.navigationBar else {
                preconditionFailure("the pushed screen has no navigation bar")
            }
            try! app.tap(at: bar.convert(Point(x: 24, y: bar.bounds.midY), to: app.window), time: time)
        }
    }
}

/// The Transitions table's other rows: the finger scrolls the table (drags that rest before
/// they lift, so the table does not coast) until the row is on screen, then taps it.
extension IBAnimatableAppScript {
    /// A row of the Transitions table: the label it shows and where it is (the app's sections:
    /// Fade, SystemCube, SystemFlip, SystemMoveIn, SystemPush, SystemReveal, SystemPage,
    /// SystemCameraIris, Fold, Portal, NatGeo, Turn, Cards, Flip, Slide, Others).
    public struct TransitionRow: Sendable {
        /// The row's label, the transition's name as the app writes it.
        public let name: String
        public let section: Int
        public let row: Int
    }

    /// `slide(to: .left, isFade: true)`.
    public static let slideLeftFade = TransitionRow(name: "slide(left, fade)", section: 14, row: 0)
    /// `flip(from: .left)`.
    public static let flipLeft = TransitionRow(name: "flip(left)", section: 13, row: 0)
    /// `portal(direction: .forward, zoomScale: 0.3)`.
    public static let portalForward = TransitionRow(name: "portal(forward,0.3)", section: 9, row: 0)
    /// `natGeo(to: .left)`.
    public static let natGeoLeft = TransitionRow(name: "natGeo(left)", section: 10, row: 0)
    /// `cards(direction: .forward)`.
    public static let cardsForward = TransitionRow(name: "cards(forward)", section: 12, row: 0)
    /// `turn(from: .left)`.
    public static let turnLeft = TransitionRow(name: "turn(left)", section: 11, row: 0)
    /// `fold(from: .left, folds: nil)`.
    public static let foldLeft = TransitionRow(name: "fold(left)", section: 8, row: 0)
    /// `explode(xFactor: nil, minAngle: nil, maxAngle: nil)`.
    public static let explode = TransitionRow(name: "explode", section: 15, row: 2)
    /// `systemPush(from: .left)`: a `CATransition` of the public type `push` (push and pop only:
    /// the app hides "Tap to present" for the system transitions).
    public static let systemPushLeft = TransitionRow(name: "systemPush(left)", section: 4, row: 0)
    /// `systemCube(from: .left)`: a `CATransition` of iOS's private type `cube` (push and pop).
    public static let systemCubeLeft = TransitionRow(name: "systemCube(left)", section: 1, row: 0)
    /// `systemCube(from: .top)`: the library passes the subtype `fromBottom` (CA's y points up).
    public static let systemCubeTop = TransitionRow(name: "systemCube(top)", section: 1, row: 2)
    /// `systemCube(from: .right)`: the subtype `fromRight`.
    public static let systemCubeRight = TransitionRow(name: "systemCube(right)", section: 1, row: 1)
    /// `systemCube(from: .bottom)`: the library passes the subtype `fromTop`.
    public static let systemCubeBottom = TransitionRow(name: "systemCube(bottom)", section: 1, row: 3)
    /// `systemFlip(from: .left)`: a `CATransition` of iOS's private type `flip` (push and pop).
    public static let systemFlipLeft = TransitionRow(name: "systemFlip(left)", section: 2, row: 0)
    /// `systemFlip(from: .right)`: the subtype `fromRight`.
    public static let systemFlipRight = TransitionRow(name: "systemFlip(right)", section: 2, row: 1)
    /// `systemFlip(from: .bottom)`: the subtype `fromTop`.
    public static let systemFlipBottom = TransitionRow(name: "systemFlip(bottom)", section: 2, row: 3)
    /// `systemFlip(from: .top)`: the subtype `fromBottom`.
    public static let systemFlipTop = TransitionRow(name: "systemFlip(top)", section: 2, row: 2)
    /// `slide(to: .top, isFade: true)`: the screens slide up.
    public static let slideTopFade = TransitionRow(name: "slide(top, fade)", section: 14, row: 2)
    /// `flip(from: .right)`: the library's `FlipAnimator` mirrors its halves.
    public static let flipRight = TransitionRow(name: "flip(right)", section: 13, row: 1)
    /// `portal(direction: .backward, zoomScale: nil)`: the new screen closes like two doors.
    public static let portalBackward = TransitionRow(name: "portal(backward)", section: 9, row: 1)
    /// `natGeo(to: .right)`.
    public static let natGeoRight = TransitionRow(name: "natGeo(right)", section: 10, row: 1)
    /// `cards(direction: .backward)`.
    public static let cardsBackward = TransitionRow(name: "cards(backward)", section: 12, row: 1)
    /// `turn(from: .top)`: about the horizontal axis.
    public static let turnTop = TransitionRow(name: "turn(top)", section: 11, row: 2)
    /// `fold(from: .top, folds: nil)`: horizontal strips.
    public static let foldTop = TransitionRow(name: "fold(top)", section: 8, row: 2)
    /// `explode(xFactor: 10, minAngle: -20, maxAngle: 20)`.
    public static let explodeParameters = TransitionRow(name: "explode(10.0,-20.0,20.0)", section: 15, row: 3)
    /// `systemMoveIn(from: .left)`: a `CATransition` of the public type `moveIn` (push and pop).
    public static let systemMoveInLeft = TransitionRow(name: "systemMoveIn(left)", section: 3, row: 0)
    /// `systemReveal(from: .left)`: a `CATransition` of the public type `reveal` (push and pop).
    public static let systemRevealLeft = TransitionRow(name: "systemReveal(left)", section: 5, row: 0)
    /// `fade(direction: .cross)`: both screens fade.
    public static let fadeCross = TransitionRow(name: "fade(cross)", section: 0, row: 2)
    /// `systemMoveIn(from: .top)`: the library passes the subtype `fromBottom`.
    public static let systemMoveInTop = TransitionRow(name: "systemMoveIn(top)", section: 3, row: 2)
    /// `slide(to: .right, isFade: false)`, which the app labels "slideslide(right)" (its
    /// `asString` writes "slide" twice when `isFade` is false) and so reads back as `.none`.
    public static let slideRightUnlabelled = TransitionRow(name: "slideslide(right)", section: 14, row: 1)
    /// `systemReveal(from: .top)`: the library passes the subtype `fromBottom`.
    public static let systemRevealTop = TransitionRow(name: "systemReveal(top)", section: 5, row: 2)
    /// `systemMoveIn(from: .bottom)`: the library passes the subtype `fromTop`.
    public static let systemMoveInBottom = TransitionRow(name: "systemMoveIn(bottom)", section: 3, row: 3)
    /// `systemReveal(from: .bottom)`: the library passes the subtype `fromTop`.
    public static let systemRevealBottom = TransitionRow(name: "systemReveal(bottom)", section: 5, row: 3)
    /// `systemPage(type: .curl)`: a `CATransition` of iOS's private type `pageCurl` without a
    /// subtype (its pop is `systemPage(unCurl)`).
    public static let systemPageCurl = TransitionRow(name: "systemPage(curl)", section: 6, row: 0)
    /// `systemPage(type: .unCurl)`: iOS's private `pageUnCurl` (its pop is `systemPage(curl)`).
    public static let systemPageUnCurl = TransitionRow(name: "systemPage(unCurl)", section: 6, row: 1)
    /// `systemCameraIris(hollowState: .none)`: iOS's private `cameraIris`.
    public static let systemCameraIris = TransitionRow(name: "systemCameraIris", section: 7, row: 0)
    /// `systemCameraIris(hollowState: .open)`: `cameraIrisHollowOpen` (its pop is `(close)`).
    public static let systemCameraIrisOpen = TransitionRow(name: "systemCameraIris(open)", section: 7, row: 1)
    /// `systemCameraIris(hollowState: .close)`: `cameraIrisHollowClose`.
    public static let systemCameraIrisClose = TransitionRow(name: "systemCameraIris(close)", section: 7, row: 2)
    /// `systemRotate`: iOS's private `rotate`, which Flipbook draws as a fade.
    public static let systemRotate = TransitionRow(name: "systemRotate", section: 15, row: 0)

    /// How many drags the finger has to reach any row (each at most ``scrollDragDistance``).
    static let scrollDrags = 6
    /// The farthest one drag scrolls (pt).
    static let scrollDragDistance = 450.0
    /// How long a drag moves (s); it then rests 0.1 s and lifts, and the next starts 0.15 s later.
    static let scrollDragDuration = 0.4
    /// When the finger taps a scrolled row: after the drags.
    public static let scrolledRowStart = rowStart + Double(scrollDrags) * (scrollDragDuration + 0.25) + 0.1
    /// When the finger taps "Tap to present" on a scrolled row's screen.
    public static let scrolledPresentStart = scrolledRowStart + 1.0
    /// When the finger taps the presented screen's "Tap to dismiss".
    public static let scrolledDismissStart = scrolledPresentStart + 1.2

    /// The Transitions table on top.
    static func transitionsTable(_ app: Application) -> TableView? {
        (topController(app) as? TransitionTableViewController)?.tableView
    }

    /// Opens the Transitions screen, scrolls its table as a finger does until `row` is about
    /// 400 pt down the window, and taps it: the app's navigation controller is presented with
    /// the row's transition (0.5 s). Each drag covers what is left when it starts (at most
    /// 450 pt, never past the end of the table); drags with nothing left do not touch.
    public static func openTransition(_ row: TransitionRow, duration: Double, scale: Double = 2) -> Application {
        let app = launch(duration: duration, scale: scale)
        app.tapCentre(at: playgroundStart) { Application.button(titled: "Playground", in: topController(app)?.view) }
        app.tapCentre(at: transitionsStart) { cell(labelled: "Transitions", in: app) }
        for drag in 0..<scrollDrags {
            let start = rowStart + Double(drag) * (scrollDragDuration + 0.25)
            app.schedule(at: start) {
                guard let table = transitionsTable(app) else { return }
                let rect = table.rectForRow(at: IndexPath(row: row.row, section: row.section))
                let rowY = table.convert(Point(x: rect.midX, y: rect.midY), to: app.window).y
                let maxOffset = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
                let distance = min(rowY - 400, scrollDragDistance, maxOffset - table.contentOffset.y)
                guard distance >= 1 else { return }
                try! app.touch(along: [
                    (start, Point(x: 187, y: 600)), (start + scrollDragDuration, Point(x: 187, y: 600 - distance)),
                    (start + scrollDragDuration + 0.1, Point(x: 187, y: 600 - distance)),
                ])
            }
        }
        app.tapCentre(at: scrolledRowStart) { cell(labelled: row.name, in: app) }
        return app
    }

    /// Opens `row`'s screen and taps "Tap to present": the library's animator for the row's
    /// transition presents `TransitionPresentedViewController` (0.75 s).
    public static func present(_ row: TransitionRow, duration: Double? = nil, scale: Double = 2) -> Application {
        let app = openTransition(row, duration: duration ?? scrolledPresentStart + 1.0, scale: scale)
        app.tapCentre(at: scrolledPresentStart) { Application.button(titled: "Tap to present", in: topController(app)?.view) }
        return app
    }

    /// Opens `row`'s screen and taps "Tap to push": the app's navigation controller pushes
    /// `TransitionPushedViewController` with the row's transition (0.75 s).
    public static func push(_ row: TransitionRow, duration: Double? = nil, scale: Double = 2) -> Application {
        let app = openTransition(row, duration: duration ?? scrolledPresentStart + 1.0, scale: scale)
        app.tapCentre(at: scrolledPresentStart) { Application.button(titled: "Tap to push", in: topController(app)?.view) }
        return app
    }

    /// When the finger taps the pushed screen's back item on a scrolled row's screen.
    public static let scrolledPopStart = scrolledPresentStart + 1.2

    /// Pushes as ``push(_:duration:scale:)``, then taps the pushed screen's back item: the
    /// navigation controller pops with the animator of the reverse transition (the library's
    /// `Navigator` asks for `reverseAnimationType`: the opposite direction, 0.75 s).
    public static func pop(_ row: TransitionRow, duration: Double? = nil, scale: Double = 2) -> Application {
        let app = push(row, duration: duration ?? scrolledPopStart + 1.0, scale: scale)
        tapBackItem(in: app, at: scrolledPopStart)
        return app
    }

    /// Presents as ``present(_:duration:scale:)``, then taps the presented screen's "Tap to
    /// present via segue": the app instantiates a second `TransitionPresentedViewController` and
    /// performs the library's `Present…Segue` for the animator's name, which presents it with
    /// the segue's own fixed type (`PresentSlideSegue`: `slide(to: .left, isFade: false)`).
    public static func presentViaSegue(_ row: TransitionRow, duration: Double? = nil, scale: Double = 2) -> Application {
        let app = present(row, duration: duration ?? scrolledDismissStart + 1.0, scale: scale)
        app.tapCentre(at: scrolledDismissStart) {
            Application.button(titled: "Tap to present via segue", in: topController(app)?.view)
        }
        return app
    }

    /// How far the finger pans right for a completed interactive dismissal (pt): 250 of the
    /// 375 pt screen, 67 % progress, past the library's 50 % completion threshold.
    public static let completedPanDistance = 250.0

    /// Presents as ``present(_:duration:scale:)``, then, when "Tap to dismiss" would be tapped,
    /// pans right ``completedPanDistance`` in the lower half of the presented screen over
    /// ``panDuration``, rests 0.1 s and lifts: the animator's default gesture (`slide(left, …)`'s
    /// `pan(from: left)`) dismisses interactively, scrubs the reverse animator to 67 % and,
    /// past the threshold, finishes.
    public static func dismissInteractive(_ row: TransitionRow, duration: Double? = nil, scale: Double = 2) -> Application {
        let app = present(row, duration: duration ?? scrolledDismissStart + 1.5, scale: scale)
        app.drag(
            from: Point(x: 100, y: 560), to: Point(x: 100 + completedPanDistance, y: 560), at: scrolledDismissStart,
            over: panDuration)
        return app
    }

    /// Pushes as ``push(_:duration:scale:)``, then taps the pushed screen's "Pop to root
    /// ViewController": its unwind segue (`popToRootViewController:`, which the library declares
    /// in an extension of `UIViewController`) pops with the reverse transition, as the back item.
    public static func popToRoot(_ row: TransitionRow, duration: Double? = nil, scale: Double = 2) -> Application {
        let app = push(row, duration: duration ?? scrolledPopStart + 1.0, scale: scale)
        app.tapCentre(at: scrolledPopStart) {
            Application.button(titled: "Pop to root ViewController", in: topController(app)?.view)
        }
        return app
    }

    /// Presents as ``present(_:duration:scale:)``, then taps "Tap to dismiss": the unwind
    /// dismisses through the animator of the reverse transition (0.75 s).
    public static func dismiss(_ row: TransitionRow, duration: Double? = nil, scale: Double = 2) -> Application {
        let app = present(row, duration: duration ?? scrolledDismissStart + 1.0, scale: scale)
        app.tapCentre(at: scrolledDismissStart) { Application.button(titled: "Tap to dismiss", in: topController(app)?.view) }
        return app
    }
}
