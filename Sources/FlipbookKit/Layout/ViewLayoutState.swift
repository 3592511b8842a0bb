import FlipbookConstraints
import FlipbookGeometry
import FlipbookRaster

/// The four solver variables of a view or guide: its frame in the layout root's space.
final class LayoutVariables {
    let x: Variable, y: Variable, width: Variable, height: Variable
    init(name: String) {
        x = Variable(name + ".minX")
        y = Variable(name + ".minY")
        width = Variable(name + ".width")
        height = Variable(name + ".height")
    }
}

/// A view's Auto Layout state (stored on ``View``; extensions cannot add storage).
final class ViewLayoutState {
    var constraints: [LayoutConstraint] = []
    var guides: [LayoutGuide] = []
    var translatesAutoresizingMask = true
    var autoresizingMask: View.AutoresizingMask = []
    var autoresizesSubviews = true
    var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    var compression: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)
    var needsUpdateConstraints = false
    /// Set on the root of a tree when something the engine reads changed.
    var engineNeedsSolve = true
    var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Whether `layoutMargins` was set (a controller's root view otherwise takes the system's).
    var layoutMarginsSet = false
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    var additionalSafeAreaInsets = EdgeInsets.zero
    /// The navigation bar whose bottom edge this view's safe area reaches while the bar is shown
    /// (set on a navigation controller's transition view: UIKit puts the bar in the children's
    /// safe area).
    weak var safeAreaBar: View?
    var lastSafeAreaInsets = EdgeInsets.zero
    var marginsGuide: LayoutGuide?
    var safeAreaGuide: LayoutGuide?
    /// The guides of a controller's `topLayoutGuide` and `bottomLayoutGuide`, made when asked.
    var topBarsGuide: LayoutGuide?
    var bottomBarsGuide: LayoutGuide?
    var readableGuide: LayoutGuide?
    weak var controller: ViewController?
    lazy var variables = LayoutVariables(name: "view")
    var ambiguous = false
    var overrideStyle = UserInterfaceStyle.unspecified
    /// The traits of the last layout pass (`nil` before the first).
    var lastTraits: TraitCollection?
    /// The dynamic colour `backgroundColor` was set to, and what the layer got from it.
    var dynamicBackground: Color?
    var resolvedBackground: Color?
}
