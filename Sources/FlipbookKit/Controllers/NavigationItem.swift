import class Foundation.NSCoder
import FlipbookRaster

/// A button or title of a bar (`UIBarItem`): its title, image, tag and whether it is enabled.
///
/// Items compare and hash by identity, as UIKit's (`NSObject`), so `items.firstIndex(of:)`
/// finds an item. Subclasses (``BarButtonItem``, ``TabBarItem`` and yours) get the Interface
/// Builder life cycle: ``awakeFromNib()`` after an Interface Builder file decoded the item.
open class BarItem: Hashable {
    /// The title. Default `nil`.
    open var title: String?
    /// The image. Default `nil`.
    open var image: Image?
    /// Whether the item takes taps. Default true.
    open var isEnabled = true
    /// An integer to find the item by. Default 0.
    open var tag = 0

    /// An item without title or image.
    public init() {}

    /// Called once the Interface Builder file that made the item is decoded, its outlets
    /// connected (`awakeFromNib()`). Does nothing; subclasses override it and call super.
    open func awakeFromNib() {}

    /// Interface Builder's live-rendering hook (`prepareForInterfaceBuilder()`): never called
    /// when the app runs, on iOS as here. Does nothing.
    open func prepareForInterfaceBuilder() {}

    /// Sets the Interface Builder outlet or `@IBInspectable` property `name` (a user-defined
    /// runtime attribute of the item) to `value`; false when there is none. Linux has no
    /// key-value coding, so a subclass with `@IBInspectable`s overrides this with a `switch` that
    /// falls back to `super` (`flipbook port` writes it, as for views). Default: false.
    open func setInterfaceBuilderOutlet(_ name: String, to value: Any?) -> Bool { false }

    /// Calls the action method named by its Objective-C selector; false when none. A subclass
    /// with `@IBAction`s overrides this (`flipbook port` writes it). Default: false.
    open func performInterfaceBuilderAction(_ selector: String, sender: Any?, event: Event?) -> Bool { false }

    /// The selectors ``performInterfaceBuilderAction(_:sender:event:)`` handles, `nil` when not
    /// listed. Default `nil`.
    open var interfaceBuilderActions: Set<String>? { nil }

    /// Identity, as `NSObject`'s `isEqual(_:)`.
    public static func == (lhs: BarItem, rhs: BarItem) -> Bool { lhs === rhs }

    /// The item's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A button of a navigation bar or toolbar (`UIBarButtonItem`): a title, an image or a system
/// item, with UIKit's target–action (a method reference, as Kit's controls take it).
///
/// Kit's navigation bar draws a controller's left and right items (see ``NavigationItem``):
/// a tap on one sends its action, then the actions added with ``addAction(_:)``.
open class BarButtonItem: BarItem {
    /// How a text item is drawn (`UIBarButtonItem.Style`), with UIKit's raw values.
    public enum Style: Int, Hashable, Sendable {
        /// Regular weight.
        case plain = 0
        /// Bordered (drawn as plain since iOS 7).
        case bordered = 1
        /// Semibold: the item that confirms.
        case done = 2
    }

    /// The system's items (`UIBarButtonItem.SystemItem`), with UIKit's raw values.
    public enum SystemItem: Int, Hashable, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
            search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

        /// The title UIKit shows for a text system item (English), `nil` for a glyph or a space.
        public var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }
    }

    /// The style. Default `.plain`.
    public var style: Style = .plain
    /// The system item the item was made as, `nil` for a title or image item.
    public package(set) var systemItem: SystemItem?
    /// A view shown instead of the title or image. Default `nil`.
    public var customView: View?
    /// The width for a `.fixedSpace` item (0: the system's). Default 0.
    public var width: Double = 0
    /// The tint of the title or image. Default `nil` (the bar's).
    public var tintColor: Color?
    /// The object the action is sent to (weak, as in UIKit).
    public private(set) weak var target: AnyObject?
    private var actionCall: ((AnyObject, BarButtonItem) -> Void)?

    /// An item without title, image or action.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// A text item (`init(title:style:target:action:)`); `action` `nil` for none.
    public init(title: String?, style: Style, target: AnyObject?, action: Never?) {
        systemItem = nil
        super.init()
        self.title = title
        self.style = style
        self.target = target
    }

    /// A text item that sends `action` to `target`.
    public init<T: AnyObject>(title: String?, style: Style, target: AnyObject?, action: @escaping (T) -> () -> Void) {
        systemItem = nil
        super.init()
        self.title = title
        self.style = style
        setAction(target: target) { target, _ in (target as? T).map { action($0)() } }
    }

    /// A text item that sends `action` to `target` with the item as the sender.
    public init<T: AnyObject, Sender>(
        title: String?, style: Style, target: AnyObject?, action: @escaping (T) -> (Sender) -> Void
    ) {
        systemItem = nil
        super.init()
        self.title = title
        self.style = style
        setAction(target: target) { target, item in Self.send(action, to: target, sender: item) }
    }

    /// An image item (`init(image:style:target:action:)`); `action` `nil` for none.
    public init(image: Image?, style: Style, target: AnyObject?, action: Never?) {
        systemItem = nil
        super.init()
        self.image = image
        self.style = style
        self.target = target
    }

    /// An image item that sends `action` to `target`.
    public init<T: AnyObject>(image: Image?, style: Style, target: AnyObject?, action: @escaping (T) -> () -> Void) {
        systemItem = nil
        super.init()
        self.image = image
        self.style = style
        setAction(target: target) { target, _ in (target as? T).map { action($0)() } }
    }

    /// An image item that sends `action` to `target` with the item as the sender.
    public init<T: AnyObject, Sender>(
        image: Image?, style: Style, target: AnyObject?, action: @escaping (T) -> (Sender) -> Void
    ) {
        systemItem = nil
        super.init()
        self.image = image
        self.style = style
        setAction(target: target) { target, item in Self.send(action, to: target, sender: item) }
    }

    /// A system item (`init(barButtonSystemItem:target:action:)`): its title is UIKit's for the
    /// text items (`Done` is `.done` style); `action` `nil` for none.
    public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Never?) {
        self.systemItem = systemItem
        super.init()
        title = systemItem.title
        style = systemItem == .done ? .done : .plain
        self.target = target
    }

    /// A system item that sends `action` to `target`.
    public init<T: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: @escaping (T) -> () -> Void)
    {
        self.systemItem = systemItem
        super.init()
        title = systemItem.title
        style = systemItem == .done ? .done : .plain
        setAction(target: target) { target, _ in (target as? T).map { action($0)() } }
    }

    /// A system item that sends `action` to `target` with the item as the sender.
    public init<T: AnyObject, Sender>(
        barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: @escaping (T) -> (Sender) -> Void
    ) {
        self.systemItem = systemItem
        super.init()
        title = systemItem.title
        style = systemItem == .done ? .done : .plain
        setAction(target: target) { target, item in Self.send(action, to: target, sender: item) }
    }

    /// An item showing `customView` (`init(customView:)`).
    public init(customView: View) {
        systemItem = nil
        super.init()
        self.customView = customView
    }

    /// An item made by an Interface Builder file (a storyboard's `<barButtonItem>`, of Kit's
    /// class or a subclass): plain, without title or image; the loader then sets what the file
    /// gives.
    public required init?(coder: NSCoder) {
        systemItem = nil
        super.init()
    }

    /// Whether the item has an action (a target–action or one added with ``addAction(_:)``).
    public var hasAction: Bool { actionCall != nil || !addedActions.isEmpty }

    /// Adds an action run on every tap, after the target–action (`primaryAction`'s handler).
    /// Interface Builder files connect their segues and actions with it.
    public func addAction(_ action: @escaping () -> Void) {
        addedActions.append(action)
    }
    private var addedActions: [() -> Void] = []

    /// Sends the action to the target and runs the added actions, as a tap on the item does;
    /// false when the item is disabled or has no action to run (or its target is gone).
    @discardableResult
    public func sendAction() -> Bool {
        guard isEnabled else { return false }
        var sent = false
        if let actionCall, let target {
            actionCall(target, self)
            sent = true
        }
        for action in addedActions { action() }
        return sent || !addedActions.isEmpty
    }

    private func setAction(target: AnyObject?, _ call: @escaping (AnyObject, BarButtonItem) -> Void) {
        self.target = target
        actionCall = call
    }

    private static func send<T: AnyObject, Sender>(_ action: (T) -> (Sender) -> Void, to target: AnyObject, sender: BarButtonItem)
    {
        guard let target = target as? T else { return }
        guard let sender = sender as? Sender else {
            preconditionFailure("a bar button item's action takes a \(Sender.self) sender; the sender is a BarButtonItem")
        }
        action(target)(sender)
    }
}

/// What a navigation bar shows for one controller (`UINavigationItem`): its title, its back
/// item for the controller above it, and its bar button items.
///
/// Kit's bar draws ``title`` (or ``titleView`` instead), the back item (``hidesBackButton``
/// hides it; the title of the controller below's ``backBarButtonItem`` replaces its title), and
/// the left and right bar button items: from the bar's edges inwards, at the layout margin
/// (16 pt, 20 pt on bars 414 pt wide or more), 8 pt apart (Kit's choice of UIKit's spacing).
/// Left items replace the back item unless ``leftItemsSupplementBackButton``, which puts them
/// after it. The title is centred in the bar and moves aside (then shortens) to keep clear of
/// the items; a title view keeps its frame's size, centred the same way. During a push or pop
/// the items and title views of the two controllers cross-fade. The ``prompt`` is not drawn and
/// is reported (`navigationItem.notDrawn`), as are system items whose glyph Kit does not draw
/// (see `NavigationBarButton`).
public final class NavigationItem {
    /// The title in the bar: the controller's ``ViewController/title`` until set (setting the
    /// controller's title sets it, as in UIKit). Setting it updates the bar of a navigation
    /// controller whose top controller this is.
    public var title: String? {
        didSet { owner?.navigationItemDidChange() }
    }
    /// A view shown instead of the title. Default `nil`.
    public var titleView: View? {
        didSet { owner?.navigationItemDidChange() }
    }
    /// The item the next controller's back button shows (its title replaces this controller's
    /// title there). Default `nil`.
    public var backBarButtonItem: BarButtonItem?
    /// Whether the back button is hidden. Default false.
    public var hidesBackButton = false {
        didSet { owner?.navigationItemDidChange() }
    }
    /// A line of text above the title. Default `nil`.
    public var prompt: String?
    /// The items at the leading edge, leading first. Default empty.
    public var leftBarButtonItems: [BarButtonItem]? {
        didSet { owner?.navigationItemDidChange() }
    }
    /// The items at the trailing edge, trailing first. Default empty.
    public var rightBarButtonItems: [BarButtonItem]? {
        didSet { owner?.navigationItemDidChange() }
    }
    /// The first of ``leftBarButtonItems``.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first of ``rightBarButtonItems``.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// Whether the left items show beside the back button. Default false.
    public var leftItemsSupplementBackButton = false {
        didSet { owner?.navigationItemDidChange() }
    }

    /// The controller whose item this is.
    weak var owner: ViewController?

    /// An item titled `title`.
    public init(title: String? = nil) { self.title = title }

    /// What Kit's bar does not draw of this item, for the diagnostic; empty when it draws all.
    var undrawnParts: [String] {
        var parts: [String] = []
        if prompt != nil { parts.append("prompt") }
        for item in (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) {
            guard item.customView == nil, item.image == nil, let system = item.systemItem,
                system.title == nil, system != .fixedSpace, system != .flexibleSpace,
                !NavigationBarButton.drawnGlyphs.contains(system)
            else { continue }
            parts.append("the \(system) system item's glyph")
        }
        return parts
    }
}
