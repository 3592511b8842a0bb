import Dispatch
import Synchronization
import Testing
import FlipbookGeometry
import FlipbookRaster
@testable import FlipbookText

@Suite struct RenderTests {
    let dejaVu = Font(family: "DejaVu Sans", size: 17)

    /// Sum of alpha over a bitmap, and the premultiplied colour sums, for coarse checks.
    func inkSums(_ bitmap: Bitmap) -> (r: Int, g: Int, b: Int, a: Int) {
        var sums = (r: 0, g: 0, b: 0, a: 0)
        for i in stride(from: 0, to: bitmap.bytes.count, by: 4) {
            sums.r += Int(bitmap.bytes[i]); sums.g += Int(bitmap.bytes[i + 1])
            sums.b += Int(bitmap.bytes[i + 2]); sums.a += Int(bitmap.bytes[i + 3])
        }
        return sums
    }

    @Test func bitmapIsTheLayoutSizeAtScaleRoundedUp() throws {
        let layout = try Fixtures.layout("Hello", font: dejaVu)
        let bitmap = try TextRenderer.render(layout, scale: 2)
        #expect(bitmap.width == Int((layout.size.width * 2).rounded(.up)))
        #expect(bitmap.height == Int((layout.size.height * 2).rounded(.up)))
        #expect(inkSums(bitmap).a > 0)
    }

    @Test func blackTextIsPremultipliedBlackWithCoverageAlpha() throws {
        let bitmap = try TextRenderer.render(try Fixtures.layout("Hello", font: dejaVu), scale: 2)
        let sums = inkSums(bitmap)
        #expect(sums.r == 0 && sums.g == 0 && sums.b == 0)
        // A vertical stem of "H" is fully covered somewhere.
        #expect(bitmap.bytes.contains(255))
    }

    @Test func eachRunDrawsInItsColour() throws {
        var text = AttributedText("Red", font: dejaVu, color: Color(red: 1, green: 0, blue: 0))
        text.append("Blue", font: dejaVu, color: Color(red: 0, green: 0, blue: 1))
        let layout = try TextLayout(text, library: Fixtures.library)
        let split = layout.lines[0].glyphs[3].position.x
        let bitmap = try TextRenderer.render(layout, scale: 2)
        let left = try TextRenderer.render(layout, in: Size(width: split, height: layout.size.height), scale: 2)
        let leftSums = inkSums(left), allSums = inkSums(bitmap)
        #expect(leftSums.r > 0 && leftSums.b == 0)
        #expect(allSums.b > 0 && allSums.g == 0)
    }

    @Test func originMovesTheTextAndOutsideIsClipped() throws {
        let layout = try Fixtures.layout("Hello", font: dejaVu)
        let shifted = try TextRenderer.render(layout, in: layout.size, at: Point(x: 0, y: 100), scale: 2)
        #expect(inkSums(shifted).a == 0)
    }

    @Test func renderingIsDeterministicAcrossThreads() throws {
        let layout = try Fixtures.layout(Fixtures.paragraph, font: dejaVu, TextLayoutOptions(width: 300))
        let reference = try TextRenderer.render(layout, scale: 2)
        let results = Mutex<[Bitmap?]>(Array(repeating: nil, count: 8))
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let bitmap = try? TextRenderer.render(layout, scale: 2)
            results.withLock { $0[i] = bitmap }
        }
        #expect(results.withLock { $0.allSatisfy { $0 == reference } })
    }

    @Test func secondDrawHitsTheGlyphCache() throws {
        let library = SetupFonts.library(of: SetupFonts.dejaVu)
        let layout = try TextLayout(AttributedText("Cached glyphs", font: dejaVu), library: library)
        _ = try TextRenderer.render(layout, scale: 2)
        let first = library.glyphCacheStatistics
        _ = try TextRenderer.render(layout, scale: 2)
        let second = library.glyphCacheStatistics
        #expect(first.misses > 0)
        #expect(second.misses == first.misses)
        #expect(second.hits - first.hits == 13)
        _ = try TextRenderer.render(layout, scale: 3)
        #expect(library.glyphCacheStatistics.misses > first.misses)
    }

    @Test(arguments: [0, -2, Double.nan, Double.infinity, 1e6])
    func invalidScalesAreRejected(scale: Double) throws {
        let layout = try Fixtures.layout("x", font: dejaVu)
        #expect {
            try TextRenderer.render(layout, scale: scale)
        } throws: { error in
            guard case .invalidScale = error as? TextError else { return false }
            return "\(error)".contains("must be finite, above 0")
        }
    }

    /// Renders the preview set (written out when FLIPBOOK_TEXT_PREVIEW_DIR is set) and checks
    /// each picture: inked, and for the alignments, the ink's left edge in the order left < centre < right.
    @Test func previewImages() throws {
        var inkLeft: [String: Int] = [:]
        func save(_ layout: TextLayout, _ name: String) throws {
            let bitmap = try TextRenderer.render(layout, scale: 2)
            var inked: [Int] = []
            for y in 0 ..< bitmap.height { inked += (0 ..< bitmap.width).filter { bitmap[$0, y].a > 0 } }
            #expect(!inked.isEmpty, "\(name): nothing drawn")
            inkLeft[name] = inked.min()
            Fixtures.preview(bitmap, name)
        }
        for alignment in TextAlignment.allCases {
            try save(Fixtures.layout("Label \(alignment)", TextLayoutOptions(width: 240, alignment: alignment)),
                     "align-\(alignment)")
        }
        let left = try #require(inkLeft["align-left"]), centre = try #require(inkLeft["align-center"])
        let right = try #require(inkLeft["align-right"])
        #expect(left < 4 && left < centre && centre < right, "ink starts at \(left), \(centre), \(right) px")
        try save(Fixtures.layout(Fixtures.paragraph, TextLayoutOptions(width: 300)), "paragraph")
        try save(Fixtures.layout(Fixtures.paragraph, TextLayoutOptions(width: 300, alignment: .justified)), "justified")
        for mode in [TruncationMode.start, .middle, .end] {
            try save(Fixtures.layout(Fixtures.pangram, TextLayoutOptions(width: 150, isWrapped: false, truncation: mode)),
                     "truncate-\(mode)")
        }
        try save(Fixtures.layout(Fixtures.paragraph, TextLayoutOptions(width: 240, truncation: .end, numberOfLines: 2)),
                 "two-lines")
        try save(Fixtures.layout("Latin 和中文混排, かな and 한국어 mixed. 日本語のテキストを折り返す。",
                                 TextLayoutOptions(width: 200)), "cjk")
        var weights = AttributedText("Regular ", font: .system(size: 17))
        weights.append("Medium ", font: .system(size: 17, weight: .medium), color: Color(red: 0, green: 0.478, blue: 1))
        weights.append("Bold", font: .system(size: 17, weight: .bold), color: Color(red: 0.8, green: 0, blue: 0))
        try save(TextLayout(weights, library: Fixtures.library), "weights")
        try save(Fixtures.layout("AVATAR WAVE Tj To", font: .system(size: 34)), "kerning")
        let small = try Fixtures.layout("Back  Title 9:41 AM", font: .system(size: 12))
        for scale in [1.0, 1.5, 3.0] {
            Fixtures.preview(try TextRenderer.render(small, in: small.size, at: Point(x: 0.3, y: 0.2), scale: scale),
                             "scale-\(scale)")
        }
    }
}
