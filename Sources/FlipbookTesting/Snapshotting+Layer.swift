import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster

/// Strategies for a Core Animation–style layer tree: the tree's presentation at a moment,
/// rendered by ``FlipbookRaster/Renderer``.
///
/// The layer is the root of the frame, placed on the canvas by its own position, anchor point
/// and transform (see `Layer.renderTree(at:canvasSize:scale:background:)`); `time` is on the
/// render clock (the layer's parent time), so `beginTime`, `speed` and `timeOffset` apply.
extension Snapshotting where Value == Layer {
    /// The layer tree at `time`. Variant `image`.
    /// - Parameters:
    ///   - time: seconds on the render clock. Default 0.
    ///   - size: the canvas in points (top-left origin, y down).
    ///   - scale: device pixels per point. Default 1 (goldens stay small).
    ///   - background: the colour the canvas is cleared to. Default opaque white.
    ///   - downscale: integer box-filter factor applied after rendering, at least 1. Default 1.
    ///     `scale: 2, downscale: 2` gives a 1× golden with 2×-supersampled edges.
    public static func image(at time: Double = 0, size: Size, scale: Double = 1, background: Color = .white,
                             downscale: Int = 1) -> Snapshotting<Layer> {
        Snapshotting(variant: "image") { layer in
            try validateDownscale(downscale)
            return render(layer, at: time, size: size, scale: scale, background: background).downscaled(by: downscale)
        }
    }

    /// The layer tree at each of `times`, composed into one ``Filmstrip`` (frames left to right,
    /// `t=0.25s` under each). Variant `filmstrip`.
    /// - Parameters:
    ///   - times: at least one time, in seconds on the render clock, in any order.
    ///   - size: the canvas of each frame in points.
    ///   - scale: device pixels per point. Default 1.
    ///   - background: the colour each frame is cleared to. Default opaque white.
    ///   - downscale: integer box-filter factor applied to each frame before composing (labels
    ///     stay full size), at least 1. Default 1.
    public static func filmstrip(times: [Double], size: Size, scale: Double = 1, background: Color = .white,
                                 downscale: Int = 1) -> Snapshotting<Layer> {
        .filmstrip(times: times, downscale: downscale) { layer, time in
            render(layer, at: time, size: size, scale: scale, background: background)
        }
    }

    private static func render(_ layer: Layer, at time: Double, size: Size, scale: Double, background: Color) -> Bitmap {
        Renderer().render(layer.renderTree(at: time, canvasSize: size, scale: scale, background: background))
    }
}
