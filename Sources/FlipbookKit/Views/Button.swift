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
open class Button: View {
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
    public let titleLabel = Label()
    /// The image's view, left of the title, at the image's point size; hidden without an image
    /// (`UIButton.imageView`).
    public let imageView = ImageView()

    private var titles: [ControlState: String] = [:]
    private var titleColors: [ControlState: Color] = [:]
    private var images: [ControlState: Image] = [:]
    private var actions: [() -> Void] = []
    /// Actions run at touch-down (`addTarget(_:action:for: .touchDown)`).
    var touchDownActions: [() -> Void] = []
    private var highlightedStorage = false
    private var enabledStorage = true
    private var selectedStorage = false

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

    /// The current state: the flags of ``isHighlighted``, ``isEnabled`` (as `.disabled`) and
    /// ``isSelected``.
    public var state: ControlState {
        var state = ControlState.normal
        if highlightedStorage { state.insert(.highlighted) }
        if !enabledStorage { state.insert(.disabled) }
        if selectedStorage { state.insert(.selected) }
        return state
    }

    /// Whether a finger is down on the button. Setting it redraws at once (no fade). Default false.
    public var isHighlighted: Bool {
        get { highlightedStorage }
        set { highlightedStorage = newValue; updateContent() }
    }

    /// Whether the button reacts to taps; a disabled button ignores ``Application/tap(_:at:)``
    /// and draws its `.disabled` title colour (default: the normal colour at 35 % alpha).
    /// Default true.
    public var isEnabled: Bool {
        get { enabledStorage }
        set { enabledStorage = newValue; updateContent() }
    }

    /// Whether the button is selected (a toggle's on state). Default false.
    public var isSelected: Bool {
        get { selectedStorage }
        set { selectedStorage = newValue; updateContent() }
    }

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

    /// The title shown now (`UIButton.currentTitle`).
    public var currentTitle: String? { title(for: state) }
    /// The image shown now (`UIButton.currentImage`).
    public var currentImage: Image? { image(for: state) }

    // MARK: Actions

    /// Adds an action run on every tap (`addTarget(_:action:for: .touchUpInside)`).
    public func addAction(_ action: @escaping () -> Void) {
        actions.append(action)
    }

    /// Runs the actions in the order they were added, without touching the highlight.
    public func sendActions() {
        for action in actions { action() }
    }

    // MARK: Drawing

    /// The image beside the title (Kit has no content insets): width image + title, height the
    /// taller of the two. UIKit's system buttons add a few points of padding that Kit does not.
    open override var intrinsicContentSize: Size {
        let imageSize = imageView.isHidden ? Size.zero : (imageView.image?.size ?? .zero)
        let title = titleLabel.text == nil ? Size.zero : titleLabel.sizeThatFits(.zero)
        return Size(width: imageSize.width + title.width, height: max(imageSize.height, title.height))
    }

    /// Centres the image and title in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let imageSize = imageView.isHidden ? Size.zero : (imageView.image?.size ?? .zero)
        guard imageSize != .zero else {
            titleLabel.frame = bounds
            return
        }
        let titleWidth = titleLabel.text == nil ? 0 : titleLabel.sizeThatFits(.zero).width
        let left = (bounds.width - imageSize.width - titleWidth) / 2
        imageView.frame = Rect(x: left, y: (bounds.height - imageSize.height) / 2,
                               width: imageSize.width, height: imageSize.height)
        titleLabel.frame = Rect(x: left + imageSize.width, y: 0, width: titleWidth, height: bounds.height)
    }

    /// Applies the current state's title, colour, image and dimming.
    func updateContent() {
        let state = self.state
        titleLabel.text = title(for: state)
        let image = image(for: state)
        imageView.image = image
        imageView.isHidden = image == nil
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
        highlightedStorage && titleColors[state] == nil && titleColors[.highlighted] == nil
            ? Self.highlightedContentAlpha : 1
    }

    // MARK: Touch delivery

    /// A finger that lifts inside the bounds fires the actions (`.touchUpInside`); a finger a
    /// recognizer took (`touchesCancelled`) does not.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, point(inside: touch.location(in: self), with: event) else {
            isHighlighted = false
            return
        }
        if let app = Application.current { touchUpInside(in: app) } else { sendActions() }
    }

    /// Highlights the button and claims the finger from the responder chain (UIControl tracks
    /// its own touches).
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { touchDown() }
    /// Claims the finger from the responder chain.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    /// Ends the highlight; no action runs.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { isHighlighted = false }

    /// Refuses a tap recognizer attached to another view (an ancestor), so tapping the button
    /// fires the button, as UIKit's controls do since iOS 6.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        !(gestureRecognizer is TapGestureRecognizer && gestureRecognizer.view !== self)
    }
}
