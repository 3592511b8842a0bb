import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookRaster
import FlipbookText

/// A tappable view with a centred title and an optional image before it (`UIButton` of type
/// `.system`), with UIKit's control states.
///
/// A scripted tap (``Application/tap(_:at:)``) is a touch-down, which highlights the button,
/// then a touch-up ``Application/tapHoldDuration`` later, which runs the actions
/// (`.touchUpInside`) and ends the highlight. While highlighted, a system button draws its title
/// and image at ``highlightedContentAlpha`` (0.2), and when the highlight ends they fade back in
/// over ``highlightFadeDuration``; when the tap's actions start a view-controller transition they
/// stay dimmed until it ends, as the iOS 8 recordings show (see the article “Button states”).
///
/// A finger delivered by hit testing (``Application/touch(along:)``, ``Application/tap(at:time:)``)
/// does the same: touch-down highlights, lifting inside runs the actions, and a finger a
/// gesture recognizer takes ends the highlight without running them.
open class Button: Control {
    /// The alpha of a highlighted system button's title and image: 0.2 (measured 0.14–0.30 on
    /// the recordings' tapped titles).
    public static let highlightedContentAlpha = 0.2
    /// Seconds the title and image take to fade back in when the highlight ends: 0.2.
    public static let highlightFadeDuration = 0.2
    /// The default title colour, system blue #007AFF.
    public static let systemBlue = Color(red8: 0, green8: 122, blue8: 255)
    /// The default title font: the system font, 15 pt.
    public static let defaultTitleFont = Font.system(size: 15)

    /// The title's label, centred in the bounds (after the image, if any); system font 15 pt.
    ///
    /// Implicitly unwrapped: UIKit declares it optional (`UILabel?`, though a button always has
    /// one), so ported code writes `titleLabel?.font`; Kit's is never `nil`.
    public let titleLabel: Label! = Label()
    /// The image's view, left of the title, at the image's point size; hidden without an image
    /// (`UIButton.imageView`).
    public let imageView = ImageView()

    private var titles: [ControlState: String] = [:]
    private var titleColors: [ControlState: Color] = [:]
    private var images: [ControlState: Image] = [:]
    private var backgroundImages: [ControlState: Image] = [:]
    /// Whether a background image was ever set (then the layer's contents show the state's).
    private var usesBackgroundImages = false

    /// A button at `frame` (superview bounds space, points) with no title. Default `.zero`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addContentViews()
    }

    /// A button from an Interface Builder file: its view attributes are applied by
    /// ``View/init(coder:)``, then, once its title label and image view exist, its states,
    /// titles, title colours, images and font.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addContentViews()
        (coder as? InterfaceBuilderDecoder)?.decodeButtonProperties(of: self)
    }

    private func addContentViews() {
        titleLabel.font = Self.defaultTitleFont
        titleLabel.textAlignment = .center
        titleLabel.textColor = Self.systemBlue
        titleLabel.frame = bounds
        imageView.isHidden = true
        addSubview(imageView)
        addSubview(titleLabel)
    }

    // MARK: State

    /// Redraws for the new state (``Control/isHighlighted``, ``Control/isEnabled``,
    /// ``Control/isSelected``): the state's title, colour and image, at once (no fade). A
    /// disabled button draws its `.disabled` title colour (default: the normal colour at 35 %
    /// alpha).
    override func controlStateDidChange() { updateContent() }

    // MARK: Per-state content

    /// Sets the title for `state` (`nil` removes it, so the state uses `.normal`'s).
    public func setTitle(_ title: String?, for state: ControlState = .normal) {
        titles[state] = title
        updateContent()
    }

    /// The title set for `state`, falling back to `.normal`'s.
    public func title(for state: ControlState) -> String? { titles[state] ?? titles[.normal] }

    /// Sets the title colour for `state`; `nil` removes it (`.normal` then draws system blue).
    /// A highlighted colour of its own replaces the system dimming of the title.
    public func setTitleColor(_ color: Color?, for state: ControlState = .normal) {
        titleColors[state] = color
        updateContent()
    }

    /// The title colour for `state`: its own, else `.normal`'s, else system blue.
    public func titleColor(for state: ControlState) -> Color {
        titleColors[state] ?? titleColors[.normal] ?? Self.systemBlue
    }

    /// Sets the image for `state` (`nil` removes it). The image is drawn at its point size
    /// (pixels ÷ `Image/scale`), left of the title, the pair centred.
    public func setImage(_ image: Image?, for state: ControlState = .normal) {
        images[state] = image
        updateContent()
    }

    /// The image set for `state`, falling back to `.normal`'s.
    public func image(for state: ControlState) -> Image? { images[state] ?? images[.normal] }

    /// Sets the background image for `state` (`setBackgroundImage(_:for:)`; `nil` removes it):
    /// drawn stretched over the bounds, behind the image and title. Kit draws it as the
    /// button's layer contents (UIKit adds an image view behind the content; the picture is the
    /// same).
    public func setBackgroundImage(_ image: Image?, for state: ControlState = .normal) {
        backgroundImages[state] = image
        usesBackgroundImages = true
        updateContent()
    }

    /// The background image set for `state`, falling back to `.normal`'s.
    public func backgroundImage(for state: ControlState) -> Image? { backgroundImages[state] ?? backgroundImages[.normal] }

    /// The background image shown now (`UIButton.currentBackgroundImage`).
    public var currentBackgroundImage: Image? { backgroundImage(for: state) }

    /// The title shown now (`UIButton.currentTitle`).
    public var currentTitle: String? { title(for: state) }
    /// The image shown now (`UIButton.currentImage`).
    public var currentImage: Image? { image(for: state) }

    // MARK: Actions

    /// Adds an action run on every tap (`addTarget(_:action:for: .touchUpInside)`).
    public func addAction(_ action: @escaping () -> Void) {
        addAction(for: .touchUpInside, action)
    }

    /// Runs the tap's actions (`.touchUpInside` and `.primaryActionTriggered`) in the order they
    /// were added, without touching the highlight.
    public func sendActions() {
        sendPrimaryActions()
    }

    // MARK: Drawing

    /// The image beside the title (Kit has no content insets): width image + title, height the
    /// taller of the two. UIKit's system buttons add a few points of padding that Kit does not.
    open override var intrinsicContentSize: Size {
        let imageSize = imageView.isHidden ? Size.zero : (imageView.image?.size ?? .zero)
        let title = titleLabel.text == nil ? Size.zero : titleLabel.sizeThatFits(.zero)
        return Size(width: imageSize.width + title.width, height: max(imageSize.height, title.height))
    }

    /// Places the image and title in the bounds by ``Control/contentHorizontalAlignment`` and
    /// ``Control/contentVerticalAlignment`` (centred by default). `.fill` centres: Kit does not
    /// stretch a button's content, and says so through ``Application/report(_:)``.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let imageSize = imageView.isHidden ? Size.zero : (imageView.image?.size ?? .zero)
        let horizontal = contentHorizontalAlignment
        let vertical = contentVerticalAlignment
        if horizontal == .fill || vertical == .fill {
            Application.current?.report(KitDiagnostic(
                code: "button.fillAlignment",
                message: "a button's content alignment .fill stretches its image and title in UIKit; Kit centres them"))
        }
        guard imageSize != .zero || horizontal != .center || vertical != .center else {
            titleLabel.frame = bounds
            return
        }
        let titleSize = titleLabel.text == nil ? Size.zero : titleLabel.sizeThatFits(.zero)
        let contentWidth = imageSize.width + titleSize.width
        let left: Double
        switch horizontal {
        case .left, .leading: left = 0
        case .right, .trailing: left = bounds.width - contentWidth
        case .center, .fill: left = (bounds.width - contentWidth) / 2
        }
        func top(_ height: Double) -> Double {
            switch vertical {
            case .top: 0
            case .bottom: bounds.height - height
            case .center, .fill: (bounds.height - height) / 2
            }
        }
        imageView.frame = Rect(x: left, y: top(imageSize.height), width: imageSize.width, height: imageSize.height)
        let titleFrame = vertical == .center || vertical == .fill
            ? Rect(x: left + imageSize.width, y: 0, width: titleSize.width, height: bounds.height)
            : Rect(x: left + imageSize.width, y: top(titleSize.height), width: titleSize.width, height: titleSize.height)
        titleLabel.frame = titleFrame
    }

    /// Applies the current state's title, colour, image and dimming.
    func updateContent() {
        let state = self.state
        titleLabel.text = title(for: state)
        let image = image(for: state)
        imageView.image = image
        imageView.isHidden = image == nil
        if usesBackgroundImages {
            let background = backgroundImage(for: state)
            layer.contents = background
            layer.contentsScale = background?.scale ?? layer.contentsScale
        }
        var color = titleColor(for: state)
        if state.contains(.disabled), titleColors[state] == nil { color = color.multipliedAlpha(0.35) }
        titleLabel.textColor = color
        titleLabel.alpha = contentAlpha
        imageView.alpha = contentAlpha
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The title's and image's alpha for the current state: dimmed while highlighted, unless
    /// the highlighted state has a title colour of its own.
    var contentAlpha: Double {
        isHighlighted && titleColors[state] == nil && titleColors[.highlighted] == nil
            ? Self.highlightedContentAlpha : 1
    }

    // MARK: Touch delivery

    /// The finger lifts inside: the actions run, the highlight ends, and the title and image fade
    /// back in (see ``highlightFadeDuration``).
    override func touchUpInside(in app: Application) { buttonTouchUpInside(in: app) }

    /// Refuses a tap recognizer attached to another view (an ancestor), so tapping the button
    /// fires the button, as UIKit's controls do since iOS 6.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        !(gestureRecognizer is TapGestureRecognizer && gestureRecognizer.view !== self)
    }
}
