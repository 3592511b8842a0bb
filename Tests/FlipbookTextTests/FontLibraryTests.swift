import Foundation
import Testing
@testable import FlipbookText

@Suite struct FontLibraryTests {
    @Test func systemFontIsAnInstalledSans() throws {
        let face = try Fixtures.library.face(for: .system(size: 17))
        #expect(FontLibrary.systemSansFamilies.contains(face.family))
        #expect(face.weight == 400)
        #expect(face.syntheticEmbolden == 0)
    }

    @Test func systemSansIsLiberationSansWithItsRealRegularAndBold() throws {
        let regular = try Fixtures.library.face(for: .system(size: 17))
        let bold = try Fixtures.library.face(for: .system(size: 17, weight: .bold))
        let medium = try Fixtures.library.face(for: .system(size: 17, weight: .medium))
        #expect(regular.path.hasSuffix("LiberationSans-Regular.ttf") && regular.syntheticEmbolden == 0)
        #expect(bold.path.hasSuffix("LiberationSans-Bold.ttf") && bold.syntheticEmbolden == 0)
        // Medium (the navigation title) is regular emboldened by 1/48 em.
        #expect(medium.path == regular.path && abs(medium.syntheticEmbolden - 1.0 / 48) < 1e-12)
    }

    @Test func helveticaNeueFallsBackToTheSystemSans() throws {
        let helvetica = try Fixtures.library.face(for: Font(family: "Helvetica Neue", size: 17))
        #expect(helvetica === (try Fixtures.library.face(for: .system(size: 17))))
    }

    @Test func familyNamesIgnoreCaseSpacesAndHyphens() throws {
        let a = try Fixtures.library.face(for: Font(family: "DejaVu Sans", size: 12))
        let b = try Fixtures.library.face(for: Font(family: "dejavu-sans", size: 30))
        #expect(a === b)
        #expect(a.family == "DejaVu Sans")
        #expect(a.path.hasSuffix("DejaVuSans.ttf"))
    }

    @Test func boldPicksTheBoldFace() throws {
        let face = try Fixtures.library.face(for: Font(family: "DejaVu Sans", size: 17, weight: .bold))
        #expect(face.path.hasSuffix("DejaVuSans-Bold.ttf"))
        #expect(face.syntheticEmbolden == 0)
    }

    @Test func mediumEmboldensRegularWhenTheFamilyHasNoMediumFace() throws {
        let face = try Fixtures.library.face(for: Font(family: "DejaVu Sans", size: 17, weight: .medium))
        #expect(face.path.hasSuffix("DejaVuSans.ttf"))
        #expect(abs(face.syntheticEmbolden - 1.0 / 48) < 1e-12)
        let regular = try Fixtures.layout("Title", font: Font(family: "DejaVu Sans", size: 17))
        let medium = try Fixtures.layout("Title", font: Font(family: "DejaVu Sans", size: 17, weight: .medium))
        // Each of the 5 advances grows by 1/48 em, rounded to font units: round(2048 / 48) = 43.
        #expect(abs(medium.usedSize.width - regular.usedSize.width - 5 * 43 * 17.0 / 2048) < 1e-9)
    }

    @Test func metricsComeFromTheFontInPoints() throws {
        let face = try Fixtures.library.face(for: Font(family: "DejaVu Sans", size: 17))
        let metrics = face.metrics(size: 17)
        // DejaVu Sans: 2048 units per em, hhea ascender 1901, descender −483, line gap 0.
        #expect(face.unitsPerEm == 2048)
        #expect(abs(metrics.ascender - 1901.0 / 2048 * 17) < 1e-9)
        #expect(abs(metrics.descender - 483.0 / 2048 * 17) < 1e-9)
        #expect(abs(metrics.lineHeight - 2384.0 / 2048 * 17) < 1e-9)
    }

    @Test func unknownFamilyNamesTheFamilyAndTheRemedy() {
        #expect {
            try Fixtures.library.face(for: Font(family: "Comic Sans MS", size: 17))
        } throws: { error in
            guard case let .unknownFamily(family, available, _) = error as? TextError else { return false }
            let message = "\(error)"
            return family == "Comic Sans MS" && available.contains("DejaVu Sans")
                && message.contains("\"Comic Sans MS\"") && message.contains("FLIPBOOK_FONT_PATH")
        }
    }

    @Test(arguments: [0, -1, Double.nan, Double.infinity, 1000.5, 5000])
    func absurdSizesAreRejected(size: Double) {
        func isSizeError(_ error: any Error) -> Bool {
            guard case .invalidFontSize = error as? TextError else { return false }
            return "\(error)".contains("at most 1000 pt")
        }
        #expect { try Fixtures.library.face(for: .system(size: size)) } throws: { isSizeError($0) }
        #expect { try Fixtures.layout("x", font: .system(size: size)) } throws: { isSizeError($0) }
    }

    @Test func largestAllowedSizeIsAccepted() throws {
        #expect(throws: Never.self) { try Fixtures.library.face(for: .system(size: 1000)) }
    }

    @Test func missingFontFileIsReported() {
        let library = FontLibrary(includesEnvironment: false, includesSystemDirectories: false)
        #expect(throws: TextError.unreadableFontFile(path: "/nonexistent/Font.ttf",
                                                    reason: "the file does not exist or is not readable")) {
            try library.register(fontFile: "/nonexistent/Font.ttf")
        }
    }

    @Test func aFileThatIsNotAFontIsReported() throws {
        let path = NSTemporaryDirectory() + "flipbook-not-a-font-\(getpid()).ttf"
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let library = FontLibrary(includesEnvironment: false, includesSystemDirectories: false)
        #expect {
            try library.register(fontFile: path)
        } throws: { error in
            guard case let .unreadableFontFile(reported, reason) = error as? TextError else { return false }
            return reported == path && reason.contains("not a font format")
        }
    }

    @Test func unknownFamilyFailsTheLayout() {
        #expect {
            try Fixtures.layout("Hello", font: Font(family: "No Such Family", size: 17))
        } throws: { error in
            guard case .unknownFamily("No Such Family", _, _) = error as? TextError else { return false }
            return true
        }
    }

    @Test func aScannedFileThatIsNotAFontIsSkippedAndListed() throws {
        let directory = NSTemporaryDirectory() + "flipbook-fonts-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: directory + "/Broken.ttf"))
        try FileManager.default.copyItem(atPath: Fixtures.dejaVuDirectory + "/DejaVuSans.ttf",
                                         toPath: directory + "/DejaVuSans.ttf")
        let library = FontLibrary(extraPaths: [directory], includesEnvironment: false, includesSystemDirectories: false)
        #expect(library.families == ["DejaVu Sans"])
        #expect(library.unreadableFiles.count == 1)
        guard case let .unreadableFontFile(path, _)? = library.unreadableFiles.first else {
            Issue.record("expected an unreadable font file, got \(library.unreadableFiles)")
            return
        }
        #expect(path.hasSuffix("/Broken.ttf"))
        #expect(throws: Never.self) { try library.face(for: .system(size: 17)) }
    }

    @Test func registeredFileAddsItsFamilies() throws {
        let library = FontLibrary(includesEnvironment: false, includesSystemDirectories: false)
        #expect(library.families.isEmpty)
        let families = try library.register(fontFile: Fixtures.dejaVuDirectory + "/DejaVuSerif.ttf")
        #expect(families == ["DejaVu Serif"])
        #expect(try library.face(for: Font(family: "DejaVu Serif", size: 12)).family == "DejaVu Serif")
        #expect(throws: TextError.self) { try library.face(for: .system(size: 12)) }
    }

    @Test func registeredBytesAddTheirFamiliesThroughOneContentNamedFile() throws {
        let library = FontLibrary(includesEnvironment: false, includesSystemDirectories: false)
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.dejaVuDirectory + "/DejaVuSerif.ttf"))
        #expect(try library.families(inFontData: data) == ["DejaVu Serif"])
        #expect(library.families.isEmpty)
        #expect(try library.register(fontData: data) == ["DejaVu Serif"])
        #expect(try library.face(for: Font(family: "DejaVu Serif", size: 12)).family == "DejaVu Serif")
        #expect(try FontLibrary.cacheFile(for: data) == FontLibrary.cacheFile(for: data))
    }

    @Test func bytesThatAreNotAFontAreReported() {
        let library = FontLibrary(includesEnvironment: false, includesSystemDirectories: false)
        #expect(throws: TextError.self) { try library.register(fontData: Data("not a font".utf8)) }
        #expect(library.families.isEmpty)
    }

    @Test func extraPathsAreSearched() throws {
        let library = FontLibrary(extraPaths: [Fixtures.dejaVuDirectory + "/DejaVuSansMono.ttf"],
                                  includesEnvironment: false, includesSystemDirectories: false)
        #expect(library.families == ["DejaVu Sans Mono"])
    }

    @Test func environmentVariableAddsPaths() throws {
        setenv("FLIPBOOK_FONT_PATH", "/nonexistent-dir:" + Fixtures.dejaVuDirectory + "/DejaVuSerif-Bold.ttf", 1)
        defer { unsetenv("FLIPBOOK_FONT_PATH") }
        let library = FontLibrary(includesSystemDirectories: false)
        #expect(library.searchPaths == ["/nonexistent-dir", Fixtures.dejaVuDirectory + "/DejaVuSerif-Bold.ttf"])
        #expect(library.families == ["DejaVu Serif"])
    }

    @Test func cjkCharactersFallBackToTheCJKFont() throws {
        let layout = try Fixtures.layout("A中")
        #expect(layout.lines[0].glyphs[0].face.family == "Liberation Sans")
        #expect(layout.lines[0].glyphs[1].face.family == SetupFonts.cjkFamily)
        #expect(layout.lines[0].glyphs[1].face.path == SetupFonts.cjk)
        #expect(layout.lines[0].glyphs[1].glyph != 0)
        // The ideograph is one em wide.
        #expect(abs(layout.lines[0].glyphs[1].advance - 17) < 1e-9)
    }

    /// Goldens with text outside this target draw through the shared library (the system font
    /// folders): its system sans must be the setup script's file whatever else is installed.
    @Test func sharedLibrarysSystemSansIsTheSetupFile() throws {
        let face = try FontLibrary.shared.face(for: .system(size: 17))
        #expect(face.path == SetupFonts.liberationSans[0],
                "the system sans is \(face.family) from \(face.path); goldens need \(SetupFonts.liberationSans[0])")
    }

    @Test func withoutACJKFontIdeographsDrawTheMissingGlyphBox() throws {
        let library = SetupFonts.library(of: SetupFonts.dejaVu)
        #expect(library.fallbackFaces(for: Font(family: "DejaVu Serif", size: 17)).map(\.family) == ["DejaVu Sans"])
        let layout = try TextLayout(AttributedText("A中"), library: library)
        #expect(layout.lines[0].glyphs[1].glyph == 0)
        #expect(layout.lines[0].glyphs[1].face.family == "DejaVu Sans")
        #expect(try TextRenderer.render(layout, scale: 2).bytes.contains { $0 > 0 })
    }
}
