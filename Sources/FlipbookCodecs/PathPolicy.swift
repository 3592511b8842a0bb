import Foundation

/// Where an input may reference files and an output may be written: inside a folder, after
/// every symbolic link is resolved.
///
/// A render manifest's outputs, its scene files and its state file must resolve inside the
/// manifest's folder, and the images a scene names inside the scene's folder (or the folder the
/// command line allows with `--files-root`), so that a manifest or scene from a pull request
/// cannot make a CI job read or overwrite files elsewhere. See the CLI's "Limits and errors"
/// article.
public enum PathPolicy {
    /// `path` made absolute (against the working directory) with every symbolic link resolved,
    /// `.` and `..` applied in order: a `..` after a link leaves the folder the link points to.
    /// Components that do not exist yet (an output about to be created) are kept as written.
    public static func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var current = ""
        var hops = 0
        for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if let slash = current.lastIndex(of: "/") { current = String(current[..<slash]) }
            default:
                let candidate = current + "/" + component
                var info = stat()
                if lstat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, hops < 64,
                   let real = realpath(candidate, nil) {
                    current = String(cString: real)
                    free(real)
                    if current == "/" { current = "" }
                    hops += 1
                } else {
                    current = candidate
                }
            }
        }
        return current.isEmpty ? "/" : current
    }

    /// True when `path` resolves to `folder` itself or to something inside it (both resolved).
    public static func isInside(_ path: String, folder: String) -> Bool {
        contains(resolved(folder), resolved(path))
    }

    /// True when the resolved `path` is `folder` or below it (both already resolved).
    public static func contains(_ folder: String, _ path: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }
}
