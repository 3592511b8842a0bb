import FlipbookDemos
import FlipbookExport
import FlipbookRaster
import FlipbookScene

extension Engine {
    /// The engine of the `flipbook` executable: the package's PNG and GIF codecs, scene files
    /// evaluated through FlipbookLayers, FlipbookRaster's renderer, FlipbookDemos' catalog, and the
    /// `raster`, `png` and `gif` benchmarks.
    public static var standard: Engine {
        Engine(sceneSource: { document in
                   let clip = SceneClip(document: document)
                   return ClipSource(fps: clip.fps, duration: clip.duration, pixelWidth: clip.pixelWidth,
                                     pixelHeight: clip.pixelHeight, render: clip.renderTree(at:))
               },
               rasterize: { Renderer().render($0) },
               gifSink: { path, width, height, settings in
                   try GIFSink(path: path, width: width, height: height, options: settings.options)
               },
               demos: DemoCatalog.all.map { descriptor in
                   Demo(name: descriptor.name, summary: descriptor.summary) { scale, options in
                       let player = DemoPlayer(descriptor, scale: scale ?? 2, options: options)
                       return ClipSource(fps: player.fps, duration: player.duration, pixelWidth: player.pixelWidth,
                                         pixelHeight: player.pixelHeight, render: player.renderTree(at:))
                   }
               },
               benchmarks: StandardBenchmarks.all)
    }
}
