import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookRaster
import FlipbookText

/// One tab of a ``TabBar`` (`UITabBarItem`, a ``BarItem``): a title, an image, a selected
/// image, a tag and a badge. Changing any of them redraws the bar that shows the item. Open, as
/// UIKit's, so libraries subclass it.
open class TabBarItem: BarItem {
    /// The title under the image. Default `nil`.
    open override var title: String? {
        get { super.title }
        set { super.title = newValue; bar?.itemsDidChange() }
    }
    /// The image, drawn as a template (its alpha in the bar's tint), as UIKit draws tab images
    /// by default; an image whose `renderingMode` is `.alwaysOriginal` is drawn as it is.
    /// Default `nil`.
    open override var image: Image? {
        get { super.image }
        set { super.image = newValue; bar?.itemsDidChange() }
    }
    /// The image shown while the item is selected (drawn as ``image`` is); `nil` shows
    /// ``image``. Default `nil`.
    open var selectedImage: Image? {
        get { selectedImageStorage }
        set { selectedImageStorage = newValue; bar?.itemsDidChange() }
    }
    private var selectedImageStorage: Image?
    /// The text of the red badge at the image's top right; `nil` shows no badge. Default `nil`.
    open var badgeValue: String? {
        get { badgeValueStorage }
        set { badgeValueStorage = newValue; bar?.itemsDidChange() }
    }
    private var badgeValueStorage: String?
    /// The badge's colour. Default `nil`: system red #FF3B30.
    open var badgeColor: Color? {
        get { badgeColorStorage }
        set { badgeColorStorage = newValue; bar?.itemsDidChange() }
    }
    private var badgeColorStorage: Color?
    /// Whether the item can be selected; a disabled item is drawn at 50 % and ignores taps.
    /// Default true.
    open override var isEnabled: Bool {
        get { super.isEnabled }
        set { super.isEnabled = newValue; bar?.itemsDidChange() }
    }
    weak var bar: TabBar?

    /// An item without title or image, tag 0 (`UITabBarItem()`).
    public override init() {
        super.init()
    }

    /// An item with `title`, `image` and `tag` (`init(title:image:tag:)`).
    public init(title: String?, image: Image?, tag: Int) {
        super.init()
        super.title = title
        super.image = image
        super.tag = tag
    }

    /// An item with `title`, `image` and `selectedImage` (`init(title:image:selectedImage:)`), tag 0.
    public init(title: String?, image: Image?, selectedImage: Image?) {
        super.init()
        super.title = title
        super.image = image
        selectedImageStorage = selectedImage
    }
}

/// Told when the user selects an item of a standalone ``TabBar`` (`UITabBarDelegate`). A tab
/// bar controller's bar reports to its controller instead.
public protocol TabBarDelegate: AnyObject {
    /// `item` was tapped.
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}

/// The iOS 7–12 light tab bar (`UITabBar`): 49 pt of items, plus the bottom safe area on
/// devices with a home indicator (83 pt on an iPhone X), under a 0.5 pt hairline.
///
/// Drawn as iOS draws it (the article “Tab bars and containers” gives the numbers): the
/// background #F7F7F7, 85 % opaque when translucent (the default), reaching down through the
/// safe area; a hairline of black at 30 % on top; the items dividing the width equally, each
/// in a slot at (2 + i·w/n, 1) of size (w/n − 4, 48); in a slot, the image centred with its
/// top 4 pt down and the title in 10 pt medium, centred, in the 12 pt line from 34 pt down; the
/// selected item in ``selectedItemTintColor`` (#007AFF), the others in ``unselectedItemTintColor`` (#929292).
/// Images are drawn as templates (their alpha in the item's colour). A badge is a red
/// capsule 18 pt tall (at least 18 pt wide, 13 pt white text) centred on the image's right
/// edge, its top 2 pt down in the slot.
///
/// A tap on an item (``Application/tap(at:time:)``) selects it: a tab bar controller's bar
/// asks its controller (and its delegate); a standalone bar selects the item and tells its
/// ``delegate``.
open class TabBar: View {
    /// The height of the items' row in points: 49.
    public static let height = 49.0
    /// The selected item's colour by default: #007AFF.
    public static let defaultTintColor = Color(red8: 0, green8: 122, blue8: 255)
    /// The other items' colour by default: #929292.
    public static let defaultUnselectedItemTintColor = Color(red8: 146, green8: 146, blue8: 146)
    /// The badge's colour by default: #FF3B30.
    public static let defaultBadgeColor = Color(red8: 255, green8: 59, blue8: 48)

    /// The items, left to right (`[UITabBarItem]?`, as UIKit's: `nil` until set). Setting it
    /// deselects an item that is no longer there.
    public var items: [TabBarItem]? {
        get { itemsAreSet ? itemsStorage : nil }
        set {
            itemsAreSet = newValue != nil
            itemsStorage = newValue ?? []
            for item in itemsStorage { item.bar = self }
            if let selectedItem, !itemsStorage.contains(where: { $0 === selectedItem }) { selectedItemStorage = nil }
            itemsDidChange()
        }
    }
    private var itemsAreSet = false
    private var itemsStorage: [TabBarItem] = []
    /// The selected item (drawn in ``selectedItemTintColor``); `nil` for none. Default `nil`.
    public var selectedItem: TabBarItem? {
        get { selectedItemStorage }
        set { selectedItemStorage = newValue; itemsDidChange() }
    }
    private weak var selectedItemStorage: TabBarItem?
    /// Told of taps on a standalone bar (not one a ``TabBarController`` owns). Default `nil`.
    public weak var delegate: TabBarDelegate?
    /// The selected item's colour. Default #007AFF.
    public var selectedItemTintColor: Color {
        get { selectedItemTintColorStorage }
        set { selectedItemTintColorStorage = newValue; itemsDidChange() }
    }
    private var selectedItemTintColorStorage: Color = TabBar.defaultTintColor
    /// The colour of the items that are not selected. Default #929292.
    public var unselectedItemTintColor: Color {
        get { unselectedItemTintColorStorage }
        set { unselectedItemTintColorStorage = newValue; itemsDidChange() }
    }
    private var unselectedItemTintColorStorage: Color = TabBar.defaultUnselectedItemTintColor
    /// Whether the background lets 15 % of the content show through. Default true.
    public var isTranslucent: Bool {
        get { isTranslucentStorage }
        set { isTranslucentStorage = newValue; applyBackground() }
    }
    /// The background colour (before translucency). Default #F7F7F7.
    public var barTintColor: Color {
        get { barTintColorStorage }
        set { barTintColorStorage = newValue; applyBackground() }
    }
    private var isTranslucentStorage = true
    private var barTintColorStorage = Color(red8: 247, green8: 247, blue8: 247)

    private let background = View()
    private let hairline = View()
    /// The item slots (UIKit's private `UITabBarButton`s), in the order of ``items``.
    private(set) var itemViews: [TabBarItemView] = []
    /// Where a tap on item `index` goes (set by a ``TabBarController``; a standalone bar selects
    /// the item and tells its ``delegate``).
    var onTap: ((Int) -> Void)?

    /// A bar at `frame`; a ``TabBarController`` places its own at the bottom of the screen.
    public override init(frame: Rect = Rect(x: 0, y: 618, width: 375, height: TabBar.height)) {
        super.init(frame: frame)
        addBarViews()
    }

    /// A bar from an Interface Builder file (its frame is the file's).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addBarViews()
    }

    private func addBarViews() {
        hairline.backgroundColor = Color(white: 0, alpha: 0.3)
        // One device pixel: anti-aliased, as the navigation bar's ("Differences from UIKit").
        hairline.layer.allowsEdgeAntialiasing = true
        addSubview(background)
        addSubview(hairline)
        applyBackground()
        addGestureRecognizer(
            TapGestureRecognizer { [weak self] recognizer in
                guard let self, recognizer.state == .ended else { return }
                // The slots as the screen shows them (UIKit lays out before delivering touches).
                layoutIfNeeded()
                let point = recognizer.location(in: self)
                if let index = itemViews.firstIndex(where: { $0.frame.contains(point) }) { itemTapped(index) }
            })
    }

    /// The frame of item `index`'s slot in the bar's coordinates; `nil` when there is no such item.
    public func itemFrame(at index: Int) -> Rect? {
        layoutIfNeeded()
        return itemViews.indices.contains(index) ? itemViews[index].frame : nil
    }

    /// The frames of item `index`'s image, title and badge in the bar's coordinates (`nil` parts
    /// when the item has none).
    public func itemPartFrames(at index: Int) -> (image: Rect?, title: Rect?, badge: Rect?)? {
        layoutIfNeeded()
        guard itemViews.indices.contains(index) else { return nil }
        let slot = itemViews[index]
        func inBar(_ view: View) -> Rect? { view.isHidden ? nil : slot.convert(view.frame, to: self) }
        return (inBar(slot.imageView), inBar(slot.titleLabel), inBar(slot.badge))
    }

    private func itemTapped(_ index: Int) {
        guard itemsStorage.indices.contains(index), itemsStorage[index].isEnabled else { return }
        if let onTap { return onTap(index) }
        selectedItem = itemsStorage[index]
        delegate?.tabBar(self, didSelect: itemsStorage[index])
    }

    /// Rebuilds the slots for the current items and their state.
    func itemsDidChange() {
        while itemViews.count > itemsStorage.count { itemViews.removeLast().removeFromSuperview() }
        while itemViews.count < itemsStorage.count {
            let slot = TabBarItemView()
            addSubview(slot)
            itemViews.append(slot)
        }
        for (item, slot) in zip(itemsStorage, itemViews) {
            let selected = item === selectedItemStorage
            slot.show(item, selected: selected, colour: selected ? selectedItemTintColor : unselectedItemTintColor)
        }
        setNeedsLayout()
    }

    /// Places the background, the hairline and the item slots.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        background.frame = bounds
        hairline.frame = Rect(x: 0, y: -0.5, width: w, height: 0.5)
        let n = Double(max(itemViews.count, 1))
        let slotWidth = w / n
        for (i, slot) in itemViews.enumerated() {
            slot.frame = Rect(x: 2 + Double(i) * slotWidth, y: 1, width: slotWidth - 4, height: TabBar.height - 1)
            slot.layoutIfNeeded()
        }
    }

    private func applyBackground() {
        background.backgroundColor = barTintColor.multipliedAlpha(isTranslucent ? 0.85 : 1)
    }
}

/// One item's slot: the image, the title and the badge. A ``Control``, as UIKit's private
/// `UITabBarButton`, so code that finds an item's slot among the bar's controls finds it.
final class TabBarItemView: Control {
    let imageView = ImageView()
    let titleLabel = Label()
    let badge = View()
    private let badgeLabel = Label()

    init() {
        super.init(frame: .zero)
        titleLabel.font = .system(size: 10, weight: .medium)
        titleLabel.textAlignment = .center
        badgeLabel.font = .system(size: 13)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badge.layer.cornerRadius = 9
        badge.addSubview(badgeLabel)
        addSubview(imageView)
        addSubview(titleLabel)
        addSubview(badge)
    }

    /// Not made from Interface Builder files: nil.
    required init?(coder: NSCoder) { nil }

    func show(_ item: TabBarItem, selected: Bool, colour: Color) {
        let image = selected ? (item.selectedImage ?? item.image) : item.image
        imageView.image = image.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.templateTinted(colour) }
        imageView.isHidden = image == nil
        titleLabel.text = item.title
        titleLabel.textColor = colour
        titleLabel.isHidden = item.title == nil
        badge.isHidden = item.badgeValue == nil
        badgeLabel.text = item.badgeValue
        badge.backgroundColor = item.badgeColor ?? TabBar.defaultBadgeColor
        alpha = item.isEnabled ? 1 : 0.5
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        let size = imageView.image?.size ?? .zero
        imageView.frame = Rect(x: (w - size.width) / 2, y: 4, width: size.width, height: size.height)
        titleLabel.frame = Rect(x: 0, y: 34, width: w, height: 12)
        let textWidth = badgeLabel.sizeThatFits(Size(width: 1000, height: 18)).width
        let badgeWidth = max(18, textWidth + 10)
        let anchorX = imageView.isHidden ? w / 2 : imageView.frame.maxX
        badge.frame = Rect(x: anchorX - badgeWidth / 2, y: 2, width: badgeWidth, height: 18)
        badgeLabel.frame = badge.bounds
    }
}
