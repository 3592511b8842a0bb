import FlipbookGeometry
@testable import FlipbookKit
import Testing

extension KitTests {
    /// The navigation bar's back item takes touches, as UIKit's back button: a finger down dims
    /// it, lifting it inside pops through the open `popViewController(animated:)`.
    @Suite struct NavigationBackButton {
        /// An app on a stack of two: the root titled "Previous" under "Detail".
        func makeStack(_ nav: NavigationController? = nil) -> (Application, NavigationController, ColourController) {
            let app = Application()
            let root = ColourController(.white, title: "Previous")
            let nav = nav ?? NavigationController(rootViewController: root)
            if nav.viewControllers.isEmpty { nav.setViewControllers([root], animated: false) }
            app.rootViewController = nav
            nav.pushViewController(ColourController(.black, title: "Detail"), animated: false)
            _ = app.renderTree(at: 0.1)  // a frame: laid out, as iOS lays out before a touch
            return (app, nav, root)
        }

        /// The bar's current items.
        func items(of nav: NavigationController) throws -> NavigationBarItems {
            try #require(nav.navigationBar.itemsContainer.subviews.last as? NavigationBarItems)
        }

        @Test func tappingTheBackItemPopsAnimated() throws {
            let (app, nav, root) = makeStack()
            // On the back title, in the bar (20 pt status bar, 44 pt bar).
            try app.tap(at: Point(x: 40, y: 42), time: 0.5)
            app.advance(to: 0.55)
            #expect(nav.viewControllers.count == 1)
            #expect(root.view.superview === nav.transitionView, "the pop is animated: both views are on screen")
            app.advance(to: 1.5)
            #expect(nav.topViewController === root && root.view.superview != nil)
        }

        @Test func aFingerDownDimsTheBackItemUntilItLifts() throws {
            let (app, nav, _) = makeStack()
            let back = try items(of: nav)
            try app.touch(along: [(time: 0.5, location: Point(x: 12, y: 42)), (time: 0.7, location: Point(x: 12, y: 42))])
            app.advance(to: 0.6)
            #expect(back.backLabel.alpha == Button.highlightedContentAlpha)
            #expect(back.chevronArms.allSatisfy { $0.alpha == Button.highlightedContentAlpha })
            #expect(nav.viewControllers.count == 2, "nothing pops while the finger is down")
            app.advance(to: 0.7)
            #expect(nav.viewControllers.count == 1)
        }

        @Test func aFingerLiftedOutsideTheBackItemDoesNotPop() throws {
            let (app, nav, _) = makeStack()
            let back = try items(of: nav)
            try app.touch(along: [(time: 0.5, location: Point(x: 20, y: 42)), (time: 0.8, location: Point(x: 200, y: 300))])
            app.advance(to: 1)
            #expect(nav.viewControllers.count == 2)
            #expect(back.backLabel.alpha == 1)
        }

        @Test func theTouchTargetEndsEightPointsPastTheBackTitle() throws {
            let (app, nav, _) = makeStack()
            let back = try items(of: nav)
            let edge = back.backRestFrame.maxX + NavigationBarBackButton.trailingSlop
            #expect(back.backButton?.frame == Rect(x: 0, y: 0, width: edge, height: 44))
            // Past it, in the bar: nothing pops.
            try app.tap(at: Point(x: edge + 2, y: 42), time: 0.5)
            app.advance(to: 1.5)
            #expect(nav.viewControllers.count == 2)
        }

        @Test func theBackItemCallsAnOverriddenPop() throws {
            final class CountingNavigation: NavigationController {
                var pops = 0
                override func popViewController(animated: Bool) -> ViewController? {
                    pops += 1
                    #expect(animated)
                    return super.popViewController(animated: animated)
                }
            }
            let counting = CountingNavigation(nibName: nil, bundle: nil)
            let (app, nav, _) = makeStack(counting)
            try app.tap(at: Point(x: 20, y: 42), time: 0.5)
            app.advance(to: 1.5)
            #expect(counting.pops == 1 && nav.viewControllers.count == 1)
        }

        @Test func aHiddenBackButtonTakesNoTouches() throws {
            let app = Application()
            let nav = NavigationController(rootViewController: ColourController(.white, title: "Previous"))
            app.rootViewController = nav
            let detail = ColourController(.black, title: "Detail")
            detail.navigationItem.hidesBackButton = true
            nav.pushViewController(detail, animated: false)
            _ = app.renderTree(at: 0.1)
            #expect(try items(of: nav).backButton == nil)
            try app.tap(at: Point(x: 20, y: 42), time: 0.5)
            app.advance(to: 1.5)
            #expect(nav.viewControllers.count == 2)
        }

        /// The items of a bar 375 pt wide with a back item reading `back` under `title`.
        func backItem(_ back: String, under title: String?) -> NavigationBarItems {
            let items = NavigationBarItems(title: title, backTitle: back)
            items.frame = Rect(x: 0, y: 0, width: 375, height: 44)
            items.layoutIfNeeded()
            return items
        }

        @Test func aBackTitleThatFitsIsShownWhole() {
            #expect(backItem("Previous", under: "Detail").backLabel.text == "Previous")
            // With no title the back title has the bar up to the right edge.
            let alone = backItem("systemMoveIn(bottom) and more words", under: nil)
            #expect(alone.backLabel.text == "systemMoveIn(bottom) and more words")
            #expect(alone.backRestFrame.width == alone.backLabel.sizeThatFits(.zero).width)
        }

        @Test func aBackTitleTooLongForTheRoomBesideTheTitleBecomesBack() {
            // UIKit's default back-button display mode: the title, else "Back", else none.
            let items = backItem("A previous screen with a long title", under: "Detail of it")
            #expect(items.backLabel.text == "Back")
            #expect(items.backRestFrame.maxX <= items.titleRestFrame.minX - NavigationBarItems.itemSpacing)
        }

        @Test func noRoomEvenForBackLeavesTheChevronAlone() {
            // A 300 pt title view, centred, leaves 37.5 pt on its left: not enough for "Back".
            let wide = View(frame: Rect(x: 0, y: 0, width: 300, height: 30))
            let items = NavigationBarItems(content: NavigationBarContent(title: nil, backTitle: "Previous", titleView: wide))
            items.frame = Rect(x: 0, y: 0, width: 375, height: 44)
            items.layoutIfNeeded()
            #expect(items.backLabel.text == "")
            #expect(items.chevronArms.allSatisfy { $0.alpha == 1 })
        }
    }
}
