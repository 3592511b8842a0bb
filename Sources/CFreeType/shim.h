// FreeType for Flipbook's text module (pkg-config `freetype2`, Debian `libfreetype-dev`).
// Function-like macros and table structs do not import into Swift, so the few we need are
// wrapped here as static inline functions.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H
#include FT_ADVANCES_H

/// Load flags for rasterization: light (vertical-only) hinting, so horizontal positions stay
/// those of the unhinted layout.
static inline FT_Int32 flipbook_load_flags_light(void) { return FT_LOAD_TARGET_LIGHT; }

/// The OS/2 usWeightClass (100–900), or 0 when the font has no OS/2 table.
static inline unsigned short flipbook_os2_weight(FT_Face face) {
    TT_OS2 *os2 = (TT_OS2 *)FT_Get_Sfnt_Table(face, FT_SFNT_OS2);
    return os2 ? os2->usWeightClass : 0;
}

/// The OS/2 usWidthClass (1–9, 5 is normal), or 0 when the font has no OS/2 table.
static inline unsigned short flipbook_os2_width(FT_Face face) {
    TT_OS2 *os2 = (TT_OS2 *)FT_Get_Sfnt_Table(face, FT_SFNT_OS2);
    return os2 ? os2->usWidthClass : 0;
}

/// The head table's unitsPerEm, or 0 without one. FreeType sets `units_per_EM` for scalable
/// faces only; a colour bitmap font (CBDT) still has the table.
static inline unsigned short flipbook_head_units_per_em(FT_Face face) {
    TT_Header *head = (TT_Header *)FT_Get_Sfnt_Table(face, FT_SFNT_HEAD);
    return head ? head->Units_Per_EM : 0;
}

/// The hhea table's ascender, descender (negative below the baseline) and line gap in font
/// units, 0 without one.
static inline void flipbook_hhea_metrics(FT_Face face, long *ascender, long *descender, long *lineGap) {
    TT_HoriHeader *hhea = (TT_HoriHeader *)FT_Get_Sfnt_Table(face, FT_SFNT_HHEA);
    *ascender = hhea ? hhea->Ascender : 0;
    *descender = hhea ? hhea->Descender : 0;
    *lineGap = hhea ? hhea->Line_Gap : 0;
}
