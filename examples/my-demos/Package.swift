// swift-tools-version:6.0
import PackageDescription

// A user's own package: one transition of its own (CardSlide), the whole `flipbook` command
// line for its catalogue (`swift run my-demos …`), and the same transition recorded from Swift
// (`swift run record-card`).
let package = Package(
    name: "my-demos",
    dependencies: [.package(name: "Flipbook", path: "../..")],
    targets: [
        .target(name: "CardSlide", dependencies: [.product(name: "FlipbookKit", package: "Flipbook")]),
        .executableTarget(name: "my-demos", dependencies: [
            "CardSlide", .product(name: "FlipbookCLI", package: "Flipbook"),
        ]),
        .executableTarget(name: "record-card", dependencies: [
            "CardSlide", .product(name: "FlipbookExport", package: "Flipbook"),
        ]),
    ],
    swiftLanguageModes: [.v5]
)
