import Foundation

extension FontLibrary {
    /// The family names of the font file whose bytes are `data` (a `.ttf`, `.otf`, `.ttc` or
    /// `.otc` read into memory), without registering it.
    /// - Throws: ``TextError/unreadableFontFile(path:reason:)`` when the bytes are not a font
    ///   FreeType opens.
    public func families(inFontData data: Data) throws -> [String] {
        let library = try FreeTypeLibrary()
        let path = try Self.cacheFile(for: data)
        return Array(Set(try FontCatalog.records(inFile: path, library: library).map(\.family))).sorted()
    }

    /// Adds a font held in memory, as ``register(fontFile:)`` adds a file, and returns its family
    /// names. FreeType opens fonts by path, so the bytes are written once to a file named by
    /// their content under the temporary directory (`flipbook-fonts/`); the same bytes always
    /// reuse the same file.
    /// - Throws: ``TextError/unreadableFontFile(path:reason:)`` when the bytes are not a font or
    ///   the file cannot be written.
    @discardableResult
    public func register(fontData data: Data) throws -> [String] {
        try register(fontFile: try Self.cacheFile(for: data))
    }

    /// The content-named file holding `data`, written when it is not there yet.
    static func cacheFile(for data: Data) throws -> String {
        // FNV-1a, 64 bits, with the length: a name for the bytes, stable across runs.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-fonts")
        let name = String(hash, radix: 16) + "-" + String(data.count) + ".font"
        let file = directory.appendingPathComponent(name).path
        if FileManager.default.fileExists(atPath: file) { return file }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            // Written beside and moved into place, so that a reader never sees a partial file.
            let partial = file + ".\(ProcessInfo.processInfo.processIdentifier).partial"
            try data.write(to: URL(fileURLWithPath: partial))
            if FileManager.default.fileExists(atPath: file) {
                try? FileManager.default.removeItem(atPath: partial)
            } else {
                try FileManager.default.moveItem(atPath: partial, toPath: file)
            }
        } catch {
            // Another process may have moved the same bytes into place first.
            if FileManager.default.fileExists(atPath: file) { return file }
            throw TextError.unreadableFontFile(path: file, reason: "the font's bytes could not be written: \(error)")
        }
        return file
    }
}
