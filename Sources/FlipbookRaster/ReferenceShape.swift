import FlipbookGeometry

/// A shape paint prepared for the reference renderer: the fill's polygons flattened ten times
/// finer than the fast path's and the stroke's pieces with exact discs, tested per sample in
/// the node's plane (winding numbers for the fill, piece by piece for the stroke).
final class ReferenceShape {
    let fill: (polygons: [[Point]], rule: FillRule, color: SIMD4<Double>)?
    let stroke: (pieces: [StrokePiece], color: SIMD4<Double>)?
    /// Each stroke piece's bounding box, tested first (a sample lies near few pieces).
    let pieceBoxes: [Rect]
    /// The bounding boxes of the fill's polygons and of the whole stroke.
    let fillBox: Rect?, strokeBox: Rect?

    init?(_ shape: ShapePaint, map: PlaneMap) {
        guard map.isInvertible,
              let tolerance = ShapeProjection.tolerance(shape, map, devicePixels: ShapeProjection.referenceTolerance)
        else { return nil }
        if shape.drawsFill, let c = shape.fillColor {
            fill = (shape.path.flattened(tolerance: tolerance).map(\.points), shape.fillRule, ReferenceNode.premultiplied(c))
        } else {
            fill = nil
        }
        if shape.drawsStroke, let c = shape.strokeColor {
            stroke = (StrokeOutline.pieces(shape, tolerance: tolerance), ReferenceNode.premultiplied(c))
        } else {
            stroke = nil
        }
        pieceBoxes = (stroke?.pieces ?? []).map(ReferenceShape.box)
        fillBox = fill.map { ReferenceShape.box(of: $0.polygons.flatMap { $0 }) }
        strokeBox = pieceBoxes.isEmpty ? nil : pieceBoxes.dropFirst().reduce(pieceBoxes[0]) { $0.union($1) }
    }

    static func box(_ piece: StrokePiece) -> Rect {
        switch piece {
        case let .disc(c, r): return Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        case let .polygon(p): return box(of: p)
        }
    }

    static func box(of points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var lx = first.x, ly = first.y, hx = first.x, hy = first.y
        for p in points { lx = min(lx, p.x); hx = max(hx, p.x); ly = min(ly, p.y); hy = max(hy, p.y) }
        return Rect(x: lx, y: ly, width: hx - lx, height: hy - ly)
    }

    static func inside(_ r: Rect, _ p: (x: Double, y: Double)) -> Bool {
        p.x >= r.minX && p.x <= r.maxX && p.y >= r.minY && p.y <= r.maxY
    }

    /// `acc` with the fill and then the stroke drawn over it where they cover plane point `p`.
    func over(_ acc: SIMD4<Double>, at p: (x: Double, y: Double)) -> SIMD4<Double> {
        var acc = acc
        if let fill, let box = fillBox, ReferenceShape.inside(box, p) {
            let w = fill.polygons.reduce(0) { $0 + ReferenceShape.winding($1, p) }
            if fill.rule == .nonZero ? w != 0 : w & 1 != 0 { acc = ReferenceNode.over(fill.color, acc) }
        }
        if let stroke, let box = strokeBox, ReferenceShape.inside(box, p),
           stroke.pieces.indices.contains(where: {
               ReferenceShape.inside(pieceBoxes[$0], p) && ReferenceShape.contains(stroke.pieces[$0], p)
           }) {
            acc = ReferenceNode.over(stroke.color, acc)
        }
        return acc
    }

    /// True when a stroke piece contains `p`.
    static func contains(_ piece: StrokePiece, _ p: (x: Double, y: Double)) -> Bool {
        switch piece {
        case let .disc(c, r):
            let dx = p.x - c.x, dy = p.y - c.y
            return dx * dx + dy * dy < r * r
        case let .polygon(poly):
            return winding(poly, p) != 0
        }
    }

    /// The winding number of the closed polygon around `p` (`Path.winding(of:around:)`).
    static func winding(_ poly: [Point], _ p: (x: Double, y: Double)) -> Int {
        Path.winding(of: poly, around: Point(x: p.x, y: p.y))
    }
}
