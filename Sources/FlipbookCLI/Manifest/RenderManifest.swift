import FlipbookCodecs
import Foundation
import FlipbookScene

/// A render manifest (`flipbook.json`): what `flipbook render --manifest` keeps up to date.
///
/// Version 1 has a `version`, optional default `options`, and `entries`, each a scene file or a
/// demo of the running tool's catalogue with its own `options` and `outputs`. Paths are relative
/// to the manifest's folder, and every path it reads or writes (scene files, the images scenes
/// use, outputs, the state file) must resolve inside that folder, symbolic links included
/// (``checkInside(_:keyPath:what:)``). Reading is strict: an unknown key, a wrong type, a value the
/// command line would refuse, an unknown demo, two outputs at one path or a path outside the
/// folder are errors naming the key path.
struct RenderManifest {
    /// The only format version this build reads.
    static let version = 1

    /// What an entry renders.
    enum Source: Equatable {
        /// A scene file, relative to the manifest's folder.
        case scene(String)
        /// A demo by name, with the demo flags of its `variant` as arguments.
        case demo(String, variant: [String])
    }

    /// One entry: a source and what it is rendered to.
    struct Entry {
        var source: Source
        /// Command-line option → argument: the manifest's `options` overridden by the entry's.
        var options: [String: String]
        /// A string that is part of the fingerprint; change it to re-render the entry's outputs.
        var revision: String
        var keyPath: String
    }

    /// What an output is.
    enum Kind: Equatable {
        /// An animated GIF.
        case gif
        /// An animated WebP.
        case webp
        /// A VP9 video in WebM.
        case webm
        /// A folder of PNG frames.
        case frames
        /// One PNG frame at a scene time in seconds.
        case still(time: Double)

        /// The manifest key (`gif`, `webp`, `webm`, `frames`, `still`).
        var key: String {
            switch self {
            case .gif: return "gif"
            case .webp: return "webp"
            case .webm: return "webm"
            case .frames: return "frames"
            case .still: return "still"
            }
        }

        var applies: ManifestOptions.Applies {
            switch self {
            case .gif: return .gif
            case .webp: return .webp
            case .webm: return .webm
            case .frames: return .frames
            case .still: return .still
            }
        }
    }

    /// One file or folder the manifest keeps up to date.
    struct Output {
        var kind: Kind
        /// As written in the manifest (relative to its folder, or absolute); the state file's key.
        var path: String
        /// The index of its entry in ``RenderManifest/entries``.
        var entry: Int
        var keyPath: String
    }

    /// The manifest's path as given, for messages.
    var file: String
    /// The folder relative paths are resolved against.
    var directory: URL
    var entries: [Entry]
    /// Every output of every entry, in manifest order.
    var outputs: [Output]

    /// `path` resolved against the manifest's folder.
    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : directory.appendingPathComponent(path).standardizedFileURL.path
    }

    /// Checks the path policy: `path` (as written, relative to the manifest's folder or
    /// absolute) resolves, symbolic links included, inside the manifest's folder.
    /// - Throws: ``ManifestError/invalid(path:keyPath:message:)`` naming `keyPath` (exit 65).
    func checkInside(_ path: String, keyPath: String, what: String) throws {
        let real = PathPolicy.resolved(resolve(path))
        guard PathPolicy.contains(directory.path, real) else {
            throw ManifestError.invalid(path: file, keyPath: keyPath,
                                        message: "\(path) resolves to \(real), outside the manifest's folder \(directory.path); "
                                        + "\(what) must be inside the folder of the manifest (symbolic links are followed)")
        }
    }

    /// The state file beside the manifest: `.flipbook-state.json` for `flipbook.json`.
    var statePath: String {
        let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        return directory.appendingPathComponent(".\(base)-state.json").path
    }

    /// Reads and checks the manifest at `path`; `demos` are the names a `demo` entry may use,
    /// `demoFlags` the flags its `variant` may set.
    /// - Throws: ``ManifestError``.
    static func load(path: String, demos: [String], demoFlags: [DemoFlag] = []) throws -> RenderManifest {
        let data = Data(try ManifestError.read(path, limit: InputLimits.manifestBytes, what: "the render manifest"))
        // The folder with its links resolved: everything the manifest names must resolve inside it.
        let directory = URL(fileURLWithPath: PathPolicy.resolved(URL(fileURLWithPath: path).deletingLastPathComponent().path))
        return try parse(ManifestJSON.parse(data, file: path), directory: directory, demos: demos, demoFlags: demoFlags)
    }

    /// Checks a parsed manifest.
    static func parse(_ root: ManifestJSON, directory: URL, demos: [String], demoFlags: [DemoFlag] = []) throws -> RenderManifest {
        let top = try root.object(allowed: ["version", "options", "entries"])
        guard let versionNode = top["version"] else {
            throw root.error("missing key 'version'; this build reads \"version\": \(version)")
        }
        guard try versionNode.integer() == version else {
            throw versionNode.error("unsupported version \(versionNode.value); this build reads version \(version)")
        }
        let defaults = try top["options"].map(ManifestOptions.parse) ?? [:]
        guard let entriesNode = top["entries"] else { throw root.error("missing key 'entries'") }
        var manifest = RenderManifest(file: root.file, directory: directory, entries: [], outputs: [])
        var seen: [String: String] = [:]
        for node in try entriesNode.array() {
            let entry = try parseEntry(node, defaults: defaults, demos: demos, demoFlags: demoFlags)
            if case let .scene(scene) = entry.source {
                try manifest.checkInside(scene, keyPath: node.keyPath + ".scene", what: "a scene the manifest renders")
            }
            let outputs = try node.object(allowed: entryKeys)["outputs"]!.array()
            guard !outputs.isEmpty else { throw node.error("'outputs' is empty; give at least one output") }
            for outputNode in outputs {
                let output = try parseOutput(outputNode, entry: manifest.entries.count)
                let resolved = manifest.resolve(output.path)
                func error(_ message: String) -> ManifestError {
                    .invalid(path: root.file, keyPath: output.keyPath, message: message)
                }
                if let first = seen[resolved] {
                    throw error("\(output.path) is also the output of \(first); give each output its own path")
                }
                guard resolved != URL(fileURLWithPath: root.file).standardizedFileURL.path, resolved != manifest.statePath else {
                    throw error("\(output.path) is the manifest or its state file")
                }
                try manifest.checkInside(output.path, keyPath: output.keyPath, what: "an output")
                seen[resolved] = output.keyPath
                manifest.outputs.append(output)
            }
            manifest.entries.append(entry)
        }
        // A frame folder is replaced whole by each render, so nothing else may live inside it.
        for folder in manifest.outputs where folder.kind == .frames {
            let prefix = manifest.resolve(folder.path) + "/"
            if let inside = manifest.outputs.first(where: { manifest.resolve($0.path).hasPrefix(prefix) }) {
                throw ManifestError.invalid(path: root.file, keyPath: inside.keyPath,
                                            message: "\(inside.path) is inside the frame folder of \(folder.keyPath), which each render replaces whole")
            }
        }
        return manifest
    }

    private static let entryKeys = ["scene", "demo", "variant", "options", "revision", "outputs"]

    private static func parseEntry(_ node: ManifestJSON, defaults: [String: String], demos: [String],
                                   demoFlags: [DemoFlag]) throws -> Entry {
        let members = try node.object(allowed: entryKeys)
        guard members["outputs"] != nil else { throw node.error("missing key 'outputs'") }
        let source: Source
        switch (members["scene"], members["demo"]) {
        case let (scene?, nil):
            if let variant = members["variant"] {
                throw variant.error("'variant' sets demo flags; a scene entry has none")
            }
            source = .scene(try scene.nonEmptyString())
        case let (nil, demo?):
            let name = try demo.nonEmptyString()
            guard demos.contains(name) else {
                throw demo.error("no demo named '\(name)'" + DidYouMean.hint(for: name, in: demos) + (demos.isEmpty ? "; this build has no demos" : "; demos: \(demos.joined(separator: ", "))"))
            }
            source = .demo(name, variant: try members["variant"].map { try ManifestOptions.parseVariant($0, flags: demoFlags) } ?? [])
        case (.some, .some):
            throw node.error("give either 'scene' or 'demo', not both")
        case (nil, nil):
            throw node.error("missing key 'scene' or 'demo'")
        }
        let own = try members["options"].map(ManifestOptions.parse) ?? [:]
        if case .demo = source, own["size"] != nil || defaults["size"] != nil {
            throw (own["size"] != nil ? members["options"]! : node)
                .error("'size' applies to scene files; a demo has a fixed canvas (set 'size' on scene entries only)")
        }
        return Entry(source: source, options: defaults.merging(own) { $1 },
                     revision: try members["revision"]?.string() ?? "", keyPath: node.keyPath)
    }

    private static func parseOutput(_ node: ManifestJSON, entry: Int) throws -> Output {
        let members = try node.object(allowed: ["gif", "webp", "webm", "frames", "still", "time"])
        let kinds = ["gif", "webp", "webm", "frames", "still"].filter { members[$0] != nil }
        guard kinds.count == 1 else {
            throw node.error(kinds.isEmpty ? "missing key 'gif', 'webp', 'webm', 'frames' or 'still'"
                             : "give one of 'gif', 'webp', 'webm', 'frames' or 'still', not \(kinds.joined(separator: " and "))")
        }
        let pathNode = members[kinds[0]]!
        let path = try pathNode.nonEmptyString()
        let lower = path.lowercased()
        let kind: Kind
        switch kinds[0] {
        case "gif":
            guard lower.hasSuffix(".gif") else { throw pathNode.error("\(path): a GIF output's path ends in .gif") }
            kind = .gif
        case "webp":
            guard lower.hasSuffix(".webp") else { throw pathNode.error("\(path): a WebP output's path ends in .webp") }
            kind = .webp
        case "webm":
            guard lower.hasSuffix(".webm") else { throw pathNode.error("\(path): a WebM output's path ends in .webm") }
            kind = .webm
        case "frames":
            guard ![".gif", ".webp", ".webm", ".png"].contains(where: lower.hasSuffix) else {
                throw pathNode.error("\(path): 'frames' names a folder for frame_0000.png …; use 'gif', 'webp', 'webm' or 'still' for one file")
            }
            kind = .frames
        default:
            guard lower.hasSuffix(".png") else { throw pathNode.error("\(path): a still's path ends in .png") }
            kind = .still(time: try members["time"]?.number() ?? 0)
        }
        if kind.key != "still", let time = members["time"] {
            throw time.error("'time' belongs to a 'still' output; a clip's span is set with options 'from' and 'to'")
        }
        return Output(kind: kind, path: path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path,
                      entry: entry, keyPath: pathNode.keyPath)
    }
}
