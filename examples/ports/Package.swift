// swift-tools-version:6.0
import PackageDescription

// Four public open-source iOS transitions ported to Flipbook, each in its own library target
// with the original's licence beside it, and one test target with a filmstrip golden per port
// (see README.md for the porting table).
let package = Package(
    name: "ports",
    dependencies: [.package(name: "Flipbook", path: "../..")],
    targets: [
        .target(name: "BubbleTransition", dependencies: kit, exclude: ["LICENSE"]),
        .target(name: "CardsTransition", dependencies: kit, exclude: ["LICENSE"]),
        .target(name: "EasyTransitions", dependencies: kit, exclude: ["LICENSE"]),
        .target(name: "ZoomTransitioning", dependencies: kit, exclude: ["LICENSE"]),
        .testTarget(name: "PortsTests", dependencies: [
            "BubbleTransition", "CardsTransition", "EasyTransitions", "ZoomTransitioning",
            .product(name: "FlipbookKit", package: "Flipbook"),
            .product(name: "FlipbookAnimation", package: "Flipbook"),
            .product(name: "FlipbookTesting", package: "Flipbook"),
        ], exclude: ["__Goldens__"]),
    ],
    swiftLanguageModes: [.v5]
)

/// What every port imports: Kit, and the Core Animation / Core Graphics spellings.
var kit: [Target.Dependency] {
    ["FlipbookKit", "FlipbookPorting", "FlipbookGeometry", "FlipbookRaster"].map { .product(name: $0, package: "Flipbook") }
}
