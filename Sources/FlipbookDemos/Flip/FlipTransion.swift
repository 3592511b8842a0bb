import FlipbookKit

/// BourneWeng's *FlipTransion* (2015, after Kitten Yang's KYPushTransition): a modal
/// presentation that turns the first screen away like a book page, hinged on its left edge, and
/// turns it back on dismissal; both directions can be driven by a screen-edge pan (see the article
/// “Flip, frame by frame”).
///
/// The classes inside mirror the original project's: ``FirstViewController`` (the transitioning
/// delegate and pan handler), ``SecondViewController``, ``BWFlipTransionPush`` and
/// ``BWFlipTransionPop``.
enum FlipTransion {
    /// Builds the app as it looks after launch: the first screen, no navigation controller.
    /// - Returns: the application and the first controller (the script's handle).
    static func launch(options: DemoOptions) -> (Application, FirstViewController) {
        let app = Application(statusBar: StatusBar(carrier: "Carrier", time: "4:01 PM"))
        let first = FirstViewController()
        first.shadowStyle = options.flipShadow
        app.rootViewController = first
        return (app, first)
    }
}
