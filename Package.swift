// swift-tools-version:6.0
import PackageDescription

// One target per layer of the house; imports only go down (see README, "Architecture").
let package = Package(
    name: "Flipbook",
    products: [
        .library(name: "FlipbookGeometry", targets: ["FlipbookGeometry"]),
        .library(name: "FlipbookRaster", targets: ["FlipbookRaster"]),
        .library(name: "FlipbookScene", targets: ["FlipbookScene"]),
        .library(name: "FlipbookExport", targets: ["FlipbookExport"]),
        .executable(name: "flipbook", targets: ["flipbook"]),
    ],
    targets: [
        .target(name: "FlipbookGeometry"),
        .target(name: "FlipbookRaster", dependencies: ["FlipbookGeometry"]),
        .target(name: "FlipbookScene", dependencies: ["FlipbookGeometry", "FlipbookRaster"]),
        .target(name: "FlipbookExport", dependencies: ["FlipbookGeometry", "FlipbookRaster"]),
        .target(name: "FlipbookCLI", dependencies: ["FlipbookScene", "FlipbookExport"]),
        .executableTarget(name: "flipbook", dependencies: ["FlipbookCLI"]),

        .testTarget(name: "FlipbookGeometryTests", dependencies: ["FlipbookGeometry"]),
        .testTarget(name: "FlipbookSceneTests", dependencies: ["FlipbookScene"],
                    exclude: ["__Fixtures__"]),
        .testTarget(name: "FlipbookExportTests", dependencies: ["FlipbookExport"]),
        .testTarget(name: "FlipbookCLITests", dependencies: ["FlipbookCLI"]),
    ],
    swiftLanguageModes: [.v5]
)
