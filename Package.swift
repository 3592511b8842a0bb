// swift-tools-version:6.0
import PackageDescription

// One target per layer of the house; imports only go down (see README, "Architecture").
let package = Package(
    name: "Flipbook",
    products: [
        .library(name: "FlipbookGeometry", targets: ["FlipbookGeometry"]),
        .library(name: "FlipbookRaster", targets: ["FlipbookRaster"]),
        .library(name: "FlipbookCodecs", targets: ["FlipbookCodecs"]),
    ],
    targets: [
        .target(name: "FlipbookGeometry"),
        .target(name: "FlipbookRaster", dependencies: ["FlipbookGeometry"]),
        .systemLibrary(name: "CGIF", path: "Sources/CGIF"),
        .target(name: "FlipbookCodecs", dependencies: ["FlipbookRaster", "CGIF"]),
        // Development tool for bench/compare_gif.py: dumps the benchmark frames and our GIFs.
        .executableTarget(name: "GIFBenchTool", dependencies: ["FlipbookCodecs"], path: "bench/GIFBenchTool"),

        .testTarget(name: "FlipbookGeometryTests", dependencies: ["FlipbookGeometry"]),
        .testTarget(name: "FlipbookCodecsTests", dependencies: ["FlipbookCodecs"]),
    ],
    swiftLanguageModes: [.v5]
)
