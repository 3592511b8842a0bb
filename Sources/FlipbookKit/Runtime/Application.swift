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
public final class Application {
    /// The application whose clock `View.animate` uses: the one created (or advanced) last
    /// **on the calling thread**.
    ///
    /// Per thread, so that scenes built and rendered on different threads (parallel tests, or
    /// several exports at once) never see each other's clock. ``advance(to:)`` and
    /// ``renderTree(at:scale:)`` make their application current on the thread that calls them.
    public static var current: Application! {
        get { Thread.current.threadDictionary[currentKey] as? Application }
        set { Thread.current.threadDictionary[currentKey] = newValue }
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
    public let animationContext: AnimationContext
    /// The full-screen key window, at (0, 0, screenSize).
    public let window: Window
    /// The status bar, drawn above everything and never part of a transition; `nil` for none.
    /// Default a black ``StatusBar`` ("Carrier", Wi-Fi, "9:41 AM", full battery).
    public var statusBar: StatusBar? {
        didSet { statusBar?.frame = Rect(x: 0, y: 0, width: screenSize.width, height: StatusBar.height) }
    }
    /// The root view controller; setting it installs its view full-screen in the window.
    public var rootViewController: ViewController? {
        didSet { installRootViewController(replacing: oldValue) }
    }
    /// Device pixels per point of the last ``renderTree(at:scale:)`` (default 2): the scale
    /// snapshots are rendered at.
    public private(set) var renderScale: Double = 2

    var animationsDisabled = 0
    var transactionCapture: [[AnimationTransaction]] = []
    let animationLedger = AnimationLedger()
    let animatorScopes = AnimatorScopes()

    /// Creates the runtime and makes it ``current``.
    /// - Parameters:
    ///   - screenSize: the screen in points. Default 375 × 667.
    ///   - statusBar: the bar drawn on top (20 pt). Default `StatusBar()`; `nil` for none.
    public init(screenSize: Size = Size(width: 375, height: 667), statusBar: StatusBar? = StatusBar()) {
        self.screenSize = screenSize
        clock = Clock()
        animationContext = AnimationContext(clock: clock)
        window = Window(frame: Rect(origin: .zero, size: screenSize))
        self.statusBar = statusBar
        statusBar?.frame = Rect(x: 0, y: 0, width: screenSize.width, height: StatusBar.height)
        Self.current = self
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
        window.layoutIfNeeded()
        var tree = window.layer.renderTree(at: clock.now, canvasSize: screenSize, scale: scale, background: .black)
        if let statusBar {
            statusBar.layoutIfNeeded()
            let bar = statusBar.layer.presentation(at: clock.now)
            if let node = bar.renderNode(placement: bar.transformToSuperlayer.concatenating(.flatten), scale: scale) {
                tree.nodes.append(node)
            }
        }
        return tree
    }

    private func installRootViewController(replacing old: ViewController?) {
        old?.view.removeFromSuperview()
        guard let root = rootViewController else { return }
        let view = root.view!
        view.frame = window.bounds
        root.viewWillAppear(false)
        window.addSubview(view)
        root.viewDidAppear(false)
    }
}
