import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster

/// A loaded scene ready to render: its layer tree with its animations attached, a `Clip` (FlipbookRaster).
///
/// Each track of the file (the animations of one key path of one layer) is compiled into
/// FlipbookAnimation animations attached to the layer, and a frame is the tree's
/// presentation: `renderTree(at:)` of FlipbookLayers. The model is never changed by rendering,
/// so any time may be asked for in any order and the result depends on the time alone. Not
/// thread-safe: ask for one frame at a time (the trees it returns are values).
public final class SceneClip: Clip {
    /// The scene as loaded.
    public let document: SceneDocument
    /// The root of the layer tree: the model values of the file, with the animations attached.
    public let root: Layer

    /// Builds the layer tree of `document` and attaches its animations.
    public init(document: SceneDocument) {
        self.document = document
        root = document.root.makeLayer(allowsEdgeAntialiasingByDefault: document.allowsEdgeAntialiasing)
        var byName: [String: Layer] = [:]
        var stack = [root]
        while let layer = stack.popLast() {
            if let name = layer.name, byName[name] == nil { byName[name] = layer }
            stack.append(contentsOf: layer.sublayers)
            if let mask = layer.mask { stack.append(mask) }
        }
        SceneAnimations.attach(document.animations, to: byName)
    }

    /// Frames per second of a render (the file's `fps`).
    public var fps: Double { document.fps }
    /// The clip's length in seconds (the file's `duration`).
    public var duration: Double { document.duration }
    /// Frame width in device pixels.
    public var pixelWidth: Int { document.canvas.pixelWidth }
    /// Frame height in device pixels.
    public var pixelHeight: Int { document.canvas.pixelHeight }

    /// The frame at `time` seconds: any finite time.
    public func renderTree(at time: Double) -> RenderTree {
        let c = document.canvas
        return root.renderTree(at: time, canvasSize: Size(width: c.width, height: c.height), scale: c.scale,
                               background: c.background)
    }
}
