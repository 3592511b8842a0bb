import FlipbookGeometry
import FlipbookRaster
import Testing
@testable import FlipbookText

/// Emoji drawn in colour from the emoji face (Noto Color Emoji, `fonts-noto-color-emoji`).
@Suite struct ColorEmojiTests {
    let library = SetupFonts.library(of: SetupFonts.liberationSans + [SetupFonts.emoji])
    let font = Font.system(size: 17)

    func render(_ string: String) throws -> (TextLayout, Bitmap) {
        let layout = try TextLayout(AttributedText(string, font: font, color: .black), library: library)
        return (layout, try TextRenderer.render(layout, scale: 2))
    }

    /// Pixels whose colour is neither black nor grey: what black text cannot draw.
    func colouredPixels(_ bitmap: Bitmap) -> Int {
        stride(from: 0, to: bitmap.bytes.count, by: 4).filter { i in
            let r = Int(bitmap.bytes[i]), g = Int(bitmap.bytes[i + 1]), b = Int(bitmap.bytes[i + 2])
            return max(r, g, b) - min(r, g, b) > 40
        }.count
    }

    @Test func theEmojiFaceIsABitmapColourFace() throws {
        let face = try #require(library.emojiFace())
        #expect(face.isColorBitmap)
        #expect(face.family == "Noto Color Emoji")
    }

    @Test func anEmojiIsDrawnInColourFromTheEmojiFace() throws {
        let (layout, bitmap) = try render("Hi 😱")
        let glyphs = layout.lines.flatMap(\.glyphs)
        #expect(glyphs.last?.face.isColorBitmap == true)
        #expect(colouredPixels(bitmap) > 200)
        #expect(try TextLayout.charactersWithoutGlyph(in: AttributedText("Hi 😱", font: font)).isEmpty)
    }

    /// U+2708 has a plain glyph in text fonts, but "✈️" asks for the emoji (U+FE0F): drawn from
    /// the emoji face, as iOS draws it; "✈︎" (U+FE0E) asks for text.
    @Test func variationSelectorsChooseEmojiOrTextPresentation() throws {
        #expect(TextShaper.wantsEmojiPresentation("✈️"))
        #expect(!TextShaper.wantsEmojiPresentation("✈︎"))
        #expect(!TextShaper.wantsEmojiPresentation("✈"))
        #expect(TextShaper.wantsEmojiPresentation("😱"))
        #expect(!TextShaper.wantsEmojiPresentation("A"))
        let (_, bitmap) = try render("✈️")
        #expect(colouredPixels(bitmap) > 100)
    }

    /// Scaled from the 109 px strike to the size asked for: about 1.25 em wide at 17 pt × 2.
    @Test func anEmojiIsScaledToTheFontSize() throws {
        let face = try #require(library.emojiFace())
        let glyph = face.glyphIndex(for: "😱")
        let bitmap = face.glyphBitmap(GlyphKey(glyph: glyph, pixelSize26: 34 * 64, phase: 0))
        #expect(bitmap.colors?.count == bitmap.width * bitmap.height * 4)
        #expect((38...46).contains(bitmap.width))
        #expect((36...44).contains(bitmap.height))
    }

    /// The text colour's alpha fades an emoji; its hue does not tint it.
    @Test func theTextColoursAlphaFadesAnEmoji() throws {
        let opaque = try TextRenderer.render(
            try TextLayout(AttributedText("😱", font: font, color: Color(red: 1, green: 0, blue: 0)), library: library), scale: 2)
        let faded = try TextRenderer.render(
            try TextLayout(
                AttributedText("😱", font: font, color: Color(red: 0, green: 0, blue: 1, alpha: 0.5)), library: library),
            scale: 2)
        let a = opaque.bytes.enumerated().filter { $0.offset % 4 == 3 }.map { Int($0.element) }.reduce(0, +)
        let b = faded.bytes.enumerated().filter { $0.offset % 4 == 3 }.map { Int($0.element) }.reduce(0, +)
        #expect(abs(Double(b) / Double(a) - 0.5) < 0.02)
    }
}
