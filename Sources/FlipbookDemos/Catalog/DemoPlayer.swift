import FlipbookGeometry
import FlipbookKit
import FlipbookRaster

/// Plays one demo variant for an export loop: the frame at any render time, in any order.
///
/// Render time runs from 0 (the first frame, the start state) to ``duration`` (the end state).
/// A Kit application only runs forwards, so a request earlier than the previous one rebuilds the
/// scene from scratch and replays it; in-order requests (the usual export loop) cost one clock
/// advance each. It is a `Clip` (FlipbookRaster), so a render loop takes it as it is.
///
/// ```swift
/// let player = DemoPlayer(DemoCatalog.variant(named: "scale-present")!, scale: 2)
/// let still = Renderer().render(player.renderTree(at: 1.4))
/// ```
public final class DemoPlayer: Clip {
    /// The variant being played.
    public let demo: DemoDescriptor
    /// Device pixels per point. Default 2.
    public let scale: Double
    /// The natural frame rate, frames per second. Default 25: every GIF delay is then exactly
    /// 4 cs (at 30 fps they alternate 3, 3, 4 cs), and the clip has a sixth fewer frames.
    public let fps: Double
    /// The demos' open choices. Default all defaults.
    public let options: DemoOptions
    private var application: Application
    private var lastTime = -Double.infinity

    /// A player for `demo`.
    /// - Parameters:
    ///   - scale: device pixels per point, > 0; default 2 (750 × 1334 px frames).
    ///   - fps: the natural frame rate, > 0; default 25 (exact GIF delays).
    ///   - options: default all defaults.
    public init(_ demo: DemoDescriptor, scale: Double = 2, fps: Double = 25, options: DemoOptions = DemoOptions()) {
        precondition(scale > 0 && fps > 0, "DemoPlayer needs scale > 0 and fps > 0")
        self.demo = demo
        self.scale = scale
        self.fps = fps
        self.options = options
        application = demo.makeApplication(options: options)
    }

    /// The render length in seconds: ``DemoDescriptor/totalDuration``.
    public var duration: Double { demo.totalDuration }
    /// Frame width in device pixels: 375 × scale, rounded.
    public var pixelWidth: Int { Int((demo.canvasSize.width * scale).rounded()) }
    /// Frame height in device pixels: 667 × scale, rounded.
    public var pixelHeight: Int { Int((demo.canvasSize.height * scale).rounded()) }

    /// The presentation at `time` seconds of render time (clamped to 0 … ``duration``).
    public func renderTree(at time: Double) -> RenderTree {
        let renderTime = min(max(time, 0), duration)
        if renderTime < lastTime {
            application = demo.makeApplication(options: options)
        }
        lastTime = renderTime
        Application.current = application
        return application.renderTree(at: demo.origin + renderTime, scale: scale)
    }
}
