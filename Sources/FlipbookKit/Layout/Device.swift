import FlipbookGeometry

/// The device the scene renders as (`UIDevice`), answered from the current application's
/// ``Application/device`` preset (its idiom and orientation) and its
/// ``Application/systemVersion``; an application made with a plain screen size is a phone
/// (a pad from 768 pt wide in portrait), in the orientation its screen's sides give.
public final class Device {
    /// How the device is held (`UIDeviceOrientation`), with UIKit's raw values.
    public enum Orientation: Int, Hashable, Sendable {
        /// Not known.
        case unknown = 0
        /// Upright, home button (or indicator) at the bottom.
        case portrait = 1
        /// Upside down, home button at the top.
        case portraitUpsideDown = 2
        /// Landscape, home button on the right (Kit's ``DevicePreset/landscape``).
        case landscapeLeft = 3
        /// Landscape, home button on the left.
        case landscapeRight = 4
        /// Flat, screen up.
        case faceUp = 5
        /// Flat, screen down.
        case faceDown = 6

        /// Portrait or upside down.
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        /// Landscape left or right.
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
        /// Flat, up or down.
        public var isFlat: Bool { self == .faceUp || self == .faceDown }
        /// Any orientation but unknown and flat.
        public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
    }

    /// The device of the current application (`UIDevice.current`), the same object for every
    /// call on one application; a 375 × 667 pt phone on iOS ``SystemVersion/current`` when the
    /// thread has no application.
    public static var current: Device { Application.current?.currentDevice ?? Device(application: nil) }

    /// The application whose device this is.
    private weak var application: Application?

    init(application: Application?) { self.application = application }

    private var screenSize: Size {
        application.map { $0.device?.screenSize ?? $0.screenSize } ?? Size(width: 375, height: 667)
    }
    private var version: SystemVersion { application?.systemVersion ?? SystemVersion.current }

    /// Phone or pad (`userInterfaceIdiom`): the device preset's, else a pad for a screen at
    /// least 768 pt on its short side.
    public var userInterfaceIdiom: UserInterfaceIdiom {
        application?.device?.userInterfaceIdiom ?? (min(screenSize.width, screenSize.height) >= 768 ? .pad : .phone)
    }
    /// How the device is held (`orientation`): portrait, or landscape left (home button on the
    /// right) for a device turned with ``DevicePreset/landscape`` or a screen wider than tall.
    public var orientation: Orientation {
        let landscape = application?.device?.isLandscape ?? (screenSize.width > screenSize.height)
        return landscape ? .landscapeLeft : .portrait
    }
    /// The emulated iOS version as UIKit spells it (`systemVersion`), "27.0" for
    /// ``Application/systemVersion`` 27.
    public var systemVersion: String { "\(version.major).\(version.minor)" }
    /// The operating system's name (`systemName`): "iOS" (iPadOS says "iPadOS" from 15 on).
    public var systemName: String { userInterfaceIdiom == .pad && version.major >= 15 ? "iPadOS" : "iOS" }
    /// The kind of device (`model`): "iPhone" or "iPad".
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The model in the user's language (`localizedModel`): Kit's language is English, so ``model``.
    public var localizedModel: String { model }
    /// The device's name (`name`): the model, as iOS 16 and later answer apps without the
    /// user-assigned-name entitlement.
    public var name: String { model }
    /// Whether the app asked for orientation notifications; Kit's device never turns, so none
    /// is ever posted.
    public private(set) var isGeneratingDeviceOrientationNotifications = false
    /// Asks for orientation notifications (`beginGeneratingDeviceOrientationNotifications()`).
    public func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Stops orientation notifications (`endGeneratingDeviceOrientationNotifications()`).
    public func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
}
