@testable import FlipbookKit
import Testing

extension KitTests {
    /// `viewControllers` set while a push or pop runs: returned at once, applied when the
    /// transition ends (Apple does not document this case; iOS 10+ shows the new stack's top
    /// after the transition, as ZoomTransitioning's cancelled pop relies on).
    @Suite struct NavigationStackEdits {
        @Test func stackSetDuringAPushIsAppliedWhenItCompletes_undocumentedInUIKit() {
            let interaction = PercentDrivenInteractiveTransition()
            interaction.wantsInteractiveStart = false
            let (app, nav, root, detail, animator) = PercentDriven().startInteractivePush(interaction)
            let other = ColourController(.white, title: "Other")
            app.schedule(at: 1.1) { nav.viewControllers = [root, other] }
            app.advance(to: 1.1)
            #expect(nav.viewControllers.count == 2 && nav.viewControllers[1] === other)
            // The push still runs: the detail view fades in over the root's.
            #expect(other.view.superview == nil && detail.view.superview === nav.transitionView)
            app.advance(to: 1.6)
            #expect(animator.completions.count == 1 && !animator.completions[0].cancelled)
            #expect(nav.viewControllers.count == 2 && nav.topViewController === other)
            #expect(other.view.superview === nav.transitionView)
            #expect(detail.view.superview == nil && root.view.superview == nil)
            #expect(detail.navigationController == nil && other.navigationController === nav)
        }

        @Test func reappendingThePoppedControllerDuringACancelledPopKeepsItOnTopOnce_undocumentedInUIKit() {
            let app = Application()
            let root = ColourController(.white, title: "Root")
            let detail = ColourController(.black, title: "Detail")
            let nav = NavigationController(rootViewController: root)
            nav.viewControllers = [root, detail]
            let delegate = NavigationDelegate()
            delegate.animator = FadeAnimator(duration: 0.5)
            let pop = PercentDrivenInteractiveTransition()
            delegate.interaction = pop
            nav.delegate = delegate
            app.rootViewController = nav
            app.schedule(at: 1) {
                let popped = nav.popViewController(animated: true)
                pop.update(0.2)
                if let popped { nav.viewControllers.append(popped) }
                #expect(nav.viewControllers.count == 2)
                pop.update(0)
                pop.cancel()
            }
            app.advance(to: 2)
            #expect(nav.viewControllers.count == 2 && nav.topViewController === detail)
            #expect(detail.view.superview === nav.transitionView && detail.view.window != nil)
            #expect(root.view.superview == nil)
            #expect(shown(detail.view, at: 2).opacityValue == 1)
            withExtendedLifetime(delegate) {}
        }
    }
}
