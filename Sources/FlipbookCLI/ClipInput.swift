import Foundation
import FlipbookRaster
import FlipbookScene

/// The clip a command works on: a scene file (`*.json`) or a demo by name.
struct ClipInput {
    /// The base name for default output files (the file name without `.json`, or the demo name).
    var name: String
    /// The clip, ready for its first frame.
    var clip: Clip

    /// True when `argument` names a scene file rather than a demo.
    static func isSceneFile(_ argument: String) -> Bool {
        argument.lowercased().hasSuffix(".json") || argument.contains("/")
    }

    /// Opens `argument`, applying `--size` and `--scale` from `args`.
    /// - Throws: ``SceneError`` for a bad scene file, ``CLIError`` for an unknown demo.
    static func open(_ argument: String, args: ParsedArguments, context: CommandContext) throws -> ClipInput {
        let engine = context.engine
        let size = try args.size("size")
        let scale = try args.number("scale", "expected a number greater than 0", accept: { $0 > 0 })
        let demoFlags = try DemoFlags.values(args, flags: engine.demoFlags)
        if isSceneFile(argument) {
            if let flag = DemoFlags.given(args, flags: engine.demoFlags) {
                throw CLIError.usage("--\(flag) applies to demos, not scene files", command: args.command)
            }
            let doc = try engine.sceneLoader(size: size, scale: scale, fileRoot: try FilesRoot.folder(for: argument, args))
                .load(path: argument)
            let name = URL(fileURLWithPath: argument).deletingPathExtension().lastPathComponent
            let makeClip = try engine.requireSceneClip()
            return ClipInput(name: name, clip: try makeClip(doc))
        }
        guard let demo = engine.demos.first(where: { $0.name == argument }) else {
            let known = engine.demos.map(\.name)
            throw CLIError.usage("'\(argument)' is neither a scene file (*.json) nor a demo"
                                 + DidYouMean.hint(for: argument, in: known)
                                 + (known.isEmpty ? "" : " (demos: \(known.joined(separator: ", ")))"),
                                 command: args.command)
        }
        if size != nil {
            throw CLIError.usage("--size applies to scene files; demo '\(argument)' has a fixed canvas", command: args.command)
        }
        return ClipInput(name: demo.name, clip: try demo.makeClip(scale, demoFlags))
    }
}

/// Creates the directory at `path` and its parents.
/// - Throws: ``CLIError`` with exit code 73 when it cannot be created.
package func makeDirectory(_ path: String) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
        guard isDirectory.boolValue else {
            throw CLIError(.cannotCreate, "cannot create directory \(path): a file with that name exists")
        }
        return
    }
    do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
        throw CLIError(.cannotCreate, "cannot create directory \(path): \(FileSystemError.creationReason(error, folder: path))")
    }
}

/// Creates the folder a file at `path` goes into.
func makeParentDirectory(of path: String) throws {
    let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
    try makeDirectory(parent)
}
