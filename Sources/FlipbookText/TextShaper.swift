import FlipbookRaster

/// One glyph of a cluster, with its face and unhinted advance.
struct ShapedGlyph {
    var face: FontFace
    var glyph: UInt32
    /// Advance in points.
    var advance: Double
}

/// One character (grapheme cluster) with its glyphs and attributes: the unit of line breaking
/// and truncation.
struct Cluster {
    var character: Character
    var glyphs: [ShapedGlyph]
    var font: Font
    var color: Color
    /// Metrics of the face that drew the cluster, at the font's size.
    var metrics: FontMetrics
    var breakClass: BreakClass
    /// Sum of the glyph advances, in points.
    var advance: Double { glyphs.reduce(0) { $0 + $1.advance } }
    var isSpace: Bool { breakClass == .space }

    /// Kerning between `left` and this cluster, in points: only between glyphs of the same face
    /// and size.
    func kerning(after left: Cluster?) -> Double {
        guard let left, let a = left.glyphs.last, let b = glyphs.first, a.face === b.face,
              left.font.size == font.size else { return 0 }
        let units = a.face.kerningUnits(a.glyph, b.glyph)
        return units == 0 ? 0 : Double(units) * font.size / Double(a.face.unitsPerEm)
    }
}

/// A paragraph: clusters between line breaks, and the font and colour in force at its end (for
/// the height of an empty line).
struct Paragraph {
    var clusters: [Cluster]
    var font: Font
    var color: Color
    var metrics: FontMetrics
}

/// Maps characters to glyphs: the run's face first, then the library's fallback faces.
struct TextShaper {
    let library: FontLibrary
    private var faceChains: [Font: [FontFace]] = [:]

    init(library: FontLibrary) {
        self.library = library
    }

    /// Splits `text` into paragraphs of shaped clusters.
    /// - Throws: ``TextError`` for an invalid size or a missing family.
    mutating func paragraphs(of text: AttributedText) throws -> [Paragraph] {
        var paragraphs: [Paragraph] = []
        var current: [Cluster] = []
        var lastFont = text.runs.first?.font ?? .system(size: 17)
        var lastColor = text.runs.first?.color ?? .black
        for run in text.runs {
            let chain = try faces(for: run.font)
            lastFont = run.font
            lastColor = run.color
            for character in run.string {
                if character.isNewline {
                    paragraphs.append(Paragraph(clusters: current, font: run.font, color: run.color,
                                                metrics: chain[0].metrics(size: run.font.size)))
                    current = []
                } else {
                    current.append(cluster(character, font: run.font, color: run.color, chain: chain))
                }
            }
        }
        let chain = try faces(for: lastFont)
        paragraphs.append(Paragraph(clusters: current, font: lastFont, color: lastColor,
                                    metrics: chain[0].metrics(size: lastFont.size)))
        if text.string.isEmpty { return [] }
        return paragraphs
    }

    /// One cluster for `character` in `font` and `color` (used for the ellipsis too).
    mutating func cluster(_ character: Character, font: Font, color: Color) throws -> Cluster {
        cluster(character, font: font, color: color, chain: try faces(for: font))
    }

    private mutating func faces(for font: Font) throws -> [FontFace] {
        let key = font.withSize(1)
        try font.validate()
        if let chain = faceChains[key] { return chain }
        let chain = [try library.face(for: font)] + library.fallbackFaces(for: font)
        faceChains[key] = chain
        return chain
    }

    private func cluster(_ character: Character, font: Font, color: Color, chain: [FontFace]) -> Cluster {
        var glyphs: [ShapedGlyph] = []
        let breakClass = BreakClass(character)
        // Tab: four spaces wide, no tab stops.
        let isTab = character == "\t"
        // An emoji shown as one (emoji presentation by default, or asked for with U+FE0F, not
        // refused with U+FE0E) is drawn from the emoji face first, as iOS draws it from Apple
        // Color Emoji even where the text font has a plain glyph (✈ in "✈️").
        let emoji = TextShaper.wantsEmojiPresentation(character) ? chain.first { $0.isColorBitmap } : nil
        for scalar in (isTab ? " " : character).unicodeScalars {
            var found: (FontFace, UInt32)?
            let preferred = glyphs.first.map { [$0.face] } ?? emoji.map { [$0] } ?? []
            for face in preferred + chain {
                let glyph = face.glyphIndex(for: scalar)
                if glyph != 0 { found = (face, glyph); break }
            }
            if found == nil {
                // Invisible format characters (variation selectors, joiners) draw nothing.
                if scalar.properties.isDefaultIgnorableCodePoint { continue }
                found = (chain[0], 0)
            }
            let (face, glyph) = found!
            let advance = Double(face.advanceUnits(glyph)) * font.size / Double(face.unitsPerEm)
            glyphs.append(ShapedGlyph(face: face, glyph: glyph, advance: isTab ? advance * 4 : advance))
        }
        let face = glyphs.first?.face ?? chain[0]
        return Cluster(character: character, glyphs: glyphs, font: font, color: color,
                       metrics: face.metrics(size: font.size), breakClass: breakClass)
    }

    /// Whether `character` is shown as an emoji: it asks for it with U+FE0F, or its first scalar
    /// has emoji presentation by default (Unicode's `Emoji_Presentation`, e.g. 😱), or it is a
    /// keycap or flag sequence — unless U+FE0E asks for text.
    static func wantsEmojiPresentation(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.value > 0x7F || scalars.count > 1 else { return false }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) { return true }
        return first.properties.isEmojiPresentation
    }
}
