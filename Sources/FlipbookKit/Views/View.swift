import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster

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
open class View: LayerActionDelegate {
    /// The backing layer, an instance of ``layerClass``. The view is its `actionDelegate`.
    public let layer: Layer

    /// The class of ``layer``; override to back a view with a `GradientLayer` or `TextLayer`.
    /// Default `Layer`.
    open class var layerClass: Layer.Type { Layer.self }

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
        }
    }
    private var contentModeStorage: ContentMode = .scaleToFill

    var needsLayout = true

    /// A view with `frame` (in the superview's bounds space, points). Default `.zero`.
    public init(frame: Rect = .zero) {
        // `init(layer:)` is the layer classes' required initialiser; copying a fresh layer gives
        // the class's defaults.
        layer = Self.layerClass.init(layer: Layer())
        // UIKit's UILabel and UIImageView start with interaction off; a stored property cannot
        // take a per-subclass default, so the designated initializer decides.
        isUserInteractionEnabled = !(Self.self is Label.Type || Self.self is ImageView.Type)
        layer.frame = frame     // before becoming the delegate: a new view never animates its first frame
        layer.actionDelegate = self
    }

    // MARK: Geometry

    /// The frame in the superview's bounds space: sets the layer's `position` and `bounds.size`
    /// (two animations inside an animation block). With a non-identity transform the getter is the
    /// bounding box of the transformed bounds, as UIKit's.
    public var frame: Rect {
        get { layer.frame }
        set {
            let oldSize = layer.bounds.size
            layer.frame = newValue
            if layer.bounds.size != oldSize { setNeedsLayout() }
        }
    }

    /// The view's own coordinate space (points); `origin` scrolls the subviews. Default `.zero`.
    public var bounds: Rect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            if newValue.size != oldSize { setNeedsLayout() }
        }
    }

    /// The centre in the superview's bounds space: the layer's `position`.
    public var center: Point {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The affine transform about the centre: the layer's `affineTransform`. Default identity.
    public var transform: AffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    // MARK: Appearance

    /// Opacity, 0…1: the layer's `opacity`. Default 1.
    public var alpha: Double {
        get { layer.opacity }
        set { layer.opacity = newValue }
    }

    /// Hides the view and its subviews: the layer's `isHidden`. Default false.
    public var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// The fill of the bounds: the layer's `backgroundColor`. Default `nil` (transparent).
    public var backgroundColor: Color? {
        get { layer.backgroundColor }
        set { layer.backgroundColor = newValue }
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
    /// ``layoutIfNeeded()`` and before every rendered frame when ``setNeedsLayout()`` was called
    /// (a size change calls it). Default: nothing.
    open func layoutSubviews() {}

    /// Marks the view for layout before the next frame (or the next ``layoutIfNeeded()``).
    public func setNeedsLayout() { needsLayout = true }

    /// Lays out this view now if it needs it, then its subviews, top-down. Inside an animation
    /// block the resulting frame changes animate.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for view in subviews { view.layoutIfNeeded() }
    }

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

    /// A finger went down on this view (it is the hit view). Default: passes the touches to the
    /// superview, as UIKit's responder chain (view controllers are not in Kit's chain).
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) { superview?.touchesBegan(touches, with: event) }
    /// The finger moved. Default: passes to the superview.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) { superview?.touchesMoved(touches, with: event) }
    /// The finger lifted. Default: passes to the superview.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) { superview?.touchesEnded(touches, with: event) }
    /// A recognizer took the finger (or it was cancelled). Default: passes to the superview.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        superview?.touchesCancelled(touches, with: event)
    }

    // MARK: LayerActionDelegate

    /// Turns a property change of ``layer`` into an animation when an animation block is open
    /// (UIKit's `action(for:forKey:)`); outside blocks nothing animates.
    public func layer(_ layer: Layer, didChange key: String, from oldValue: AnimatableValue,
                      to newValue: AnimatableValue) {
        Application.current?.addImplicitAnimation(to: layer, key: key, from: oldValue, to: newValue)
    }
}
