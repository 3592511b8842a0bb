import FlipbookDemos
import FlipbookExport
import FlipbookRaster
import FlipbookScene

extension Engine {
    /// The engine of the `flipbook` executable: the package's PNG and GIF codecs, scene files
    /// evaluated through FlipbookLayers, FlipbookRaster's renderer, FlipbookDemos' catalog, and the
    /// `raster`, `png` and `gif` benchmarks.
    public static var standard: Engine {
        Engine(sceneClip: { SceneClip(document: $0) },
               rasterize: { Renderer().render($0) },
               gifSink: { path, width, height, options in
                   try GIFSink(path: path, width: width, height: height, options: options)
               },
               demos: Demo.standard,
               benchmarks: StandardBenchmarks.all)
    }

    /// ``standard`` with `demos` as its catalogue instead of the package's, for a user's own
    /// executable; everything else (scene files, codecs, benchmarks) is the same.
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
