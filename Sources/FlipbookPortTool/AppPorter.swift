import Foundation

/// A failure of `flipbook port` before anything is written.
public enum PortError: Error, Equatable, CustomStringConvertible {
    /// The app folder does not exist or is not a folder.
    case missingApp(String)
    /// The app folder holds no Swift file outside the skipped folders.
    case noSwiftSources(String)
    /// The output exists and is not an empty folder.
    case outputExists(String)
    /// Reading or writing a file failed.
    case io(String)

    /// The message.
    public var description: String {
        switch self {
        case .missingApp(let p): "no app folder at \(p)"
        case .noSwiftSources(let p): "no Swift source in \(p) (test folders, Pods and Carthage are skipped)"
        case .outputExists(let p): "\(p) exists and is not empty; choose a new output folder"
        case .io(let m): m
        }
    }
}

/// How the generated package finds Flipbook.
public enum FlipbookDependency: Sendable, Equatable {
    /// A checkout at this path (relative to the package, or absolute).
    case path(String)
    /// A published copy: the repository URL and the lowest version.
    case url(String, from: String)
}

/// What `flipbook port` made of an app folder.
public struct AppPort: Sendable {
    /// The Swift target's name (the app folder's name as a Swift identifier).
    public var targetName: String
    /// The ported Swift files, in path order.
    public var sources: [PortedSource]
    /// The resources copied (storyboards, xibs, asset catalogues, images…), relative to the app.
    public var resources: [String]
    /// Files not ported, with the reason (Objective-C sources, tests of the iOS app…).
    public var skipped: [(path: String, reason: String)]
    /// Every line not converted, in file and line order.
    public var refusals: [PortRefusal] { sources.flatMap(\.refusals) }
    /// The `Package.swift` text.
    public var manifest: String
    /// The porting report written as `PORTING.md`.
    public var report: String
}

/// Turns an iOS app folder into a Swift package that depends on Flipbook (`flipbook port`).
public enum AppPorter {
    /// Folder names skipped wherever they are.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", ".build", "build", "DerivedData", "fastlane", ".git", ".swiftpm"]
    /// Extensions of resource files copied into the package.
    static let resourceExtensions: Set<String> = ["storyboard", "xib", "png", "jpg", "jpeg", "gif", "pdf", "json", "plist",
                                                  "strings", "stringsdict", "ttf", "otf", "mp3", "wav", "m4a", "mp4",
                                                  "mov", "svg", "heic", "webp", "txt"]
    /// Folders copied whole as one resource.
    static let resourceBundles: Set<String> = ["xcassets", "bundle"]
    /// Extensions of sources in other languages, reported as not ported.
    static let otherSources: Set<String> = ["m", "mm", "h", "c", "cpp", "metal"]

    /// Reads the app at `appFolder` and ports it, without writing anything.
    /// `name` is the target's name; default the app folder's name as a Swift identifier.
    public static func port(appFolder: String, dependency: FlipbookDependency, name: String? = nil) throws -> AppPort {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: appFolder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PortError.missingApp(appFolder)
        }
        let root = URL(fileURLWithPath: appFolder).standardizedFileURL
        var swiftFiles: [(path: String, source: String)] = []
        var resources: [String] = []
        var skipped: [(path: String, reason: String)] = []
        for relative in try listing(root) {
            let name = (relative as NSString).lastPathComponent
            let ext = (name as NSString).pathExtension.lowercased()
            let components = relative.split(separator: "/").map(String.init)
            if let testFolder = components.dropLast().first(where: { $0.hasSuffix("Tests") }) {
                if ext == "swift" { skipped.append((relative, "in \(testFolder): the iOS app's tests are not ported")) }
                continue
            }
            if let bundle = components.firstIndex(where: { resourceBundles.contains(($0 as NSString).pathExtension) }) {
                let folder = components[...bundle].joined(separator: "/")
                if resources.last != folder { resources.append(folder) }
                continue
            }
            if components.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0.hasSuffix(".playground") }) {
                continue
            }
            if ext == "swift" {
                guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path),
                      let text = String(data: data, encoding: .utf8) else {
                    skipped.append((relative, "not readable as UTF-8"))
                    continue
                }
                if name == "Package.swift" && components.count == 1 {
                    skipped.append((relative, "the app's own package manifest; the port writes its own"))
                    continue
                }
                swiftFiles.append((relative, text))
            } else if otherSources.contains(ext) {
                skipped.append((relative, "\(ext == "h" ? "a C/Objective-C header" : "a non-Swift source"): not ported"))
            } else if resourceExtensions.contains(ext) || components.contains(where: { $0.hasSuffix(".lproj") }) {
                resources.append(relative)
            }
        }
        guard !swiftFiles.isEmpty else { throw PortError.noSwiftSources(appFolder) }
        let target = targetName(name ?? root.lastPathComponent)
        let sources = SourcePorter.port(
            swiftFiles, localModules: localModules(swiftFiles.map(\.path), root: root), targetModule: target)
        let manifest = manifest(target: target, dependency: dependency, hasResources: !resources.isEmpty)
        var port = AppPort(targetName: target, sources: sources, resources: resources, skipped: skipped,
                           manifest: manifest, report: "")
        port.report = PortReport.markdown(for: port, appName: root.lastPathComponent)
        return port
    }

    /// Writes `port` as a package at `output`, copying resources from `appFolder`. The package
    /// is written into a temporary sibling folder first and moved into place when complete.
    public static func write(_ port: AppPort, appFolder: String, to output: String) throws {
        let fm = FileManager.default
        let out = URL(fileURLWithPath: output).standardizedFileURL
        if fm.fileExists(atPath: out.path) {
            let contents = (try? fm.contentsOfDirectory(atPath: out.path)) ?? ["?"]
            guard contents.isEmpty else { throw PortError.outputExists(output) }
            try? fm.removeItem(at: out)
        }
        let parent = out.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(out.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try? fm.removeItem(at: staging)
            try fm.createDirectory(at: staging, withIntermediateDirectories: true)
            let sources = staging.appendingPathComponent("Sources").appendingPathComponent(port.targetName)
            for file in port.sources {
                let url = sources.appendingPathComponent(file.outputPath.isEmpty ? file.path : file.outputPath)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
            }
            let root = URL(fileURLWithPath: appFolder).standardizedFileURL
            for resource in port.resources {
                let url = sources.appendingPathComponent("Resources").appendingPathComponent(resource)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try fm.copyItem(at: root.appendingPathComponent(resource), to: url)
            }
            try Data(port.manifest.utf8).write(to: staging.appendingPathComponent("Package.swift"))
            try Data(port.report.utf8).write(to: staging.appendingPathComponent("PORTING.md"))
            try fm.moveItem(at: staging, to: out)
        } catch let error as PortError {
            try? fm.removeItem(at: staging)
            throw error
        } catch {
            try? fm.removeItem(at: staging)
            throw PortError.io("cannot write the package at \(output): \(error.localizedDescription)")
        }
    }

    /// The modules whose sources the port puts into its one target: the folders that hold the
    /// Swift files, the targets and products the app's own `Package.swift` names, the podspecs'
    /// names, and the repository's name (`owner+Repo` → `Repo`).
    static func localModules(_ swiftPaths: [String], root: URL) -> Set<String> {
        var names = Set(swiftPaths.flatMap { $0.split(separator: "/").dropLast().map(String.init) })
        let folder = root.lastPathComponent
        names.insert(String(folder.split(separator: "+").last ?? Substring(folder)))
        let files = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for file in files where file.hasSuffix(".podspec") { names.insert(String(file.dropLast(".podspec".count))) }
        if let data = FileManager.default.contents(atPath: root.appendingPathComponent("Package.swift").path),
           let tokens = try? SwiftTokenizer.tokenize(String(decoding: data, as: UTF8.self)) {
            let code = tokens.filter { !$0.isTrivia }
            for k in code.indices.dropLast(2) where code[k].text == "name" && code[k + 1].text == ":" && code[k + 2].kind == .string {
                names.insert(String(code[k + 2].text.dropFirst().dropLast()))
            }
        }
        return names
    }

    /// The files under `root`, relative, sorted, without skipped folders, hidden files and
    /// symbolic links.
    static func listing(_ root: URL) throws -> [String] {
        var result: [String] = []
        func walk(_ url: URL, _ prefix: String) throws {
            let names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
            for name in names where !name.hasPrefix(".") && !skippedFolders.contains(name) {
                let child = url.appendingPathComponent(name)
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                // Symbolic links are not followed: a link to a parent folder would never end.
                let type = try? FileManager.default.attributesOfItem(atPath: child.path)[.type] as? FileAttributeType
                if type == .typeSymbolicLink { continue }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue { try walk(child, relative) } else { result.append(relative) }
            }
        }
        do { try walk(root, "") } catch { throw PortError.io("cannot read \(root.path): \(error.localizedDescription)") }
        return result
    }

    /// The app folder's name as a Swift identifier (`My App-iOS` → `MyAppiOS`).
    static func targetName(_ folder: String) -> String {
        let kept = folder.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "_" }
        var name = String(String.UnicodeScalarView(kept))
        if name.isEmpty || name.first!.isNumber { name = "App" + name }
        return name
    }

    /// The generated `Package.swift`.
    static func manifest(target: String, dependency: FlipbookDependency, hasResources: Bool) -> String {
        let package: String
        switch dependency {
        case .path(let p): package = ".package(name: \"Flipbook\", path: \(literal(p)))"
        case .url(let u, let v): package = ".package(url: \(literal(u)), from: \(literal(v)))"
        }
        let resources = hasResources ? ",\n                resources: [.copy(\"Resources\")]" : ""
        return """
        // swift-tools-version:6.0
        // Generated by `flipbook port`; PORTING.md lists what it changed and what it could not.
        import PackageDescription

        let package = Package(
            name: \(literal(target)),
            products: [.library(name: \(literal(target)), targets: [\(literal(target))])],
            dependencies: [\(package)],
            targets: [
                .target(name: \(literal(target)),
                        dependencies: [.product(name: "FlipbookUIKit", package: "Flipbook")]\(resources)),
            ],
            swiftLanguageModes: [.v5]
        )

        """
    }

    static func literal(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
