import class Foundation.NSAttributedString
import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookGraphics
import FlipbookLayers
import FlipbookRaster
import FlipbookText

/// The iOS 7–8 light navigation bar (`UINavigationBar`), 44 pt tall below the status bar.
///
/// Its background (#F7F7F7, 85 % opaque when translucent) reaches up under the status bar, with
/// a 0.5 pt hairline (black 30 %) at the bottom. It shows the top controller's title (17 pt
/// medium, black, centred) and, below the root, a back item: a chevron and the previous
/// controller's title in system blue #007AFF, 17 pt. ``NavigationController`` updates the items;
/// during an animated push or pop they move as in iOS 8 (see `NavigationBarTransition`) over
/// the transition's duration (ease-in-ease-out), following the interaction when the transition
/// is interactive. The background never animates.
public final class NavigationBar: View {
    /// The bar's height in points: 44.
    public static let height = 44.0
    /// The system tint, #007AFF.
    public static let tintColor = Color(red8: 0, green8: 122, blue8: 255)

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
    /// The colour of the back item, its chevron and title (`tintColor`). Default the system tint,
    /// #007AFF (``NavigationBar/tintColor-swift.type.property``, the type's); setting `nil` sets it back, as UIKit's
    /// `UIColor!`. Bar button items are not drawn (see ``NavigationItem``), so nothing else takes it.
    public var tintColor: Color! {
        get { tintColorStorage }
        set {
            tintColorStorage = newValue ?? NavigationBar.tintColor
            applyTitleAttributes(to: items)
        }
    }
    private var tintColorStorage: Color = NavigationBar.tintColor

    /// The title's attributes (`titleTextAttributes`): `.font` (a `Font`) replaces the 17 pt
    /// medium face and `.foregroundColor` (a `Color`) the black, on the current title and every
    /// later one. Other keys (shadow, kerning, paragraph style) are not drawn: setting them
    /// reports the diagnostic `navigationBar.titleAttribute`. Default `nil`.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { titleTextAttributesStorage }
        set {
            titleTextAttributesStorage = newValue
            let ignored = (newValue ?? [:]).keys.filter { $0 != .font && $0 != .foregroundColor }
            if !ignored.isEmpty {
                Application.current?.report(
                    KitDiagnostic(
                        code: "navigationBar.titleAttribute",
                        message: "navigation bar title attributes "
                            + ignored.map(\.rawValue).sorted().joined(separator: ", ")
                            + " are not drawn (Kit draws the title's font and colour only)"))
            }
            applyTitleAttributes(to: items)
        }
    }
    private var titleTextAttributesStorage: [NSAttributedString.Key: Any]?

    /// Gives `items`' title the font and colour of ``titleTextAttributes``, and its back item the
    /// ``tintColor-swift.property``.
    private func applyTitleAttributes(to items: NavigationBarItems) {
        items.titleLabel.font = titleTextAttributes?[.font] as? Font ?? NavigationBarItems.titleFont
        items.titleLabel.textColor = titleTextAttributes?[.foregroundColor] as? Color ?? .black
        items.backLabel.textColor = tintColorStorage
        for arm in items.chevronArms { arm.backgroundColor = tintColorStorage }
        items.setNeedsLayout()
    }

    // Computed over storage, not observed: Swift skips `didSet` in initializers, and these
    // must reach the layers whichever initializer sets them.
    private var isTranslucentStorage: Bool = true
    private var barTintColorStorage: Color = Color(red8: 247, green8: 247, blue8: 247)

    private let background = View()
    private let hairline = View()
    /// Holds the current items (and, during a transition, the outgoing ones); its layer follows
    /// an interactive transition's time.
    let itemsContainer = View()
    private(set) var items = NavigationBarItems(title: nil, backTitle: nil)

    /// A bar at `frame`; ``NavigationController`` places its own at (0, 20, screen width, 44).
    public override init(frame: Rect = Rect(x: 0, y: 20, width: 375, height: NavigationBar.height)) {
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
        addSubview(background)
        addSubview(hairline)
        addSubview(itemsContainer)
        itemsContainer.addSubview(items)
        applyBackground()
    }

    /// Places the background, hairline and items for the current bounds.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        background.frame = Rect(x: 0, y: -StatusBar.height, width: w, height: bounds.height + StatusBar.height)
        hairline.frame = Rect(x: 0, y: bounds.height, width: w, height: 0.5)
        itemsContainer.frame = bounds
        for view in itemsContainer.subviews { view.frame = itemsContainer.bounds }
    }

    /// Shows `title` and a back item for `backTitle` (none when `nil`) at once.
    func setItems(title: String?, backTitle: String?) {
        items.removeFromSuperview()
        items = NavigationBarItems(title: title, backTitle: backTitle)
        applyTitleAttributes(to: items)
        items.frame = itemsContainer.bounds
        itemsContainer.addSubview(items)
    }

    /// Starts the iOS 8 item transition to new items over `duration` seconds (ease-in-ease-out)
    /// inside the current animation context: on a push the old title slides left into the back
    /// item while the new title comes in from the right; `isPush` false mirrors it.
    /// `isCancelled` is asked when it ends: true restores the old items.
    func transitionItems(title: String?, backTitle: String?, isPush: Bool, duration: Double,
                         isCancelled: @escaping () -> Bool) {
        layoutIfNeeded()
        let old = items
        let new = NavigationBarItems(title: title, backTitle: backTitle)
        applyTitleAttributes(to: new)
        new.frame = itemsContainer.bounds
        itemsContainer.addSubview(new)
        old.layoutIfNeeded()
        new.layoutIfNeeded()
        items = new
        // The controller under the top one is `lower`; progress 1 shows the top one's items.
        let motion = isPush ? NavigationBarTransition(lower: old, upper: new)
                            : NavigationBarTransition(lower: new, upper: old)
        let (start, end) = isPush ? (0.0, 1.0) : (1.0, 0.0)
        View.performWithoutAnimation { motion.apply(progress: start) }
        View.animate(withDuration: duration, delay: 0,
                     options: [.curveEaseInOut, .overrideInheritedDuration, .overrideInheritedCurve],
                     animations: { motion.apply(progress: end) },
                     completion: { [weak self] _ in
            let kept = isCancelled() ? old : new
            (kept === old ? new : old).removeFromSuperview()
            self?.items = kept
            View.performWithoutAnimation { kept.restoreRestState() }
        })
    }

    private func applyBackground() {
        background.backgroundColor = barTintColor.multipliedAlpha(isTranslucent ? 0.85 : 1)
    }
}
