/// The ends of an open stroke (`CGLineCap`, `UIBezierPath.lineCapStyle`).
public enum PathLineCap: Int32, Hashable, Sendable, CaseIterable {
    /// The stroke stops at the end point. The default.
    case butt = 0
    /// A half disc beyond the end point.
    case round = 1
    /// A half square beyond the end point.
    case square = 2
}

/// Where two segments of a stroke meet (`CGLineJoin`, `UIBezierPath.lineJoinStyle`).
public enum PathLineJoin: Int32, Hashable, Sendable, CaseIterable {
    /// The outer edges extended until they meet, within the miter limit. The default.
    case miter = 0
    /// A disc around the corner.
    case round = 1
    /// The outer corners joined by a straight line.
    case bevel = 2
}

extension Path {
    /// The drawing attributes `UIBezierPath` keeps with its outline (Core Graphics keeps them
    /// in the context instead). The defaults are UIKit's.
    public struct DrawingAttributes: Hashable, Sendable {
        /// Stroke width in points of the space the path is drawn in. Default 1.
        public var lineWidth: Double = 1
        /// Default `.butt`.
        public var lineCapStyle: PathLineCap = .butt
        /// Default `.miter`.
        public var lineJoinStyle: PathLineJoin = .miter
        /// The longest miter as a multiple of the line width. Default 10.
        public var miterLimit: Double = 10
        /// Fill with the even-odd rule instead of non-zero. Default false.
        public var usesEvenOddFillRule = false
        /// Alternating painted and unpainted lengths; empty draws a solid line. Default `[]`.
        public var lineDashPattern: [Double] = []
        /// How far into the pattern the stroke starts. Default 0.
        public var lineDashPhase: Double = 0

        /// UIKit's defaults.
        public init() {}
    }

    /// `UIBezierPath.lineWidth`. Default 1.
    public var lineWidth: Double {
        get { drawingAttributes.lineWidth }
        set { drawingAttributes.lineWidth = newValue }
    }
    /// `UIBezierPath.lineCapStyle`. Default `.butt`.
    public var lineCapStyle: PathLineCap {
        get { drawingAttributes.lineCapStyle }
        set { drawingAttributes.lineCapStyle = newValue }
    }
    /// `UIBezierPath.lineJoinStyle`. Default `.miter`.
    public var lineJoinStyle: PathLineJoin {
        get { drawingAttributes.lineJoinStyle }
        set { drawingAttributes.lineJoinStyle = newValue }
    }
    /// `UIBezierPath.miterLimit`. Default 10.
    public var miterLimit: Double {
        get { drawingAttributes.miterLimit }
        set { drawingAttributes.miterLimit = newValue }
    }
    /// `UIBezierPath.usesEvenOddFillRule`. Default false.
    public var usesEvenOddFillRule: Bool {
        get { drawingAttributes.usesEvenOddFillRule }
        set { drawingAttributes.usesEvenOddFillRule = newValue }
    }

    /// `UIBezierPath.setLineDash(_:count:phase:)`: the first `count` lengths of `pattern`
    /// (all of them when `count` is larger), starting `phase` points into the pattern.
    public mutating func setLineDash(_ pattern: [Double]?, count: Int, phase: Double) {
        drawingAttributes.lineDashPattern = Array((pattern ?? []).prefix(max(0, count)))
        drawingAttributes.lineDashPhase = phase
    }
}
