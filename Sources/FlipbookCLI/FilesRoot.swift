import FlipbookCodecs
import Foundation

extension OptionSpec {
    /// `--files-root DIR`: the folder a scene's images may come from, instead of the scene's own.
    static let filesRoot = OptionSpec("files-root", value: "dir",
                                      help: "Scene files may reference images inside this folder (default: the scene's own folder).")
}

/// The path policy of scene files on the command line: every file a scene references must
/// resolve, symbolic links included, inside the scene's folder, or inside the folder
/// `--files-root` names (`--files-root .` for a scene that uses `../assets/`).
enum FilesRoot {
    /// The folder the scene at `scene` may reference files in.
    /// - Throws: ``CLIError`` (usage) when `--files-root` does not name a folder.
    static func folder(for scene: String, _ args: ParsedArguments) throws -> URL {
        guard let raw = args.string("files-root") else {
            return URL(fileURLWithPath: scene).deletingLastPathComponent()
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: raw, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError.usage("--files-root \(raw): expected an existing folder", command: args.command)
        }
        return URL(fileURLWithPath: raw)
    }
}
