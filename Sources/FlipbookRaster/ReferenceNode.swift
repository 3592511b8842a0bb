import FlipbookGeometry

/// A node prepared for the reference renderer: its plane map and its children's, and its
/// shadow image. Colours are premultiplied RGBA in 0…1.
final class ReferenceNode {
    let node: RenderNode
    let map: PlaneMap
    let isCulled: Bool
    let children: [ReferenceNode]
    let mask: ReferenceNode?
    let bounds: RoundedRect
    /// The device lines of the bounds (for the pixel-centre test of aliased sides).
    let boundsEdges: RoundedRectEdges
    /// The contents' destination, with the bounds' aliased sides, and its device lines.
    let contentsRect: RoundedRect?
    let contentsEdges: RoundedRectEdges?
    let inner: RoundedRect?
    let shadow: (image: Bitmap, dest: Rect, scale: Double)?
    let shape: ReferenceShape?

    init(_ node: RenderNode, parent: Transform3D, scale: Double, samples: Int) {
        self.node = node
        let device = node.transform.concatenating(parent)
        map = PlaneMap(device)
        isCulled = !(node.opacity > 0) || (!node.isDoubleSided && NodeGeometry.facesAway(node, map))
        children = node.children.map { ReferenceNode($0, parent: device, scale: scale, samples: samples) }
        mask = node.mask.map { ReferenceNode($0.node, parent: device, scale: scale, samples: samples) }
        bounds = RoundedRect(node.bounds, radius: node.cornerRadius, corners: node.maskedCorners,
                             aliased: node.aliasedEdges)
        boundsEdges = RoundedRectEdges(bounds, map)
        let contentsRect = node.contents.map { RoundedRect($0.destination, aliased: node.aliasedEdges) }
        self.contentsRect = contentsRect
        let planeMap = map
        contentsEdges = contentsRect.map { RoundedRectEdges($0, planeMap) }
        shape = node.shape.flatMap { ReferenceShape($0, map: planeMap) }
        let innerRect = bounds.rect.insetBy(dx: node.borderWidth, dy: node.borderWidth)
        inner = innerRect.isEmpty ? nil : RoundedRect(innerRect, radius: max(0, bounds.radius - node.borderWidth), corners: bounds.corners)
        if let s = NodeGeometry.visibleShadow(node), !isCulled {
            shadow = ReferenceNode.shadowImage(node, s, scale: scale, samples: samples)
        } else {
            shadow = nil
        }
    }

    /// The node's own alpha (its shadow path's, when it has one) rendered by the reference
    /// renderer in its bounds space at `scale`, blurred (σ = radius · scale) and coloured;
    /// placed at `dest` (points, offset applied).
    private static func shadowImage(_ node: RenderNode, _ s: ShadowPaint, scale: Double,
                                    samples: Int) -> (Bitmap, Rect, Double)? {
        // The reference renderer is for tests: it blurs exactly, within a bitmap of bounded size.
        let sigma = PixelMath.clamped(s.radius * scale, 0, 4096)
        let pad = Int((3 * sigma).rounded(.up)) + 1
        var box = NodeGeometry.deviceBox(node.shadowCaster(s), device: Transform3D(scaleX: scale, y: scale),
                                         scale: scale, includingShadow: false)
        box = PixelBox(x0: box.x0 - pad, y0: box.y0 - pad, x1: box.x1 + pad, y1: box.y1 + pad)
        guard !box.isEmpty, box.width * box.height <= 1 << 24 else { return nil }
        var own = node.shadowCaster(s)
        own.transform = Transform3D(translationX: Double(-box.x0) / scale, y: Double(-box.y0) / scale)
        own.opacity = 1
        own.shadow = nil
        own.isDoubleSided = true
        let tree = RenderTree(pixelWidth: box.width, pixelHeight: box.height, scale: scale,
                              background: .clear, nodes: [own])
        let alpha = Surface(ReferenceRenderer(samplesPerAxis: samples).render(tree))
        let image = ShadowImage.make(alphaOf: alpha, sigma: sigma, color: s.color)
        let dest = Rect(x: Double(box.x0) / scale + s.offset.width, y: Double(box.y0) / scale + s.offset.height,
                        width: Double(box.width) / scale, height: Double(box.height) / scale)
        return (image, dest, scale)
    }

    /// True when sample `p` of pixel `(px, py)` lies in `r`: inside its anti-aliased sides and
    /// corners at the sample, inside its aliased sides at the pixel's centre.
    static func covers(_ r: RoundedRect, _ edges: RoundedRectEdges, _ p: (x: Double, y: Double),
                       _ px: Int, _ py: Int) -> Bool {
        r.softSignedDistance(p.x, p.y).d < 0 && edges.centreInsideHardSides(px, py)
    }

    /// The node's group result at device point `(X, Y)` of pixel `(px, py)`, opacity applied.
    func sample(_ X: Double, _ Y: Double, pixel px: Int, _ py: Int) -> SIMD4<Double> {
        if isCulled { return .zero }
        var acc = SIMD4<Double>()
        let p = map.unproject(X, Y)
        let inBoundsAt = { (p: (x: Double, y: Double)) in ReferenceNode.covers(self.bounds, self.boundsEdges, p, px, py) }
        let inClip = !node.masksToBounds || (p.map(inBoundsAt) ?? false)
        if let p {
            let inBounds = inBoundsAt(p)
            if let s = shadow, RoundedRect(s.dest).contains(p.x, p.y) {
                acc = ReferenceNode.over(ReferenceNode.texel(s.image, sourceRect: nil, dest: s.dest, p), acc)
            }
            if inBounds, let c = node.backgroundColor { acc = ReferenceNode.over(ReferenceNode.premultiplied(c), acc) }
            if inBounds, let g = node.gradient, !g.stops.isEmpty {
                let ramp = GradientRamp(stops: g.stops)
                let t = GradientRamp.parameter(of: g, x: p.x, y: p.y)
                let c = t.map { ramp.color(at: $0) } ?? g.stops[g.stops.count - 1].color
                acc = ReferenceNode.over(ReferenceNode.premultiplied(c), acc)
            }
            if inClip, let c = node.contents, c.image.width > 0, c.image.height > 0,
               let r = contentsRect, let e = contentsEdges, ReferenceNode.covers(r, e, p, px, py) {
                acc = ReferenceNode.over(ReferenceNode.texel(c.image.bitmap, sourceRect: c.sourceRect,
                                                             dest: c.destination, p), acc)
            }
            if inClip, let shape { acc = shape.over(acc, at: p) }
        }
        if inClip {
            for child in children { acc = ReferenceNode.over(child.sample(X, Y, pixel: px, py), acc) }
        }
        if let p, node.borderWidth > 0, inBoundsAt(p), !(inner?.contains(p.x, p.y) ?? false) {
            acc = ReferenceNode.over(ReferenceNode.premultiplied(node.borderColor), acc)
        }
        if let mask { acc *= mask.sample(X, Y, pixel: px, py)[3] }
        return acc * min(node.opacity, 1)
    }

    /// Source-over of premultiplied colours.
    static func over(_ s: SIMD4<Double>, _ d: SIMD4<Double>) -> SIMD4<Double> { s + d * (1 - s[3]) }

    /// A straight-alpha colour, clamped and premultiplied.
    static func premultiplied(_ c: Color) -> SIMD4<Double> {
        let a = min(max(c.alpha, 0), 1)
        return SIMD4(min(max(c.red, 0), 1) * a, min(max(c.green, 0), 1) * a, min(max(c.blue, 0), 1) * a, a)
    }

    /// Bilinear sample (edge texels repeat) of `image` at plane point `p`, where the image
    /// part `sourceRect` (unit coordinates; nil = whole) lands on `dest`.
    static func texel(_ image: Bitmap, sourceRect: Rect?, dest: Rect, _ p: (x: Double, y: Double)) -> SIMD4<Double> {
        let src = sourceRect ?? Rect(x: 0, y: 0, width: 1, height: 1)
        let w = Double(image.width), h = Double(image.height)
        var s = ((p.x - dest.origin.x) / dest.width * src.width + src.origin.x) * w - 0.5
        var t = ((p.y - dest.origin.y) / dest.height * src.height + src.origin.y) * h - 0.5
        s = PixelMath.clamped(s, -2, w + 2); t = PixelMath.clamped(t, -2, h + 2)
        let x0 = Int(s.rounded(.down)), y0 = Int(t.rounded(.down))
        let fx = s - Double(x0), fy = t - Double(y0)
        func px(_ x: Int, _ y: Int) -> SIMD4<Double> {
            let cx = min(max(x, 0), image.width - 1), cy = min(max(y, 0), image.height - 1)
            let o = (cy * image.width + cx) * 4
            return SIMD4(Double(image.bytes[o]), Double(image.bytes[o + 1]),
                         Double(image.bytes[o + 2]), Double(image.bytes[o + 3])) / 255
        }
        let top = px(x0, y0) * (1 - fx) + px(x0 + 1, y0) * fx
        let bottom = px(x0, y0 + 1) * (1 - fx) + px(x0 + 1, y0 + 1) * fx
        return top * (1 - fy) + bottom * fy
    }
}
