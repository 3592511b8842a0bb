import class Foundation.NSCoder
import FlipbookGeometry

/// A navigation controller's root view: it keeps the navigation bar at the top of its safe area,
/// as UIKit does — 20 pt down under Kit's status bar, the device's inset on a device preset,
/// and at the very top when the controller's view starts below the status bar (a sheet, a
/// card, a popup), where the bar is 44 pt tall and its background does not reach further up.
/// The bar follows the safe area whenever it changes (a sheet dragged down under a finger
/// moves its bar up to its top edge), in the layout pass that notices the change, and a child
/// laid out below an opaque bar follows the bar. While the view itself is transformed (an
/// animator scaling or turning it), the bar keeps its place.
final class NavigationControllerView: View {
    /// The controller whose view this is.
    weak var controller: NavigationController?

    init(frame: Rect, controller: NavigationController) {
        self.controller = controller
        super.init(frame: frame)
    }

    /// Kit's own part, never in an Interface Builder file: nil.
    required init?(coder: NSCoder) { nil }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        placeBar()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeBar()
    }

    /// Puts the bar at the top of the safe area, across the bounds. A bar that moves is laid
    /// out again: its background reaches up to the view's top edge.
    func placeBar() {
        // While an animator transforms the view (a card scaled back, a page turned), its frame
        // is a transformed box: the bar keeps its place rather than jump with it.
        guard let controller, controller.navigationBar.superview === self, layer.transform == .identity else { return }
        let bar = controller.navigationBar
        let frame = Rect(x: 0, y: safeAreaInsets.top, width: bounds.width, height: NavigationBar.height)
        if bar.frame != frame {
            bar.frame = frame
            bar.setNeedsLayout()
        }
        controller.layoutTopChild()
    }
}
