import Foundation

/// Where one assertion's golden and failure artifacts live.
///
/// Goldens sit next to the test file: `<test folder>/__Goldens__/<Suite>/<test>.<variant>.png`.
/// Artifacts go under `FLIPBOOK_ARTIFACTS` (default: `<package>/.build/flipbook-artifacts`, the
/// package being the nearest folder above the test file holding `Package.swift`), keeping the
/// `<Suite>/` folder: `<Suite>/<test>.<variant>.actual.png`, `.expected.png`, `.diff.png`, plus
/// `<test>.<variant>.failure.json` for the review page `index.html` at the artifacts root.
/// Suite, test and variant names are made safe file names first (``fileName(_:)``), so that a
/// name such as `../x` never puts a golden or an artifact outside its folder.
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
        self.suite = Self.fileName(suite ?? file.deletingPathExtension().lastPathComponent)
        self.test = Self.fileName(String(function.prefix { $0 != "(" }))
        self.variant = Self.fileName(variant)
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

    /// `name` as one safe file-name component, so that goldens and artifacts never leave their
    /// folders: a `/`, a control character or a leading `.` (`..`, a hidden file) is replaced
    /// by `_`, and a name that had to change gets `~` and 8 hex digits of a hash of the original,
    /// so that two names never land on one file (`a/b` and `a_b` stay two goldens, and the review
    /// page counts both failures). A name without such characters is kept as it is.
    static func fileName(_ name: String) -> String {
        var safe = ""
        for (i, scalar) in name.unicodeScalars.enumerated() {
            let unsafe = scalar == "/" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F || (i == 0 && scalar == ".")
            safe.unicodeScalars.append(unsafe ? "_" : scalar)
        }
        if safe.isEmpty { safe = "_" }
        guard safe != name else { return name }
        // FNV-1a over the UTF-8 bytes: stable across runs and platforms, unlike Hasher.
        var hash: UInt32 = 0x811C_9DC5
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        let hex = String(hash, radix: 16)
        return safe + "~" + String(repeating: "0", count: 8 - hex.count) + hex
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
