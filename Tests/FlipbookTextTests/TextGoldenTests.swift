import FlipbookGeometry
import FlipbookRaster
import FlipbookSwiftTesting
@testable import FlipbookText
import Testing

/// Pictures of laid-out text at 2×, compared exactly (FreeType is fixed by the Debian 12 image,
/// the fonts are the setup script's files loaded by path, and rendering is integer-deterministic).
/// Each golden has numeric checks beside it. Re-record:
/// `FLIPBOOK_RECORD=failed swift test --filter TextGoldenTests`.
@Suite struct TextGoldenTests {
    static let jugs = "Pack my box with five jugs."

    /// Two lines of 11 pt text in a 95 pt box, once per alignment.
    @Test func labelInEachAlignment() throws {
        let layouts = try TextAlignment.allCases.map { alignment in
            try Fixtures.layout(Self.jugs, font: .system(size: 11),
                                TextLayoutOptions(width: 95, alignment: alignment))
        }
        for layout in layouts {
            #expect(layout.lines.map(\.string) == ["Pack my box with ", "five jugs."])
            #expect(layout.size == Size(width: 95, height: layout.lines[0].height * 2))
        }
        let (left, center, right, justified, natural) = (layouts[0], layouts[1], layouts[2], layouts[3], layouts[4])
        for (i, line) in left.lines.enumerated() {
            #expect(line.origin.x == 0 && natural.lines[i].origin.x == 0)
            #expect(abs(center.lines[i].origin.x - (95 - line.width) / 2) < 1e-9)
            #expect(abs(right.lines[i].origin.x + right.lines[i].width - 95) < 1e-9)
        }
        // Justified: the first line fills the box, the last line of the paragraph stays ragged.
        #expect(abs(justified.lines[0].width - 95) < 1e-9 && justified.lines[0].origin.x == 0)
        #expect(justified.lines[1].width == left.lines[1].width)
        #expect(TextAlignment.allCases == [.left, .center, .right, .justified, .natural])
        assertSnapshot(of: try GoldenSheet.render(layouts))
    }

    /// 18 words of lorem ipsum, 12 pt, wrapped at 160 pt.
    @Test func wrappedParagraph() throws {
        let layout = try Fixtures.layout(Fixtures.words(18), font: .system(size: 12), TextLayoutOptions(width: 160))
        #expect(layout.lines.count == 5)
        #expect(layout.lines.allSatisfy { $0.width <= 160 })
        #expect(layout.lines.map(\.string).joined() == Fixtures.words(18))
        #expect(layout.size.width == 160 && abs(layout.size.height - 5 * layout.lines[0].height) < 1e-9)
        assertSnapshot(of: try GoldenSheet.render([layout]))
    }

    /// The pangram in a one-line 160 pt label truncated at the start, middle and end.
    @Test func truncationAtStartMiddleAndEnd() throws {
        let layouts = try [TruncationMode.start, .middle, .end].map { mode in
            try Fixtures.layout(Fixtures.pangram, font: .system(size: 13),
                                TextLayoutOptions(width: 160, isWrapped: false, truncation: mode))
        }
        #expect(layouts.map { $0.lines.map(\.string) } == [
            ["…jumps over the lazy dog"], ["The quick br…the lazy dog"], ["The quick brown fox jum…"],
        ])
        #expect(layouts.allSatisfy { $0.isTruncated && $0.lines[0].width <= 160 && $0.lines[0].width > 150 })
        assertSnapshot(of: try GoldenSheet.render(layouts))
    }

    /// Latin with Chinese and Japanese, the ideographs and kana from the CJK fallback font
    /// (WenQuanYi Micro Hei), wrapped at 170 pt; the line break keeps "。" and "！" off the start
    /// of a line. Never skipped: the font is one of the setup script's.
    @Test func mixedLatinAndCJK() throws {
        let text = "Flipbook 把动画渲染成图片。Hello, 世界！テキストは折り返されます。"
        let layout = try Fixtures.layout(text, font: .system(size: 15), TextLayoutOptions(width: 170))
        let faces = Set(layout.lines.flatMap { $0.glyphs.map(\.face.family) })
        #expect(faces == ["Liberation Sans", SetupFonts.cjkFamily])
        #expect(layout.lines.allSatisfy { $0.glyphs.allSatisfy { $0.glyph != 0 } })
        #expect(layout.lines.allSatisfy { $0.width <= 170 && !"。、！".contains($0.string.first ?? " ") })
        #expect(layout.lines.map(\.string).joined() == text)
        assertSnapshot(of: try GoldenSheet.render([layout]))
    }

    /// The goldens' library holds the setup script's fonts and nothing else, whatever else is
    /// installed on the machine.
    @Test func goldenFontsAreTheSetupScriptsFilesOnly() throws {
        #expect(SetupFonts.missing.isEmpty, "missing \(SetupFonts.missing): run scripts/setup.sh")
        #expect(Fixtures.library.families == ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "Liberation Sans",
                                              "WenQuanYi Micro Hei", "WenQuanYi Micro Hei Mono"])
        #expect(Fixtures.library.searchPaths.isEmpty)
        let faces = try [Font.system(size: 12), .system(size: 12, weight: .bold), Font(family: "DejaVu Serif", size: 12),
                         Font(family: SetupFonts.cjkFamily, size: 12)].map { try Fixtures.library.face(for: $0).path }
        #expect(faces == [SetupFonts.liberationSans[0], SetupFonts.liberationSans[1],
                          SetupFonts.dejaVuDirectory + "/DejaVuSerif.ttf", SetupFonts.cjk])
    }
}
