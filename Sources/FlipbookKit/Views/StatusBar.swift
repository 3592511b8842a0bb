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

/// Where the status bar puts its glyphs.
public enum StatusBarLayout: Hashable, Sendable {
    /// The 20 pt bar of phones without a sensor housing: the carrier and Wi-Fi at the left, the
    /// time centred, the battery at the right.
    case classic
    /// The 44 pt bar of an iPhone X-class screen (375 pt wide): the time (without AM/PM, 15 pt
    /// semibold) in the left ear, the signal bars, Wi-Fi and battery in the right one, no
    /// carrier — placed as an iPhone XS simulator (iOS 12) draws them.
    case sensorHousing
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
        set { timeStorage = newValue; timeLabel.text = displayedTime; setNeedsLayout() }
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
    /// The four signal bars (the layout beside a sensor housing only).
    private let signalBars = [View(), View(), View(), View()]

    /// Where the glyphs go (`.classic` by default); ``Application`` sets `.sensorHousing` for a
    /// device with a 44 pt bar beside a sensor housing.
    public var layout: StatusBarLayout {
        get { layoutStorage }
        set {
            layoutStorage = newValue
            timeLabel.text = displayedTime
            timeLabel.font = newValue == .classic ? Self.classicTimeFont : Self.housingTimeFont
            applyLayoutShapes()
            applyStyle()
            setNeedsLayout()
        }
    }
    private var layoutStorage = StatusBarLayout.classic

    /// The bar's height for its layout: 20 pt, or 44 pt beside a sensor housing.
    public var layoutHeight: Double { layoutStorage == .classic ? Self.height : 44 }

    /// The time as shown: as set in the classic bar; without a trailing " AM" / " PM" beside a
    /// sensor housing, as iOS 11 and later show it there.
    var displayedTime: String {
        guard layoutStorage == .sensorHousing else { return timeStorage }
        for suffix in [" AM", " PM"] where timeStorage.hasSuffix(suffix) { return String(timeStorage.dropLast(suffix.count)) }
        return timeStorage
    }

    /// The time's face in the classic bar: 12 pt medium.
    static let classicTimeFont = Font.system(size: 12, weight: .medium)
    /// The time's face beside a sensor housing: 15 pt semibold.
    static let housingTimeFont = Font.system(size: 15, weight: .semibold)

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
        timeLabel.font = Self.classicTimeFont
        timeLabel.textAlignment = .center
        batteryNub.layer.cornerRadius = 0.5
        for bar in signalBars { bar.layer.cornerRadius = 1 }
        for view in [carrierLabel, wifi, timeLabel, batteryBody, batteryLevel, batteryNub] + signalBars { addSubview(view) }
        applyLayoutShapes()
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
        if layoutStorage == .sensorHousing {
            layoutBesideSensorHousing()
            return
        }
        let w = bounds.width, h = bounds.height, drop = Self.glyphDrop
        let carrierWidth = carrierLabel.sizeThatFits(.zero).width
        carrierLabel.frame = Rect(x: 6, y: drop, width: carrierWidth, height: h)
        wifi.frame = Rect(x: 6 + carrierWidth + 4, y: 5 + drop, width: 14, height: 10)
        timeLabel.frame = Rect(x: 0, y: drop, width: w, height: h)
        batteryBody.frame = Rect(x: w - 30, y: 6, width: 22, height: 9)
        batteryLevel.frame = Rect(x: w - 29, y: 7, width: 20, height: 7)
        batteryNub.frame = Rect(x: w - 7.5, y: 8.5, width: 1.5, height: 3.5)
    }

    /// The layout beside a sensor housing, in points from the bar's top left (measured on an
    /// iPhone XS simulator's screenshot, iOS 12, 375 pt wide): the glyphs are centred on
    /// y = 24; the time is centred on x = 46.5 in the left ear; from the right edge, the
    /// battery's nub ends 15 pt in, its 22 × 11.5 pt body 1.5 pt before it, the Wi-Fi fan
    /// (15.4 × 11) 6 pt before the body and the signal bars (17 pt wide) 5 pt before the fan.
    private func layoutBesideSensorHousing() {
        let w = bounds.width, mid = 24.0
        carrierLabel.isHidden = true
        for bar in signalBars { bar.isHidden = false }
        let timeSize = timeLabel.sizeThatFits(.zero)
        timeLabel.frame = Rect(x: 46.5 - timeSize.width / 2, y: mid - timeSize.height / 2 + Self.housingTimeDrop,
                               width: timeSize.width, height: timeSize.height)
        let nubRight = w - 15
        batteryNub.frame = Rect(x: nubRight - 1.5, y: mid - 2, width: 1.5, height: 4)
        batteryBody.frame = Rect(x: nubRight - 2 - 22, y: mid - 5.75, width: 22, height: 11.5)
        batteryLevel.frame = batteryBody.frame.insetBy(dx: 2, dy: 2)
        let wifiRight = batteryBody.frame.minX - 6
        wifi.frame = Rect(x: wifiRight - 15.4, y: mid - 5.5, width: 15.4, height: 11)
        // Four bars 3 pt wide, 1.67 pt apart, 4 to 11 pt tall, standing on y = mid + 5.5.
        let signalRight = wifi.frame.minX - 5
        for (i, bar) in signalBars.enumerated() {
            let height = [4.0, 6.33, 8.67, 11][i]
            bar.frame = Rect(x: signalRight - 17 + Double(i) * 4.67, y: mid + 5.5 - height, width: 3, height: height)
        }
    }

    /// How far the time's text box sits below centred beside a sensor housing, so that its
    /// digits centre on the glyphs' line (the box holds the descender space).
    static let housingTimeDrop = 0.5

    func applyStyle() {
        let ink: Color = style.isLight(in: Application.current?.userInterfaceStyle ?? .light) ? .white : .black
        carrierLabel.textColor = ink
        timeLabel.textColor = ink
        let housing = layoutStorage == .sensorHousing
        wifi.image = StatusBarGlyphs.wifi(color: ink, magnification: housing ? 1.1 : 1)
        wifi.layer.contentsScale = StatusBarGlyphs.scale
        // Beside a sensor housing the battery's outline is the ink at 35 %, its nub at 40 %.
        batteryBody.layer.borderColor = housing ? ink.multipliedAlpha(0.35) : ink
        batteryLevel.backgroundColor = ink
        batteryNub.backgroundColor = housing ? ink.multipliedAlpha(0.4) : ink
        guard housing else { return }
        for bar in signalBars { bar.backgroundColor = ink }
    }

    /// The glyphs' shapes for the layout: beside a sensor housing the battery's outline is 1 pt
    /// wide with rounder corners (iOS 11's battery), the carrier is hidden and the signal bars
    /// shown; the classic bar's outline is a hairline.
    private func applyLayoutShapes() {
        let housing = layoutStorage == .sensorHousing
        batteryBody.layer.borderWidth = housing ? 1 : Self.batteryOutlineWidth
        batteryBody.layer.cornerRadius = housing ? 3 : 1.5
        batteryLevel.layer.cornerRadius = housing ? 1.5 : 0.5
        carrierLabel.isHidden = housing
        for bar in signalBars { bar.isHidden = !housing }
    }
}
