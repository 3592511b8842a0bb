import FlipbookRaster

/// A ``FrameSource`` made of a few values and a closure: the adapter for clips defined
/// elsewhere (a scene file's `SceneClip`, a demo's transition) that do not know this module.
public final class ClipSource: FrameSource {
    public let fps: Double
    public let duration: Double
    public let pixelWidth: Int
    public let pixelHeight: Int
    private let render: (Double) throws -> RenderTree

    /// A clip of `duration` seconds at `fps`, `pixelWidth × pixelHeight` device pixels, whose
    /// frame at a time `render` returns (called in time order, on one thread).
    public init(fps: Double, duration: Double, pixelWidth: Int, pixelHeight: Int,
                render: @escaping (Double) throws -> RenderTree) {
        self.fps = fps
        self.duration = duration
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.render = render
    }

    public func renderTree(at time: Double) throws -> RenderTree {
        try render(time)
    }
}
