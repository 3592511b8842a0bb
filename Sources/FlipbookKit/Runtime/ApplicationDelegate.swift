/// The object that sets an app up when it launches (`UIApplicationDelegate`): ``Application``
/// calls it from ``Application/launch(delegate:launchOptions:)``.
///
/// Every requirement has UIKit's default (a delegate that does not implement it): the launch
/// methods return true, the life-cycle methods do nothing, and ``window`` is `nil` and ignores
/// what it is set to (give the delegate a stored `var window: Window?`, as every app does).
public protocol ApplicationDelegate: AnyObject {
    /// The window the app shows (`window`): the delegate sets it up in
    /// ``application(_:didFinishLaunchingWithOptions:)`` (or it is the application's key window
    /// when the delegate leaves it `nil`).
    var window: Window? { get set }
    /// The launch began; the app's state is not restored yet. Return false to refuse a URL in
    /// the options (ignored by Kit, which passes none). Default true.
    func application(
        _ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The launch is done: build the first screen here. Default true.
    func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The app became active (after the launch). Default: nothing.
    func applicationDidBecomeActive(_ application: Application)
    /// The app is about to become inactive. Default: nothing.
    func applicationWillResignActive(_ application: Application)
    /// The app went to the background. Default: nothing.
    func applicationDidEnterBackground(_ application: Application)
    /// The app is about to come back from the background. Default: nothing.
    func applicationWillEnterForeground(_ application: Application)
    /// The app is about to end. Default: nothing.
    func applicationWillTerminate(_ application: Application)
}

extension ApplicationDelegate {
    /// Default: `nil`, and a new value is dropped (UIKit does not set a window on a delegate
    /// without the property).
    public var window: Window? {
        get { nil }
        set {}
    }
    public func application(
        _ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }
    public func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }
    public func applicationDidBecomeActive(_ application: Application) {}
    public func applicationWillResignActive(_ application: Application) {}
    public func applicationDidEnterBackground(_ application: Application) {}
    public func applicationWillEnterForeground(_ application: Application) {}
    public func applicationWillTerminate(_ application: Application) {}
}

extension Application {
    /// A key of the launch options dictionary (`UIApplication.LaunchOptionsKey`). Kit launches
    /// with no options (`nil`): the keys exist so that a delegate's signature and its look-ups
    /// compile.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app was opened to handle a URL (`url`).
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that opened this one (`sourceApplication`).
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// A remote notification's payload (`remoteNotification`).
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// A Home screen quick action (`shortcutItem`).
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// A user activity to continue (`userActivityDictionary`).
        public static let userActivityDictionary = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    /// The application of the calling thread (`UIApplication.shared`): ``current``. A call on a
    /// thread without an application stops with a message that says how to make one.
    public static var shared: Application { required(by: "UIApplication.shared") }

    /// Launches the app as `UIApplicationMain` does once the process starts: keeps `delegate`
    /// as ``delegate``, calls its ``ApplicationDelegate/application(_:willFinishLaunchingWithOptions:)``
    /// and ``ApplicationDelegate/application(_:didFinishLaunchingWithOptions:)`` with
    /// `launchOptions` (default `nil`, as a launch from the Home screen), shows the window the
    /// delegate set up (see ``Window/makeKeyAndVisible()``) and calls
    /// ``ApplicationDelegate/applicationDidBecomeActive(_:)``, then ends the launch's run-loop
    /// turn (the window's layout pass and the implicit transaction's commit, as on iOS before the
    /// first frame). Returns what the did-finish method returned.
    ///
    /// A delegate that leaves ``ApplicationDelegate/window`` `nil` gets the application's key
    /// ``window`` assigned before it is asked (as a storyboard app gets the storyboard's window),
    /// so `window?.rootViewController = …` installs the first screen.
    @discardableResult
    public func launch(delegate: ApplicationDelegate, launchOptions: [LaunchOptionsKey: Any]? = nil) -> Bool {
        self.delegate = delegate
        Application.current = self
        if delegate.window == nil { delegate.window = window }
        _ = delegate.application(self, willFinishLaunchingWithOptions: launchOptions)
        let result = delegate.application(self, didFinishLaunchingWithOptions: launchOptions)
        if let shown = delegate.window, shown !== window { shown.makeKeyAndVisible() }
        delegate.applicationDidBecomeActive(self)
        // The launch's run-loop turn ends: the window is laid out before anything else happens,
        // so a script's first tap finds the views where the first frame shows them.
        endRunLoopTurn()
        return result
    }
}
