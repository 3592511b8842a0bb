import class Foundation.Bundle
import class Foundation.NSCoder
import FlipbookGeometry

/// Supplies tab-switch decisions and animators (`UITabBarControllerDelegate`).
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether a tap on `viewController`'s item may select it. Asked for taps only, not for
    /// selections in code. Default true.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// Called after a tap selected `viewController` (also when it was selected already); not for
    /// selections in code. Default: nothing.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// The animator of the switch from `fromVC` to `toVC`, or `nil` for an unanimated switch.
    /// Default `nil`.
    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> AnimatedTransitioning?
    /// The interaction controller that drives `animationController`, or `nil` for none.
    /// Default `nil`.
    func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning?
}

extension TabBarControllerDelegate {
    /// Returns true.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        true
    }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    /// Returns `nil` (no animation).
    public func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> AnimatedTransitioning? { nil }
    /// Returns `nil` (not interactive).
    public func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning? {
        nil
    }
}

/// Switches between child controllers with a tab bar (`UITabBarController`).
///
/// Its view holds a full-screen transition view (the ``TransitionContext/containerView`` of
/// tab switches, so container coordinates are screen coordinates) with the selected child's
/// view, full screen under the translucent bar, and the ``tabBar`` at the bottom: 49 pt plus
/// the window's bottom safe area. The children are the controller's ``ViewController/children``, and their
/// safe area's bottom inset is the bar's height, as in UIKit.
///
/// A tap on an item asks the delegate's `shouldSelect`, then switches: unanimated, or with the
/// delegate's animator (and its interaction controller) — the will-callbacks, the delegate's
/// `didSelect` as the animation starts, the animation, then the did-callbacks; a cancelled
/// interactive switch gives the callbacks as a cancelled pop does and selects the old tab
/// again. Tapping the selected item pops a navigation controller there to its root. A selection
/// in code (``selectedIndex``, ``selectedViewController``) uses the delegate's animator too, but
/// asks neither `shouldSelect` nor calls `didSelect`, as UIKit.
open class TabBarController: ViewController, TabBarDelegate {
    /// The bar with one item per child (each child's ``ViewController/tabBarItem``).
    public let tabBar = TabBar()
    /// Supplies tab-switch decisions, animators and interaction controllers; weak. Default `nil`.
    public weak var delegate: TabBarControllerDelegate?

    let transitionView = View()
    private var selected: Int = 0
    private var activeTransition: ControllerTransition?

    /// A tab bar controller with no tabs yet (`init()` calls it with `nil`, `nil`). A
    /// designated initializer, as in UIKit; a `nibName` loads the view as
    /// ``ViewController/init(nibName:bundle:)``.
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        tabBar.onTap = { [unowned self] index in tabTapped(index) }
    }

    /// A tab bar controller made with a coder (`init(coder:)`, as ``ViewController/init(coder:)``):
    /// from a storyboard, its tabs are the scene's `viewControllers` relationships, in order.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.onTap = { [unowned self] index in tabTapped(index) }
    }

    /// The children shown by the tabs, left to right. Setting it replaces them without animation
    /// and selects the first (or keeps the selected controller when it is still there).
    public var viewControllers: [ViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs (`setViewControllers(_:animated:)`; Kit does not animate the bar).
    public func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        let old = children
        let keep = old.indices.contains(selected) ? old[selected] : nil
        let new = viewControllers ?? []
        for child in old where !new.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            if child.isViewLoaded { child.view.removeFromSuperview() }
            child.removeFromParent()
        }
        for child in new where child.parent !== self {
            addChild(child)
            child.didMove(toParent: self)
        }
        childStorage = new
        if new.count > 5 {
            Application.current?.report(
                KitDiagnostic(
                    code: "tabBar.more",
                    message: "a tab bar controller with \(new.count) tabs shows all of them; iPhone UIKit shows "
                        + "the first four and a More tab"))
        }
        selected = keep.flatMap { k in new.firstIndex { $0 === k } } ?? 0
        tabBar.items = new.map { $0.tabBarItem }
        tabBar.selectedItem = new.indices.contains(selected) ? new[selected].tabBarItem : nil
        if isViewLoaded { showSelectedImmediately(replacing: keep) }
    }

    /// The index of the selected tab; setting it switches (see the type's summary).
    public var selectedIndex: Int {
        get { selected }
        set {
            guard children.indices.contains(newValue) else { return }
            select(newValue, byTap: false)
        }
    }

    /// The selected child; setting it to one of ``viewControllers`` switches to it.
    public var selectedViewController: ViewController? {
        get { children.indices.contains(selected) ? children[selected] : nil }
        set {
            guard let newValue, let index = children.firstIndex(where: { $0 === newValue }) else { return }
            select(index, byTap: false)
        }
    }

    /// Builds the view: the transition view with the selected child's view, and the tab bar.
    open override func loadView() {
        let bounds = Self.screenBounds
        let root = View(frame: bounds)
        transitionView.frame = bounds
        root.addSubview(transitionView)
        root.addSubview(tabBar)
        view = root
        placeTabBar()
        showSelectedImmediately(replacing: nil)
    }

    /// Keeps the bar at the bottom, 49 pt plus the bottom safe area tall, and the children's
    /// safe area above it.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        placeTabBar()
    }

    /// The window's bottom safe-area inset where this controller's view is (the device's home
    /// indicator), 0 outside a window.
    private var bottomInset: Double {
        guard isViewLoaded else { return 0 }
        let frame = view.frame
        if view.superview != nil { return max(0, view.safeAreaInsets.bottom - view.layoutState.additionalSafeAreaInsets.bottom) }
        if let app = Application.current, let device = app.device, frame.maxY >= app.screenSize.height {
            return device.safeAreaInsets(statusBarShown: app.statusBar != nil).bottom
        }
        return 0
    }

    private func placeTabBar() {
        let bounds = view.bounds
        if bounds.width >= 768 {
            Application.current?.report(
                KitDiagnostic(
                    code: "tabBar.regularWidth",
                    message: "the tab bar lays its items out stacked (image above title, equal slots) as on an "
                        + "iPhone; in a regular width iOS 11+ puts them side by side, centred"))
        }
        let height = TabBar.height + bottomInset
        let frame = Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        if tabBar.frame != frame { tabBar.frame = frame }
        transitionView.frame = bounds
        let extra = tabBar.isHidden ? 0 : TabBar.height
        if transitionView.layoutState.additionalSafeAreaInsets.bottom != extra {
            transitionView.layoutState.additionalSafeAreaInsets.bottom = extra
            transitionView.layoutEngineDidChange()
            transitionView.setNeedsLayout()
        }
    }

    /// A child's ``ViewController/tabBarItem`` was replaced: the bar shows the new items.
    func childTabBarItemsChanged() {
        tabBar.items = children.map { $0.tabBarItem }
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    private func showSelectedImmediately(replacing old: ViewController?) {
        if let old, old !== selectedViewController, old.isViewLoaded { old.view.removeFromSuperview() }
        placeTabBar()
        guard let vc = selectedViewController else { return }
        vc.view.frame = transitionView.bounds
        if vc.view.superview !== transitionView { transitionView.addSubview(vc.view) }
    }

    private func tabTapped(_ index: Int) {
        guard children.indices.contains(index), activeTransition == nil else { return }
        let vc = children[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: vc) { return }
        if index == selected {
            if let nav = vc as? NavigationController, let root = nav.viewControllers.first {
                nav.popToViewController(root, animated: true)
            }
            delegate?.tabBarController(self, didSelect: vc)
        } else {
            select(index, byTap: true)
        }
        if let item = tabBar.items?[index] { tabBar(tabBar, didSelect: item) }
    }

    /// The user tapped `item` of the controller's bar (`UITabBarDelegate`'s
    /// `tabBar(_:didSelect:)`, which `UITabBarController` implements): Kit calls it after the
    /// controller selected the item's tab (and told its delegate), as iOS calls it once the tap
    /// selected the tab. Does nothing; subclasses override it (selecting does not depend on
    /// calling super, as in UIKit).
    open func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}

    /// Switches to tab `index`: with the delegate's animator when it gives one and the view is
    /// in a window, otherwise at once. `byTap` calls the delegate's `didSelect`.
    private func select(_ index: Int, byTap: Bool) {
        guard activeTransition == nil else { return }
        guard index != selected, let from = selectedViewController else {
            selected = index
            tabBar.selectedItem = children[index].tabBarItem
            if isViewLoaded { showSelectedImmediately(replacing: nil) }
            return
        }
        let to = children[index]
        let oldIndex = selected
        selected = index
        tabBar.selectedItem = to.tabBarItem
        guard isViewLoaded else { return }
        let animator =
            view.window == nil
            ? nil
            : delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        let toView = to.view!
        toView.frame = transitionView.bounds
        guard let animator else {
            from.beginAppearanceTransition(false, animated: false)
            to.beginAppearanceTransition(true, animated: false)
            from.view.removeFromSuperview()
            transitionView.addSubview(toView)
            from.endAppearanceTransition()
            to.endAppearanceTransition()
            if byTap { delegate?.tabBarController(self, didSelect: to) }
            return
        }
        let interactor = delegate?.tabBarController(self, interactionControllerFor: animator)
        let before = HierarchySnapshot(of: [transitionView, toView])
        let context = ControllerTransition(
            container: transitionView, from: from, to: to, animator: animator,
            interactor: interactor, drivenLayers: [transitionView.layer])
        context.onComplete = { [unowned self, unowned context] didComplete in
            activeTransition = nil
            for vc in [self, from, to] { vc.runningTransition = nil }
            if didComplete {
                from.view.removeFromSuperview()
                context.coordinator.runCompletions()
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            } else {
                before.restore()
                selected = oldIndex
                tabBar.selectedItem = from.tabBarItem
                context.coordinator.runCompletions()
                to.beginAppearanceTransition(false, animated: true)
                to.endAppearanceTransition()
                from.beginAppearanceTransition(true, animated: true)
                from.endAppearanceTransition()
            }
        }
        activeTransition = context
        for vc in [self, from, to] { vc.runningTransition = context }
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        if byTap { delegate?.tabBarController(self, didSelect: to) }
        context.start()
    }
}

extension ViewController {
    /// The nearest tab bar controller among this controller's parents (and navigation
    /// controller); `nil` for none.
    public var tabBarController: TabBarController? {
        var current = parent ?? navigationController
        while let vc = current {
            if let tabs = vc as? TabBarController { return tabs }
            current = vc.parent ?? vc.navigationController
        }
        return nil
    }
}
