import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster

/// A loaded scene ready to render: its layer tree and its animations, evaluated frame by frame.
///
/// `renderTree(at:)` sets every animated property to its value at that time, then snapshots
/// the tree, so any time may be asked for in any order and the result depends on the time
/// alone. Not thread-safe: ask for one frame at a time (the trees it returns are values).
public final class SceneClip {
    /// The scene as loaded.
    public let document: SceneDocument
    /// The root of the layer tree (the model; animated properties hold the last frame's values).
    public let root: Layer
    private let evaluator: SceneEvaluator
    private let layersByName: [String: Layer]

    /// Builds the layer tree of `document`.
    public init(document: SceneDocument) {
        self.document = document
        root = document.root.makeLayer()
        evaluator = SceneEvaluator(document: document)
        var byName: [String: Layer] = [:]
        var stack = [root]
        while let layer = stack.popLast() {
            if let name = layer.name, byName[name] == nil { byName[name] = layer }
            stack.append(contentsOf: layer.sublayers)
        }
        layersByName = byName
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
        for (name, values) in evaluator.values(at: time) {
            guard let layer = layersByName[name] else { continue }
            for (property, value) in values { layer.setValue(value, forKeyPath: property) }
        }
        let c = document.canvas
        return root.renderTree(canvasSize: Size(width: c.width, height: c.height), scale: c.scale, background: c.background)
    }
}
