import CFreeType

/// Identifies one rasterized glyph in a face's cache: the glyph, the pixel size and the
/// horizontal sub-pixel phase.
struct GlyphKey: Hashable {
    /// The glyph index in the face.
    var glyph: UInt32
    /// The em size in device pixels, in 26.6 fixed point (`round(size · scale · 64)`).
    var pixelSize26: Int
    /// Horizontal phase in quarter pixels, 0…3.
    var phase: UInt8
}

/// An anti-aliased glyph: 8-bit coverage, rows top to bottom, placed relative to the pen.
struct GlyphBitmap: Sendable {
    /// Size in pixels.
    var width: Int, height: Int
    /// Offset of the left column from the pen position, in pixels.
    var left: Int
    /// Distance from the baseline up to the top row, in pixels.
    var top: Int
    /// `width · height` coverage values, 0…255; empty for a colour glyph.
    var coverage: [UInt8]
    /// A colour glyph's `width · height` premultiplied RGBA pixels (an emoji), drawn in its own
    /// colours; `nil` for a coverage glyph, drawn in the text's colour.
    var colors: [UInt8]? = nil

    static let empty = GlyphBitmap(width: 0, height: 0, left: 0, top: 0, coverage: [])
}

/// Statistics of the rasterized-glyph cache.
public struct GlyphCacheStatistics: Hashable, Sendable {
    /// Glyph bitmaps served from the cache.
    public var hits: Int
    /// Glyph bitmaps rasterized by FreeType.
    public var misses: Int
    /// Glyph bitmaps currently held.
    public var count: Int
}

extension FontFace {
    /// Sub-pixel phases per pixel: glyph origins are rounded to a quarter pixel. Four phases keep
    /// the spacing even at small sizes while the cache holds at most four copies of a glyph.
    static let phases = 4

    /// At most this many glyph bitmaps are kept per face; beyond that the cache is emptied (a
    /// 500-word paragraph needs about 250 at one size).
    static let cacheLimit = 8192

    /// The glyph rendered at `pixelSize26` (26.6 pixels) with its origin shifted right by
    /// `phase` quarter pixels; cached.
    func glyphBitmap(_ key: GlyphKey) -> GlyphBitmap {
        lock.lock()
        defer { lock.unlock() }
        if let cached = glyphBitmaps[key] {
            hits += 1
            return cached
        }
        misses += 1
        let bitmap = rasterize(key)
        if glyphBitmaps.count >= FontFace.cacheLimit { glyphBitmaps.removeAll(keepingCapacity: true) }
        glyphBitmaps[key] = bitmap
        return bitmap
    }

    /// Cache statistics of this face.
    var cacheStatistics: GlyphCacheStatistics {
        lock.lock()
        defer { lock.unlock() }
        return GlyphCacheStatistics(hits: hits, misses: misses, count: glyphBitmaps.count)
    }

    /// Renders with FreeType. Called with the lock held.
    private func rasterize(_ key: GlyphKey) -> GlyphBitmap {
        if isColorBitmap { return rasterizeColor(key) }
        if currentCharSize != key.pixelSize26 {
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6(key.pixelSize26), 72, 72) == 0 else { return .empty }
            currentCharSize = key.pixelSize26
        }
        var delta = FT_Vector(x: FT_Pos(Int(key.phase) * 64 / FontFace.phases), y: 0)
        FT_Set_Transform(face, nil, &delta)
        let flags = flipbook_load_flags_light() | FT_Int32(FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, key.glyph, flags) == 0, let slot = face.pointee.glyph else { return .empty }
        if syntheticEmbolden != 0, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            // FT_Outline_Embolden thickens every stroke by `strength` (26.6 pixels), half on
            // each side, as FreeType's own FT_GlyphSlot_Embolden does; a negative strength
            // thins them by as much.
            let strength = FT_Pos((syntheticEmbolden * Double(key.pixelSize26)).rounded())
            FT_Outline_Embolden(&slot.pointee.outline, strength)
        }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .empty }
        let source = slot.pointee.bitmap
        let width = Int(source.width), height = Int(source.rows), pitch = Int(source.pitch)
        guard width > 0, height > 0, let buffer = source.buffer else {
            return GlyphBitmap(width: 0, height: 0, left: 0, top: 0, coverage: [])
        }
        var coverage = [UInt8](repeating: 0, count: width * height)
        for row in 0..<height {
            let start = pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch
            for column in 0..<width { coverage[row * width + column] = buffer[start + column] }
        }
        return GlyphBitmap(width: width, height: height, left: Int(slot.pointee.bitmap_left),
                           top: Int(slot.pointee.bitmap_top), coverage: coverage)
    }
}
