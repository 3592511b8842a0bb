import FlipbookGeometry

/// The fast path's one drawing primitive: fill a ``PlaneShape`` of a node's plane with a
/// ``Paint``, source-over, into a ``Surface``, optionally through a ``CoverageMask``.
///
/// Per row, the shape's sides (lines in device space, even under perspective) give the span of
/// pixels it may touch and the span it covers fully. Fully covered pixels get coverage 255
/// without any per-pixel geometry; only pixels near an edge or a rounded corner evaluate the
/// analytic coverage: the plane-space signed distance divided by the distance's change per
/// device pixel (the Jacobian of the inverse map), as a linear ramp over the pixel's extent
/// along the edge normal. Pixels whose inverse-mapped w is below the near plane are not drawn.
struct Rasterizer {
    let surface: Surface
    let clip: CoverageMask?
    /// Multiplies every coverage value (0…255): the opacity of a one-draw group. Default 255.
    var opacity: UInt32 = 255
    /// Opaque shapes that will be drawn later over this surface: pixels they hide are skipped.
    var occluders: [Occluder] = []

    /// Fills `shape` with `paint`, source-over.
    func fill(_ shape: PlaneShape, map m: PlaneMap, paint: Paint) {
        if opacity != 255, let folded = paint.scaled(by: opacity) {
            // Solid and gradient paints take the opacity into their colours, which leaves
            // interior coverage at 255 (one multiply per draw instead of two per pixel).
            var r = self
            r.opacity = 255
            r.fill(shape, map: m, paint: folded)
            return
        }
        let colors = UnsafeMutablePointer<UInt32>.allocate(capacity: max(surface.width, 1))
        defer { colors.deallocate() }
        let opaquePaint = paint.isOpaque
        forEachRow(shape, map: m) { y, x0, x1, cov in
            let dst = surface.pixels + y * surface.width
            if opaquePaint {
                // Fully covered runs are shaded straight into the destination; only edge
                // pixels go through the scratch row and the blend.
                var x = x0
                while x <= x1 {
                    var e = x
                    if cov[x] == 255 {
                        e = Rasterizer.fullRunEnd(cov, x, x1)
                        paint.shade(y: y, x0: x, x1: e, map: m, into: dst)
                    } else {
                        while e < x1 && cov[e + 1] != 255 { e += 1 }
                        paint.shade(y: y, x0: x, x1: e, map: m, into: colors)
                        PixelVector.coverOver(colors, cov, dst, x, e)
                    }
                    x = e + 1
                }
            } else {
                paint.shade(y: y, x0: x0, x1: x1, map: m, into: colors)
                PixelVector.coverOver(colors, cov, dst, x0, x1)
            }
        }
    }

    /// The last pixel of the run of coverage 255 that starts at `x` (which has coverage 255),
    /// at most `x1`: eight coverage bytes per comparison, then one at a time.
    @inline(__always)
    static func fullRunEnd(_ cov: UnsafePointer<UInt8>, _ x: Int, _ x1: Int) -> Int {
        var e = x
        while e &+ 8 <= x1 && UnsafeRawPointer(cov + (e &+ 1)).loadUnaligned(as: UInt64.self) == .max { e &+= 8 }
        while e < x1 && cov[e &+ 1] == 255 { e &+= 1 }
        return e
    }

    /// The coverage of `shape` (times this rasterizer's clip) as a new clip mask of the surface.
    ///
    /// Only the pixels of the box the shape's rows can touch (`rowBox(_:map:)`) are set to 0
    /// before the rows are copied in: every reader of a mask reads inside its `box`,
    /// which lies in that box, so the rest of the surface-sized buffer is never read (clearing it
    /// all cost a megabyte of writes per clip at 750×1334).
    func mask(_ shape: PlaneShape, map m: PlaneMap) -> CoverageMask {
        let mask = CoverageMask(width: surface.width, height: surface.height, zeroing: rowBox(shape, map: m))
        var box = PixelBox(x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)
        forEachRow(shape, map: m) { y, x0, x1, cov in
            (mask.alpha + y * surface.width + x0).update(from: cov + x0, count: x1 - x0 + 1)
            box = box.union(PixelBox(x0: x0, y0: y, x1: x1 + 1, y1: y + 1))
        }
        mask.box = box.isEmpty ? PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) : box
        mask.shapes = bounding(shape, map: m)
        return mask
    }

    /// The placed shapes whose intersection contains every pixel `shape` draws: its outer
    /// rectangle, its analytic clip, and the shapes of this rasterizer's clip mask.
    func bounding(_ shape: PlaneShape, map m: PlaneMap) -> [PlacedShape] {
        var shapes = clip?.shapes ?? []
        shapes.append(PlacedShape(shape: shape.outer, map: m))
        if let c = shape.clip { shapes.append(PlacedShape(shape: c, map: m)) }
        return shapes
    }

    /// The pixels `forEachRow(_:map:_:)` may pass to its body: the device bounds of the
    /// shape's outer rectangle (and of its clip), within the surface and this rasterizer's clip
    /// mask's box. Empty when the map is not invertible.
    private func rowBox(_ shape: PlaneShape, map m: PlaneMap) -> PixelBox {
        guard m.isInvertible else { return PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) }
        var box = PixelBox.around(m.devicePolygon(of: shape.outer.rect)).intersection(surface.box)
        if let c = shape.clip { box = box.intersection(PixelBox.around(m.devicePolygon(of: c.rect))) }
        if let clip { box = box.intersection(clip.box) }
        return box
    }

    /// Calls `body(y, x0, x1, coverage)` for every run of pixels the shape touches, with the
    /// coverage (0…255, clip and opacity applied) of pixels `x0...x1` in `coverage[x]`.
    ///
    /// Pixels that an occluder will paint over opaquely are skipped, and the whole draw when an
    /// occluder contains it (see ``Occluder``). (Walking the box in
    /// narrow vertical bands for texture cache locality was measured slower: the loops are
    /// compute-bound, not memory-bound.)
    private func forEachRow(_ shape: PlaneShape, map m: PlaneMap,
                            _ body: (Int, Int, Int, UnsafeMutablePointer<UInt8>) -> Void) {
        guard m.isInvertible else { return }
        let box = rowBox(shape, map: m)
        guard !box.isEmpty else { return }
        let drawn = occluders.isEmpty ? [] : bounding(shape, map: m)
        let active = occluders.map { $0.relative(to: drawn) }
        if active.contains(where: \.hidesEverything) { return }

        let outer = RoundedRectEdges(shape.outer, m)
        let clipEdges = shape.clip.map { RoundedRectEdges($0, m) }
        let holeEdges = shape.hole.map { RoundedRectEdges($0, m) }
        let near = DeviceLine.nearPlane(m)
        // Where a corner is large (a bubble, a disc, a card), the bands of `fullRange` leave a
        // wide strip of pixels near the top and bottom to the analytic coverage. Pixels inside
        // the inscribed polygons of the outer shape and its clip (and the near plane) have
        // analytic coverage 1 (see ``InscribedPolygon``; occluders rely on the same bound), so
        // the row's fully covered run is widened to them: the same bytes, fewer evaluations.
        // The polygons' row tests (about twenty) are made at the first row that leaves more
        // than ``inscribedGap`` pixels to the analytic coverage, and used only on such rows.
        let corners = holeEdges == nil && (outer.hasCorners || clipEdges?.hasCorners == true)
        var inscribed: [RowClamp]? = nil
        let cov = UnsafeMutablePointer<UInt8>.allocate(capacity: max(surface.width, 1))
        defer { cov.deallocate() }

        let band = box
        for y in band.y0..<band.y1 {
            let yc = Double(y) + 0.5
            var (tlo, thi) = outer.touchRange(yc: yc)
            if let c = clipEdges {
                let (a, b) = c.touchRange(yc: yc); tlo = max(tlo, a); thi = min(thi, b)
            }
            for l in near { l.clamp(&tlo, &thi, yc: yc, margin: 0) }
            guard let (x0, x1) = Rasterizer.pixels(tlo, thi, band) else { continue }

            var f0 = 1, f1 = 0, h0 = 1, h1 = 0
            if let hole = holeEdges {
                let (a, b) = hole.fullRange(yc: yc)
                if let r = Rasterizer.pixels(a, b, band) { (h0, h1) = r }
            } else {
                var (a, b) = outer.fullRange(yc: yc)
                if let c = clipEdges {
                    let (ca, cb) = c.fullRange(yc: yc); a = max(a, ca); b = min(b, cb)
                }
                for l in near { l.clamp(&a, &b, yc: yc, margin: 0) }
                if let r = Rasterizer.pixels(a, b, band) { (f0, f1) = r }
                let full = f0 <= f1 ? f1 - f0 + 1 : 0
                if corners && x1 - x0 + 1 - full > Rasterizer.inscribedGap {
                    if inscribed == nil {
                        inscribed = InscribedPolygon(shape.outer, m).rowClamps
                            + (shape.clip.map { InscribedPolygon($0, m).rowClamps } ?? [])
                            + near.map { RowClamp($0, margin: 0) }
                    }
                    var pa = -Double.infinity, pb = Double.infinity
                    for t in inscribed! { t.clamp(&pa, &pb, yc: yc) }
                    if let (p0, p1) = Rasterizer.pixels(pa, pb, band) {
                        if f0 > f1 {
                            (f0, f1) = (p0, p1)
                        } else if p0 <= f1 + 1 && f0 <= p1 + 1 {
                            (f0, f1) = (min(f0, p0), max(f1, p1))
                        } else if p1 - p0 > f1 - f0 {
                            (f0, f1) = (p0, p1)
                        }
                    }
                }
            }
            var x = x0
            while x <= x1 {
                if x >= f0 && x <= f1 {
                    let e = min(f1, x1)
                    (cov + x).update(repeating: 255, count: e - x + 1)
                    x = e + 1
                } else if x >= h0 && x <= h1 {
                    let e = min(h1, x1)
                    (cov + x).update(repeating: 0, count: e - x + 1)
                    x = e + 1
                } else {
                    cov[x] = coverage(shape, m, Double(x) + 0.5, yc)
                    x += 1
                }
            }
            if let clip {
                let mrow = clip.alpha + y * clip.width
                for x in x0...x1 { cov[x] = UInt8(PixelMath.mul8(UInt32(cov[x]), UInt32(mrow[x]))) }
            }
            if opacity != 255 {
                for x in x0...x1 { cov[x] = UInt8(PixelMath.mul8(UInt32(cov[x]), opacity)) }
            }
            if active.isEmpty {
                body(y, x0, x1, cov)
                continue
            }
            var spans = OccludedSpans(x0, x1)
            for o in active { spans.subtract(o.hiddenRange(yc: yc, within: band)) }
            for i in 0..<spans.count {
                let (a, b) = spans[i]
                body(y, a, b, cov)
            }
        }
    }

    /// Rows whose touched pixels outside the fully covered run are at most this many keep the
    /// analytic coverage for all of them: the inscribed polygons' row tests would cost about as
    /// much as the evaluations they could save.
    static let inscribedGap = 8

    /// The pixel columns whose centres lie in `[lo, hi]`, clamped to `box`.
    @inline(__always)
    static func pixels(_ lo: Double, _ hi: Double, _ box: PixelBox) -> (Int, Int)? {
        let a = max(lo - 0.5, Double(box.x0)), b = min(hi - 0.5, Double(box.x1 - 1))
        guard a <= b else { return nil }
        let x0 = Int(a.rounded(.up)), x1 = Int(b.rounded(.down))
        return x0 <= x1 ? (x0, x1) : nil
    }

    /// Analytic coverage (0…255) of the pixel centred at device `(xc, yc)`.
    @inline(__always)
    func coverage(_ shape: PlaneShape, _ m: PlaneMap, _ xc: Double, _ yc: Double) -> UInt8 {
        let q = m.i13 * xc + m.i23 * yc + m.i33
        guard q > 0 else { return 0 }
        let x = (m.i11 * xc + m.i21 * yc + m.i31) / q, y = (m.i12 * xc + m.i22 * yc + m.i32) / q
        var c = Rasterizer.coverage(shape.outer, m, x, y, q)
        if let clip = shape.clip { c = min(c, Rasterizer.coverage(clip, m, x, y, q)) }
        if let hole = shape.hole { c = max(0, c - Rasterizer.coverage(hole, m, x, y, q)) }
        return UInt8(c * 255 + 0.5)
    }

    /// Coverage of one rounded rectangle at plane point `(x, y)` with `q = 1/W'`, across its
    /// anti-aliased sides and corners only: the row's span has already applied the pixel-centre
    /// test of its aliased sides (``RoundedRectEdges/touchRange(yc:)``).
    @inline(__always)
    static func coverage(_ r: RoundedRect, _ m: PlaneMap, _ x: Double, _ y: Double, _ q: Double) -> Double {
        let (d, nx, ny) = r.softSignedDistance(x, y)
        // Change of the plane distance per device pixel along X and along Y.
        let gx = (nx * (m.i11 - x * m.i13) + ny * (m.i12 - y * m.i13)) / q
        let gy = (nx * (m.i21 - x * m.i23) + ny * (m.i22 - y * m.i23)) / q
        let extent = abs(gx) + abs(gy)
        guard extent > 0 else { return d < 0 ? 1 : 0 }
        // NaN (a degenerate distance) counts as uncovered.
        return PixelMath.clamped(0.5 - d / extent, 0, 1)
    }
}
