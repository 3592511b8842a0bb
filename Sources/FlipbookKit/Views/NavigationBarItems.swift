import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import FlipbookText

/// One set of navigation bar items (`UINavigationItem`'s views): the centred title and the
/// optional back item, laid out in the bar's bounds (points, origin at the bar's top left).
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

    /// Items showing `title` and, when `backTitle` is not `nil`, a back item reading it.
    /// Kit's own part, never in an Interface Builder file: nil (the loader reports the element).
    required init?(coder: NSCoder) { nil }

    /// The title's face without ``NavigationBar/titleTextAttributes``: 17 pt medium.
    static let titleFont = Font.system(size: 17, weight: .medium)

    init(title: String?, backTitle: String?) {
        hasBackItem = backTitle != nil
        super.init(frame: Rect(x: 0, y: 0, width: 375, height: NavigationBar.height))
        titleLabel.text = title
        titleLabel.font = Self.titleFont
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
            let button = NavigationBarBackButton(items: self)
            addSubview(button)
            backButton = button
        }
    }

    /// The title label's frame at rest (bar coordinates, points).
    var titleRestFrame: Rect {
        let w = bounds.width
        let titleWidth = min(titleLabel.sizeThatFits(.zero).width, w - 2 * 90)
        return Rect(x: (w - titleWidth) / 2, y: 0, width: titleWidth, height: bounds.height)
    }

    /// The back label's frame at rest (bar coordinates, points).
    var backRestFrame: Rect {
        Rect(x: 26, y: 0, width: min(backLabel.sizeThatFits(.zero).width, bounds.width / 2 - 40),
             height: bounds.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
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
        guard hasBackItem else { return }
        backLabel.frame = backRestFrame
        backLabel.alpha = 1
        for arm in chevronArms { arm.alpha = 1 }
    }
}
