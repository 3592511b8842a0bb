import class Foundation.NSCoder
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster
import FlipbookText

/// The colour scheme of the status bar's glyphs (`UIStatusBarStyle`).
public enum StatusBarStyle: Hashable, Sendable {
    /// Dark glyphs in the light appearance, light glyphs in the dark one (iOS 13 on). The default.
    case `default`
    /// White glyphs, for dark content below.
    case lightContent
    /// Black glyphs, for light content below, in either appearance (iOS 13 on).
    case darkContent

    /// Whether the glyphs are white under `style`.
    func isLight(in style: UserInterfaceStyle) -> Bool {
        switch self {
        case .default: style == .dark
        case .lightContent: true
        case .darkContent: false
        }
    }
}

/// How the status bar shows or hides inside an animation block (`UIStatusBarAnimation`).
public enum StatusBarAnimation: Hashable, Sendable {
    /// At once.
    case none
    /// Its opacity animates (the default).
    case fade
    /// It moves up off the screen (or down onto it).
    case slide
}

/// The iOS 8 status bar, 20 pt tall on a transparent background: carrier name (system font
/// 12 pt) and Wi-Fi fan at the left, the time centred (12 pt medium), a full battery at the
/// right: a solid bar 20 × 7 pt inside a hairline (0.5 pt) outline, with a nub. The boxes
/// match the iOS 8.4 recordings to about a point (see the article “Status bar”).
///
/// ``Application`` draws it above the window as its own top-level render node, so no
/// transition ever moves or covers it.
public final class StatusBar: View {
    /// The bar's height in points: 20.
    public static let height = 20.0

    /// The carrier name at the left. Default "Carrier".
    public var carrier: String {
        get { carrierStorage }
        set { carrierStorage = newValue; carrierLabel.text = carrier; setNeedsLayout() }
    }
    /// The time in the middle. Default "9:41 AM".
    public var time: String {
        get { timeStorage }
        set { timeStorage = newValue; timeLabel.text = time; setNeedsLayout() }
    }
    /// The glyphs' colours: `.default` (black, white when the application is dark),
    /// `.lightContent` (white) or `.darkContent` (black).
    public var style: StatusBarStyle {
        get { styleStorage }
        set {
            View.performWithoutAnimation { fadingGlyphs?.removeFromSuperview() }
            fadingGlyphs = nil
            styleStorage = newValue
            applyStyle()
        }
    }

    /// The glyphs in their previous style, fading out over a cross-fade (left at alpha 0 until
    /// the next change of style).
    private var fadingGlyphs: StatusBar?

    /// Changes the glyphs to `newStyle` by cross-fading them with the current animation block's
    /// timing, as UIKit animates a status bar appearance update inside an animation block (a
    /// transition's alongside animations): a copy of the glyphs in the old style fades out over
    /// the glyphs in the new one, so each glyph's colour moves from the old ink to the new.
    func crossFade(to newStyle: StatusBarStyle) {
        let old = StatusBar(carrier: carrierStorage, time: timeStorage, style: styleStorage)
        View.performWithoutAnimation {
            fadingGlyphs?.removeFromSuperview()
            old.frame = bounds
            old.layoutIfNeeded()
            addSubview(old)
        }
        fadingGlyphs = old
        styleStorage = newStyle
        applyStyle()
        old.alpha = 0
    }
    // Computed over storage, not observed: Swift skips `didSet` in initializers, and these
    // must reach the layers whichever initializer sets them.
    private var carrierStorage: String
    private var timeStorage: String
    private var styleStorage: StatusBarStyle

    private let carrierLabel = Label()
    private let wifi = ImageView()
    private let timeLabel = Label()
    private let batteryBody = View()
    private let batteryLevel = View()
    private let batteryNub = View()

    /// A status bar; place it with ``Application/statusBar`` (which sets its frame).
    /// - Parameters:
    ///   - carrier: the carrier name. Default "Carrier".
    ///   - time: the clock text. Default "9:41 AM".
    ///   - style: glyph colour. Default black.
    public init(carrier: String = "Carrier", time: String = "9:41 AM", style: StatusBarStyle = .default) {
        carrierStorage = carrier
        timeStorage = time
        styleStorage = style
        super.init(frame: Rect(x: 0, y: 0, width: 375, height: Self.height))
        addGlyphs()
    }

    /// A status bar from an Interface Builder file ("Carrier", "9:41 AM", default style; its
    /// frame is the file's).
    public required init?(coder: NSCoder) {
        carrierStorage = "Carrier"
        timeStorage = "9:41 AM"
        styleStorage = .default
        super.init(coder: coder)
        addGlyphs()
    }

    private func addGlyphs() {
        let carrier = carrierStorage, time = timeStorage
        carrierLabel.text = carrier
        carrierLabel.font = .system(size: 12)
        timeLabel.text = time
        // iOS 8 asks for semibold, which Helvetica Neue (no semibold face) draws with its Medium;
        // medium here (regular + 1/48 em) comes closest to the recording's ink (see “Status bar”).
        timeLabel.font = .system(size: 12, weight: .medium)
        timeLabel.textAlignment = .center
        batteryBody.layer.borderWidth = Self.batteryOutlineWidth
        batteryBody.layer.cornerRadius = 1.5
        batteryLevel.layer.cornerRadius = 0.5
        batteryNub.layer.cornerRadius = 0.5
        for view in [carrierLabel, wifi, timeLabel, batteryBody, batteryLevel, batteryNub] { addSubview(view) }
        applyStyle()
    }

    /// The battery's outline stroke, in points: a hairline (1 px at 2×).
    public static let batteryOutlineWidth = 0.5

    /// How far the glyphs sit below the bar's vertical centre line, in points: text boxes and the
    /// Wi-Fi fan are laid out 1 pt lower than centred, as iOS 8 draws them.
    public static let glyphDrop = 1.0

    /// Places the carrier, Wi-Fi, time and battery for the current width.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, h = bounds.height, drop = Self.glyphDrop
        let carrierWidth = carrierLabel.sizeThatFits(.zero).width
        carrierLabel.frame = Rect(x: 6, y: drop, width: carrierWidth, height: h)
        wifi.frame = Rect(x: 6 + carrierWidth + 4, y: 5 + drop, width: 14, height: 10)
        timeLabel.frame = Rect(x: 0, y: drop, width: w, height: h)
        batteryBody.frame = Rect(x: w - 30, y: 6, width: 22, height: 9)
        batteryLevel.frame = Rect(x: w - 29, y: 7, width: 20, height: 7)
        batteryNub.frame = Rect(x: w - 7.5, y: 8.5, width: 1.5, height: 3.5)
    }

    func applyStyle() {
        let ink: Color = style.isLight(in: Application.current?.userInterfaceStyle ?? .light) ? .white : .black
        carrierLabel.textColor = ink
        timeLabel.textColor = ink
        wifi.image = StatusBarGlyphs.wifi(color: ink)
        wifi.layer.contentsScale = StatusBarGlyphs.scale
        batteryBody.layer.borderColor = ink
        batteryLevel.backgroundColor = ink
        batteryNub.backgroundColor = ink
    }
}
