import Foundation
import FlipbookGeometry
import FlipbookInterfaceBuilder
import FlipbookKit
import FlipbookRaster
import FlipbookText
import Testing

@Suite struct NibTests {
    @Test func aViewThatLoadsItsOwnNibGetsItsOutletsAndContent() throws {
        _ = Application()
        let card = CardView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        #expect(card.contentView.superview === card)
        #expect(card.contentView.backgroundColor == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(card.titleLabel.text == "Card")
        #expect(card.titleLabel.frame == Rect(x: 16, y: 16, width: 168, height: 21))
        #expect(card.titleLabel.font == Font(family: "Helvetica Neue", size: 17, weight: .bold))
    }

    @Test func anActionToFilesOwnerFiresOnAScriptedTap() throws {
        let app = Application()
        let card = CardView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        app.window.addSubview(card)
        let button = try #require(card.contentView.subviews.compactMap { $0 as? Button }.first)
        app.tap(button, at: 0.5)
        app.advance(to: 1)
        #expect(card.presses == 1)
    }

    @Test func aTemplateImageIsTintedSystemBlue() throws {
        _ = Application()
        let card = CardView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        let button = try #require(card.contentView.subviews.compactMap { $0 as? Button }.first)
        let image = try #require(button.image(for: .normal))
        #expect(image.scale == 2 && image.width == 4)   // only a 2x file: picked at scale 2
        // Black at alpha 128/255 becomes system blue (0, 122, 255) at that alpha, premultiplied.
        #expect(image.bitmap[0, 0] == Pixel(r: 0, g: 61, b: 128, a: 128))
    }

    @Test func aMissingOutletNamesTheFileAndTheConnection() throws {
        let nib = try Nib(nibName: "MissingOutlet", bundle: Fixtures.bundle, options: Fixtures.options)
        #expect(throws: InterfaceBuilderError(file: "MissingOutlet.xib", element: "mis-out-01",
                                              reason: .missingOutlet(property: "doesNotExist", on: "View"))) {
            _ = try nib.load(withOwner: View())
        }
    }

    /// `UINib(nibName:bundle:)` does not throw in UIKit: ported code calls it without `try`,
    /// and the nib's errors come when it is instantiated (`load(withOwner:)` throws them).
    @Test func uikitsNibInitializerOpensWithoutTry() throws {
        let nib = Nib(nibName: "MissingOutlet", bundle: Fixtures.bundle)
        #expect(nib.document.fileName == "MissingOutlet.xib")
        #expect(throws: InterfaceBuilderError.self) { _ = try nib.load(withOwner: View()) }
    }

    @Test func anUnsupportedElementNamesTheFileSceneAndElement() {
        #expect(throws: InterfaceBuilderError(file: "Unsupported.storyboard", scene: "uns-scn-001", element: "uns-map-001",
                                              reason: .unsupportedElement("mapView"))) {
            _ = try Storyboard(name: "Unsupported", bundle: Fixtures.bundle, options: Fixtures.options)
        }
    }

    @Test func anUnknownClassNamesTheFileSceneAndElement() {
        #expect(throws: InterfaceBuilderError(file: "UnknownClass.storyboard", scene: "unk-scn-001", element: "unk-vw-001",
                                              reason: .unknownClass("FlipbookInterfaceBuilderTests.NoSuchView"))) {
            _ = try Storyboard(name: "UnknownClass", bundle: Fixtures.bundle, options: Fixtures.options)
        }
    }

    @Test func aMissingFileIsAnError() {
        #expect(throws: InterfaceBuilderError(file: "Nope.storyboard", reason: .fileNotFound("Nope.storyboard"))) {
            _ = try Storyboard(name: "Nope", bundle: Fixtures.bundle)
        }
    }

    @Test func malformedXMLIsAnErrorNotACrash() throws {
        #expect(throws: InterfaceBuilderError.self) {
            _ = try InterfaceBuilderDocument(data: Data("<document><scenes>".utf8), fileName: "Broken.storyboard")
        }
    }
}

@Suite struct AssetCatalogTests {
    @Test(arguments: [(1.0, 8, 255, 0, 0), (2.0, 16, 0, 255, 0), (3.0, 24, 0, 0, 255)])
    func anImageSetPicksTheFileOfTheRenderScale(scale: Double, width: Int, r: UInt8, g: UInt8, b: UInt8) throws {
        let catalog = try AssetCatalog.catalogues(in: Fixtures.bundle)
        let image = try #require(try catalog.image(named: "star", scale: scale))
        #expect(image.width == width && image.scale == scale)
        #expect(image.size == Size(width: 8, height: 8))
        #expect(image.bitmap[0, 0] == Pixel(r: r, g: g, b: b, a: 255))
    }

    @Test func aMissingScalePicksTheNearestLargerElseTheLargestSmaller() throws {
        let catalog = try AssetCatalog.catalogues(in: Fixtures.bundle)
        #expect(try catalog.image(named: "star", scale: 4)?.scale == 3)
        #expect(try catalog.image(named: "Icons/badge", scale: 1)?.scale == 2)
        #expect(catalog.isTemplateImage(named: "Icons/badge") && !catalog.isTemplateImage(named: "star"))
        #expect(catalog.imageNames == ["Icons/badge", "broken", "photo", "star"])
    }

    @Test func imageNamedUsesTheApplicationsScale() throws {
        _ = Application(scale: 3)
        let image = try #require(Image(named: "star", in: Fixtures.bundle))
        #expect(image.scale == 3 && image.width == 24)
        #expect(Image(named: "missing", in: Fixtures.bundle) == nil)
    }

    @Test func aColourSetHasLightAndDarkVariants() throws {
        #expect(Color(named: "Brand", in: Fixtures.bundle) == Color(red: 0.2, green: 0.4, blue: 0.6))
        // The dark variant is written as 8-bit integers and hex, as Xcode may write it.
        #expect(Color(named: "Brand", in: Fixtures.bundle, style: .dark) == Color(red8: 200, green8: 100, blue8: 50))
        #expect(Color(named: "Nope", in: Fixtures.bundle) == nil)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aJPEGImageSetDecodesItsOnlyFileAtEveryScale(scale: Double) throws {
        let catalog = try AssetCatalog.catalogues(in: Fixtures.bundle)
        let image = try #require(try catalog.image(named: "photo", scale: scale))
        // One 2× file (20 × 10 px, green 0 128 0 before JPEG rounding): 10 × 5 pt at every scale.
        #expect(image.scale == 2 && image.width == 20 && image.size == Size(width: 10, height: 5))
        let pixel = image.bitmap[5, 5]
        #expect(pixel.a == 255 && pixel.r <= 2 && abs(Int(pixel.g) - 128) <= 2 && pixel.b <= 2)
    }

    @Test func aBrokenJPEGIsAnErrorNamingTheSetAndTheFile() throws {
        let catalog = try AssetCatalog.catalogues(in: Fixtures.bundle)
        let error = try #require(throws: InterfaceBuilderError.self) { try catalog.image(named: "broken", scale: 1) }
        #expect(error.file == "Assets.xcassets/broken.imageset" && error.element == "broken.jpg")
        #expect(Image(named: "broken", in: Fixtures.bundle) == nil)
    }

    /// A catalogue folder with one image set `vector` holding `pdf` (Xcode's single-scale
    /// "vector" image set), `properties` added to its Contents.json.
    func vectorCatalog(_ pdf: [UInt8], properties: String = "") throws -> (catalog: AssetCatalog, root: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-asset-\(UUID().uuidString)")
        let set = root.appendingPathComponent("Assets.xcassets/icon/vector.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data((#"{"images":[{"idiom":"universal","filename":"vector.pdf"}]"# + properties + "}").utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        try Data(pdf).write(to: set.appendingPathComponent("vector.pdf"))
        return (try AssetCatalog(urls: [root.appendingPathComponent("Assets.xcassets")]), root)
    }

    /// A one-page PDF of `mediaBox` whose content stream is `content` (`filter` names its
    /// `/Filter`, the bytes left as they are).
    func onePagePDF(_ content: String, mediaBox: String = "0 0 24.5 20", filter: String = "") -> [UInt8] {
        var out = "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
        out += "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n"
        out += "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [\(mediaBox)] /Contents 4 0 R >> endobj\n"
        out += "4 0 obj << /Length \(content.utf8.count) \(filter) >> stream\n\(content)\nendstream endobj\n"
        out += "trailer << /Root 1 0 R >>\n%%EOF\n"
        return Array(out.utf8)
    }

    /// A PDF image set (a vector asset) is its first page rasterized at the scale asked for, as
    /// Xcode rasterizes it at build time: the page's size in points, transparent where the page
    /// paints nothing, no diagnostic.
    @Test(arguments: [1.0, 2.0, 3.0])
    func aPDFImageSetIsItsPageRasterizedAtTheScaleAsked(scale: Double) throws {
        // A red square over the page's left half (12.25 × 20 pt) of a 24.5 × 20 pt page.
        let (catalog, root) = try vectorCatalog(onePagePDF("1 0 0 rg 0 0 12.25 20 re f"))
        defer { try? FileManager.default.removeItem(at: root) }
        let app = Application()
        Application.current = app
        defer { Application.current = nil }
        let image = try #require(try catalog.image(named: "vector", scale: scale))
        #expect(image.scale == scale && image.bitmap.width == Int((24.5 * scale).rounded(.up)))
        #expect(image.bitmap.height == Int(20 * scale))
        #expect(image.bitmap[2, 2] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image.bitmap[image.bitmap.width - 2, 2] == .clear)
        #expect(app.diagnostics.isEmpty)
    }

    /// A template PDF image set is tinted like a template PNG: every pixel becomes the tint at
    /// the pixel's alpha.
    @Test func aTemplatePDFImageSetIsTintedLikeAPNG() throws {
        let (catalog, root) = try vectorCatalog(
            onePagePDF("1 1 1 rg 0 0 10 10 re f", mediaBox: "0 0 20 10"),
            properties: #","properties":{"template-rendering-intent":"template"}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let blue = Color(red: 0, green: 0, blue: 1)
        let image = try #require(try catalog.image(named: "vector", scale: 2, tintColor: blue))
        #expect(image.bitmap[4, 4] == Pixel(r: 0, g: 0, b: 255, a: 255) && image.bitmap[30, 4] == .clear)
    }

    /// "Preserve Vector Data" is not kept (iOS redraws the vector when a view draws the image
    /// larger; Flipbook scales the bitmap): a diagnostic says so, the image is drawn as without it.
    @Test func aPDFImageSetThatPreservesVectorDataIsABitmapWithADiagnostic() throws {
        let (catalog, root) = try vectorCatalog(
            onePagePDF("0 0 5 5 re f"), properties: #","properties":{"preserves-vector-representation":true}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let app = Application()
        Application.current = app
        defer { Application.current = nil }
        let image = try #require(try catalog.image(named: "vector", scale: 3))
        #expect(image.scale == 3 && image.bitmap.width == 74 && image.bitmap[1, 59] == Pixel(r: 0, g: 0, b: 0, a: 255))
        #expect(app.diagnostics.map(\.code) == ["assets.vectorPreserved"])
    }

    /// What the PDF renderer skips (here text) is named once per set and scale.
    @Test func whatAPDFImageSetsRendererSkipsIsADiagnostic() throws {
        let (catalog, root) = try vectorCatalog(onePagePDF("BT /F1 12 Tf (Hi) Tj ET 0 0 5 5 re f"))
        defer { try? FileManager.default.removeItem(at: root) }
        let app = Application()
        Application.current = app
        defer { Application.current = nil }
        let image = try #require(try catalog.image(named: "vector", scale: 2))
        #expect(image.bitmap[1, 39] == Pixel(r: 0, g: 0, b: 0, a: 255))
        _ = try catalog.image(named: "vector", scale: 2)
        let diagnostics = app.diagnostics.filter { $0.code == "assets.vectorIncomplete" }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("text is not drawn") == true)
    }

    /// A PDF the renderer cannot read (here: its content behind a filter Flipbook does not
    /// decode) is a translucent grey placeholder of the page's size in points at the asked
    /// scale, with a diagnostic naming why; never an error.
    @Test func aPDFImageSetThatDoesNotRenderIsAPlaceholderOfItsPageSizeWithADiagnostic() throws {
        let (catalog, root) = try vectorCatalog(onePagePDF("abc", filter: "/Filter /LZWDecode"))
        defer { try? FileManager.default.removeItem(at: root) }
        let app = Application()
        Application.current = app
        defer { Application.current = nil }
        let image = try #require(try catalog.image(named: "vector", scale: 2))
        #expect(image.scale == 2 && image.bitmap.width == 49 && image.bitmap.height == 40)
        #expect(image.bitmap[10, 10] == AssetCatalog.placeholderPixel)
        _ = try catalog.image(named: "vector", scale: 2)
        let diagnostics = app.diagnostics.filter { $0.code == "assets.vectorPlaceholder" }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("24.5×20 pt") == true)
        #expect(diagnostics.first?.message.contains("LZWDecode") == true)
    }

    @Test func aPDFWithoutAPageSizeIsStillAnErrorNamingTheFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-asset-\(UUID().uuidString)")
        let set = root.appendingPathComponent("Assets.xcassets/vector.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"images":[{"idiom":"universal","filename":"vector.pdf"}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        try Data("not a pdf".utf8).write(to: set.appendingPathComponent("vector.pdf"))
        let catalog = try AssetCatalog(urls: [root.appendingPathComponent("Assets.xcassets")])
        let error = try #require(throws: InterfaceBuilderError.self) { try catalog.image(named: "vector", scale: 1) }
        #expect(error.element == "vector.pdf")
    }

    @Test func systemColoursHaveLightAndDarkValues() {
        #expect(SystemColors.color(named: "systemBlueColor") == Color(red8: 0, green8: 122, blue8: 255))
        #expect(SystemColors.color(named: "systemBlueColor", style: .dark) == Color(red8: 10, green8: 132, blue8: 255))
        #expect(SystemColors.color(named: "labelColor", style: .dark) == Color.white)
    }
}

@Suite struct NibControllerTests {
    @Test func aControllerLoadsItsViewFromAXibWithItselfAsFilesOwner() throws {
        let app = Application()
        let controller = NibController()
        app.rootViewController = controller
        #expect(controller.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        let text = try #require(controller.textView)
        #expect(text.superview === controller.view)
        #expect(text.text == "Loaded from a xib.")
        #expect(text.font == Font.system(size: 17, weight: .semibold))      // the headline style
        #expect(text.backgroundColor == Color(red8: 242, green8: 242, blue8: 247))
        #expect(text.clipsToBounds)
        let swipe = try #require(controller.view.gestureRecognizers.first as? SwipeGestureRecognizer)
        #expect(swipe.direction == .left)
        app.tap(swipe, at: 0.5)
        app.advance(to: 1)
        #expect(controller.swipes == 1)
    }

    @Test func initWithNibNameLoadsTheXibInLoadView() throws {
        let app = Application()
        // Opening any file installs the loader Kit's loadView() calls.
        _ = try Storyboard(name: "Main", bundle: Fixtures.bundle, options: Fixtures.options)
        let controller = NamedNibController()
        #expect(controller.nibName == "NibController" && !controller.isViewLoaded)
        app.rootViewController = controller
        let text = try #require(controller.textView)
        #expect(text.superview === controller.view)
        #expect(text.text == "Loaded from a xib.")
    }
}

@Suite struct BadInputTests {
    @Test func aRelationshipCycleIsAnErrorNotARecursion() throws {
        _ = Application()
        let storyboard = try Storyboard(name: "Cycle", bundle: Fixtures.bundle, options: Fixtures.options)
        #expect(throws: InterfaceBuilderError.self) { _ = try storyboard.makeInitialViewController() }
        do { _ = try storyboard.makeInitialViewController() } catch let error as InterfaceBuilderError {
            #expect(error.file == "Cycle.storyboard" && error.scene == "cyc-scn-001")
            #expect(error.description.contains("relationship cycle"))
        }
    }
}

/// Xcode copies an app's xibs to its bundle's top level whatever group folder holds them, so
/// UIKit opens `Views/Cells/Cell.xib` as `Cell`; Kit searches every folder (the least deep first).
@Suite struct NibFolderTests {
    @Test func aXibTwoFoldersDownOpensByItsName() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-nib-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let deep = root.appendingPathComponent("Views/Cells")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.folder.appendingPathComponent("PersonCell.xib"),
                                         to: deep.appendingPathComponent("DeepCell.xib"))
        let bundle = try #require(Bundle(url: root))
        let nib = try Nib(nibName: "DeepCell", bundle: bundle, options: Fixtures.options)
        #expect(nib.document.fileName.hasSuffix("DeepCell.xib"))
        #expect(throws: InterfaceBuilderError.self) {
            try Nib(nibName: "Absent", bundle: bundle, options: Fixtures.options)
        }
    }
}
