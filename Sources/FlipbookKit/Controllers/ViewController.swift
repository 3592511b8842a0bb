import FlipbookGeometry
import class Foundation.Bundle
import class Foundation.NSCoder
import FlipbookRaster
import Synchronization

/// Manages one screen's view (`UIViewController`): lazy view loading, appearance callbacks,
/// modal presentation and segues registered in code.
open class ViewController: Responder, ContentContainer {
    /// A controller whose view is not loaded yet: `init(nibName: nil, bundle: nil)`.
    ///
    /// As in UIKit, this is a convenience initializer; the designated ones are
    /// ``init(nibName:bundle:)`` and ``init(coder:)``. A subclass's own `init()` calls
    /// `super.init(nibName: nil, bundle: nil)` and needs no `override`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A controller whose view is the view of the xib `nibName` in `bundle` (the main bundle for
    /// `nil`) connected to File's Owner's `view` outlet (`init(nibName:bundle:)`), with the
    /// controller as File's Owner; ``loadView()`` loads it. A `nil` name is a controller whose
    /// ``loadView()`` makes a plain view (UIKit would also look for a xib named after the class;
    /// Kit does not). A designated initializer, as in UIKit: subclasses' initializers call it
    /// (or ``init(coder:)``).
    public init(nibName: String?, bundle: Bundle?) {
        interfaceBuilderDecoder = nil
        self.nibName = nibName
        nibBundle = bundle
        super.init()
    }

    /// The xib ``loadView()`` loads the view from (`init(nibName:bundle:)`), or `nil`.
    public let nibName: String?
    /// The bundle of ``nibName`` (`nil`: the main bundle).
    public let nibBundle: Bundle?

    /// Loads the xib `name` from `bundle` with the controller as File's Owner, connecting its
    /// outlets (`view` among them); ``loadView()`` calls it for a controller made with
    /// `init(nibName:bundle:)`. The `FlipbookInterfaceBuilder` module installs it when it opens
    /// its first storyboard or xib; without it such a controller gets the plain white view and
    /// the diagnostic `controller.nibNotLoaded`.
    public static var nibLoader: (@Sendable (_ owner: ViewController, _ name: String, _ bundle: Bundle?) -> Void)? {
        get { nibLoaderStorage.withLock { $0 } }
        set { nibLoaderStorage.withLock { $0 = newValue } }
    }
    private static let nibLoaderStorage = Mutex<(@Sendable (ViewController, String, Bundle?) -> Void)?>(nil)

    /// A controller made from an Interface Builder file (UIKit's `init(coder:)`): with the
    /// loader's coder (an ``InterfaceBuilderDecoder``) the scene's attributes are applied here and
    /// ``loadView()`` builds the scene's view. With any other coder, a controller as ``init()``.
    /// Subclasses that declare an initializer must implement it (it is `required`, as in UIKit).
    public required init?(coder: NSCoder) {
        interfaceBuilderDecoder = coder as? InterfaceBuilderDecoder
        nibName = nil
        nibBundle = nil
        super.init()
        interfaceBuilderDecoder?.decodeControllerProperties(of: self)
    }

    /// The Interface Builder loader's coder that made this controller (`nil` for one made in
    /// code), asked for its view by ``loadView()``; the loader's module reads the controller's
    /// storyboard from it (UIKit's `storyboard` property).
    public let interfaceBuilderDecoder: InterfaceBuilderDecoder?

    private var loadedView: View?

    /// The root view, loaded on first access: ``loadView()`` then ``viewDidLoad()``.
    public var view: View! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = View(frame: Self.screenBounds) }
                loadedView?.layoutState.controller = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.layoutState.controller = self
        }
    }

    /// Whether ``view`` has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }
    /// The view if it is loaded, `nil` otherwise; never loads it (`viewIfLoaded`).
    public var viewIfLoaded: View? { loadedView }

    /// The next responder (UIKit's chain): the superview of the controller's view (the window,
    /// a container's view, a transition's container) while the view is in one, otherwise the
    /// controller that presented this one; `nil` when neither.
    open override var next: Responder? {
        if let superview = loadedView?.superview { return superview }
        return presentingViewController
    }

    /// Creates the view; override to build your own and assign it to ``view``. Default: the
    /// scene's view for a controller made from an Interface Builder file, otherwise a white
    /// full-screen view (as a storyboard scene's).
    open func loadView() {
        if let decoder = interfaceBuilderDecoder, let view = decoder.loadView(of: self) {
            self.view = view
            return
        }
        if let nibName {
            if let load = Self.nibLoader {
                load(self, nibName, nibBundle)
                // UIKit raises when the xib leaves the owner's view outlet unset.
                guard loadedView != nil else {
                    preconditionFailure("loaded the \"\(nibName)\" nib but the view outlet was not set (\(Swift.type(of: self)))")
                }
                return
            }
            Application.current?.report(
                KitDiagnostic(
                    code: "controller.nibNotLoaded",
                    message: "\(Swift.type(of: self)) was made with init(nibName: \"\(nibName)\", bundle:) before any "
                        + "storyboard or xib was opened: no Interface Builder loader is installed, so its view is a "
                        + "plain white view instead of the xib's"))
        }
        let view = View(frame: Self.screenBounds)
        view.backgroundColor = .white
        self.view = view
    }

    /// Called in the layout pass before the view's `layoutSubviews`. Default: nothing.
    open func viewWillLayoutSubviews() {}
    /// Called in the layout pass after the view's `layoutSubviews`. Default: nothing.
    open func viewDidLayoutSubviews() {}
    /// Called instead of the view's `updateConstraints` when the view needs a constraint update.
    /// Default: the view's `updateConstraints()`.
    open func updateViewConstraints() { view.updateConstraints() }
    // MARK: Status bar appearance

    /// Whether the status bar is hidden while this controller governs it. Default false.
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar's glyph colours while this controller governs it. Default `.default`.
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// How a change of ``prefersStatusBarHidden`` animates inside an animation block. Default `.fade`.
    open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }
    /// The child whose ``preferredStatusBarStyle`` is used instead of this controller's.
    /// Default `nil`.
    open var childForStatusBarStyle: ViewController? { nil }
    /// The child whose ``prefersStatusBarHidden`` is used instead of this controller's.
    /// Default `nil` (a ``NavigationController`` answers its top controller).
    open var childForStatusBarHidden: ViewController? { nil }
    /// Whether this controller, presented not full screen, takes over the status bar's appearance
    /// from the presenting one (a full-screen presentation always does). Default false.
    public var modalPresentationCapturesStatusBarAppearance = false

    /// Asks the application to read the status bar's appearance again from the controller that
    /// governs it (``prefersStatusBarHidden``, ``preferredStatusBarStyle``); inside an animation
    /// block the change animates with the block (``preferredStatusBarUpdateAnimation``), the safe
    /// area and a layout pass included.
    public func setNeedsStatusBarAppearanceUpdate() {
        Application.current?.updateStatusBarAppearance()
    }

    /// The appearance this controller and its view use whatever the environment's (UIKit's
    /// `overrideUserInterfaceStyle`). Default `.unspecified`: the environment's.
    public var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified {
        didSet { loadedView?.setNeedsLayout() }
    }
    /// The controller's traits: its view's environment (the superview's, else the screen's) with
    /// ``overrideUserInterfaceStyle``.
    public var traitCollection: TraitCollection {
        traits(inheriting: loadedView?.superview?.traitCollection ?? TraitCollection.current)
    }
    func traits(inheriting base: TraitCollection) -> TraitCollection {
        overrideUserInterfaceStyle == .unspecified ? base : base.with(style: overrideUserInterfaceStyle)
    }
    /// The traits of the last layout pass.
    var lastTraits: TraitCollection?
    /// Called in the layout pass after ``traitCollection`` changed, before its view's
    /// ``View/traitCollectionDidChange(_:)``. Default: nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called after the root view's ``View/layoutMargins`` (or directional margins) changed.
    /// Default: nothing.
    open func viewLayoutMarginsDidChange() {}
    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (UIKit's
    /// `viewRespectsSystemMinimumLayoutMargins`). Default true.
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet {
            guard isViewLoaded else { return }
            view.layoutEngineDidChange()
            view.setNeedsLayout()
        }
    }

    /// The least margins UIKit gives a controller's root view: none at the top and bottom, 16 pt
    /// at the sides, 20 pt on a screen (the window, else the view) 414 pt wide or wider, as
    /// iPhone Plus and Max models and iPads have (UIKit's `systemMinimumLayoutMargins`).
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let width = isViewLoaded ? (view.window?.bounds.width ?? view.bounds.width) : 0
        let side: Double = width >= 414 ? 20 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Called in the layout pass after the view's safe area insets changed. Default: nothing.
    open func viewSafeAreaInsetsDidChange() {}
    /// Insets added to the view's safe area (as UIKit's). Default zero.
    public var additionalSafeAreaInsets: EdgeInsets {
        get { view.layoutState.additionalSafeAreaInsets }
        set {
            view.layoutState.additionalSafeAreaInsets = newValue
            view.layoutEngineDidChange()
            view.setNeedsLayout()
        }
    }

    // MARK: Content container

    /// The size the controller's content would like (points; `preferredContentSize`); setting it
    /// tells the ``parent`` and, while this controller is presented, its
    /// ``presentationController`` (``ContentContainer/preferredContentSizeDidChange(forChildContentContainer:)``).
    /// Default `.zero`: no preference.
    open var preferredContentSize: Size = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            notifyKeyValueObservers()
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
            if presentingViewController != nil {
                presentationController?.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }
    /// A child's ``preferredContentSize`` changed. Default: nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {}
    /// A child's Auto Layout fitting size changed. Default: nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: ContentContainer) {}
    /// The size a child gets inside `parentSize`. Default `parentSize`, as in UIKit.
    open func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size) -> Size {
        parentSize
    }
    /// The view is about to take `size`. Default: passes the call to the ``children`` and to the
    /// controller this one presents, as UIKit does. (Kit's screen never resizes, so Kit never
    /// calls it.)
    open func viewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }
    /// The traits are about to become `newCollection`. Default: passes the call to the
    /// ``children``. (Kit never changes size classes, so Kit never calls it.)
    open func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// Called once a controller made from an Interface Builder file exists, with its attributes
    /// and connections set (UIKit's `awakeFromNib()`); its view is not loaded yet. Call `super`.
    /// Default: nothing.
    open func awakeFromNib() {}

    /// Sets the Interface Builder outlet `name` (the Swift property name) to `value`; an outlet
    /// collection receives an `[Any]` in the file's order. False when there is no such outlet.
    ///
    /// Linux has no key-value coding, so a class with `@IBOutlet`s overrides this with a `switch`
    /// over its outlets that falls back to `super` (`flipbook port` writes it). Default: false.
    open func setInterfaceBuilderOutlet(_ name: String, to value: Any?) -> Bool { false }

    /// Calls the action method named by its Objective-C selector (`close`, `close:`,
    /// `close:forEvent:`, `closeWithSender:`, an unwind action `unwindToList:`), passing `sender`
    /// (and `event`). False when none.
    ///
    /// A class with `@IBAction`s overrides this with a `switch` that falls back to `super`
    /// (`flipbook port` writes it). Default: the action an extension of the controller's class
    /// declares (``InterfaceBuilderExtensionAction``), else false.
    open func performInterfaceBuilderAction(_ selector: String, sender: Any?, event: Event?) -> Bool {
        performExtensionAction(selector, sender: sender, event: event)
    }

    /// The selectors ``performInterfaceBuilderAction(_:sender:event:)`` handles, `nil` when not
    /// listed (a hand-written override). `flipbook port` writes it beside that override, so
    /// that an unwind segue can find its destination without calling the action (UIKit's
    /// `responds(to:)`). Default `nil`.
    open var interfaceBuilderActions: Set<String>? { nil }

    /// Whether this controller is the destination of an unwind segue whose action is `action`
    /// (UIKit's `canPerformUnwindSegueAction(_:from:sender:)`, with the selector's name).
    /// Default: this is not `fromViewController` and it has the action
    /// (``respondsToInterfaceBuilderAction(_:)``: its class lists it in ``interfaceBuilderActions``,
    /// or an extension of its class declares it, as UIKit asks `responds(to:)`).
    open func canPerformUnwindSegueAction(_ action: String, from fromViewController: ViewController, sender: Any?) -> Bool {
        fromViewController !== self && respondsToInterfaceBuilderAction(action)
    }

    /// The children an unwind segue searches for its destination, in search order (UIKit's
    /// `allowedChildrenForUnwinding(from:)`). Default: ``children`` without the one that contains
    /// the segue's source (``childContaining(_:)``), as in UIKit; a navigation controller answers
    /// its stack from the top down (the most recently pushed first).
    open func allowedChildrenForUnwinding(from source: StoryboardUnwindSegueSource) -> [ViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }

    /// The child that is, or contains, the unwind segue's source (UIKit's `childContaining(_:)`):
    /// the child on the source's chain of parents and presenting controllers, or nil.
    public func childContaining(_ source: StoryboardUnwindSegueSource) -> ViewController? {
        var current: ViewController? = source.source
        while let controller = current {
            if controller.unwindingParent === self { return controller }
            current = controller.unwindingParent ?? controller.presentingViewController
        }
        return nil
    }

    /// Whether the segue `identifier` that a control or gesture of the storyboard triggers may
    /// run (not asked for ``performSegue(withIdentifier:sender:)``, as in UIKit). Default true.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called once after the view loaded. Default: nothing.
    open func viewDidLoad() {}
    /// Called when the app receives a memory warning (`didReceiveMemoryWarning()`). UIKit's own
    /// implementation does nothing since iOS 6 (it no longer unloads views); a render never runs
    /// short of memory, so Kit never calls it, and an override's body never runs.
    open func didReceiveMemoryWarning() {}
    /// Called before the view appears (on install, push, pop, present, dismiss). Default: nothing.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared (when its transition completed). Default: nothing.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears. Default: nothing.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared. Default: nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The title shown in a navigation bar (and as the next controller's back item). Default `nil`.
    public var title: String? {
        didSet {
            tabBarItemStorage?.title = title
            navigationItemStorage?.title = title
            notifyKeyValueObservers()
        }
    }

    /// What a navigation bar shows for this controller (`navigationItem`), made on first access
    /// with the controller's ``title`` (setting the title sets the item's, as in UIKit).
    public var navigationItem: NavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = NavigationItem(title: title)
        item.owner = self
        navigationItemStorage = item
        return item
    }
    var navigationItemStorage: NavigationItem?

    /// The navigation item changed: a navigation controller showing this controller on top
    /// shows it again.
    func navigationItemDidChange() {
        guard let navigationController, navigationController.topViewController === self else { return }
        navigationController.navigationItemOfTopDidChange()
    }


    /// The key-value observers (``KeyValueObservingController/observe(_:options:changeHandler:)``).
    var keyValueObservers: [KeyValueObserver] = []

    /// The item that stands for this controller in a tab bar controller's bar, made on first
    /// access with the controller's ``title`` (which it follows when the title changes, as in
    /// UIKit). Setting it updates the bar.
    public var tabBarItem: TabBarItem! {
        get {
            if tabBarItemStorage == nil { tabBarItemStorage = TabBarItem(title: title, image: nil, tag: 0) }
            return tabBarItemStorage
        }
        set {
            tabBarItemStorage = newValue
            (parent as? TabBarController)?.childTabBarItemsChanged()
        }
    }
    private var tabBarItemStorage: TabBarItem?

    /// The controller this one is a child of (``addChild(_:)``); `nil` for none (`parent`).
    public var parent: ViewController? { parentStorage }
    weak var parentStorage: ViewController?
    var childStorage: [ViewController] = []

    /// Called when this controller is about to be added to (`parent`) or removed from (`nil`)
    /// a parent: ``addChild(_:)`` calls it with the parent; a container calls it with `nil`
    /// before ``removeFromParent()``. Default: nothing.
    open func willMove(toParent parent: ViewController?) {}
    /// Called when this controller was added to (`parent`) or removed from (`nil`) a parent:
    /// ``removeFromParent()`` calls it with `nil`; a container calls it with itself after
    /// placing the child's view. Default: nothing.
    open func didMove(toParent parent: ViewController?) {}
    /// Whether this controller passes its appearance callbacks on to its ``children`` (see
    /// ``beginAppearanceTransition(_:animated:)``). Override to return false and call the
    /// children's ``beginAppearanceTransition(_:animated:)`` yourself. Default true.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The navigation controller whose stack holds this controller.
    public internal(set) weak var navigationController: NavigationController?
    /// The controller that presented this one (the presenting container, e.g. a navigation controller).
    public internal(set) weak var presentingViewController: ViewController?
    /// The controller this one presents.
    public internal(set) var presentedViewController: ViewController?
    /// Whether this controller is being presented: true from just before its `viewWillAppear`
    /// of a ``present(_:animated:completion:)`` until just after its `viewDidAppear` (or the
    /// end of a cancelled presentation), so it reads true in both callbacks as in UIKit; false in
    /// the presentation's completion. A controller inside a presented navigation controller reads
    /// false, as in UIKit (ask its `navigationController`).
    public internal(set) var isBeingPresented = false
    /// Whether this controller is being dismissed: true from just before its `viewWillDisappear`
    /// of a ``dismiss(animated:completion:)`` until just after its `viewDidDisappear` (or the end
    /// of a cancelled dismissal); false in the dismissal's completion.
    public internal(set) var isBeingDismissed = false
    /// Supplies custom present/dismiss animators; weak, but held strongly while this controller
    /// is presented (as UIKit's presentation controller does), so a segue can be the delegate of
    /// both directions. Default `nil` (cover vertical).
    public weak var transitioningDelegate: ViewControllerTransitioningDelegate?
    /// The delegate kept alive during a presentation.
    var presentationDelegate: ViewControllerTransitioningDelegate?
    /// How a presentation of this controller covers the screen. Default ``ModalPresentationStyle/fullScreen``.
    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    /// The ``popoverPresentationController`` made on its first read, used by the next
    /// presentation of this controller as a popover.
    var pendingPopoverController: PopoverPresentationController?
    /// How a presentation of this controller without a custom animator animates, and its
    /// dismissal. Default ``ModalTransitionStyle/coverVertical``.
    public var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// The presentation controller of this controller's presentation, from the start of the
    /// presentation until its dismissal ends; `nil` otherwise (UIKit creates one lazily).
    public internal(set) var presentationController: PresentationController?
    /// Whether an `.overCurrentContext` presentation from this controller (or a controller
    /// inside it) covers this controller's view instead of the screen. Default false.
    public var definesPresentationContext = false
    /// Where the view is in its appearance cycle (``beginAppearanceTransition(_:animated:)``).
    var appearance = AppearanceState.disappeared
    /// The transition this controller takes part in (its ``transitionCoordinator``).
    var runningTransition: ControllerTransition?

    /// The coordinator of the animated transition this controller (or its navigation
    /// controller, tab bar controller or other parent) takes part in — a push, pop,
    /// presentation, dismissal or tab switch — from just before its
    /// `viewWillAppear`/`viewWillDisappear` until its transition ended; `nil` otherwise (also for
    /// unanimated transitions, where UIKit gives one that is not animated).
    ///
    /// A container of yours that runs its own transitions with its own ``TransitionContext``
    /// overrides it to return its own ``ViewControllerTransitionCoordinator``; its children then
    /// see that coordinator too (they ask their ``parent``), as in UIKit.
    open var transitionCoordinator: ViewControllerTransitionCoordinator? {
        if let coordinator = runningTransition?.coordinator { return coordinator }
        if let navigationController, navigationController !== parent {
            if let coordinator = navigationController.transitionCoordinator { return coordinator }
        }
        return parent?.transitionCoordinator
    }

    /// The edges along which the view reaches under the bars of its container
    /// (`edgesForExtendedLayout`). Default `.all`. A navigation controller lays out a child
    /// whose edges leave out `.top` below its bar, translucent or not.
    open var edgesForExtendedLayout: RectEdge = .all {
        didSet { navigationController?.layoutTopChild() }
    }

    /// Whether the view also reaches under an opaque bar (`extendedLayoutIncludesOpaqueBars`).
    /// Default false, as UIKit's: below an opaque navigation bar the view starts at the bar's
    /// bottom.
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { navigationController?.layoutTopChild() }
    }

    /// The height of the bars above the content in points, as iOS 11 and later answer it: the
    /// view's safe area top inset once the view is in the hierarchy (so the length agrees with
    /// the guide's anchors: 44 pt on a device preset with a sensor housing, 64 under Kit's
    /// navigation bar); before that, 64 under a visible navigation bar, otherwise the status
    /// bar's 20 (0 without a status bar).
    public var topLayoutGuideLength: Double {
        if isViewLoaded, view.superview != nil { return view.safeAreaInsets.top }
        let statusBar = Application.current?.isStatusBarShown == true ? StatusBar.height : 0
        if let nav = navigationController ?? (self as? NavigationController), !nav.navigationBar.isHidden {
            return StatusBar.height + NavigationBar.height
        }
        return statusBar
    }

    /// UIKit's `topLayoutGuide` (deprecated in iOS 11, still in published apps): the bars above
    /// the content, whose ``LayoutSupport/length`` is ``topLayoutGuideLength``, read when asked;
    /// its anchors are those of the band of ``view`` above its safe area.
    public var topLayoutGuide: LayoutSupport {
        LayoutSupport(length: topLayoutGuideLength) { [unowned self] in view.barsGuide(top: true) }
    }

    /// The height of what covers the bottom of the content in points, as iOS 11 and later give
    /// it: the bottom of ``view``'s safe area (a tab bar, a toolbar, the home indicator) while
    /// the view is in a hierarchy; 0 before (Kit's choice: nothing is known of the bars then).
    public var bottomLayoutGuideLength: Double {
        guard isViewLoaded, view.superview != nil else { return 0 }
        return view.safeAreaInsets.bottom
    }

    /// UIKit's `bottomLayoutGuide` (deprecated in iOS 11, still in published apps): the bars
    /// below the content, whose ``LayoutSupport/length`` is ``bottomLayoutGuideLength``, read
    /// when asked; its anchors are those of the band of ``view`` below its safe area.
    public var bottomLayoutGuide: LayoutSupport {
        LayoutSupport(length: bottomLayoutGuideLength) { [unowned self] in view.barsGuide(top: false) }
    }

    /// Called before a segue from this controller performs; pass data to `segue.destination`
    /// here. Default: nothing.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Shows `vc` in the primary context (`show(_:sender:)`), as a show segue does: the nearest
    /// container up this controller's hierarchy that shows controllers itself (its ``parent``s
    /// and the navigation controller whose stack holds it; Kit's only such container is
    /// ``NavigationController``, whose override pushes) does it; without one, this controller
    /// presents `vc` modally (its ``modalPresentationStyle`` and ``modalTransitionStyle``),
    /// animated. Open, as UIKit's.
    open func show(_ vc: ViewController, sender: Any?) {
        var container = unwindingParent
        while let current = container, !(current is NavigationController) { container = current.unwindingParent }
        if let container {
            container.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// The segue that unwinds from `from` to `to` (asked on the destination `to`); override to
    /// return a custom segue. Default: a segue that pops back to `to` in a navigation stack, or
    /// dismisses what `to` presented.
    open func segueForUnwinding(to: ViewController, from: ViewController, identifier: String?) -> StoryboardSegue? {
        from.defaultUnwindSegue(identifier: identifier, to: to)
    }

    var segueRegistrations: [String: SegueRegistration] = [:]

    static var screenBounds: Rect {
        Rect(origin: .zero, size: Application.current?.screenSize ?? Size(width: 375, height: 667))
    }

    /// The controller that stands for this one in presentations: its navigation controller, if any.
    var presentationRoot: ViewController { navigationController ?? self }
}
