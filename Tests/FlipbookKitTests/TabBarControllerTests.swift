import class Foundation.NSCoder
import FlipbookAnimation
import FlipbookGeometry
@testable import FlipbookKit
import FlipbookLayers
import FlipbookRaster
import Testing
import FlipbookTestSupport

/// A tab switch that slides the new tab in from the right while the old one leaves to the left,
/// linearly over `duration` (the typical delegate-provided tab animator).
final class TabSlideAnimator: AnimatedTransitioning {
    let duration: Double
    var ended: Bool?
    init(duration: Double = 0.4) { self.duration = duration }
    func transitionDuration(using context: TransitionContext?) -> Double { duration }
    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let from = context.view(forKey: .from)!, to = context.view(forKey: .to)!
        let width = container.bounds.width
        to.frame = context.finalFrame(for: context.viewController(forKey: .to)!).offsetBy(dx: width, dy: 0)
        container.addSubview(to)
        View.animate(
            withDuration: duration, delay: 0, options: [.curveLinear],
            animations: {
                to.frame = to.frame.offsetBy(dx: -width, dy: 0)
                from.frame = from.frame.offsetBy(dx: -width, dy: 0)
            },
            completion: { _ in
                from.frame = container.bounds
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
    func animationEnded(_ transitionCompleted: Bool) { ended = transitionCompleted }
}

/// A tab bar controller delegate that logs its calls and gives fixed animators.
final class LoggingTabDelegate: TabBarControllerDelegate {
    let log: CallLog
    var allows = true
    var animator: AnimatedTransitioning?
    var interaction: InteractiveTransitioning?
    init(log: CallLog) { self.log = log }
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        log.add("shouldSelect \(viewController.title ?? "?")")
        return allows
    }
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        log.add("didSelect \(viewController.title ?? "?")")
    }
    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> AnimatedTransitioning? { animator }
    func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning? {
        interaction
    }
}

extension KitTests {
    /// `TabBarController`, `TabBar` and `TabBarItem`: geometry per device, taps, the delegate,
    /// animated and interactive switches.
    @Suite struct TabBars {
        func tabs(device: DevicePreset = .iPhone8, count: Int = 4)
            -> (Application, TabBarController, [LoggingController], LoggingTabDelegate, CallLog)
        {
            let log = CallLog()
            let app = Application(device: device, statusBar: nil)
            let colours: [Color] = [
                .white, .black, Color(red: 0.9, green: 0.3, blue: 0.2), Color(red: 0.2, green: 0.5, blue: 0.9), .white,
            ]
            let controllers = (0..<count).map { LoggingController(["A", "B", "C", "D", "E"][$0], colour: colours[$0], log: log) }
            let tabs = TabBarController()
            tabs.viewControllers = controllers
            let delegate = LoggingTabDelegate(log: log)
            tabs.delegate = delegate
            app.rootViewController = tabs
            app.window.layoutIfNeeded()
            log.entries = []
            return (app, tabs, controllers, delegate, log)
        }

        /// The centre of item `index` in window coordinates.
        func centre(of index: Int, in tabs: TabBarController) -> Point {
            let frame = tabs.tabBar.convert(tabs.tabBar.itemFrame(at: index)!, to: nil as View?)
            return Point(x: frame.midX, y: frame.midY)
        }

        @Test func barIs49PointsPlusTheBottomSafeAreaAndItemsDivideTheWidth() {
            // (device, bar frame, first and last slot of four items)
            let expected: [(DevicePreset, Rect, Rect, Rect)] = [
                (
                    .iPhoneSE1, Rect(x: 0, y: 519, width: 320, height: 49), Rect(x: 2, y: 1, width: 76, height: 48),
                    Rect(x: 242, y: 1, width: 76, height: 48)
                ),
                (
                    .iPhone8, Rect(x: 0, y: 618, width: 375, height: 49), Rect(x: 2, y: 1, width: 89.75, height: 48),
                    Rect(x: 283.25, y: 1, width: 89.75, height: 48)
                ),
                (
                    .iPhoneX, Rect(x: 0, y: 729, width: 375, height: 83), Rect(x: 2, y: 1, width: 89.75, height: 48),
                    Rect(x: 283.25, y: 1, width: 89.75, height: 48)
                ),
                (
                    .iPhone15, Rect(x: 0, y: 769, width: 393, height: 83), Rect(x: 2, y: 1, width: 94.25, height: 48),
                    Rect(x: 296.75, y: 1, width: 94.25, height: 48)
                ),
            ]
            for (device, bar, first, last) in expected {
                let (_, tabs, _, _, _) = tabs(device: device)
                #expect(tabs.tabBar.frame == bar, "\(device.name)")
                #expect(tabs.tabBar.itemFrame(at: 0) == first, "\(device.name)")
                #expect(tabs.tabBar.itemFrame(at: 3) == last, "\(device.name)")
            }
        }

        @Test func itemPartsAreKitsChosenStackedLayout() {
            // Chosen layout (see TabBar): image top 4 pt into the slot, title line 34…46 pt,
            // badge 18 pt tall centred on the image's right edge.
            let (_, tabs, controllers, _, _) = tabs()
            let icon = Image(Bitmap(width: 50, height: 50, fill: Pixel(r: 0, g: 0, b: 0, a: 255)), scale: 2)
            controllers[1].tabBarItem.image = icon
            controllers[1].tabBarItem.badgeValue = "3"
            let parts = tabs.tabBar.itemPartFrames(at: 1)!
            #expect(parts.image == Rect(x: 93.75 + 2 + (89.75 - 25) / 2, y: 5, width: 25, height: 25))
            #expect(parts.title == Rect(x: 95.75, y: 35, width: 89.75, height: 12))
            #expect(parts.badge?.height == 18 && parts.badge?.minY == 3)
            #expect(parts.badge.map { close($0.midX, parts.image!.maxX) } == true)
        }

        @Test func childSafeAreaIncludesTheBar() {
            let (_, _, x, _, _) = tabs(device: .iPhoneX)
            #expect(x[0].view.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 83, right: 0))
            let (_, _, eight, _, _) = tabs(device: .iPhone8)
            #expect(eight[0].view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
        }

        @Test func childrenKnowTheirTabBarController() {
            let (_, tabs, controllers, _, _) = tabs()
            #expect(controllers.allSatisfy { $0.tabBarController === tabs && $0.parent === tabs })
            #expect(tabs.children.count == 4)
            #expect(tabs.tabBar.items?.map(\.title) == ["A", "B", "C", "D"])
            controllers[2].title = "Cee"
            #expect(tabs.tabBar.items?[2].title == "Cee")
        }

        @Test func tapSelectsWithoutAnimationWithDidSelectAfterTheDidCallbacksAsKitChose() throws {
            let (app, tabs, controllers, delegate, log) = tabs()
            defer { withExtendedLifetime(delegate) {} }
            try app.tap(at: centre(of: 2, in: tabs), time: 0.1)
            app.advance(to: 0.5)
            #expect(tabs.selectedIndex == 2 && tabs.selectedViewController === controllers[2])
            #expect(tabs.tabBar.selectedItem === controllers[2].tabBarItem)
            #expect(controllers[2].view.superview === tabs.transitionView && controllers[0].view.superview == nil)
            #expect(
                log.entries == [
                    "shouldSelect C", "A.viewWillDisappear", "C.viewWillAppear",
                    "A.viewDidDisappear", "C.viewDidAppear", "didSelect C",
                ])
        }

        @Test func installingTheTabsForwardsAppearanceToTheSelectedChildOnly() {
            let log = CallLog()
            let app = Application(statusBar: nil)
            let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
            let tabs = TabBarController()
            tabs.viewControllers = [a, b]
            app.rootViewController = tabs
            #expect(log.entries == ["A.viewWillAppear", "A.viewDidAppear"])
            #expect(app.diagnostics.isEmpty)
        }

        @Test func differencesFromUIKitAreReported() {
            // More than five tabs (UIKit: four and More) and a regular width (UIKit: items side by side).
            let (app, tabs, _, _, _) = tabs(device: .iPadPro11, count: 4)
            tabs.viewControllers = (0..<6).map { ColourController(.white, title: "\($0)") }
            #expect(app.diagnostics.map(\.code) == ["tabBar.regularWidth", "tabBar.more"])
        }

        @Test func shouldSelectFalseKeepsTheTab() throws {
            let (app, tabs, _, delegate, log) = tabs()
            delegate.allows = false
            try app.tap(at: centre(of: 1, in: tabs), time: 0.1)
            app.advance(to: 0.5)
            #expect(tabs.selectedIndex == 0)
            #expect(log.entries == ["shouldSelect B"])
        }

        @Test func selectionInCodeAsksNoDelegate() {
            let (app, tabs, _, delegate, log) = tabs()
            defer { withExtendedLifetime(delegate) {} }
            tabs.selectedIndex = 1
            app.advance(to: 0.1)
            #expect(log.entries == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        }

        @Test func animatedSwitchShowsTheAnimatorHalfWayWithDidSelectAsTheAnimationStartsAsKitChose() throws {
            let (app, tabs, controllers, delegate, log) = tabs()
            let animator = TabSlideAnimator(duration: 0.4)
            delegate.animator = animator
            try app.tap(at: centre(of: 1, in: tabs), time: 0)
            app.advance(to: 0.2)
            #expect(close(shown(controllers[1].view, at: 0.2).position.x, 375 / 2 + 187.5))
            #expect(close(shown(controllers[0].view, at: 0.2).position.x, 0))
            #expect(controllers[1].transitionCoordinator != nil)
            app.advance(to: 1)
            #expect(animator.ended == true && tabs.selectedIndex == 1)
            #expect(controllers[0].view.superview == nil)
            #expect(
                log.entries == [
                    "shouldSelect B", "A.viewWillDisappear", "B.viewWillAppear", "didSelect B",
                    "A.viewDidDisappear", "B.viewDidAppear",
                ])
        }

        @Test func cancelledInteractiveSwitchRestoresTheTab() throws {
            let (app, tabs, controllers, delegate, log) = tabs()
            let animator = TabSlideAnimator(duration: 0.4)
            let interaction = PercentDrivenInteractiveTransition()
            delegate.animator = animator
            delegate.interaction = interaction
            tabs.selectedIndex = 1
            #expect(tabs.tabBar.selectedItem === controllers[1].tabBarItem)
            app.schedule(at: 0.1) { interaction.update(0.5) }
            app.advance(to: 0.1)
            #expect(close(shown(controllers[1].view, at: 0.1).position.x, 187.5 + 187.5))
            #expect(controllers[1].transitionCoordinator?.isInteractive == true)
            app.schedule(at: 0.2) { interaction.cancel() }
            app.advance(to: 1)
            #expect(animator.ended == false)
            #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === controllers[0])
            #expect(tabs.tabBar.selectedItem === controllers[0].tabBarItem)
            #expect(controllers[1].view.superview == nil)
            #expect(controllers[0].view.superview === tabs.transitionView)
            #expect(controllers[0].view.frame == tabs.transitionView.bounds)
            #expect(shown(controllers[0].view, at: 1).position.x == 187.5)
            #expect(
                log.entries == [
                    "A.viewWillDisappear", "B.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear",
                    "A.viewWillAppear", "A.viewDidAppear",
                ])
        }

        @Test func finishedInteractiveSwitchRunsTheCoordinatorsCompletion() {
            let (app, tabs, controllers, delegate, _) = tabs()
            let interaction = PercentDrivenInteractiveTransition()
            delegate.animator = TabSlideAnimator(duration: 0.4)
            delegate.interaction = interaction
            tabs.selectedIndex = 2
            var ended: (cancelled: Bool, time: Double)?
            controllers[2].transitionCoordinator?.animate(alongsideTransition: nil) { context in
                ended = (context.isCancelled, app.clock.now)
            }
            app.schedule(at: 0.1) { interaction.update(0.75) }
            app.schedule(at: 0.2) { interaction.finish() }
            app.advance(to: 1)
            // The remaining 25 % of 0.4 s plays in 0.1 s.
            #expect(ended?.cancelled == false && ended.map { close($0.time, 0.3, 1e-3) } == true)
            #expect(tabs.selectedIndex == 2 && controllers[2].view.superview === tabs.transitionView)
            #expect(controllers[2].transitionCoordinator == nil)
        }

        @Test func standaloneBarSelectsTappedEnabledItemsAndShowsTheSelectedImage() throws {
            final class Picks: TabBarDelegate {
                var tags: [Int] = []
                func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) { tags.append(item.tag) }
            }
            let app = Application(statusBar: nil)
            let bar = TabBar(frame: Rect(x: 0, y: 618, width: 375, height: 49))
            let plain = Image(Bitmap(width: 2, height: 2, fill: Pixel(r: 0, g: 0, b: 0, a: 255)), scale: 1)
            let filled = Image(Bitmap(width: 4, height: 4, fill: Pixel(r: 0, g: 0, b: 0, a: 255)), scale: 1)
            let items = [TabBarItem(title: "One", image: plain, tag: 1), TabBarItem(title: "Two", image: plain, tag: 2)]
            items[1].selectedImage = filled
            items[0].isEnabled = false
            bar.items = items
            let picks = Picks()
            bar.delegate = picks
            app.window.addSubview(bar)
            try app.tap(at: Point(x: 90, y: 640), time: 0.1)
            try app.tap(at: Point(x: 280, y: 640), time: 0.6)
            app.advance(to: 1)
            #expect(picks.tags == [2] && bar.selectedItem === items[1])
            // Selected: the 4 pt selected image in the tint colour.
            #expect(bar.itemPartFrames(at: 1)?.image?.size == Size(width: 4, height: 4))
            let shownImage = bar.itemViews[1].imageView.image!
            #expect(shownImage.bitmap[0, 0] == TabBar.defaultTintColor.premultiplied8)
        }

        @Test func tappingTheSelectedNavigationTabPopsToRoot() throws {
            let log = CallLog()
            let app = Application(statusBar: nil)
            let root = LoggingController("R", log: log), top = LoggingController("T", log: log)
            let nav = NavigationController(rootViewController: root)
            nav.pushViewController(top, animated: false)
            let tabs = TabBarController()
            tabs.viewControllers = [nav, LoggingController("B", log: log)]
            app.rootViewController = tabs
            #expect(top.tabBarController === tabs)
            try app.tap(at: centre(of: 0, in: tabs), time: 0.1)
            app.advance(to: 2)
            #expect(nav.viewControllers.count == 1)
        }
    }
}
