import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import FlipbookText

/// The iOS 7–8 light navigation bar (`UINavigationBar`), 44 pt tall below the status bar.
///
/// Its background (#F7F7F7, 85 % opaque when translucent) reaches up under the status bar, with
/// a 0.5 pt hairline (black 30 %) at the bottom. It shows the top controller's title (17 pt
/// medium, black, centred) and, below the root, a back item: a chevron and the previous
/// controller's title in system blue #007AFF, 17 pt. ``NavigationController`` updates the items;
/// during an animated push or pop the old and new items crossfade over the transition
/// (ease-in-ease-out), following the interaction when the transition is interactive.
public final class NavigationBar: View {
    /// The bar's height in points: 44.
    public static let height = 44.0
    /// The system tint, #007AFF.
    public static let tintColor = Color(red8: 0, green8: 122, blue8: 255)

    /// Whether the background lets 15 % of the content show through. Default true.
    public var isTranslucent = true { didSet { applyBackground() } }
    /// The background colour (before translucency). Default #F7F7F7.
    public var barTintColor = Color(red8: 247, green8: 247, blue8: 247) { didSet { applyBackground() } }

    private let background = View()
    private let hairline = View()
    /// Holds the current items (and, during a transition, the outgoing ones); its layer follows
    /// an interactive transition's time.
    let itemsContainer = View()
    private(set) var items = NavigationBarItems(title: nil, backTitle: nil)

    /// A bar at `frame`; ``NavigationController`` places its own at (0, 20, screen width, 44).
    public override init(frame: Rect = Rect(x: 0, y: 20, width: 375, height: NavigationBar.height)) {
        super.init(frame: frame)
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
        items.frame = itemsContainer.bounds
        itemsContainer.addSubview(items)
    }

    /// Starts a crossfade to new items over `duration` seconds (ease-in-ease-out) inside the
    /// current animation context; `isCancelled` is asked when it ends: true restores the old items.
    func crossfade(title: String?, backTitle: String?, duration: Double, isCancelled: @escaping () -> Bool) {
        let old = items
        let new = NavigationBarItems(title: title, backTitle: backTitle)
        new.frame = itemsContainer.bounds
        View.performWithoutAnimation { new.alpha = 0 }
        itemsContainer.addSubview(new)
        items = new
        View.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut, .overrideInheritedDuration, .overrideInheritedCurve],
                     animations: {
            old.alpha = 0
            new.alpha = 1
        }, completion: { [weak self] _ in
            if isCancelled() {
                new.removeFromSuperview()
                old.alpha = 1
                self?.items = old
            } else {
                old.removeFromSuperview()
            }
        })
    }

    private func applyBackground() {
        background.backgroundColor = barTintColor.multipliedAlpha(isTranslucent ? 0.85 : 1)
    }
}

/// One set of bar items: the centred title and the optional back item.
final class NavigationBarItems: View {
    private let titleLabel = Label()
    private let backLabel = Label()
    private let chevronArms = [View(), View()]
    let hasBackItem: Bool

    init(title: String?, backTitle: String?) {
        hasBackItem = backTitle != nil
        super.init(frame: Rect(x: 0, y: 0, width: 375, height: NavigationBar.height))
        titleLabel.text = title
        titleLabel.font = .system(size: 17, weight: .medium)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        if let backTitle {
            backLabel.text = backTitle
            backLabel.font = .system(size: 17)
            backLabel.textColor = NavigationBar.tintColor
            addSubview(backLabel)
            for arm in chevronArms {
                arm.backgroundColor = NavigationBar.tintColor
                arm.layer.cornerRadius = 1.5
                addSubview(arm)
            }
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, h = bounds.height
        let titleWidth = min(titleLabel.sizeThatFits(.zero).width, w - 2 * 90)
        titleLabel.frame = Rect(x: (w - titleWidth) / 2, y: 0, width: titleWidth, height: h)
        guard hasBackItem else { return }
        // The chevron: two 3 pt bars meeting at a point 8.5 pt from the left edge.
        let tip = Point(x: 8.5, y: h / 2)
        for (arm, sign) in zip(chevronArms, [-1.0, 1.0]) {
            arm.transform = .identity
            arm.bounds = Rect(x: 0, y: 0, width: 13.5, height: 3)
            arm.center = Point(x: tip.x + 4.6, y: tip.y + sign * 4.6)
            arm.transform = AffineTransform(rotationAngle: sign * .pi / 4)
        }
        backLabel.frame = Rect(x: 26, y: 0, width: min(backLabel.sizeThatFits(.zero).width, w / 2 - 40), height: h)
    }
}
