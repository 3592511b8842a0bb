/// Bounding boxes and flattening into polylines.
extension Path {
    /// The smallest rectangle containing every point of the path, control points included
    /// (`CGPath.boundingBox`). `.zero` for an empty path (Core Graphics returns `CGRect.null`).
    public var boundingBox: Rect {
        Path.box(of: points)
    }

    /// The smallest rectangle containing the drawn outline, without the control points that
    /// lie off the curves (`CGPath.boundingBoxOfPath`). `.zero` for an empty path.
    public var boundingBoxOfPath: Rect {
        var extremes: [Point] = []
        var current = Point.zero
        for e in elements {
            switch e {
            case let .move(p), let .line(p):
                extremes.append(p)
            case let .quadCurve(p, c):
                extremes.append(p)
                for t in Path.quadExtrema(current.x, c.x, p.x) + Path.quadExtrema(current.y, c.y, p.y) {
                    extremes.append(Path.quadPoint(current, c, p, t))
                }
            case let .curve(p, c1, c2):
                extremes.append(p)
                for t in Path.cubicExtrema(current.x, c1.x, c2.x, p.x) + Path.cubicExtrema(current.y, c1.y, c2.y, p.y) {
                    extremes.append(Path.cubicPoint(current, c1, c2, p, t))
                }
            case .close:
                break
            }
            if let last = e.points.last { current = last }
        }
        return Path.box(of: extremes)
    }

    /// One subpath flattened into straight segments.
    public struct Polyline: Hashable, Sendable {
        /// The vertices, the subpath's start first. A closed polyline does not repeat its start.
        public var points: [Point]
        /// True when the subpath ended with ``Path/Element/close``.
        public var isClosed: Bool

        /// A polyline through `points`, closed back to the first one when `isClosed`.
        public init(points: [Point], isClosed: Bool) {
            self.points = points
            self.isClosed = isClosed
        }
    }

    /// The most segments one curve is split into, whatever the tolerance (bounds the work a
    /// huge curve under a tiny tolerance can cause).
    public static let maxSegmentsPerCurve = 1024

    /// The subpaths as polylines whose segments stay within `tolerance` (same units as the
    /// path's points) of the curves, by uniform subdivision with Wang's bound
    /// (`n = ⌈√(d(d−1)/8 · M / tolerance)⌉` for degree d, M the largest second difference of
    /// the control points), at most ``maxSegmentsPerCurve`` per curve. A subpath of a lone
    /// `move` is left out (it draws nothing); a zero-length line stays (round caps draw a dot).
    public func flattened(tolerance: Double) -> [Polyline] {
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : 0.25
        var lines: [Polyline] = []
        var currentLine: [Point] = []
        var current = Point.zero
        func finish(closed: Bool) {
            if currentLine.count > 1 { lines.append(Polyline(points: currentLine, isClosed: closed)) }
            currentLine = []
        }
        func segments(_ m: Double, _ factor: Double) -> Int {
            let n = (factor * m / tol).squareRoot().rounded(.up)
            return n.isFinite ? min(max(Int(n), 1), Path.maxSegmentsPerCurve) : Path.maxSegmentsPerCurve
        }
        for e in elements {
            switch e {
            case let .move(p):
                finish(closed: false)
                currentLine = [p]
            case let .line(p):
                currentLine.append(p)
            case let .quadCurve(p, c):
                let dd = Path.length(current.x - 2 * c.x + p.x, current.y - 2 * c.y + p.y)
                let n = segments(dd, 0.25)
                for i in 1...n { currentLine.append(Path.quadPoint(current, c, p, Double(i) / Double(n))) }
            case let .curve(p, c1, c2):
                let dd = max(Path.length(current.x - 2 * c1.x + c2.x, current.y - 2 * c1.y + c2.y),
                             Path.length(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y))
                let n = segments(dd, 0.75)
                for i in 1...n { currentLine.append(Path.cubicPoint(current, c1, c2, p, Double(i) / Double(n))) }
            case .close:
                let start = currentLine.first
                if currentLine.count > 2, let start, currentLine.last == start { currentLine.removeLast() }
                finish(closed: true)
                if let start { currentLine = [start]; current = start }
            }
            if let last = e.points.last { current = last }
        }
        finish(closed: false)
        return lines
    }

    static func box(of points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var lx = first.x, ly = first.y, hx = first.x, hy = first.y
        for p in points {
            lx = min(lx, p.x); hx = max(hx, p.x); ly = min(ly, p.y); hy = max(hy, p.y)
        }
        return Rect(x: lx, y: ly, width: hx - lx, height: hy - ly)
    }

    static func length(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }

    static func quadPoint(_ a: Point, _ b: Point, _ c: Point, _ t: Double) -> Point {
        let u = 1 - t
        return Point(x: u * u * a.x + 2 * u * t * b.x + t * t * c.x, y: u * u * a.y + 2 * u * t * b.y + t * t * c.y)
    }

    static func cubicPoint(_ a: Point, _ b: Point, _ c: Point, _ d: Point, _ t: Double) -> Point {
        let u = 1 - t
        let wa = u * u * u, wb = 3 * u * u * t, wc = 3 * u * t * t, wd = t * t * t
        return Point(x: wa * a.x + wb * b.x + wc * c.x + wd * d.x, y: wa * a.y + wb * b.y + wc * c.y + wd * d.y)
    }

    /// Parameters in (0, 1) where a quadratic's coordinate has a turning point.
    static func quadExtrema(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let den = a - 2 * b + c
        guard den != 0 else { return [] }
        let t = (a - b) / den
        return t > 0 && t < 1 ? [t] : []
    }

    /// Parameters in (0, 1) where a cubic's coordinate has a turning point (roots of the
    /// derivative `3[(b−a)(1−t)² + 2(c−b)(1−t)t + (d−c)t²]`).
    static func cubicExtrema(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
        let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
        var roots: [Double] = []
        if abs(qa) < 1e-12 {
            if qb != 0 { roots = [-qc / qb] }
        } else {
            let disc = qb * qb - 4 * qa * qc
            if disc >= 0 {
                let s = disc.squareRoot()
                roots = [(-qb + s) / (2 * qa), (-qb - s) / (2 * qa)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
