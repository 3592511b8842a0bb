import FlipbookGeometry

/// An opaque shape that a later sibling paints with full coverage into the same surface:
/// earlier draws may skip the pixels it hides (front-to-back occlusion culling for the
/// common stack of full-screen opaque views; in the page-flip benchmark it spares drawing
/// the page underneath behind the turning page).
struct Occluder {
    let edges: RoundedRectEdges
    let near: [DeviceLine]

    /// The pixel columns of row centre `yc` that the occluder covers fully, within `band`.
    func hiddenRange(yc: Double, within band: PixelBox) -> (Int, Int)? {
        var (a, b) = edges.fullRange(yc: yc)
        for l in near { l.clamp(&a, &b, yc: yc, margin: 0) }
        return Rasterizer.pixels(a, b, band)
    }

    /// The occluder of `node` drawn through `device` without a clip, or nil when the node may
    /// leave any pixel of its shape less than opaque (group opacity, mask, culling, or no
    /// opaque paint covering a known shape).
    static func of(_ node: RenderNode, device: Transform3D) -> Occluder? {
        guard node.opacity >= 1, node.mask == nil, node.isDoubleSided else { return nil }
        let m = PlaneMap(device)
        guard m.isInvertible else { return nil }
        let bounds = RoundedRect(node.bounds, radius: node.cornerRadius)
        var shape: RoundedRect?
        if !bounds.rect.isEmpty, let c = node.backgroundColor, c.alpha >= 1 {
            shape = bounds
        } else if let c = node.contents, !c.destination.isEmpty, c.image.width > 0, c.image.mipChain.isOpaque {
            let dest = RoundedRect(c.destination)
            if !node.masksToBounds {
                shape = dest
            } else if dest.rect.minX <= bounds.rect.minX, dest.rect.minY <= bounds.rect.minY,
                      dest.rect.maxX >= bounds.rect.maxX, dest.rect.maxY >= bounds.rect.maxY {
                shape = bounds
            }
        }
        guard let shape else { return nil }
        return Occluder(edges: RoundedRectEdges(shape, m), near: DeviceLine.nearPlane(m))
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
