import FlipbookAnimation
import FlipbookGeometry
import FlipbookGraphics
import FlipbookRaster

/// A rectangle of content in a tree of layers: Core Animation's `CALayer`, with its property names.
///
/// A layer is a **model** object: setting a property changes it at once. What a frame shows is the
/// layer's presentation at a time `t` (its model values with its animations applied), which
/// ``renderTree(canvasSize:scale:background:)`` turns into a `RenderTree`.
///
/// Coordinates are in points, origin top-left, y down, z toward the viewer, as on iOS. `position`
/// is in the superlayer's bounds space; everything else that is a rectangle or point is in the
/// layer's own bounds space unless it says otherwise.
///
/// Drawing order within a layer, bottom to top (CA's): shadow, `backgroundColor`, gradient
/// (``GradientLayer``), `contents`, sublayers (back to front, stably sorted by `zPosition`),
/// border.
open class Layer {
    // MARK: Geometry

    /// The layer's own coordinate space, in points. Default `.zero`.
    ///
    /// `bounds.origin` scrolls the layer's content and its sublayers: a sublayer at `position` p
    /// appears at `p − bounds.origin`.
    public var bounds: Rect = .zero {
        didSet {
            if needsDisplayOnBoundsChange && bounds.size != oldValue.size { setNeedsDisplay() }
            didChange("bounds", from: .rect(oldValue))
        }
    }
    /// Where the anchor point sits, in the superlayer's bounds coordinates (points). Default (0, 0).
    public var position: Point = .zero {
        didSet { didChange("position", from: .point(oldValue)) }
    }
    /// The pivot of `transform` in unit coordinates of `bounds` ((0, 0) = top-left, (1, 1) =
    /// bottom-right). Default (0.5, 0.5).
    ///
    /// Changing it does not move `position`, so the layer jumps by `Δanchor · bounds.size`, as in CA.
    public var anchorPoint = Point(x: 0.5, y: 0.5) {
        didSet { didChange("anchorPoint", from: .point(oldValue)) }
    }
    /// The z part of the pivot, in points. Default 0.
    public var anchorPointZ: Double = 0 {
        didSet { didChange("anchorPointZ", from: .number(oldValue)) }
    }
    /// The z part of `position`, in points (larger is closer to the viewer); also orders siblings
    /// (a stable sort, ties keep `sublayers` order). Default 0.
    public var zPosition: Double = 0 {
        didSet { didChange("zPosition", from: .number(oldValue)) }
    }
    /// The layer's transform, applied about its anchor point. Default identity.
    public var transform: Transform3D = .identity {
        didSet { didChange("transform", from: .transform(oldValue)) }
    }
    /// Applied to every sublayer about this layer's anchor point, after the sublayer is placed and
    /// before this layer's own transform; the vanishing point of an `m34` perspective here is the
    /// anchor point (the centre by default). Default identity.
    public var sublayerTransform: Transform3D = .identity {
        didSet { didChange("sublayerTransform", from: .transform(oldValue)) }
    }

    // MARK: Appearance

    /// Group opacity, clamped to 0…1 when set. Default 1.
    ///
    /// A `Float`, as Core Animation's. The layer keeps the value it was given at `Double`
    /// precision (`opacityValue`): what `View.alpha` (a `CGFloat`) and animations set, and what
    /// the layer draws, so a view's `alpha` of 0.7 draws as 0.7 rather than as the nearest
    /// `Float`; reading `opacity` rounds it to a `Float`.
    public var opacity: Float {
        get { Float(opacityValue) }
        set { opacityValue = Double(newValue) }
    }
    /// ``opacity`` at `Double` precision, clamped to 0…1 when set: the `"opacity"` row of
    /// ``Layer/properties`` and what the layer draws. Default 1.
    package var opacityValue: Double = 1 {
        didSet {
            if !(opacityValue >= 0) { opacityValue = 0 } else if opacityValue > 1 { opacityValue = 1 }
            didChange("opacity", from: .number(oldValue))
        }
    }
    /// Hides the layer and its whole subtree. Default false.
    public var isHidden = false {
        didSet { didChange("hidden", from: .number(oldValue ? 1 : 0)) }
    }
    /// Filled in the bounds, rounded by `cornerRadius`. Default `nil` (nothing).
    public var backgroundColor: Color? {
        didSet { didChange("backgroundColor", from: oldValue.animatableValue) }
    }
    /// Radius of the bounds' corners in points; clamped to half the shorter side when drawn.
    /// Rounds the background, gradient and border; clips contents and sublayers only with
    /// `masksToBounds`. Default 0.
    public var cornerRadius: Double = 0 {
        didSet { didChange("cornerRadius", from: .number(oldValue)) }
    }
    /// Which corners ``cornerRadius`` rounds (Core Animation's `maskedCorners`, iOS 11); the
    /// others stay square, for the background, border, shadow and `masksToBounds` clip alike.
    /// Not animatable, as in Core Animation. Default `CornerMask.all`.
    public var maskedCorners: CornerMask = .all

    /// Clips contents, sublayers and border to the rounded bounds, and removes the layer's own
    /// shadow. Default false.
    public var masksToBounds = false {
        didSet { didChange("masksToBounds", from: .number(oldValue ? 1 : 0)) }
    }
    /// Border width in points, inset from the bounds; drawn above the sublayers. Default 0.
    public var borderWidth: Double = 0 {
        didSet { didChange("borderWidth", from: .number(oldValue)) }
    }
    /// Border colour (`CGColor?`, as in Core Animation); `nil` draws no border. Default opaque
    /// black.
    public var borderColor: Color? = .black {
        didSet { didChange("borderColor", from: oldValue.animatableValue) }
    }
    /// When false, the layer and its subtree are not drawn while their back faces the viewer.
    /// Default true.
    public var isDoubleSided = true {
        didSet { didChange("doubleSided", from: .number(oldValue ? 1 : 0)) }
    }
    /// Whether the layer's edges are anti-aliased, those that ``edgeAntialiasingMask`` names
    /// (Core Animation's `allowsEdgeAntialiasing`). When false, a pixel is covered across an
    /// edge exactly when its centre lies inside, so layers that share an edge at a fractional
    /// pixel position (the strips of a fold) leave no seam, as on iOS. Rounded corners stay
    /// anti-aliased either way. Not animatable, as in Core Animation. Default
    /// ``allowsEdgeAntialiasingByDefault`` when the layer is made: false unless the app's
    /// `Info.plist` sets `UIViewEdgeAntialiasing` (see the article “How a layer draws”).
    public var allowsEdgeAntialiasing = Layer.initialAllowsEdgeAntialiasing
    /// The edges anti-aliased when ``allowsEdgeAntialiasing`` is true (Core Animation's
    /// `edgeAntialiasingMask`): leave out an edge that abuts another layer's to avoid a seam.
    /// Not animatable. Default `EdgeMask.all`.
    public var edgeAntialiasingMask: EdgeMask = .all

    // MARK: Shadow

    /// Shadow colour (`CGColor?`, as in Core Animation); its alpha is multiplied by
    /// `shadowOpacity`; `nil` draws no shadow. Default opaque black.
    public var shadowColor: Color? = .black {
        didSet { didChange("shadowColor", from: oldValue.animatableValue) }
    }
    /// Shadow opacity, 0…1; 0 draws no shadow. Default 0.
    /// A `Float`, as Core Animation's.
    public var shadowOpacity: Float = 0 {
        didSet { didChange("shadowOpacity", from: .number(Double(oldValue))) }
    }
    /// Blur radius in points; the Gaussian's σ equals it (iOS blurs twice as much as CSS).
    /// Default 3.
    public var shadowRadius: Double = 3 {
        didSet { didChange("shadowRadius", from: .number(oldValue)) }
    }
    /// Shadow offset in the layer's bounds space, in points, before its transform.
    /// Default (0, −3), CA's default (it points up on iOS).
    public var shadowOffset = Size(width: 0, height: -3) {
        didSet { didChange("shadowOffset", from: .size(oldValue)) }
    }
    /// The shape of the shadow (`shadowPath`, a `CGPath?`), in the bounds space, filled
    /// non-zero: with a path, the shadow is the path's, whatever the layer draws (a layer with
    /// no content of its own casts it too); `nil` casts the shadow from the layer's composited
    /// content. Default `nil`.
    public var shadowPath: Path?

    // MARK: Contents

    /// The image the layer shows above its background. Default `nil`.
    public var contents: Image? {
        didSet { contentsDidChange() }
    }
    /// Whether ``display()`` runs before the next frame (`needsDisplay()`); set by
    /// ``setNeedsDisplay()``. Default false: a layer draws only when asked to.
    public internal(set) var needsDisplay = false
    /// Marks the layer for ``display()`` whenever its bounds change size. Default false.
    public var needsDisplayOnBoundsChange = false
    /// Draws the layer's contents (`CALayerDelegate`): ``draw(in:)`` asks it. Weak. Default `nil`.
    public weak var delegate: LayerDelegate?
    /// A hint that the backing store ``display()`` makes is opaque: it starts opaque black
    /// instead of transparent (`isOpaque`). Default false.
    public var isOpaque = false
    /// Core Animation's `shouldRasterize`: iOS renders the layer and its sublayers once into a
    /// cached bitmap of ``rasterizationScale`` pixels per point and composites that. Kept for
    /// ported code; Flipbook always renders the tree at the output scale, which looks the same as
    /// iOS's cache when ``rasterizationScale`` is at least that scale (the usual
    /// `UIScreen.main.scale`) — below it, iOS shows a softer picture. Default false.
    public var shouldRasterize = false
    /// The pixels per point of the bitmap ``shouldRasterize`` caches (`rasterizationScale`).
    /// Kept, not used in rendering (see ``shouldRasterize``). Default 1.
    public var rasterizationScale: Double = 1
    /// Values of keys the class declares through ``defaultValue(forKey:)`` (CA's storage for
    /// undeclared keys, such as a subclass's `@NSManaged` animatable property).
    var customValues: [String: AnimatableValue] = [:]
    /// How `contents` is placed in the bounds. Default ``ContentsGravity/resize``.
    public var contentsGravity: ContentsGravity = .resize
    /// Image pixels per point: the natural size of `contents` is its pixel size ÷ contentsScale
    /// (matters for the non-resizing gravities). Default 1.
    public var contentsScale: Double = 1 {
        didSet { didChange("contentsScale", from: .number(oldValue)) }
    }
    /// The part of `contents` shown, in unit coordinates of the image. Texels outside 0…1 repeat
    /// the image's edge. Default (0, 0, 1, 1).
    public var contentsRect = Rect(x: 0, y: 0, width: 1, height: 1) {
        didSet { didChange("contentsRect", from: .rect(oldValue)) }
    }

    // MARK: Tree

    /// A layer whose alpha masks this layer (its own geometry is in this layer's bounds space).
    /// Only the mask's alpha counts; a mask has no superlayer. Default `nil`.
    public var mask: Layer?
    /// A name to find the layer by (scene files and tests). Default `nil`.
    public var name: String?
    /// The layer this one is a sublayer of. Weak, like CA's.
    public internal(set) weak var superlayer: Layer?
    /// The sublayers, back to front before the `zPosition` sort.
    ///
    /// Setting it detaches the old sublayers and adopts the new ones (removing each from its
    /// previous superlayer).
    /// > Note: Unlike Core Animation, this is an array, never `nil`: no sublayers is `[]`.
    /// > FlipbookUIKit adds Core Animation's optional spelling for ported code.
    public var sublayers: [Layer] {
        get { storedSublayers }
        set {
            for old in storedSublayers { old.superlayer = nil }
            storedSublayers = []
            for layer in newValue { addSublayer(layer) }
        }
    }
    var storedSublayers: [Layer] = []
    /// ``sublayers`` under another name, for FlipbookUIKit's optional spelling (which shadows
    /// the name in its own module).
    package var sublayerArray: [Layer] {
        get { sublayers }
        set { sublayers = newValue }
    }

    // MARK: Time and animations

    /// When the layer's time starts, in its superlayer's time (the render clock for the root),
    /// in seconds. Default 0.
    public var beginTime: Double = 0
    /// How fast the layer's time runs relative to its superlayer's; 0 pauses it (and its whole
    /// subtree) at `timeOffset`. Default 1.
    public var speed: Double = 1
    /// Added to the layer's local time after scaling, in seconds. Default 0.
    public var timeOffset: Double = 0
    /// An extra mapping of this layer's local time (after `beginTime`, `speed`, `timeOffset`),
    /// e.g. a percent-driven timeline that scrubs a transition. Default `nil` (none).
    public var timeMapping: (@Sendable (Double) -> Double)?
    /// The attached animations with their keys, in the order they were added (later ones
    /// apply on top of earlier ones).
    var attachedAnimations: [(key: String, animation: any Animation)] = []
    /// Called once when the animation under a key leaves the layer early (see
    /// ``Layer/add(_:forKey:whenRemoved:)``), keyed by animation key.
    var removalObservers: [String: () -> Void] = [:]
    /// On a presentation copy: the transition that shows at its time (``LayerTransition``).
    var runningTransition: RunningTransition?

    /// Told about every set of an animatable property (the seam for UIKit's block animations),
    /// and asked first for the action of a change (CALayer's `delegate`). Weak. Default `nil`.
    public weak var actionDelegate: LayerActionDelegate?
    /// Actions by key, searched after the delegate (CALayer's `actions`); a ``NullAction`` turns
    /// a key's implicit animation off. Default empty.
    public var actions: [String: any LayerAction] = [:]
    /// Default values by key (CALayer's `style`): its `"actions"` entry, a
    /// `[String: any LayerAction]`, is searched after ``actions``, then a nested `"style"`
    /// dictionary's. Default `nil`.
    public var style: [String: Any]?
    /// Whether the layer has been part of a rendered frame (committed, in Core Animation's
    /// words): only such a layer runs actions.
    package var hasBeenCommitted = false
    /// The superlayer this layer had at the last commit that reached it (`nil` for a root or a
    /// mask), and that commit's number (``commitGeneration``): a sublayer is part of its
    /// superlayer's last committed look only when both match the superlayer's last commit.
    package weak var committedSuperlayer: Layer?
    /// The number of the last commit that reached this layer (0: none).
    package var commitGeneration = 0
    /// The model value before the change whose action is being looked up.
    var pendingOldValue: AnimatableValue?

    /// A layer with CA's defaults: zero bounds at position (0, 0).
    public init() {}

    /// A copy of `layer`'s properties (not its sublayers, superlayer or mask), like CA's
    /// `init(layer:)`, which makes presentation copies: every row of the class's
    /// ``propertyTable`` (a subclass's rows when `layer` is of that subclass). Subclasses
    /// override it to copy their properties that have no row and must call `super.init(layer:)`.
    /// `layer` is `Any`, as in Core Animation (`override init(layer: Any)`); anything but a layer
    /// gives a layer with the defaults.
    public required init(layer: Any) {
        guard let layer = layer as? Layer else { return }
        // Every row of this class's table: a subclass's own properties too, when `layer` has them.
        for property in type(of: self).propertyTable.rows { property.copyValue(from: layer, to: self) }
        contents = layer.contents
        contentsGravity = layer.contentsGravity
        customValues = layer.customValues
        needsDisplayOnBoundsChange = layer.needsDisplayOnBoundsChange
        isOpaque = layer.isOpaque
        maskedCorners = layer.maskedCorners
        allowsEdgeAntialiasing = layer.allowsEdgeAntialiasing
        edgeAntialiasingMask = layer.edgeAntialiasingMask
        shadowPath = layer.shadowPath
        name = layer.name
        beginTime = layer.beginTime
        speed = layer.speed
        timeOffset = layer.timeOffset
        timeMapping = layer.timeMapping
    }

    /// The rows of this class's key-value properties and its superclasses' (see
    /// ``LayerProperty``): ``Layer/properties`` for a plain layer. A layer class in this module
    /// with its own properties overrides it with its rows added to its superclass's table.
    public class var propertyTable: LayerPropertyTable { propertiesByName }

    /// The value of an animatable property (a key path root such as `"position"`), or `nil`
    /// when this class has no such property: a row of ``propertyTable``, then a custom key
    /// (``defaultValue(forKey:)``). See ``Layer/animatableKeys``.
    open func value(forKey key: String) -> AnimatableValue? {
        layerValue(forKey: key) ?? customValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Sets an animatable property from a value of its kind (see ``value(forKey:)``).
    /// - Returns: false when the key is unknown or the value has the wrong kind (nothing changes).
    @discardableResult
    open func setValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        if setLayerValue(value, forKey: key) { return true }
        return setCustomValue(value, forKey: key)
    }

    /// Adds the paints that belong to this layer's class to `node`, which already holds the
    /// geometry, background, contents, border and shadow. ``GradientLayer`` adds its gradient.
    ///
    /// Overrides must be pure functions of the layer's property values.
    /// - Parameters:
    ///   - node: the layer's node, in its bounds space.
    ///   - scale: device pixels per point of the tree being built (for paints rasterized ahead).
    open func addPaints(to node: inout RenderNode, scale: Double) {}

    // MARK: Drawing

    /// Sets `contents` (`display()`): the delegate's ``LayerDisplayDelegate/display(_:)`` when
    /// it has one, otherwise ``drawnContents()`` (which calls ``draw(in:)``). Called by
    /// ``displayIfNeeded()`` for a layer marked with ``setNeedsDisplay()``.
    open func display() {
        if let delegate = delegate as? LayerDisplayDelegate {
            delegate.display(self)
            return
        }
        contents = drawnContents()
    }

    /// Draws the layer's contents (`draw(in:)`): the delegate's
    /// ``LayerDelegate/draw(_:in:)``, nothing without a delegate. Subclasses override it; the
    /// context's user space is the bounds space.
    open func draw(in context: GraphicsContext) {
        delegate?.draw(self, in: context)
    }

    /// Whether a change of `key` redraws the layer (`needsDisplay(forKey:)`): a set marks it
    /// for display, and while the key animates every frame draws the presentation copy with
    /// the interpolated value. Default false for every key.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The value a key has before it is set (`defaultValue(forKey:)`); a non-`nil` value
    /// declares the key, so ``value(forKey:)``, ``setValue(_:forKey:)`` and animations accept
    /// it (a custom animatable property). Default `nil` for keys that are not the class's own.
    open class func defaultValue(forKey key: String) -> AnimatableValue? { nil }

    // MARK: Actions

    /// The action for a change of `key` (`CALayer.action(forKey:)`), searched as Core Animation
    /// does: the ``actionDelegate``'s `action(for:forKey:)`, the ``actions`` dictionary, the
    /// ``style`` dictionaries' `"actions"`, the class's ``defaultAction(forKey:)``, then Core
    /// Animation's own implicit animation for an animatable key. A ``NullAction`` met on the
    /// way ends the search with `nil`.
    open func action(forKey key: String) -> (any LayerAction)? {
        if let found = customAction(forKey: key) { return found }
        return implicitAnimationAction(forKey: key)
    }

    /// The class's action for `key` (`CALayer.defaultAction(forKey:)`); `nil` by default, which
    /// leaves Core Animation's implicit animation. Override to change a key's action for every
    /// layer of a class.
    open class func defaultAction(forKey key: String) -> (any LayerAction)? { nil }
}
