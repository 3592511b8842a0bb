import FlipbookCodecs
import Foundation
import FlipbookScene

/// What an output was rendered from, as three digests: a change in any of them makes the output
/// stale, and which one changed is the reason `--check` gives.
struct ManifestFingerprint: Equatable {
    /// The scene file's bytes and those of every file it references (its `contents` images), or
    /// the demo's name and variant.
    var inputs: String
    /// The options that shape this output (only those its kind uses), the still's time and the
    /// entry's `revision`.
    var options: String
    /// The tool's version (``CLI/version``).
    var tool: String
}

/// Computes fingerprints and output digests.
struct ManifestHasher {
    let manifest: RenderManifest
    let engine: Engine
    /// Input digests by entry index, computed once per run.
    private var inputDigests: [Int: String] = [:]

    init(manifest: RenderManifest, engine: Engine) {
        self.manifest = manifest
        self.engine = engine
    }

    /// The fingerprint `output` would be rendered with now.
    /// - Throws: ``ManifestError`` for a missing scene file, a scene error for a bad scene or a
    ///   missing image.
    mutating func fingerprint(of output: RenderManifest.Output) throws -> ManifestFingerprint {
        let entry = manifest.entries[output.entry]
        let inputs: String
        if let known = inputDigests[output.entry] {
            inputs = known
        } else {
            inputs = try inputDigest(entry)
            inputDigests[output.entry] = inputs
        }
        var lines = ["kind \(output.kind.key)"]
        for key in ManifestOptions.keys where key.applies.contains(output.kind.applies) {
            if let value = entry.options[key.option] { lines.append("--\(key.option) \(value)") }
        }
        if case let .still(time) = output.kind { lines.append("time \(time)") }
        lines.append("revision \(entry.revision)")
        return ManifestFingerprint(inputs: inputs, options: SHA256.hex(lines.joined(separator: "\n")), tool: CLI.version)
    }

    private func inputDigest(_ entry: RenderManifest.Entry) throws -> String {
        switch entry.source {
        case let .demo(name, variant):
            return SHA256.hex((["demo \(name)"] + variant).joined(separator: "\n"))
        case let .scene(relative):
            let path = manifest.resolve(relative)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ManifestError.missingFile(path: manifest.file, what: "\(entry.keyPath).scene: the scene file \(relative)")
            }
            var lines = ["scene " + (try Self.digest(ofFile: path))]
            for file in try referencedFiles(ofScene: path) {
                lines.append(displayPath(file) + " " + (try Self.digest(ofFile: file)))
            }
            return SHA256.hex(lines.joined(separator: "\n"))
        }
    }

    /// The files a scene uses, sorted: the images its loader decodes (which also checks the scene,
    /// that every image exists and that each resolves inside the manifest's folder). Only real
    /// file references are followed: other strings in the scene (a layer's name, a text) are
    /// never opened, whatever they look like (`/dev/zero`, a FIFO).
    func referencedFiles(ofScene path: String) throws -> [String] {
        final class Recorder: @unchecked Sendable { var paths: Set<String> = [] }
        let recorder = Recorder()
        var loader = engine.sceneLoader(size: nil, scale: nil, fileRoot: manifest.directory)
        let decode = loader.imageLoader
        loader.imageLoader = { url in
            recorder.paths.insert(url.standardizedFileURL.path)
            return try decode(url)
        }
        _ = try loader.load(path: path)
        return recorder.paths.sorted()
    }

    /// `path` relative to the manifest's folder when inside it, so that fingerprints do not depend
    /// on where the repository is checked out.
    func displayPath(_ path: String) -> String {
        let base = manifest.directory.path.hasSuffix("/") ? manifest.directory.path : manifest.directory.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// The digest of what is at an output's path now, or nil when nothing (of the right kind) is
    /// there. A frame folder's digest covers every file name in it and each file's bytes.
    static func digest(ofOutput path: String, kind: RenderManifest.Kind) throws -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard kind == .frames else { return isDirectory.boolValue ? nil : try digest(ofFile: path) }
        guard isDirectory.boolValue else { return nil }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            throw ManifestError.unreadable(path: path, reason: FileSystemError.reason(error, naming: path))
        }
        var lines: [String] = []
        for name in names {
            let file = (path as NSString).appendingPathComponent(name)
            // A name that vanished or a broken link is not a folder: reading it then reports it.
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: file, isDirectory: &isFolder)
            lines.append(name + " " + (isFolder.boolValue ? "folder" : try digest(ofFile: file)))
        }
        return SHA256.hex(lines.joined(separator: "\n"))
    }

    /// The SHA-256 of a file's bytes, read in 1 MiB pieces: a regular file (checked before it is
    /// opened, so a FIFO or device in an output folder is refused, never read).
    static func digest(ofFile path: String) throws -> String {
        let fd: Int32
        do {
            fd = try InputFile.open(path, limit: Int.max).fd
        } catch let error as CodecError {
            throw ManifestError.translate(error, path: path, what: "the file")
        }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        var hasher = SHA256()
        do {
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                hasher.update(chunk)
            }
        } catch {
            throw ManifestError.unreadable(path: path, reason: FileSystemError.reason(error, naming: path))
        }
        return hasher.finalize()
    }
}
