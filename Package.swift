// swift-tools-version:6.2
import PackageDescription

// One target per layer of the house; imports only go down. Each target declares exactly the
// targets its files import, as Sources/FlipbookCLI/FlipbookCLI.docc/Architecture.md lists them;
// scripts/check-architecture.sh (run by CI) checks all three agree.
let package = Package(
    name: "Flipbook",
    products: [
        // The one import of an app: re-exports Kit, Layers, Animation, Geometry, Raster, Text,
        // Codecs, Export and Scene (see Sources/Flipbook/Flipbook.docc).
        .library(name: "Flipbook", targets: ["Flipbook"]),
        .library(name: "FlipbookGeometry", targets: ["FlipbookGeometry"]),
        .library(name: "FlipbookAnimation", targets: ["FlipbookAnimation"]),
        .library(name: "FlipbookRaster", targets: ["FlipbookRaster"]),
        .library(name: "FlipbookText", targets: ["FlipbookText"]),
        .library(name: "FlipbookGraphics", targets: ["FlipbookGraphics"]),
        .library(name: "FlipbookLayers", targets: ["FlipbookLayers"]),
        .library(name: "FlipbookCodecs", targets: ["FlipbookCodecs"]),
        .library(name: "FlipbookConstraints", targets: ["FlipbookConstraints"]),
        .library(name: "FlipbookKit", targets: ["FlipbookKit"]),
        .library(name: "FlipbookDemos", targets: ["FlipbookDemos"]),
        .library(name: "FlipbookTesting", targets: ["FlipbookTesting", "FlipbookSwiftTesting", "FlipbookXCTesting"]),
        .library(name: "FlipbookKitTesting", targets: ["FlipbookKitTesting"]),
        .library(name: "FlipbookScene", targets: ["FlipbookScene"]),
        .library(name: "FlipbookExport", targets: ["FlipbookExport"]),
        .library(name: "FlipbookPorting", targets: ["FlipbookPorting"]),
        .library(name: "FlipbookPDF", targets: ["FlipbookPDF"]),
        .library(name: "FlipbookInterfaceBuilder", targets: ["FlipbookInterfaceBuilder"]),
        .library(name: "FlipbookUIKit", targets: ["FlipbookUIKit"]),
        .library(name: "FlipbookPortTool", targets: ["FlipbookPortTool"]),
        .library(name: "FlipbookCLI", targets: ["FlipbookCLI"]),
        .executable(name: "flipbook", targets: ["flipbook"]),
    ],
    targets: [
        // System libraries (and a C shim where Swift cannot see a macro or must not longjmp).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(name: "CPNGShim", dependencies: ["CPNG"], linkerSettings: [.linkedLibrary("z"), .linkedLibrary("deflate")]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .target(name: "CJPEGShim", dependencies: ["CJPEG"]),
        // glibc's allocator settings for the `flipbook` executable (`mallopt`, which Swift cannot see).
        .target(name: "CMallocShim"),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        // zlib for Swift: the inflate of PDF streams (the PNG codec reaches zlib through its C shim).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

        .target(name: "FlipbookGeometry"),
        // A Cassowary constraint solver (Auto Layout's engine); knows nothing of views.
        .target(name: "FlipbookConstraints"),
        // Development tool: times the solver on a screen-sized system (bench/constraints.md).
        .executableTarget(name: "ConstraintsBenchTool", dependencies: ["FlipbookConstraints"],
                          path: "bench/ConstraintsBenchTool"),
        // Core Animation / Core Graphics spellings (CATransform3DMakeRotation, CGFloat, …) for ported code.
        .target(name: "FlipbookPorting",
                dependencies: ["FlipbookGeometry", "FlipbookAnimation", "FlipbookLayers", "FlipbookRaster", "FlipbookKit"]),
        // UIKit's, Core Animation's and Core Graphics' names for Kit and Layers (`import FlipbookUIKit`
        // replaces a ported file's `import UIKit`).
        .target(name: "FlipbookUIKit",
                dependencies: ["FlipbookKit", "FlipbookLayers", "FlipbookGeometry", "FlipbookAnimation", "FlipbookRaster",
                               "FlipbookText", "FlipbookGraphics", "FlipbookPorting", "FlipbookInterfaceBuilder"]),
        // `flipbook port`: rewrites an iOS app folder into a Swift package (source rewriting only, no Kit).
        .target(name: "FlipbookPortTool"),
        .target(name: "FlipbookAnimation", dependencies: ["FlipbookGeometry"]),
        .target(name: "FlipbookRaster", dependencies: ["FlipbookGeometry"]),
        .target(name: "FlipbookText", dependencies: ["FlipbookGeometry", "FlipbookRaster", "CFreeType"]),
        // Core Graphics' drawing context (CGContext) over the rasterizer, and UIKit's drawing calls.
        .target(name: "FlipbookGraphics", dependencies: ["FlipbookGeometry", "FlipbookRaster", "FlipbookText"]),
        .target(name: "FlipbookLayers",
                dependencies: ["FlipbookGeometry", "FlipbookAnimation", "FlipbookRaster", "FlipbookText", "FlipbookGraphics"]),
        .systemLibrary(name: "CGIF", path: "Sources/CGIF"),
        .systemLibrary(name: "CWebP", path: "Sources/CWebP"),
        // libvpx (BSD licence): VP9 for WebM video.
        .systemLibrary(name: "CVPX", pkgConfig: "vpx", providers: [.apt(["libvpx-dev"])]),
        .target(name: "FlipbookCodecs", dependencies: ["FlipbookRaster", "CPNGShim", "CJPEGShim", "CGIF", "CWebP", "CVPX"]),
        // Benchmark scenes, synthetic pictures and quality metrics (`flipbook bench`, bench/, tests);
        // not a product: nothing a user links carries them.
        .target(name: "FlipbookBenchmarks", dependencies: ["FlipbookCodecs", "FlipbookRaster", "FlipbookGeometry"]),
        // Development tool for bench/compare_gif.py: dumps the benchmark frames and our GIFs.
        .executableTarget(name: "GIFBenchTool", dependencies: ["FlipbookBenchmarks", "FlipbookCodecs", "CGIF"], path: "bench/GIFBenchTool"),
        // Development tool for scripts/dev/compare_pdf.py: our rendering of PDF pages as PNGs.
        .executableTarget(name: "PDFCompareTool", dependencies: ["FlipbookPDF", "FlipbookCodecs"], path: "scripts/dev/PDFCompareTool"),
        // The painter of the demos' pictures (procedural stand-ins for the originals' photographs).
        .target(name: "FlipbookDemoAssets", dependencies: ["FlipbookRaster"]),
        .target(name: "FlipbookDemos", dependencies: ["FlipbookDemoAssets", "FlipbookKit", "FlipbookCodecs", "FlipbookLayers", "FlipbookAnimation",
                                                    "FlipbookText", "FlipbookRaster", "FlipbookGeometry"]),
        // Framework-free golden-image core (also used by `flipbook diff`), and one thin front end
        // per test framework so that no executable links a test framework.
        .target(name: "FlipbookTesting",
                dependencies: ["FlipbookRaster", "FlipbookCodecs", "FlipbookGeometry", "FlipbookLayers"]),
        .target(name: "FlipbookSwiftTesting", dependencies: ["FlipbookTesting", "FlipbookRaster"]),
        .target(name: "FlipbookXCTesting", dependencies: ["FlipbookTesting", "FlipbookRaster"]),
        // Kit's strategies (`ApplicationScript`), apart so that the golden-image core links no Kit.
        .target(name: "FlipbookKitTesting", dependencies: ["FlipbookTesting", "FlipbookKit", "FlipbookRaster"]),
        .target(name: "FlipbookKit", dependencies: ["FlipbookConstraints", "FlipbookGraphics", "FlipbookLayers", "FlipbookAnimation", "FlipbookText", "FlipbookRaster", "FlipbookGeometry"]),
        // The first page of a PDF file drawn into a bitmap (an asset catalogue's vector images).
        .target(name: "FlipbookPDF", dependencies: ["FlipbookGeometry", "FlipbookRaster", "FlipbookGraphics", "CZlib"]),
        // Storyboards, xibs and asset catalogues (FoundationXML), loaded as Kit objects.
        .target(name: "FlipbookInterfaceBuilder",
                dependencies: ["FlipbookKit", "FlipbookLayers", "FlipbookAnimation", "FlipbookText", "FlipbookRaster", "FlipbookGeometry",
                               "FlipbookCodecs", "FlipbookPDF"]),

        .target(name: "FlipbookScene", dependencies: ["FlipbookGeometry", "FlipbookRaster", "FlipbookAnimation", "FlipbookText", "FlipbookLayers", "FlipbookCodecs"]),
        .target(name: "FlipbookExport", dependencies: ["FlipbookRaster", "FlipbookCodecs"]),
        // The command line over an engine a program fills with its own demos; links neither the
        // package's demos nor its benchmarks.
        .target(name: "FlipbookCLI", dependencies: ["CMallocShim", "FlipbookScene", "FlipbookExport", "FlipbookRaster", "FlipbookCodecs",
                                                    "FlipbookTesting", "FlipbookGeometry", "FlipbookPortTool"]),
        // The `flipbook` executable's engine: the package's demos, their flags and `assets`
        // (shared with the CLI tests); not a product.
        .target(name: "FlipbookTool", dependencies: ["FlipbookCLI", "FlipbookDemos", "FlipbookDemoAssets", "FlipbookCodecs"]),
        // The command line with the package's demos and benchmarks.
        .executableTarget(name: "flipbook", dependencies: ["FlipbookCLI", "FlipbookTool", "FlipbookBenchmarks", "FlipbookAnimation",
                                                           "FlipbookCodecs", "FlipbookExport", "FlipbookRaster", "FlipbookScene"]),
        .target(name: "Flipbook", dependencies: ["FlipbookAnimation", "FlipbookCodecs", "FlipbookExport", "FlipbookGeometry",
                                                 "FlipbookKit", "FlipbookLayers", "FlipbookRaster", "FlipbookScene", "FlipbookText"]),

        // What several test targets share: the one seeded random generator and the one `close`.
        .target(name: "FlipbookTestSupport", dependencies: ["FlipbookGeometry", "FlipbookRaster"], path: "Tests/FlipbookTestSupport"),

        .testTarget(name: "FlipbookGeometryTests", dependencies: ["FlipbookGeometry"]),
        .testTarget(name: "FlipbookConstraintsTests", dependencies: ["FlipbookConstraints"],
                    exclude: ["__Fixtures__"]),
        .testTarget(name: "FlipbookPortingTests",
                    dependencies: ["FlipbookKitTesting", "FlipbookPorting", "FlipbookGeometry", "FlipbookAnimation", "FlipbookLayers",
                                   "FlipbookRaster", "FlipbookKit", "FlipbookSwiftTesting"],
                    exclude: ["__Goldens__"]),
        .testTarget(name: "FlipbookUIKitTests", dependencies: ["FlipbookUIKit", "FlipbookKit"]),
        .testTarget(name: "FlipbookPortToolTests", dependencies: ["FlipbookPortTool"], exclude: ["__Fixtures__"]),
        .testTarget(name: "FlipbookAnimationTests", dependencies: ["FlipbookAnimation", "FlipbookGeometry"]),
        .testTarget(name: "FlipbookPDFTests", dependencies: ["FlipbookPDF", "FlipbookRaster", "FlipbookGeometry"]),
        .testTarget(name: "FlipbookGraphicsTests",
                    dependencies: ["FlipbookGraphics", "FlipbookGeometry", "FlipbookRaster"]),
        .testTarget(name: "FlipbookRasterTests", dependencies: ["FlipbookRaster", "FlipbookGeometry", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookTextTests",
                    dependencies: ["FlipbookText", "FlipbookLayers", "FlipbookRaster", "FlipbookGeometry", "FlipbookSwiftTesting"],
                    exclude: ["__Goldens__"]),
        .testTarget(name: "FlipbookLayersTests",
                    dependencies: ["FlipbookLayers", "FlipbookAnimation", "FlipbookText", "FlipbookSwiftTesting",
                                   "FlipbookGeometry", "FlipbookRaster", "FlipbookGraphics", "FlipbookTestSupport"],
                    exclude: ["__Goldens__"]),
        .testTarget(name: "FlipbookCodecsTests", dependencies: ["FlipbookCodecs", "FlipbookBenchmarks", "FlipbookRaster", "CGIF", "CVPX",
                                                               "FlipbookTestSupport"], exclude: ["__Fixtures__"]),
        .testTarget(name: "FlipbookDemosTests", dependencies: ["FlipbookDemos", "FlipbookDemoAssets", "FlipbookSwiftTesting",
                                                              "FlipbookKit", "FlipbookLayers", "FlipbookAnimation",
                                                              "FlipbookRaster", "FlipbookGeometry"], exclude: ["__Goldens__"]),
        .testTarget(name: "FlipbookTestingTests",
                    dependencies: ["FlipbookKitTesting", "Flipbook", "FlipbookTesting", "FlipbookSwiftTesting", "FlipbookXCTesting",
                                   "FlipbookCodecs", "FlipbookRaster",
                                   "FlipbookLayers", "FlipbookKit", "FlipbookAnimation", "FlipbookGeometry"],
                    exclude: ["__Goldens__"]),
        .testTarget(name: "FlipbookSceneTests",
                    dependencies: ["FlipbookScene", "FlipbookLayers", "FlipbookCodecs", "FlipbookText", "FlipbookRaster",
                                   "FlipbookSwiftTesting", "FlipbookAnimation", "FlipbookGeometry"],
                    exclude: ["__Goldens__"]),
        .testTarget(name: "FlipbookExportTests", dependencies: ["Flipbook", "FlipbookExport", "FlipbookAnimation", "FlipbookCodecs", "FlipbookKit",
                                                               "FlipbookGeometry", "FlipbookRaster"]),
        .testTarget(name: "FlipbookCLITests", dependencies: ["FlipbookCLI", "FlipbookTool", "FlipbookDemoAssets", "FlipbookCodecs",
                                                            "FlipbookDemos", "FlipbookExport", "FlipbookRaster", "FlipbookScene"]),
        .testTarget(name: "FlipbookInterfaceBuilderTests",
                    dependencies: ["FlipbookKitTesting", "FlipbookInterfaceBuilder", "FlipbookKit", "FlipbookLayers", "FlipbookText", "FlipbookRaster",
                                   "FlipbookGeometry", "FlipbookTesting", "FlipbookSwiftTesting", "FlipbookCodecs"],
                    exclude: ["__Fixtures__", "__Goldens__"]),
        .testTarget(name: "FlipbookKitTests", dependencies: ["FlipbookKitTesting", "FlipbookKit", "FlipbookGraphics", "FlipbookCodecs", "FlipbookSwiftTesting", "FlipbookAnimation",
                                                            "FlipbookGeometry", "FlipbookLayers", "FlipbookRaster", "FlipbookText", "FlipbookTesting",
                                                            "FlipbookTestSupport"],
                    exclude: ["__Goldens__"]),
    ],
    swiftLanguageModes: [.v6]
)

// The toolchain's help, for every Swift target of the package (C and system-library targets take
// no Swift settings): the Swift 6 language mode, declared above, checks every target (tests
// included) for data races; and warnings are errors (SwiftPM drops this setting when Flipbook is
// built as a dependency).
let cTargets = package.targets.filter { $0.name.hasPrefix("C") && $0.name.dropFirst().first?.isUppercase == true }
for target in package.targets where target.type != .system && !cTargets.contains(where: { $0 === target }) {
    var settings = target.swiftSettings ?? []
    settings.append(.treatAllWarnings(as: .error))
    target.swiftSettings = settings
}
