import FlipbookGeometry
import FlipbookKit

/// BourneWeng's *MagicMove* (2015, after Kitten Yang's KYMagicMove): a card's picture flies from a
/// collection cell into a detail page when it is pushed, and back when it is popped, optionally
/// with an interactive left-edge pan (see the article “MagicMove, frame by frame”).
///
/// The classes inside mirror the original project's, one file each: ``ViewController`` (the
/// collection), ``MMCollectionViewCell``, ``DetailViewController``, ``MagicMoveTransion`` (push)
/// and ``MagicMovePopTransion`` (pop).
enum MagicMove {
    /// Builds the app as it looks after launch: a navigation controller (translucent bar) whose
    /// root is the "Bounre Weng" collection.
    /// - Returns: the application and the collection controller (the script's handle).
    static func launch(options: DemoOptions) -> (Application, ViewController) {
        let app = Application(statusBar: StatusBar(carrier: "Carrier", time: "9:41 AM"))
        let collection = ViewController()
        collection.bugFaithfulCancel = options.magicMoveBugFaithfulCancel
        app.rootViewController = NavigationController(rootViewController: collection)
        return (app, collection)
    }

    /// The lorem paragraph of Interface Builder's default text view, which the detail page shows.
    static let loremIpsum = "Lorem ipsum dolor sit er elit lamet, consectetaur cillium adipisicing pecu, "
        + "sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, "
        + "quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute "
        + "irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. "
        + "Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim "
        + "id est laborum. Nam liber te conscient to factor tum poen legum odioque civiuda."
}
