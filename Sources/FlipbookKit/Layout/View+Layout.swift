import FlipbookGeometry

/// Auto Layout's view API (UIKit's names and types).
extension View {
    /// Which margins and dimensions follow the superview's size: UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// A mask from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin grows and shrinks.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows and shrinks.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin grows and shrinks.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin grows and shrinks.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows and shrinks.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin grows and shrinks.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// UIKit's autoresizing along one axis: the start and length a frame takes when its
    /// superview's length goes from `old` to `new`. Each flexible part (start margin, length, end
    /// margin) takes a share of the change proportional to its current length, equal shares when
    /// all flexible parts are 0 long.
    static func autoresized(start: Double, length: Double, old: Double, new: Double,
                            flexible: (Bool, Bool, Bool)) -> (start: Double, length: Double) {
        let (startShare, lengthShare) = autoresizingShares(start: start, length: length, total: old, flexible: flexible)
        return (start + (new - old) * startShare, length + (new - old) * lengthShare)
    }

    /// The shares of a size change the start margin and the length take (see `autoresized`).
    static func autoresizingShares(start: Double, length: Double, total: Double,
                                   flexible: (Bool, Bool, Bool)) -> (start: Double, length: Double) {
        let parts = [start, length, total - start - length], on = [flexible.0, flexible.1, flexible.2]
        let flexibleTotal = zip(parts, on).filter(\.1).map(\.0).reduce(0, +)
        let count = Double(on.filter { $0 }.count)
        func share(_ i: Int) -> Double {
            guard on[i] else { return 0 }
            return flexibleTotal > 0 ? parts[i] / flexibleTotal : 1 / count
        }
        return (share(0), share(1))
    }

    /// UIKit's `UIView.noIntrinsicMetric`: no intrinsic size along an axis.
    public static let noIntrinsicMetric = -1.0
    /// UIKit's `UIView.layoutFittingCompressedSize`: the smallest size `systemLayoutSizeFitting` can give.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// UIKit's `UIView.layoutFittingExpandedSize`: the largest.
    public static let layoutFittingExpandedSize = Size(width: 1_000_000, height: 1_000_000)

    /// Whether the view's frame is the input of layout (true, the default: the view keeps the frame
    /// you set, resized by ``autoresizingMask`` when its superview's size changes, and constraints
    /// see it as fixed) or its output (false: constraints place it). UIKit's property.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState.translatesAutoresizingMask }
        set { layoutState.translatesAutoresizingMask = newValue; layoutEngineDidChange() }
    }

    /// How the frame follows the superview's size when ``translatesAutoresizingMaskIntoConstraints``
    /// is true: flexible parts share the change in proportion to their sizes (UIKit's
    /// autoresizing). Default none: the frame keeps its origin and size.
    public var autoresizingMask: AutoresizingMask {
        get { layoutState.autoresizingMask }
        set { layoutState.autoresizingMask = newValue; layoutEngineDidChange() }
    }

    /// Whether a size change resizes the subviews by their ``autoresizingMask``. Default true.
    public var autoresizesSubviews: Bool {
        get { layoutState.autoresizesSubviews }
        set { layoutState.autoresizesSubviews = newValue }
    }

    /// The constraints installed on this view (those whose items' nearest common ancestor it is).
    public var constraints: [LayoutConstraint] { layoutState.constraints }

    /// Installs `constraint` here (prefer ``LayoutConstraint/isActive``).
    public func addConstraint(_ constraint: LayoutConstraint) {
        guard constraint.installedOn !== self else { return }
        constraint.installedOn?.removeConstraint(constraint)
        layoutState.constraints.append(constraint)
        constraint.installedOn = self
        layoutEngineDidChange()
    }

    /// Installs every constraint in `constraints` here.
    public func addConstraints(_ constraints: [LayoutConstraint]) { constraints.forEach(addConstraint) }

    /// Uninstalls `constraint` if installed here.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.installedOn === self else { return }
        layoutState.constraints.removeAll { $0 === constraint }
        constraint.installedOn = nil
        layoutEngineDidChange()
    }

    /// Uninstalls every constraint in `constraints` installed here.
    public func removeConstraints(_ constraints: [LayoutConstraint]) { constraints.forEach(removeConstraint) }

    /// The layout guides added to this view.
    public var layoutGuides: [LayoutGuide] { layoutState.guides }

    /// Adds `guide` (its ``LayoutGuide/owningView`` becomes this view).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutState.guides.append(guide)
    }

    /// Removes `guide`.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        layoutState.guides.removeAll { $0 === guide }
        guide.owningView = nil
        layoutEngineDidChange()
    }

    // MARK: Content size

    /// Tells the layout that ``intrinsicContentSize`` changed (a label's text, an image).
    public func invalidateIntrinsicContentSize() { layoutEngineDidChange() }

    /// The priority with which the view resists growing beyond its intrinsic size on `axis`.
    /// Default 250 (`defaultLow`).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        axis == .horizontal ? layoutState.hugging.horizontal : layoutState.hugging.vertical
    }

    /// Sets the hugging priority on `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.hugging.horizontal = priority } else { layoutState.hugging.vertical = priority }
        layoutEngineDidChange()
    }

    /// The priority with which the view resists shrinking below its intrinsic size on `axis`.
    /// Default 750 (`defaultHigh`).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        axis == .horizontal ? layoutState.compression.horizontal : layoutState.compression.vertical
    }

    /// Sets the compression resistance priority on `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.compression.horizontal = priority } else { layoutState.compression.vertical = priority }
        layoutEngineDidChange()
    }

    // MARK: Constraint updates

    /// Marks the view so that ``updateConstraints()`` runs before the next layout.
    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        layoutEngineDidChange()
    }

    /// Whether ``updateConstraints()`` is due.
    public func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }

    /// Runs ``updateConstraints()`` now, bottom-up, for this view and its subviews that need it.
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if layoutState.needsUpdateConstraints {
            layoutState.needsUpdateConstraints = false
            if let controller = layoutState.controller { controller.updateViewConstraints() } else { updateConstraints() }
        }
    }

    // MARK: Margins and safe area

    /// The margins the margin attributes and ``layoutMarginsGuide`` inset by. Default 8 on each
    /// side. On a controller's root view, as UIKit's, reading them gives the margins the view
    /// lays out with: the system's minimum (``ViewController/systemMinimumLayoutMargins``: 0 at
    /// the top and bottom, 16 or 20 pt at the sides) or what was set where it is more, plus the
    /// ``safeAreaInsets`` while ``insetsLayoutMarginsFromSafeArea``. Setting them calls
    /// ``layoutMarginsDidChange()`` and, on a controller's root view, the controller's
    /// ``ViewController/viewLayoutMarginsDidChange()``.
    public var layoutMargins: EdgeInsets {
        get { layoutState.controller == nil ? layoutState.layoutMargins : effectiveLayoutMargins }
        set {
            layoutState.layoutMargins = newValue
            layoutState.layoutMarginsSet = true
            layoutMarginsDidChange()
            layoutState.controller?.viewLayoutMarginsDidChange()
            layoutEngineDidChange()
        }
    }

    /// Whether the margins are measured from the safe area's edges rather than the bounds' (UIKit's
    /// `insetsLayoutMarginsFromSafeArea`): where the view reaches under a bar, the margin guide and
    /// the margin attributes add the ``safeAreaInsets`` to ``layoutMargins``. Default true.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState.insetsLayoutMarginsFromSafeArea }
        set {
            layoutState.insetsLayoutMarginsFromSafeArea = newValue
            layoutEngineDidChange()
        }
    }

    /// The insets Auto Layout takes for the margins: the view's own ``layoutMargins`` — on a
    /// controller's root view the system's minimum where the view's are less (and the view's
    /// own count only once set: UIKit's root view has no 8 pt default) — plus the safe area's
    /// while ``insetsLayoutMarginsFromSafeArea``.
    var effectiveLayoutMargins: EdgeInsets {
        var m = layoutState.layoutMargins
        if let controller = layoutState.controller {
            if !layoutState.layoutMarginsSet { m = .zero }
            if controller.viewRespectsSystemMinimumLayoutMargins {
                let minimum = controller.systemMinimumLayoutMargins
                m = EdgeInsets(top: max(m.top, minimum.top), left: max(m.left, minimum.leading),
                               bottom: max(m.bottom, minimum.bottom), right: max(m.right, minimum.trailing))
            }
        }
        guard layoutState.insetsLayoutMarginsFromSafeArea else { return m }
        let safe = safeAreaInsets
        return EdgeInsets(top: m.top + safe.top, left: m.left + safe.left, bottom: m.bottom + safe.bottom,
                          right: m.right + safe.right)
    }

    /// Whether the view's margins take in its superview's where they overlap
    /// (`preservesSuperviewLayoutMargins`). Kit keeps the flag but lays out with the view's own
    /// ``layoutMargins``: setting it true reports the diagnostic
    /// `view.preservesSuperviewLayoutMargins`. Default false.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState.preservesSuperviewLayoutMargins }
        set {
            layoutState.preservesSuperviewLayoutMargins = newValue
            if newValue {
                Application.current?.report(KitDiagnostic(
                    code: "view.preservesSuperviewLayoutMargins",
                    message: "\(type(of: self)) lays out with its own layout margins; iOS widens them to its "
                        + "superview's where they overlap (preservesSuperviewLayoutMargins)"))
            }
        }
    }

    /// ``layoutMargins`` by leading and trailing edge (UIKit's `directionalLayoutMargins`), kept
    /// in sync with them: setting one sets the other. Kit lays out left to right only, so leading
    /// is always left and trailing right (UIKit swaps them under a right-to-left language).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return DirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = EdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
                                       right: newValue.trailing)
        }
    }

    /// The widest line UIKit finds readable at the default Dynamic Type size (Large): 672 pt, the
    /// most ``readableContentGuide`` is wide. Kit has no content size categories, so it is fixed.
    public static let readableContentWidth = 672.0

    /// A guide for text (UIKit's `readableContentGuide`): ``layoutMarginsGuide``'s top and bottom,
    /// and its width capped at ``readableContentWidth``, centred between the margins. On an
    /// iPhone in portrait it equals the margins guide; on an iPad, 672 pt in the middle.
    public var readableContentGuide: LayoutGuide {
        if let guide = layoutState.readableGuide { return guide }
        let guide = LayoutGuide()
        guide.identifier = "UIViewReadableContentGuide"
        guide.kind = .readableContent
        addLayoutGuide(guide)
        layoutState.readableGuide = guide
        return guide
    }

    /// A guide inset from the bounds by ``layoutMargins``.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = layoutState.marginsGuide { return guide }
        let guide = LayoutGuide()
        guide.identifier = "UIViewLayoutMarginsGuide"
        guide.kind = .margins
        addLayoutGuide(guide)
        layoutState.marginsGuide = guide
        return guide
    }

    /// The insets of the area no bar covers: the window's (the status bar's height when there is
    /// one, or the device preset's) intersected with this view's frame, down to the bottom of a
    /// shown navigation bar for a navigation controller's children, plus the controllers'
    /// ``ViewController/additionalSafeAreaInsets`` on the way, as UIKit's.
    public var safeAreaInsets: EdgeInsets {
        guard let superview else {
            if self is Window, let app = Application.current, app.window === self {
                if let device = app.device { return device.safeAreaInsets(statusBarShown: app.isStatusBarShown) }
                if app.isStatusBarShown { return EdgeInsets(top: StatusBar.height, left: 0, bottom: 0, right: 0) }
            }
            return layoutState.additionalSafeAreaInsets
        }
        let parent = superview.safeAreaInsets
        let frame = self.frame, size = superview.bounds.size
        let origin = superview.bounds.origin
        let extra = layoutState.additionalSafeAreaInsets
        // The part of the superview's inset the view overlaps: none inside the safe area, at most
        // the superview's inset where the view reaches past its bounds (UIKit caps it there).
        func overlap(_ inset: Double, _ distance: Double) -> Double { min(inset, max(0, inset - distance)) }
        var top = overlap(parent.top, frame.minY - origin.y)
        if let bar = layoutState.safeAreaBar, !bar.isHidden, bar.superview === superview {
            top = max(top, bar.frame.maxY - frame.minY)
        }
        return EdgeInsets(top: top + extra.top,
                          left: overlap(parent.left, frame.minX - origin.x) + extra.left,
                          bottom: overlap(parent.bottom, size.height + origin.y - frame.maxY) + extra.bottom,
                          right: overlap(parent.right, size.width + origin.x - frame.maxX) + extra.right)
    }

    /// A guide inset from the bounds by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = layoutState.safeAreaGuide { return guide }
        let guide = LayoutGuide()
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        guide.kind = .safeArea
        addLayoutGuide(guide)
        layoutState.safeAreaGuide = guide
        return guide
    }

    /// The band of the view above its safe area (`top`) or below it: the guide of a controller's
    /// ``ViewController/topLayoutGuide`` or ``ViewController/bottomLayoutGuide`` anchors.
    func barsGuide(top: Bool) -> LayoutGuide {
        if let guide = top ? layoutState.topBarsGuide : layoutState.bottomBarsGuide { return guide }
        let guide = LayoutGuide()
        guide.identifier = top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
        guide.kind = top ? .topBars : .bottomBars
        addLayoutGuide(guide)
        if top { layoutState.topBarsGuide = guide } else { layoutState.bottomBarsGuide = guide }
        return guide
    }

    /// Whether the constraints leave the view's frame undetermined (from the last layout pass).
    public var hasAmbiguousLayout: Bool { layoutState.ambiguous }

    // MARK: Fitting

    /// The smallest size the constraints allow that is closest to `targetSize`, each axis pulled
    /// towards it at `fittingSizeLevel` (50): UIKit's `systemLayoutSizeFitting(_:)`.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints and subviews give when its width is pulled to
    /// `targetSize.width` at `horizontalFittingPriority` and its height to `targetSize.height` at
    /// `verticalFittingPriority` (required: fixed): UIKit's method. Solved in a separate engine;
    /// nothing moves.
    public func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                        verticalFittingPriority: LayoutPriority) -> Size {
        LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority,
                                 vertical: verticalFittingPriority)
    }

    // MARK: Engine plumbing

    /// Marks the tree's layout root as needing a solve and a layout pass.
    func layoutEngineDidChange() {
        var root: View = self
        while let parent = root.superview { root = parent }
        root.layoutState.engineNeedsSolve = true
    }

    /// The address UIKit's messages show, here a stable serial.
    var layoutAddress: String { "0x" + String(layoutSerial, radix: 16) }
}

/// Distances inward from a rectangle's edges by reading direction (`NSDirectionalEdgeInsets`).
/// Kit lays out left to right: leading is left, trailing is right.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// From the top edge.
    public var top: Double
    /// From the leading edge (the left in Kit).
    public var leading: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the trailing edge (the right in Kit).
    public var trailing: Double

    /// Insets in UIKit's argument order. Default 0.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// No inset (`NSDirectionalEdgeInsets.zero`).
    public static let zero = DirectionalEdgeInsets()

    /// A description such as `{8, 16, 8, 16}` (top, leading, bottom, trailing).
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}
