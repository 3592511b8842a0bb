// swift-tools-version:6.0
import PackageDescription

// One target per layer of the house; imports only go down (see README, "Architecture").
let package = Package(
    name: "Flipbook",
    products: [
        .library(name: "FlipbookGeometry", targets: ["FlipbookGeometry"]),
        .library(name: "FlipbookRaster", targets: ["FlipbookRaster"]),
        .library(name: "FlipbookCodecs", targets: ["FlipbookCodecs"]),
        .library(name: "FlipbookTesting", targets: ["FlipbookTesting", "FlipbookSwiftTesting", "FlipbookXCTesting"]),
    ],
    targets: [
        .target(name: "FlipbookGeometry"),
        .target(name: "FlipbookRaster", dependencies: ["FlipbookGeometry"]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(name: "CPNGShim", dependencies: ["CPNG"]),
        .target(name: "FlipbookCodecs", dependencies: ["FlipbookRaster", "CPNGShim"]),
        // Framework-free golden-image core (also used by `flipbook diff`), and one thin front end
        // per test framework so that no executable links a test framework.
        .target(name: "FlipbookTesting", dependencies: ["FlipbookRaster", "FlipbookCodecs"]),
        .target(name: "FlipbookSwiftTesting", dependencies: ["FlipbookTesting"]),
        .target(name: "FlipbookXCTesting", dependencies: ["FlipbookTesting"]),

        .testTarget(name: "FlipbookGeometryTests", dependencies: ["FlipbookGeometry"]),
        .testTarget(name: "FlipbookCodecsTests", dependencies: ["FlipbookCodecs"], exclude: ["__Fixtures__"]),
        .testTarget(name: "FlipbookTestingTests", dependencies: ["FlipbookTesting", "FlipbookSwiftTesting", "FlipbookXCTesting"],
                    exclude: ["__Goldens__"]),
    ],
    swiftLanguageModes: [.v5]
)
