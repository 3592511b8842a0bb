import FlipbookGeometry
import FlipbookLayers
import FlipbookRaster

/// A layer with `frame` set (identity transform), optionally named and coloured.
func makeLayer(_ frame: Rect, name: String? = nil, color: Color? = nil) -> Layer {
    let layer = Layer()
    layer.frame = frame
    layer.name = name
    layer.backgroundColor = color
    return layer
}

/// A solid image of `width × height` pixels.
func makeImage(width: Int, height: Int, fill: Pixel = Pixel(r: 255, g: 0, b: 0, a: 255)) -> Image {
    Image(Bitmap(width: width, height: height, fill: fill))
}

/// Maps `p` (in the bounds space of the last node of `path`) to canvas points, composing the
/// node transforms from the innermost node outwards, then dividing by w.
func canvasPoint(_ p: Point, path: [RenderNode]) -> Point {
    var m = Transform3D.identity
    for node in path.reversed() { m = m.concatenating(node.transform) }
    return p.applying(m)
}

