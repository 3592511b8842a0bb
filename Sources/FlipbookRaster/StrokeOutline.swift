import Foundation
import FlipbookGeometry

/// One convex part of a stroke's area; the stroke is their union.
enum StrokePiece {
    /// A convex polygon (a segment's rectangle, a bevel or miter wedge, a square cap).
    case polygon([Point])
    /// A disc (a round join or cap), centre and radius.
    case disc(Point, Double)
}

/// A stroke turned into area, in a node's plane (points): trimmed to strokeStart…strokeEnd by
/// arc length, dashed, then widened into convex pieces whose union is the stroke.
///
/// Each segment contributes its rectangle, each vertex its join, each open end its cap. The
/// fast renderer fills the pieces (as polygons, discs flattened) with the non-zero rule after
/// orienting them alike, which is their union; the reference renderer tests each piece exactly.
enum StrokeOutline {
    /// Dash counts above this draw the stroke solid: it bounds the work a fine pattern on a long
    /// path causes (every dash that may show becomes pieces to fill). A dashed border around a
    /// whole screen needs a few hundred. With a `keep` test (the fast renderer's canvas), only
    /// the dashes it keeps count.
    static let maxDashes = 10_000
    /// Patterns that make more dashes than this along the whole path draw solid without being
    /// sliced: it bounds the work of finding the dashes that show.
    static let maxGeneratedDashes = 100_000

    /// How far a stroke's pieces reach beyond its centre line, in half line widths: a square
    /// cap's corner (√2), a flattened round join (at most 1.06), or a miter tip (up to the limit).
    static func reach(_ paint: ShapePaint) -> Double {
        let miter = paint.lineJoin == .miter && paint.miterLimit > 1.5 ? paint.miterLimit : 1.5
        return paint.lineWidth / 2 * miter
    }

    /// The open or closed runs of the stroke's centre line that draw, after trimming and dashing.
    ///
    /// - Parameter keep: given a run's plane bounding box grown by ``reach(_:)``, whether it may
    ///   show; runs it rejects are left out (nil: every run is kept).
    static func runs(_ paint: ShapePaint, tolerance: Double, keep: ((Rect) -> Bool)? = nil) -> [Path.Polyline] {
        let lines = paint.path.flattened(tolerance: tolerance)
        let lengths = lines.map(length)
        if let pattern = dashPattern(paint, lengths: lengths),
           let dashed = runs(paint, lines: lines, lengths: lengths, pattern: pattern, keep: keep) {
            return dashed
        }
        return runs(paint, lines: lines, lengths: lengths, pattern: nil, keep: keep) ?? []
    }

    /// The runs for `pattern` (nil: solid), or nil when more than ``maxDashes`` dashes are kept.
    private static func runs(_ paint: ShapePaint, lines: [Path.Polyline], lengths: [Double], pattern: [Double]?,
                             keep: ((Rect) -> Bool)?) -> [Path.Polyline]? {
        let margin = reach(paint)
        func kept(_ points: [Point]) -> Bool {
            guard let keep, let first = points.first else { return true }
            var lx = first.x, ly = first.y, hx = first.x, hy = first.y
            for p in points {
                lx = min(lx, p.x); hx = max(hx, p.x); ly = min(ly, p.y); hy = max(hy, p.y)
            }
            return keep(Rect(x: lx - margin, y: ly - margin, width: hx - lx + 2 * margin, height: hy - ly + 2 * margin))
        }
        let total = lengths.reduce(0, +)
        guard total > 0 || lines.contains(where: { !$0.points.isEmpty }) else { return [] }
        let s = min(max(paint.strokeStart, 0), 1), e = min(max(paint.strokeEnd, 0), 1)
        guard e > s else { return [] }
        var out: [Path.Polyline] = []
        var dashCount = 0
        var offset = 0.0
        for (line, len) in zip(lines, lengths) {
            defer { offset += len }
            // The trim window in this subpath's own arc length.
            let a = max(s * total - offset, 0), b = min(e * total - offset, len)
            let whole = a <= 0 && b >= len
            if len == 0 {
                if whole && kept([line.points[0]]) { out.append(Path.Polyline(points: [line.points[0]], isClosed: false)) }
                continue
            }
            guard b > a || whole else { continue }
            guard let pattern else {
                let run = whole ? line : Path.Polyline(points: slice(line, from: a, to: b), isClosed: false)
                if kept(run.points) { out.append(run) }
                continue
            }
            var visible: [(Double, Double)] = []
            for (da, db) in dashes(pattern, phase: paint.lineDashPhase, length: len) {
                let lo = max(da, a), hi = min(db, b)
                if hi > lo { visible.append((lo, hi)) }
            }
            for points in slices(line, intervals: visible) where kept(points) {
                dashCount += 1
                if dashCount > maxDashes { return nil }
                out.append(Path.Polyline(points: points, isClosed: false))
            }
        }
        return out
    }

    /// The stroke's pieces (see ``StrokePiece``), with round parts as exact discs.
    ///
    /// - Parameter keep: see ``runs(_:tolerance:keep:)``.
    static func pieces(_ paint: ShapePaint, tolerance: Double, keep: ((Rect) -> Bool)? = nil) -> [StrokePiece] {
        guard paint.drawsStroke else { return [] }
        let hw = paint.lineWidth / 2
        var out: [StrokePiece] = []
        for run in runs(paint, tolerance: tolerance, keep: keep) {
            var pts: [Point] = []
            for p in run.points where pts.last.map({ $0 != p }) ?? true { pts.append(p) }
            if run.isClosed, pts.count > 1, pts.first == pts.last { pts.removeLast() }
            if pts.count == 1 {
                // A zero-length run: a dot for round caps, an axis-aligned square for square caps.
                let c = pts[0]
                switch paint.lineCap {
                case .butt: break
                case .round: out.append(.disc(c, hw))
                case .square:
                    out.append(.polygon([Point(x: c.x - hw, y: c.y - hw), Point(x: c.x + hw, y: c.y - hw),
                                         Point(x: c.x + hw, y: c.y + hw), Point(x: c.x - hw, y: c.y + hw)]))
                }
                continue
            }
            let closed = run.isClosed && pts.count > 2
            let n = pts.count
            let segmentCount = closed ? n : n - 1
            for i in 0..<segmentCount {
                let p = pts[i], q = pts[(i + 1) % n]
                let nv = normal(p, q) * hw
                out.append(.polygon([p + nv, q + nv, q - nv, p - nv]))
            }
            let joints = closed ? Array(0..<n) : Array(1..<max(n - 1, 1))
            for i in joints {
                let prev = pts[(i - 1 + n) % n], v = pts[i], next = pts[(i + 1) % n]
                if let piece = join(prev, v, next, hw: hw, paint: paint) { out.append(piece) }
            }
            if !closed {
                out.append(contentsOf: cap(pts[0], direction: unit(pts[1] - pts[0]) * -1, hw: hw, cap: paint.lineCap))
                out.append(contentsOf: cap(pts[n - 1], direction: unit(pts[n - 1] - pts[n - 2]), hw: hw,
                                           cap: paint.lineCap))
            }
        }
        return out
    }

    /// The join at `v` between segments prev→v and v→next, on the outer side of the turn.
    static func join(_ prev: Point, _ v: Point, _ next: Point, hw: Double, paint: ShapePaint) -> StrokePiece? {
        let d0 = unit(v - prev), d1 = unit(next - v)
        let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-12 && dot > 0 { return nil }
        if paint.lineJoin == .round { return .disc(v, hw) }
        // The outer side is opposite the turn.
        let side: Double = cross > 0 ? -1 : 1
        let a = v + perpendicular(d0) * (side * hw), b = v + perpendicular(d1) * (side * hw)
        if paint.lineJoin == .miter {
            // Miter length / line width = 1 / sin(φ/2) = 1 / cos(α/2), α the turning angle.
            let cosHalf = ((1 + dot) / 2).squareRoot()
            if cosHalf > 1e-9 && 1 / cosHalf <= paint.miterLimit {
                let bisector = unit(perpendicular(d0) + perpendicular(d1)) * side
                let tip = v + bisector * (hw / cosHalf)
                return .polygon([v, a, tip, b])
            }
        }
        return .polygon([v, a, b])
    }

    /// The cap beyond end point `p` of a run leaving in `direction` (unit).
    static func cap(_ p: Point, direction d: Point, hw: Double, cap: LineCap) -> [StrokePiece] {
        switch cap {
        case .butt: return []
        case .round: return [.disc(p, hw)]
        case .square:
            let nv = perpendicular(d) * hw, ext = d * hw
            return [.polygon([p + nv, p + ext + nv, p + ext - nv, p - nv])]
        }
    }

    /// The dash pattern as used (odd counts doubled), or nil for a solid stroke (no pattern,
    /// a negative or non-finite entry, a zero period, or more than ``maxGeneratedDashes`` dashes).
    static func dashPattern(_ paint: ShapePaint, lengths: [Double]) -> [Double]? {
        var p = paint.lineDashPattern
        guard !p.isEmpty, p.allSatisfy({ $0 >= 0 && $0.isFinite }), paint.lineDashPhase.isFinite else { return nil }
        if p.count % 2 == 1 { p += p }
        let period = p.reduce(0, +)
        guard period > 0 else { return nil }
        let count = lengths.reduce(0) { $0 + ($1 / period + 1) * Double(p.count) }
        return count <= Double(maxGeneratedDashes) ? p : nil
    }

    /// The painted intervals of arc length in 0…length for `pattern` started `phase` in.
    static func dashes(_ pattern: [Double], phase: Double, length: Double) -> [(Double, Double)] {
        let period = pattern.reduce(0, +)
        var t = -(phase.truncatingRemainder(dividingBy: period))
        if t > 0 { t -= period }
        var out: [(Double, Double)] = []
        var i = 0
        while t < length {
            let next = t + pattern[i]
            if i % 2 == 0, next > 0 { out.append((max(t, 0), min(next, length))) }
            t = next
            i = (i + 1) % pattern.count
        }
        return out
    }

    /// The length of a polyline (a closed one includes the closing segment).
    static func length(_ line: Path.Polyline) -> Double {
        let p = line.points
        guard p.count > 1 else { return 0 }
        var sum = 0.0
        for i in 1..<p.count { sum += distance(p[i - 1], p[i]) }
        if line.isClosed { sum += distance(p[p.count - 1], p[0]) }
        return sum
    }

    /// ``slice(_:from:to:)`` for each of `intervals` (increasing, as dashes are), in one walk
    /// along the line: each interval starts at the first segment that reaches it instead of at
    /// the line's start, so many dashes on a long, finely flattened path cost the dashes plus
    /// the points, not their product. The points are exactly those `slice` gives.
    static func slices(_ line: Path.Polyline, intervals: [(Double, Double)]) -> [[Point]] {
        var pts = line.points
        if line.isClosed, let first = pts.first { pts.append(first) }
        guard pts.count > 1 else { return intervals.map { _ in [] } }
        let lengths = (1..<pts.count).map { distance(pts[$0 - 1], pts[$0]) }
        var first = 0, start = 0.0   // the first segment that can reach the next interval, its arc start
        var out: [[Point]] = []
        out.reserveCapacity(intervals.count)
        for (a, b) in intervals {
            while first < lengths.count, start + lengths[first] < a {
                start += lengths[first]
                first += 1
            }
            var piece: [Point] = []
            var t = start
            for i in first..<lengths.count {
                let p = pts[i], q = pts[i + 1]
                let l = lengths[i]
                let t1 = t + l
                if t1 >= a && t <= b && l > 0 {
                    let u0 = max(0, (a - t) / l), u1 = min(1, (b - t) / l)
                    let s = p + (q - p) * u0, e = p + (q - p) * u1
                    if piece.isEmpty { piece.append(s) }
                    piece.append(e)
                }
                t = t1
                if t > b { break }
            }
            out.append(piece)
        }
        return out
    }

    /// The part of `line` between arc lengths `a` and `b` (a closed line is walked once around).
    static func slice(_ line: Path.Polyline, from a: Double, to b: Double) -> [Point] {
        var pts = line.points
        if line.isClosed, let first = pts.first { pts.append(first) }
        var out: [Point] = []
        var t = 0.0
        for i in 1..<pts.count {
            let p = pts[i - 1], q = pts[i]
            let l = distance(p, q)
            let t1 = t + l
            if t1 >= a && t <= b && l > 0 {
                let u0 = max(0, (a - t) / l), u1 = min(1, (b - t) / l)
                let s = p + (q - p) * u0, e = p + (q - p) * u1
                if out.isEmpty { out.append(s) }
                out.append(e)
            }
            t = t1
            if t > b { break }
        }
        return out
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }

    static func unit(_ v: Point) -> Point {
        let l = (v.x * v.x + v.y * v.y).squareRoot()
        return l > 0 ? Point(x: v.x / l, y: v.y / l) : Point(x: 1, y: 0)
    }

    static func perpendicular(_ d: Point) -> Point { Point(x: -d.y, y: d.x) }

    static func normal(_ p: Point, _ q: Point) -> Point { perpendicular(unit(q - p)) }
}
