import FlipbookKit
import FlipbookText
import Testing

/// A character no installed face can draw shows as the missing-glyph box, where iOS finds it in
/// one of its own fonts: Kit reports it (`text.missingGlyph`) instead of drawing a silently
/// different picture.
@Suite struct MissingGlyphTests {
    /// U+13000 (an Egyptian hieroglyph) is in none of the fonts the setup installs.
    static let hieroglyph = "\u{13000}"

    @Test func aLabelReportsACharacterWithoutAGlyphOnce() {
        let app = Application()
        defer { Application.current = nil }
        let label = Label()
        label.text = "Hello \(Self.hieroglyph)"
        label.text = "Again \(Self.hieroglyph)"
        let reported = app.diagnostics.filter { $0.code == "text.missingGlyph" }
        #expect(reported.count == 1)
        #expect(reported.first?.message.contains("U+13000") == true)
    }

    @Test func aTextViewReportsItToo() {
        let app = Application()
        defer { Application.current = nil }
        let view = TextView()
        view.text = "Notes \(Self.hieroglyph)"
        #expect(app.diagnostics.contains { $0.code == "text.missingGlyph" })
    }

    @Test func textTheFontsDrawIsNotReported() {
        let app = Application()
        defer { Application.current = nil }
        let label = Label()
        label.text = "Café – naïve “quotes” ✓ 😱 ✈️"
        #expect(!app.diagnostics.contains { $0.code == "text.missingGlyph" })
    }

    @Test func theLayoutListsEachMissingCharacterOnceInOrder() throws {
        let text = AttributedText("a\(Self.hieroglyph)b\u{10FFFD}\(Self.hieroglyph)", font: .system(size: 17))
        let missing = try TextLayout.charactersWithoutGlyph(in: text)
        #expect(missing == [Character(Self.hieroglyph), Character("\u{10FFFD}")])
    }
}
