import FlipbookKit
import FlipbookText
import Testing

/// A character no installed face can draw shows as the missing-glyph box, where iOS finds it in
/// one of its own fonts: Kit reports it (`text.missingGlyph`) instead of drawing a silently
/// different picture.
@Suite struct MissingGlyphTests {
    /// U+1FAE8 (an emoji of Unicode 15) is in none of the fonts the setup installs.
    static let emoji = "\u{1FAE8}"

    @Test func aLabelReportsACharacterWithoutAGlyphOnce() {
        let app = Application()
        defer { Application.current = nil }
        let label = Label()
        label.text = "Hello \(Self.emoji)"
        label.text = "Again \(Self.emoji)"
        let reported = app.diagnostics.filter { $0.code == "text.missingGlyph" }
        #expect(reported.count == 1)
        #expect(reported.first?.message.contains("U+1FAE8") == true)
    }

    @Test func aTextViewReportsItToo() {
        let app = Application()
        defer { Application.current = nil }
        let view = TextView()
        view.text = "Notes \(Self.emoji)"
        #expect(app.diagnostics.contains { $0.code == "text.missingGlyph" })
    }

    @Test func textTheFontsDrawIsNotReported() {
        let app = Application()
        defer { Application.current = nil }
        let label = Label()
        label.text = "Café – naïve “quotes” ✓"
        #expect(!app.diagnostics.contains { $0.code == "text.missingGlyph" })
    }

    @Test func theLayoutListsEachMissingCharacterOnceInOrder() throws {
        let text = AttributedText("a\(Self.emoji)b\u{10FFFD}\(Self.emoji)", font: .system(size: 17))
        let missing = try TextLayout.charactersWithoutGlyph(in: text)
        #expect(missing == [Character(Self.emoji), Character("\u{10FFFD}")])
    }
}
