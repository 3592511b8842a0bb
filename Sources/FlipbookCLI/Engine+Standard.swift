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
               gifSink: { path, width, height, settings in
                   try GIFSink(path: path, width: width, height: height, options: settings.options)
               },
               demos: DemoCatalog.all.map { descriptor in
                   Demo(name: descriptor.name, summary: descriptor.summary) { scale, options in
                       DemoPlayer(descriptor, scale: scale ?? 2, options: options)
                   }
               },
               benchmarks: StandardBenchmarks.all)
    }
}
