// A setjmp-safe facade over libpng for FlipbookCodecs.
//
// libpng reports errors by longjmp. Every libpng call happens inside the functions below, each of
// which installs its own setjmp and returns a status code, so no Swift frame is ever jumped over.
#ifndef FB_PNG_H
#define FB_PNG_H

#include <stddef.h>
#include <stdint.h>

/// Outcome of a shim call.
typedef enum {
    FB_PNG_OK = 0,
    FB_PNG_TRUNCATED = 1,   ///< the data ended before the image did
    FB_PNG_CORRUPT = 2,     ///< libpng rejected the data; see `message`
    FB_PNG_TOO_LARGE = 3,   ///< the header's size exceeds the limits; `width`/`height` are set
    FB_PNG_NO_MEMORY = 4,   ///< an allocation failed
    FB_PNG_BAD_STREAM = 5,  ///< a chunk CRC, the zlib stream or its size is wrong; see `message`
} fb_png_status;

/// Result of `fb_png_decode`. Release `pixels` with `fb_png_free`.
typedef struct {
    fb_png_status status;
    uint32_t width;
    uint32_t height;
    uint8_t *pixels;        ///< width·height·4 bytes, premultiplied RGBA8, rows top to bottom
    char message[256];      ///< libpng's message when status is FB_PNG_CORRUPT
} fb_png_decoded;

/// Result of `fb_png_encode`. Release `data` with `fb_png_free`.
typedef struct {
    fb_png_status status;
    uint8_t *data;
    size_t size;
    char message[256];
} fb_png_encoded;

/// Decodes any PNG into premultiplied RGBA8 (16-bit samples scaled to 8 bits, no gamma
/// conversion). Rejects images wider or taller than `max_side` or with more than `max_pixels`
/// pixels after reading the header and before allocating pixel memory. Ancillary chunks other
/// than tRNS are skipped unread, whatever length they declare.
fb_png_decoded fb_png_decode(const uint8_t *bytes, size_t count, uint32_t max_side, uint64_t max_pixels);

/// Encodes premultiplied RGBA8 rows (un-premultiplied here) as an 8-bit RGBA PNG with zlib level
/// `level` (0…9) and no time or text chunks, so equal input gives equal bytes. `filters` is
/// libpng's filter mask (PNG_FILTER_NONE … PNG_ALL_FILTERS), or -1 for libpng's default choice;
/// `strategy` is zlib's (Z_FILTERED, Z_RLE, …), or -1 for libpng's default. When `opaque_as_rgb`
/// is set and every alpha is 255, the PNG is 8-bit RGB (colour type 2) instead.
fb_png_encoded fb_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int level,
                             int filters, int strategy, int opaque_as_rgb);

/// Encodes like `fb_png_encode`, but filters the rows here (PNG filter type `filter` 0…4 for every
/// row, or -1 for the per-row choice of the smallest sum of signed bytes, like libpng's) and
/// compresses them with Flipbook's own run-length deflate instead of zlib; libpng writes the
/// signature, IHDR, the IDAT chunks and IEND.
fb_png_encoded fb_png_encode_rows(const uint8_t *rgba, uint32_t width, uint32_t height, int filter,
                                  int opaque_as_rgb);

/// Frees memory returned by the shim.
void fb_png_free(void *pointer);

#endif
