import Foundation

/// Where one assertion's golden and failure artifacts live.
///
/// Goldens sit next to the test file: `<test folder>/__Goldens__/<Suite>/<test>.<variant>.png`.
/// Artifacts go under `FLIPBOOK_ARTIFACTS` (default: `<package>/.build/flipbook-artifacts`, the
/// package being the nearest folder above the test file holding `Package.swift`), keeping the
/// `<Suite>/` folder: `<Suite>/<test>.<variant>.actual.png`, `.expected.png`, `.diff.png`, plus
/// `<test>.<variant>.failure.json` for the review page `index.html` at the artifacts root.
package struct SnapshotPaths: Sendable, Equatable {
    /// The suite folder name: the test file's name without `.swift`, unless given.
    package var suite: String
    /// The test name: the function name without its argument list.
    package var test: String
    /// The variant: the assertion's name, else the strategy's default variant.
    package var variant: String
    /// Absolute path of the golden PNG.
    package var golden: String
    /// Absolute path of the folder receiving this suite's artifacts.
    package var artifactFolder: String
    /// Absolute path of the artifacts root (`FLIPBOOK_ARTIFACTS`), the parent of every suite's
    /// artifact folder and the folder of the review page.
    package var artifactRoot: String

    /// Paths for the assertion in `function` of the test file `filePath`.
    package init(filePath: String, function: String, variant: String, suite: String? = nil, environment: SnapshotEnvironment) {
        let file = URL(fileURLWithPath: filePath)
        self.suite = suite ?? file.deletingPathExtension().lastPathComponent
        self.test = String(function.prefix { $0 != "(" })
        self.variant = variant
        let testFolder = file.deletingLastPathComponent()
        golden = testFolder.appendingPathComponent("__Goldens__").appendingPathComponent(self.suite)
            .appendingPathComponent("\(test).\(variant).png").path
        let root: URL
        if let configured = environment["FLIPBOOK_ARTIFACTS"], !configured.isEmpty {
            root = URL(fileURLWithPath: configured)
        } else if let package = Self.packageRoot(above: testFolder) {
            root = package.appendingPathComponent(".build/flipbook-artifacts")
        } else {
            root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("flipbook-artifacts")
        }
        artifactRoot = root.path
        artifactFolder = root.appendingPathComponent(self.suite).path
    }

    /// `<artifacts>/<Suite>/<test>.<variant>.<kind>.png`, kind being `actual`, `expected` or `diff`.
    package func artifact(_ kind: String) -> String {
        artifactFolder + "/\(test).\(variant).\(kind).png"
    }

    /// `<artifacts>/<Suite>/<test>.<variant>.failure.json`: what the review page shows about
    /// this assertion's failure.
    package var failureRecord: String {
        artifactFolder + "/\(test).\(variant).failure.json"
    }

    /// `<artifacts>/index.html`, the review page listing every current failure.
    package var reviewPage: String {
        artifactRoot + "/" + FailureReview.pageName
    }

    /// The command that re-records this golden.
    package func recordCommand(mode: RecordMode) -> String {
        "FLIPBOOK_RECORD=\(mode.rawValue) swift test --filter \(suite)/\(test)"
    }

    /// The nearest folder at or above `folder` that contains `Package.swift`.
    static func packageRoot(above folder: URL) -> URL? {
        var current = folder.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path) { return current }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }
}
