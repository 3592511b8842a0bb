import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit
import Foundation

// What every example app's touch script does (see APPS.md): launch the app as iOS launches it,
// tap what a user would by finding it in the app's own hierarchy when the finger comes down,
// and drag a finger that rests before it lifts. Each app target depends on this module; its
// scripts (Apps/<Target>) say only which view, where and when.

extension Application {
    /// The example app whose `Info.plist` is in `bundle` (the app target's `Bundle.module`),
    /// launched as iOS launches it (``Application/launch(appIn:delegate:options:)``: its main
    /// storyboard's first screen in the window, its delegate called) on a `duration` s clip at
    /// `fps` frames per second and `scale` pixels per point. A script's precondition fails, naming
    /// `name`, when the app does not launch.
    public static func launchingApp(
        in bundle: Bundle, delegate: ApplicationDelegate, name: String, duration: Double, scale: Double,
        fps: Double = 30
    ) -> Application {
        let app = Application(duration: duration, fps: fps, scale: scale)
        do {
            try app.launch(appIn: bundle, delegate: delegate)
        } catch {
            preconditionFailure("\(name) does not launch: \(error)")
        }
        return app
    }

    /// The window point at the centre of `view`, as laid out now; a script's precondition fails
    /// when the app shows no such view.
    public func centre(of view: View?) -> Point {
        guard let view else { preconditionFailure("the app shows no such view") }
        return view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    /// The first button under `view` (depth first, `view` included) whose normal title is
    /// `title`: what a user reads on it, for a button the app keeps no outlet to.
    public static func button(titled title: String, in view: View?) -> Button? {
        guard let view else { return nil }
        if let button = view as? Button, button.title(for: .normal) == title { return button }
        for subview in view.subviews {
            if let found = button(titled: title, in: subview) { return found }
        }
        return nil
    }

    /// At `time` seconds, finds the view `target` names in the app's hierarchy (a button by its
    /// outlet, a cell by its index path) and taps its centre.
    public func tapCentre(at time: Double, of target: @escaping () -> View?) {
        schedule(at: time) { [unowned self] in
            try! tap(at: centre(of: target()), time: time)
        }
    }

    /// At `time` seconds a finger goes down at `start` (window coordinates), moves in a straight
    /// line to `end` over `duration` s, rests there `rest` s (its velocity falls to zero, as a
    /// finger that stops before it lifts) and lifts.
    public func drag(from start: Point, to end: Point, at time: Double, over duration: Double, rest: Double = 0.1) {
        schedule(at: time) { [unowned self] in
            try! touch(along: [(time, start), (time + duration, end), (time + duration + rest, end)])
        }
    }
}
