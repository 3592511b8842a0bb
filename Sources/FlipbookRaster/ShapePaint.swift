import FlipbookGeometry

/// Which points a filled path covers where its outline crosses itself (`CAShapeLayerFillRule`).
public enum FillRule: String, Sendable, Equatable, CaseIterable {
    /// Inside where the outline winds around the point a non-zero number of times. The default.
    case nonZero
    /// Inside where a ray from the point crosses the outline an odd number of times: a
    /// self-overlapping star has a hole in the middle.
    case evenOdd
}

/// The shape drawn at the open ends of a stroke (`CAShapeLayerLineCap`).
public enum LineCap: String, Sendable, Equatable, CaseIterable {
    /// The stroke stops at the end point. The default.
    case butt
    /// A half disc of the line width's diameter beyond the end point.
    case round
    /// A half square beyond the end point: the stroke goes on half the line width.
    case square
}

/// The shape drawn where two segments of a stroke meet (`CAShapeLayerLineJoin`).
public enum LineJoin: String, Sendable, Equatable, CaseIterable {
    /// The outer edges extended until they meet, unless that point lies farther than
    /// `miterLimit × lineWidth / 2` from the corner; then bevelled. The default.
    case miter
    /// A disc of the line width's diameter around the corner.
    case round
    /// The outer corners joined by a straight line.
    case bevel
}

/// A path filled and stroked in a node's bounds space (CAShapeLayer's drawing).
///
/// Drawn above the node's contents and below its children: first the fill, then the stroke
/// centred on the outline. All lengths are in points of the node's bounds space, before the
/// node's transform.
public struct ShapePaint: Sendable, Equatable {
    /// The outline, in the node's bounds space (points). Not clipped to the bounds unless the
    /// node has `masksToBounds`.
    public var path: Path
    /// The fill; `nil` fills nothing. Every subpath is closed for filling. Default opaque black.
    public var fillColor: Color?
    /// How overlaps fill. Default `.nonZero`.
    public var fillRule: FillRule
    /// The stroke; `nil` strokes nothing. Default `nil`.
    public var strokeColor: Color?
    /// Stroke width in points, centred on the outline; ≤ 0 strokes nothing. Default 1.
    public var lineWidth: Double
    /// Default `.butt`.
    public var lineCap: LineCap
    /// Default `.miter`.
    public var lineJoin: LineJoin
    /// The longest miter, as a multiple of the line width, before a miter join is bevelled
    /// (Core Graphics' `1 / sin(φ/2)` for an angle φ between the segments). Default 10.
    public var miterLimit: Double
    /// Alternating painted and unpainted lengths in points, starting with painted; an odd
    /// count repeats once more (so `[4]` is 4 on, 4 off). Empty, or with a negative entry, or
    /// adding up to 0: a solid stroke. Default `[]`.
    public var lineDashPattern: [Double]
    /// How far into the dash pattern each subpath starts, in points. Default 0.
    public var lineDashPhase: Double
    /// Where the stroke starts, as a fraction 0…1 of the whole path's length. Default 0.
    public var strokeStart: Double
    /// Where the stroke ends, as a fraction 0…1 of the whole path's length; nothing is stroked
    /// when it is not greater than `strokeStart`. Default 1.
    public var strokeEnd: Double

    /// A shape paint with CAShapeLayer's defaults for everything not given.
    public init(path: Path, fillColor: Color? = .black, fillRule: FillRule = .nonZero, strokeColor: Color? = nil,
                lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, lineDashPattern: [Double] = [], lineDashPhase: Double = 0,
                strokeStart: Double = 0, strokeEnd: Double = 1) {
        self.path = path
        self.fillColor = fillColor
        self.fillRule = fillRule
        self.strokeColor = strokeColor
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.lineDashPattern = lineDashPattern
        self.lineDashPhase = lineDashPhase
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
    }

    /// True when the fill draws something.
    var drawsFill: Bool { !path.isEmpty && (fillColor?.alpha ?? 0) > 0 && isFinite }

    /// False when a point of the path is not finite: such a path draws nothing at all (a
    /// partly drawn outline would be a silently wrong picture).
    var isFinite: Bool { path.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }

    /// True when the stroke draws something.
    var drawsStroke: Bool {
        !path.isEmpty && (strokeColor?.alpha ?? 0) > 0 && lineWidth > 0 && lineWidth.isFinite
            && min(max(strokeEnd, 0), 1) > max(min(strokeStart, 1), 0) && isFinite
    }

    /// Everything the paint may draw, in the node's bounds space: the path's box grown by the
    /// stroke (half the width, times the miter limit for miter joins, and √2 for square
    /// caps). `nil` when nothing draws.
    var extent: Rect? {
        guard drawsFill || drawsStroke else { return nil }
        let box = path.boundingBox
        guard drawsStroke else { return box }
        var grow = lineWidth / 2
        if lineJoin == .miter { grow *= max(miterLimit, 1) }
        if lineCap == .square { grow = max(grow, lineWidth / 2 * 2.0.squareRoot()) }
        return box.insetBy(dx: -grow - 1, dy: -grow - 1)
    }
}
