import Foundation
import FlipbookGeometry
import FlipbookRaster

extension LayerTransition {
    /// The radius of the cylinder a page curl bends the page over, as a fraction of the page's
    /// length along the curl (the bounds' height for a curl from the top or the bottom). iOS's
    /// value is private; an eighth is our estimate.
    public static let curlRadiusFraction = 0.125
    /// The length of page, in points, that one flat strip of the curl's cylinder stands for.
    static let curlStripLength = 2.0
}

/// The frame of a page curl: the page lifts at one edge of the bounds and rolls towards the
/// opposite one. `u` is the distance from the lifting edge into the page, `v` runs along it.
struct CurlFrame {
    let bounds: Rect
    /// Which edge lifts, as a ``LayerTransitionSubtype/entry``: (0, 1) the maximum y, (1, 0)
    /// the maximum x, (0, −1) the minimum y, (−1, 0) the minimum x.
    let entry: (x: Double, y: Double)

    var isHorizontal: Bool { entry.x != 0 }
    /// The page's length along the curl.
    var length: Double { isHorizontal ? abs(bounds.width) : abs(bounds.height) }

    /// The layer coordinate (x for a horizontal curl, y otherwise) at distance `u` from the
    /// lifting edge.
    func coordinate(_ u: Double) -> Double {
        if isHorizontal { return entry.x > 0 ? bounds.maxX - u : bounds.minX + u }
        return entry.y > 0 ? bounds.maxY - u : bounds.minY + u
    }

    /// The part of the bounds between distances `u0` and `u1` from the lifting edge.
    func rect(_ u0: Double, _ u1: Double) -> Rect {
        let a = coordinate(u0), b = coordinate(u1)
        let lo = min(a, b), hi = max(a, b)
        return isHorizontal
            ? Rect(x: lo, y: bounds.minY, width: hi - lo, height: bounds.height)
            : Rect(x: bounds.minX, y: lo, width: bounds.width, height: hi - lo)
    }

    /// The transform that moves the part between `u0` and `u1` so that those distances land at
    /// `to0` and `to1` (linearly in between; reversed when `to1 < to0`, the page's back).
    func placement(_ u0: Double, _ u1: Double, to to0: Double, _ to1: Double) -> Transform3D {
        let s0 = coordinate(u0), s1 = coordinate(u1)
        let t0 = coordinate(to0), t1 = coordinate(to1)
        let scale = (t1 - t0) / (s1 - s0)
        let offset = t0 - scale * s0
        return isHorizontal
            ? Transform3D(scaleX: scale, y: 1).concatenating(Transform3D(translationX: offset, y: 0))
            : Transform3D(scaleX: 1, y: scale).concatenating(Transform3D(translationX: 0, y: offset))
    }

    /// An axial gradient across the part between `u0` (colour `a`) and `u1` (colour `b`).
    func gradient(_ u0: Double, _ u1: Double, from a: Color, to b: Color) -> GradientPaint {
        let c0 = coordinate(u0), c1 = coordinate(u1)
        let mid = isHorizontal ? bounds.midY : bounds.midX
        let start = isHorizontal ? Point(x: c0, y: mid) : Point(x: mid, y: c0)
        let end = isHorizontal ? Point(x: c1, y: mid) : Point(x: mid, y: c1)
        return GradientPaint(
            stops: [GradientStop(location: 0, color: a), GradientStop(location: 1, color: b)],
            start: start, end: end)
    }
}

extension Layer {
    /// A page curl at progress `p` (see the article “Layer transitions”): `page`, the look that
    /// curls away, rasterized in the bounds, lifts at `entry`'s edge and rolls over a cylinder
    /// of radius ``LayerTransition/curlRadiusFraction`` of its length, whose axis moves from
    /// that edge to a radius past the opposite one, uncovering `under`. The rolled part is cut
    /// into strips of ``LayerTransition/curlStripLength`` points, each a flat piece of the
    /// page projected onto the screen (seen from the front, no perspective), shaded by the
    /// cylinder's slope; past half a turn the page shows its back, a light paper through which
    /// the mirrored content shows faintly, and it lies flat over the page still to roll. A
    /// shadow falls on `under` along the cylinder. All of it is clipped to the bounds.
    func curlNodes(page: Image, under: RenderNode?, entry: (x: Double, y: Double), progress p: Double) -> [RenderNode] {
        let frame = CurlFrame(bounds: bounds, entry: entry)
        let length = frame.length
        guard length > 0, abs(bounds.width) > 0, abs(bounds.height) > 0 else { return under.map { [$0] } ?? [] }
        // The axis runs from the lifting edge to a radius past the opposite one, where the
        // cylinder has left the bounds.
        let radius = length * LayerTransition.curlRadiusFraction
        let crease = min(max(p, 0), 1) * (length + radius)
        var nodes = under.map { [$0] } ?? []

        func piece(_ u0: Double, _ u1: Double, placement: Transform3D, overlay: Color?) -> RenderNode? {
            let rect = frame.rect(u0, u1)
            guard rect.width > 0, rect.height > 0 else { return nil }
            let source = Rect(
                x: (rect.minX - bounds.minX) / bounds.width, y: (rect.minY - bounds.minY) / bounds.height,
                width: rect.width / bounds.width, height: rect.height / bounds.height)
            var node = RenderNode(
                transform: placement, bounds: rect,
                contents: ContentsPaint(image: page, destination: rect, sourceRect: source))
            // The strips abut: hard edges partition the pixels along their joins (no seams).
            node.antialiasedEdges = []
            if let overlay, overlay.alpha > 0 { node.children = [RenderNode(bounds: rect, backgroundColor: overlay)] }
            return node
        }

        // The shadow the cylinder casts on the look below, just before its lowest edge.
        let spread = radius / 2
        let shadowEnd = crease - radius, shadowStart = shadowEnd - spread
        if crease > 0, shadowEnd > 0, shadowStart < length {
            let lo = max(shadowStart, 0), hi = min(shadowEnd, length)
            let strength = min(crease / radius, 1) * 0.3
            var shadow = RenderNode(
                bounds: frame.rect(lo, hi),
                gradient: frame.gradient(
                    shadowStart, shadowEnd, from: Color(white: 0, alpha: 0), to: Color(white: 0, alpha: strength)))
            shadow.antialiasedEdges = []
            nodes.append(shadow)
        }
        // The page still flat.
        if crease < length, let flat = piece(max(crease, 0), length, placement: .identity, overlay: nil) {
            nodes.append(flat)
        }
        // The page on the cylinder, from the crease round: each strip a chord of the arc.
        // (`d`, the distance from the crease along the page, runs up to half a turn and stays
        // on the page: past `length` from the lifting edge there is none.)
        let first = max(crease - length, 0), last = min(crease, Double.pi * radius)
        let count = last > first ? Int(((last - first) / LayerTransition.curlStripLength).rounded(.up)) : 0
        if count > 0 {
            let step = (last - first) / Double(count)
            func position(_ d: Double) -> Double { crease - radius * sin(d / radius) }
            for i in 0..<count {
                let d0 = first + Double(i) * step, d1 = first + Double(i + 1) * step
                let to0 = position(d1), to1 = position(d0)
                guard abs(to1 - to0) > 1e-6 else { continue }
                let cosine = cos((d0 + d1) / 2 / radius)
                let overlay =
                    cosine >= 0
                    ? Color(white: 0, alpha: 0.25 * (1 - cosine))
                    : Color(white: 0.75 - 0.2 * cosine, alpha: 0.85)
                if let strip = piece(
                    crease - d1, crease - d0, placement: frame.placement(crease - d1, crease - d0, to: to0, to1),
                    overlay: overlay)
                {
                    nodes.append(strip)
                }
            }
        }
        // The page past half a turn, flat on top and facing away.
        if crease > Double.pi * radius {
            let end = crease - Double.pi * radius
            let over = crease + end
            if let back = piece(
                0, end, placement: frame.placement(0, end, to: over, crease), overlay: Color(white: 0.95, alpha: 0.85))
            {
                nodes.append(back)
            }
        }
        // Clipped to the bounds (with the layer's edges): the page leaves over the far edge.
        return [clipped(nodes)]
    }
}
