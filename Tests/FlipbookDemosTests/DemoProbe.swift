import FlipbookAnimation
import FlipbookGeometry
import FlipbookKit
import FlipbookRaster
@testable import FlipbookDemos

/// Reads positions off a demo's frames: finds a node in a `RenderTree` and maps its points to
/// the screen, the way the rasterizer will.
struct DemoProbe {
    let tree: RenderTree

    /// The screen point (canvas points) of `point`, given in the bounds space of the first node
    /// (depth-first, back to front) that draws `image` as its contents.
    func screenPoint(_ point: Point, inNodeShowing image: Image) -> Point? {
        guard let path = path(in: tree.nodes, where: { $0.contents?.image == image }) else { return nil }
        let toCanvas = path.reversed().reduce(Transform3D.identity) { $0.concatenating($1.transform) }
        return point.applying(toCanvas)
    }

    /// The nodes from a top-level node down to the first node matching `predicate`.
    private func path(in nodes: [RenderNode], where predicate: (RenderNode) -> Bool) -> [RenderNode]? {
        for node in nodes {
            if predicate(node) { return [node] }
            if let rest = path(in: node.children, where: predicate) { return [node] + rest }
        }
        return nil
    }
}

/// The inverse of a timing curve: the time fraction `u` at which `curve` reaches `progress`.
func timeFraction(reaching progress: Double, on curve: AnimationCurve) -> Double {
    var low = 0.0, high = 1.0
    for _ in 0..<60 {
        let mid = (low + high) / 2
        if curve.progress(at: mid) < progress { low = mid } else { high = mid }
    }
    return (low + high) / 2
}

/// The presentation frame of a view's layer at the application's current time, in its
/// superview's coordinates (identity transform assumed).
func presentationFrame(of view: View, at time: Double) -> Rect {
    let layer = view.layer.presentation(atRootTime: time)
    let size = layer.bounds.size
    return Rect(x: layer.position.x - layer.anchorPoint.x * size.width,
                y: layer.position.y - layer.anchorPoint.y * size.height,
                width: size.width, height: size.height)
}

/// `a` and `b` are within `tolerance` of each other in every component.
func isClose(_ a: Rect, _ b: Rect, tolerance: Double = 0.05) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
