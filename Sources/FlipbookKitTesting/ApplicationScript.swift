import FlipbookKit
import FlipbookRaster
import FlipbookTesting

/// A Kit scene to snapshot over time: a closure that builds a fresh `Application`
/// (views, controllers, and its script of taps, gestures and `schedule(at:_:)` events) and
/// returns it without rendering.
///
/// Snapshotting runs the closure anew for every snapshot, so one value can be asserted with
/// several strategies and every run starts at clock 0:
///
/// ```swift
/// let slide = ApplicationScript {
///     let app = Application(screenSize: Size(width: 120, height: 80), statusBar: nil)
///     let card = View(frame: Rect(x: 10, y: 20, width: 40, height: 40))
///     app.window.addSubview(card)
///     app.schedule(at: 0) { View.animate(withDuration: 1) { card.center.x = 90 } }
///     return app
/// }
/// assertSnapshot(of: slide, as: .filmstrip(times: [0, 0.5, 1]))
/// ```
public struct ApplicationScript {
    /// Builds the application and schedules its script; called once per snapshot, on the
    /// snapshotting thread.
    public var build: () -> Application

    /// A scene built by `build`.
    public init(_ build: @escaping () -> Application) {
        self.build = build
    }

    /// Builds the scene and renders it at each of `times` (strictly increasing seconds on the
    /// scene clock, which starts at 0) with `Renderer`, on the calling thread (Kit's
    /// `Application.current` is per thread, so scenes on other threads do not interfere).
    /// - Parameter scale: device pixels per point.
    /// - Returns: one bitmap per time, `screenSize × scale` pixels each.
    /// - Throws: `SnapshotConfigurationError` when `times` is empty or not increasing.
    public func frames(at times: [Double], scale: Double) throws -> [Bitmap] {
        try validateTimes(times, increasing: true)
        let previous = Application.current
        defer { Application.current = previous }
        let app = build()
        let renderer = Renderer()
        return times.map { time in
            Application.current = app
            return renderer.render(app.renderTree(at: time, scale: scale))
        }
    }
}

/// Strategies for a scripted Kit scene (a transition, an animation block) over time.
extension Snapshotting where Value == ApplicationScript {
    /// The scene at each of `times`, composed into one `Filmstrip` (frames left to right,
    /// `t=0.25s` under each). The clock advances through the times in order, firing the
    /// script's events and completions as it goes. Variant `filmstrip`.
    /// - Parameters:
    ///   - times: at least one time, strictly increasing, in seconds on the scene clock.
    ///   - scale: device pixels per point. Default 1.
    ///   - downscale: integer box-filter factor applied to each frame before composing (labels
    ///     stay full size), at least 1. Default 1.
    public static func filmstrip(times: [Double], scale: Double = 1, downscale: Int = 1) -> Snapshotting<ApplicationScript> {
        .sequentialFilmstrip(times: times, downscale: downscale) { script, times in try script.frames(at: times, scale: scale) }
    }

    /// The scene at `time` (the clock runs from 0 to `time` first). Variant `image`.
    /// - Parameters:
    ///   - time: seconds on the scene clock, at least 0. Default 0.
    ///   - scale: device pixels per point. Default 1.
    ///   - downscale: integer box-filter factor, at least 1. Default 1.
    public static func image(at time: Double = 0, scale: Double = 1, downscale: Int = 1) -> Snapshotting<ApplicationScript> {
        .sequentialImage(at: time, downscale: downscale) { script, times in try script.frames(at: times, scale: scale) }
    }
}
