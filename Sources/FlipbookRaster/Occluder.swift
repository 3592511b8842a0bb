import FlipbookGeometry

/// An opaque shape that a later paint draws with full coverage into the same surface: earlier
/// draws skip the pixels it hides (front-to-back occlusion culling for the common stack of
/// opaque views; in the page-flip benchmark it spares drawing the page underneath behind the
/// turning page).
///
/// The shape is the intersection of ``PlacedShape``s: the paint's own shape, its analytic clip
/// and the clips of ancestors with `masksToBounds`. A pixel is hidden when it lies fully inside
/// every part. Relative to one earlier draw, a part that contains one of the draw's own bounding
/// shapes hides every sample of the draw within it, so it no longer restricts the hidden pixels:
/// when all parts do, the whole draw is hidden, anti-aliased edge pixels included. That is what
/// removes the light fringe of a background under an opaque image with the same frame, or of
/// layers under an opaque sublayer along a coincident rounded clip.
struct Occluder {
    /// One bounding shape with the device lines of an inscribed polygon and of its visible region.
    struct Part {
        let placed: PlacedShape
        let inside: InscribedPolygon
        let near: [DeviceLine]
    }

    private(set) var parts: [Part] { didSet { rowClamps = Occluder.rowClamps(parts) } }
    /// Every part's row tests (its inscribed polygon's, then its near-plane lines) in one list,
    /// in the order ``hiddenRange(yc:within:)`` applies them.
    private var rowClamps: [RowClamp]

    /// The occluder bounded by `shapes` (all of them must be painted opaquely where they meet).
    init(_ shapes: [PlacedShape]) {
        parts = shapes.map { Part(placed: $0, inside: InscribedPolygon($0.shape, $0.map), near: DeviceLine.nearPlane($0.map)) }
        rowClamps = Occluder.rowClamps(parts)
    }

    private static func rowClamps(_ parts: [Part]) -> [RowClamp] {
        parts.flatMap { $0.inside.rowClamps + $0.near.map { RowClamp($0, margin: 0) } }
    }

    /// True when no part restricts the hidden pixels: the draw it was made relative to is hidden.
    var hidesEverything: Bool { parts.isEmpty }

    /// This occluder for a draw that lies inside each of `drawn`: the parts that contain one of
    /// them are dropped (they hide the draw's samples wherever the other parts do).
    func relative(to drawn: [PlacedShape]) -> Occluder {
        var o = self
        o.parts.removeAll { part in drawn.contains { part.placed.contains($0) } }
        return o
    }

    /// The pixel columns of row centre `yc` that lie fully inside every part, within `band`.
    func hiddenRange(yc: Double, within band: PixelBox) -> (Int, Int)? {
        var a = -Double.infinity, b = Double.infinity
        rowClamps.withUnsafeBufferPointer { tests in
            for t in tests { t.clamp(&a, &b, yc: yc) }
        }
        if a == -.infinity && b == .infinity { return (band.x0, band.x1 - 1) }
        return Rasterizer.pixels(a, b, band)
    }

    /// The occluder of `node` drawn through `device` inside `clips` (the clip shapes of its
    /// ancestors), or nil when the node may leave any pixel of its shape less than opaque
    /// (group opacity, mask, back-face culling, or no opaque paint covering a known shape).
    static func of(_ node: RenderNode, device: Transform3D, clips: [PlacedShape]) -> Occluder? {
        guard node.opacity >= 1, node.mask == nil else { return nil }
        let m = PlaneMap(device)
        guard m.isInvertible, node.isDoubleSided || !NodeGeometry.facesAway(node, m) else { return nil }
        let bounds = RoundedRect(node.bounds, radius: node.cornerRadius, corners: node.maskedCorners,
                                 aliased: node.aliasedEdges)
        if !bounds.rect.isEmpty, let c = node.backgroundColor, c.alpha >= 1 {
            return Occluder([PlacedShape(shape: bounds, map: m)] + clips)
        }
        return ofContents(node, map: m, clips: clips)
    }

    /// The occluder of the node's own contents (an opaque image, clipped to the rounded bounds
    /// when `masksToBounds`) drawn through `m` inside `clips`, or nil.
    static func ofContents(_ node: RenderNode, map m: PlaneMap, clips: [PlacedShape]) -> Occluder? {
        guard let c = node.contents, !c.destination.isEmpty, c.image.width > 0, c.image.height > 0,
              c.image.baseMipLevel.isOpaque else { return nil }
        var shapes = [PlacedShape(shape: RoundedRect(c.destination, aliased: node.aliasedEdges), map: m)]
        if node.masksToBounds {
            let bounds = RoundedRect(node.bounds, radius: node.cornerRadius, corners: node.maskedCorners,
                                     aliased: node.aliasedEdges)
            guard !bounds.rect.isEmpty else { return nil }
            shapes.append(PlacedShape(shape: bounds, map: m))
        }
        return Occluder(shapes + clips)
    }
}

/// Up to a few disjoint pixel spans `[a, b]` of a row: a span minus occluded ranges.
struct OccludedSpans {
    private var spans: [(Int, Int)]
    init(_ a: Int, _ b: Int) { spans = [(a, b)] }

    var count: Int { spans.count }
    subscript(i: Int) -> (Int, Int) { spans[i] }

    /// Removes `[h0, h1]` from every span.
    mutating func subtract(_ hidden: (Int, Int)?) {
        guard let (h0, h1) = hidden else { return }
        var out: [(Int, Int)] = []
        for (a, b) in spans {
            if h1 < a || h0 > b { out.append((a, b)); continue }
            if h0 > a { out.append((a, h0 - 1)) }
            if h1 < b { out.append((h1 + 1, b)) }
        }
        spans = out
    }
}
