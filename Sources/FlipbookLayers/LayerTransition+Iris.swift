import FlipbookGeometry
import FlipbookRaster
import Foundation

extension LayerTransition {
    /// The number of blades of the camera iris transitions' shutter (Flipbook's choice).
    public static let irisBlades = 6
    /// The shutter's blades: a dark grey.
    static let irisBladeColor = Color(white: 0.16)
    /// The edges between the blades: a lighter grey, 1 pt wide.
    static let irisEdgeColor = Color(white: 0.34)
}

extension Layer {
    /// A camera iris shutter over `look` (see the article “Layer transitions”): blades outside a
    /// regular polygon aperture of ``LayerTransition/irisBlades`` sides centred in the bounds,
    /// `opening` 1 wide enough to uncover the bounds' corners, 0 closed; the aperture turns a
    /// blade's angle as it closes. Clipped to the bounds.
    func irisNodes(over look: RenderNode?, opening: Double) -> [RenderNode] {
        let width = abs(bounds.width), height = abs(bounds.height)
        guard width > 0, height > 0 else { return look.map { [$0] } ?? [] }
        let blades = LayerTransition.irisBlades
        let open = min(max(opening, 0), 1)
        let step = 2 * Double.pi / Double(blades)
        // The aperture's inscribed circle reaches the corners when fully open.
        let full = (width * width + height * height).squareRoot() / 2 / cos(step / 2)
        let radius = full * open
        let turn = (1 - open) * step - Double.pi / 2
        let centre = Point(x: bounds.midX, y: bounds.midY)
        let vertices = (0..<blades).map { k in
            let a = turn + Double(k) * step
            return Point(x: centre.x + radius * cos(a), y: centre.y + radius * sin(a))
        }
        var nodes = look.map { [$0] } ?? []
        guard open < 1 else { return [clipped(nodes)] }
        var shutter = Path(rect: bounds)
        if radius > 0 {
            shutter.move(to: vertices[0])
            for v in vertices.dropFirst() { shutter.addLine(to: v) }
            shutter.closeSubpath()
        }
        nodes.append(
            RenderNode(
                bounds: bounds,
                shape: ShapePaint(path: shutter, fillColor: LayerTransition.irisBladeColor, fillRule: .evenOdd)))
        // Each blade's edge runs on from a corner of the aperture along the side that ends there.
        var edges = Path()
        let reach = full * 2 + 1
        for k in 0..<blades {
            let from = vertices[(k + blades - 1) % blades], to = vertices[k]
            let a = radius > 0 ? atan2(to.y - from.y, to.x - from.x) : turn + Double(k) * step + Double.pi / 2
            edges.move(to: to)
            edges.addLine(to: Point(x: to.x + reach * cos(a), y: to.y + reach * sin(a)))
        }
        nodes.append(
            RenderNode(
                bounds: bounds,
                shape: ShapePaint(path: edges, fillColor: nil, strokeColor: LayerTransition.irisEdgeColor, lineWidth: 1)))
        return [clipped(nodes)]
    }
}
