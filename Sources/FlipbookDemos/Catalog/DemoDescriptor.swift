import FlipbookAnimation
import FlipbookGeometry
import FlipbookKit
import FlipbookRaster

/// One renderable variant of a demo: a name, its timing, and a factory for a fresh scene.
///
/// A render holds the start state for ``leadIn`` seconds, plays the transition, then holds the end
/// state. Times come in two frames of reference:
/// - *render time*, seconds after the first frame: ``transitionStart``, ``totalDuration``;
/// - *clock time*, the `Application`'s clock: ``frameTimes(fps:)``. The first frame is at clock
///   time ``origin``, which is 0 unless the variant needs an earlier transition first (a pop needs
///   a push), played off camera before the first frame.
///
/// Typical export loop:
/// ```swift
/// let demo = DemoCatalog.variant(named: "flip-present")!
/// for tree in demo.frames(fps: 30, scale: 2) { frames.append(Renderer().render(tree)) }
/// ```
public struct DemoDescriptor: Sendable {
    /// Stable identifier, e.g. `"flip-present-interactive"`; the GIF is `output/<name>.gif`.
    public let name: String
    /// One sentence for `flipbook list`.
    public let summary: String
    /// Screen size in points. Always 375 × 667 (iPhone 6 portrait, as in the recordings).
    public let canvasSize: Size
    /// Clock time of the first frame, in seconds (≥ 0).
    public let origin: Double
    /// Render time at which the script starts the transition (the tap or the touch-down), seconds.
    public let transitionStart: Double
    /// Seconds from the script's start to the end of the transition. For interactive variants this
    /// is the finger's drag plus the finish or cancel that follows the lift-off.
    public let transitionDuration: Double
    /// Render length in seconds: the lead-in, the transition and the end hold.
    public let totalDuration: Double
    private let build: @Sendable (DemoOptions) -> Application

    /// Seconds the start state is held before the transition. 0.4.
    public static let leadIn = 0.4
    /// Seconds the end state is held after the transition. 0.6.
    public static let hold = 0.6

    init(name: String, summary: String, origin: Double = 0, transitionDuration: Double,
         build: @escaping @Sendable (DemoOptions) -> Application) {
        self.name = name
        self.summary = summary
        self.canvasSize = Size(width: 375, height: 667)
        self.origin = origin
        self.transitionStart = Self.leadIn
        self.transitionDuration = transitionDuration
        self.totalDuration = Self.leadIn + transitionDuration + Self.hold
        self.build = build
    }

    /// Clock time at which the script starts the transition.
    public var clockTransitionStart: Double { origin + transitionStart }

    /// A fresh application showing the start state, with the script scheduled on its clock.
    ///
    /// Its clock is at 0; an off-camera prologue (a push before a pop) runs as the clock advances
    /// to ``origin``. Call `renderTree(at:scale:)` with increasing ``frameTimes(fps:)``; the
    /// application becomes `Application.current`, so build and render one scene at a time.
    /// - Parameter options: the demos' open choices; default ``DemoOptions/init(magicMoveItem:magicMoveBugFaithfulCancel:flipShadow:scaleDismissFades:)``.
    public func makeApplication(options: DemoOptions = DemoOptions()) -> Application {
        build(options)
    }

    /// The clock times of the frames at `fps`, from ``origin`` to `origin + totalDuration`
    /// (the last frame is the end state; see `FrameTimes` for the count).
    public func frameTimes(fps: Double) -> FrameTimes {
        FrameTimes(start: origin, duration: totalDuration, fps: fps)
    }

    /// The clock time at a fraction of the transition: 0 is the script's start, 1 its end.
    public func clockTime(atTransitionFraction fraction: Double) -> Double {
        clockTransitionStart + fraction * transitionDuration
    }

    /// The frames of one render, in order, built lazily from one fresh application.
    ///
    /// Each iteration of the returned sequence starts a new application, so it can be iterated
    /// more than once. Trees are `Sendable`: rasterize them on any thread.
    /// - Parameters:
    ///   - fps: frames per second, > 0.
    ///   - scale: device pixels per point (2 gives a 750 × 1334 frame).
    ///   - options: the demos' open choices; default all defaults.
    public func frames(fps: Double, scale: Double, options: DemoOptions = DemoOptions()) -> AnySequence<RenderTree> {
        let times = FrameTimes(duration: totalDuration, fps: fps)
        return AnySequence { () -> AnyIterator<RenderTree> in
            let player = DemoPlayer(self, scale: scale, fps: fps, options: options)
            var index = times.startIndex
            return AnyIterator {
                guard index < times.endIndex else { return nil }
                defer { index += 1 }
                return player.renderTree(at: times[index])
            }
        }
    }
}
