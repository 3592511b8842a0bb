import FlipbookAnimation
import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import Synchronization

/// A rectangle on screen backed by a `Layer`: UIKit's `UIView`.
///
/// Every geometric and visual property forwards to ``layer`` (UIKit's mapping): `frame` sets the
/// layer's `position` and `bounds`, `center` is `position`, `alpha` is `opacity`, `transform` is the
/// layer's affine transform, `clipsToBounds` is `masksToBounds`. The view is its layer's
/// `actionDelegate`, so property changes inside ``animate(withDuration:delay:options:animations:completion:)``
/// become animations, and changes outside an animation block apply at once.
///
/// Coordinates are points, origin top-left, y down; `frame` and `center` are in the superview's
/// bounds space, `bounds` in the view's own.
open class View: Responder, LayerActionDelegate {
    /// The backing layer, an instance of ``layerClass``. The view is its `actionDelegate`.
    public let layer: Layer

    /// The class of ``layer``; override to back a view with a `GradientLayer` or `TextLayer`.
    /// Default `Layer`.
    ///
    /// `AnyClass`, as UIKit's. A class that is not a `Layer` subclass (which UIKit does not
    /// allow either) backs the view with a plain `Layer`.
    open class var layerClass: AnyClass { Layer.self }

    /// ``layerClass`` as a layer class: a plain `Layer` when it is not one.
    static var backingLayerClass: Layer.Type { layerClass as? Layer.Type ?? Layer.self }

    /// The view's superview; weak, like UIKit's.
    public internal(set) weak var superview: View?
    /// The subviews, back to front.
    public internal(set) var subviews: [View] = []

    /// An integer to find the view by. Default 0.
    public var tag = 0
    /// Whether hit testing may find the view or its subviews (`false`: fingers pass through to
    /// what is behind). Default true, except for ``Label`` and ``ImageView`` (and their
    /// subclasses), false as in UIKit. ``Application/play(_:track:)`` ignores it.
    public var isUserInteractionEnabled: Bool
    /// The gesture recognizers attached with ``addGestureRecognizer(_:)``.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []
    /// How content is placed in the bounds; maps to the layer's `contentsGravity`.
    /// Default ``ContentMode/scaleToFill``.
    ///
    /// Computed over storage rather than observed (Swift skips `didSet` in initializers), so a
    /// mode set in any initializer reaches the layer.
    public var contentMode: ContentMode {
        get { contentModeStorage }
        set {
            contentModeStorage = newValue
            layer.contentsGravity = newValue.contentsGravity
            layer.needsDisplayOnBoundsChange = newValue == .redraw
        }
    }
    private var contentModeStorage: ContentMode = .scaleToFill

    var needsLayout = true
    /// Hidden in an animation block as a stack view's arranged view: reads as hidden, shown until
    /// the block's animations end (UIKit collapses it visibly first).
    var hidesAfterAnimation = false
    /// Auto Layout's per-view state (constraints, priorities, margins; see Layout/).
    let layoutState = ViewLayoutState()
    /// A serial number shown where UIKit prints an address.
    let layoutSerial: Int = View.nextLayoutSerial()
    /// True while the layout engine sets this view's frame (its own change is no input change).
    var isApplyingLayout = false
    /// The key-value observers (`observe(_:options:changeHandler:)`).
    var keyValueObservers: [KeyValueObserver] = []
    /// The accessibility attributes (``isAccessibilityElement``, ``accessibilityLabel``, …).
    var accessibility = AccessibilityAttributes()
    /// Above 0 while a change made of several layer changes is under way.
    var keyValueNotificationsHeld = 0
    /// Unique in the process: views are made on several threads at once (one application each).
    private static let layoutSerialCounter = Atomic<Int>(0)
    private static func nextLayoutSerial() -> Int {
        layoutSerialCounter.add(1, ordering: .relaxed).newValue
    }

    /// A view with a zero frame (`init()`): what `MyView()` calls for a subclass that overrides
    /// only ``init(frame:)``, as UIKit's `NSObject` initialiser does.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// A view with `frame` (in the superview's bounds space, points). Default `.zero`.
    public init(frame: Rect = .zero) {
        // `init(layer:)` is the layer classes' required initialiser; copying a fresh layer gives
        // the class's defaults.
        layer = Self.backingLayerClass.init(layer: Layer())
        // UIKit's UILabel and UIImageView start with interaction off; a stored property cannot
        // take a per-subclass default, so the designated initializer decides.
        isUserInteractionEnabled = !(Self.self is Label.Type || Self.self is ImageView.Type)
        layer.frame = frame     // before becoming the delegate: a new view never animates its first frame
        super.init()
        layer.actionDelegate = self
        layer.delegate = self
        layer.isOpaque = true
        layer.setNeedsDisplay()
    }

    /// A view made from an Interface Builder file (UIKit's `init(coder:)`): with the loader's
    /// coder (an ``InterfaceBuilderDecoder``) the element's attributes — frame, colours, alpha,
    /// tag, and the text or image of Kit's labels, image views and text views — are applied here,
    /// before the code a subclass writes after `super.init(coder:)`. With any other coder, a view
    /// at `.zero` with the defaults. Subclasses that declare an initializer must implement it
    /// (it is `required`, as in UIKit).
    public required init?(coder: NSCoder) {
        layer = Self.backingLayerClass.init(layer: Layer())
        isUserInteractionEnabled = !(Self.self is Label.Type || Self.self is ImageView.Type)
        super.init()
        // Decoded before becoming the delegate: a loaded view never animates its attributes.
        (coder as? InterfaceBuilderDecoder)?.decodeViewProperties(of: self)
        layer.actionDelegate = self
        layer.delegate = self
        layer.isOpaque = true
        layer.setNeedsDisplay()
    }

    // MARK: Drawing

    /// Draws the view's content into the current context (`draw(_:)`), whose user space is the
    /// bounds space, when the view is first shown and after ``setNeedsDisplay()``; `rect` is
    /// the bounds. Subclasses override it (the result becomes the layer's contents, above
    /// the background colour); the default draws nothing and leaves the contents alone.
    open func draw(_ rect: Rect) {
        View.baseDrawReached = true
    }

    /// Whether ``draw(_:)``'s bitmap starts transparent (`clearsContextBeforeDrawing`); when
    /// false it starts with the previous drawing. Default true.
    public var clearsContextBeforeDrawing = true
    /// The contents ``draw(_:)`` made last (see `display(_:)`).
    var lastDrawing: Image?

    /// A hint that ``draw(_:)`` fills every pixel opaquely (`isOpaque`): the bitmap starts
    /// opaque (the background colour over black, black without one) instead of transparent, as
    /// UIKit's opaque backing store. Default true, UIKit's default.
    public var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// Called on every object an Interface Builder file made, once all of the file's objects
    /// exist and its outlets and actions are connected (UIKit's `awakeFromNib()`). Call `super`.
    /// Default: nothing.
    open func awakeFromNib() {}

    // MARK: Interface Builder connections

    /// Sets the Interface Builder outlet `name` (the Swift property name) to `value`; an outlet
    /// collection receives an `[Any]` in the file's order. False when there is no such outlet.
    ///
    /// Linux has no key-value coding, so a class with `@IBOutlet`s overrides this with a `switch`
    /// over its outlets that falls back to `super` (`flipbook port` writes it). Default: false.
    open func setInterfaceBuilderOutlet(_ name: String, to value: Any?) -> Bool { false }

    /// Calls the action method named by its Objective-C selector (`close`, `close:`,
    /// `close:forEvent:`, `closeWithSender:`), passing `sender` (and `event`). False when none.
    ///
    /// A class with `@IBAction`s overrides this with a `switch` that falls back to `super`
    /// (`flipbook port` writes it). Default: false.
    open func performInterfaceBuilderAction(_ selector: String, sender: Any?, event: Event?) -> Bool { false }

    /// The selectors ``performInterfaceBuilderAction(_:sender:event:)`` handles, `nil` when not
    /// listed (a hand-written override); `flipbook port` writes it beside that override. Default `nil`.
    open var interfaceBuilderActions: Set<String>? { nil }

    // MARK: Geometry

    /// The frame in the superview's bounds space: sets the layer's `position` and `bounds.size`
    /// (two animations inside an animation block). With a non-identity transform the getter is the
    /// bounding box of the transformed bounds, as UIKit's.
    public var frame: Rect {
        get { layer.frame }
        set {
            let oldSize = layer.bounds.size
            changingAsOne { layer.frame = newValue }
            geometryDidChange(from: oldSize)
        }
    }

    /// The view's own coordinate space (points); `origin` scrolls the subviews. Default `.zero`.
    public var bounds: Rect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            geometryDidChange(from: oldSize)
        }
    }

    /// The centre in the superview's bounds space: the layer's `position`.
    public var center: Point {
        get { layer.position }
        set {
            layer.position = newValue
            geometryDidChange(from: layer.bounds.size)
        }
    }

    /// After a frame, bounds or centre change: a new size lays the view out again and resizes
    /// the subviews by their autoresizing masks; a frame that is layout's input (the view
    /// translates its mask) makes the layout engine solve again.
    private func geometryDidChange(from oldSize: Size) {
        let newSize = layer.bounds.size
        if newSize != oldSize {
            setNeedsLayout()
            if layoutState.autoresizesSubviews { autoresizeSubviews(from: oldSize, to: newSize) }
        }
        if !isApplyingLayout { layoutEngineDidChange() }
    }

    /// UIKit's autoresizing of the subviews that translate their masks (`View.autoresized`).
    private func autoresizeSubviews(from oldSize: Size, to newSize: Size) {
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            var frame = subview.frameIgnoringTransform
            (frame.origin.x, frame.size.width) = View.autoresized(start: frame.minX, length: frame.width,
                old: oldSize.width, new: newSize.width,
                flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            (frame.origin.y, frame.size.height) = View.autoresized(start: frame.minY, length: frame.height,
                old: oldSize.height, new: newSize.height,
                flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            subview.bounds = Rect(origin: subview.bounds.origin, size: frame.size)
            subview.center = Point(x: frame.minX + frame.width * subview.layer.anchorPoint.x,
                                   y: frame.minY + frame.height * subview.layer.anchorPoint.y)
        }
    }

    /// The frame as if the transform were identity (what layout reads and writes).
    var frameIgnoringTransform: Rect {
        let size = layer.bounds.size, anchor = layer.anchorPoint, position = layer.position
        return Rect(x: position.x - size.width * anchor.x, y: position.y - size.height * anchor.y,
                    width: size.width, height: size.height)
    }

    /// The affine transform about the centre: the layer's `affineTransform`. Default identity.
    public var transform: AffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    // MARK: Appearance

    /// Opacity, 0…1: the layer's `opacity`, kept at `CGFloat` precision (the layer's
    /// `opacity` is a `Float`, as in UIKit). Default 1.
    public var alpha: Double {
        get { layer.opacityValue }
        set { layer.opacityValue = newValue }
    }

    /// Hides the view and its subviews: the layer's `isHidden`. Default false.
    public var isHidden: Bool {
        get { layer.isHidden || hidesAfterAnimation }
        set {
            let changed = isHidden != newValue
            if changed, let stack = superview as? StackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
                stack.setArrangedSubview(self, hidden: newValue)
            } else {
                hidesAfterAnimation = false
                layer.isHidden = newValue
            }
        }
    }

    /// The system tint, #007AFF: a view's ``tintColor`` when neither it nor a superview sets one.
    public static let systemTintColor = Color(red8: 0, green8: 122, blue8: 255)

    /// The colour controls draw their tinted parts in (`tintColor`): the colour set on the view,
    /// else its superview's, else ``systemTintColor`` (UIKit's `UIColor!`: setting `nil`
    /// inherits again). Setting it calls ``tintColorDidChange()`` on the view and on the
    /// subviews that inherit it. Kit's views with tinted parts (the navigation bar's back item)
    /// read their own; others keep it for code that reads it.
    open var tintColor: Color! {
        get { tintColorStorage ?? superview?.tintColor ?? View.systemTintColor }
        set {
            tintColorStorage = newValue
            tintDidChangeInHierarchy()
        }
    }
    private var tintColorStorage: Color?

    /// Called when the ``tintColor`` the view shows changed (`tintColorDidChange()`): set on it,
    /// or on a superview it inherits from. Default: nothing.
    open func tintColorDidChange() {}

    private func tintDidChangeInHierarchy() {
        tintColorDidChange()
        for view in subviews where view.tintColorStorage == nil { view.tintDidChangeInHierarchy() }
    }

    /// The fill of the bounds: the layer's `backgroundColor`. Default `nil` (transparent). A
    /// dynamic colour (`Color.systemBackground`, …) is kept as set and the layer gets it
    /// resolved against ``traitCollection``, again whenever the traits change.
    public var backgroundColor: Color? {
        get {
            if let dynamic = layoutState.dynamicBackground, layer.backgroundColor == layoutState.resolvedBackground {
                return dynamic
            }
            return layer.backgroundColor
        }
        set {
            if let newValue, newValue.isDynamic {
                let resolved = newValue.resolvedColor(with: traitCollection)
                layoutState.dynamicBackground = newValue
                layoutState.resolvedBackground = resolved
                layer.backgroundColor = resolved
            } else {
                layoutState.dynamicBackground = nil
                layer.backgroundColor = newValue
            }
        }
    }

    /// Called in the layout pass (before the frame) after ``traitCollection`` changed (the
    /// application's ``Application/userInterfaceStyle``, or an ``overrideUserInterfaceStyle``
    /// here or above), parents before children, with the traits before. Default: nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Re-resolves the view's dynamic colours for `traits` (without animation); subclasses with
    /// colours of their own call `super`.
    func resolveDynamicColors(with traits: TraitCollection) {
        if let dynamic = layoutState.dynamicBackground, layer.backgroundColor == layoutState.resolvedBackground {
            let resolved = dynamic.resolvedColor(with: traits)
            layoutState.resolvedBackground = resolved
            if layer.backgroundColor != resolved { layer.backgroundColor = resolved }
        }
    }

    /// Clips the subviews and contents to the bounds: the layer's `masksToBounds`. Default false.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The window the view is in (the topmost ancestor, when it is a ``Window``).
    public var window: Window? {
        var view: View = self
        while let parent = view.superview { view = parent }
        return view as? Window
    }

    // MARK: Layout

    /// Lays out the subviews; override to position them from `bounds`. Runs from
    /// ``View/layoutIfNeeded()`` and before every rendered frame when ``View/setNeedsLayout()`` was called
    /// (a size change calls it). Default: nothing (the constraints' frames are already set).
    open func layoutSubviews() {}

    /// Marks the view for layout before the next frame (or the next ``layoutIfNeeded()``).
    public func setNeedsLayout() { needsLayout = true }

    /// The layout pass, as UIKit's run loop does it before every frame: ``updateConstraints()``
    /// bottom-up where ``setNeedsUpdateConstraints()`` asked for it, the constraints of the whole
    /// window solved and applied (only when something changed), then ``layoutSubviews()`` top-down
    /// from this view where needed, inside a view controller's `viewWillLayoutSubviews` and
    /// `viewDidLayoutSubviews`. Inside an animation block every frame that changes animates.
    public func layoutIfNeeded() {
        var root: View = self
        while let parent = root.superview { root = parent }
        for _ in 0..<4 {
            root.updateConstraintsIfNeeded()
            LayoutEngine.layout(root: root)
            layoutSubtreeIfNeeded()
            // A layoutSubviews that changed constraints gets another round, as in UIKit.
            if !root.layoutState.engineNeedsSolve { break }
        }
        root.propagateTraits(inheriting: TraitCollection.current)
    }

    /// Hands the traits down the tree, top-down: re-resolves dynamic colours and calls
    /// ``traitCollectionDidChange(_:)`` (and the controller's) where they changed.
    func propagateTraits(inheriting base: TraitCollection) {
        var traits = base
        if let controller = layoutState.controller {
            let own = controller.traits(inheriting: base)
            let previous = controller.lastTraits ?? TraitCollection.current
            controller.lastTraits = own
            if own != previous { controller.traitCollectionDidChange(previous) }
            traits = own
        }
        if layoutState.overrideStyle != .unspecified { traits.userInterfaceStyle = layoutState.overrideStyle }
        let previous = layoutState.lastTraits
        if previous != traits {
            layoutState.lastTraits = traits
            View.performWithoutAnimation { resolveDynamicColors(with: traits) }
            // A view made outside the window had the screen's traits.
            let before = previous ?? TraitCollection.current
            if before != traits { traitCollectionDidChange(before) }
        }
        for view in subviews { view.propagateTraits(inheriting: traits) }
    }

    private func layoutSubtreeIfNeeded() {
        (self as? ScrollView)?.updateAdjustedContentInset()
        if needsLayout {
            needsLayout = false
            layoutState.controller?.viewWillLayoutSubviews()
            layoutSubviews()
            layoutState.controller?.viewDidLayoutSubviews()
        }
        notifySafeAreaChange()
        for view in subviews { view.layoutSubtreeIfNeeded() }
    }

    private func notifySafeAreaChange() {
        guard layoutState.safeAreaGuide != nil || layoutState.controller != nil || !layoutState.constraints.isEmpty
        else { return }
        let insets = safeAreaInsets
        if insets != layoutState.lastSafeAreaInsets {
            layoutState.lastSafeAreaInsets = insets
            safeAreaInsetsDidChange()
            layoutState.controller?.viewSafeAreaInsetsDidChange()
        }
    }

    /// Updates the view's constraints before layout; runs bottom-up after
    /// ``setNeedsUpdateConstraints()``. Default: nothing.
    open func updateConstraints() {}

    /// The size the view's content needs, or ``noIntrinsicMetric`` along an axis (the default):
    /// what hugging and compression resistance hold the view to when constraints place it.
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Called after ``layoutMargins`` changed. Default: nothing.
    open func layoutMarginsDidChange() {}

    /// Called in the layout pass after ``safeAreaInsets`` changed. Default: nothing.
    open func safeAreaInsetsDidChange() {}

    // MARK: Gestures and touches

    /// Attaches `recognizer` to this view (sets its ``GestureRecognizer/view``), moving it from
    /// the view it was attached to before.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    /// Detaches `recognizer` (its ``GestureRecognizer/view`` becomes `nil`); a gesture it is
    /// recognizing is cancelled. Does nothing when it is not attached here.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        gestureRecognizers.remove(at: index)
        recognizer.arena?.withdraw(recognizer)
        recognizer.view = nil
    }

    /// Whether `gestureRecognizer` may begin recognizing a finger that went down on this view (the
    /// hit view is asked, whichever view the recognizer is attached to). Default true; ``Button``
    /// refuses taps attached to other views, as UIKit's controls do.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// The deepest visible view under `point` (this view's bounds space) that takes touches, or
    /// `nil` (UIKit's `hitTest(_:with:)`).
    ///
    /// `nil` when the view is hidden, has `alpha` below 0.01, has ``isUserInteractionEnabled``
    /// false, or ``point(inside:with:)`` says no — so a subview's parts outside its superview's
    /// bounds are never hit, clipped or not. Otherwise the subviews are asked front to back, and
    /// the view itself answers when none does. Model values count (a view in flight is hit where
    /// its animation ends, as in UIKit).
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (this view's bounds space) is inside the view: ``bounds`` contains it, the
    /// maximum edges excluded. Override to widen or shape the touch area.
    open func point(inside point: Point, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    /// The next responder (UIKit's chain): the view controller whose root view this is, else
    /// the superview. A touch this view does not handle (``Responder/touchesBegan(_:with:)`` and
    /// the others, not overridden) goes there, so a controller receives the touches of its root
    /// view and of subviews that pass them on.
    open override var next: Responder? {
        if let controller = layoutState.controller, controller.viewIfLoaded === self { return controller }
        return superview
    }

    // MARK: LayerActionDelegate

    /// Turns a property change of ``layer`` into an animation when an animation block is open
    /// (UIKit's `action(for:forKey:)`); outside blocks nothing animates.
    public func layer(_ layer: Layer, didChange key: String, from oldValue: AnimatableValue,
                      to newValue: AnimatableValue) {
        Application.current?.addImplicitAnimation(to: layer, key: key, from: oldValue, to: newValue)
        notifyKeyValueObservers()
    }

    /// The view's layer takes no action of Core Animation's outside an animation block (UIKit's
    /// layer delegate returns `NSNull`); inside one, the block's animation is added by
    /// ``layer(_:didChange:from:to:)``.
    public func action(for layer: Layer, forKey key: String) -> (any LayerAction)? { NullAction() }
}
