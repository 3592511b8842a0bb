import FlipbookGeometry
import FlipbookRaster

/// Text broken into positioned lines of glyphs, in a container's coordinate space (points, origin
/// at the container's top-left, y down). Immutable and `Sendable`; render it with
/// ``TextRenderer`` at any scale.
///
/// Line height comes from the fonts' metrics: each line is as tall as the largest
/// `ascender + descender + lineGap` among the faces it draws with, and lines stack without
/// extra spacing (`NSLayoutManager` with default paragraph style).
public struct TextLayout: Sendable {
    /// The options the text was laid out with.
    public let options: TextLayoutOptions
    /// The lines, top to bottom. Empty for empty text.
    public let lines: [TextLine]
    /// The container's size in points: ``TextLayoutOptions/width`` (or the used width when nil)
    /// by the height of the lines plus the vertical insets.
    public let size: Size
    /// The tight size in points: the longest line plus padding and insets, by the height of the
    /// lines plus insets. Not rounded.
    public let usedSize: Size
    /// True when text was cut: lines dropped by the line or height limit, or shortened with "…".
    public let isTruncated: Bool

    /// Lays out `text`.
    /// - Parameters:
    ///   - text: the text and its fonts and colours.
    ///   - options: the container and how to fit the text in it. Default: no width limit.
    ///   - library: where fonts come from. Default ``FontLibrary/shared``.
    /// - Throws: ``TextError`` for an invalid size or dimension, or a missing font family.
    public init(_ text: AttributedText, options: TextLayoutOptions = TextLayoutOptions(),
                library: FontLibrary = .shared) throws {
        try options.validate()
        self.options = options
        var shaper = TextShaper(library: library)
        let paragraphs = try shaper.paragraphs(of: text)
        let insets = options.insets, padding = options.lineFragmentPadding
        let available = options.width.map { max(0, $0 - insets.left - insets.right - 2 * padding) }
        let maxLines = options.numberOfLines > 0 ? options.numberOfLines : Int.max
        let maxHeight = options.truncation == .none ? nil : options.height.map { $0 - insets.top - insets.bottom }

        // Break every paragraph, stopping at the line or height limit.
        var pending: [PendingLine] = []
        var height = 0.0
        var truncated = false
        var linesCut = false
        paragraphLoop: for (p, paragraph) in paragraphs.enumerated() {
            let ranges = LineBreaker.lines(paragraph.clusters, width: options.isWrapped ? available : nil)
            for (l, range) in ranges.enumerated() {
                var line = PendingLine(clusters: Array(paragraph.clusters[range]),
                                       rest: paragraph.clusters[range.lowerBound...], paragraph: paragraph,
                                       endsParagraph: l == ranges.count - 1)
                if let available, !options.isWrapped {
                    let fitted = try Truncation.truncate(line.clusters, width: available, mode: options.truncation,
                                                         force: false, shaper: &shaper)
                    if fitted.map(\.character) != line.clusters.map(\.character) { truncated = true }
                    line.clusters = fitted
                }
                let lineHeight = line.metrics.lineHeight
                if let maxHeight, !pending.isEmpty, height + lineHeight > maxHeight + 1e-9 {
                    linesCut = true
                    break paragraphLoop
                }
                pending.append(line)
                height += lineHeight
                let isLast = p == paragraphs.count - 1 && l == ranges.count - 1
                if pending.count == maxLines, !isLast {
                    linesCut = true
                    break paragraphLoop
                }
            }
        }
        if linesCut, var last = pending.popLast() {
            // The last kept line shows the rest of its paragraph, truncated.
            last.clusters = try Truncation.truncate(Array(last.rest), width: available ?? .infinity,
                                                    mode: options.truncation, force: true, shaper: &shaper)
            if options.truncation == .none, let range = LineBreaker.lines(last.clusters, width: available).first {
                last.clusters = Array(last.clusters[range])
            }
            pending.append(last)
        }
        let longest = pending.map { LineBreaker.width($0.clusters) }.max() ?? 0
        let lineBox = available ?? longest
        var lines: [TextLine] = []
        var top = insets.top
        for line in pending {
            let built = line.build(x: insets.left + padding, top: top, width: lineBox, alignment: options.alignment)
            lines.append(built)
            top += built.height
        }
        self.lines = lines
        isTruncated = truncated || linesCut
        let usedWidth = (pending.isEmpty ? 0 : longest + 2 * padding) + insets.left + insets.right
        let usedHeight = top + insets.bottom
        usedSize = Size(width: usedWidth, height: usedHeight)
        size = Size(width: options.width ?? usedWidth, height: usedHeight)
    }

    /// The size text needs at `width` (nil: unlimited), rounded up to whole points, as
    /// `UILabel.sizeThatFits(_:)` / `intrinsicContentSize` do. Other options (font, line limit,
    /// insets, padding) apply as given.
    /// - Throws: as ``init(_:options:library:)``.
    public static func sizeThatFits(_ text: AttributedText, width: Double?,
                                    options: TextLayoutOptions = TextLayoutOptions(),
                                    library: FontLibrary = .shared) throws -> Size {
        var options = options
        options.width = width
        let used = try TextLayout(text, options: options, library: library).usedSize
        return Size(width: (used.width - 1e-9).rounded(.up), height: (used.height - 1e-9).rounded(.up))
    }

    /// The characters of `text` that no installed face has a glyph for (each once, in order):
    /// they draw as the missing-glyph box, where iOS would find a glyph in one of its own fonts
    /// (an emoji in Apple Color Emoji, for instance). Invisible format characters (variation
    /// selectors, joiners) are not listed: they draw nothing on either system.
    /// - Throws: as ``init(_:options:library:)``.
    public static func charactersWithoutGlyph(in text: AttributedText,
                                              library: FontLibrary = .shared) throws -> [Character] {
        var shaper = TextShaper(library: library)
        var seen: Set<Character> = []
        var missing: [Character] = []
        for paragraph in try shaper.paragraphs(of: text) {
            for cluster in paragraph.clusters where cluster.glyphs.contains(where: { $0.glyph == 0 }) {
                if seen.insert(cluster.character).inserted { missing.append(cluster.character) }
            }
        }
        return missing
    }
}
