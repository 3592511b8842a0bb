import FlipbookGeometry
import FlipbookKit
import Testing
import FlipbookTestSupport

/// A push animator that records what the app had set when the navigation controller asked for
/// it and when it ran.
private final class RecordingNavigationDelegate: NavigationControllerDelegate {
    var flag = "unset"
    var flagWhenAsked: String?
    var flagWhenAnimated: String?
    var askedAt: Double?

    final class Animator: AnimatedTransitioning {
        unowned let owner: RecordingNavigationDelegate
        init(owner: RecordingNavigationDelegate) { self.owner = owner }
        func transitionDuration(using context: TransitionContext?) -> Double { 0.3 }
        func animateTransition(using context: TransitionContext) {
            owner.flagWhenAnimated = owner.flag
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            to.alpha = 0
            View.animate(
                withDuration: 0.3, animations: { to.alpha = 1 },
                completion: { _ in
                    context.completeTransition(!context.transitionWasCancelled)
                })
        }
    }

    func navigationController(
        _ nc: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> AnimatedTransitioning? {
        flagWhenAsked = flag
        askedAt = Application.current?.clock.now
        return Animator(owner: self)
    }
}

extension KitTests {
    /// When an animated push asked for during a touch event starts: once the event has been
    /// delivered, at the same clock time, as iOS starts it in the layout pass that ends the
    /// run-loop turn.
    @Suite struct EventTransitionTiming {
        private func make() -> (Application, NavigationController, RecordingNavigationDelegate, Button) {
            let app = Application()
            let root = ColourController(.white, title: "Root")
            let nav = NavigationController(rootViewController: root)
            let delegate = RecordingNavigationDelegate()
            nav.delegate = delegate
            app.rootViewController = nav
            let button = Button(frame: Rect(x: 100, y: 300, width: 100, height: 60))
            root.view.addSubview(button)
            return (app, nav, delegate, button)
        }

        @Test func aPushAskedForInATapStartsAfterTheTapAndSeesWhatTheAppSetAfterIt() throws {
            let (app, nav, delegate, button) = make()
            var topRightAfterPush: String?
            var coordinatorRightAfterPush = true
            button.addAction(for: .touchUpInside) {
                nav.pushViewController(ColourController(.black, title: "Detail"), animated: true)
                topRightAfterPush = nav.topViewController?.title
                coordinatorRightAfterPush = nav.transitionCoordinator != nil
                delegate.flag = "set after the push"  // as didSelectItemAt after a selection segue
            }
            try app.tap(at: Point(x: 150, y: 330), time: 0.5)
            app.advance(to: 0.5)
            // The stack changed at once; the transition had not started yet.
            #expect(topRightAfterPush == "Detail" && !coordinatorRightAfterPush)
            // It started when the tap had been delivered, at the tap's time.
            #expect(delegate.flagWhenAsked == "set after the push")
            #expect(delegate.flagWhenAnimated == "set after the push")
            #expect(delegate.askedAt == 0.5)
            #expect(nav.transitionCoordinator != nil)
            app.advance(to: 1)
            #expect(nav.viewControllers.count == 2 && nav.transitionCoordinator == nil)
        }

        @Test func aSecondPushInTheSameEventIsIgnoredAsDuringATransition() throws {
            let (app, nav, _, button) = make()
            button.addAction(for: .touchUpInside) {
                nav.pushViewController(ColourController(.black, title: "A"), animated: true)
                nav.pushViewController(ColourController(.white, title: "B"), animated: true)
            }
            try app.tap(at: Point(x: 150, y: 330), time: 0.5)
            app.advance(to: 1)
            #expect(nav.viewControllers.map(\.title) == ["Root", "A"])
        }

        @Test func aPushOutsideAnEventStartsAtOnce() {
            let (app, nav, delegate, _) = make()
            var coordinator = false
            app.schedule(at: 0.5) {
                nav.pushViewController(ColourController(.black, title: "Detail"), animated: true)
                coordinator = nav.transitionCoordinator != nil
                delegate.flag = "set after the push"
            }
            app.advance(to: 0.5)
            #expect(coordinator && delegate.flagWhenAsked == "unset")
        }
    }

    /// A scroll view's pan and the pans around it (cross-directional scrolling, edge pans).
    @Suite struct ScrollPanArbitration {
        /// A navigation controller whose top screen is a full-screen scroll view that scrolls
        /// vertically only.
        private func make() -> (Application, NavigationController, ScrollView) {
            let app = Application()
            let nav = NavigationController(rootViewController: ColourController(.white, title: "Root"))
            app.rootViewController = nav
            let detail = ColourController(.black, title: "Detail")
            nav.pushViewController(detail, animated: false)
            let scroll = ScrollView(frame: detail.view.bounds)
            scroll.contentSize = Size(width: scroll.bounds.width, height: 2000)
            scroll.contentInsetAdjustmentBehavior = .never
            detail.view.addSubview(scroll)
            return (app, nav, scroll)
        }

        @Test func aHorizontalDragFromTheLeftEdgeOverAVerticalScrollViewPops() throws {
            let (app, nav, scroll) = make()
            try app.touch(along: [(1, Point(x: 5, y: 300)), (1.3, Point(x: 300, y: 300))])
            app.advance(to: 3)
            #expect(nav.viewControllers.count == 1 && nav.topViewController?.title == "Root")
            #expect(scroll.contentOffset == .zero && !scroll.isDragging)
        }

        @Test func aVerticalDragFromTheLeftEdgeScrolls() throws {
            let (app, nav, scroll) = make()
            try app.touch(along: [(1, Point(x: 5, y: 500)), (1.3, Point(x: 5, y: 300))])
            app.advance(to: 1.2)
            #expect(scroll.isDragging && scroll.contentOffset.y > 0)
            app.advance(to: 3)
            #expect(nav.viewControllers.count == 2)
        }

        @Test func aScrollViewThatScrollsBothWaysTakesTheEdgeDrag() throws {
            let (app, nav, scroll) = make()
            scroll.alwaysBounceHorizontal = true
            try app.touch(along: [(1, Point(x: 5, y: 300)), (1.3, Point(x: 300, y: 300))])
            app.advance(to: 1.2)
            #expect(scroll.isDragging)
            app.advance(to: 3)
            #expect(nav.viewControllers.count == 2)
        }

        @Test func crossDirectionalNestedScrollViewsEachTakeTheirOwnAxis() throws {
            let app = Application()
            let outer = ScrollView(frame: app.window.bounds)
            outer.contentSize = Size(width: app.window.bounds.width * 3, height: app.window.bounds.height)
            outer.contentInsetAdjustmentBehavior = .never
            let inner = ScrollView(frame: outer.bounds)
            inner.contentSize = Size(width: outer.bounds.width, height: 3000)
            inner.contentInsetAdjustmentBehavior = .never
            outer.addSubview(inner)
            app.window.addSubview(outer)
            try app.touch(along: [(1, Point(x: 200, y: 500)), (1.2, Point(x: 200, y: 300))])
            app.advance(to: 1.15)
            #expect(inner.isDragging && inner.contentOffset.y > 0 && !outer.isDragging)
            try app.touch(along: [(3, Point(x: 300, y: 300)), (3.2, Point(x: 100, y: 300))])
            app.advance(to: 3.15)
            #expect(outer.isDragging && outer.contentOffset.x > 0 && !inner.isDragging)
        }
    }
}
