import FlipbookExport
import FlipbookRaster
import FlipbookScene

extension Engine {
    /// The engine of the `flipbook` executable: the package's PNG codec, scene files evaluated
    /// through FlipbookLayers, and FlipbookRaster's renderer.
    public static var standard: Engine {
        Engine(sceneSource: { document in
                   let clip = SceneClip(document: document)
                   return ClipSource(fps: clip.fps, duration: clip.duration, pixelWidth: clip.pixelWidth,
                                     pixelHeight: clip.pixelHeight, render: clip.renderTree(at:))
               },
               rasterize: { Renderer().render($0) })
    }
}
