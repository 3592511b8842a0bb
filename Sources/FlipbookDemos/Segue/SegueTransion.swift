import FlipbookKit

/// BourneWeng's *SegueTransion* (2015): custom storyboard segues that animate the views
/// themselves in the key window, with a bouncy UIKit spring, and only then present or dismiss
/// without animation (see the article “Segue, frame by frame”).
///
/// The classes inside mirror the original project's: ``FirstViewController``,
/// ``SecondViewController``, ``FirstSegue`` ("firstSegue") and ``FirstUnwindSegue``
/// ("firstSegueUnwind").
enum SegueTransion {
    /// Builds the app as it looks after launch: the first screen, no navigation controller.
    /// - Returns: the application and the first controller (the script's handle).
    static func launch() -> (Application, FirstViewController) {
        let app = Application(statusBar: StatusBar(carrier: "Carrier", time: "7:01 PM"))
        let first = FirstViewController()
        app.rootViewController = first
        return (app, first)
    }

    /// The spring both segues use: 0.5 s, damping ratio 0.5, initial velocity 0. It overshoots
    /// by 16.3 % at 0.143 s and undershoots by 2.7 % at 0.285 s.
    static let springDuration = 0.5
    static let springDamping = 0.5
}
