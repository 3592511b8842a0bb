import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import FlipbookText

/// What one controller's items in a navigation bar show (from its ``NavigationItem``).
struct NavigationBarContent {
    /// The title (not drawn while there is a title view).
    var title: String?
    /// The back item's title; `nil`: no back item.
    var backTitle: String?
    /// The view shown instead of the title.
    var titleView: View?
    /// The bar button items at the left edge, leading first.
    var leftItems: [BarButtonItem] = []
    /// The bar button items at the right edge, trailing first.
    var rightItems: [BarButtonItem] = []
}

/// One set of navigation bar items (`UINavigationItem`'s views): the centred title (or title
/// view), the optional back item and the left and right bar button items, laid out in the bar's
/// bounds (points, origin at the bar's top left).
final class NavigationBarItems: View {
    /// The title: 17 pt medium, black, centred, at most the bar's width minus 2 × 90 pt.
    let titleLabel = Label()
    /// The back item's title: 17 pt regular, system blue, 26 pt from the left edge.
    let backLabel = Label()
    /// The two arms of the back chevron (a `<` whose tip is 8.5 pt from the left edge).
    let chevronArms = [View(), View()]
    /// Whether there is a back item (chevron and back title).
    let hasBackItem: Bool
    /// The back item's touch target (`nil` without a back item): a tap pops.
    private(set) var backButton: NavigationBarBackButton?
    /// The view shown instead of the title, if any.
    let titleView: View?
    /// The left items' buttons, leading first.
    private(set) var leftButtons: [NavigationBarButton] = []
    /// The right items' buttons, trailing first.
    private(set) var rightButtons: [NavigationBarButton] = []
    /// The content these items show (their tint is re-applied from it).
    private let content: NavigationBarContent

    /// Kit's own part, never in an Interface Builder file: nil (the loader reports the element).
    required init?(coder: NSCoder) { nil }

    /// The title's face without ``NavigationBar/titleTextAttributes``: 17 pt medium.
    static let titleFont = Font.system(size: 17, weight: .medium)
    /// The space between two bar button items, and between the items and the title: 8 pt.
    static let itemSpacing = 8.0

    /// Items showing `title` and, when `backTitle` is not `nil`, a back item reading it.
    convenience init(title: String?, backTitle: String?) {
        self.init(content: NavigationBarContent(title: title, backTitle: backTitle))
    }

    /// Items showing `content`, the back item and the bar button items in `tint` (an item's own
    /// ``BarButtonItem/tintColor`` wins).
    init(content: NavigationBarContent, tint: Color = NavigationBar.tintColor) {
        self.content = content
        hasBackItem = content.backTitle != nil
        titleView = content.titleView
        super.init(frame: Rect(x: 0, y: 0, width: 375, height: NavigationBar.height))
        titleLabel.text = content.titleView == nil ? content.title : nil
        titleLabel.font = Self.titleFont
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        if let titleView = content.titleView {
            titleView.removeFromSuperview()
            addSubview(titleView)
        }
        if let backTitle = content.backTitle {
            backLabel.text = backTitle
            backLabel.font = .system(size: 17)
            addSubview(backLabel)
            for arm in chevronArms {
                arm.layer.cornerRadius = 1.5
                addSubview(arm)
            }
            let button = NavigationBarBackButton(items: self)
            addSubview(button)
            backButton = button
        }
        applyTint(tint)
    }

    /// Gives the back item and the bar button items `tint` (an item's own
    /// ``BarButtonItem/tintColor`` wins).
    func applyTint(_ tint: Color) {
        backLabel.textColor = tint
        for arm in chevronArms { arm.backgroundColor = tint }
        for button in leftButtons + rightButtons { button.removeFromSuperview() }
        leftButtons = content.leftItems.map { NavigationBarButton(item: $0, tint: $0.tintColor ?? tint) }
        rightButtons = content.rightItems.map { NavigationBarButton(item: $0, tint: $0.tintColor ?? tint) }
        for button in leftButtons + rightButtons { addSubview(button) }
        setNeedsLayout()
    }

    /// The views that cross-fade in a push or pop: the bar button items and the title view.
    var fadingViews: [View] { leftButtons + rightButtons + (titleView.map { [$0] } ?? []) }

    /// The layout margin at the bar's edges: 16 pt, 20 pt on bars 414 pt wide or more.
    var edgeMargin: Double { bounds.width >= 414 ? 20 : 16 }

    /// The bar button items' frames at rest (bar coordinates, points), left then right.
    var buttonRestFrames: (left: [Rect], right: [Rect]) {
        let h = bounds.height
        var x = edgeMargin
        if hasBackItem, !leftButtons.isEmpty {
            x = max(x, backRestFrame.maxX + Self.itemSpacing)
        }
        var left: [Rect] = []
        for button in leftButtons {
            let w = button.contentWidth
            left.append(Rect(x: x, y: 0, width: w, height: h))
            x += w + Self.itemSpacing
        }
        var right: [Rect] = []
        x = bounds.width - edgeMargin
        for button in rightButtons {
            let w = button.contentWidth
            x -= w
            right.append(Rect(x: x, y: 0, width: w, height: h))
            x -= Self.itemSpacing
        }
        return (left, right)
    }

    /// The free span between the left and right items for the title (the whole bar without
    /// items).
    private var titleSpan: (low: Double, high: Double) {
        let frames = buttonRestFrames
        let low = frames.left.last.map { $0.maxX + Self.itemSpacing } ?? 0
        let high = frames.right.last.map { $0.minX - Self.itemSpacing } ?? bounds.width
        return (low, high)
    }

    /// A span of `width` centred in the bar, moved inside the free span (shortened to it).
    private func centred(width: Double) -> (x: Double, width: Double) {
        let (low, high) = titleSpan
        let w = max(0, min(width, high - low))
        var x = (bounds.width - w) / 2
        if x < low { x = low }
        if x + w > high { x = high - w }
        return (x, w)
    }

    /// The title label's frame at rest (bar coordinates, points).
    var titleRestFrame: Rect {
        let span = centred(width: min(titleLabel.sizeThatFits(.zero).width, bounds.width - 2 * 90))
        return Rect(x: span.x, y: 0, width: span.width, height: bounds.height)
    }

    /// The title view's frame at rest: its own size (its intrinsic size when its frame is
    /// empty), at most the bar's height, centred like the title.
    var titleViewRestFrame: Rect? {
        guard let titleView else { return nil }
        var size = titleView.bounds.size
        if size.width <= 0 || size.height <= 0 {
            let intrinsic = titleView.intrinsicContentSize
            size = Size(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
        }
        let h = min(size.height, bounds.height)
        let span = centred(width: size.width)
        return Rect(x: span.x, y: (bounds.height - h) / 2, width: span.width, height: h)
    }

    /// The back label's frame at rest (bar coordinates, points).
    var backRestFrame: Rect {
        Rect(x: Self.backLabelX, y: 0, width: min(backLabel.sizeThatFits(.zero).width, backTitleRoom),
             height: bounds.height)
    }

    /// Where the back label starts: after the chevron.
    static let backLabelX = 26.0

    /// The widest the back item's title may be: up to the title, centred as UIKit centres it
    /// (to the right items when there is no title), less the left items that supplement the
    /// back item.
    private var backTitleRoom: Double {
        let leftWidth = leftButtons.reduce(0) { $0 + $1.contentWidth + Self.itemSpacing }
        let end: Double
        if let width = centredTitleWidth {
            end = (bounds.width - width) / 2 - Self.itemSpacing
        } else {
            end = rightButtons.reduce(bounds.width - edgeMargin) { $0 - $1.contentWidth - Self.itemSpacing }
        }
        return max(0, end - Self.backLabelX - leftWidth)
    }

    /// The width of the title view, or of the title when it has text; nil when neither shows.
    private var centredTitleWidth: Double? {
        if let titleView {
            let width = titleView.bounds.width > 0 ? titleView.bounds.width : titleView.intrinsicContentSize.width
            return max(0, width)
        }
        guard let title = titleLabel.text, !title.isEmpty else { return nil }
        return min(titleLabel.sizeThatFits(.zero).width, bounds.width - 2 * 90)
    }

    /// The back item's title for the room there is, as UIKit's default back-button display mode
    /// picks it: the previous item's title, else the generic "Back", else none (the chevron
    /// alone).
    private func fitBackTitle() {
        guard let full = content.backTitle else { return }
        let room = backTitleRoom
        for candidate in [full, "Back"] {
            backLabel.text = candidate
            if backLabel.sizeThatFits(.zero).width <= room { return }
        }
        backLabel.text = ""
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        fitBackTitle()
        restoreRestState()
        guard hasBackItem else { return }
        // The chevron: two 3 pt bars meeting at a point 8.5 pt from the left edge.
        let tip = Point(x: 8.5, y: bounds.height / 2)
        for (arm, sign) in zip(chevronArms, [-1.0, 1.0]) {
            arm.transform = .identity
            arm.bounds = Rect(x: 0, y: 0, width: 13.5, height: 3)
            arm.center = Point(x: tip.x + 4.6, y: tip.y + sign * 4.6)
            arm.transform = AffineTransform(rotationAngle: sign * .pi / 4)
        }
        let width = max(NavigationBarBackButton.minimumWidth, backRestFrame.maxX + NavigationBarBackButton.trailingSlop)
        backButton?.frame = Rect(x: 0, y: 0, width: width, height: bounds.height)
    }

    /// Places the bar button items and the title view at their rest frames.
    private func placeItemViews() {
        let frames = buttonRestFrames
        for (button, frame) in Array(zip(leftButtons, frames.left)) + Array(zip(rightButtons, frames.right)) {
            button.frame = frame
            button.alpha = 1
        }
        if let titleView, let frame = titleViewRestFrame {
            titleView.frame = frame
            titleView.alpha = 1
        }
    }

    /// The bar showing these items (they sit in its items container).
    var bar: NavigationBar? { superview?.superview as? NavigationBar }

    /// Dims the back item (chevron and title) while a finger is down on it, and makes it opaque
    /// again when the finger lifts — unless these items are already on their way out (a pop the
    /// tap started moves them, and the motion sets their alphas).
    func setBackItemHighlighted(_ highlighted: Bool) {
        guard hasBackItem else { return }
        if !highlighted, let bar, bar.items !== self { return }
        let alpha = highlighted ? Button.highlightedContentAlpha : 1
        View.performWithoutAnimation {
            backLabel.alpha = alpha
            for arm in chevronArms { arm.alpha = alpha }
        }
    }

    /// Puts the labels at their rest frames (untransformed) and makes every item opaque (after a
    /// transition).
    func restoreRestState() {
        titleLabel.transform = .identity
        backLabel.transform = .identity
        titleLabel.frame = titleRestFrame
        titleLabel.alpha = 1
        placeItemViews()
        guard hasBackItem else { return }
        backLabel.frame = backRestFrame
        backLabel.alpha = 1
        for arm in chevronArms { arm.alpha = 1 }
    }
}
