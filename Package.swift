// swift-tools-version:6.0
import PackageDescription

// One target per layer of the house; imports only go down (see README, "Architecture").
let package = Package(
    name: "Flipbook",
    products: [
        .library(name: "FlipbookGeometry", targets: ["FlipbookGeometry"]),
        .library(name: "FlipbookRaster", targets: ["FlipbookRaster"]),
        .library(name: "FlipbookAnimation", targets: ["FlipbookAnimation"]),
    ],
    targets: [
        .target(name: "FlipbookGeometry"),
        .target(name: "FlipbookRaster", dependencies: ["FlipbookGeometry"]),
        .target(name: "FlipbookAnimation", dependencies: ["FlipbookGeometry"]),

        .testTarget(name: "FlipbookGeometryTests", dependencies: ["FlipbookGeometry"]),
        .testTarget(name: "FlipbookAnimationTests", dependencies: ["FlipbookAnimation", "FlipbookGeometry"]),
    ],
    swiftLanguageModes: [.v5]
)
