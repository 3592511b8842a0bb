import Foundation
import FlipbookCodecs
import FlipbookExport
import FlipbookGeometry
import FlipbookRaster
import FlipbookScene

/// The parts of Flipbook the commands render with: image codecs, scene evaluation,
/// rasterization, the GIF encoder, and the registered demos, their flags and benchmarks.
///
/// ``standard`` has the package's codecs and renderer and no demos: register your own scenes in
/// ``demos`` (or use ``standard(demos:)``). The `flipbook` executable adds the package's demos,
/// their flags, its `assets` command and its benchmarks; tests pass engines whose pieces are
/// small and fast.
/// A piece that is nil makes the commands that need it fail with exit 1 and say what is missing.
public struct Engine {
    /// Decodes a PNG file into premultiplied pixels (scene `contents`, `diff` inputs).
    public var readPNG: @Sendable (String) throws -> Bitmap
    /// Writes a PNG file atomically (RGBA; the encoder un-premultiplies) with the given row filter
    /// and zlib settings.
    public var writePNG: @Sendable (_ bitmap: Bitmap, _ path: String, _ settings: PNGEncoding) throws -> Void
    /// Turns a loaded scene into a clip (FlipbookScene's `SceneClip`).
    public var sceneClip: ((SceneDocument) throws -> Clip)?
    /// Turns a render tree into pixels; called from several threads at once (FlipbookRaster).
    public var rasterize: (@Sendable (RenderTree) -> Bitmap)?
    /// Opens an animated GIF for writing at a path, for frames of a size in pixels (FlipbookCodecs).
    public var gifSink: ((_ path: String, _ width: Int, _ height: Int, _ options: GIFOptions) throws -> FrameSink)?
    /// Opens an animated WebP for writing at a path, for frames of a size in pixels (FlipbookCodecs'
    /// `AnimatedWebPEncoder`); nil makes `-o x.webp` fail with exit 1. Default nil; ``standard`` sets it.
    public var webpSink: ((_ path: String, _ width: Int, _ height: Int, _ options: WebPOptions) throws -> FrameSink)? = nil
    /// Opens a VP9 WebM video for writing at a path, for frames of a size in pixels (FlipbookCodecs'
    /// `WebMEncoder`); nil makes `-o x.webm` fail with exit 1. Default nil; ``standard`` sets it.
    public var webmSink: ((_ path: String, _ width: Int, _ height: Int, _ options: WebMOptions) throws -> FrameSink)? = nil
    /// The demos `list` shows and `render`/`still` accept by name.
    public var demos: [Demo]
    /// The choices the demos leave open, as flags of `render` and `still` and keys of a manifest
    /// entry's `variant`; their values reach ``Demo/makeClip``. Default none.
    public var demoFlags: [DemoFlag] = []
    /// The benchmarks `bench` runs.
    public var benchmarks: [Benchmark]
    /// The executable's name in help pages and messages (`flipbook: error: …`). Default `flipbook`;
    /// ``CLI/main(engine:)`` sets it from the program's own name.
    public var toolName = "flipbook"
    /// The subcommands, in the order the help page lists them. Default ``CLI``'s own; the
    /// `flipbook` executable adds `assets`, which paints its demos' pictures.
    package var commands: [Command] = CLI.commands

    /// An engine; the codecs default to the package's PNG codec.
    public init(readPNG: @escaping @Sendable (String) throws -> Bitmap = { try PNG.read(path: $0) },
                writePNG: @escaping @Sendable (Bitmap, String, PNGEncoding) throws -> Void = {
                    try PNG.write($0, path: $1, settings: $2)
                },
                sceneClip: ((SceneDocument) throws -> Clip)? = nil,
                rasterize: (@Sendable (RenderTree) -> Bitmap)? = nil,
                gifSink: ((String, Int, Int, GIFOptions) throws -> FrameSink)? = nil,
                demos: [Demo] = [], benchmarks: [Benchmark] = []) {
        self.readPNG = readPNG
        self.writePNG = writePNG
        self.sceneClip = sceneClip
        self.rasterize = rasterize
        self.gifSink = gifSink
        self.demos = demos
        self.benchmarks = benchmarks
    }

    /// A scene loader that decodes `contents` images with ``readPNG``; every image must resolve
    /// inside `fileRoot` (nil: anywhere).
    func sceneLoader(size: Size?, scale: Double?, fileRoot: URL? = nil) -> SceneLoader {
        let read = readPNG
        var loader = SceneLoader(imageLoader: { Image(try read($0.path)) }, sizeOverride: size, scaleOverride: scale)
        loader.fileRoot = fileRoot
        return loader
    }

    /// ``rasterize``, or a runtime failure naming what this build lacks.
    func requireRasterizer() throws -> @Sendable (RenderTree) -> Bitmap {
        guard let rasterize else { throw missing("a rasterizer (FlipbookRaster's Renderer)") }
        return rasterize
    }

    /// ``sceneClip``, or a runtime failure naming what this build lacks.
    func requireSceneClip() throws -> (SceneDocument) throws -> Clip {
        guard let sceneClip else { throw missing("scene evaluation (FlipbookLayers)") }
        return sceneClip
    }

    /// ``gifSink``, or a runtime failure naming what this build lacks.
    func requireGIFSink() throws -> (String, Int, Int, GIFOptions) throws -> FrameSink {
        guard let gifSink else { throw missing("a GIF encoder (FlipbookCodecs' GIFEncoder); write PNG frames with -o dir/") }
        return gifSink
    }

    private func missing(_ what: String) -> CLIError {
        CLIError(.failure, "this build of \(toolName) lacks \(what)")
    }

    /// The options `command` takes with this engine: its own, with the placeholder
    /// ``OptionSpec/demoFlags`` replaced by ``demoFlags``.
    package func options(of command: Command) -> [OptionSpec] {
        command.options.flatMap { $0 == .demoFlags ? demoFlags.map(\.option) : [$0] }
    }

    /// Why ``demos`` cannot be offered as they are, or nil: two demos of one name, or a name the
    /// command line would read as a scene file or as `render all`.
    var catalogueProblem: String? {
        var seen = Set<String>()
        for demo in demos {
            let name = demo.name
            if name.isEmpty || name == "all" || ClipInput.isSceneFile(name) || name.hasPrefix("-") {
                return "demo name '\(name)' cannot be typed on the command line; "
                    + "a name must be non-empty, not 'all', not start with '-', and contain no '/' or '.json'"
            }
            if !seen.insert(name).inserted {
                return "two demos are named '\(name)'; give each demo of the catalogue its own name"
            }
        }
        return nil
    }
}

/// A named clip built in Swift: one entry of the catalogue that `list` shows and `render` and
/// `still` accept by name.
///
/// A transition with variants (present, dismiss, an interactive cancel) is one demo per
/// variant, named `<transition>-<variant>` as the package's own (`flip-present`,
/// `flip-present-interactive-cancel`). A clip is anything conforming to FlipbookRaster's `Clip`,
/// such as a scripted FlipbookKit `Application`.
public struct Demo {
    /// The name `render` and `still` accept (`flip-present`); also the default output file's
    /// base name. Unique in a catalogue, without `/` or a `.json` ending (those name scene files).
    public var name: String
    /// One line for `list`.
    public var summary: String
    /// Builds the clip afresh at a canvas scale (`--scale`; nil: the demo's own) with the values
    /// of the engine's demo flags (``Engine/demoFlags``); a clip keeps state, so each render gets
    /// its own.
    public var makeClip: (_ scale: Double?, _ flags: DemoFlagValues) throws -> Clip

    /// A demo whose clip reads `--scale` and the engine's demo flags.
    public init(name: String, summary: String,
                makeClip: @escaping (_ scale: Double?, _ flags: DemoFlagValues) throws -> Clip) {
        self.name = name
        self.summary = summary
        self.makeClip = makeClip
    }

    /// A demo of your own: `clip` builds a fresh clip for each render at the `--scale` given
    /// (nil when the command line has none: use the clip's own scale, e.g. `Application`'s 2×).
    /// The engine's demo flags are accepted and do not reach it.
    public init(name: String, summary: String, clip: @escaping (_ scale: Double?) throws -> Clip) {
        self.init(name: name, summary: summary) { scale, _ in try clip(scale) }
    }
}

/// A named measurement for `bench`.
public struct Benchmark {
    /// The group `bench` selects (`raster`, `png`, `gif`).
    public var group: String
    /// Runs the measurement and returns report lines (numbers and ratios). `quick` (`--quick`)
    /// asks for fewer repetitions and cheaper baselines; the lines then say what was cut.
    public var run: (_ quick: Bool) throws -> [String]

    public init(group: String, run: @escaping (_ quick: Bool) throws -> [String]) {
        self.group = group
        self.run = run
    }
}
