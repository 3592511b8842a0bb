import FlipbookGeometry
@testable import FlipbookKit
import Testing

extension KitTests {
    /// Where a navigation controller puts its bar and its children's views, as UIKit does: the bar
    /// at the top of the safe area, children under a translucent bar and below an opaque one.
    @Suite struct NavigationBarPlacement {
        /// An app showing a navigation controller whose root is `root`, laid out.
        func show(_ root: ViewController, configure: (NavigationController) -> Void = { _ in })
            -> (Application, NavigationController)
        {
            let app = Application()
            let nav = NavigationController(rootViewController: root)
            configure(nav)
            app.rootViewController = nav
            _ = app.renderTree(at: 0)
            return (app, nav)
        }

        @Test func underTheStatusBarTheBarIs20PointsDown() {
            let (_, nav) = show(ColourController(.white, title: "Root"))
            #expect(nav.navigationBar.frame == Rect(x: 0, y: 20, width: 375, height: 44))
        }

        @Test func childrenFillTheScreenUnderATranslucentBar() {
            let root = ColourController(.white, title: "Root")
            _ = show(root)
            #expect(root.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
            #expect(root.view.safeAreaInsets.top == 64)
        }

        @Test func childrenStartBelowAnOpaqueBar() {
            let root = ColourController(.white, title: "Root")
            _ = show(root) { $0.navigationBar.isTranslucent = false }
            #expect(root.view.frame == Rect(x: 0, y: 64, width: 375, height: 603))
            #expect(root.view.safeAreaInsets.top == 0)
        }

        @Test func extendedLayoutIncludesOpaqueBarsKeepsTheChildUnderTheBar() {
            let root = ColourController(.white, title: "Root")
            root.extendedLayoutIncludesOpaqueBars = true
            _ = show(root) { $0.navigationBar.isTranslucent = false }
            #expect(root.view.frame.minY == 0)
        }

        @Test func edgesForExtendedLayoutWithoutTopPutTheChildBelowATranslucentBar() {
            let root = ColourController(.white, title: "Root")
            root.edgesForExtendedLayout = []
            _ = show(root)
            #expect(root.view.frame == Rect(x: 0, y: 64, width: 375, height: 603))
        }

        @Test func changingTranslucencyOrHidingTheBarMovesTheChild() {
            let root = ColourController(.white, title: "Root")
            let (app, nav) = show(root)
            nav.navigationBar.isTranslucent = false
            #expect(root.view.frame.minY == 64)
            nav.isNavigationBarHidden = true
            #expect(root.view.frame.minY == 0)
            nav.isNavigationBarHidden = false
            _ = app.renderTree(at: 0.1)
            #expect(root.view.frame.minY == 64)
        }

        @Test func aPushBelowAnOpaqueBarEndsBelowIt() throws {
            let root = ColourController(.white, title: "Root")
            let (app, nav) = show(root) { $0.navigationBar.isTranslucent = false }
            let detail = ColourController(.black, title: "Detail")
            app.schedule(at: 0.5) { nav.pushViewController(detail, animated: true) }
            app.advance(to: 1.5)
            #expect(nav.topViewController === detail)
            #expect(detail.view.frame == Rect(x: 0, y: 64, width: 375, height: 603))
        }

        /// A navigation controller whose view starts below the status bar (a sheet) has no safe
        /// area at its top: its bar is 44 pt at its top edge, the background reaching no further.
        @Test func onASheetBelowTheStatusBarTheBarSitsAtItsTopEdge() throws {
            let app = Application()
            let host = ColourController(.white)
            app.rootViewController = host
            let nav = NavigationController(rootViewController: ColourController(.black, title: "Sheet"))
            host.addChild(nav)
            nav.view.frame = Rect(x: 0, y: 100, width: 375, height: 567)
            host.view.addSubview(nav.view)
            nav.didMove(toParent: host)
            _ = app.renderTree(at: 0)
            #expect(nav.navigationBar.frame == Rect(x: 0, y: 0, width: 375, height: 44))
            #expect(nav.topViewController?.view.safeAreaInsets.top == 44)
            // Dragged up to the screen's top, the bar moves back under the status bar.
            nav.view.frame.origin.y = 0
            _ = app.renderTree(at: 0.1)
            #expect(nav.navigationBar.frame.minY == 20)
            #expect(nav.topViewController?.view.safeAreaInsets.top == 64)
        }

        /// Kit's choice, where UIKit's documentation is silent: while an animator transforms the
        /// navigation controller's view (scaled back, turned in 3D), the bar keeps its place
        /// instead of following the transformed box's safe area.
        @Test func aTransformedNavigationViewKeepsItsBar_KitsChoice() throws {
            let (app, nav) = show(ColourController(.white, title: "Root"))
            nav.view.transform = AffineTransform(scaleX: 0.8, y: 0.8)
            _ = app.renderTree(at: 0.1)
            #expect(nav.navigationBar.frame.minY == 20)
        }
    }
}
