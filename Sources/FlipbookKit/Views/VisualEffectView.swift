import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster

/// A view that blurs what is behind it, or gives its content vibrancy: UIKit's
/// `UIVisualEffectView`.
///
/// The view is backed by a `BackdropLayer`: with a ``BlurEffect``, everything composited behind
/// the view within its bounds is blurred, saturated and tinted as the style says (see
/// ``BlurEffect/parameters(_:)``), rounded by `layer.cornerRadius` and clipped by the
/// ancestors' `clipsToBounds`. Add content to ``contentView``, which fills the view and draws
/// above the effect.
///
/// Setting ``effect`` inside an animation block or a property animator animates it as iOS
/// does: from `nil` the blur radius grows from 0, the saturation from 1 and the tint's alpha
/// from 0 over the block's timing, and back when it becomes `nil`; a paused animator's
/// `fractionComplete` shows the blur at that fraction.
open class VisualEffectView: View {
    /// `BackdropLayer`: the view's own layer filters what is behind it.
    open override class var layerClass: AnyClass { BackdropLayer.self }

    /// The view to add content to; it fills the effect view (flexible width and height).
    public let contentView: View

    /// The effect shown: a ``BlurEffect``, a ``VibrancyEffect`` or nil (none). Animatable.
    public var effect: VisualEffect? {
        get { storedEffect }
        set {
            let previous = storedEffect
            storedEffect = newValue
            apply(newValue, previous: previous)
        }
    }
    // Computed over storage, not `didSet`, so that setting it in an initializer applies it too.
    private var storedEffect: VisualEffect?

    /// An effect view showing `effect` (UIKit's `UIVisualEffectView(effect:)`), at `.zero`.
    public init(effect: VisualEffect?) {
        contentView = View()
        super.init(frame: .zero)
        setUp()
        self.effect = effect
    }

    /// An effect view without an effect (UIKit's `UIVisualEffectView()`), at `.zero`: it draws
    /// nothing until ``effect`` is set.
    public convenience init() {
        self.init(effect: nil)
    }

    /// An effect view made from an Interface Builder file: no effect, an empty content view.
    public required init?(coder: NSCoder) {
        contentView = View()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    private var backdrop: BackdropLayer { layer as! BackdropLayer }

    /// Sets the backdrop layer's filter to the effect's (a change inside a block animates).
    private func apply(_ effect: VisualEffect?, previous: VisualEffect?) {
        switch effect {
        case let blur as BlurEffect:
            let p = blur.parameters
            if !(previous is BlurEffect) {
                // From no blur, only the tint's alpha fades in: its colour is the new one.
                let tint = p.tint.multipliedAlpha(0)
                View.performWithoutAnimation { backdrop.tintColor = tint }
            }
            backdrop.blurRadius = p.radius
            backdrop.saturation = p.saturation
            backdrop.tintColor = p.tint
            if blur.isMaterial {
                Application.current?.report(
                    KitDiagnostic(
                        code: "visualEffect.material",
                        message: "Apple publishes no values for UIBlurEffect's materials; Kit draws \(blur.style) as a "
                            + "\(Int(p.radius)) pt blur, saturation \(p.saturation), tint alpha \(p.tint.alpha) "
                            + "(article Blur and vibrancy)"))
            }
        case let vibrancy as VibrancyEffect:
            clearBackdrop()
            contentView.alpha = vibrancy.contentOpacity
            Application.current?.report(
                KitDiagnostic(
                    code: "visualEffect.vibrancy",
                    message: "UIVibrancyEffect's vibrant blend is drawn as plain compositing: the content view shows at "
                        + "\(Int((vibrancy.contentOpacity * 100).rounded())) % opacity over the blur, not mixed with it"))
        default:
            clearBackdrop()
        }
        if !(effect is VibrancyEffect) && previous is VibrancyEffect { contentView.alpha = 1 }
    }

    /// No filter: radius 0, saturation 1, the tint's alpha 0 (its colour kept, so a fade out
    /// only fades).
    private func clearBackdrop() {
        backdrop.blurRadius = 0
        backdrop.saturation = 1
        backdrop.tintColor = backdrop.tintColor.multipliedAlpha(0)
    }
}
