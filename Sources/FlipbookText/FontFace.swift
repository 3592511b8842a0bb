import CFreeType
import Foundation

/// One opened font face (a FreeType `FT_Face`), size-independent, shared by every ``Font`` that
/// resolves to it. Thread-safe: all FreeType calls on the face are serialised by its lock, and its
/// glyph look-ups, advances, kerning pairs and rasterized glyphs are cached.
///
/// Obtain faces from ``FontLibrary/face(for:)``; they stay open for the library's lifetime.
public final class FontFace: @unchecked Sendable, CustomStringConvertible {
    /// The family name as the font states it, e.g. `"DejaVu Sans"`.
    public let family: String
    /// The font file.
    public let path: String
    /// The face's index inside the file (non-zero only in collections).
    public let faceIndex: Int
    /// The face's own OS/2 weight, 100–900.
    public let weight: Int
    /// Synthetic emboldening, as a fraction of the em added to each stroke and to each advance;
    /// 0 for a real face. Positive when a requested weight is heavier than the family's nearest
    /// face, negative (strokes thinned, advances shortened) when it is lighter.
    public let syntheticEmbolden: Double
    /// Design units per em.
    public let unitsPerEm: Int
    /// Whether the face draws colour bitmaps (an emoji font such as Noto Color Emoji: `CBDT`
    /// strikes, no outlines); its glyphs are scaled from the strike nearest the size asked for.
    public let isColorBitmap: Bool

    let library: FreeTypeLibrary
    let face: FT_Face
    let lock = NSLock()
    /// The distance from baseline to the top and bottom, and the line spacing, in font units.
    let ascenderUnits: Int, descenderUnits: Int, heightUnits: Int
    private var glyphIndices: [UInt32: UInt32] = [:]
    private var advances: [UInt32: Int] = [:]
    private var kerningPairs: [UInt64: Int] = [:]
    var glyphBitmaps: [GlyphKey: GlyphBitmap] = [:]
    var currentCharSize: Int = 0
    var hits = 0, misses = 0

    init(record: FontRecord, syntheticEmbolden: Double, library: FreeTypeLibrary) throws {
        let face = try library.openFace(path: record.path, index: record.index)
        let flags = face.pointee.face_flags
        let colorBitmap = flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0 && flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
            && face.pointee.num_fixed_sizes > 0
        // FreeType fills `units_per_EM` and the vertical metrics for scalable faces only: a colour
        // bitmap face's come from its head and hhea tables.
        let units = colorBitmap ? Int(flipbook_head_units_per_em(face)) : Int(face.pointee.units_per_EM)
        guard flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 || colorBitmap, units > 0 else {
            library.closeFace(face)
            throw TextError.unreadableFontFile(path: record.path, reason: "it is a bitmap font, not an outline font")
        }
        self.library = library
        self.face = face
        family = record.family
        path = record.path
        faceIndex = record.index
        weight = record.weight
        self.syntheticEmbolden = syntheticEmbolden
        unitsPerEm = units
        isColorBitmap = colorBitmap
        if colorBitmap {
            var ascender = 0, descender = 0, gap = 0
            flipbook_hhea_metrics(face, &ascender, &descender, &gap)
            ascenderUnits = ascender
            descenderUnits = -descender
            heightUnits = ascender - descender + gap
        } else {
            ascenderUnits = Int(face.pointee.ascender)
            descenderUnits = -Int(face.pointee.descender)
            heightUnits = max(Int(face.pointee.height), ascenderUnits + descenderUnits)
        }
    }

    deinit {
        library.closeFace(face)
    }

    /// `"DejaVu Sans (DejaVuSans.ttf#0)"`.
    public var description: String {
        "\(family) (\((path as NSString).lastPathComponent)#\(faceIndex))"
            + (syntheticEmbolden > 0 ? " emboldened" : syntheticEmbolden < 0 ? " thinned" : "")
    }

    /// Vertical metrics of this face at `size` points.
    public func metrics(size: Double) -> FontMetrics {
        let s = size / Double(unitsPerEm)
        return FontMetrics(ascender: Double(ascenderUnits) * s, descender: Double(descenderUnits) * s,
                           lineGap: Double(heightUnits - ascenderUnits - descenderUnits) * s)
    }

    /// The glyph for a Unicode scalar, or 0 (`.notdef`) when the face has none.
    func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let cached = glyphIndices[scalar.value] { return cached }
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        glyphIndices[scalar.value] = index
        return index
    }

    /// The unhinted advance of `glyph` in font units, synthetic emboldening included.
    func advanceUnits(_ glyph: UInt32) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let cached = advances[glyph] { return cached }
        var advance: FT_Fixed = 0
        let error = FT_Get_Advance(face, glyph, FT_Int32(FT_LOAD_NO_SCALE), &advance)
        let units = (error == 0 ? Int(advance) : 0) + Int((syntheticEmbolden * Double(unitsPerEm)).rounded())
        advances[glyph] = units
        return units
    }

    /// The kerning adjustment between two glyphs in font units, from the font's `kern` table
    /// (0 when it has none; GPOS kerning is not read).
    func kerningUnits(_ left: UInt32, _ right: UInt32) -> Int {
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0 else { return 0 }
        lock.lock()
        defer { lock.unlock() }
        let key = UInt64(left) << 32 | UInt64(right)
        if let cached = kerningPairs[key] { return cached }
        var vector = FT_Vector()
        let error = FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector)
        let units = error == 0 ? Int(vector.x) : 0
        kerningPairs[key] = units
        return units
    }
}

/// Vertical metrics of a face at one size, in points. `lineHeight` is the baseline-to-baseline
/// distance of single-spaced text.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the line box (hhea ascender), in points.
    public var ascender: Double
    /// Distance from the baseline down to the bottom of the glyph box (positive), in points.
    public var descender: Double
    /// Extra space below the descender (hhea line gap), in points.
    public var lineGap: Double
    /// `ascender + descender + lineGap`, in points.
    public var lineHeight: Double { ascender + descender + lineGap }
}
