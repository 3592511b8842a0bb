import Testing
@testable import FlipbookText

@Suite struct TruncationTests {
    let dejaVu = Font(family: "DejaVu Sans", size: 17)

    func singleLine(_ mode: TruncationMode, width: Double = 150) throws -> TextLayout {
        try Fixtures.layout(Fixtures.pangram, font: dejaVu, TextLayoutOptions(width: width, isWrapped: false, truncation: mode))
    }

    @Test func endTruncationKeepsTheStart() throws {
        let layout = try singleLine(.end)
        #expect(layout.lines[0].string == "The quick brow…")
        #expect(layout.lines[0].width <= 150)
        #expect(layout.isTruncated)
    }

    @Test func startTruncationKeepsTheEnd() throws {
        let layout = try singleLine(.start)
        #expect(layout.lines[0].string == "…er the lazy dog")
        #expect(layout.lines[0].width <= 150)
    }

    @Test func middleTruncationKeepsBothEnds() throws {
        let layout = try singleLine(.middle)
        #expect(layout.lines[0].string == "The qui…azy dog")
        #expect(layout.lines[0].width <= 150)
    }

    /// The spaces dropped beside a middle "…" leave room for text: at 172 pt the head keeps
    /// "quick" (it lost its "k" when the dropped space before "lazy" was counted against it).
    @Test func middleTruncationUsesTheRoomOfTheDroppedSpaces() throws {
        let layout = try singleLine(.middle, width: 172)
        #expect(layout.lines[0].string == "The quick\u{2026}lazy dog")
        #expect(layout.lines[0].width <= 172)
    }

    @Test func textThatFitsIsNotTruncated() throws {
        let layout = try singleLine(.end, width: 1000)
        #expect(layout.lines[0].string == Fixtures.pangram)
        #expect(!layout.isTruncated)
    }

    @Test func noneLetsTheLineOverflow() throws {
        let layout = try singleLine(.none)
        #expect(layout.lines[0].string == Fixtures.pangram)
        #expect(layout.lines[0].width > 150)
    }

    @Test func numberOfLinesTruncatesTheLastKeptLine() throws {
        let options = TextLayoutOptions(width: 200, truncation: .end, numberOfLines: 2)
        let layout = try Fixtures.layout(Fixtures.paragraph, font: dejaVu, options)
        #expect(layout.lines.count == 2)
        #expect(layout.lines[1].string.hasSuffix("…"))
        #expect(layout.lines[1].width <= 200)
        #expect(layout.isTruncated)
    }

    @Test func numberOfLinesWithoutTruncationDropsTheRest() throws {
        let options = TextLayoutOptions(width: 200, numberOfLines: 2)
        let layout = try Fixtures.layout(Fixtures.paragraph, font: dejaVu, options)
        let full = try Fixtures.layout(Fixtures.paragraph, font: dejaVu, TextLayoutOptions(width: 200))
        #expect(layout.lines.map(\.string) == full.lines.prefix(2).map(\.string))
        #expect(layout.isTruncated)
    }

    @Test func heightLimitKeepsOnlyWholeLines() throws {
        let lineHeight = 2384.0 / 2048 * 17
        let options = TextLayoutOptions(width: 200, height: lineHeight * 3.5, truncation: .end)
        let layout = try Fixtures.layout(Fixtures.paragraph, font: dejaVu, options)
        #expect(layout.lines.count == 3)
        #expect(layout.lines[2].string.hasSuffix("…"))
    }

    @Test func hiddenParagraphForcesAnEllipsis() throws {
        let options = TextLayoutOptions(width: 300, truncation: .end, numberOfLines: 1)
        let layout = try Fixtures.layout("First\nSecond", font: dejaVu, options)
        #expect(layout.lines.map(\.string) == ["First…"])
    }

    @Test func unwrappedLinesCutByHeightGetOneEllipsis() throws {
        let lineHeight = 2384.0 / 2048 * 17
        let options = TextLayoutOptions(width: 150, height: lineHeight * 1.5, isWrapped: false, truncation: .end)
        let layout = try Fixtures.layout(Fixtures.pangram + "\nSecond", font: dejaVu, options)
        #expect(layout.lines.map(\.string) == ["The quick brow…"])
    }

    @Test func ellipsisAloneWhenNothingElseFits() throws {
        let layout = try singleLine(.end, width: 5)
        #expect(layout.lines[0].string == "…")
    }
}
