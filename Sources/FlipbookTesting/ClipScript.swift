import FlipbookRaster

/// A clip to snapshot over time: a closure that makes a fresh FlipbookRaster `Clip` (a scene
/// file's `SceneClip`, a demo's player, your own clip type) and returns it without rendering.
///
/// Snapshotting calls the closure anew for every snapshot, so one value can be asserted with
/// several strategies and every run starts at time 0. Frames are rendered at the clip's own
/// pixel size, from `renderTree(at:)` in increasing time order, on the calling thread:
///
/// ```swift
/// let fade = ClipScript { SceneClip(document: try SceneLoader().load(path: "fade.json")) }
/// assertSnapshot(of: fade, as: .filmstrip(times: [0, 0.5, 1]))
/// ```
///
/// A scripted Kit application has its own strategies, with a scale, in `FlipbookKitTesting`'s
/// `ApplicationScript`.
public struct ClipScript {
    /// Makes the clip; called once per snapshot, on the snapshotting thread.
    public var make: () throws -> any Clip

    /// A clip made by `make`.
    public init(_ make: @escaping () throws -> any Clip) {
        self.make = make
    }

    /// Makes the clip and renders it at each of `times` (strictly increasing seconds of clip
    /// time) with `Renderer`, on the calling thread.
    /// - Returns: one bitmap per time, `pixelWidth × pixelHeight` of the clip each.
    /// - Throws: ``SnapshotConfigurationError`` when `times` is empty or not increasing, or what
    ///   `make` or the clip throws.
    public func frames(at times: [Double]) throws -> [Bitmap] {
        try validateTimes(times, increasing: true)
        let clip = try make()
        let renderer = Renderer()
        return try times.map { renderer.render(try clip.renderTree(at: $0)) }
    }
}

/// Strategies for a clip over time.
extension Snapshotting where Value == ClipScript {
    /// The clip at each of `times`, composed into one ``Filmstrip`` (frames left to right,
    /// `t=0.25s` under each). Variant `filmstrip`.
    /// - Parameters:
    ///   - times: at least one time, strictly increasing, in seconds of clip time.
    ///   - downscale: integer box-filter factor applied to each frame before composing (labels
    ///     stay full size), at least 1. Default 1.
    public static func filmstrip(times: [Double], downscale: Int = 1) -> Snapshotting<ClipScript> {
        .sequentialFilmstrip(times: times, downscale: downscale) { script, times in try script.frames(at: times) }
    }

    /// The clip at `time` (rendered after nothing else: the clip starts at `time`). Variant `image`.
    /// - Parameters:
    ///   - time: seconds of clip time, at least 0. Default 0.
    ///   - downscale: integer box-filter factor, at least 1. Default 1.
    public static func image(at time: Double = 0, downscale: Int = 1) -> Snapshotting<ClipScript> {
        .sequentialImage(at: time, downscale: downscale) { script, times in try script.frames(at: times) }
    }
}

extension Snapshotting {
    /// A filmstrip strategy for a value whose frames are rendered together, in time order, by
    /// `frames` (a clip's clock only runs forward): the one way ``ClipScript`` and Kit's
    /// `ApplicationScript` (FlipbookKitTesting) compose their frames.
    package static func sequentialFilmstrip(
        times: [Double], downscale: Int,
        frames: @escaping (Value, [Double]) throws -> [Bitmap]
    ) -> Snapshotting {
        .rendering(variant: "filmstrip") { value in
            try validateDownscale(downscale)
            let bitmaps = try frames(value, times)
            return Filmstrip.rendered(zip(times, bitmaps).map { (time: $0, bitmap: $1.downscaled(by: downscale)) })
        }
    }

    /// An image strategy for such a value: its one frame at `time`. Variant `image`.
    package static func sequentialImage(
        at time: Double, downscale: Int,
        frames: @escaping (Value, [Double]) throws -> [Bitmap]
    ) -> Snapshotting {
        Snapshotting(variant: "image") { value in
            try validateDownscale(downscale)
            return try frames(value, [time])[0].downscaled(by: downscale)
        }
    }
}
