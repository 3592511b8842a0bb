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
/// is interactive. The background never animates. The back item takes touches: a tap pops the
/// top controller, animated (`NavigationBarBackButton`).
///
/// A custom background image (``setBackgroundImage(_:for:barMetrics:)``) is drawn stretched
/// over the background instead of the colour, and then a custom ``shadowImage`` replaces the
/// hairline, as in UIKit: an empty `Image()` for both is the usual transparent bar. The class
/// is open, as UIKit's, so libraries subclass it.
open class NavigationBar: View {
    /// Where a bar is (`UIBarPosition`), with UIKit's raw values: a background image is set per
    /// position. Kit's bars are at the top of the screen, so `.any` and `.topAttached` are the
    /// ones drawn.
    public enum Position: Int, Hashable, Sendable {
        /// Any position: the image used when none is set for the bar's position.
        case any = 0
        /// At the bottom of its superview (toolbars).
        case bottom = 1
        /// At the top of its superview.
        case top = 2
        /// At the top of the screen, its background reaching under the status bar (a
        /// navigation controller's bar).
        case topAttached = 3
    }

    /// The bar's metrics (`UIBarMetrics`), with UIKit's raw values: a background image is set
    /// per metrics. Kit's bars use `.default` (the portrait height).
    public enum Metrics: Int, Hashable, Sendable {
        /// The portrait height.
        case `default` = 0
        /// The landscape height on a phone.
        case compact = 1
        /// With a prompt, portrait.
        case defaultPrompt = 101
        /// With a prompt, landscape.
        case compactPrompt = 102
    }

    /// The bar's height in points: 44.
    public static let height = 44.0
    /// The system tint, #007AFF.
    public static let tintColor = Color(red8: 0, green8: 122, blue8: 255)

    /// Whether the background lets 15 % of the content show through. Default true. A navigation
    /// controller lays out its children below an opaque bar (see ``NavigationController``).
    public var isTranslucent: Bool {
        get { isTranslucentStorage }
        set {
            isTranslucentStorage = newValue
            applyBackground()
            navigationController?.layoutTopChild()
        }
    }
    /// The background colour (before translucency). Default #F7F7F7.
    public var barTintColor: Color {
        get { barTintColorStorage }
        set { barTintColorStorage = newValue; applyBackground() }
    }
    /// The colour of the back item (its chevron and title) and of the bar button items without
    /// a tint of their own (`tintColor`). Default the system tint, #007AFF
    /// (``NavigationBar/tintColor-swift.type.property``, the type's); setting `nil` sets it back,
    /// as UIKit's `UIColor!`.
    open override var tintColor: Color! {
        get { tintColorStorage }
        set {
            tintColorStorage = newValue ?? NavigationBar.tintColor
            items.applyTint(tintColorStorage)
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

    /// Gives `items`' title the font and colour of ``titleTextAttributes``.
    private func applyTitleAttributes(to items: NavigationBarItems) {
        items.titleLabel.font = titleTextAttributes?[.font] as? Font ?? NavigationBarItems.titleFont
        items.titleLabel.textColor = titleTextAttributes?[.foregroundColor] as? Color ?? .black
    }

    // Computed over storage, not observed: Swift skips `didSet` in initializers, and these
    // must reach the layers whichever initializer sets them.
    private var isTranslucentStorage: Bool = true
    private var barTintColorStorage: Color = Color(red8: 247, green8: 247, blue8: 247)

    private let background = View()
    private let hairline = View()
    private let backgroundImageView = ImageView()
    private let shadowImageView = ImageView()
    private var backgroundImages: [BackgroundImageKey: Image] = [:]
    private struct BackgroundImageKey: Hashable {
        let position: Position
        let metrics: Metrics
    }

    /// The navigation controller whose bar this is, which ``topItem`` and ``backItem`` read.
    weak var navigationController: NavigationController?

    /// The top controller's navigation item (`topItem`): the item whose title the bar shows.
    /// Setting its title updates the bar. `nil` for a bar no navigation controller owns (Kit's
    /// standalone bars show no items).
    public var topItem: NavigationItem? { navigationController?.topViewController?.navigationItem }

    /// The navigation item below the top one (`backItem`), whose title the back button shows;
    /// `nil` at the root or for a standalone bar.
    public var backItem: NavigationItem? {
        guard let stack = navigationController?.viewControllers, stack.count > 1 else { return nil }
        return stack[stack.count - 2].navigationItem
    }

    /// The image under the bar's hairline (`shadowImage`). Used, as in UIKit, only while a
    /// custom background image is set (``setBackgroundImage(_:for:barMetrics:)``): it is then
    /// drawn stretched over the hairline's 0.5 pt instead of it (an empty `Image()` removes the
    /// hairline). Default `nil`: the hairline.
    public var shadowImage: Image? {
        get { shadowImageStorage }
        set { shadowImageStorage = newValue; applyBackground() }
    }
    private var shadowImageStorage: Image?

    /// Sets the background image for `position` and `metrics`
    /// (`setBackgroundImage(_:for:barMetrics:)`); `nil` removes it. The image for the bar's
    /// position (`.topAttached` under a navigation controller, else `.top`) or, when there is
    /// none, for `.any`, with `.default` metrics, is drawn stretched over the bar and the status
    /// bar area instead of ``barTintColor`` (an empty `Image()` draws nothing: a transparent
    /// bar). Kit does not tile images, resizable or not, and draws them at the bar's alpha
    /// (not lowered by ``isTranslucent``).
    public func setBackgroundImage(_ backgroundImage: Image?, for barPosition: Position, barMetrics: Metrics) {
        backgroundImages[BackgroundImageKey(position: barPosition, metrics: barMetrics)] = backgroundImage
        applyBackground()
    }

    /// Sets the background image for any position (`setBackgroundImage(_:for:)`): the same as
    /// ``setBackgroundImage(_:for:barMetrics:)`` with `.any`.
    public func setBackgroundImage(_ backgroundImage: Image?, for barMetrics: Metrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// The background image set for `barPosition` and `barMetrics` (`backgroundImage(for:barMetrics:)`).
    public func backgroundImage(for barPosition: Position, barMetrics: Metrics) -> Image? {
        backgroundImages[BackgroundImageKey(position: barPosition, metrics: barMetrics)]
    }

    /// The background image set for `.any` position and `barMetrics` (`backgroundImage(for:)`).
    public func backgroundImage(for barMetrics: Metrics) -> Image? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    /// The background image drawn: the one for the bar's position, else `.any`'s (`.default`).
    var drawnBackgroundImage: Image? {
        let position: Position = navigationController == nil ? .top : .topAttached
        return backgroundImages[BackgroundImageKey(position: position, metrics: .default)]
            ?? backgroundImages[BackgroundImageKey(position: .any, metrics: .default)]
    }
    /// Holds the current items (and, during a transition, the outgoing ones); its layer follows
    /// an interactive transition's time.
    let itemsContainer = View()
    private(set) var items = NavigationBarItems(title: nil, backTitle: nil)

    /// A bar at `frame`; ``NavigationController`` places its own at (0, 20, screen width, 44).
    public override init(frame: Rect = Rect(x: 0, y: 20, width: 375, height: NavigationBar.height)) {
        super.init(frame: frame)
        addBarViews()
    }

    /// A bar of a subclass made from its metatype (`UINavigationController(navigationBarClass:…)`):
    /// `init(coder:)` is the required initialiser every subclass has, so the bar is made with it
    /// (with an empty coder: the defaults) and placed at `frame`.
    static func make(_ type: NavigationBar.Type, frame: Rect) -> NavigationBar? {
        guard let bar = type.init(coder: NSCoder()) else { return nil }
        bar.frame = frame
        return bar
    }

    /// A bar from an Interface Builder file (its frame is the file's).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addBarViews()
    }

    private func addBarViews() {
        hairline.backgroundColor = Color(white: 0, alpha: 0.3)
        // One device pixel on iOS, always on whole pixels there: anti-aliased so that a render
        // below the device's scale shows it at its area rather than on or off (the article
        // "Differences from UIKit", Hairlines).
        hairline.layer.allowsEdgeAntialiasing = true
        shadowImageView.layer.allowsEdgeAntialiasing = true
        backgroundImageView.contentMode = .scaleToFill
        shadowImageView.contentMode = .scaleToFill
        addSubview(background)
        addSubview(backgroundImageView)
        addSubview(hairline)
        addSubview(shadowImageView)
        addSubview(itemsContainer)
        itemsContainer.addSubview(items)
        applyBackground()
    }

    /// Places the background, hairline and items for the current bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        // Up under the status bar: a navigation controller's bar to its view's top edge (none on
        // a sheet below the status bar); a bar of the app's own the status bar's height.
        let above = navigationController == nil ? StatusBar.height : max(0, frame.minY)
        background.frame = Rect(x: 0, y: -above, width: w, height: bounds.height + above)
        backgroundImageView.frame = background.frame
        hairline.frame = Rect(x: 0, y: bounds.height, width: w, height: 0.5)
        shadowImageView.frame = hairline.frame
        itemsContainer.frame = bounds
        for view in itemsContainer.subviews { view.frame = itemsContainer.bounds }
    }

    /// Shows `content` (title, back item, title view, bar button items) at once.
    func setItems(_ content: NavigationBarContent) {
        items.removeFromSuperview()
        items = NavigationBarItems(content: content, tint: tintColorStorage)
        applyTitleAttributes(to: items)
        items.frame = itemsContainer.bounds
        itemsContainer.addSubview(items)
    }

    /// Starts the iOS 8 item transition to new items over `duration` seconds (ease-in-ease-out)
    /// inside the current animation context: on a push the old title slides left into the back
    /// item while the new title comes in from the right; `isPush` false mirrors it.
    /// `isCancelled` is asked when it ends: true restores the old items.
    func transitionItems(to content: NavigationBarContent, isPush: Bool, duration: Double,
                         isCancelled: @escaping () -> Bool) {
        layoutIfNeeded()
        let old = items
        let new = NavigationBarItems(content: content, tint: tintColorStorage)
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
        let image = drawnBackgroundImage
        background.isHidden = image != nil
        backgroundImageView.image = image.flatMap { $0.isEmpty ? nil : $0 }
        backgroundImageView.isHidden = backgroundImageView.image == nil
        let shadow = image == nil ? nil : shadowImage
        hairline.isHidden = shadow != nil
        shadowImageView.image = shadow.flatMap { $0.isEmpty ? nil : $0 }
        shadowImageView.isHidden = shadowImageView.image == nil
    }
}
