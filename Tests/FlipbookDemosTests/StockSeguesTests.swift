import FlipbookAnimation
import FlipbookGeometry
import FlipbookKit
import FlipbookRaster
import Testing
@testable import FlipbookDemos

extension DemoTests {
    /// The stock-segue variants: what each shows at its pause and that every return leaves the
    /// menu exactly as it started.
    @Suite struct StockSeguesTests {
        /// Render time in the middle of the pause between the segue and its return.
        static let pauseMiddle = DemoDescriptor.leadIn + StockSegues.animationDuration + StockSegues.pause / 2

        @Test(arguments: StockSegues.Segue.allCases)
        func segueShowsItsDestinationThenReturnsToTheMenu(_ segue: StockSegues.Segue) throws {
            let demo = try #require(DemoCatalog.variant(named: segue.variantName))
            #expect(abs(demo.transitionDuration - 1.6) < 1e-9)
            let app = demo.makeApplication()
            let nav = try #require(app.rootViewController as? NavigationController)
            _ = app.renderTree(at: Self.pauseMiddle, scale: 0.25)
            let destination: StockSegues.DestinationViewController
            if segue == .show {
                destination = try #require(nav.topViewController as? StockSegues.DestinationViewController)
                #expect(nav.presentedViewController == nil && nav.viewControllers.count == 2)
            } else {
                destination = try #require(nav.presentedViewController as? StockSegues.DestinationViewController)
                #expect(destination.modalTransitionStyle == segue.transitionStyle)
                #expect(nav.view.window == nil && destination.view.window != nil)
            }
            #expect(destination.segue == segue)
            #expect(destination.modalPresentationStyle == (segue == .popover ? .popover : .fullScreen))
            // The partial curl's page stays rolled over the top: the window holds it above the
            // presented view; every other destination is alone in the window.
            #expect(app.window.subviews.count == (segue == .partialCurl ? 2 : 1))
            _ = app.renderTree(at: demo.totalDuration, scale: 0.25)
            #expect(nav.presentedViewController == nil && nav.viewControllers.count == 1)
            #expect(app.window.subviews.count == 1 && app.window.subviews[0] === nav.view)
            // No dimming, shadow or page left behind beside the menu's view.
            #expect(nav.topViewController?.view.superview?.subviews.count == 1)
        }

        @Test func partialCurlStopsAtTheTopOfTheDestinationsContent() throws {
            let demo = try #require(DemoCatalog.variant(named: "stock-partial-curl"))
            let app = demo.makeApplication()
            _ = app.renderTree(at: Self.pauseMiddle, scale: 0.25)
            let nav = try #require(app.rootViewController as? NavigationController)
            let destination = try #require(nav.presentedViewController)
            // The destination's topmost subview (its title) starts at y = 430: the page keeps the
            // top 430 pt of the menu, the status bar, the navigation bar and all seven rows.
            #expect(destination.view.subviews.map(\.frame.minY).min() == 430)
            let page = app.window.subviews[1]
            #expect(page.subviews[1].frame == Rect(x: 0, y: 0, width: 375, height: 430))
        }

        @Test func theBackSwipeFinishesThePopUnderTheFinger() throws {
            let demo = try #require(DemoCatalog.variant(named: "stock-show-back-swipe"))
            let app = demo.makeApplication()
            let nav = try #require(app.rootViewController as? NavigationController)
            let start = StockSegues.returnStart
            _ = app.renderTree(at: start - 0.05, scale: 0.25)
            let destination = try #require(nav.topViewController as? StockSegues.DestinationViewController)
            // At 0.3 s the finger is at x = 5 + 250 · 0.3 / 0.45 = 171.7, past the 10 pt the pan
            // needs first: the pushed screen's left edge follows the translation.
            _ = app.renderTree(at: start + 0.3, scale: 0.25)
            let shown = destination.view.layer.presentation(atRootTime: start + 0.3)
            let x = shown.position.x - shown.bounds.width / 2
            #expect(abs(x - 166.7) < 1, "left edge at \(x)")
            _ = app.renderTree(at: demo.totalDuration, scale: 0.25)
            #expect(nav.viewControllers.count == 1 && nav.topViewController is StockSegues.MenuViewController)
            #expect(destination.view.superview == nil)
        }

        @Test func aShortBackSwipeReleasedAtRestCancelsThePop() throws {
            let demo = try #require(DemoCatalog.variant(named: "stock-show-back-swipe-cancel"))
            let app = demo.makeApplication()
            let nav = try #require(app.rootViewController as? NavigationController)
            _ = app.renderTree(at: demo.totalDuration, scale: 0.25)
            let destination = try #require(nav.topViewController as? StockSegues.DestinationViewController)
            #expect(nav.viewControllers.count == 2 && destination.view.window != nil)
            #expect(destination.view.frame.minX == 0)
            // Only the pushed screen is left in the navigation controller's view: no dimming or shadow.
            #expect(destination.view.superview?.subviews.count == 1)
        }
    }
}
