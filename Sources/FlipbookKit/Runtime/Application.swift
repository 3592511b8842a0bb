import Foundation
import FlipbookAnimation
import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster

/// The runtime of one rendered scene: the clock, the animation blocks, the key window and the
/// status bar (`UIApplication` + `UIScreen`, reduced to what rendering needs).
///
/// Rendering a scene: create an `Application`, build the views and controllers, schedule the
/// script (taps, gestures, ``schedule(at:_:)``), then call ``renderTree(at:scale:)`` for each
/// frame time in increasing order. Everything runs on the calling thread; the render trees
/// are values that can be rasterized in parallel.
///
/// An application is a `Clip` (FlipbookRaster): give it a ``duration`` (and, if the defaults do not suit, an
/// ``fps`` and a ``scale``) and a render loop renders its script as it is, asking
/// ``renderTree(at:)`` for increasing times.
public final class Application: Responder, Clip {
    /// The application whose clock `View.animate` uses: the one created (or advanced) last
    /// **on the calling thread**.
    ///
    /// Per thread, so that scenes built and rendered on different threads (parallel tests, or
    /// several exports at once) never see each other's clock. ``advance(to:)`` and
    /// ``renderTree(at:scale:)`` make their application current on the thread that calls them.
    public static var current: Application! {
        get { Thread.current.threadDictionary[currentKey] as? Application }
        set {
            // The previous application is released after the assignment, not inside it: its
            // deinitialisers (an app's controllers) may read `current`, which would overlap the
            // thread dictionary's modification (a fatal access conflict).
            let previous = Thread.current.threadDictionary[currentKey]
            Thread.current.threadDictionary[currentKey] = newValue
            withExtendedLifetime(previous) {}
            newValue?.attachTransactions()
        }
    }
    private static let currentKey = "FlipbookKit.Application.current"

    /// The current application for a Kit call that cannot work without one (`call` names it in
    /// the message), or a precondition failure that says what to do, instead of a nil unwrap.
    static func required(by call: String) -> Application {
        guard let app = current else { preconditionFailure(missingApplicationMessage(for: call)) }
        return app
    }

    /// The message of the precondition failure when `call` runs on a thread without an
    /// ``Application``.
    public static func missingApplicationMessage(for call: String) -> String {
        "\(call) needs an Application on this thread, and there is none: create one with "
            + "`let app = Application()` (it becomes Application.current on the creating thread) before "
            + "building views that animate, and call it from that thread (advance(to:) and "
            + "renderTree(at:scale:) make their application current again)."
    }

    /// The screen in points. Default 375 × 667 (iPhone 6 portrait).
    public let screenSize: Size
    /// The scene clock in seconds, starting at 0; scheduled events and completions run on it.
    public let clock: Clock
    /// The stack of open animation blocks (on ``clock``).
    package let animationContext: AnimationContext
    /// The full-screen key window, at (0, 0, screenSize).
    public let window: Window
    /// The key window (`UIApplication.keyWindow`): ``window``, the only window Kit shows, which
    /// is key from the start.
    public var keyWindow: Window? { window }
    /// How many times the layers have been committed (``commitLayers()``).
    var commitCount = 0
    /// The status bar, drawn above everything and never part of a transition; `nil` for none.
    /// Default a black ``StatusBar`` ("Carrier", Wi-Fi, "9:41 AM", full battery).
    public var statusBar: StatusBar? {
        didSet { placeStatusBar() }
    }
    /// The app's delegate (`UIApplication.delegate`), set by ``launch(delegate:launchOptions:)``;
    /// held strongly, as `UIApplicationMain` holds the delegate it made. Default `nil`.
    public var delegate: ApplicationDelegate?
    /// The application's ``Device`` (`UIDevice.current`).
    lazy var currentDevice = Device(application: self)
    /// The next responder (UIKit's chain): the ``delegate`` when it is a responder that is not
    /// a view, a view controller or the application itself; `nil` otherwise.
    public override var next: Responder? {
        guard let responder = delegate as? Responder, !(responder is View), !(responder is ViewController),
            responder !== self
        else { return nil }
        return responder
    }

    /// The root view controller; setting it installs its view full-screen in the window.
    public var rootViewController: ViewController? {
        didSet { installRootViewController(replacing: oldValue) }
    }
    /// Device pixels per point of the last ``renderTree(at:scale:)`` (default 2): the scale
    /// snapshots are rendered at.
    public private(set) var renderScale: Double = 2
    /// The length of the scripted clip in seconds, from clock 0 (the first frame) to the end
    /// state (the last frame), when the application is rendered as a `Clip` (FlipbookRaster). Default 0.
    public var duration: Double
    /// The clip's natural frame rate in frames per second, > 0. Default 30.
    public var fps: Double
    /// Device pixels per point of the clip's frames (``renderTree(at:)``), > 0. Default 2
    /// (750 × 1334 px for the default screen).
    public var scale: Double

    /// The iOS version whose behaviour this render emulates where versions differ (today:
    /// whether `layer.cornerRadius` animates inside animation blocks, from iOS 11 on). Default
    /// ``SystemVersion/current``.
    public var systemVersion = SystemVersion.current {
        didSet { blockAnimatableKeys = Self.blockAnimatableKeys(onIOS: systemVersion.major) }
    }
    /// The diagnostics reported so far, each distinct one once, in order (see ``KitDiagnostic``).
    public internal(set) var diagnostics: [KitDiagnostic] = []
    /// Called with each new diagnostic. Default ``KitDiagnostic/printToStandardError(_:)``.
    public var diagnosticHandler: (KitDiagnostic) -> Void = KitDiagnostic.printToStandardError
    var reportedDiagnostics: Set<KitDiagnostic> = []
    /// The layer keys that animate inside a block under ``systemVersion``.
    var blockAnimatableKeys = Application.blockAnimatableKeys(onIOS: SystemVersion.current.major)
    /// The device the scene renders as (``init(device:statusBar:duration:fps:)``), `nil` for a
    /// plain screen size.
    public private(set) var device: DevicePreset?

    /// The device's appearance setting (Settings › Display & Brightness): `.light` (default) or
    /// `.dark`; `.unspecified` counts as light. Views' ``View/traitCollection`` follow it (unless
    /// overridden), the dynamic colours resolve against it, and a change reaches
    /// ``View/traitCollectionDidChange(_:)`` in the next layout pass (before the next frame).
    public var userInterfaceStyle = UserInterfaceStyle.light {
        didSet {
            window.setNeedsLayout()
            statusBar?.applyStyle()
        }
    }
    /// Whether the controller governing the status bar hides it (UIKit's `isStatusBarHidden`):
    /// see ``ViewController/prefersStatusBarHidden``. Default false.
    public internal(set) var isStatusBarHidden = false
    /// The controller whose preferences the status bar showed last.
    var statusBarGovernor: ObjectIdentifier?
    /// Whether view controllers decide the status bar's look (Info.plist's
    /// `UIViewControllerBasedStatusBarAppearance`). Default true, as in UIKit. When false, the
    /// controllers' preferences are not read: the bar shows the application's style, set with
    /// ``setStatusBarStyle(_:animated:)`` (see the article "Status bar").
    public var isViewControllerBasedStatusBarAppearance = true {
        didSet { updateStatusBarAppearance() }
    }
    /// The style ``setStatusBarStyle(_:animated:)`` set last.
    var applicationStatusBarStyle = StatusBarStyle.default

    /// The messages Kit's layout printed to standard error on this application's thread (UIKit's
    /// console messages: "Unable to simultaneously satisfy constraints", …), oldest first.
    public internal(set) var layoutDiagnostics: [String] = []

    var animationsDisabled = 0
    var transactionCapture: [[AnimationTransaction]] = []
    let animationLedger = AnimationLedger()
    let animatorScopes = AnimatorScopes()
    let touchScript = TouchScript()
    /// View-controller transitions started so far, and those not yet completed (for a tapped
    /// button's highlight, which lasts through the transition its tap starts).
    var transitionsStarted = 0, transitionsInFlight = 0
    private var afterTransitionActions: [() -> Void] = []
    /// How deep touch-event delivery is nested now (0: no event is being delivered).
    var eventDeliveryDepth = 0
    /// Work asked for during the event being delivered, run once it has been delivered (the
    /// animated view-controller transitions it requested): see ``afterEventDelivery(_:)``.
    var afterEventActions: [() -> Void] = []

    /// Creates the runtime and makes it ``current``.
    /// - Parameters:
    ///   - screenSize: the screen in points. Default 375 × 667.
    ///   - statusBar: the bar drawn on top (20 pt). Default `StatusBar()`; `nil` for none.
    ///   - duration: seconds of script a clip render covers (``duration``). Default 0.
    ///   - fps: the clip's natural frame rate (``fps``), > 0. Default 30.
    ///   - scale: device pixels per point of the clip's frames (``scale``), > 0. Default 2.
    public init(screenSize: Size = Size(width: 375, height: 667), statusBar: StatusBar? = StatusBar(),
                duration: Double = 0, fps: Double = 30, scale: Double = 2) {
        precondition(fps > 0 && scale > 0 && duration >= 0, "Application needs fps > 0, scale > 0 and duration ≥ 0")
        self.duration = duration
        self.fps = fps
        self.scale = scale
        self.screenSize = screenSize
        clock = Clock()
        animationContext = AnimationContext(clock: clock)
        window = Window(frame: Rect(origin: .zero, size: screenSize))
        self.statusBar = statusBar
        super.init()
        window.application = self
        placeStatusBar()
        clock.didRunCallback = { [unowned self] in endRunLoopTurn() }
        Self.current = self
        _ = Self.reportLayerDifferences
    }

    /// Sends FlipbookLayers' reports (``LayerDifferences``) to the application current on the
    /// reporting thread, once, when the first application is made.
    private static let reportLayerDifferences: Void = LayerDifferences.setHandler { code, message in
        Application.current?.report(KitDiagnostic(code: code, message: message))
    }

    /// The end of a run-loop turn, after each event, timer or completion the clock runs: what
    /// Core Animation's commit does there on iOS — the window's layout pass, then the commit of
    /// the implicit transaction. A view marked with ``View/setNeedsLayout()`` (a presentation's
    /// new container) is laid out right after the event that marked it, whatever frames are
    /// rendered: not at the next rendered frame, which may come after a dismissal has started.
    /// The layers in the window are committed there too, as Core Animation commits them at the
    /// end of every run-loop turn: what a layer transition freezes as the old look and which
    /// standalone layers take implicit actions then never depend on which frames are rendered.
    func endRunLoopTurn() {
        window.layoutIfNeeded()
        Transaction.commitImplicitTransaction()
        commitLayers()
    }

    /// Renders as `device`: its screen size and scale, and its safe area for the window. A
    /// device with a 44 pt bar beside a sensor housing (the iPhone X) gets the status bar laid
    /// out around it (``StatusBarLayout/sensorHousing``); the others with a bar taller than
    /// 20 pt (the iPhone 15's 54 pt around the Dynamic Island, the iPad's 24 pt) are drawn in
    /// the 20 pt style with a diagnostic (`device.statusBar`); the safe area is the device's.
    public convenience init(device: DevicePreset, statusBar: StatusBar? = StatusBar(), duration: Double = 0, fps: Double = 30) {
        self.init(screenSize: device.screenSize, statusBar: statusBar, duration: duration, fps: fps, scale: device.scale)
        self.device = device
        if let statusBar, device.hasSensorHousing, device.statusBarHeight == 44 {
            statusBar.layout = .sensorHousing
            placeStatusBar()
        } else if statusBar != nil && device.statusBarHeight != StatusBar.height && device.statusBarHeight > 0 {
            report(KitDiagnostic(
                code: "device.statusBar",
                message: "the status bar is drawn 20 pt tall in the iPhone 8 style; \(device.name)'s is "
                    + "\(LayoutConstraint.format(device.statusBarHeight)) pt"
                    + (device.hasSensorHousing ? ", the time left of the sensor housing and the indicators right of it" : "")
                    + " (the safe area is the device's: top \(LayoutConstraint.format(device.safeAreaInsets.top)), bottom "
                    + "\(LayoutConstraint.format(device.safeAreaInsets.bottom)); statusBarFrame is the device's)"))
        }
    }

    /// Puts the status bar at the top of the screen, across it, as tall as its layout.
    func placeStatusBar() {
        guard let statusBar else { return }
        statusBar.frame = Rect(x: 0, y: 0, width: screenSize.width, height: statusBar.layoutHeight)
    }

    /// Ends the references that presentations hold while they are shown. A presented controller
    /// and its presentation controller hold each other, and the presented controller holds its
    /// transitioning delegate (often the presenter) until its dismissal ends, as in UIKit; a
    /// scene whose script ends while something is presented is never dismissed, and without
    /// this its controllers, views, snapshots and text images would outlive the application.
    deinit {
        rootViewController?.endPresentationReferences()
    }

    /// Counts a view-controller transition that starts.
    func transitionDidStart() {
        transitionsStarted += 1
        transitionsInFlight += 1
    }

    /// Counts a transition that completed (finished or cancelled); when none is left in
    /// flight, runs the actions waiting for that.
    func transitionDidEnd() {
        transitionsInFlight = max(0, transitionsInFlight - 1)
        guard transitionsInFlight == 0 else { return }
        let actions = afterTransitionActions
        afterTransitionActions = []
        for action in actions { action() }
    }

    /// Runs `action` once no view-controller transition is in flight (at once if none is).
    func afterTransitions(_ action: @escaping () -> Void) {
        if transitionsInFlight == 0 { action() } else { afterTransitionActions.append(action) }
    }

    /// Runs `action` when the clock reaches `time` seconds (a script event: a tap, a gesture start).
    public func schedule(at time: Double, _ action: @escaping () -> Void) {
        clock.schedule(at: time, action)
    }

    /// Runs the clock to `time`, firing every due event and completion in time order.
    public func advance(to time: Double) {
        Self.current = self
        clock.advance(to: time)
    }

    /// The frame at `time`: advances the clock, lays out what needs it, and captures the
    /// presentation of the window's layer tree (with paused containers' time nesting), with the
    /// status bar as a separate top-level node above it.
    /// - Parameters:
    ///   - time: seconds on the clock; call with increasing times.
    ///   - scale: device pixels per point (text is rasterized at this scale).
    public func renderTree(at time: Double, scale: Double) -> RenderTree {
        renderScale = scale
        advance(to: time)
        if statusBarAppearanceController.map(ObjectIdentifier.init) != statusBarGovernor { updateStatusBarAppearance() }
        window.layoutIfNeeded()
        window.layer.displayTreeIfNeeded()
        Transaction.commitImplicitTransaction()
        commitLayers()
        var tree = window.layer.renderTree(at: clock.now, canvasSize: screenSize, scale: scale, background: .black)
        if let statusBar, !deviceHidesStatusBar {
            statusBar.layoutIfNeeded()
            let bar = statusBar.layer.presentation(at: clock.now)
            if let node = bar.renderNode(placement: bar.transformToSuperlayer.concatenating(.flatten), scale: scale) {
                tree.nodes.append(node)
            }
        }
        return tree
    }

    /// The frame width of the clip in device pixels: `screenSize.width × scale`, rounded.
    public var pixelWidth: Int { Int((screenSize.width * scale).rounded()) }
    /// The frame height of the clip in device pixels: `screenSize.height × scale`, rounded.
    public var pixelHeight: Int { Int((screenSize.height * scale).rounded()) }

    /// The clip's frame at `time` seconds on the clock: ``renderTree(at:scale:)`` at ``scale``.
    /// The clock only runs forwards, so ask for increasing times (a render loop does).
    public func renderTree(at time: Double) -> RenderTree {
        renderTree(at: time, scale: scale)
    }

    private func installRootViewController(replacing old: ViewController?) {
        old?.view.removeFromSuperview()
        guard let root = rootViewController else { return }
        let view = root.view!
        view.frame = window.bounds
        root.beginAppearanceTransition(true, animated: false)
        window.addSubview(view)
        root.endAppearanceTransition()
        updateStatusBarAppearance()
    }
}
