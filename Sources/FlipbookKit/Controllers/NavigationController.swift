import class Foundation.Bundle
import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookLayers

/// A stack of controllers under a navigation bar (`UINavigationController`).
///
/// Its view holds a full-screen transition view (the ``TransitionContext/containerView`` of
/// pushes and pops, so container coordinates are screen coordinates) and, above it, the
/// ``navigationBar``, 44 pt at the top of the view's safe area (y = 20 under the status bar).
/// Children's views fill the transition view, under the bar, as UIKit lays them out below a
/// translucent bar (the default); below an opaque bar (``NavigationBar/isTranslucent`` false)
/// they start at the bar's bottom unless the child's
/// ``ViewController/extendedLayoutIncludesOpaqueBars``, and so does a child whose
/// ``ViewController/edgesForExtendedLayout`` leaves out the top.
open class NavigationController: ViewController {
    /// The bar with the top controller's title and the back item: a ``NavigationBar``, or an
    /// instance of the class given to ``init(navigationBarClass:toolbarClass:)`` (or named by
    /// the storyboard's navigation bar), as in UIKit.
    public private(set) var navigationBar = NavigationBar()
    /// Supplies custom push/pop animators and interaction controllers; weak. Default `nil`.
    public weak var delegate: NavigationControllerDelegate?

    /// The left-edge pan that pops the top controller interactively (the back swipe), attached
    /// to the navigation controller's view when it loads. It does not begin with a single
    /// controller, during a transition, or when the delegate gives a custom pop animator without
    /// an interaction controller; replacing its delegate removes those checks, as in UIKit.
    /// See the article “Gestures and touches”.
    public var interactivePopGestureRecognizer: GestureRecognizer? { interactivePop.recognizer }

    let transitionView = View()
    private lazy var interactivePop = InteractivePopDriver(navigationController: self)
    /// The interaction controller of a pop the back swipe starts (used when the delegate gives
    /// no animator).
    var builtInPopInteraction: InteractiveTransitioning?
    /// Whether a push or pop is running, or was asked for during the event being delivered.
    var isTransitioning: Bool { activeTransition != nil || hasPendingTransition }
    private var stack: [ViewController] = []
    private var activeTransition: ControllerTransition?
    /// Whether an animated push or pop asked for during a touch event waits for the event's end
    /// to start (see ``pushViewController(_:animated:)``).
    private var hasPendingTransition = false
    /// A stack set while a push or pop runs; it replaces the stack when that transition ends.
    private var deferredStack: [ViewController]?

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        navigationBar.navigationController = self
        rootViewController.navigationController = self
        stack = [rootViewController]
    }

    /// A navigation controller with no controllers yet (`init(nibName:bundle:)`, what a subclass
    /// that sets ``viewControllers`` in its own `init` calls): the first push or
    /// ``viewControllers`` gives it its root. The name and bundle are kept as a controller's.
    /// `NavigationController()` is this with no nib (``ViewController``'s convenience `init()`).
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        navigationBar.navigationController = self
    }

    /// A navigation controller whose bar is an instance of `navigationBarClass`
    /// (`UINavigationController(navigationBarClass:toolbarClass:)`): a subclass of
    /// ``NavigationBar``, or `nil` for ``NavigationBar`` itself, made with its `init(coder:)`
    /// path's defaults (a bar at the standard frame; ``NavigationController`` places it).
    /// Kit has no toolbar: `toolbarClass` is accepted for ported code and not used.
    public convenience init(navigationBarClass: NavigationBar.Type?, toolbarClass: AnyClass?) {
        self.init(nibName: nil, bundle: nil)
        if let navigationBarClass, navigationBarClass != NavigationBar.self {
            if let bar = NavigationBar.make(navigationBarClass, frame: navigationBar.frame) { replaceNavigationBar(bar) }
        }
    }

    /// Replaces the bar before the view loads (the storyboard loader's path for a navigation
    /// bar with a custom class, and ``init(navigationBarClass:toolbarClass:)``'s). After the view
    /// has loaded the bar is kept: UIKit fixes it when the controller is made.
    package func replaceNavigationBar(_ bar: NavigationBar) {
        guard !isViewLoaded else { return }
        bar.isHidden = navigationBar.isHidden
        bar.navigationController = self
        navigationBar = bar
    }

    /// A navigation controller from a storyboard: its root is the scene its root-view-controller
    /// relationship names, set by the loader (see ``ViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        navigationBar.navigationController = self
    }

    /// The controllers, root first. Setting it replaces the stack without animation.
    ///
    /// Set while a push or pop runs, the new stack is what this property returns at once, and it
    /// is applied when the transition ends, whether it completes or is cancelled: it replaces
    /// the stack the transition leaves (a cancelled pop does not put its controller back on top
    /// of it again) and its top controller's view is shown. Apple does not document this case;
    /// it is what iOS 10+ shows when a library re-appends the popped controller to undo a
    /// cancelled interactive pop. (Pushes and pops asked for during a transition are ignored.)
    public var viewControllers: [ViewController] {
        get { deferredStack ?? stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the stack (`setViewControllers(_:animated:)`). Kit replaces it without animation
    /// (`animated` is accepted for ported code); during a push or pop, see ``viewControllers``.
    /// Open, as UIKit's: setting ``viewControllers`` calls it.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        guard !isTransitioning else {
            deferredStack = viewControllers
            for vc in viewControllers { vc.navigationController = self }
            return
        }
        replaceStack(with: viewControllers)
    }

    private func replaceStack(with newValue: [ViewController]) {
        let old = stack
        for vc in old where !newValue.contains(where: { $0 === vc }) { vc.navigationController = nil }
        stack = newValue
        for vc in stack { vc.navigationController = self }
        if isViewLoaded { showTopImmediately(replacing: old.last) }
    }

    /// Applies a stack set during the transition that just ended; `shown` is the controller
    /// whose view the ended transition left on screen.
    private func applyDeferredStack(shown: ViewController) {
        guard let deferred = deferredStack else { return }
        deferredStack = nil
        for vc in stack where !deferred.contains(where: { $0 === vc }) { vc.navigationController = nil }
        stack = deferred
        for vc in stack { vc.navigationController = self }
        guard isViewLoaded else { return }
        if topViewController !== shown { shown.view.removeFromSuperview() }
        showTopImmediately(replacing: nil)
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { stack.last }
    /// The controller whose view shows (`UINavigationController.visibleViewController`): the
    /// controller presented modally over the navigation controller when there is one, else the
    /// top of the stack.
    public var visibleViewController: ViewController? { presentedViewController ?? topViewController }
    /// The top controller decides whether the status bar hides, as in UIKit (the style stays
    /// the navigation controller's own).
    open override var childForStatusBarHidden: ViewController? { topViewController }

    /// The stack from the top down (the most recently pushed first), without the controller that
    /// contains the unwind segue's source: an unwind from C pushed over A and B, both of which
    /// have the action, ends at B, the nearest, as on iOS.
    open override func allowedChildrenForUnwinding(from source: StoryboardUnwindSegueSource) -> [ViewController] {
        let containing = childContaining(source)
        return viewControllers.reversed().filter { $0 !== containing }
    }

    /// Whether the navigation bar is hidden (`isNavigationBarHidden`): setting it hides or shows
    /// the bar at once (``setNavigationBarHidden(_:animated:)`` with `animated` false). A child
    /// below an opaque bar then fills the screen; a child under a translucent one keeps its frame
    /// and its top layout guide drops to the status bar.
    public var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar (`setNavigationBarHidden(_:animated:)`). Kit does it at
    /// once even when `animated` is true (iOS slides the bar out over 0.2 s) and then reports
    /// the diagnostic `navigationController.barHiddenNotAnimated`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBar.isHidden else { return }
        navigationBar.isHidden = hidden
        if animated, isViewLoaded, view.window != nil {
            Application.current?.report(KitDiagnostic(
                code: "navigationController.barHiddenNotAnimated",
                message: "\(type(of: self)) \(hidden ? "hides" : "shows") its navigation bar at once "
                    + "(iOS slides it over 0.2 s)"))
        }
        layoutTopChild()
        topViewController?.viewIfLoaded?.setNeedsLayout()
    }

    /// Whether the bar's background lets content show through. Default true.
    public var isNavigationBarTranslucent: Bool {
        get { navigationBar.isTranslucent }
        set { navigationBar.isTranslucent = newValue }
    }

    /// Builds the view: the full-screen transition view with the top controller's view, and the
    /// navigation bar above it, at the top of the view's safe area (`NavigationControllerView`).
    open override func loadView() {
        let bounds = Self.screenBounds
        let root = NavigationControllerView(frame: bounds, controller: self)
        transitionView.frame = bounds
        transitionView.layoutState.safeAreaBar = navigationBar
        root.addSubview(transitionView)
        navigationBar.frame = Rect(x: 0, y: StatusBar.height, width: bounds.width, height: NavigationBar.height)
        root.addSubview(navigationBar)
        root.addGestureRecognizer(interactivePop.recognizer)
        view = root
        showTopImmediately(replacing: nil)
    }

    /// Forwards to the top controller (`beginAppearanceTransition(true, animated:)`).
    open override func viewWillAppear(_ animated: Bool) { topViewController?.beginAppearanceTransition(true, animated: animated) }
    /// Forwards to the top controller (`endAppearanceTransition()`).
    open override func viewDidAppear(_ animated: Bool) { topViewController?.endAppearanceTransition() }
    /// Forwards to the top controller (`beginAppearanceTransition(false, animated:)`).
    open override func viewWillDisappear(_ animated: Bool) { topViewController?.beginAppearanceTransition(false, animated: animated) }
    /// Forwards to the top controller (`endAppearanceTransition()`).
    open override func viewDidDisappear(_ animated: Bool) { topViewController?.endAppearanceTransition() }

    /// Shows `vc` as UIKit's navigation controller does (a show segue calls it): pushes it,
    /// animated (``pushViewController(_:animated:)``), unless `vc` is itself a navigation
    /// controller, which cannot be pushed: this navigation controller presents it modally, with
    /// its own ``ViewController/modalPresentationStyle`` and
    /// ``ViewController/modalTransitionStyle`` (Kit's default: full screen, sliding up), as
    /// iOS shows a show segue whose destination is a navigation controller.
    open override func show(_ vc: ViewController, sender: Any?) {
        if vc is NavigationController {
            present(vc, animated: true)
        } else {
            pushViewController(vc, animated: true)
        }
    }

    /// Pushes `vc`; animated pushes use the delegate's animator (or the default slide) while the
    /// bar's items move as in iOS 8 (`NavigationBarTransition`). Ignored while another transition runs.
    ///
    /// The stack changes at once. An animated push asked for while a touch event is delivered
    /// (a button's action, a cell's selection segue, a gesture's target or delegate) starts when
    /// the event has been delivered, at the same clock time, as iOS starts it in the layout pass
    /// that ends the run-loop turn: the delegate is asked for the animator, the controllers get
    /// `viewWillAppear(_:)`/`viewWillDisappear(_:)`, the pushed controller's view loads and
    /// `animateTransition(using:)` runs only then, so what the app sets later in the same event
    /// (`collectionView(_:didSelectItemAt:)` runs after the selection segue) is what the animator
    /// sees. Outside an event (a scheduled script action) it starts at once. The same holds for
    /// ``popViewController(animated:)``.
    ///
    /// Open, as UIKit's: a show segue calls it. Pushed on an empty stack, `vc` becomes the root
    /// at once, without a transition, as on iOS.
    ///
    /// A navigation controller pushed onto a stack is pushed, with the diagnostic
    /// `navigation.pushedNavigationController`: UIKit does not push one (it raises "Pushing a
    /// navigation controller is not supported"), so the frames of an app that pushes one
    /// differ from iOS's. A show segue to a navigation controller does not come here: see
    /// ``show(_:sender:)``.
    open func pushViewController(_ vc: ViewController, animated: Bool) {
        guard !isTransitioning else { return }
        guard let from = topViewController else { return replaceStack(with: [vc]) }
        if vc is NavigationController {
            Application.current?.report(KitDiagnostic(
                code: "navigation.pushedNavigationController",
                message: "\(type(of: vc)) is pushed onto the stack of \(type(of: self)): UIKit does not push a navigation "
                    + "controller (\"Pushing a navigation controller is not supported\"); Kit pushes it, under this "
                    + "navigation controller's bar, a screen iOS does not show"))
        }
        vc.navigationController = self
        stack.append(vc)
        transition(.push, from: from, to: vc, animated: animated)
    }

    /// Pops the top controller and returns it; `nil` at the root or while another transition runs.
    /// Open, as UIKit's: the back button and the interactive pop (the edge swipe) call it, and
    /// ``popToViewController(_:animated:)`` does not.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        popTop(animated: animated)
    }

    private func popTop(animated: Bool) -> ViewController? {
        guard !isTransitioning, stack.count > 1 else { return nil }
        let from = stack.removeLast()
        transition(.pop, from: from, to: stack[stack.count - 1], animated: animated)
        return from
    }

    /// Pops every controller above `vc` (only the last step animates). Open, as UIKit's.
    @discardableResult
    open func popToViewController(_ vc: ViewController, animated: Bool) -> [ViewController] {
        guard !isTransitioning, let index = stack.firstIndex(where: { $0 === vc }), index < stack.count - 1
        else { return [] }
        let popped = Array(stack[(index + 1)...])
        stack.removeSubrange((index + 1)..<(stack.count - 1))
        _ = popTop(animated: animated)
        return popped
    }

    /// Pops every controller above the root (`popToRootViewController(animated:)`; only the last
    /// step animates) and returns them; `nil` when the root is on top. Open, as UIKit's.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = stack.first, stack.count > 1 else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// The back item's title shown above `vc`: `nil` (no back item) for the root or when `vc`'s
    /// item hides it; else the controller below's ``NavigationItem/backBarButtonItem`` title,
    /// its item's title, or "Back".
    func backTitle(below vc: ViewController) -> String? {
        guard let i = stack.firstIndex(where: { $0 === vc }), i > 0 else { return nil }
        if vc.navigationItemStorage?.hidesBackButton == true { return nil }
        let below = stack[i - 1]
        if let back = below.navigationItemStorage?.backBarButtonItem { return back.title ?? below.barTitle ?? "Back" }
        return below.barTitle ?? "Back"
    }

    /// What the bar shows for `vc`: its title, the back item (none when its left items replace
    /// it), its title view and bar button items.
    func barContent(for vc: ViewController) -> NavigationBarContent {
        let item = vc.navigationItemStorage
        let left = item?.leftBarButtonItems ?? []
        let back = left.isEmpty || item?.leftItemsSupplementBackButton == true ? backTitle(below: vc) : nil
        return NavigationBarContent(title: vc.barTitle, backTitle: back, titleView: item?.titleView,
                                    leftItems: left, rightItems: item?.rightBarButtonItems ?? [])
    }

    /// Reports what the bar does not draw of `vc`'s navigation item.
    func reportUndrawnItems(of vc: ViewController) {
        guard let parts = vc.navigationItemStorage?.undrawnParts, !parts.isEmpty else { return }
        Application.current?.report(KitDiagnostic(
            code: "navigationItem.notDrawn",
            message: "the navigation bar does not draw \(type(of: vc))'s navigation item's "
                + parts.joined(separator: ", ") + " (iOS draws them in the bar)"))
    }

    /// The top controller's navigation item changed: the bar shows it (no animation).
    func navigationItemOfTopDidChange() {
        guard let top = stack.last, top.runningTransition == nil, !hasPendingTransition else { return }
        navigationBar.setItems(barContent(for: top))
        reportUndrawnItems(of: top)
    }

    /// The frame UIKit gives `vc`'s view in the transition view: its bounds, from the bar's
    /// bottom down when the bar is shown and `vc` does not extend under it — an opaque bar
    /// without ``ViewController/extendedLayoutIncludesOpaqueBars``, or
    /// ``ViewController/edgesForExtendedLayout`` without `.top`.
    func childFrame(for vc: ViewController) -> Rect {
        let bounds = transitionView.bounds
        let underBar = vc.edgesForExtendedLayout.contains(.top)
            && (navigationBar.isTranslucent || vc.extendedLayoutIncludesOpaqueBars)
        guard !navigationBar.isHidden, !underBar else { return bounds }
        let top = min(bounds.height, max(0, navigationBar.frame.maxY - transitionView.frame.minY))
        return Rect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
    }

    /// Gives the top controller's view its ``childFrame(for:)`` (after the bar moved, was hidden
    /// or shown, or changed its translucency), unless a transition is placing the views.
    func layoutTopChild() {
        guard let top = stack.last, top.isViewLoaded, top.view.superview === transitionView,
              top.runningTransition == nil, !isTransitioning else { return }
        let frame = childFrame(for: top)
        if top.view.frame != frame { top.view.frame = frame }
    }

    private func showTopImmediately(replacing old: ViewController?) {
        old?.view.removeFromSuperview()
        guard let top = stack.last else { return }
        top.view.frame = childFrame(for: top)
        transitionView.addSubview(top.view)
        navigationBar.setItems(barContent(for: top))
        reportUndrawnItems(of: top)
    }

    private func transition(_ operation: NavigationOperation, from: ViewController, to: ViewController, animated: Bool) {
        guard animated, isViewLoaded, view.window != nil else {
            let toView = to.view!
            toView.frame = childFrame(for: to)
            from.beginAppearanceTransition(false, animated: false)
            to.beginAppearanceTransition(true, animated: false)
            delegate?.navigationController(self, willShow: to, animated: false)
            from.view.removeFromSuperview()
            transitionView.addSubview(toView)
            navigationBar.setItems(barContent(for: to))
            reportUndrawnItems(of: to)
            if operation == .pop { from.navigationController = nil }
            from.endAppearanceTransition()
            to.endAppearanceTransition()
            delegate?.navigationController(self, didShow: to, animated: false)
            return
        }
        guard let application = Application.current, application.isDeliveringEvent else {
            startTransition(operation, from: from, to: to, builtInPopInteraction: builtInPopInteraction)
            return
        }
        hasPendingTransition = true
        let builtIn = builtInPopInteraction
        application.afterEventDelivery { [weak self] in
            guard let self else { return }
            hasPendingTransition = false
            startTransition(operation, from: from, to: to, builtInPopInteraction: builtIn)
        }
    }

    /// Starts an animated push or pop: asks the delegate for the animator and the interaction
    /// controller (`builtInPopInteraction` when it gives none for a pop), then runs it.
    private func startTransition(_ operation: NavigationOperation, from: ViewController, to: ViewController,
                                 builtInPopInteraction: InteractiveTransitioning?) {
        let toView = to.view!
        toView.frame = childFrame(for: to)
        let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        let animator = custom ?? NavigationSlideAnimator(operation: operation)
        let interactor = custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
            ?? (custom == nil && operation == .pop ? builtInPopInteraction : nil)
        let before = HierarchySnapshot(of: [transitionView, toView])
        let context = ControllerTransition(container: transitionView, from: from, to: to, animator: animator,
                                           interactor: interactor,
                                           drivenLayers: [transitionView.layer, navigationBar.itemsContainer.layer])
        context.childFrame = { [unowned self] in childFrame(for: $0) }
        let content = barContent(for: to)
        reportUndrawnItems(of: to)
        context.alongsideAnimations = { [unowned self, unowned context] in
            navigationBar.transitionItems(to: content, isPush: operation == .push,
                                          duration: animator.transitionDuration(using: context),
                                          isCancelled: { context.transitionWasCancelled })
        }
        context.onComplete = { [unowned self, unowned context] didComplete in
            activeTransition = nil
            for vc in [self, from, to] { vc.runningTransition = nil }
            if didComplete {
                from.view.removeFromSuperview()
                if operation == .pop { from.navigationController = nil }
                context.coordinator.runCompletions()
                from.endAppearanceTransition()
                to.endAppearanceTransition()
                delegate?.navigationController(self, didShow: to, animated: true)
            } else {
                before.restore()
                if operation == .push { stack.removeLast() } else { stack.append(from) }
                if operation == .push { to.navigationController = nil }
                context.coordinator.runCompletions()
                to.beginAppearanceTransition(false, animated: true)
                to.endAppearanceTransition()
                from.beginAppearanceTransition(true, animated: true)
                from.endAppearanceTransition()
            }
            applyDeferredStack(shown: didComplete ? to : from)
        }
        activeTransition = context
        for vc in [self, from, to] { vc.runningTransition = context }
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        delegate?.navigationController(self, willShow: to, animated: true)
        context.start()
    }
}

extension ViewController {
    /// The title a navigation bar shows for this controller: its navigation item's.
    var barTitle: String? { navigationItemStorage?.title ?? title }
}
