import Foundation
import FlipbookExport
import FlipbookGeometry
import FlipbookRaster
import FlipbookScene

/// The parts of Flipbook the commands render with: image decoding, scene evaluation,
/// rasterization, encoders, and the registered demos and benchmarks.
///
/// The executable uses the standard engine; tests pass one whose pieces are small and fast.
public struct Engine {
    /// Decodes a PNG file into premultiplied pixels (scene `contents`, `diff` inputs).
    public var readPNG: (String) throws -> Bitmap
    /// Writes a PNG file atomically (RGBA, un-premultiplied by the encoder).
    public var writePNG: (Bitmap, String) throws -> Void
    /// Turns a loaded scene into a clip.
    public var sceneSource: (SceneDocument) throws -> FrameSource
    /// Turns a render tree into pixels; called from several threads at once.
    public var rasterize: @Sendable (RenderTree) -> Bitmap
    /// Opens an animated GIF for writing at a path.
    public var gifSink: (_ path: String, _ width: Int, _ height: Int, _ settings: GIFSettings) throws -> FrameSink
    /// The demos `list` shows and `render`/`still` accept by name.
    public var demos: [Demo]
    /// The benchmarks `bench` runs.
    public var benchmarks: [Benchmark]

    public init(readPNG: @escaping (String) throws -> Bitmap,
                writePNG: @escaping (Bitmap, String) throws -> Void,
                sceneSource: @escaping (SceneDocument) throws -> FrameSource,
                rasterize: @escaping @Sendable (RenderTree) -> Bitmap,
                gifSink: @escaping (String, Int, Int, GIFSettings) throws -> FrameSink,
                demos: [Demo] = [], benchmarks: [Benchmark] = []) {
        self.readPNG = readPNG
        self.writePNG = writePNG
        self.sceneSource = sceneSource
        self.rasterize = rasterize
        self.gifSink = gifSink
        self.demos = demos
        self.benchmarks = benchmarks
    }

    /// A scene loader that decodes `contents` images with ``readPNG``.
    func sceneLoader(size: Size?, scale: Double?) -> SceneLoader {
        let read = readPNG
        return SceneLoader(imageLoader: { Image(try read($0.path)) }, sizeOverride: size, scaleOverride: scale)
    }
}

/// A named clip built in Swift (a transition demo and its variants).
public struct Demo {
    /// The name `render` and `still` accept (`flip`).
    public var name: String
    /// One line for `list`.
    public var summary: String
    /// Builds the clip afresh at a canvas scale (nil: the demo's own); a frame source keeps
    /// state, so each render gets its own.
    public var makeSource: (_ scale: Double?) throws -> FrameSource

    public init(name: String, summary: String, makeSource: @escaping (_ scale: Double?) throws -> FrameSource) {
        self.name = name
        self.summary = summary
        self.makeSource = makeSource
    }
}

/// A named measurement for `bench`.
public struct Benchmark {
    /// The group `bench` selects (`raster`, `png`, `gif`).
    public var group: String
    /// Runs the measurement and returns report lines (numbers and ratios).
    public var run: () throws -> [String]

    public init(group: String, run: @escaping () throws -> [String]) {
        self.group = group
        self.run = run
    }
}

/// The GIF options of the command line.
public struct GIFSettings: Equatable {
    /// Palette size, 2…256. Default 256.
    public var colors = 256
    /// Dithering. Default `floyd-steinberg`.
    public var dither = "floyd-steinberg"
    /// `global` (one palette for the whole clip) or `local` (one per frame). Default `global`.
    public var palette = "global"
    /// Loop count; 0 loops forever. Default 0.
    public var loop = 0
    /// The colour semi-transparent pixels are flattened onto; nil means the canvas background.
    public var matte: Color?

    public init() {}
}
