import FlipbookAnimation
import FlipbookGeometry
import FlipbookGraphics
import Foundation
@testable import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import FlipbookText
import Testing
import FlipbookTestSupport

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
            #expect(close(shown(detail.view, at: 1.25).opacityValue, TimingFunction.easeInEaseOut.progress(at: 0.5)))
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

        @Test func navigationBarPushSlidesTheTitlesAsInIOS8() throws {
            let (app, nav, _, delegate) = makeStack()
            delegate.animator = FadeAnimator(duration: 0.5)
            let items = nav.navigationBar.itemsContainer
            #expect(items.subviews.count == 1)
            nav.pushViewController(ColourController(.black, title: "Detail"), animated: true)
            #expect(items.subviews.count == 2)
            let old = try #require(items.subviews[0] as? NavigationBarItems)
            let new = try #require(items.subviews[1] as? NavigationBarItems)
            #expect(!old.hasBackItem && new.hasBackItem)
            // "Previous" travels from the centred title place to the back label's (x = 26).
            let d = old.titleRestFrame.minX - 26
            #expect(d > 100)
            for (time, fraction) in [(0.125, 0.25), (0.25, 0.5), (0.375, 0.75)] {
                let p = TimingFunction.easeInEaseOut.progress(at: fraction)
                // The new title comes in from the right edge (its centre at x = 375 at the start).
                let newTitle = shown(new.titleLabel, at: time)
                #expect(close(newTitle.position.x, new.titleRestFrame.midX + 187.5 * (1 - p)))
                #expect(close(newTitle.opacityValue, p))
                // The old title and the new back label cross-morph: both span the interval whose
                // left edge goes from the title's x to 26 and whose width goes from one to the other.
                let oldTitle = shown(old.titleLabel, at: time), back = shown(new.backLabel, at: time)
                let (titleRest, backRest) = (old.titleRestFrame, new.backRestFrame)
                let left = titleRest.minX - d * p, span = titleRest.width + (backRest.width - titleRest.width) * p
                #expect(close(oldTitle.position.x, left + span / 2) && close(oldTitle.opacityValue, 1 - p))
                #expect(close(back.position.x, left + span / 2) && close(back.opacityValue, p))
                #expect(close(oldTitle.affineTransform().a * titleRest.width, span, 1e-6))
                #expect(close(back.affineTransform().a * backRest.width, span, 1e-6))
                #expect(close(shown(new.chevronArms[0], at: time).opacityValue, p))
            }
            // At 50 % (p = 0.5): the new title's centre is halfway between the right edge and the centre.
            #expect(close(shown(new.titleLabel, at: 0.25).position.x, 187.5 + 93.75, 0.5))
            // Vertical positions never change.
            #expect(shown(new.titleLabel, at: 0.25).position.y == 22 && shown(old.titleLabel, at: 0.25).position.y == 22)
            app.advance(to: 0.5)
            #expect(items.subviews.count == 1 && items.subviews[0] === new)
            #expect(new.titleLabel.frame == new.titleRestFrame && new.backLabel.frame == new.backRestFrame)
            #expect(shown(new.titleLabel, at: 0.6).opacityValue == 1 && shown(new.backLabel, at: 0.6).opacityValue == 1)
            #expect(new.titleLabel.layer.animationKeys.isEmpty)
        }

        @Test func navigationBarPopMirrorsThePush() throws {
            let (app, nav, _, delegate) = makeStack()
            delegate.animator = FadeAnimator(duration: 0.5)
            nav.pushViewController(ColourController(.black, title: "Detail"), animated: false)
            nav.pushViewController(ColourController(.black, title: "Third"), animated: false)
            let items = nav.navigationBar.itemsContainer
            nav.popViewController(animated: true)
            let upper = try #require(items.subviews[0] as? NavigationBarItems)   // "Third", back "Detail"
            let lower = try #require(items.subviews[1] as? NavigationBarItems)   // "Detail", back "Previous"
            let d = lower.titleRestFrame.minX - 26
            let p = 1 - TimingFunction.easeInEaseOut.progress(at: 0.5)            // 0.5
            // The top title leaves to the right, fading out.
            #expect(close(shown(upper.titleLabel, at: 0.25).position.x, upper.titleRestFrame.midX + 187.5 * (1 - p)))
            #expect(close(shown(upper.titleLabel, at: 0.25).opacityValue, p))
            // The back label "Detail" slides right into the title place while the title fades in over it.
            let left = lower.titleRestFrame.minX - d * p
            let span = lower.titleRestFrame.width + (upper.backRestFrame.width - lower.titleRestFrame.width) * p
            #expect(close(shown(upper.backLabel, at: 0.25).position.x, left + span / 2))
            #expect(close(shown(lower.titleLabel, at: 0.25).position.x, left + span / 2))
            #expect(close(shown(lower.titleLabel, at: 0.25).opacityValue, 1 - p))
            // The lower back label "Previous" comes in from the left; one chevron stays put.
            #expect(close(shown(lower.backLabel, at: 0.25).position.x, lower.backRestFrame.midX - d * p))
            #expect(shown(lower.chevronArms[0], at: 0.25).opacityValue == 1 && shown(upper.chevronArms[0], at: 0.25).opacityValue == 0)
            // A quarter in, the top title has moved less than halfway (ease-in-ease-out).
            let q = 1 - TimingFunction.easeInEaseOut.progress(at: 0.25)
            #expect(close(shown(upper.titleLabel, at: 0.125).position.x, upper.titleRestFrame.midX + 187.5 * (1 - q)))
            app.advance(to: 0.5)
            #expect(items.subviews.count == 1 && items.subviews[0] === lower)
            #expect(lower.titleLabel.frame == lower.titleRestFrame && lower.backLabel.frame == lower.backRestFrame)
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

        @Test func titleTextAttributesSetTheTitlesFontAndColourNowAndAfterAPush() throws {
            let (app, nav, _, _) = makeStack()
            let grey = Color(red8: 179, green8: 180, blue8: 182)
            nav.navigationBar.titleTextAttributes = [.font: Font.system(size: 20, weight: .bold), .foregroundColor: grey]
            #expect(nav.navigationBar.items.titleLabel.font == Font.system(size: 20, weight: .bold))
            #expect(nav.navigationBar.items.titleLabel.textColor == grey)
            nav.pushViewController(ColourController(.black, title: "Detail"), animated: false)
            #expect(nav.navigationBar.items.titleLabel.text == "Detail")
            #expect(nav.navigationBar.items.titleLabel.textColor == grey)
            #expect(app.diagnostics.isEmpty)
            nav.navigationBar.titleTextAttributes = [NSAttributedString.Key("NSShadow"): 2.0]
            #expect(nav.navigationBar.items.titleLabel.font == NavigationBarItems.titleFont)
            #expect(app.diagnostics.map(\.code) == ["navigationBar.titleAttribute"])
        }

        /// UIKit raises on pushing a navigation controller ("Pushing a navigation controller is
        /// not supported"); Kit's choice: push it (a show segue to one presents it instead, see
        /// below) and report the difference once.
        @Test func pushingANavigationControllerPushesItWithADiagnostic() {
            let (app, nav, _, _) = makeStack()
            let inner = NavigationController(rootViewController: ColourController(.black, title: "Inner"))
            nav.pushViewController(inner, animated: false)
            #expect(nav.topViewController === inner)
            #expect(app.diagnostics.map(\.code) == ["navigation.pushedNavigationController"])
            nav.pushViewController(ColourController(.white, title: "Detail"), animated: false)
            #expect(app.diagnostics.count == 1)
        }

        /// UIKit's navigation controller does not push a navigation controller it is asked to
        /// show: a show segue whose destination is one presents it modally (its own style: Kit's
        /// default full screen, sliding up), and there is no diagnostic.
        @Test func aShowSegueToANavigationControllerPresentsItModally() throws {
            let (app, nav, root, _) = makeStack()
            let inner = NavigationController(rootViewController: ColourController(.black, title: "Inner"))
            root.registerSegue("show", kind: .show) { inner }
            app.schedule(at: 0.5) { root.performSegue(withIdentifier: "show", sender: nil) }
            app.advance(to: 0.5)
            #expect(nav.viewControllers.count == 1 && nav.topViewController === root)
            #expect(nav.presentedViewController === inner && inner.presentingViewController === nav)
            #expect(inner.navigationController == nil)
            // Cover vertical: curve 7 at 0.1 s has moved the presented view 54.5 % of the way up.
            let expectedY = 667 * (1 - Spring.systemCurve7.progress(at: 0.1))
            #expect(close(shown(inner.view, at: 0.6).frame.minY, expectedY, 0.01))
            app.advance(to: 1.1)
            #expect(inner.view.window != nil && nav.view.window == nil)
            #expect(app.diagnostics.isEmpty)
        }

        /// `show(_:sender:)` from a controller in the stack asks its navigation controller, which
        /// pushes a controller that is not a navigation controller.
        @Test func showFromAControllerInTheStackPushesOntoItsNavigationController() {
            let (app, nav, root, _) = makeStack()
            let detail = ColourController(.black, title: "Detail")
            app.schedule(at: 0.5) { root.show(detail, sender: nil) }
            app.advance(to: 1.5)
            #expect(nav.topViewController === detail && nav.presentedViewController == nil)
            #expect(app.diagnostics.isEmpty)
        }

        @Test func visibleViewControllerIsThePresentedOneElseTheTop() {
            let (app, nav, root, _) = makeStack()
            #expect(nav.visibleViewController === root)
            let modal = ViewController()
            nav.present(modal, animated: false)
            app.advance(to: 0.1)
            #expect(nav.visibleViewController === modal)
            #expect(nav.visibleViewController == modal)
        }

        @Test func topLayoutGuideLengthIsTheBarsAboveTheContent() {
            let app = Application(statusBar: StatusBar())
            let root = ViewController()
            let nav = NavigationController(rootViewController: root)
            app.rootViewController = nav
            #expect(root.topLayoutGuide.length == 64)
            nav.navigationBar.isHidden = true
            #expect(root.topLayoutGuide.length == 20)
            let alone = ViewController()
            app.rootViewController = alone
            #expect(alone.topLayoutGuide.length == 20)
            app.statusBar = nil
            #expect(alone.topLayoutGuide.length == 0)
        }

        /// iOS 11 and later answer the safe area's top inset: 44 pt on an iPhone X without a
        /// navigation bar, the same as the guide's anchors.
        @Test func topLayoutGuideLengthIsTheSafeAreaTopOnADeviceWithASensorHousing() {
            let app = Application(device: .iPhoneX)
            defer { Application.current = nil }
            let alone = ViewController()
            app.rootViewController = alone
            #expect(alone.topLayoutGuide.length == 44)
            #expect(alone.topLayoutGuide.length == alone.view.safeAreaInsets.top)
        }
    }
}
