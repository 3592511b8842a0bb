import FlipbookGeometry
import FlipbookRaster

/// One laid-out line, in the layout's container coordinates (points, y down).
public struct TextLine: Sendable {
    /// The characters shown, including an ellipsis that truncation added; no line break.
    public let string: String
    /// The start of the baseline, in container points: x after alignment, insets and padding.
    public let origin: Point
    /// The width of the glyphs in points, trailing spaces excluded (and justification included).
    public let width: Double
    /// Distance from the line's top to its baseline, in points.
    public let ascent: Double
    /// Distance from the baseline to the bottom of the glyph box, in points.
    public let descent: Double
    /// Space below the descent before the next line (the fonts' line gap), in points.
    public let leading: Double
    /// The glyphs, in reading order.
    public let glyphs: [PositionedGlyph]

    /// `ascent + descent + leading`, in points.
    public var height: Double { ascent + descent + leading }
    /// The line's box: from `origin.x`, `width` wide, from the top of the line to the bottom of its
    /// leading.
    public var frame: Rect { Rect(x: origin.x, y: origin.y - ascent, width: width, height: height) }
}

/// A glyph placed in the layout.
public struct PositionedGlyph: Sendable {
    /// The face that draws it.
    public let face: FontFace
    /// The glyph index in `face` (0 is the missing-glyph box).
    public let glyph: UInt32
    /// The em size in points.
    public let size: Double
    /// The pen position on the baseline, in container points.
    public let position: Point
    /// The unhinted advance in points, kerning with the next glyph not included.
    public let advance: Double
    /// The glyph's colour (straight alpha).
    public let color: Color
}

/// A line between breaking and placement.
struct PendingLine {
    var clusters: [Cluster]
    /// The clusters from the line's start to the end of its paragraph (what a truncated last
    /// line shows).
    var rest: ArraySlice<Cluster>
    var paragraph: Paragraph
    /// The line ends its paragraph (justification leaves such lines ragged).
    var endsParagraph: Bool

    /// The largest metrics among the line's clusters (the paragraph's font for an empty line).
    var metrics: FontMetrics {
        guard !clusters.isEmpty else { return paragraph.metrics }
        return FontMetrics(ascender: clusters.map(\.metrics.ascender).max()!,
                           descender: clusters.map(\.metrics.descender).max()!,
                           lineGap: clusters.map(\.metrics.lineGap).max()!)
    }

    /// Places the glyphs: the line box starts at `x`, is `width` wide and its top is at `top`.
    func build(x: Double, top: Double, width: Double, alignment: TextAlignment) -> TextLine {
        let metrics = self.metrics
        let natural = LineBreaker.width(clusters)
        let lastVisible = clusters.lastIndex { !$0.isSpace } ?? -1
        let interiorSpaces = clusters[0..<max(0, lastVisible)].filter(\.isSpace).count
        let slack = max(0, width - natural)
        var offset = 0.0, stretch = 0.0
        switch alignment {
        case .left, .natural: break
        case .center: offset = slack / 2
        case .right: offset = slack
        case .justified:
            if !endsParagraph, interiorSpaces > 0, slack.isFinite { stretch = slack / Double(interiorSpaces) }
        }
        let baseline = top + metrics.ascender
        var pen = x + offset
        var glyphs: [PositionedGlyph] = []
        var previous: Cluster?
        for (i, cluster) in clusters.enumerated() {
            pen += cluster.kerning(after: previous)
            for glyph in cluster.glyphs {
                glyphs.append(PositionedGlyph(face: glyph.face, glyph: glyph.glyph, size: cluster.font.size,
                                              position: Point(x: pen, y: baseline), advance: glyph.advance,
                                              color: cluster.color))
                pen += glyph.advance
            }
            if cluster.isSpace, i < lastVisible { pen += stretch }
            previous = cluster
        }
        return TextLine(string: String(clusters.map(\.character)), origin: Point(x: x + offset, y: baseline),
                        width: natural + stretch * Double(interiorSpaces), ascent: metrics.ascender,
                        descent: metrics.descender, leading: metrics.lineGap, glyphs: glyphs)
    }
}
