import FlipbookExport
import FlipbookRaster
import FlipbookScene

extension Engine {
    /// The package's PNG, GIF and WebP codecs, scene files evaluated through FlipbookLayers and
    /// FlipbookRaster's renderer; no demos, demo flags or benchmarks. Register your own scenes in
    /// ``demos`` (or use ``standard(demos:)``); the `flipbook` executable adds the package's
    /// demos and benchmarks, which FlipbookCLI does not link.
    public static var standard: Engine {
        var engine = Engine(sceneClip: { SceneClip(document: $0) },
               rasterize: { Renderer().render($0) },
               gifSink: { path, width, height, options in
                   try GIFSink(path: path, width: width, height: height, options: options)
               })
        engine.webpSink = { path, width, height, options in
            try WebPSink(path: path, width: width, height: height, options: options)
        }
        engine.webmSink = { path, width, height, options in
            try WebMSink(path: path, width: width, height: height, options: options)
        }
        return engine
    }

    /// ``standard`` with `demos` as its catalogue, for a user's own executable; everything else
    /// (scene files, codecs) is the same.
    public static func standard(demos: [Demo]) -> Engine {
        var engine = Engine.standard
        engine.demos = demos
        return engine
    }
}
