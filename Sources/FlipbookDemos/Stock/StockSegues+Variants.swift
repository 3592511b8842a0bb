import FlipbookKit

extension StockSegues {
    /// One variant per stock segue: the menu row's tap (touch-down one hold earlier) performs it at the lead-in, the
    /// destination stays ``pause`` seconds, then the return (the back item's pop, or the Dismiss
    /// button) plays. Each clip's transition is 0.5 + 0.6 + 0.5 = 1.6 s.
    ///
    /// Show's interactive return, the back swipe finished and cancelled, is two more variants
    /// (``backSwipeVariants``).
    static let variants: [DemoDescriptor] = Segue.allCases.map(variant)

    /// Render time at which the return starts: the lead-in, the segue and the pause.
    static let returnStart = DemoDescriptor.leadIn + animationDuration + pause

    private static func variant(_ segue: Segue) -> DemoDescriptor {
        DemoDescriptor(name: segue.variantName, summary: summary(segue),
                       transitionDuration: animationDuration + pause + animationDuration) { _ in
            let (app, menu) = launch()
            app.tap(menu.rows[segue]!, at: DemoDescriptor.leadIn - Application.tapHoldDuration)
            app.schedule(at: returnStart) { performReturn(segue, from: menu) }
            return app
        }
    }

    /// The way back: Show pops (the back item), the rest tap the destination's Dismiss button.
    private static func performReturn(_ segue: Segue, from menu: MenuViewController) {
        if segue == .show {
            menu.navigationController?.popViewController(animated: true)
        } else {
            let root = menu.navigationController!
            let destination = root.presentedViewController as! DestinationViewController
            destination.dismissButton!.sendActions()
        }
    }

    private static func summary(_ segue: Segue) -> String {
        switch segue {
        case .show: return "Stock segues: Show pushes (parallax, dimming, edge shadow; curve 7, 0.5 s), Back pops"
        case .showDetail: return "Stock segues: Show Detail without a split view presents modally (cover vertical), Dismiss"
        case .coverVertical: return "Stock segues: Present Modally, cover vertical (slides up, curve 7, 0.5 s), Dismiss"
        case .flipHorizontal: return "Stock segues: Present Modally, flip horizontal (turns over, curve 7, 0.5 s), Dismiss"
        case .crossDissolve: return "Stock segues: Present Modally, cross dissolve (cross-fade, curve 7, 0.5 s), Dismiss"
        case .partialCurl: return "Stock segues: Present Modally, partial curl (page rolls up, curve 7, 0.5 s), Dismiss"
        case .popover: return "Stock segues: Popover adapted to full screen in a compact width (cover vertical), Dismiss"
        }
    }
}
