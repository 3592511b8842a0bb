import FlipbookAnimation
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Testing

extension KitTests {
    @Suite struct Navigation {
        /// An app showing a navigation controller with a root titled "Previous".
        func makeStack() -> (Application, NavigationController, ColourController, NavigationDelegate) {
            let app = Application()
            let root = ColourController(.white, title: "Previous")
            let nav = NavigationController(rootViewController: root)
            let delegate = NavigationDelegate()
            nav.delegate = delegate
            app.rootViewController = nav
            return (app, nav, root, delegate)
        }

        @Test func pushWithACustomAnimatorCompletesAndRemovesTheFromView() {
            let (app, nav, root, delegate) = makeStack()
            let animator = FadeAnimator(duration: 0.5)
            delegate.animator = animator
            let detail = ColourController(.black, title: "Detail")
            app.schedule(at: 1) { nav.pushViewController(detail, animated: true) }
            app.advance(to: 1)
            #expect(nav.viewControllers.count == 2 && nav.topViewController === detail)
            #expect(detail.view.superview === nav.transitionView && root.view.superview === nav.transitionView)
            #expect(close(shown(detail.view, at: 1.25).opacity, TimingFunction.easeInEaseOut.progress(at: 0.5)))
            app.advance(to: 1.49)
            #expect(root.view.superview != nil)
            app.advance(to: 1.5)
            #expect(root.view.superview == nil)
            #expect(animator.completions.count == 1 && close(animator.completions[0].time, 1.5))
            #expect(animator.ended == true)
            #expect(detail.navigationController === nav)
        }

        @Test func popWithoutAnimatorUsesTheDefaultSlide() {
            let (app, nav, root, _) = makeStack()
            let detail = ColourController(.black, title: "Detail")
            nav.pushViewController(detail, animated: false)
            #expect(root.view.superview == nil)
            app.schedule(at: 0.5) { nav.popViewController(animated: true) }
            app.advance(to: 0.5)
            #expect(root.view.superview === nav.transitionView)
            // Curve 7 at 0.1 s is 0.545: the detail view has moved 54.5 % of the way right.
            #expect(close(shown(detail.view, at: 0.6).frame.minX, 375 * Spring.systemCurve7.progress(at: 0.1), 0.01))
            app.advance(to: 1.0)
            #expect(detail.view.superview == nil && nav.viewControllers.count == 1)
            #expect(root.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        }

        @Test func navigationBarShowsTitleAndBackItemAndCrossfades() throws {
            let (app, nav, _, delegate) = makeStack()
            delegate.animator = FadeAnimator(duration: 0.5)
            let items = nav.navigationBar.itemsContainer
            #expect(items.subviews.count == 1)
            nav.pushViewController(ColourController(.black, title: "Detail"), animated: true)
            #expect(items.subviews.count == 2)
            let old = items.subviews[0], new = items.subviews[1]
            #expect(close(shown(old, at: 0.25).opacity, 0.5) && close(shown(new, at: 0.25).opacity, 0.5))
            app.advance(to: 0.5)
            #expect(items.subviews.count == 1 && items.subviews[0] === new)
            #expect((new as? NavigationBarItems)?.hasBackItem == true)
        }

        @Test func childControllersGetAppearanceCallbacks() {
            final class Recorder: ViewController {
                var log: [String] = []
                override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
                override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
                override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
            }
            let app = Application()
            let root = Recorder()
            let nav = NavigationController(rootViewController: root)
            app.rootViewController = nav
            #expect(root.log == ["willAppear", "didAppear"])
            nav.pushViewController(ViewController(), animated: true)
            app.advance(to: 1)
            #expect(root.log == ["willAppear", "didAppear", "didDisappear"])
            #expect(root.topLayoutGuideLength == 64)
        }
    }
}
