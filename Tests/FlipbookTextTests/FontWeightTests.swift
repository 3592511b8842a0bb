import Testing
import FlipbookGeometry
import FlipbookRaster
@testable import FlipbookText

@Suite struct FontWeightTests {
    static let sample = "Hamburgefonstiv"

    /// Total alpha of `text` drawn in black at 17 pt, 2×, in `library`.
    static func ink(_ weight: FontWeight, family: String = Font.systemFamily, library: FontLibrary = Fixtures.library) throws -> Int {
        let font = Font(family: family, size: 17, weight: weight)
        let layout = try TextLayout(AttributedText(sample, font: font, color: .black), library: library)
        let bitmap = try TextRenderer.render(layout, scale: 2)
        Fixtures.preview(bitmap, "weight-\(family)-\(weight)")
        return stride(from: 3, to: bitmap.bytes.count, by: 4).reduce(0) { $0 + Int(bitmap.bytes[$1]) }
    }

    @Test func namedWeightsHaveUIKitValuesAndCSSClasses() {
        let uiKit = FontWeight.allCases.map(\.rawValue)
        #expect(uiKit == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        #expect(FontWeight.allCases.map(\.cssWeight) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(FontWeight.allCases.map(\.description)
            == ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"])
        // Between named weights the CSS class is interpolated; the ends of UIKit's range are 1 and 1000.
        #expect(FontWeight(rawValue: 0.115).cssWeight == 450)
        #expect(FontWeight(rawValue: -1).cssWeight == 1)
        #expect(FontWeight(rawValue: 1).cssWeight == 1000)
        #expect(Font.systemFont(ofSize: 15, weight: .semibold) == Font.system(size: 15, weight: .semibold))
        #expect(Font.Weight.heavy == FontWeight(rawValue: 0.56))
        #expect(Font.boldSystemFont(ofSize: 12).weight == .bold)
    }

    @Test func systemSansPicksLiberationFacesByCSSMatchingAndSynthesisesTheRest() throws {
        // (weight, face file, synthetic stroke change in em)
        let expected: [(FontWeight, String, Double)] = [
            (.ultraLight, "LiberationSans-Regular.ttf", -3.0 / 48), (.thin, "LiberationSans-Regular.ttf", -2.0 / 48),
            (.light, "LiberationSans-Regular.ttf", -1.0 / 48), (.regular, "LiberationSans-Regular.ttf", 0),
            (.medium, "LiberationSans-Regular.ttf", 1.0 / 48), (.semibold, "LiberationSans-Bold.ttf", 0),
            (.bold, "LiberationSans-Bold.ttf", 0), (.heavy, "LiberationSans-Bold.ttf", 1.0 / 48),
            (.black, "LiberationSans-Bold.ttf", 2.0 / 48),
        ]
        for (weight, file, embolden) in expected {
            let face = try Fixtures.library.face(for: .systemFont(ofSize: 17, weight: weight))
            #expect(face.path.hasSuffix("/" + file), "\(weight)")
            #expect(abs(face.syntheticEmbolden - embolden) < 1e-12, "\(weight)")
        }
        #expect("\(try Fixtures.library.face(for: .systemFont(ofSize: 17, weight: .thin)))"
            == "Liberation Sans (LiberationSans-Regular.ttf#0) thinned")
    }

    @Test func cssMatchingLooksLighterFirstBelow400AndHeavierFirstAbove500() {
        let faces = [200, 400, 700].map {
            FontRecord(path: "/f\($0).ttf", index: 0, family: "F", weight: $0, width: 5, isItalic: false)
        }
        func pick(_ weight: Int) -> Int? { FontCatalog.bestMatch(faces, weight: weight)?.weight }
        #expect(pick(100) == 200)   // nothing lighter: the nearest heavier
        #expect(pick(300) == 200)   // lighter first
        #expect(pick(450) == 400)   // 400–500: up to 500, then lighter
        #expect(pick(500) == 400)
        #expect(pick(600) == 700)   // above 500: heavier first
        #expect(pick(900) == 700)
    }

    @Test func inkGrowsWithWeightAndSemiboldIsLiberationBold() throws {
        let inks = try FontWeight.allCases.map { try Self.ink($0) }
        let regular = Double(inks[3])
        let relative = inks.map { (Double($0) / regular * 100).rounded() / 100 }
        // Measured, relative to regular's ink: thinning and emboldening by 1/48 em per step.
        #expect(relative == [0.24, 0.47, 0.74, 1, 1.27, 1.46, 1.46, 1.73, 2.01], "\(inks)")
        for i in 0..<8 where i != 5 { #expect(inks[i] < inks[i + 1], "\(inks)") }
        #expect(inks[5] == inks[6])   // semibold draws Liberation Sans Bold as it is
    }

    @Test func aFamilyWithOneFaceDrawsNineDistinctWeights() throws {
        let library = SetupFonts.library(of: [SetupFonts.liberationDirectory + "/LiberationSans-Regular.ttf"])
        let inks = try FontWeight.allCases.map { try Self.ink($0, family: "Liberation Sans", library: library) }
        for (a, b) in zip(inks, inks.dropFirst()) { #expect(a < b, "\(inks)") }
        let black = try library.face(for: Font(family: "Liberation Sans", size: 17, weight: .black))
        #expect(abs(black.syntheticEmbolden - 5.0 / 48) < 1e-12)
    }

    @Test func thinningShortensEachAdvanceAsEmboldeningLengthensIt() throws {
        let regular = try Fixtures.layout("Title", font: .system(size: 17))
        let thin = try Fixtures.layout("Title", font: .system(size: 17, weight: .thin))
        // Liberation Sans has 2048 units per em: each of the 5 advances loses round(2 · 2048 / 48) = 85 units.
        #expect(abs(regular.usedSize.width - thin.usedSize.width - 5 * 85 * 17.0 / 2048) < 1e-9)
    }

    @Test(arguments: [Double.nan, -1.5, 2, Double.infinity])
    func weightsOutsideUIKitsRangeAreRejected(value: Double) {
        #expect { try Fixtures.library.face(for: .system(size: 17, weight: FontWeight(rawValue: value))) } throws: { error in
            guard case .invalidFontWeight = error as? TextError else { return false }
            return "\(error)".contains("from -1 (lightest) to 1 (heaviest)")
        }
    }
}
