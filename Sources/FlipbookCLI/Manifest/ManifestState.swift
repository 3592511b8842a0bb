import FlipbookCodecs
import Foundation

/// The state file beside a manifest (`.flipbook-state.json`): for every output, the fingerprint
/// it was rendered with and the digest of the bytes that render wrote.
///
/// It is meant to be committed with the outputs, so that a fresh clone (a CI job) can tell
/// whether the committed outputs are current without rendering. It is written atomically, with
/// sorted keys and one value a line, so that its diffs are small and it merges like any text.
struct ManifestState: Equatable {
    /// The only state format version this build reads and writes.
    static let version = 1

    /// What one render of an output left.
    struct Record: Equatable {
        var fingerprint: ManifestFingerprint
        /// The SHA-256 of the output's bytes after the render (``ManifestHasher/digest(ofOutput:kind:)``).
        var output: String
    }

    /// Records by output path as the manifest writes it.
    var records: [String: Record] = [:]

    init(records: [String: Record] = [:]) {
        self.records = records
    }

    /// Reads the state file at `path`; a missing file is an empty state (nothing rendered yet).
    /// - Throws: ``ManifestError`` for a file that is not a state file of this version, naming
    ///   the key path; delete the file to render everything again.
    static func load(path: String) throws -> ManifestState {
        var info = stat()
        guard lstat(path, &info) == 0 else { return ManifestState() }
        // A state file that is a link out of the manifest's folder is not read (the path policy).
        let folder = (path as NSString).deletingLastPathComponent
        guard PathPolicy.isInside(path, folder: folder.isEmpty ? "." : folder) else {
            throw ManifestError.invalid(path: path, keyPath: "", message: "the state file resolves to \(PathPolicy.resolved(path)), outside "
                                        + "the manifest's folder; delete the link")
        }
        let data = Data(try ManifestError.read(path, limit: InputLimits.stateBytes, what: "the manifest state file"))
        let root = try ManifestJSON.parse(data, file: path)
        let top = try root.object(allowed: ["version", "outputs"])
        guard let versionNode = top["version"], try versionNode.integer() == version else {
            throw root.error("not a version \(version) state file; delete it to render every output again")
        }
        var state = ManifestState()
        guard let outputs = top["outputs"] else { return state }
        for (path, node) in try outputs.members() {
            let fields = try node.object(allowed: ["inputs", "options", "tool", "output"])
            func field(_ key: String) throws -> String {
                guard let value = fields[key] else { throw node.error("missing key '\(key)'") }
                return try value.nonEmptyString()
            }
            state.records[path] = Record(
                fingerprint: ManifestFingerprint(inputs: try field("inputs"), options: try field("options"), tool: try field("tool")),
                output: try field("output"))
        }
        return state
    }

    /// The file's text: deterministic, so that an unchanged state rewrites the same bytes.
    var text: String {
        var lines = ["{", "  \"version\": \(Self.version),", "  \"outputs\": {"]
        let paths = records.keys.sorted()
        for (i, path) in paths.enumerated() {
            let r = records[path]!
            lines.append("    \(Self.quoted(path)): {")
            lines.append("      \"inputs\": \(Self.quoted(r.fingerprint.inputs)),")
            lines.append("      \"options\": \(Self.quoted(r.fingerprint.options)),")
            lines.append("      \"output\": \(Self.quoted(r.output)),")
            lines.append("      \"tool\": \(Self.quoted(r.fingerprint.tool))")
            lines.append("    }" + (i == paths.count - 1 ? "" : ","))
        }
        lines += ["  }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the state atomically: a reader (or an interrupted run) sees the old file or the new.
    /// - Throws: ``CLIError`` with exit code 73 when the file cannot be written.
    func write(to path: String) throws {
        do {
            try AtomicFile.write(Array(text.utf8), to: path)
        } catch let error as CodecError {
            throw CLIError(.cannotCreate, "cannot write the manifest state \(path): \(error)")
        }
    }

    /// A JSON string literal.
    private static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
