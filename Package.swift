// swift-tools-version:6.0
import PackageDescription

// One target per layer of the house; imports only go down (see README, "Architecture").
let package = Package(
    name: "Flipbook",
    products: [
        .library(name: "FlipbookGeometry", targets: ["FlipbookGeometry"]),
        .library(name: "FlipbookRaster", targets: ["FlipbookRaster"]),
        .library(name: "FlipbookAnimation", targets: ["FlipbookAnimation"]),
        .library(name: "FlipbookLayers", targets: ["FlipbookLayers"]),
        .library(name: "FlipbookText", targets: ["FlipbookText"]),
        .library(name: "FlipbookKit", targets: ["FlipbookKit"]),
    ],
    targets: [
        .target(name: "FlipbookGeometry"),
        .target(name: "FlipbookRaster", dependencies: ["FlipbookGeometry"]),
        .target(name: "FlipbookAnimation", dependencies: ["FlipbookGeometry"]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .target(name: "FlipbookText", dependencies: ["FlipbookRaster", "CFreeType"]),
        .target(name: "FlipbookLayers", dependencies: ["FlipbookGeometry", "FlipbookRaster", "FlipbookAnimation", "FlipbookText"]),
        .target(name: "FlipbookKit", dependencies: ["FlipbookLayers"]),

        .testTarget(name: "FlipbookGeometryTests", dependencies: ["FlipbookGeometry"]),
        .testTarget(name: "FlipbookKitTests", dependencies: ["FlipbookKit"]),
    ],
    swiftLanguageModes: [.v5]
)
