import Foundation

/// Finds, opens and caches fonts. Thread-safe; layouts and renders from many threads may share it.
///
/// **Where fonts come from**, in this order (a family found in an earlier place hides the same
/// family in a later one): the `extraPaths` given to the initialiser, the colon-separated
/// directories and files of the `FLIPBOOK_FONT_PATH` environment variable, then
/// `/usr/share/fonts`, `/usr/local/share/fonts`, `~/.local/share/fonts` and `~/.fonts`.
/// Directories are searched recursively for `.ttf`, `.otf`, `.ttc` and `.otc` files; the scan
/// runs once, on first use. Files added later with ``register(fontFile:)`` replace the families
/// they contain wherever those were found.
///
/// **Family names** match case-insensitively, ignoring spaces and hyphens. `"system"` (also
/// `"system-ui"`, `"sans-serif"`, `".SF UI Text"`, and `"Helvetica Neue"`, `"Helvetica"`,
/// `"Arial"`, `"San Francisco"` when those are not installed) means the first installed family of
/// ``systemSansFamilies``: Helvetica Neue or a Helvetica-metric font (Liberation Sans, Nimbus Sans,
/// Arimo) when present, else DejaVu Sans.
///
/// **Weights**: the face of the family that CSS font matching picks for the weight's
/// ``FontWeight/cssWeight`` is used. When the request is at least 100 heavier than that face,
/// the outlines are emboldened synthetically by 1/48 em per 100 weight units (FreeType's
/// synthetic bold, 1/24 em, is 200 units' worth), so ``FontWeight/medium`` on Liberation Sans or
/// DejaVu Sans draws regular + 1/48 em and advances 1/48 em wider per glyph: the stem weight of
/// Helvetica Neue Medium, iOS 8's navigation-title face (a real medium sits about 40 % of the way
/// from regular to bold; 1/72 em looked regular). When a weight lighter than regular is at least
/// 100 lighter than the face (``FontWeight/thin`` on a family with no light faces), the strokes
/// are thinned by the same 1/48 em per 100 and the advances shrink by as much (see the article
/// “Font weights”).
///
/// **Fallback**: a character the face lacks is drawn with the system sans, then with the first
/// installed family of ``cjkFallbackFamilies`` (Noto Sans CJK from `fonts-noto-cjk` when present;
/// scripts/setup.sh installs the smaller WenQuanYi Micro Hei, `fonts-wqy-microhei`), then as the
/// face's missing-glyph box.
public final class FontLibrary: @unchecked Sendable {
    /// The library used when none is passed: default search paths and the environment.
    public static let shared = FontLibrary()

    /// Families tried, in order, for the `"system"` alias.
    public static let systemSansFamilies = [
        "Helvetica Neue", "Helvetica", "Liberation Sans", "Nimbus Sans", "Nimbus Sans L", "Arimo",
        "Arial", "DejaVu Sans",
    ]
    /// Families tried, in order, for characters the requested and system fonts lack
    /// (Simplified Chinese forms first).
    public static let cjkFallbackFamilies = [
        "Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans CJK TC", "Noto Sans CJK KR",
        "Source Han Sans SC", "WenQuanYi Zen Hei", "WenQuanYi Micro Hei", "Droid Sans Fallback",
    ]
    /// Names that mean the system sans unless a font of that exact family is installed.
    static let systemAliases: Set<String> = Set([
        "system", "system-ui", "sans-serif", "sans", ".SF UI Text", ".SF UI Display", "San Francisco",
        "SF Pro", "SF Pro Text", "Helvetica Neue", "Helvetica", "Arial",
    ].map(FontCatalog.key))

    /// Directories and files searched, in order (see the type's discussion).
    public let searchPaths: [String]

    private let lock = NSLock()
    private let freeType: Result<FreeTypeLibrary, TextError>
    private var scanned = false
    private var recordsByFamily: [String: [FontRecord]] = [:]
    private var familyNames: [String] = []
    private var registeredFiles: [String] = []
    private var unreadable: [TextError] = []
    private var faces: [FaceKey: FontFace] = [:]
    private var resolved: [ResolveKey: FontFace] = [:]

    private struct FaceKey: Hashable { var path: String; var index: Int; var embolden: Double }
    private struct ResolveKey: Hashable { var family: String; var weight: FontWeight }

    /// A library searching `extraPaths` (directories or font files) first.
    /// - Parameters:
    ///   - extraPaths: searched before everything else. Default none.
    ///   - includesEnvironment: also search `FLIPBOOK_FONT_PATH`. Default true.
    ///   - includesSystemDirectories: also search the standard font directories. Default true.
    public init(extraPaths: [String] = [], includesEnvironment: Bool = true, includesSystemDirectories: Bool = true) {
        searchPaths = extraPaths + (includesEnvironment ? FontCatalog.environmentPaths : [])
            + (includesSystemDirectories ? FontCatalog.systemDirectories : [])
        freeType = Result { try FreeTypeLibrary() }.mapError { $0 as? TextError ?? .freeType(operation: "initialise", code: -1) }
    }

    /// Adds one font file, replacing any scanned faces of the families it contains, and returns
    /// its family names.
    /// - Throws: ``TextError/unreadableFontFile(path:reason:)`` when it is missing or not a font.
    @discardableResult
    public func register(fontFile path: String) throws -> [String] {
        let library = try freeType.get()
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw TextError.unreadableFontFile(path: path, reason: "the file does not exist or is not readable")
        }
        let records = try FontCatalog.records(inFile: path, library: library)
        lock.lock()
        defer { lock.unlock() }
        scanIfNeeded(library)
        registeredFiles.append(path)
        // A registered file's families replace those found by scanning.
        for (key, group) in Dictionary(grouping: records, by: { FontCatalog.key($0.family) }) {
            let existing = recordsByFamily[key] ?? []
            if existing.isEmpty { familyNames.append(group[0].family) }
            recordsByFamily[key] = existing.filter { $0.path != path && registeredFiles.contains($0.path) } + group
        }
        resolved = [:]
        return Array(Set(records.map(\.family))).sorted()
    }

    /// Every family found, sorted.
    public var families: [String] {
        lock.lock()
        defer { lock.unlock() }
        if case let .success(library) = freeType { scanIfNeeded(library) }
        return familyNames.sorted()
    }

    /// Font files found while scanning that FreeType could not open (they are skipped).
    public var unreadableFiles: [TextError] {
        lock.lock()
        defer { lock.unlock() }
        return unreadable
    }

    /// The face that draws `font`.
    /// - Throws: ``TextError/invalidFontSize(_:)``, ``TextError/unknownFamily(_:available:searched:)``
    ///   or ``TextError/unreadableFontFile(path:reason:)``.
    public func face(for font: Font) throws -> FontFace {
        try font.validate()
        let library = try freeType.get()
        lock.lock()
        defer { lock.unlock() }
        scanIfNeeded(library)
        return try resolve(family: font.family, weight: font.weight, library: library)
    }

    /// The colour emoji families tried for emoji, first installed first: Apple Color Emoji where
    /// it is installed, else Noto Color Emoji (Debian's `fonts-noto-color-emoji`).
    public static let emojiFamilies = ["Apple Color Emoji", "Noto Color Emoji"]

    /// The first installed family of ``emojiFamilies``, opened; `nil` when none is installed.
    public func emojiFace() -> FontFace? {
        guard case let .success(library) = freeType else { return nil }
        lock.lock()
        defer { lock.unlock() }
        scanIfNeeded(library)
        guard let family = FontLibrary.emojiFamilies.first(where: { recordsByFamily[FontCatalog.key($0)] != nil }) else {
            return nil
        }
        return try? resolve(family: family, weight: .regular, library: library)
    }

    /// The faces tried after `font`'s own for characters it lacks: the system sans, then the first
    /// installed CJK family, then the emoji face (``emojiFace()``). Missing ones are left out.
    public func fallbackFaces(for font: Font) -> [FontFace] {
        guard case let .success(library) = freeType else { return [] }
        lock.lock()
        defer { lock.unlock() }
        scanIfNeeded(library)
        var chain: [FontFace] = []
        let primary = try? resolve(family: font.family, weight: font.weight, library: library)
        if let system = try? resolve(family: Font.systemFamily, weight: font.weight, library: library),
           system !== primary {
            chain.append(system)
        }
        if let cjk = FontLibrary.cjkFallbackFamilies.first(where: { recordsByFamily[FontCatalog.key($0)] != nil }),
           let face = try? resolve(family: cjk, weight: font.weight, library: library),
           face !== primary, !chain.contains(where: { $0 === face }) {
            chain.append(face)
        }
        if let emoji = FontLibrary.emojiFamilies.first(where: { recordsByFamily[FontCatalog.key($0)] != nil }),
           let face = try? resolve(family: emoji, weight: .regular, library: library),
           face !== primary, !chain.contains(where: { $0 === face }) {
            chain.append(face)
        }
        return chain
    }

    /// Glyph-cache statistics summed over every face opened so far.
    public var glyphCacheStatistics: GlyphCacheStatistics {
        lock.lock()
        let all = Array(faces.values)
        lock.unlock()
        return all.reduce(GlyphCacheStatistics(hits: 0, misses: 0, count: 0)) { sum, face in
            let s = face.cacheStatistics
            return GlyphCacheStatistics(hits: sum.hits + s.hits, misses: sum.misses + s.misses, count: sum.count + s.count)
        }
    }

    // MARK: - Resolution (lock held)

    private func resolve(family: String, weight: FontWeight, library: FreeTypeLibrary) throws -> FontFace {
        let cacheKey = ResolveKey(family: FontCatalog.key(family), weight: weight)
        if let face = resolved[cacheKey] { return face }
        var candidates = recordsByFamily[cacheKey.family]
        if candidates == nil, FontLibrary.systemAliases.contains(cacheKey.family) {
            candidates = FontLibrary.systemSansFamilies.lazy.compactMap { self.recordsByFamily[FontCatalog.key($0)] }.first
        }
        guard let candidates, let record = FontCatalog.bestMatch(candidates, weight: weight.cssWeight) else {
            throw TextError.unknownFamily(family, available: familyNames.sorted(), searched: searchPaths + registeredFiles)
        }
        let embolden = FontLibrary.syntheticEmbolden(requested: weight.cssWeight, face: record.weight)
        let faceKey = FaceKey(path: record.path, index: record.index, embolden: embolden)
        let face = try faces[faceKey] ?? FontFace(record: record, syntheticEmbolden: embolden, library: library)
        faces[faceKey] = face
        resolved[cacheKey] = face
        return face
    }

    /// The synthetic stroke change, in em, that makes a face of CSS weight `face` draw as
    /// `requested`: +1/48 em per 100 weight units the face is too light; −1/48 em per 100 units
    /// it is too heavy for a request lighter than regular (400); 0 when they are less than 100
    /// apart. A heavier face chosen for a request above regular (Bold for semibold) is used as
    /// it is, as CSS does: thinning it would draw semibold lighter than an emboldened medium.
    static func syntheticEmbolden(requested: Int, face: Int) -> Double {
        let missing = requested - face
        guard missing >= 100 || (missing <= -100 && requested < 400) else { return 0 }
        return Double(missing) / 100 / 48
    }

    private func scanIfNeeded(_ library: FreeTypeLibrary) {
        guard !scanned else { return }
        scanned = true
        for path in searchPaths {
            var found: [String: [FontRecord]] = [:]
            for file in FontCatalog.fontFiles(at: path) {
                do {
                    for record in try FontCatalog.records(inFile: file, library: library) {
                        found[FontCatalog.key(record.family), default: []].append(record)
                    }
                } catch let error as TextError {
                    unreadable.append(error)
                } catch {}
            }
            for (key, records) in found.sorted(by: { $0.key < $1.key }) where recordsByFamily[key] == nil {
                recordsByFamily[key] = records
                familyNames.append(records[0].family)
            }
        }
    }
}
