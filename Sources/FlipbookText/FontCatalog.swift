import CFreeType
import Foundation

/// One face found in a font file: enough to pick it by family and weight without keeping it open.
struct FontRecord: Hashable, Sendable {
    /// The file's path.
    var path: String
    /// The face's index inside the file (non-zero only in collections, `.ttc`).
    var index: Int
    /// The family name as the font states it (`"DejaVu Sans"`).
    var family: String
    /// OS/2 `usWeightClass`, 100–900 (400 when the font does not say; 700 for bold-flagged faces).
    var weight: Int
    /// OS/2 `usWidthClass`, 1–9 with 5 normal.
    var width: Int
    /// Italic or oblique.
    var isItalic: Bool
}

/// Finds font files in directories and reads their family, weight and width.
enum FontCatalog {
    /// The standard font directories of a Debian system, searched after any extra paths.
    static var systemDirectories: [String] {
        var directories = ["/usr/share/fonts", "/usr/local/share/fonts"]
        if let home = ProcessInfo.processInfo.environment["HOME"] {
            directories += [home + "/.local/share/fonts", home + "/.fonts"]
        }
        return directories
    }

    /// The extra paths of the `FLIPBOOK_FONT_PATH` environment variable (colon-separated
    /// directories or font files), in order.
    static var environmentPaths: [String] {
        guard let value = ProcessInfo.processInfo.environment["FLIPBOOK_FONT_PATH"] else { return [] }
        return value.split(separator: ":").map(String.init).filter { !$0.isEmpty }
    }

    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// A family name reduced for matching: lowercased, without spaces, hyphens and underscores.
    static func key(_ family: String) -> String {
        String(family.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }

    /// All font files under `path` (itself if it is a file), sorted by path so that the result
    /// does not depend on directory order.
    static func fontFiles(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [path] }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let ext = (relative as NSString).pathExtension.lowercased()
            if fontExtensions.contains(ext) { files.append(path + "/" + relative) }
        }
        return files.sorted()
    }

    /// The faces of one font file.
    /// - Throws: ``TextError/unreadableFontFile(path:reason:)`` when FreeType cannot open it.
    static func records(inFile path: String, library: FreeTypeLibrary) throws -> [FontRecord] {
        let first = try library.openFace(path: path, index: 0)
        let count = max(1, first.pointee.num_faces)
        var records: [FontRecord] = []
        for index in 0..<count {
            let face = index == 0 ? first : try library.openFace(path: path, index: index)
            defer { library.closeFace(face) }
            guard let name = face.pointee.family_name.map({ String(cString: $0) }) else { continue }
            let flags = face.pointee.style_flags
            let isBold = flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0
            let os2Weight = Int(flipbook_os2_weight(face))
            let os2Width = Int(flipbook_os2_width(face))
            records.append(FontRecord(
                path: path, index: index, family: name,
                weight: os2Weight > 0 ? os2Weight : (isBold ? 700 : 400),
                width: os2Width > 0 ? os2Width : 5,
                isItalic: flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0))
        }
        return records
    }

    /// The upright face of `candidates` that best matches `weight`: normal width first, then the
    /// CSS font-matching rule (below 400 try lighter faces, nearest first, then heavier; for
    /// 400–500 try the weight, then up to 500, then lighter, then heavier; above 500 prefer
    /// heavier, then lighter).
    static func bestMatch(_ candidates: [FontRecord], weight: Int) -> FontRecord? {
        let upright = candidates.filter { !$0.isItalic }
        let pool = upright.isEmpty ? candidates : upright
        func rank(_ r: FontRecord) -> (Int, Int, Int) {
            let widthDistance = abs(r.width - 5)
            let w = r.weight
            let weightRank: Int
            if w == weight {
                weightRank = 0
            } else if weight < 400 {
                weightRank = w < weight ? weight - w : 1000 + (w - weight)
            } else if weight <= 500 {
                if w > weight && w <= 500 { weightRank = w - weight }
                else if w < weight { weightRank = 1000 + (weight - w) }
                else { weightRank = 2000 + (w - weight) }
            } else {
                weightRank = w > weight ? w - weight : 1000 + (weight - w)
            }
            return (widthDistance, weightRank, r.index)
        }
        return pool.min { rank($0) < rank($1) }
    }
}
