import FlipbookGeometry
import FlipbookRaster

extension GraphicsContext {
    // MARK: Painting the current path

    /// Fills the current path under `rule` with the fill colour, then clears the path
    /// (`fillPath(using:)`). Default non-zero.
    public func fillPath(using rule: PathFillRule = .winding) {
        paintPath(fill: rule.rule, stroke: false)
    }

    /// `eoFillPath()`: ``fillPath(using:)`` with the even-odd rule.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path with the stroke colour and line attributes, then clears the
    /// path (`strokePath()`).
    public func strokePath() { paintPath(fill: nil, stroke: true) }

    /// Paints the current path as `mode` says, then clears it (`drawPath(using:)`).
    public func drawPath(using mode: PathDrawingMode) {
        switch mode {
        case .fill: paintPath(fill: .nonZero, stroke: false)
        case .eoFill: paintPath(fill: .evenOdd, stroke: false)
        case .stroke: paintPath(fill: nil, stroke: true)
        case .fillStroke: paintPath(fill: .nonZero, stroke: true)
        case .eoFillStroke: paintPath(fill: .evenOdd, stroke: true)
        }
    }

    /// Fills `rect` with the fill colour (`fill(_:)`); the current path is kept.
    public func fill(_ rect: Rect) {
        paint(Path(rect: rect), fill: .nonZero, stroke: false)
    }

    /// Fills each rectangle (`fill(_ rects:)`).
    public func fill(_ rects: [Rect]) {
        var p = Path()
        for r in rects { p.addRect(r) }
        paint(p, fill: .nonZero, stroke: false)
    }

    /// Fills the ellipse inscribed in `rect` (`fillEllipse(in:)`).
    public func fillEllipse(in rect: Rect) { paint(Path(ovalIn: rect), fill: .nonZero, stroke: false) }

    /// Strokes the outline of `rect` (`stroke(_:)`).
    public func stroke(_ rect: Rect) { paint(Path(rect: rect), fill: nil, stroke: true) }

    /// Strokes `rect` with line width `width` (`stroke(_:width:)`).
    public func stroke(_ rect: Rect, width: Double) {
        let old = state.lineWidth
        state.lineWidth = width
        stroke(rect)
        state.lineWidth = old
    }

    /// Strokes the ellipse inscribed in `rect` (`strokeEllipse(in:)`).
    public func strokeEllipse(in rect: Rect) { paint(Path(ovalIn: rect), fill: nil, stroke: true) }

    /// Strokes straight segments between pairs of points (`strokeLineSegments(between:)`).
    public func strokeLineSegments(between points: [Point]) {
        var p = Path()
        var i = 0
        while i + 1 < points.count {
            p.move(to: points[i])
            p.addLine(to: points[i + 1])
            i += 2
        }
        paint(p, fill: nil, stroke: true)
    }

    /// Makes the pixels of `rect` (through the transformation, inside the clip) transparent
    /// (`clear(_:)`); opaque black in an opaque context.
    public func clear(_ rect: Rect) {
        flush()
        let mask = RenderNode(bounds: .zero, shape: ShapePaint(path: Path(rect: rect), fillColor: .white))
        var node = mask
        node.transform = Transform3D(state.ctm)
        let coverage = Renderer().render(tree([clipped(node)], background: .clear))
        var bytes = base.bytes
        let opaque = isOpaque
        coverage.bytes.withUnsafeBufferPointer { cov in
            var i = 0
            while i < bytes.count {
                let keep = 255 - UInt32(cov[i + 3])
                if keep != 255 {
                    for k in 0..<4 {
                        bytes[i + k] = UInt8((UInt32(bytes[i + k]) * keep + 127) / 255)
                    }
                    if opaque { bytes[i + 3] = 255 }
                }
                i += 4
            }
        }
        base = Bitmap(width: base.width, height: base.height, bytes: bytes)
        baseIsInitial = false
    }

    // MARK: Clipping

    /// Intersects the clip with the current path's inside under `rule`, then clears the path
    /// (`clip(using:)`). Default non-zero.
    public func clip(using rule: PathFillRule = .winding) {
        addClip(device: devicePath, rule: rule.rule)
        devicePath = Path()
    }

    /// `eoClip()`.
    public func eoClip() { clip(using: .evenOdd) }

    /// Intersects the clip with `rect` (`clip(to:)`); the current path is kept.
    public func clip(to rect: Rect) {
        addClip(device: Path(rect: rect).applying(state.ctm), rule: .nonZero)
    }

    /// Intersects the clip with the union of `rects` (`clip(to rects:)`).
    public func clip(to rects: [Rect]) {
        var p = Path()
        for r in rects { p.addRect(r) }
        addClip(device: p.applying(state.ctm), rule: .nonZero)
    }

    /// The clip's bounding box in user space (`boundingBoxOfClipPath`).
    public var boundingBoxOfClipPath: Rect {
        let box = deviceClipBox
        return box.applying(state.ctm.inverted())
    }

    func addClip(device path: Path, rule: FillRule) {
        var entry = GraphicsContext.ClipEntry(path: path, rule: rule, rect: nil)
        entry.rect = GraphicsContext.axisAlignedRect(path)
        state.clips.append(entry)
    }

    /// The rectangle a closed four-point axis-aligned path outlines, if it is one.
    static func axisAlignedRect(_ path: Path) -> Rect? {
        let e = path.elements
        guard e.count == 5 || e.count == 4, case let .move(a) = e[0], case let .line(b) = e[1], case let .line(c) = e[2]
        else { return nil }
        var d: Point
        if case let .line(p) = e[3] { d = p } else { return nil }
        if e.count == 5, case .close = e[4] {} else if e.count == 5 { return nil }
        let xs = [a.x, b.x, c.x, d.x], ys = [a.y, b.y, c.y, d.y]
        let horizontalFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let verticalFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard horizontalFirst || verticalFirst else { return nil }
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The device box of the clip (the whole bitmap without one).
    var deviceClipBox: Rect {
        var box = Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
        for c in state.clips {
            box = box.intersection(c.rect ?? c.path.boundingBox) ?? .zero
        }
        return box
    }

    // MARK: Making nodes

    private func paintPath(fill: FillRule?, stroke: Bool) {
        let path = devicePath.applying(state.ctm.inverted())
        devicePath = Path()
        paint(path, fill: fill, stroke: stroke)
    }

    /// Paints a user-space path with the current state: the fill, then the stroke, each its own
    /// source-over operation (as Core Graphics draws `fillStroke`).
    func paint(_ path: Path, fill: FillRule?, stroke: Bool) {
        guard !path.isEmpty else { return }
        if let fill {
            let shape = ShapePaint(path: path, fillColor: state.fillColor.multipliedAlpha(state.alpha), fillRule: fill)
            add(RenderNode(transform: Transform3D(state.ctm), bounds: path.boundingBox, shape: shape))
        }
        if stroke {
            let shape = ShapePaint(
                path: path, fillColor: nil, strokeColor: state.strokeColor.multipliedAlpha(state.alpha),
                lineWidth: state.lineWidth, lineCap: LineCap(state.lineCap), lineJoin: LineJoin(state.lineJoin),
                miterLimit: state.miterLimit, lineDashPattern: state.dashPattern, lineDashPhase: state.dashPhase)
            add(RenderNode(transform: Transform3D(state.ctm), bounds: path.boundingBox, shape: shape))
        }
    }

    /// Adds a paint operation (in device pixels) under the current shadow and clip.
    func add(_ node: RenderNode) {
        operationCount += 1
        var node = node
        if let shadow = state.shadow {
            node = RenderNode(bounds: fullRect, shadow: shadow, children: [node])
        }
        pending.append(clipped(node))
        if pending.count >= 256 { flush() }
    }

    var fullRect: Rect { Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight)) }

    /// `node` inside the current clip: a rectangle clip as a clipping bounds, any other as a
    /// mask.
    func clipped(_ node: RenderNode) -> RenderNode {
        var node = node
        for c in state.clips.reversed() {
            if let r = c.rect {
                node = RenderNode(bounds: r, masksToBounds: true, children: [node])
            } else {
                let mask = RenderNode(bounds: fullRect, shape: ShapePaint(path: c.path, fillColor: .white, fillRule: c.rule))
                node = RenderNode(bounds: fullRect, mask: RenderMask(mask), children: [node])
            }
        }
        return node
    }

    func tree(_ nodes: [RenderNode], background: Color) -> RenderTree {
        RenderTree(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: 1, background: background, nodes: nodes)
    }

    /// Rasterizes the pending operations over what was drawn before: straight onto the
    /// starting colour while nothing was drawn yet, otherwise onto a clear bitmap composited
    /// over the earlier pixels (source-over).
    func flush() {
        guard !pending.isEmpty, pixelWidth > 0, pixelHeight > 0 else {
            pending.removeAll()
            return
        }
        if baseIsInitial {
            base = Renderer().render(tree(pending, background: isOpaque ? .black : .clear))
            baseIsInitial = false
        } else {
            base.composite(Renderer().render(tree(pending, background: .clear)), at: 0, y: 0)
        }
        pending.removeAll()
    }

    // MARK: Result

    /// What has been drawn, as a bitmap of ``pixelWidth`` × ``pixelHeight`` pixels.
    public var bitmap: Bitmap {
        flush()
        return base
    }

    /// What has been drawn, as an image at the context's scale (`makeImage()`, the
    /// `UIImage` of `UIGraphicsGetImageFromCurrentImageContext()`).
    public func makeImage() -> Image {
        Image(bitmap, scale: scale)
    }
}

extension LineCap {
    init(_ cap: PathLineCap) {
        switch cap {
        case .butt: self = .butt
        case .round: self = .round
        case .square: self = .square
        }
    }
}

extension LineJoin {
    init(_ join: PathLineJoin) {
        switch join {
        case .miter: self = .miter
        case .round: self = .round
        case .bevel: self = .bevel
        }
    }
}
