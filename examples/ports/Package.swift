// swift-tools-version:6.0
import Foundation
import PackageDescription

// Public open-source iOS transitions ported to Flipbook, each in its own library target, built
// from the ports corpus by port.sh (`flipbook port` into Ported/, a build folder, with the
// screens written here). One test target has a filmstrip golden per port (see README.md for
// the porting table).
let package = Package(
    name: "ports",
    dependencies: [.package(name: "Flipbook", path: "../..")],
    targets: [
        .target(name: "CardsTransition", dependencies: kit, path: "Ported/CardsTransition", exclude: ["LICENSE"]),
        .target(name: "ZoomTransitioning", dependencies: kit, path: "Ported/ZoomTransitioning", exclude: ["LICENSE"]),
        .testTarget(name: "PortsTests", dependencies: [
            "CardsTransition", "ZoomTransitioning",
            .product(name: "FlipbookKit", package: "Flipbook"),
            .product(name: "FlipbookAnimation", package: "Flipbook"),
            .product(name: "FlipbookTesting", package: "Flipbook"),
            .product(name: "FlipbookKitTesting", package: "Flipbook"),
        ], exclude: ["__Goldens__"]),
    ],
    swiftLanguageModes: [.v5]
)

// apps.txt: the example apps ported whole by port.sh (library and app, with their resources and
// the touch scripts written here, Apps/<Target>), each a target the tests and the `ports-gifs`
// catalogue use (see APPS.md).
let apps: [String] = {
    let text = (try? String(contentsOfFile: Context.packageDirectory + "/apps.txt", encoding: .utf8)) ?? ""
    let names = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: " ").first.map(String.init) }
    return names.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
}()
// AppScripting (Sources/AppScripting): the launch, tap and drag every app's touch script is built on.
package.targets.append(.target(name: "AppScripting", dependencies: kit))
for app in apps {
    package.targets.append(.target(name: app, dependencies: kit + ["AppScripting"], path: "Ported/" + app, exclude: ["Licenses"],
                                   resources: [.copy("Resources")]))
}
package.targets.first { $0.name == "PortsTests" }?.dependencies += apps.map { .target(name: $0) } + ["AppScripting"]
// The example apps' transitions through the CLI product: `swift run -c release ports-gifs render <demo>`.
package.targets.append(.executableTarget(name: "ports-gifs", dependencies: apps.map { .target(name: $0) }
                                             + [.product(name: "FlipbookCLI", package: "Flipbook")]))

// survey.sh: the corpus's other apps as `flipbook port` left them in Survey/, built only when
// PORTS_SURVEY is set, in place of the ports (they do not build yet; SURVEY.md counts their
// errors).
if ProcessInfo.processInfo.environment["PORTS_SURVEY"] != nil {
    package.targets = []
    let survey = Context.packageDirectory + "/Survey"
    let apps = ((try? FileManager.default.contentsOfDirectory(atPath: survey)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    for app in apps where FileManager.default.fileExists(atPath: survey + "/" + app + "/") && !app.hasSuffix(".md") && !app.hasSuffix(".log") {
        let resources = FileManager.default.fileExists(atPath: survey + "/" + app + "/Resources")
        package.targets.append(.target(name: app, dependencies: kit, path: "Survey/" + app,
                                       resources: resources ? [.copy("Resources")] : nil))
    }
}

/// What every port imports: Apple's spellings (the ported originals), Kit and the modules the
/// screens written here import.
var kit: [Target.Dependency] {
    ["FlipbookUIKit", "FlipbookKit", "FlipbookPorting", "FlipbookGeometry", "FlipbookRaster"].map { .product(name: $0, package: "Flipbook") }
}
