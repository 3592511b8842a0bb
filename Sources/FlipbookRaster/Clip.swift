/// Something that can be rendered as a clip: it gives the render tree of the frame at a time.
///
/// Every frame Flipbook renders comes from a clip: a demo (FlipbookDemos' `DemoPlayer`), a
/// scene file (FlipbookScene's `SceneClip`) or a user's own scripted application
/// (FlipbookKit's `Application`). The clip builds its layer tree, turns the presentation at
/// a time into a ``RenderTree``, and a render loop (FlipbookExport's `RenderLoop`)
/// rasterizes the trees and hands the frames to sinks (a GIF, a PNG directory).
///
/// The protocol lives beside ``RenderTree`` because that is what a clip yields: this module
/// is the lowest one that knows it, so every module that makes or consumes clips can use it
/// without depending on another.
///
/// A render asks for trees in increasing time order, one at a time, on one thread, so a clip
/// may keep state between calls (a scene's layer tree, an application's clock). The trees it
/// returns are values and are rasterized on other threads.
///
/// ```swift
/// let times = FrameTimes(duration: clip.duration, fps: clip.fps)
/// let frames = try times.map { Renderer().render(try clip.renderTree(at: $0)) }
/// ```
public protocol Clip: AnyObject {
    /// The natural frame rate of the clip, in frames per second (> 0).
    var fps: Double { get }
    /// The length of the clip in seconds (≥ 0); a full render covers `0 … duration`.
    var duration: Double { get }
    /// The frame width in device pixels.
    var pixelWidth: Int { get }
    /// The frame height in device pixels.
    var pixelHeight: Int { get }
    /// The presentation state at `time` seconds of clip time.
    /// - Throws: whatever stops the clip from being evaluated; a render then stops.
    func renderTree(at time: Double) throws -> RenderTree
}

extension Clip {
    /// The sample times of a full render at the clip's own rate: `0 … duration` at ``fps``.
    public var frameTimes: FrameTimes { FrameTimes(duration: duration, fps: fps) }
}
