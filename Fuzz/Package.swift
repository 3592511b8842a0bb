// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets, kept out of the root package so `swift build` and `swift test` never see
// them. Build and run them with `scripts/fuzz.sh`; it passes `-sanitize=fuzzer,address`.
// The root package is reached through `.build/flipbook`, a link to `..` that the script makes:
// SwiftPM names a path dependency after its folder, and the link gives it the same name
// ("flipbook") whatever the checkout's folder is called.
let package = Package(
    name: "FlipbookFuzz",
    dependencies: [.package(path: ".build/flipbook")],
    targets: [
        .target(name: "FuzzSupport"),
        .executableTarget(name: "FuzzPNG", dependencies: ["FuzzSupport", .product(name: "FlipbookCodecs", package: "flipbook")]),
        .executableTarget(name: "FuzzGIF", dependencies: ["FuzzSupport", .product(name: "FlipbookCodecs", package: "flipbook")]),
        .executableTarget(name: "FuzzScene", dependencies: [
            "FuzzSupport",
            .product(name: "FlipbookScene", package: "flipbook"),
            .product(name: "FlipbookRaster", package: "flipbook"),
        ]),
    ],
    swiftLanguageModes: [.v5]
)
