import FlipbookGeometry
import FlipbookKit
import Testing
import FlipbookTestSupport

/// A custom edge pan that the back swipe must wait for, as a zoom transition sets it up: one
/// delegate for both recognizers; the custom pan begins only on `handles` screens.
final class EdgePanArbiter: GestureRecognizerDelegate {
    weak var navigationController: NavigationController?
    let custom = ScreenEdgePanGestureRecognizer()
    var handles = true
    var requiredToFailAsked = 0
    var customBegan: [Double] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        gestureRecognizer === custom ? handles : true
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        requiredToFailAsked += 1
        return gestureRecognizer === custom && other === navigationController?.interactivePopGestureRecognizer
    }
}

extension KitTests {
    @Suite struct InteractivePopRequirement {
        func make() -> (Application, NavigationController, EdgePanArbiter) {
            let app = Application()
            let nav = NavigationController(rootViewController: ColourController(.white, title: "Root"))
            app.rootViewController = nav
            nav.pushViewController(ColourController(.black, title: "Detail"), animated: false)
            let arbiter = EdgePanArbiter()
            arbiter.navigationController = nav
            arbiter.custom.edges = .left
            arbiter.custom.delegate = arbiter
            arbiter.custom.addTarget { if $0.state == .began { arbiter.customBegan.append(app.clock.now) } }
            nav.view.addGestureRecognizer(arbiter.custom)
            return (app, nav, arbiter)
        }

        @Test func theBackSwipeWaitsForTheCustomEdgePanAndFailsWhenItBegins() throws {
            let (app, nav, arbiter) = make()
            // 315 pt/s from the left edge: both pass 10 pt at the 2nd move.
            try app.touch(along: [(1, Point(x: 5, y: 300)), (1.5, Point(x: 162.5, y: 300))])
            app.advance(to: 2)
            #expect(arbiter.requiredToFailAsked > 0)
            #expect(arbiter.customBegan.count == 1 && close(arbiter.customBegan[0], 1 + 2.0 / 60, 1e-9))
            // The back swipe never began: no pop.
            #expect(nav.viewControllers.count == 2 && nav.topViewController?.title == "Detail")
        }

        @Test func theBackSwipeBeginsAtTheMoveTheCustomEdgePanGivesUp() throws {
            let (app, nav, arbiter) = make()
            arbiter.handles = false
            try app.touch(along: [(1, Point(x: 5, y: 300)), (1.5, Point(x: 162.5, y: 300))])
            app.advance(to: 1 + 2.0 / 60 + 1e-6)
            // The pop began at the 2nd move, under the finger's 10.5 pt.
            #expect(nav.viewControllers.count == 1)
            app.advance(to: 3)
            #expect(arbiter.customBegan.isEmpty)
            #expect(nav.viewControllers.count == 1 && nav.topViewController?.title == "Root")
        }
    }
}
