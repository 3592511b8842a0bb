import class Foundation.NSCoder
import FlipbookGeometry

/// The back item's touch target: the chevron and the back title, from the bar's left edge to
/// 8 pt past the title (at least 44 pt wide) over the bar's height.
///
/// A finger down on it highlights the back item — chevron and title at
/// ``Button/highlightedContentAlpha``, as a system button's title — and lifting it inside pops
/// the top controller through the open ``NavigationController/popViewController(animated:)``,
/// animated, as UIKit's back button does (a subclass's override runs). The pop's item motion
/// then sets the items' alphas, so the highlight ends where the transition starts.
final class NavigationBarBackButton: Control {
    /// The items whose back item this button is.
    weak var items: NavigationBarItems?

    /// The width of the touch target past the back title's right end: 8 pt.
    static let trailingSlop = 8.0
    /// The narrowest touch target: 44 pt, Apple's minimum for a tappable element.
    static let minimumWidth = 44.0

    init(items: NavigationBarItems) {
        self.items = items
        super.init(frame: .zero)
    }

    /// Kit's own part, never in an Interface Builder file: nil.
    required init?(coder: NSCoder) { nil }

    override func controlStateDidChange() {
        items?.setBackItemHighlighted(isHighlighted)
    }

    /// Pops the top controller of the bar's navigation controller, animated.
    override func sendPrimaryActions() {
        super.sendPrimaryActions()
        _ = items?.bar?.navigationController?.popViewController(animated: true)
    }
}
