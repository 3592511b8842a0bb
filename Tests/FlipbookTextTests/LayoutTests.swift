import Testing
import FlipbookGeometry
@testable import FlipbookText

@Suite struct LayoutTests {
    let dejaVu = Font(family: "DejaVu Sans", size: 17)
    let lineHeight = 2384.0 / 2048 * 17

    func advance(_ character: Character, _ font: Font) throws -> Double {
        let face = try Fixtures.library.face(for: font)
        let glyph = face.glyphIndex(for: character.unicodeScalars.first!)
        return Double(face.advanceUnits(glyph)) * font.size / Double(face.unitsPerEm)
    }

    @Test func singleLineIsOneLineHighAndAsWideAsItsAdvances() throws {
        let layout = try Fixtures.layout("Hi", font: dejaVu)
        #expect(layout.lines.count == 1)
        #expect(abs(layout.size.height - lineHeight) < 1e-9)
        let expected = try advance("H", dejaVu) + advance("i", dejaVu)
        #expect(abs(layout.size.width - expected) < 1e-9)
        #expect(abs(layout.lines[0].origin.y - 1901.0 / 2048 * 17) < 1e-9)
    }

    @Test func kerningPairNarrowsTheAdvance() throws {
        let separate = try advance("A", dejaVu) + advance("V", dejaVu)
        let pair = try Fixtures.layout("AV", font: dejaVu)
        #expect(pair.usedSize.width < separate - 0.5)
        #expect(pair.lines[0].glyphs[1].position.x < pair.lines[0].glyphs[0].advance)
    }

    @Test func emptyTextHasNoLinesAndOnlyItsInsets() throws {
        let layout = try Fixtures.layout("", TextLayoutOptions(insets: TextInsets(top: 8, left: 1, bottom: 8, right: 1)))
        #expect(layout.lines.isEmpty)
        #expect(layout.usedSize == Size(width: 2, height: 16))
    }

    @Test func hardLineBreaksStartNewLinesIncludingATrailingEmptyOne() throws {
        let layout = try Fixtures.layout("one\ntwo\r\nthree\n", font: dejaVu)
        #expect(layout.lines.map(\.string) == ["one", "two", "three", ""])
        #expect(abs(layout.size.height - 4 * lineHeight) < 1e-9)
    }

    @Test func paragraphWrapsAtWordsWithinTheWidth() throws {
        let layout = try Fixtures.layout(Fixtures.paragraph, font: dejaVu, TextLayoutOptions(width: 300))
        #expect(layout.lines.count == 8)
        for line in layout.lines {
            #expect(line.width <= 300)
            #expect(!line.string.hasPrefix(" "))
        }
        let rejoined = layout.lines.map { $0.string }.joined()
        #expect(rejoined == Fixtures.paragraph)
        #expect(abs(layout.size.height - 8 * lineHeight) < 1e-9)
    }

    @Test func fiveHundredWordsKeepEveryCharacterInTheWidth() throws {
        let text = Fixtures.words(500)
        let options = TextLayoutOptions(width: 320, insets: .textView, lineFragmentPadding: 5)
        let layout = try Fixtures.layout(text, font: dejaVu, options)
        #expect(layout.lines.map(\.string).joined() == text)
        #expect(layout.lines.allSatisfy { $0.width <= 310 && $0.origin.x == 5 })
        #expect(abs(layout.size.height - (16 + Double(layout.lines.count) * lineHeight)) < 1e-6)
    }

    @Test func wordLongerThanTheLineBreaksBetweenCharacters() throws {
        let layout = try Fixtures.layout("Supercalifragilistic", font: dejaVu, TextLayoutOptions(width: 60))
        #expect(layout.lines.count > 1)
        #expect(layout.lines.allSatisfy { $0.width <= 60 && !$0.string.isEmpty })
        #expect(layout.lines.map(\.string).joined() == "Supercalifragilistic")
    }

    @Test func hyphenatedWordsBreakAfterTheHyphen() throws {
        let layout = try Fixtures.layout("well-known", font: dejaVu, TextLayoutOptions(width: 60))
        #expect(layout.lines.map(\.string) == ["well-", "known"])
    }

    @Test func unwrappedTextStaysOnOneLine() throws {
        let layout = try Fixtures.layout(Fixtures.pangram, font: dejaVu, TextLayoutOptions(width: 100, isWrapped: false))
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].width > 100)
        #expect(layout.size.width == 100)
    }

    @Test func cjkTextBreaksBetweenCharactersButNotBeforeClosingPunctuation() throws {
        let text = "日本語のテキストを折り返す。これは二行目です。"
        let layout = try Fixtures.layout(text, font: dejaVu, TextLayoutOptions(width: 17 * 6.5))
        #expect(layout.lines.count >= 3)
        #expect(layout.lines.map(\.string).joined() == text)
        for line in layout.lines {
            #expect(line.width <= 17 * 6.5)
            #expect(!line.string.hasPrefix("。"))
        }
    }

    @Test func sizeThatFitsRoundsUpTheTightSize() throws {
        let text = AttributedText(Fixtures.pangram, font: dejaVu)
        let single = try TextLayout.sizeThatFits(text, width: nil, library: Fixtures.library)
        let exact = try Fixtures.layout(Fixtures.pangram, font: dejaVu).usedSize
        #expect(single == Size(width: exact.width.rounded(.up), height: lineHeight.rounded(.up)))
        let wrapped = try TextLayout.sizeThatFits(text, width: 150, library: Fixtures.library)
        let lines = try Fixtures.layout(Fixtures.pangram, font: dejaVu, TextLayoutOptions(width: 150)).lines
        #expect(wrapped.width <= 150)
        #expect(wrapped.height == (Double(lines.count) * lineHeight).rounded(.up))
    }

    @Test(arguments: [TextAlignment.left, .natural, .center, .right])
    func alignmentPlacesLinesInTheBox(alignment: TextAlignment) throws {
        let options = TextLayoutOptions(width: 200, alignment: alignment, insets: TextInsets(left: 10, right: 20),
                                        lineFragmentPadding: 5)
        let line = try Fixtures.layout("Label", font: dejaVu, options).lines[0]
        let box = 200.0 - 10 - 20 - 10
        let expected: Double
        switch alignment {
        case .center: expected = 15 + (box - line.width) / 2
        case .right: expected = 15 + box - line.width
        default: expected = 15
        }
        #expect(abs(line.origin.x - expected) < 1e-9)
        #expect(abs(line.glyphs[0].position.x - expected) < 1e-9)
    }

    @Test func justifiedLinesFillTheWidthExceptTheLast() throws {
        let layout = try Fixtures.layout(Fixtures.paragraph, font: dejaVu, TextLayoutOptions(width: 300, alignment: .justified))
        for line in layout.lines.dropLast() {
            #expect(abs(line.width - 300) < 1e-9)
            let lastVisible = line.glyphs[line.string.count - 2]  // before the hanging space
            #expect(line.string.last == " ")
            #expect(abs(lastVisible.position.x + lastVisible.advance - 300) < 1e-6)
        }
        #expect(layout.lines.last!.width < 300)
    }

    @Test func textViewInsetsAndPaddingOffsetTheFirstGlyph() throws {
        let options = TextLayoutOptions(width: 240, insets: .textView, lineFragmentPadding: 5)
        let layout = try Fixtures.layout("Lorem", font: dejaVu, options)
        #expect(layout.lines[0].origin == Point(x: 5, y: 8 + 1901.0 / 2048 * 17))
        #expect(abs(layout.size.height - (16 + lineHeight)) < 1e-9)
    }

    @Test func runsKeepTheirFontsAndColours() throws {
        var text = AttributedText("Hello world", font: dejaVu, color: .black)
        text.setAttributes(font: dejaVu.withWeight(.bold), color: .white, in: 6..<11)
        #expect(text.runs.map(\.string) == ["Hello ", "world"])
        let layout = try TextLayout(text, library: Fixtures.library)
        #expect(layout.lines[0].glyphs[0].color == .black)
        #expect(layout.lines[0].glyphs[6].color == .white)
        #expect(layout.lines[0].glyphs[6].face.path.hasSuffix("DejaVuSans-Bold.ttf"))
    }

    @Test func largerRunMakesItsLineTaller() throws {
        var text = AttributedText("small ", font: dejaVu)
        text.append("BIG", font: dejaVu.withSize(34), color: .black)
        let layout = try TextLayout(text, library: Fixtures.library)
        #expect(abs(layout.size.height - 2 * lineHeight) < 1e-9)
    }

    @Test(arguments: [-1, Double.nan, Double.infinity])
    func invalidDimensionsAreRejected(value: Double) {
        for options in [TextLayoutOptions(width: value), TextLayoutOptions(height: value),
                        TextLayoutOptions(insets: TextInsets(top: value)), TextLayoutOptions(lineFragmentPadding: value)] {
            #expect {
                try Fixtures.layout("x", options)
            } throws: { error in
                guard case .invalidDimension = error as? TextError else { return false }
                return "\(error)".contains("must be finite and not negative")
            }
        }
        #expect(throws: TextError.invalidDimension(name: "number of lines", value: -1)) {
            try Fixtures.layout("x", TextLayoutOptions(numberOfLines: -1))
        }
    }
}
