import FlipbookText

extension Application {
    /// Reports the characters of `text` in `font` that no installed face can draw (code
    /// `text.missingGlyph`): Kit draws the missing-glyph box where iOS finds a glyph in one of
    /// its own fonts (an emoji, a rare script). Each character is reported once per application.
    static func reportMissingGlyphs(in text: String?, font: Font) {
        guard let app = current, let text, !text.isEmpty,
            text.unicodeScalars.contains(where: { !$0.isASCII }),
            let missing = try? TextLayout.charactersWithoutGlyph(in: AttributedText(text, font: font))
        else { return }
        for character in missing {
            let codes = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
            app.report(
                KitDiagnostic(
                    code: "text.missingGlyph",
                    message: "'\(character)' (\(codes.joined(separator: " "))) has no glyph in the installed fonts; "
                        + "Kit draws an empty box where iOS draws the character (install a font that has it "
                        + "or register one with FontLibrary.register(fontFile:))"))
        }
    }
}
