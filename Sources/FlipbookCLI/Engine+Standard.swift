import FlipbookDemos
import FlipbookExport
import FlipbookRaster
import FlipbookScene

extension Engine {
    /// The package's PNG, GIF and WebP codecs, scene files evaluated through FlipbookLayers,
    /// FlipbookRaster's renderer and FlipbookDemos' catalog. No benchmarks: the `flipbook`
    /// executable adds its own (`raster`, `png`, `gif`), so that FlipbookCLI does not link them.
    public static var standard: Engine {
        var engine = Engine(sceneClip: { SceneClip(document: $0) },
               rasterize: { Renderer().render($0) },
               gifSink: { path, width, height, options in
                   try GIFSink(path: path, width: width, height: height, options: options)
               },
               demos: Demo.standard)
        engine.webpSink = { path, width, height, options in
            try WebPSink(path: path, width: width, height: height, options: options)
        }
        engine.webmSink = { path, width, height, options in
            try WebMSink(path: path, width: width, height: height, options: options)
        }
        return engine
    }

    /// ``standard`` with `demos` as its catalogue instead of the package's, for a user's own
    /// executable; everything else (scene files, codecs) is the same.
    public static func standard(demos: [Demo]) -> Engine {
        var engine = Engine.standard
        engine.demos = demos
        return engine
    }
}

extension Demo {
    /// The package's own demos (FlipbookDemos' catalogue), in `flipbook list` order; append them
    /// to a catalogue of your own to offer both.
    public static var standard: [Demo] {
        DemoCatalog.all.map { descriptor in
            Demo(name: descriptor.name, summary: descriptor.summary) { scale, options in
                DemoPlayer(descriptor, scale: scale ?? 2, options: options)
            }
        }
    }
}
