import FlipbookGeometry

/// A device a scene can be rendered as: its screen in points, scale, status bar and safe area
/// (portrait), from Apple's published specifications.
public struct DevicePreset: Hashable, Sendable {
    /// The device's name.
    public var name: String
    /// The screen in points (portrait).
    public var screenSize: Size
    /// Device pixels per point (UIKit's `UIScreen.scale`).
    public var scale: Double
    /// Physical pixels per point (UIKit's `UIScreen.nativeScale`).
    public var nativeScale: Double
    /// The status bar's height in points.
    public var statusBarHeight: Double
    /// The window's safe area insets with the status bar shown (the notch and the home indicator
    /// on devices that have them).
    public var safeAreaInsets: EdgeInsets
    /// Whether the top inset is the sensor housing's (it stays when the status bar is hidden).
    public var hasSensorHousing: Bool
    /// Phone or pad (``TraitCollection/userInterfaceIdiom``).
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// Whether the preset is turned to landscape (``landscape``). Default false.
    public var isLandscape = false

    /// A device with these measurements; `idiom` defaults to `.pad` for a screen 768 pt or wider
    /// in portrait, else `.phone`.
    public init(name: String, screenSize: Size, scale: Double, nativeScale: Double, statusBarHeight: Double,
                safeAreaInsets: EdgeInsets, hasSensorHousing: Bool, idiom: UserInterfaceIdiom? = nil) {
        self.userInterfaceIdiom = idiom ?? (screenSize.width >= 768 ? .pad : .phone)
        self.name = name
        self.screenSize = screenSize
        self.scale = scale
        self.nativeScale = nativeScale
        self.statusBarHeight = statusBarHeight
        self.safeAreaInsets = safeAreaInsets
        self.hasSensorHousing = hasSensorHousing
    }

    /// iPhone SE (1st generation): 320 × 568 pt at 2×, 20 pt status bar.
    public static let iPhoneSE1 = DevicePreset(name: "iPhone SE (1st generation)", screenSize: Size(width: 320, height: 568),
                                               scale: 2, nativeScale: 2, statusBarHeight: 20,
                                               safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                                               hasSensorHousing: false)
    /// iPhone 8: 375 × 667 pt at 2×, 20 pt status bar (Kit's default screen).
    public static let iPhone8 = DevicePreset(name: "iPhone 8", screenSize: Size(width: 375, height: 667),
                                             scale: 2, nativeScale: 2, statusBarHeight: 20,
                                             safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                                             hasSensorHousing: false)
    /// iPhone X: 375 × 812 pt at 3×, 44 pt status bar, 34 pt home indicator.
    public static let iPhoneX = DevicePreset(name: "iPhone X", screenSize: Size(width: 375, height: 812),
                                             scale: 3, nativeScale: 3, statusBarHeight: 44,
                                             safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
                                             hasSensorHousing: true)
    /// iPhone 15: 393 × 852 pt at 3×, 54 pt status bar, safe area 59 pt at the top (Dynamic
    /// Island), 34 pt home indicator.
    public static let iPhone15 = DevicePreset(name: "iPhone 15", screenSize: Size(width: 393, height: 852),
                                              scale: 3, nativeScale: 3, statusBarHeight: 54,
                                              safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                              hasSensorHousing: true)
    /// iPad Pro 11-inch: 834 × 1194 pt at 2×, 24 pt status bar, 20 pt home indicator.
    public static let iPadPro11 = DevicePreset(name: "iPad Pro (11-inch)", screenSize: Size(width: 834, height: 1194),
                                               scale: 2, nativeScale: 2, statusBarHeight: 24,
                                               safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                               hasSensorHousing: false)

    /// Every preset (in portrait).
    public static let all: [DevicePreset] = [.iPhoneSE1, .iPhone8, .iPhoneX, .iPhone15, .iPadPro11]

    /// The device turned to landscape (home button or indicator on the right), as iOS 13 and
    /// later lay it out: the screen's sides swapped; an iPhone shows no status bar, and one with a
    /// sensor housing keeps its portrait top inset on both sides and a 21 pt home indicator inset
    /// (iPhone X: 44, 0, 21, 44; iPhone 15: 59, 0, 21, 59 as left, top, bottom, right); an iPad
    /// keeps its status bar and insets.
    public var landscape: DevicePreset {
        guard !isLandscape else { return self }
        var turned = self
        turned.isLandscape = true
        turned.name = name + " (landscape)"
        turned.screenSize = Size(width: screenSize.height, height: screenSize.width)
        if userInterfaceIdiom != .pad {
            turned.statusBarHeight = 0
            let side = hasSensorHousing ? safeAreaInsets.top : 0
            turned.safeAreaInsets = EdgeInsets(top: 0, left: side, bottom: hasSensorHousing ? 21 : 0, right: side)
        }
        return turned
    }

    /// The window's safe area with or without the status bar.
    public func safeAreaInsets(statusBarShown: Bool) -> EdgeInsets {
        if statusBarShown || hasSensorHousing { return safeAreaInsets }
        var insets = safeAreaInsets
        insets.top = 0
        return insets
    }
}

/// The screen of the current application: UIKit's `UIScreen`.
public final class Screen {
    /// The screen in points, origin zero.
    public let bounds: Rect
    /// Device pixels per point: the application's clip ``Application/scale``.
    public let scale: Double
    /// Physical pixels per point (the device preset's, else ``scale``).
    public let nativeScale: Double

    init(bounds: Rect, scale: Double, nativeScale: Double) {
        self.bounds = bounds
        self.scale = scale
        self.nativeScale = nativeScale
    }

    /// The current application's screen (a 375 × 667 pt 2× screen when there is none).
    public static var main: Screen { Screen(of: Application.current) }

    /// `app`'s screen (a 375 × 667 pt 2× screen for `nil`).
    convenience init(of app: Application?) {
        guard let app else {
            self.init(bounds: Rect(x: 0, y: 0, width: 375, height: 667), scale: 2, nativeScale: 2)
            return
        }
        self.init(bounds: Rect(origin: .zero, size: app.screenSize), scale: app.scale,
                  nativeScale: app.device?.nativeScale ?? app.scale)
    }
}

extension Window {
    /// The screen the window shows on (`UIWindow.screen`): its application's screen, the one
    /// ``Screen/main`` answers while that application is current (a 375 × 667 pt 2× screen
    /// for a window of no application).
    public var screen: Screen { Screen(of: application) }
}
