// swift-tools-version:6.0
import PackageDescription

// One target per layer of the house; imports only go down (see README, "Architecture").
let package = Package(
    name: "Flipbook",
    products: [
        .library(name: "FlipbookGeometry", targets: ["FlipbookGeometry"]),
        .library(name: "FlipbookAnimation", targets: ["FlipbookAnimation"]),
        .library(name: "FlipbookRaster", targets: ["FlipbookRaster"]),
        .library(name: "FlipbookText", targets: ["FlipbookText"]),
        .library(name: "FlipbookLayers", targets: ["FlipbookLayers"]),
        .library(name: "FlipbookCodecs", targets: ["FlipbookCodecs"]),
        .library(name: "FlipbookKit", targets: ["FlipbookKit"]),
        .library(name: "FlipbookDemos", targets: ["FlipbookDemos"]),
        .library(name: "FlipbookTesting", targets: ["FlipbookTesting", "FlipbookSwiftTesting", "FlipbookXCTesting"]),
        .library(name: "FlipbookScene", targets: ["FlipbookScene"]),
        .library(name: "FlipbookExport", targets: ["FlipbookExport"]),
        .library(name: "FlipbookPorting", targets: ["FlipbookPorting"]),
        .library(name: "FlipbookUIKit", targets: ["FlipbookUIKit"]),
        .library(name: "FlipbookPortTool", targets: ["FlipbookPortTool"]),
        .library(name: "FlipbookCLI", targets: ["FlipbookCLI"]),
        .executable(name: "flipbook", targets: ["flipbook"]),
    ],
    targets: [
        // System libraries (and a C shim where Swift cannot see a macro or must not longjmp).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(name: "CPNGShim", dependencies: ["CPNG"]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),

        .target(name: "FlipbookGeometry"),
        // Core Animation / Core Graphics spellings (CATransform3DMakeRotation, CGFloat, …) for ported code.
        .target(name: "FlipbookPorting",
                dependencies: ["FlipbookGeometry", "FlipbookAnimation", "FlipbookLayers", "FlipbookRaster", "FlipbookKit"]),
        // UIKit's, Core Animation's and Core Graphics' names for Kit and Layers (`import FlipbookUIKit`
        // replaces a ported file's `import UIKit`).
        .target(name: "FlipbookUIKit",
                dependencies: ["FlipbookKit", "FlipbookLayers", "FlipbookGeometry", "FlipbookAnimation", "FlipbookRaster",
                               "FlipbookText", "FlipbookPorting"],
                swiftSettings: [.swiftLanguageMode(.v6)]),
        // `flipbook port`: rewrites an iOS app folder into a Swift package (source rewriting only, no Kit).
        .target(name: "FlipbookPortTool", swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "FlipbookAnimation", dependencies: ["FlipbookGeometry"]),
        .target(name: "FlipbookRaster", dependencies: ["FlipbookGeometry"]),
        .target(name: "FlipbookText", dependencies: ["FlipbookRaster", "CFreeType"]),
        .target(name: "FlipbookLayers",
                dependencies: ["FlipbookGeometry", "FlipbookAnimation", "FlipbookRaster", "FlipbookText"]),
        .systemLibrary(name: "CGIF", path: "Sources/CGIF"),
        .systemLibrary(name: "CWebP", path: "Sources/CWebP"),
        .target(name: "FlipbookCodecs", dependencies: ["FlipbookRaster", "CPNGShim", "CGIF", "CWebP"]),
        // Benchmark scenes, synthetic pictures and quality metrics (`flipbook bench`, bench/, tests);
        // not a product: nothing a user links carries them.
        .target(name: "FlipbookBenchmarks", dependencies: ["FlipbookCodecs", "FlipbookRaster", "FlipbookGeometry"]),
        // Development tool for bench/compare_gif.py: dumps the benchmark frames and our GIFs.
        .executableTarget(name: "GIFBenchTool", dependencies: ["FlipbookBenchmarks", "FlipbookCodecs", "CGIF"], path: "bench/GIFBenchTool"),
        // The painter of the demos' pictures (procedural stand-ins for the originals' photographs).
        .target(name: "FlipbookDemoAssets", dependencies: ["FlipbookRaster"]),
        .target(name: "FlipbookDemos", dependencies: ["FlipbookDemoAssets", "FlipbookKit", "FlipbookCodecs", "FlipbookLayers", "FlipbookAnimation",
                                                    "FlipbookText", "FlipbookRaster", "FlipbookGeometry"]),
        // Framework-free golden-image core (also used by `flipbook diff`), and one thin front end
        // per test framework so that no executable links a test framework.
        .target(name: "FlipbookTesting",
                dependencies: ["FlipbookRaster", "FlipbookCodecs", "FlipbookGeometry", "FlipbookLayers", "FlipbookKit"]),
        .target(name: "FlipbookSwiftTesting", dependencies: ["FlipbookTesting"]),
        .target(name: "FlipbookXCTesting", dependencies: ["FlipbookTesting"]),
        .target(name: "FlipbookKit", dependencies: ["FlipbookLayers", "FlipbookAnimation", "FlipbookText", "FlipbookRaster", "FlipbookGeometry"]),

        .target(name: "FlipbookScene", dependencies: ["FlipbookGeometry", "FlipbookRaster", "FlipbookAnimation", "FlipbookText", "FlipbookLayers", "FlipbookCodecs"]),
        .target(name: "FlipbookExport", dependencies: ["FlipbookGeometry", "FlipbookRaster", "FlipbookAnimation", "FlipbookCodecs"]),
        .target(name: "FlipbookCLI", dependencies: ["FlipbookBenchmarks", "FlipbookDemoAssets", "FlipbookScene", "FlipbookExport", "FlipbookDemos", "FlipbookLayers", "FlipbookRaster", "FlipbookCodecs", "FlipbookTesting", "FlipbookPortTool"]),
        .executableTarget(name: "flipbook", dependencies: ["FlipbookCLI"]),

        .testTarget(name: "FlipbookGeometryTests", dependencies: ["FlipbookGeometry"]),
        .testTarget(name: "FlipbookPortingTests",
                    dependencies: ["FlipbookPorting", "FlipbookGeometry", "FlipbookAnimation", "FlipbookLayers",
                                   "FlipbookRaster", "FlipbookKit", "FlipbookCodecs", "FlipbookSwiftTesting"],
                    exclude: ["__Goldens__"]),
        .testTarget(name: "FlipbookUIKitTests", dependencies: ["FlipbookUIKit"]),
        .testTarget(name: "FlipbookPortToolTests", dependencies: ["FlipbookPortTool"], exclude: ["__Fixtures__"]),
        .testTarget(name: "FlipbookAnimationTests", dependencies: ["FlipbookAnimation", "FlipbookGeometry"]),
        .testTarget(name: "FlipbookRasterTests", dependencies: ["FlipbookRaster", "FlipbookGeometry"]),
        .testTarget(name: "FlipbookTextTests",
                    dependencies: ["FlipbookText", "FlipbookLayers", "FlipbookRaster", "FlipbookSwiftTesting"],
                    exclude: ["__Goldens__"]),
        .testTarget(name: "FlipbookLayersTests",
                    dependencies: ["FlipbookLayers", "FlipbookAnimation", "FlipbookText", "FlipbookSwiftTesting",
                                   "FlipbookCodecs"],
                    exclude: ["__Goldens__"]),
        .testTarget(name: "FlipbookCodecsTests", dependencies: ["FlipbookCodecs", "FlipbookBenchmarks"], exclude: ["__Fixtures__"]),
        .testTarget(name: "FlipbookDemosTests", dependencies: ["FlipbookDemos", "FlipbookDemoAssets", "FlipbookSwiftTesting"], exclude: ["__Goldens__"]),
        .testTarget(name: "FlipbookTestingTests",
                    dependencies: ["FlipbookTesting", "FlipbookSwiftTesting", "FlipbookXCTesting",
                                   "FlipbookLayers", "FlipbookKit", "FlipbookAnimation", "FlipbookGeometry"],
                    exclude: ["__Goldens__"]),
        .testTarget(name: "FlipbookSceneTests",
                    dependencies: ["FlipbookScene", "FlipbookLayers", "FlipbookCodecs", "FlipbookText", "FlipbookRaster",
                                   "FlipbookSwiftTesting"],
                    exclude: ["__Goldens__"]),
        .testTarget(name: "FlipbookExportTests", dependencies: ["FlipbookExport", "FlipbookAnimation", "FlipbookCodecs", "FlipbookKit"]),
        .testTarget(name: "FlipbookCLITests", dependencies: ["FlipbookCLI", "FlipbookDemoAssets", "FlipbookCodecs", "FlipbookDemos"]),
        .testTarget(name: "FlipbookKitTests", dependencies: ["FlipbookKit", "FlipbookCodecs", "FlipbookSwiftTesting"],
                    exclude: ["__Goldens__"]),
    ],
    swiftLanguageModes: [.v5]
)
