import FlipbookGeometry

/// The fast software renderer: RenderTree → premultiplied RGBA8 ``Bitmap``.
///
/// Single-threaded and deterministic (the same tree gives the same bytes); render frames in
/// parallel by calling it from several threads. Every node's plane is drawn through its 2D
/// homography with analytic anti-aliasing, perspective-correct mipmapped textures, gradient
/// lookup tables, offscreen opacity groups limited to their bounding box, coverage clip masks
/// for `masksToBounds`, and Gaussian shadows. The articles "Rendering model" and "Rendering differences" describe the model and its limits.
public struct Renderer {
    /// A renderer; it holds no state.
    public init() {}

    /// Renders `tree` into a `pixelWidth × pixelHeight` bitmap cleared to `tree.background`.
    public func render(_ tree: RenderTree) -> Bitmap {
        let w = max(tree.pixelWidth, 0), h = max(tree.pixelHeight, 0)
        guard w > 0 && h > 0 else { return Bitmap(width: w, height: h) }
        let fill = PixelMath.pack(tree.background.premultiplied8)
        let bytes = [UInt8](unsafeUninitializedCapacity: w * h * 4) { buffer, count in
            let pixels = UnsafeMutableRawPointer(buffer.baseAddress!).bindMemory(to: UInt32.self, capacity: w * h)
            pixels.initialize(repeating: fill, count: w * h)
            let surface = Surface(width: w, height: h, borrowing: pixels)
            // Non-finite values draw nothing (see RenderTree.sanitized).
            let tree = tree.sanitized()
            var compositor = Compositor(scale: tree.scale)
            // A backdrop reads pixels around its bounds, so nothing may skip pixels that a
            // later opaque node hides (see BackdropFilter).
            compositor.cullsOccluded = !tree.nodes.contains { $0.hasBackdrop }
            let base = Transform3D(scaleX: tree.scale, y: tree.scale)
            compositor.drawSiblings(tree.nodes, parent: base, into: surface, clip: nil, occluders: [])
            count = w * h * 4
        }
        return Bitmap(width: w, height: h, bytes: bytes)
    }
}

/// The fast renderer's tree walk: groups, clips, masks and shadows around ``Rasterizer``.
struct Compositor {
    /// Device pixels per point, for shadow blur radii.
    let scale: Double
    /// The largest σ (device pixels) blurred at full resolution; tests raise it to compare the
    /// downsampled blur with the exact one. Default ``ShadowPlan/exactSigma``.
    var exactShadowSigma = ShadowPlan.exactSigma
    /// Whether draws skip the pixels that later opaque nodes hide. Default true; false for a
    /// tree with a backdrop, which reads what lies under later nodes too.
    var cullsOccluded = true
    /// The surfaces behind the offscreen group being drawn, for backdrops. Default nil.
    var backdropBehind: BackdropBehind?
    /// Draws no backdrops (a shadow's or a mask's alpha pass). Default false.
    var skipsBackdrops = false

    /// At most this many occluders are tracked per draw (the nearest later siblings).
    static let maxOccluders = 6

    /// Draws `nodes` back to front; each one skips the pixels that a later opaque sibling
    /// (or an inherited occluder) hides. Under a clip mask, an occluder includes the mask's shapes.
    func drawSiblings(_ nodes: [RenderNode], parent: Transform3D, into surface: Surface, clip: CoverageMask?,
                      occluders inherited: [Occluder]) {
        guard cullsOccluded else {
            for node in nodes { draw(node, parent: parent, into: surface, clip: clip) }
            return
        }
        var later: [Occluder?] = Array(repeating: nil, count: nodes.count)
        if nodes.count > 1 {
            let clips = clip?.shapes ?? []
            for i in 1..<nodes.count {
                later[i] = Occluder.of(nodes[i], device: nodes[i].transform.concatenating(parent), clips: clips)
            }
        }
        var suffix: [Occluder] = []
        var lists: [[Occluder]] = Array(repeating: [], count: nodes.count)
        for i in stride(from: nodes.count - 1, through: 0, by: -1) {
            lists[i] = Array((suffix + inherited).prefix(Compositor.maxOccluders))
            if let o = later[i] { suffix.insert(o, at: 0) }
        }
        for (i, node) in nodes.enumerated() {
            draw(node, parent: parent, into: surface, clip: clip, occluders: lists[i])
        }
    }

    /// Draws `node` (and its subtree) whose parent plane maps to the surface by `parent`.
    func draw(_ node: RenderNode, parent: Transform3D, into surface: Surface, clip: CoverageMask?,
              occluders: [Occluder] = []) {
        guard node.opacity.isFinite, node.opacity > 0 else { return }
        let opacity8 = UInt32((min(node.opacity, 1) * 255).rounded())
        let device = node.transform.concatenating(parent)
        // Finite matrices can still multiply to infinity (1e200 · 1e200).
        guard opacity8 > 0, device.isFinite else { return }
        if !node.isDoubleSided && NodeGeometry.facesAway(node, PlaneMap(device)) { return }
        let shadow = NodeGeometry.visibleShadow(node)
        guard opacity8 < 255 || node.mask != nil || shadow != nil else {
            drawContent(node, device: device, into: surface, clip: clip, occluders: occluders)
            return
        }
        if node.mask == nil && shadow == nil && node.children.isEmpty && Compositor.paintCount(node) <= 1 {
            // A group of one draw equals that draw with its alpha scaled: no offscreen needed.
            drawContent(node, device: device, into: surface, clip: clip, opacity: opacity8, occluders: occluders)
            return
        }
        let box = NodeGeometry.deviceBox(node, device: device, scale: scale)
            .intersection(surface.box).intersection(clip?.box ?? surface.box)
        guard !box.isEmpty else { return }
        let group = Surface(width: box.width, height: box.height)
        let shifted = device.concatenating(Transform3D(translationX: Double(-box.x0), y: Double(-box.y0)))
        if let shadow { drawShadow(node, shadow, device: shifted, into: group) }
        var inner = self
        if !skipsBackdrops && node.hasBackdrop {
            inner.backdropBehind = BackdropBehind(surface: surface, x: box.x0, y: box.y0, outer: backdropBehind)
        }
        inner.drawContent(node, device: shifted, into: group, clip: nil)
        if let mask = node.mask { applyMask(mask.node, device: shifted, to: group) }
        surface.composite(group, atX: box.x0, y: box.y0, opacity: opacity8, clip: clip)
    }

    /// Background, gradient, contents, children and border, without the opacity group.
    ///
    /// The node's own paints also skip what its opaque contents and its opaque children hide
    /// (a background under an opaque image view with the same frame draws nothing, so its
    /// anti-aliased edge does not leak through the image's).
    func drawContent(_ node: RenderNode, device: Transform3D, into surface: Surface, clip: CoverageMask?,
                     opacity: UInt32 = 255, occluders: [Occluder] = []) {
        let m = PlaneMap(device)
        let bounds = RoundedRect(node.bounds, radius: node.cornerRadius, corners: node.maskedCorners,
                                 aliased: node.aliasedEdges)
        let hasArea = !bounds.rect.isEmpty
        let children = opacity == 255 && cullsOccluded ? childOccluders(node, map: m, device: device, clip: clip) : []
        let underChildren = Array((children + occluders).prefix(Compositor.maxOccluders))
        var underContents = underChildren
        if opacity == 255, cullsOccluded, let o = Occluder.ofContents(node, map: m, clips: clip?.shapes ?? []) {
            underContents = Array(([o] + underChildren).prefix(Compositor.maxOccluders))
        }
        var raster = Rasterizer(surface: surface, clip: clip, opacity: opacity, occluders: underContents)
        if hasArea, !skipsBackdrops, let b = node.backdrop {
            drawBackdrop(b, bounds: bounds, map: m, into: surface, clip: clip, opacity: opacity)
        }
        if hasArea, let c = node.backgroundColor, c.alpha > 0 {
            raster.fill(PlaneShape(outer: bounds), map: m, paint: .solid(PixelMath.pack(c.premultiplied8)))
        }
        if hasArea, let g = node.gradient, let paint = GradientShader.make(g) {
            raster.fill(PlaneShape(outer: bounds), map: m, paint: paint)
        }
        raster.occluders = underChildren
        if let c = node.contents, !c.destination.isEmpty, c.image.width > 0, c.image.height > 0 {
            let shape = PlaneShape(outer: RoundedRect(c.destination, aliased: node.aliasedEdges),
                                   clip: node.masksToBounds ? bounds : nil)
            raster.fill(shape, map: m, paint: .image(ImageShader(c, m)))
        }
        raster.occluders = occluders
        if let shape = node.shape { drawShape(shape, node: node, map: m, raster: raster, bounds: bounds) }
        if !node.children.isEmpty {
            var childClip = clip
            if node.masksToBounds {
                guard hasArea else { return }
                childClip = raster.mask(PlaneShape(outer: bounds), map: m)
            }
            if childClip?.box.isEmpty != true {
                drawSiblings(node.children, parent: device, into: surface, clip: childClip, occluders: occluders)
            }
        }
        if hasArea && node.borderWidth > 0 && node.borderColor.alpha > 0 {
            let w = node.borderWidth
            let inner = bounds.rect.insetBy(dx: w, dy: w)
            let hole = inner.isEmpty ? nil : RoundedRect(inner, radius: max(0, bounds.radius - w), corners: bounds.corners)
            raster.fill(PlaneShape(outer: bounds, hole: hole), map: m,
                        paint: .solid(PixelMath.pack(node.borderColor.premultiplied8)))
        }
    }

    /// The occluders of the node's children (topmost first), which draw over its own paints;
    /// inside the node's clip when it has `masksToBounds`.
    func childOccluders(_ node: RenderNode, map m: PlaneMap, device: Transform3D, clip: CoverageMask?) -> [Occluder] {
        guard !node.children.isEmpty else { return [] }
        var clips = clip?.shapes ?? []
        if node.masksToBounds {
            let bounds = RoundedRect(node.bounds, radius: node.cornerRadius, corners: node.maskedCorners,
                                     aliased: node.aliasedEdges)
            guard !bounds.rect.isEmpty else { return [] }
            clips.append(PlacedShape(shape: bounds, map: m))
        }
        var found: [Occluder] = []
        for child in node.children.reversed() where found.count < Compositor.maxOccluders {
            if let o = Occluder.of(child, device: child.transform.concatenating(device), clips: clips) { found.append(o) }
        }
        return found
    }

    /// How many of background, gradient, contents, shape fill, shape stroke and border the node draws.
    static func paintCount(_ node: RenderNode) -> Int {
        let hasArea = !node.bounds.isEmpty
        var n = 0
        if hasArea, let c = node.backgroundColor, c.alpha > 0 { n += 1 }
        if hasArea, let g = node.gradient, !g.stops.isEmpty { n += 1 }
        if node.contents != nil { n += 1 }
        if hasArea, let b = node.backdrop, !b.isIdentity { n += 1 }
        if let s = node.shape { n += (s.drawsFill ? 1 : 0) + (s.drawsStroke ? 1 : 0) }
        if hasArea && node.borderWidth > 0 && node.borderColor.alpha > 0 { n += 1 }
        return n
    }

    /// Multiplies `group` by the alpha of the mask node drawn through `device` (the host's).
    func applyMask(_ mask: RenderNode, device: Transform3D, to group: Surface) {
        let alpha = Surface(width: group.width, height: group.height)
        var plain = self
        plain.skipsBackdrops = true
        plain.backdropBehind = nil
        plain.draw(mask, parent: device, into: alpha, clip: nil)
        for i in 0..<(group.width * group.height) {
            group.pixels[i] = PixelMath.scale(group.pixels[i], by: alpha.pixels[i] >> 24)
        }
    }

    /// The node's shadow: its composited alpha (its shadow path, filled, when it has one)
    /// rendered in its own bounds space (at `scale`, or lower for a wide blur, see
    /// ``ShadowPlan``), blurred, coloured, and drawn through `device`, offset.
    func drawShadow(_ node: RenderNode, _ shadow: ShadowPaint, device: Transform3D, into surface: Surface) {
        let m = PlaneMap(device)
        let visible = ShadowPlan.visibleRect(m, surface.box)
        let caster = node.shadowCaster(shadow)
        guard let plan = ShadowPlan(caster, shadow, scale: scale, visible: visible, exactSigma: exactShadowSigma) else { return }
        let s = plan.pixelsPerPoint, box = plan.box
        let layer = Surface(width: box.width, height: box.height)
        let shifted = Transform3D(scaleX: s, y: s).concatenating(Transform3D(translationX: Double(-box.x0), y: Double(-box.y0)))
        var plain = self
        plain.skipsBackdrops = true
        plain.backdropBehind = nil
        plain.drawContent(caster, device: shifted, into: layer, clip: nil)
        if let mask = node.mask { applyMask(mask.node, device: shifted, to: layer) }
        let image = Image(ShadowImage.make(alphaOf: layer, sigma: plan.sigma, color: shadow.color))
        let dest = Rect(x: Double(box.x0) / s + shadow.offset.width, y: Double(box.y0) / s + shadow.offset.height,
                        width: Double(box.width) / s, height: Double(box.height) / s)
        Rasterizer(surface: surface, clip: nil, opacity: 255).fill(
            PlaneShape(outer: RoundedRect(dest)), map: m,
            paint: .image(ImageShader(ContentsPaint(image: image, destination: dest), m)))
    }
}

extension RenderNode {
    /// True when the node or a node of its subtree (masks aside) has a backdrop.
    var hasBackdrop: Bool {
        if let b = backdrop, !b.isIdentity { return true }
        return children.contains { $0.hasBackdrop }
    }
}
