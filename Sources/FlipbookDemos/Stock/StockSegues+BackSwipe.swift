import FlipbookGeometry
import FlipbookKit

extension StockSegues {
    /// Show's return by the back swipe, finished and cancelled: the menu row's tap pushes as in
    /// `stock-show`, and after the pause a finger drags from the screen's left edge, delivered by
    /// hit testing to the navigation controller's `interactivePopGestureRecognizer`, which drives
    /// the default pop (linear under the finger, the lower view's dimming and the edge shadow
    /// following it).
    ///
    /// - `stock-show-back-swipe`: from x = 5 to x = 255 in 0.45 s, lifted while still moving
    ///   right (progress 2/3): the pop finishes, the rest easing in and out over a third of 0.5 s.
    /// - `stock-show-back-swipe-cancel`: to x = 105 in 0.4 s, held still 0.3 s, lifted
    ///   (progress 0.27, no velocity): the pop cancels, easing back over 0.27 × 0.5 s.
    static let backSwipeVariants: [DemoDescriptor] = [
        backSwipe(name: "stock-show-back-swipe",
                  summary: "Stock segues: Show pushes, then the back swipe pops under the finger (finished)",
                  track: [(0, 5), (0.45, 255)]),
        backSwipe(name: "stock-show-back-swipe-cancel",
                  summary: "Stock segues: Show pushes, then a short back swipe is released and the pop cancels",
                  track: [(0, 5), (0.4, 105), (0.7, 105)]),
    ]

    /// The finger's height on the screen: the middle of the pushed screen's content.
    static let backSwipeY = 300.0

    private static func backSwipe(name: String, summary: String,
                                  track: [(time: Double, x: Double)]) -> DemoDescriptor {
        // The drag, then the longest completion (a whole 0.5 s) and a short rest.
        let swipe = (track.last?.time ?? 0) + animationDuration
        return DemoDescriptor(name: name, summary: summary,
                              transitionDuration: animationDuration + pause + swipe) { _ in
            let (app, menu) = launch()
            app.tap(menu.rows[.show]!, at: DemoDescriptor.leadIn - Application.tapHoldDuration)
            let finger = track.map { (time: returnStart + $0.time, location: Point(x: $0.x, y: backSwipeY)) }
            // The track is fixed and valid (increasing times, finite, after the tap's finger lifts).
            try! app.touch(along: finger)
            return app
        }
    }
}
